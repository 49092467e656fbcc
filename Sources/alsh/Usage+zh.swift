extension Usage {
    /// `alsh --help` in Simplified Chinese: the parser's English help, section by section.
    static let chineseHelp = """
        概述：Auto Layout 交互式命令行：声明视图，用 Apple 的可视化格式语言（VFL）或公式
        添加约束，并立即看到求解器得出的结果。

        alsh             交互式会话（标准输入不是终端时，从中读取脚本）
        alsh FILE...     依次运行脚本；只要有一行出错或有 expect 未通过，退出状态为 1
        alsh -i FILE...  运行脚本后，继续在该会话中交互
        alsh -           从标准输入读取命令（也可与 FILE 混用）
        alsh -- FILE...  其后的每个参数都是 FILE
        alsh --resume    恢复上一次交互式会话（崩溃、kill -9 或关闭终端之后也可以），
                         包括撤销历史

        按键：emacs 式编辑，Tab 补全，上/下键浏览历史
        （$XDG_STATE_HOME/alsh/history），Ctrl-C 丢弃当前行，Ctrl-D 退出。
        交互式会话中的每次修改都会立即记入日志 $XDG_STATE_HOME/alsh/journal-*.txt。
        在命令行中输入 'help' 查看可用命令。

        \(synopsis(heading: "用法："))
        参数：
          <scripts>               依次运行的脚本；'-' 表示标准输入。

        选项：
          -i, --interactive       运行脚本后保持交互。
          --json                  脚本结束后，只在标准输出打印最终状态的 JSON 文档
                                  （docs/alsh.schema.json）：无法满足的必需约束的
                                  "state" 为 "broken"；布局未满足的可选约束带有
                                  "givesWay"：让步的量。
          --no-color, --no-colour 不使用颜色（设置了 NO_COLOR 或标准输出不是终端时
                                  也不使用）。
          --echo                  在每行脚本的结果之前，打印该行及其文件和行号
                                  （使用 -i 时开启）。
          --resume                从日志恢复上一次交互式会话（最新一个未以 'quit' 或
                                  Ctrl-D 结束的会话，否则为最新的会话）：相同的布局、
                                  id、撤销与重做历史；然后在其中继续。
          --lang <ru|zh|en>       消息和报告的语言（否则取自 LC_ALL、LC_MESSAGES、
                                  LANG）。（取值：en、ru、zh）
          --version               显示版本。
          -h, --help              显示帮助信息。

        """
}
