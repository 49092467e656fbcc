/// The languages alsh speaks (SPEC §11). Every module that prints words takes one of these
/// rather than reading the environment itself: `alsh` decides once, from `--lang` or the
/// locale variables, and the session passes it down.
public enum Language: String, CaseIterable, Sendable {
    case en
    case ru
    case zh
}
