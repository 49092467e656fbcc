#!/usr/bin/env python3
"""Judges the conflicting sets alsh names for real conflict logs, independently of alsh.

For every log file given (or every *.log in the directories given), this script
  1. reads the log itself (its own parser of Apple's descriptions: equations, one-constraint
     visual formats, autoresizing `minX`-style forms, `names:` lists, identifiers);
  2. runs alsh on it (`import FILE`, text and `--json`) and takes, for each conflict alsh
     reports, the broken constraint and its minimal set, mapped back to the log by address;
  3. decides with exact rational arithmetic (its own simplex, fractions.Fraction) whether
     that set is infeasible and minimal: infeasible with every view's `width >= 0` and
     `height >= 0` always present, and feasible again when any one member is dropped.

It also decides whether each block's required constraints conflict at all, so a log that
alsh reports a conflict for but has none (or the reverse) is counted.

Model (what the judgement assumes; the same view geometry UIKit uses): each item has
left, top, width, height; leading/trailing are left/right (left to right); centers are
halfway; margins are 8 in from the edges; a view's font is not known, so it has no baseline
and UIKit's stand-ins apply (the first baseline is the top, the last the bottom); a `'|'`
is the item the `names:` list binds it to, else the superview another description in the log
names for that item (a view has one superview) or for a view it is spaced from in a visual
format (`[A]-(8)-[B]`: siblings), else a superview of its own (free). A view printed by its
class alone (`[UIImageView(456)]`) is one view per printed name. Lines are read as Apple
printed them: Markdown's `> ` quoting and backslash escapes, and a web page's HTML
(`&lt;`, `&gt;`, `&emsp;`, `<br />`), are taken off first.

  scripts/log_minimality.py [--alsh PATH] [--verbose] LOG_OR_DIR...
  scripts/log_minimality.py --self-test     (the reader's own checks; no alsh needed)
"""
import argparse
import glob
import html
import json
import os
import re
import subprocess
import sys
import tempfile
from fractions import Fraction

# ---------------------------------------------------------------- exact feasibility


def feasible(rows):
    """rows: list of (coeffs: dict var -> Fraction, relation '<=', '>=', '==', constant) meaning
    sum(coeffs) relation constant. Variables are free. Phase one of the simplex method with
    Bland's rule, in exact arithmetic. True when some point satisfies every row."""
    variables = sorted({v for coeffs, _, _ in rows for v in coeffs})
    index = {v: i for i, v in enumerate(variables)}
    n_free = len(variables)
    # Columns: x+ (n_free), x- (n_free), one slack per inequality, one artificial per row.
    table = []
    n_slack = sum(1 for _, rel, _ in rows if rel != "==")
    slack_at = 2 * n_free
    art_at = slack_at + n_slack
    width = art_at + len(rows)
    basis = []
    slack_next = slack_at
    for r, (coeffs, rel, constant) in enumerate(rows):
        row = [Fraction(0)] * (width + 1)
        for v, c in coeffs.items():
            row[index[v]] += c
            row[n_free + index[v]] -= c
        if rel == "<=":
            row[slack_next] = Fraction(1); slack_next += 1
        elif rel == ">=":
            row[slack_next] = Fraction(-1); slack_next += 1
        row[width] = Fraction(constant)
        if row[width] < 0:
            row = [-x for x in row]
        row[art_at + r] = Fraction(1)
        table.append(row)
        basis.append(art_at + r)
    # Objective: minimise the sum of artificials = maximise -sum.
    cost = [Fraction(0)] * (width + 1)
    for r in range(len(rows)):
        for j in range(width + 1):
            if j < art_at:
                cost[j] -= table[r][j]
            elif j == width:
                cost[j] -= table[r][j]
    # cost[j] is the reduced cost of column j (negative: entering lowers the sum).
    while True:
        entering = next((j for j in range(art_at) if cost[j] < 0), None)
        if entering is None:
            break
        leaving, best = None, None
        for r, row in enumerate(table):
            if row[entering] > 0:
                ratio = row[width] / row[entering]
                if best is None or ratio < best or (ratio == best and basis[r] < basis[leaving]):
                    best, leaving = ratio, r
        if leaving is None:
            break  # unbounded direction: cannot happen in phase one (sum is bounded below)
        pivot = table[leaving][entering]
        table[leaving] = [x / pivot for x in table[leaving]]
        for r in range(len(table)):
            if r != leaving and table[r][entering] != 0:
                f = table[r][entering]
                table[r] = [a - f * b for a, b in zip(table[r], table[leaving])]
        f = cost[entering]
        cost = [a - f * b for a, b in zip(cost, table[leaving])]
        basis[leaving] = entering
    return -cost[width] == 0


# ---------------------------------------------------------------- reading the log

NUMBER = r"[-+]?\s*(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?"


class Item:
    def __init__(self, key, text):
        self.key, self.text = key, text


class Constraint:
    def __init__(self):
        self.address = None
        self.identifier = None
        self.priority = 1000
        self.active = True
        self.terms = {}  # (item key, variable) -> Fraction
        self.relation = "=="
        self.constant = Fraction(0)  # sum(terms) relation constant
        self.items = set()
        self.line = 0
        self.text = ""


def fraction(text):
    return Fraction(text.replace(" ", ""))


class LogReader:
    HEADER = "Unable to simultaneously satisfy constraints"

    def __init__(self, text):
        self.blocks = []  # list of lists of constraints
        self.problems = []  # (line, text)
        self.constraints = {}  # key -> constraint
        current = None
        # A view whose margins guide the log shows: its margin attributes are the guide's
        # edges (UIKit makes them so once the guide exists).
        self.margins_guides = {}
        self.superview_of = {}  # item key -> the superview a `'|'` in its names list binds
        self.siblings = []  # (item key, item key) a visual format spaces side by side
        for m in re.finditer(r"UILayoutGuide:(0x[0-9a-fA-F]+)'UIViewLayoutMarginsGuide'[^\n]*?'\|':[\w.$*]+:(0x[0-9a-fA-F]+)", text):
            self.margins_guides.setdefault(m.group(2).lower(), m.group(1).lower())
        lines = [self.prepared(raw) for raw in text.split("\n")]
        for number, line in enumerate(lines, 1):
            line = self.unwrapped(lines, number - 1)
            if self.HEADER in line or "Conflicting constraints detected" in line:
                current = []
                self.blocks.append(current)
                continue
            # A list printed on one line ("<…>","<…>"; Swift's print: [<…>, <…>]) holds one
            # entry per description.
            for entry in self.ENTRY_GAP.split(line):
                if current is None and (self.START.search(entry) or self.BARE_START.match(entry)):
                    current = []
                    self.blocks.append(current)
                self.read_entry(entry, number, current)
        self.bind_unnamed_superviews()

    HTML_ENTITY = re.compile(r"&(?:lt|gt|amp|quot|apos|nbsp|ensp|emsp|thinsp|#\d+|#x[0-9a-fA-F]+);")
    HTML_BREAK = re.compile(r"<br\s*/?>", re.IGNORECASE)
    QUOTE = re.compile(r"^\s*>(?=\s|>|$)\s?")

    def prepared(self, raw):
        """The line as Apple printed it: Markdown's backslash escapes undone, a page's HTML
        (`&lt;`, `&gt;`, `&emsp;`, `<br />`) decoded, and `> ` quoting taken off."""
        line = raw.replace("\\<", "<").replace("\\>", ">").replace("\\[", "[").replace("\\]", "]").replace("\\*", "*")
        if self.HTML_ENTITY.search(line) or self.HTML_BREAK.search(line):
            line = self.HTML_BREAK.sub("", line)
            line = self.HTML_ENTITY.sub(lambda m: " " if m.group(0) in ("&nbsp;", "&ensp;", "&emsp;", "&thinsp;")
                                        else html.unescape(m.group(0)), line)
        while self.QUOTE.match(line):
            line = self.QUOTE.sub("", line, count=1)
        return line

    def bind_unnamed_superviews(self):
        """A description without a names list measures from a superview of its own
        (`super-of-KEY`); where another description names KEY's superview, it is that one.
        Two views a visual format spaces (`[A]-(8)-[B]`) are siblings: where the log names
        the superview of one, it is the other's too (as far along a chain as it goes)."""
        changed = True
        while changed:
            changed = False
            for a, b in self.siblings:
                for child, sibling in ((a, b), (b, a)):
                    if child not in self.superview_of and sibling in self.superview_of \
                            and self.superview_of[sibling] != child:
                        self.superview_of[child] = self.superview_of[sibling]
                        changed = True
        for c in self.constraints.values():
            for (key, var) in list(c.terms):
                if key.startswith("super-of-") and key[9:] in self.superview_of:
                    sup = self.superview_of[key[9:]]
                    value = c.terms.pop((key, var))
                    c.terms[(sup, var)] = c.terms.get((sup, var), 0) + value
            c.items = {self.superview_of.get(k[9:], k) if k.startswith("super-of-") else k for k in c.items}

    ENTRY_GAP = re.compile(r"(?<=>)\"?\s*,\s*\"?(?=<[A-Za-z_][\w.$]*:)")

    def read_entry(self, line, number, current):
        start = self.START.search(line)
        if start and line[start.end():].startswith(">"):
            body = self.after_closed_header(line[start.end() + 1:])
        elif start:
            body = line[start.end():line.rfind(">")].strip()
        else:
            # `NSLayoutConstraint:0x… A.leading == B.leading + 5,`: an entry printed
            # without its quotes and angle brackets runs to the end of its line.
            start = self.BARE_START.match(line)
            if not start:
                return
            body = line[start.end():].strip().rstrip(",").rstrip('"').strip()
        if re.match(r"\(null\)(\s|$)", body):
            # FLKAutoLayout's tags after a description Apple printed as `(null)`.
            self.problems.append((number, "no description: (null)"))
            return
        try:
            c = self.parse(start.group(1), start.group(2), body)
        except ValueError as error:
            self.problems.append((number, str(error)))
            return
        c.line = number
        key = c.address or body
        if key not in self.constraints:
            self.constraints[key] = c
        if key not in [x.address or x.text for x in current]:
            current.append(c)

    START = re.compile(r"<([A-Za-z_][\w.$]*Constraint):\s*(0x[0-9a-fA-F]+|<private>)(@[^\s>]*)?")
    BARE_START = re.compile(r"\s*\"?([A-Za-z_][\w.$]*Constraint):(0x[0-9a-fA-F]+)(@\S*)?\s")
    SUFFIX = re.compile(r"\s*(active|inactive|[Nn]ames:|LTR|RTL)")

    def after_closed_header(self, rest):
        """The description after a header closed at once: FLKAutoLayout's `<NSLayoutConstraint:
        0x…> H:[…] (tag, tag)` (Apple's description, then the items' name tags) and SnapKit
        0.x's `<<App.LayoutConstraint:0x…> <UIView:0x…>.top == <UIView:0x…>.top + 10.0 ^750.0>`
        (each item in angle brackets, the whole closed after the body)."""
        body = rest.strip().rstrip(",").rstrip('"').strip()
        if body.endswith(">") and body.count(">") > body.count("<"):
            body = body[:-1].rstrip()
        if body.endswith(")"):
            depth = 0
            for i in range(len(body) - 1, -1, -1):
                depth += (body[i] == ")") - (body[i] == "(")
                if depth == 0:
                    if not self.SUFFIX.match(body[i + 1:]):
                        body = body[:i].rstrip()
                    break
        return re.sub(r"<([A-Za-z_][\w.$]*:(?:0x[0-9a-fA-F]+|<private>|[\w.]+))>", r"\1", body)
    END = re.compile(r">[\s\"',`)]*$")

    def unwrapped(self, lines, index):
        """The line, with the next ones (up to 4) joined by a space when a description
        starts on it and does not end there: a log pasted through a narrow window or a
        forum's editor wraps at spaces. Never across a blank line, a header or another
        description."""
        line = lines[index]
        if not self.START.search(line) or self.END.search(line):
            return line
        joined = line.rstrip()
        for following in lines[index + 1:index + 5]:
            if not following.strip() or self.START.search(following) or self.HEADER in following:
                break
            joined += " " + following.strip().strip("`")
            if self.END.search(joined):
                return joined
        return line

    # items -------------------------------------------------------------------
    def parse(self, class_name, address, body):
        c = Constraint()
        c.address = address.lower() if address.startswith("0x") else None
        c.text = body
        for _ in range(2):
            m = re.match(r"'([^']*)'\s+", body)
            if m:
                c.identifier = m.group(1)
                body = body[m.end():]
            m = re.match(r"h=[-&]{3} v=[-&]{3}\s*", body)
            if m:
                body = body[m.end():]
        # Suffixes: (active...), (names: ...), (LTR), Hug:
        names, superview = [], None
        while True:
            body = body.rstrip()
            m = re.search(r"\(([^()]*)\)\s*$", body)
            if not m or not re.match(r"\s*(active|inactive|[Nn]ames:|LTR|RTL)", m.group(1)):
                break
            inner = m.group(1)
            if inner.strip().startswith("inactive"):
                c.active = False
            nm = re.search(r"[Nn]ames:(.*)$", inner)
            if nm:
                for entry in nm.group(1).split(","):
                    entry = entry.strip()
                    if not entry:
                        continue
                    bm = re.match(r"(.*?):((?:[\w.$]+:)?0x[0-9a-fA-F]+)(?:'.*')?$", entry)
                    if not bm:
                        um = re.match(r"'\|':([A-Za-z_][\w$]*)$", entry)
                        if um:
                            superview = self.unaddressed(um.group(1))
                        continue
                    name, addr = bm.group(1), bm.group(2).split(":")[-1].lower()
                    # `'|':UIKeyboardLayoutStar Prev...:0x…`: a cut class name may hold a space.
                    if name == "'|'" or name.startswith("'|':"):
                        superview = addr
                    else:
                        names.append((name, addr))
            body = body[:m.start()]
        body = re.sub(r"\s+Hug:\S+\s+CompressionResistance:\S+$", "", body.strip())
        if " Hug:" in c.text:
            c.priority = 0  # a content size: never required
        self.names = names
        self.name_uses = {}
        self.superview = superview
        pm = re.search(r"\s[@^]\s*(" + NUMBER + r")\s*$", body)  # SnapKit 0.x: ^750.0
        if pm:
            c.priority = float(pm.group(1).replace(" ", ""))
            body = body[:pm.start()]
        body = body.strip()
        if body.startswith("H:") or body.startswith("V:"):
            self.visual(c, body)
        else:
            self.equation(c, body)
        return c

    def bound(self, text):
        """A name the names list binds (`UIContinuousPathIntroduct...`, `tableView`)."""
        for name, addr in sorted(self.names, key=lambda x: -len(x[0])):
            if text.startswith(name):
                rest = text[len(name):]
                if rest == "" or rest[0] in ".]( ":
                    # Two views with one printed name: the n-th use is the n-th binding.
                    same = [a for n, a in self.names if n == name]
                    use = self.name_uses.get(name, 0)
                    self.name_uses[name] = use + 1
                    return same[min(use, len(same) - 1)], len(name)
        return None

    def item(self, text):
        """(item key, characters read) from `Class:0xADDR'title'` or a bound name."""
        b = self.bound(text)
        if b:
            return b
        # A key without an address (Masonry's `UIView:self.view.left`) runs up to the dot
        # before a known attribute: the key itself may hold dots.
        attribute = "|".join(sorted(self.ATTRS, key=len, reverse=True))
        m = re.match(r"([A-Za-z_*$][\w.$*]*?):(0x[0-9a-fA-F]+|<private>|[A-Za-z_][\w.\[\]]*?(?=\.(?:%s)\b))" % attribute, text)
        if not m:
            # A view printed by its class alone (`[UIImageView(456)]`): one view per name.
            bare = re.match(r"([A-Za-z_][\w$]*)(?=[\](]|\.(?:%s)\b)" % attribute, text)
            if bare and not text.startswith("(null)"):
                return self.unaddressed(bare.group(1)), bare.end()
            raise ValueError("no item in '%s'" % text[:40])
        key = m.group(2).lower() if m.group(2).startswith("0x") else m.group(1) + ":" + m.group(2)
        end = m.end()
        if end < len(text) and text[end] == "'":
            close = end + 1
            while close < len(text):
                if text[close] == "'" and (close + 1 == len(text) or text[close + 1] in ".]( ,)"):
                    break
                close += 1
            end = close + 1
        return key, end

    @staticmethod
    def unaddressed(name):
        """The key of a view the log prints without an address, by its printed name."""
        return "unaddressed:" + name

    ATTRS = ["leading", "trailing", "left", "right", "top", "bottom", "width", "height", "centerX", "centerY",
             "leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
             "centerXWithinMargins", "centerYWithinMargins", "firstBaseline", "lastBaseline", "baseline",
             "minX", "midX", "maxX", "minY", "midY", "maxY"]

    @staticmethod
    def expression(key, attr):
        """The attribute as {(key, var): coefficient} plus a constant."""
        h = Fraction(1, 2)
        L, T, W, H = (key, "L"), (key, "T"), (key, "W"), (key, "H")
        table = {
            "left": ({L: 1}, 0), "leading": ({L: 1}, 0), "right": ({L: 1, W: 1}, 0), "trailing": ({L: 1, W: 1}, 0),
            "top": ({T: 1}, 0), "bottom": ({T: 1, H: 1}, 0), "width": ({W: 1}, 0), "height": ({H: 1}, 0),
            "centerX": ({L: 1, W: h}, 0), "centerY": ({T: 1, H: h}, 0),
            "leftMargin": ({L: 1}, 8), "leadingMargin": ({L: 1}, 8), "rightMargin": ({L: 1, W: 1}, -8),
            "trailingMargin": ({L: 1, W: 1}, -8), "topMargin": ({T: 1}, 8), "bottomMargin": ({T: 1, H: 1}, -8),
            "centerXWithinMargins": ({L: 1, W: h}, 0), "centerYWithinMargins": ({T: 1, H: h}, 0),
            "firstBaseline": ({T: 1}, 0), "lastBaseline": ({T: 1, H: 1}, 0), "baseline": ({T: 1, H: 1}, 0),
        }
        terms, constant = table[attr]
        return {k: Fraction(v) for k, v in terms.items()}, Fraction(constant)

    def anchor(self, text):
        key, n = self.item(text)
        m = re.match(r"\.(\w+)", text[n:])
        if not m or m.group(1) not in self.ATTRS:
            raise ValueError("no attribute after '%s'" % text[:n + 12])
        return key, m.group(1), n + m.end()

    def add(self, c, key, attr, scale, origin_of=None):
        """Adds scale * attr of key; an autoresizing minX-style attribute is measured from
        the superview's origin (origin_of: the superview's key, or one of its own)."""
        if attr in ("minX", "midX", "maxX", "minY", "midY", "maxY"):
            horizontal = attr.endswith("X")
            base = {"min": "left" if horizontal else "top", "mid": "centerX" if horizontal else "centerY",
                    "max": "right" if horizontal else "bottom"}[attr[:3]]
            self.add(c, key, base, scale)
            sup = origin_of or ("super-of-" + key)
            self.add(c, sup, "left" if horizontal else "top", -scale)
            return
        plain = {"leftMargin": "left", "leadingMargin": "leading", "rightMargin": "right",
                 "trailingMargin": "trailing", "topMargin": "top", "bottomMargin": "bottom",
                 "centerXWithinMargins": "centerX", "centerYWithinMargins": "centerY"}
        if attr in plain and key in self.margins_guides:
            key, attr = self.margins_guides[key], plain[attr]
        terms, constant = self.expression(key, attr)
        for k, v in terms.items():
            c.terms[k] = c.terms.get(k, 0) + scale * v
        c.constant -= scale * constant
        c.items.add(key)

    def equation(self, c, body):
        key, attr, n = self.anchor(body)
        rest = body[n:].strip()
        m = re.match(r"(==|<=|>=)\s*", rest)
        if not m:
            raise ValueError("no relation in '%s'" % body[:50])
        c.relation = m.group(1)
        rest = rest[m.end():]
        first_from_origin = attr in ("minX", "midX", "maxX", "minY", "midY", "maxY")
        origin = self.superview
        if first_from_origin and origin is None:
            # `minX == 0.5*S.width - 25`: S, whose size it reads, is the superview.
            sm = re.search(r"([\w.$*]+):(0x[0-9a-fA-F]+)\.(width|height|midX|midY)", rest)
            origin = sm.group(2).lower() if sm else None
        self.add(c, key, attr, Fraction(1), origin_of=origin)
        sign = Fraction(1)
        first = True
        while rest.strip():
            rest = rest.strip()
            if rest[0] in "+-":
                sign = Fraction(1) if rest[0] == "+" else Fraction(-1)
                rest = rest[1:].strip()
            elif not first and not rest.startswith("NS"):
                raise ValueError("unexpected '%s'" % rest[:30])
            else:
                sign = Fraction(1)
            first = False
            sm = re.match(r"(?:NSLayoutAnchorConstraintSpace|NSSpace)\((" + NUMBER + r")\)", rest)
            if sm:
                c.constant += sign * fraction(sm.group(1))
                rest = rest[sm.end():]
                continue
            nm = re.match(r"(\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)(\s*\*\s*)?", rest)
            if nm:
                value = fraction(nm.group(1))
                rest = rest[nm.end():]
                if nm.group(2):
                    k2, a2, n2 = self.anchor(rest)
                    rest = rest[n2:]
                    self.second(c, k2, a2, sign * value, first_from_origin)
                else:
                    c.constant += sign * value
                continue
            k2, a2, n2 = self.anchor(rest)
            rest = rest[n2:]
            multiplier = Fraction(1)
            mm = re.match(r"\s*\*\s*(" + NUMBER + ")", rest)
            if mm:
                multiplier = fraction(mm.group(1))
                rest = rest[mm.end():]
            self.second(c, k2, a2, sign * multiplier, first_from_origin)

    def second(self, c, key, attr, scale, first_from_origin):
        """The right side's item term, moved to the left (hence -scale)."""
        if first_from_origin and attr in ("width", "height"):
            # `minX == m*S.width + c`: S's size, measured in S's own bounds.
            terms, _ = self.expression(key, attr)
        elif first_from_origin and attr in ("midX", "midY"):
            terms = {(key, "W" if attr == "midX" else "H"): Fraction(1, 2)}
        else:
            self.add(c, key, attr, -scale, origin_of=None)
            return
        for k, v in terms.items():
            c.terms[k] = c.terms.get(k, 0) - scale * v
        c.items.add(key)

    def visual(self, c, body):
        vertical = body.startswith("V:")
        lead, trail, size = ("top", "bottom", "height") if vertical else ("leading", "trailing", "width")
        rest = body[2:]
        pieces = []
        while rest:
            if rest.startswith("|"):
                pieces.append(("edge",)); rest = rest[1:]
            elif rest.startswith("["):
                key, n = self.item(rest[1:])
                rest = rest[1 + n:]
                pred = None
                if rest.startswith("("):
                    close = rest.index(")]") if ")]" in rest else rest.index(")")
                    pred = self.predicate(rest[1:close])
                    rest = rest[close + 1:]
                if not rest.startswith("]"):
                    raise ValueError("no ] in '%s'" % body[:50])
                rest = rest[1:]
                pieces.append(("view", key, pred))
            elif rest.startswith("-"):
                rest = rest[1:]
                if rest.startswith("[") or rest.startswith("|"):
                    pieces.append(("gap", None))
                    continue
                if rest.startswith("("):
                    depth, i = 0, 0
                    while True:
                        depth += rest[i] == "("
                        depth -= rest[i] == ")"
                        i += 1
                        if depth == 0:
                            break
                    pred = self.predicate(rest[1:i - 1])
                    rest = rest[i:]
                else:
                    m = re.match(NUMBER, rest)
                    pred = ("==", fraction(m.group(0)), None)
                    rest = rest[m.end():]
                if not rest.startswith("-"):
                    raise ValueError("no - after spacing in '%s'" % body[:50])
                rest = rest[1:]
                pieces.append(("gap", pred))
            elif rest.startswith("(LTR)") or rest.startswith("(RTL)"):
                rest = rest[5:]
            else:
                raise ValueError("unexpected '%s' in visual format" % rest[:20])
        sup = self.superview or None
        if sup:
            for piece in pieces:
                if piece[0] == "view":
                    self.superview_of.setdefault(piece[1], sup)

        def apply(pred, default):
            rel, value, priority = pred if pred else ("==", default, None)
            c.relation = rel
            c.constant += value
            if priority is not None:
                c.priority = float(priority)

        kinds = [p[0] for p in pieces]
        if kinds == ["view"] and pieces[0][2]:
            self.add(c, pieces[0][1], size, Fraction(1))
            apply(pieces[0][2], 0)
        elif kinds in (["edge", "gap", "view"], ["edge", "view"]):
            a = pieces[-1][1]
            self.add(c, a, lead, Fraction(1))
            self.add(c, sup or "super-of-" + a, lead, Fraction(-1))
            apply(pieces[1][1] if len(pieces) == 3 else ("==", Fraction(0), None), 20)
        elif kinds in (["view", "gap", "edge"], ["view", "edge"]):
            a = pieces[0][1]
            self.add(c, sup or "super-of-" + a, trail, Fraction(1))
            self.add(c, a, trail, Fraction(-1))
            apply(pieces[1][1] if len(pieces) == 3 else ("==", Fraction(0), None), 20)
        elif kinds in (["view", "gap", "view"], ["view", "view"]):
            a, b = pieces[0][1], pieces[-1][1]
            self.siblings.append((a, b))
            self.add(c, b, lead, Fraction(1))
            self.add(c, a, trail, Fraction(-1))
            apply(pieces[1][1] if len(pieces) == 3 else ("==", Fraction(0), None), 8)
        else:
            raise ValueError("visual format shape %s" % kinds)

    def predicate(self, text):
        m = re.match(r"\s*(==|<=|>=)?\s*(?:NSLayoutAnchorConstraintSpace\(|NSSpace\()?(" + NUMBER + r")\)?\s*(?:@\s*(" + NUMBER + r"))?\s*$", text)
        if not m:
            raise ValueError("predicate '%s'" % text)
        return (m.group(1) or "=="), fraction(m.group(2)), (m.group(3).replace(" ", "") if m.group(3) else None)


def rows_for(constraints):
    """The rows of `constraints` plus every item's size >= 0."""
    rows, items = [], set()
    for c in constraints:
        rows.append((dict(c.terms), c.relation, c.constant))
        items |= {k for k, _ in c.terms}
    for key in items:
        rows.append(({(key, "W"): Fraction(1)}, ">=", 0))
        rows.append(({(key, "H"): Fraction(1)}, ">=", 0))
    return rows


def required(c):
    return c.active and c.priority >= 1000


# ---------------------------------------------------------------- running alsh


def run_alsh(alsh, path):
    with tempfile.NamedTemporaryFile("w", suffix=".al", delete=False) as script:
        script.write('import "%s"\n' % path if " " in path else "import %s\n" % path)
        name = script.name
    try:
        text = subprocess.run([alsh, "--lang", "en", name], capture_output=True, text=True, timeout=120).stdout
        raw = subprocess.run([alsh, "--json", name], capture_output=True, text=True, timeout=120).stdout
        document = json.loads(raw) if raw.strip() else None
    except (subprocess.TimeoutExpired, json.JSONDecodeError) as error:
        return None, str(error)
    finally:
        os.unlink(name)
    return (text, document), None


def judge(path, alsh, verbose):
    text = open(path, encoding="utf-8", errors="replace").read()
    log = LogReader(text)
    result = {"path": path, "blocks": len(log.blocks), "problems": log.problems}
    # Does the log conflict at all? (any block whose required constraints are infeasible)
    result["log_conflicts"] = any(not feasible(rows_for([c for c in b if required(c)])) for b in log.blocks if b)
    ran, error = run_alsh(alsh, path)
    if ran is None:
        result["alsh_error"] = error
        return result
    out, document = ran
    result["alsh_skipped"] = [line for line in out.split("\n") if line.startswith("skipped line")]
    # Lines that contradict the set they follow: removing a member "leaves it still broken".
    contradictions, broken = [], None
    for line in out.split("\n"):
        m = re.match(r"conflict: (\S+) .*cannot hold; minimal set: ", line)
        if m:
            broken = m.group(1)
            continue
        m = re.match(r"  (?:remove (\S+)|lower (\S+) to 999): .*still broken: ([^;]*)", line)
        if m and broken and broken in [x.strip() for x in m.group(3).split(",")]:
            contradictions.append(line.strip())
    result["contradictions"] = contradictions
    conflicts = (document or {}).get("conflicts", [])
    result["alsh_conflicts"] = len(conflicts)
    sets = []
    for conflict in conflicts:
        members = [conflict["broken"]] + conflict.get("minimalSet", [])
        refs = conflict.get("refs", {})
        verdict = {"broken": conflict["broken"], "members": members}
        mapped, unmapped = [], []
        for member in members:
            ref = refs.get(member)
            c = log.constraints.get(ref.lower()) if ref else None
            (mapped if c else unmapped).append(c if c else member)
        verdict["implicit"] = [m for m in unmapped if m.startswith("nonNegative:")]
        other = [m for m in unmapped if not m.startswith("nonNegative:")]
        if other:
            verdict["verdict"] = "unjudged"
            verdict["why"] = "members not in the log: " + ", ".join(other)
        elif not all(required(c) for c in mapped):
            verdict["verdict"] = "unjudged"
            verdict["why"] = "a member the checker reads as optional"
        elif feasible(rows_for(mapped)):
            verdict["verdict"] = "feasible"
        else:
            redundant = [m for m in range(len(mapped)) if not feasible(rows_for(mapped[:m] + mapped[m + 1:]))]
            if redundant or verdict["implicit"]:
                verdict["verdict"] = "not minimal"
                verdict["why"] = "still infeasible without: " + ", ".join(
                    [members[i] for i in redundant] + verdict["implicit"])
            else:
                verdict["verdict"] = "minimal"
        sets.append(verdict)
    result["sets"] = sets
    return result


# ---------------------------------------------------------------- the reader's own checks

# Logs written for these checks, in the forms real logs use, each with whether its
# required constraints conflict. Each pair differs only in a constant, so a reader that
# drops or misbinds a term gets one of the two wrong.
SELF_TEST_LOGS = [
    # An autoresizing position measured from a superview that only another line names.
    (True, """<NSLayoutConstraint:0x7a01 V:|-(0)-[UIInputView:0x7b01]   (Names: '|':UIInputSetHostView:0x7c01 )>
<NSAutoresizingMaskLayoutConstraint:0x7a02 h=--& v=--& UIInputView:0x7b01.midY == + 30>
<NSAutoresizingMaskLayoutConstraint:0x7a03 h=--& v=--& V:[UIInputView:0x7b01(568)]>"""),
    (False, """<NSLayoutConstraint:0x7a01 V:|-(0)-[UIInputView:0x7b01]   (Names: '|':UIInputSetHostView:0x7c01 )>
<NSAutoresizingMaskLayoutConstraint:0x7a02 h=--& v=--& UIInputView:0x7b01.midY == + 284>
<NSAutoresizingMaskLayoutConstraint:0x7a03 h=--& v=--& V:[UIInputView:0x7b01(568)]>"""),
    # Masonry's keys: no addresses, and a key that holds dots.
    (True, """<MASLayoutConstraint:0x7a11 UIView:card.left == UIView:self.view.left>
<MASLayoutConstraint:0x7a12 UIView:card.right == UIView:self.view.right>
<MASLayoutConstraint:0x7a13 UIView:card.width == 100>
<NSLayoutConstraint:0x7a14 UIView:self.view.width == 375>"""),
    (False, """<MASLayoutConstraint:0x7a11 UIView:card.left == UIView:self.view.left>
<MASLayoutConstraint:0x7a12 UIView:card.right == UIView:self.view.right>
<MASLayoutConstraint:0x7a13 UIView:card.width == 375>
<NSLayoutConstraint:0x7a14 UIView:self.view.width == 375>"""),
    # A Swift array printed on one line, its entries unquoted.
    (True, """[<NSLayoutConstraint:0x7a21 UIView:0x7b21.height == 40   (active)>, <NSLayoutConstraint:0x7a22 V:|-(10)-[UIView:0x7b21]   (active, names: '|':UIView:0x7b22 )>, <NSLayoutConstraint:0x7a23 UIView:0x7b21.bottom == UIView:0x7b22.bottom - 10   (active)>, <NSLayoutConstraint:0x7a24 UIView:0x7b22.height == 50   (active)>]"""),
    (False, """[<NSLayoutConstraint:0x7a21 UIView:0x7b21.height == 30   (active)>, <NSLayoutConstraint:0x7a22 V:|-(10)-[UIView:0x7b21]   (active, names: '|':UIView:0x7b22 )>, <NSLayoutConstraint:0x7a23 UIView:0x7b21.bottom == UIView:0x7b22.bottom - 10   (active)>, <NSLayoutConstraint:0x7a24 UIView:0x7b22.height == 50   (active)>]"""),
    # SnapKit 0.x: items in angle brackets, the whole closed after the body, `^` priority
    # (the optional 500 would conflict if it were read as required).
    (True, """
"<<App.LayoutConstraint:0x7a31> <UIView:0x7b31>.top == <UIView:0x7b32>.top + 20.0>",
"<<App.LayoutConstraint:0x7a32> <UIView:0x7b31>.height == 40.0>",
"<<App.LayoutConstraint:0x7a33> <UIView:0x7b31>.bottom == <UIView:0x7b32>.bottom - 20.0>",
"<<App.LayoutConstraint:0x7a34> <UIView:0x7b32>.height == 500.0 ^750.0>",
"<NSLayoutConstraint:0x7a35 V:[UIView:0x7b32(100)]>"
"""),
    (False, """
"<<App.LayoutConstraint:0x7a31> <UIView:0x7b31>.top == <UIView:0x7b32>.top + 20.0>",
"<<App.LayoutConstraint:0x7a32> <UIView:0x7b31>.height == 60.0>",
"<<App.LayoutConstraint:0x7a33> <UIView:0x7b31>.bottom == <UIView:0x7b32>.bottom - 20.0>",
"<<App.LayoutConstraint:0x7a34> <UIView:0x7b32>.height == 500.0 ^750.0>",
"<NSLayoutConstraint:0x7a35 V:[UIView:0x7b32(100)]>"
"""),
    # FLKAutoLayout: `<Class: 0x…>`, Apple's visual format, then the items' name tags.
    (True, """
"<NSLayoutConstraint: 0x7a41> H:[UIView:0x7b41(120)] (Card view, (null))",
"<NSLayoutConstraint: 0x7a42> H:|-(20)-[UIView:0x7b41]   (Names: '|':UIView:0x7b42 ) (Card view, Root view)",
"<NSLayoutConstraint: 0x7a43> H:[UIView:0x7b41]-(20)-|   (Names: '|':UIView:0x7b42 ) (Root view, Card view)",
"<NSLayoutConstraint: 0x7a44> H:[UIView:0x7b42(320)] (Root view, (null))"
"""),
    (False, """
"<NSLayoutConstraint: 0x7a41> H:[UIView:0x7b41(280)] (Card view, (null))",
"<NSLayoutConstraint: 0x7a42> H:|-(20)-[UIView:0x7b41]   (Names: '|':UIView:0x7b42 ) (Card view, Root view)",
"<NSLayoutConstraint: 0x7a43> H:[UIView:0x7b41]-(20)-|   (Names: '|':UIView:0x7b42 ) (Root view, Card view)",
"<NSLayoutConstraint: 0x7a44> H:[UIView:0x7b42(320)] (Root view, (null))"
"""),
    # Entries without quotes or angle brackets, one a line.
    (True, """(
    NSLayoutConstraint:0x7a51 UIView:0x7b51.leading == UIView:0x7b52.leading + 5,
    NSLayoutConstraint:0x7a52 UIView:0x7b52.trailing == UIView:0x7b51.trailing,
    NSLayoutConstraint:0x7a53 UIView:0x7b52.width == 0
)"""),
    (False, """(
    NSLayoutConstraint:0x7a51 UIView:0x7b51.leading == UIView:0x7b52.leading + 5,
    NSLayoutConstraint:0x7a52 UIView:0x7b52.trailing == UIView:0x7b51.trailing,
    NSLayoutConstraint:0x7a53 UIView:0x7b52.width == 10
)"""),
    # Two views a visual format spaces are siblings: the second one's autoresizing centre
    # is measured from the superview the first one's `'|'` names (a title holding a comma).
    (True, """(
    "<NSLayoutConstraint:0x7a61 V:|-(10)-[UIView:0x7b61]   (Names: '|':UIView:0x7b60 )>",
    "<NSLayoutConstraint:0x7a62 V:[UIView:0x7b61(20)]>",
    "<NSLayoutConstraint:0x7a63 V:[UIView:0x7b61]-(0)-[UILabel:0x7b62'1,5 km']>",
    "<NSLayoutConstraint:0x7a64 V:[UILabel:0x7b62'1,5 km'(40)]>",
    "<NSAutoresizingMaskLayoutConstraint:0x7a65 h=--& v=--& UILabel:0x7b62'1,5 km'.midY == + 45>"
)"""),
    (False, """(
    "<NSLayoutConstraint:0x7a61 V:|-(10)-[UIView:0x7b61]   (Names: '|':UIView:0x7b60 )>",
    "<NSLayoutConstraint:0x7a62 V:[UIView:0x7b61(20)]>",
    "<NSLayoutConstraint:0x7a63 V:[UIView:0x7b61]-(0)-[UILabel:0x7b62'1,5 km']>",
    "<NSLayoutConstraint:0x7a64 V:[UILabel:0x7b62'1,5 km'(40)]>",
    "<NSAutoresizingMaskLayoutConstraint:0x7a65 h=--& v=--& UILabel:0x7b62'1,5 km'.midY == + 50>"
)"""),
    # Entries without angle brackets, quoted in Markdown (`> `).
    (True, """> (
>     "NSLayoutConstraint:0x7a71 H:[UIView:0x7b71(90)]",
>     "NSLayoutConstraint:0x7a72 H:|-(0)-[UISwitch:0x7b72]   (Names: '|':UIView:0x7b71 )",
>     "NSAutoresizingMaskLayoutConstraint:0x7a73 h=--& v=--& UISwitch:0x7b72.maxX == + 60",
>     "NSAutoresizingMaskLayoutConstraint:0x7a74 h=--& v=--& H:[UISwitch:0x7b72(40)]"
> )"""),
    (False, """> (
>     "NSLayoutConstraint:0x7a71 H:[UIView:0x7b71(90)]",
>     "NSLayoutConstraint:0x7a72 H:|-(0)-[UISwitch:0x7b72]   (Names: '|':UIView:0x7b71 )",
>     "NSAutoresizingMaskLayoutConstraint:0x7a73 h=--& v=--& UISwitch:0x7b72.maxX == + 40",
>     "NSAutoresizingMaskLayoutConstraint:0x7a74 h=--& v=--& H:[UISwitch:0x7b72(40)]"
> )"""),
    # A log copied from a web page: HTML entities and line breaks.
    (True, """(<br />
&emsp;&emsp;"&lt;NSLayoutConstraint:0x7a81 V:|-(30)-[UIView:0x7b81]   (Names: '|':UIView:0x7b80 )&gt;",<br />
&emsp;&emsp;"&lt;NSLayoutConstraint:0x7a82 V:[UIView:0x7b81]-(30)-|   (Names: '|':UIView:0x7b80 )&gt;",<br />
&emsp;&emsp;"&lt;NSAutoresizingMaskLayoutConstraint:0x7a83 h=--&amp; v=--&amp; V:[UIView:0x7b80(50)]&gt;"<br />
)<br />"""),
    (False, """(<br />
&emsp;&emsp;"&lt;NSLayoutConstraint:0x7a81 V:|-(30)-[UIView:0x7b81]   (Names: '|':UIView:0x7b80 )&gt;",<br />
&emsp;&emsp;"&lt;NSLayoutConstraint:0x7a82 V:[UIView:0x7b81]-(30)-|   (Names: '|':UIView:0x7b80 )&gt;",<br />
&emsp;&emsp;"&lt;NSAutoresizingMaskLayoutConstraint:0x7a83 h=--&amp; v=--&amp; V:[UIView:0x7b80(70)]&gt;"<br />
)<br />"""),
    # Views printed by their class alone: one view per printed name.
    (True, """(
    "<NSLayoutConstraint:0x7a91 H:|-(12)-[UIButton]   (Names: '|':UIStackView )>",
    "<NSLayoutConstraint:0x7a92 H:[UIButton]-(4)-[UILabel]>",
    "<NSLayoutConstraint:0x7a93 H:[UILabel]-(12)-|   (Names: '|':UIStackView )>",
    "<NSLayoutConstraint:0x7a94 H:[UIButton(44)]>",
    "<NSLayoutConstraint:0x7a95 H:[UIStackView(70)]>"
)"""),
    (False, """(
    "<NSLayoutConstraint:0x7a91 H:|-(12)-[UIButton]   (Names: '|':UIStackView )>",
    "<NSLayoutConstraint:0x7a92 H:[UIButton]-(4)-[UILabel]>",
    "<NSLayoutConstraint:0x7a93 H:[UILabel]-(12)-|   (Names: '|':UIStackView )>",
    "<NSLayoutConstraint:0x7a94 H:[UIButton(44)]>",
    "<NSLayoutConstraint:0x7a95 H:[UIStackView(72)]>"
)"""),
    # A superview whose long class name the log cut short, with a space in it.
    (True, """(
    "<NSLayoutConstraint:0x7aa1 V:|-(0)-[UIView:0x7ba1]   (active, names: Long Na...:0x7ba2, '|':Long Na...:0x7ba2 )>",
    "<NSLayoutConstraint:0x7aa2 V:[UIView:0x7ba1]-(0)-|   (active, names: Long Na...:0x7ba2, '|':Long Na...:0x7ba2 )>",
    "<NSLayoutConstraint:0x7aa3 UIView:0x7ba1.height == 30   (active)>",
    "<NSLayoutConstraint:0x7aa4 V:|-(0)-[Long Na...]   (active, names: Long Na...:0x7ba2, '|':UIView:0x7ba3 )>",
    "<NSLayoutConstraint:0x7aa5 V:[Long Na...]-(0)-|   (active, names: Long Na...:0x7ba2, '|':UIView:0x7ba3 )>",
    "<NSLayoutConstraint:0x7aa6 UIView:0x7ba3.height == 40   (active)>"
)"""),
    (False, """(
    "<NSLayoutConstraint:0x7aa1 V:|-(0)-[UIView:0x7ba1]   (active, names: Long Na...:0x7ba2, '|':Long Na...:0x7ba2 )>",
    "<NSLayoutConstraint:0x7aa2 V:[UIView:0x7ba1]-(0)-|   (active, names: Long Na...:0x7ba2, '|':Long Na...:0x7ba2 )>",
    "<NSLayoutConstraint:0x7aa3 UIView:0x7ba1.height == 30   (active)>",
    "<NSLayoutConstraint:0x7aa4 V:|-(0)-[Long Na...]   (active, names: Long Na...:0x7ba2, '|':UIView:0x7ba3 )>",
    "<NSLayoutConstraint:0x7aa5 V:[Long Na...]-(0)-|   (active, names: Long Na...:0x7ba2, '|':UIView:0x7ba3 )>",
    "<NSLayoutConstraint:0x7aa6 UIView:0x7ba3.height == 30   (active)>"
)"""),
]

# Lines the reader must skip, each with the reason it gives: (log, [(line, reason)]).
SELF_TEST_SKIPS = [
    # A description Apple printed as `(null)` (FLKAutoLayout's tags after it) holds nothing.
    ("""(
    "<NSLayoutConstraint: 0x7aa1> (null) ((null), (null))",
    "<NSLayoutConstraint: 0x7aa2> H:[UIView:0x7ba1(10)] ((null), (null))"
)""", [(3, "no description: (null)")]),
]


def self_test():
    failures = 0
    for number, (conflicts, body) in enumerate(SELF_TEST_LOGS, 1):
        log = LogReader("Unable to simultaneously satisfy constraints.\n" + body)
        found = any(not feasible(rows_for([c for c in b if required(c)])) for b in log.blocks if b)
        if log.problems or found != conflicts:
            failures += 1
            print("self-test log %d: conflicts %s, expected %s; skipped %s" % (number, found, conflicts, log.problems))
    for number, (body, expected) in enumerate(SELF_TEST_SKIPS, 1):
        log = LogReader("Unable to simultaneously satisfy constraints.\n" + body)
        if log.problems != expected:
            failures += 1
            print("self-test skips %d: skipped %s, expected %s" % (number, log.problems, expected))
    total = len(SELF_TEST_LOGS) + len(SELF_TEST_SKIPS)
    print("self-test: %d of %d logs judged as expected" % (total - failures, total))
    return failures == 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(0 if self_test() else 1)
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("paths", nargs="+")
    parser.add_argument("--alsh", default=os.path.join(os.path.dirname(__file__), "..", ".build", "debug", "alsh"))
    parser.add_argument("--verbose", action="store_true")
    parser.add_argument("--json", action="store_true", help="one JSON object per log")
    args = parser.parse_args()
    files = []
    for p in args.paths:
        files += sorted(glob.glob(os.path.join(p, "*.log"))) if os.path.isdir(p) else [p]
    totals = {"logs": 0, "sources": set(), "log_conflicts": 0, "alsh_conflicts": 0, "agree": 0,
              "sets": 0, "minimal": 0, "not minimal": 0, "feasible": 0, "unjudged": 0,
              "checker_skipped": 0, "alsh_skipped": 0, "errors": 0, "contradictions": 0}
    for path in files:
        r = judge(path, args.alsh, args.verbose)
        totals["logs"] += 1
        base = os.path.basename(path)
        # `owner+repo__3.txt` (one source, several logs), else `source-3.log`.
        source = base.split("__")[0] if "__" in base else base.rsplit("-", 1)[0]
        totals["sources"].add(source if not base.startswith("wtf-") else "wtfautolayout")
        if "alsh_error" in r:
            totals["errors"] += 1
        totals["log_conflicts"] += r["log_conflicts"]
        totals["alsh_conflicts"] += r.get("alsh_conflicts", 0) > 0
        totals["agree"] += r["log_conflicts"] == (r.get("alsh_conflicts", 0) > 0)
        totals["checker_skipped"] += len(r["problems"])
        totals["alsh_skipped"] += len(r.get("alsh_skipped", []))
        totals["contradictions"] += len(r.get("contradictions", []))
        for s in r.get("sets", []):
            totals["sets"] += 1
            totals[s["verdict"]] += 1
        if args.json:
            print(json.dumps(r, default=str))
        elif args.verbose or any(s["verdict"] != "minimal" for s in r.get("sets", [])) \
                or r["log_conflicts"] != (r.get("alsh_conflicts", 0) > 0) or r.get("alsh_skipped") \
                or r.get("contradictions"):
            print("%s: log conflicts %s, alsh conflicts %s" % (base, r["log_conflicts"], r.get("alsh_conflicts")))
            for s in r.get("sets", []):
                print("   set of %d (%s): %s%s" % (len(s["members"]), s["broken"], s["verdict"],
                                                   " — " + s["why"] if "why" in s else ""))
            for line in r.get("alsh_skipped", []):
                print("   alsh " + line)
            for line in r.get("contradictions", []):
                print("   contradicts its set: " + line)
            for line, why in r["problems"]:
                print("   checker skipped line %d: %s" % (line, why))
    totals["sources"] = len(totals["sources"])
    print("logs %(logs)d from %(sources)d sources; conflicting (checker) %(log_conflicts)d; "
          "alsh reports a conflict %(alsh_conflicts)d; agree %(agree)d; named sets %(sets)d: minimal %(minimal)d, "
          "not minimal %(not minimal)d, feasible %(feasible)d, unjudged %(unjudged)d; lines skipped: alsh "
          "%(alsh_skipped)d, checker %(checker_skipped)d; report lines contradicting their set %(contradictions)d; "
          "alsh errors %(errors)d" % totals)


if __name__ == "__main__":
    main()
