#!/usr/bin/env python3
"""The page `watch FILE.html` writes, opened in headless Chromium.

For each example (examples/register.al, examples/channel-header.al) it runs alsh with
`load -q EXAMPLE`, `watch NAME.html`, `frames`, then:
  - takes a screenshot of the page and compares it with the reviewed reference
    docs/watch-NAME.png, pixel by pixel with a tolerance (PNG decoded here with zlib);
  - opens the page as a link to a constraint (`#c=ID`) and to a view (`#v=NAME`): the
    page's own script dispatches a mouseover on that element, as a pointer would; the DOM
    Chromium then dumps must have exactly the expected elements highlighted (class `hl`).

Usage: scripts/browser-check [--alsh PATH] [--update] [--keep DIR]
  --update  writes the screenshots as the new references (look at them before committing)
Exit status 0 when every check passes, 1 when one fails, 2 when Chromium is missing.
"""
import argparse
import html.parser
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WINDOW = (1280, 1200)
# A pixel differs when a channel is off by more than this; the page differs when more
# than MAX_SHARE of its pixels do (fonts hint a little differently between builds).
CHANNEL_TOLERANCE = 48
MAX_SHARE = 0.003

# Per example: a constraint and the views it names; a view and the constraints naming it.
# Written from the .al files, not read back from the page.
EXAMPLES = {
    "register": {
        "script": "examples/register.al",
        # c8: _registerButton.centerX == root.centerX
        "constraint": ("c8", {"_registerButton", "root"}),
        "view": ("_registerButton", {"c7", "c8", "c9"}),
    },
    "channel-header": {
        "script": "examples/channel-header.al",
        # c5: info.top == header.top + 16
        "constraint": ("c5", {"info", "header"}),
        "view": ("avatar", {"c8", "c9", "c11", "c12", "c13", "c14"}),
    },
}


def read_png(path):
    """(width, height, rows of RGBA bytes) of an 8-bit, non-interlaced RGB or RGBA PNG."""
    with open(path, "rb") as f:
        data = f.read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", chunk)
        elif kind == b"IDAT":
            idat += chunk
        elif kind == b"IEND":
            break
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or color not in (2, 6) or interlace:
        raise ValueError(f"{path}: only 8-bit RGB/RGBA non-interlaced PNGs are read")
    channels = 4 if color == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous, i = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - channels] if x >= channels else 0
            b = previous[x]
            c = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + a) & 255
            elif kind == 2:
                line[x] = (line[x] + b) & 255
            elif kind == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[x] = (line[x] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line) if channels == 4 else
                    b"".join(bytes(line[k:k + 3]) + b"\xff" for k in range(0, stride, 3)))
        previous = line
    return width, height, rows


def differing_share(a_path, b_path):
    """The share of pixels that differ beyond CHANNEL_TOLERANCE (1.0 when sizes differ)."""
    wa, ha, ra = read_png(a_path)
    wb, hb, rb = read_png(b_path)
    if (wa, ha) != (wb, hb):
        return 1.0
    differing = 0
    for row_a, row_b in zip(ra, rb):
        if row_a == row_b:
            continue
        for x in range(0, len(row_a), 4):
            if max(abs(row_a[x + k] - row_b[x + k]) for k in range(3)) > CHANNEL_TOLERANCE:
                differing += 1
    return differing / (wa * ha)


class Highlighted(html.parser.HTMLParser):
    """The elements of a dumped DOM whose class holds `hl`: constraint ids and view names."""

    def __init__(self):
        super().__init__()
        self.ids, self.names, self.items = set(), set(), set()

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if "hl" not in (attrs.get("class") or "").split():
            return
        if tag == "li":
            self.items.add(attrs.get("data-id"))
        elif "data-id" in attrs:
            self.ids.add(attrs["data-id"])
        elif "data-name" in attrs:
            self.names.add(attrs["data-name"])


def chromium_binary():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


def chromium(binary, *arguments):
    command = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
               "--force-device-scale-factor=1", "--virtual-time-budget=1000",
               f"--window-size={WINDOW[0]},{WINDOW[1]}", *arguments]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def write_page(alsh, folder, name, script):
    lines = f"load -q {os.path.join(ROOT, script)}\nwatch {name}.html\nframes\n"
    run = subprocess.run([alsh, "--no-color", "-"], input=lines, cwd=folder,
                         capture_output=True, text=True, timeout=120)
    page = os.path.join(folder, f"{name}.html")
    if run.returncode != 0 or not os.path.exists(page):
        raise RuntimeError(f"alsh failed on {script}:\n{run.stdout}{run.stderr}")
    return page


def check_hover(binary, page, fragment, want_ids, want_names):
    dump = chromium(binary, "--dump-dom", f"file://{page}#{fragment}")
    found = Highlighted()
    found.feed(dump.stdout)
    problems = []
    if found.items != want_ids:
        problems.append(f"list items highlighted {sorted(found.items)}, expected {sorted(want_ids)}")
    if found.ids != want_ids:
        problems.append(f"picture constraints highlighted {sorted(found.ids)}, expected {sorted(want_ids)}")
    if found.names != want_names:
        problems.append(f"views highlighted {sorted(found.names)}, expected {sorted(want_names)}")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--alsh", default=os.path.join(ROOT, ".build", "debug", "alsh"))
    parser.add_argument("--update", action="store_true")
    parser.add_argument("--keep")
    options = parser.parse_args()
    binary = chromium_binary()
    if not binary:
        print("browser-check: chromium is not installed (Debian: apt-get install chromium); "
              "scripts/test installs it", file=sys.stderr)
        return 2
    folder = options.keep or tempfile.mkdtemp(prefix="alsh-browser-")
    os.makedirs(folder, exist_ok=True)
    failures = 0
    for name, example in EXAMPLES.items():
        page = write_page(options.alsh, folder, name, example["script"])
        shot = os.path.join(folder, f"{name}.png")
        chromium(binary, f"--screenshot={shot}", f"file://{page}")
        reference = os.path.join(ROOT, "docs", f"watch-{name}.png")
        if options.update:
            shutil.copyfile(shot, reference)
            print(f"{name}: wrote {os.path.relpath(reference, ROOT)}")
        else:
            share = differing_share(shot, reference)
            verdict = "ok" if share <= MAX_SHARE else "FAILED"
            print(f"{name}: screenshot differs from docs/watch-{name}.png in {share:.2%} "
                  f"of its pixels (at most {MAX_SHARE:.1%}): {verdict}")
            if share > MAX_SHARE:
                failures += 1
                print(f"  the screenshot is {shot}")
        constraint, views = example["constraint"]
        view, constraints = example["view"]
        problems = check_hover(binary, page, f"c={constraint}", {constraint}, views)
        problems += check_hover(binary, page, f"v={view}", constraints, {view})
        print(f"{name}: hovering {constraint} and {view}: " + ("ok" if not problems else "FAILED"))
        for problem in problems:
            print("  " + problem)
        failures += bool(problems)
    if not options.keep and failures == 0:
        shutil.rmtree(folder, ignore_errors=True)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
