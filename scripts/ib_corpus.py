#!/usr/bin/env python3
"""Measures alsh's Interface Builder import on a folder of real documents.

    scripts/ib_corpus.py FOLDER [--alsh PATH] [--jobs N] [--json OUT] [--list]
    scripts/ib_corpus.py --self-test     (the consistency check's own cases; no alsh needed)

Interface Builder stores the frames Apple's engine computed, so a document is its own
answer key. For every scene of every `.storyboard`/`.xib` under FOLDER (one folder level
below FOLDER is one repository), this script

1. reads the document itself (Python's XML reader, not alsh's) and checks that the stored
   frames satisfy the scene's own required constraints: every constraint between view
   edges, centers and sizes that can be evaluated from frames alone (margins, baselines,
   layout guides, a scroll view's content edges, and the alignment rects of an SF Symbol
   image view, a switch, a slider or a segmented control need UIKit's rules, so they are
   left to alsh; in portrait, root's safe area's sides are root's) holds within 0.5 pt,
   every edge
   that those equalities fix in root's coordinates is stored within 0.5 pt of where they
   fix it (frames are rounded edge by edge, so one constraint at a time may be off by
   half a point while the frames are a point off), no view is marked `misplaced="YES"`,
   and every stack view stores its visible arranged views in order along its axis. Only
   such scenes are measured; views Interface Builder marked `ambiguous="YES"` (and their
   subviews) are not compared;
2. runs `alsh --json` on a script `import FILE scene ID` and compares each view's solved
   frame (superview coordinates, as stored) with the stored one within 0.5 pt, both as
   solved and rounded as Interface Builder stores frames (each edge in root's coordinates
   to the device's pixel grid, relative to the superview's rounded origin; whole points
   without a device).

It prints how many scenes were tried and from how many repositories, how many solve to
every stored frame, and the views that land elsewhere, grouped by a cause guessed from
what alsh reports (ambiguous, a broken constraint) and the view's element.
"""
import argparse
import collections
import concurrent.futures
import contextlib
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from fractions import Fraction

TOLERANCE = 0.5
EDGE_ATTRIBUTES = {"left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY"}
SCROLLING = {"scrollView", "tableView", "collectionView", "textView"}
NOT_VIEWS = {"rect", "autoresizingMask", "constraints", "subviews", "color", "fontDescription", "state",
             "viewLayoutGuide", "variation", "connections", "point", "size", "edgeInsets", "userDefinedRuntimeAttributes",
             "accessibility", "string", "directionalEdgeInsets", "nil", "freeformSimulatedSizeMetrics"}


class View:
    def __init__(self, element, parent):
        self.element = element
        self.tag = element.tag
        self.id = element.get("id")
        self.parent = parent
        rect = next((c for c in element if c.tag == "rect" and c.get("key") == "frame"), None)
        self.frame = None
        if rect is not None:
            try:
                self.frame = tuple(float(rect.get(k)) for k in ("x", "y", "width", "height"))
            except (TypeError, ValueError):
                self.frame = None
        self.misplaced = element.get("misplaced") == "YES"
        # An image view showing an SF Symbol: its edges in constraints are its alignment
        # rect's, inset by the symbol's glyph, which the document does not store.
        self.symbol = element.tag == "imageView" and (element.get("catalog") == "system" or any(
            c.tag == "imageReference" and c.get("key") == "image" and c.get("catalog") == "system" for c in element))
        self.ambiguous = element.get("ambiguous") == "YES"
        # Excluded from the default size class and included by none: installed nowhere, so
        # not in the run-time layout (Interface Builder still stores a frame for it).
        self.uninstalled = False
        self.children = []
        self.constraints = [c for cs in element if cs.tag == "constraints" for c in cs if c.tag == "constraint"]

    def absolute(self):
        if self.frame is None:
            return None
        x, y, w, h = self.frame
        node = self.parent
        while node is not None and node.parent is not None:
            if node.frame is None:
                return None
            x += node.frame[0]
            y += node.frame[1]
            node = node.parent
        return (x, y, w, h)


def view_children(element):
    """Subviews, a cell's keyed content view, and a table's or collection's cells."""
    out = []
    for child in element:
        if child.tag == "subviews":
            out += list(child)
        elif child.get("key") == "contentView":
            out.append(child)
        elif child.tag in ("prototypes", "cells"):
            out += list(child)
        elif child.tag == "sections":
            for section in child:
                for cells in section:
                    if cells.tag == "cells":
                        out += list(cells)
    return out


def build(element, parent, views, classes=None):
    view = View(element, parent)
    if view.id is None and element.get("key") == "contentView" and parent is not None:
        view.id = parent.id + ".contentView"
        element.set("id", view.id)
    if view.id is None:
        return None
    views[view.id] = view
    uninstalled = uninstalled_subviews(element, classes)
    if element.get("key") == "contentView" and parent is not None:
        # Interface Builder writes a cell's size-class masks on the cell, for its content
        # view's subviews.
        uninstalled |= uninstalled_subviews(parent.element, classes)
    for child in view_children(element):
        sub = build(child, view, views, classes)
        if sub is not None:
            sub.uninstalled = sub.id in uninstalled
            view.children.append(sub)
    return view


def uninstalled_subviews(element, classes=None):
    """Ids of subviews the default size class excludes and no size-class variation for the
    document's device includes (a document without a device is laid out for any size
    class: only the default installs)."""
    excluded, included = set(), set()
    for variation in element.findall("variation"):
        for mask in variation.findall("mask"):
            if mask.get("key") != "subviews":
                continue
            for item in mask:
                if item.tag == "exclude" and variation.get("key") == "default":
                    excluded.add(item.get("reference"))
                elif item.tag == "include" and matches_classes(variation.get("key"), classes):
                    included.add(item.get("reference"))
    return excluded - included


def matches_classes(key, classes):
    """Whether a variation's traits (`widthClass=compact-heightClass=regular`) all hold
    for the device's (width, height) size classes."""
    if classes is None or key in (None, "default"):
        return False
    traits = [t.split("=", 1) for t in key.split("-")]
    wanted = {"widthClass": classes[0], "heightClass": classes[1]}
    return all(len(t) == 2 and wanted.get(t[0]) == t[1] for t in traits)


TWO_X = {"retina3_5", "retina4_0", "retina4_7", "retina6_1"}
WIDE_PHONES = {"retina5_5", "retina6_1", "retina6_5", "retina6_7", "retina6_72", "retina6_9"}


def size_classes(path):
    """The (width, height) size classes of the document's device, as variation keys name
    them (a phone 414 points or more across is regular in landscape); None without one."""
    try:
        device = ET.parse(path).getroot().find("device")
    except ET.ParseError:
        return None
    if device is None:
        return None
    name = (device.get("id") or "").lower()
    if name.startswith("ipad"):
        return ("regular", "regular")
    if device.get("orientation") != "landscape":
        return ("compact", "regular")
    return ("regular" if name in WIDE_PHONES else "compact", "compact")


def varied_constant(constraint, classes):
    """The constant of the most specific size-class variation matching the device, else the
    constraint's own: Interface Builder stores the frames laid out with it."""
    best, traits_seen = constraint.get("constant"), 0
    for variation in constraint.findall("variation"):
        key, value = variation.get("key"), variation.get("constant")
        if classes is None or key in (None, "default") or value is None:
            continue
        traits = [t.split("=", 1) for t in key.split("-")]
        wanted = {"widthClass": classes[0], "heightClass": classes[1]}
        if all(len(t) == 2 and wanted.get(t[0]) == t[1] for t in traits) and len(traits) > traits_seen:
            best, traits_seen = value, len(traits)
    return best


def is_portrait(path):
    """Whether the document names a device in portrait (whose safe area has no side insets)."""
    try:
        device = ET.parse(path).getroot().find("device")
    except ET.ParseError:
        return False
    return device is not None and device.get("orientation") != "landscape"


def pixel_scale(path):
    """The grid Interface Builder rounded the document's frames to (pixels per point)."""
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError:
        return 1
    device = root.find("device")
    if device is None:
        return 1
    name = device.get("id") or ""
    return 2 if name.startswith("ipad") or name in TWO_X else 3


def snapped_frames(document, scale):
    """Each JSON view's frame as Interface Builder would store it."""
    grid = lambda v: round(v * scale) / scale
    views = {v["name"]: v for v in document.get("views", [])}
    absolute, snapped, out = {}, {}, {}

    def visit(name):
        if name in out or name not in views:
            return
        view = views[name]
        parent = view.get("superview")
        if parent in views:
            visit(parent)
        ox, oy = absolute.get(parent, (0, 0))
        px, py = snapped.get(parent, (0, 0))
        f = view["frame"]
        x, y = ox + f["x"], oy + f["y"]
        absolute[name] = (x, y)
        left, top = grid(x), grid(y)
        snapped[name] = (left, top)
        out[name] = (left - px, top - py, grid(x + f["width"]) - left, grid(y + f["height"]) - top)

    for name in views:
        visit(name)
    return out


def scenes(path):
    """(scene id to pass to alsh, root View, views by id) for each scene with constraints."""
    try:
        tree = ET.parse(path)
    except ET.ParseError:
        return []
    root = tree.getroot()
    if root.tag != "document" or "CocoaTouch" not in (root.get("type") or ""):
        return []
    classes = size_classes(path)
    found = []
    if "Storyboard" in root.get("type"):
        for scene in root.iter("scene"):
            objects = scene.find("objects")
            if objects is None:
                continue
            controller = next((o for o in objects if o.get("sceneMemberID") == "viewController"), None)
            if controller is None:
                continue
            element = next((c for c in controller if c.get("key") == "view"), None)
            if element is None or element.get("id") is None:
                continue
            views = {}
            top = build(element, None, views, classes)
            name = scene.get("sceneID") or controller.get("id")
            found.append((name, top, views))
    else:
        objects = root.find("objects")
        for element in (objects if objects is not None else []):
            if element.tag == "placeholder" or element.get("id") is None:
                continue
            if not any(c.tag == "rect" and c.get("key") == "frame" for c in element):
                continue
            views = {}
            top = build(element, None, views, classes)
            found.append((element.get("id"), top, views))
    return [(n, t, v) for n, t, v in found if any(view.constraints for view in v.values())]


def value(frame, attribute):
    x, y, w, h = frame
    return {"left": x, "leading": x, "right": x + w, "trailing": x + w, "top": y, "bottom": y + h,
            "width": w, "height": h, "centerX": x + w / 2, "centerY": y + h / 2}[attribute]


def multiplier(text):
    if text is None:
        return 1.0
    try:
        if text.endswith("%"):
            return float(text[:-1]) / 100
        for sep in (":", "/"):
            if sep in text:
                a, b = text.split(sep, 1)
                return float(a) / float(b)
        return float(text)
    except (ValueError, ZeroDivisionError):
        return None


def is_descendant(views, child_id, ancestor_id):
    node = views.get(child_id)
    while node is not None:
        node = node.parent
        if node is not None and node.id == ancestor_id:
            return True
    return False


def stack_out_of_order(views):
    """The first stack view whose visible arranged views are not stored one after the
    other along its axis: a stack never places a view before the one it follows, so such
    frames are stale (an Interface Builder that did not lay the scene out again), not an
    answer. Gaps are not checked beyond that (a negative spacing overlaps neighbours by
    that much): equal spacing, baselines and custom spacing vary them."""
    for stack in views.values():
        if stack.tag != "stackView":
            continue
        vertical = stack.element.get("axis") == "vertical"
        try:
            overlap = min(0.0, float(stack.element.get("spacing") or 0))
        except ValueError:
            overlap = 0.0
        end = None
        for child in stack.children:
            if child.frame is None or child.element.get("hidden") == "YES":
                continue
            start = child.frame[1] if vertical else child.frame[0]
            length = child.frame[3] if vertical else child.frame[2]
            if end is not None and start < end + overlap - TOLERANCE:
                return stack.id
            end = start + length
    return None


SIDES = {"left", "right", "leading", "trailing"}
# Controls whose alignment rect is inset from their frame (a switch's by 2 points on the
# right, a slider's and a segmented control's by their own): their edges in constraints
# are the rect's, which the document does not store, so alsh's model judges them.
INSET_CONTROLS = {"switch", "slider", "segmentedControl"}


class SafeAreaSides:
    """Root's safe-area guide where only its sides are known: in portrait every device's
    safe area reaches root's sides (the insets are above and below), so its leading and
    trailing edges are root's."""

    def __init__(self, top):
        self.id, self.tag, self.parent, self.symbol = top.id, "view", None, False
        self.frame = top.frame

    def absolute(self):
        return self.frame


def content_view_past_its_cell(views):
    """A table cell's content view stored reaching past its cell: the cell sizes it to its own
    bounds, so the frame is stale (the content's subviews were laid out in the cell's)."""
    for view in views.values():
        cell = view.parent
        if view.tag != "tableViewCellContentView" or cell is None or cell.tag != "tableViewCell":
            continue
        if view.frame is None or cell.frame is None:
            continue
        x, y, w, h = view.frame
        if x + w > cell.frame[2] + TOLERANCE or y + h > cell.frame[3] + TOLERANCE:
            return view.id
    return None


def evaluable(top, views, classes, portrait=False):
    """The required constraints that can be evaluated from frames, each as (constraint,
    first view, its attribute, second view or None, its attribute, multiplier, constant).
    In a portrait document the sides of root's safe area count as root's."""
    guide = next((g.get("id") for g in top.element if g.tag == "viewLayoutGuide" and g.get("key") == "safeArea"), None)
    sides = SafeAreaSides(top) if portrait and guide is not None and top.frame is not None else None

    def item(identifier, attribute):
        if sides is not None and identifier == guide and attribute in SIDES:
            return sides
        return views.get(identifier)

    for holder in views.values():
        for c in holder.constraints:
            if c.get("placeholder") == "YES" or float(c.get("priority") or 1000) < 1000:
                continue
            first_id = c.get("firstItem") or holder.id
            a1, a2 = c.get("firstAttribute"), c.get("secondAttribute")
            second_id = c.get("secondItem")
            if a1 not in EDGE_ATTRIBUTES or (second_id and a2 not in EDGE_ATTRIBUTES):
                continue
            first = item(first_id, a1)
            second = item(second_id, a2) if second_id else None
            if first is None or (second_id and second is None):
                continue
            if first.symbol or (second is not None and second.symbol):
                continue
            if first.tag in INSET_CONTROLS or (second is not None and second.tag in INSET_CONTROLS):
                continue
            pair = [(first, a1)] + ([(second, a2)] if second else [])
            skip = False
            for (v, a), (o, _) in zip(pair, reversed(pair)):
                if second and v.tag in SCROLLING and a not in ("width", "height") and is_descendant(views, o.id, v.id):
                    skip = True
            if skip or first.absolute() is None or (second and second.absolute() is None):
                continue
            m = multiplier(c.get("multiplier"))
            if m is None:
                continue
            try:
                constant = float(varied_constant(c, classes) or 0)
            except ValueError:
                continue
            yield c, first, a1, second, a2, m, constant


def consistent(top, views, classes=None, portrait=False):
    """Whether the stored frames satisfy every required constraint evaluable from frames
    (with the constants the device's size classes give them), and put every edge those
    constraints fix where rounding would put it."""
    if any(v.misplaced for v in views.values()):
        return False, "a view marked misplaced"
    stale = stack_out_of_order(views)
    if stale is not None:
        return False, f"stack {stale} stores its views out of order"
    stale = content_view_past_its_cell(views)
    if stale is not None:
        return False, f"content view {stale} reaches past its cell"
    checked = 0
    for c, first, a1, second, a2, m, constant in evaluable(top, views, classes, portrait):
        lhs = value(first.absolute(), a1)
        rhs = (m * value(second.absolute(), a2) if second else 0) + constant
        relation = c.get("relation")
        off = lhs - rhs
        if relation == "greaterThanOrEqual":
            bad = off < -TOLERANCE
        elif relation == "lessThanOrEqual":
            bad = off > TOLERANCE
        else:
            bad = abs(off) > TOLERANCE
        checked += 1
        if bad:
            return False, f"constraint {c.get('id')} off by {off:.1f}"
    fixed = misplaced_fixed_edge(top, views, classes, portrait)
    if fixed is not None:
        return False, fixed
    return True, f"{checked} constraints hold"


# Each attribute as a sum over a view's origin and length on its axis (left to right).
EDGE_TERMS = {"left": ("x", 1, 0), "leading": ("x", 1, 0), "right": ("x", 1, 1), "trailing": ("x", 1, 1),
              "centerX": ("x", 1, Fraction(1, 2)), "width": ("x", 0, 1),
              "top": ("y", 1, 0), "bottom": ("y", 1, 1), "centerY": ("y", 1, Fraction(1, 2)), "height": ("y", 0, 1)}


def terms(view, attribute, scale=1):
    axis, origin, length = EDGE_TERMS[attribute]
    out = {}
    if origin:
        out[(view.id, axis)] = Fraction(scale) * origin
    if length:
        out[(view.id, "w" if axis == "x" else "h")] = Fraction(scale) * length
    return out


class Equalities:
    """Linear equalities over views' origins and lengths, kept reduced (each pivot variable
    in one row only), to tell which combinations they fix, in exact arithmetic."""

    def __init__(self):
        self.rows = {}  # pivot -> (coefficients without the pivot, constant): pivot + sum = constant

    def reduce(self, coefficients, constant):
        coefficients, constant = dict(coefficients), Fraction(constant)
        for pivot in [v for v in coefficients if v in self.rows]:
            factor = coefficients.pop(pivot)
            rest, value_ = self.rows[pivot]
            constant -= factor * value_
            for v, k in rest.items():
                coefficients[v] = coefficients.get(v, 0) - factor * k
        return {v: k for v, k in coefficients.items() if k != 0}, constant

    def add(self, coefficients, constant):
        coefficients, constant = self.reduce(coefficients, constant)
        if not coefficients:
            return  # implied by the others, or contradicting them: says nothing of the frames
        pivot = min(coefficients, key=str)
        k = coefficients.pop(pivot)
        rest, constant = {v: c / k for v, c in coefficients.items()}, constant / k
        for other, (other_rest, other_constant) in list(self.rows.items()):
            if pivot in other_rest:
                factor = other_rest.pop(pivot)
                for v, c in rest.items():
                    other_rest[v] = other_rest.get(v, 0) - factor * c
                self.rows[other] = ({v: c for v, c in other_rest.items() if c != 0}, other_constant - factor * constant)
        self.rows[pivot] = (rest, constant)

    def fixed(self, coefficients):
        """The value the equalities give this combination, or None when they leave it free."""
        rest, constant = self.reduce(coefficients, 0)
        return None if rest else -constant


def misplaced_fixed_edge(top, views, classes, portrait=False):
    """Stored frames are the engine's exact frames rounded, each edge in root's coordinates
    (to the pixel grid, or to whole points: at most half a point). Where the required
    equalities alone fix an edge in root's coordinates, the stored edge must be within
    that of it, or the frames were not laid out with these constraints (a stale frame the
    tolerance of one constraint at a time lets through: a label fixed at 440 wide between
    an inset and a centring, stored 441). Positions with a multiplier are left out (their
    coordinates are the common ancestor's)."""
    if top.frame is None:
        return None
    system = Equalities()
    for axis in ("x", "y"):
        system.add({(top.id, axis): 1}, 0)
    system.add({(top.id, "w"): 1}, Fraction(top.frame[2]).limit_denominator(10 ** 6))
    system.add({(top.id, "h"): 1}, Fraction(top.frame[3]).limit_denominator(10 ** 6))
    for c, first, a1, second, a2, m, constant in evaluable(top, views, classes, portrait):
        if c.get("relation") in ("greaterThanOrEqual", "lessThanOrEqual"):
            continue
        if m != 1 and second is not None and (a1 not in ("width", "height") or a2 not in ("width", "height")):
            continue
        row = terms(first, a1)
        if second is not None:
            for v, k in terms(second, a2, -Fraction(m).limit_denominator(10 ** 6)).items():
                row[v] = row.get(v, 0) + k
        system.add(row, Fraction(constant).limit_denominator(10 ** 6))
    for view in views.values():
        if view is top or view.symbol or view.absolute() is None:
            continue
        for attribute in ("left", "right", "top", "bottom"):
            exact = system.fixed(terms(view, attribute))
            stored = value(view.absolute(), attribute)
            if exact is not None and abs(stored - float(exact)) > TOLERANCE + 1e-6:
                return f"{view.id}'s {attribute} is fixed at {float(exact):g} by its constraints, stored at {stored:g}"
    return None


def compared_views(top, views):
    """Views to compare: not flagged ambiguous by IB, nor inside one that is, nor installed
    in no size class."""
    out = {}
    for v in views.values():
        node, skip = v, False
        while node is not None:
            if node.ambiguous or node.uninstalled:
                skip = True
            node = node.parent
        if not skip and v.frame is not None:
            out[v.id] = v
    return out


def run_alsh(alsh, path, scene):
    with tempfile.NamedTemporaryFile("w", suffix=".al", delete=False) as script:
        quoted = path.replace("\\", "\\\\").replace('"', '\\"')
        script.write(f'import "{quoted}" scene {scene}\n' if " " in path else f"import {path} scene {scene}\n")
        name = script.name
    try:
        done = subprocess.run([alsh, "--json", "--no-color", name], capture_output=True, timeout=120,
                              env=dict(os.environ, LANG="C"))
        return json.loads(done.stdout.decode("utf-8", "replace")), None
    except subprocess.TimeoutExpired:
        return None, "timeout"
    except (json.JSONDecodeError, ValueError):
        return None, "no JSON"
    finally:
        os.unlink(name)


def near(a, b):
    return all(abs(p - q) <= TOLERANCE for p, q in zip(a, b))


def cause(view, solved, stored, ambiguous, broken):
    if ambiguous:
        return f"ambiguous in alsh ({view.tag})"
    if broken:
        return f"scene has a broken constraint ({view.tag})"
    sx, sy, sw, sh = solved
    x, y, w, h = stored
    if (abs(sw - w) > TOLERANCE or abs(sh - h) > TOLERANCE):
        if (w > 0 and abs(sw - 2 * w) <= TOLERANCE) or (h > 0 and abs(sh - 2 * h) <= TOLERANCE):
            return f"twice its stored size ({view.tag})"
        return f"size differs ({view.tag})"
    return f"position only ({view.tag})"


def measure(alsh, path, repo):
    results = []
    classes = size_classes(path)
    portrait = is_portrait(path)
    for scene, top, views in scenes(path):
        ok, why = consistent(top, views, classes, portrait)
        if not ok:
            results.append({"repo": repo, "path": path, "scene": scene, "consistent": False, "why": why})
            continue
        targets = compared_views(top, views)
        if len(targets) < 2:
            results.append({"repo": repo, "path": path, "scene": scene, "consistent": False, "why": "no views"})
            continue
        document, error = run_alsh(alsh, path, scene)
        entry = {"repo": repo, "path": path, "scene": scene, "consistent": True, "views": len(targets)}
        if document is None:
            entry["error"] = error
            results.append(entry)
            continue
        solved = {v.get("ref"): v for v in document.get("views", []) if v.get("ref")}
        rounded = snapped_frames(document, pixel_scale(path))
        root = document.get("root") or {}
        broken = any(c.get("state") == "broken" for c in document.get("constraints", []))
        off = []
        for ref, view in targets.items():
            got = solved.get(ref)
            if view is top:
                frame = (0, 0, root.get("width", 0), root.get("height", 0))
                amb = False
            elif got is None:
                off.append({"ref": ref, "element": view.tag, "cause": f"not imported ({view.tag})"})
                continue
            else:
                f = got["frame"]
                frame = (f["x"], f["y"], f["width"], f["height"])
                amb = bool(got.get("ambiguous"))
            stored = (0, 0, view.frame[2], view.frame[3]) if view is top else view.frame
            if got is not None and not near(frame, stored) and near(rounded.get(got["name"], frame), stored):
                entry["by_rounding"] = entry.get("by_rounding", 0) + 1
                continue
            if not near(frame, stored):
                off.append({"ref": ref, "element": view.tag, "solved": frame, "stored": stored,
                            "cause": cause(view, frame, stored, amb, broken)})
        entry["off"] = off
        entry["broken"] = broken
        results.append(entry)
    return results


# A label pinned 20 from root's leading edge and centred in a 480-point root: 440 wide.
SELF_TEST_DOCUMENT = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6214" useAutolayout="YES">
    <objects>
        <view id="top">
            <rect key="frame" x="0.0" y="0.0" width="480" height="480"/>
            <subviews>
                <label id="title" text="Title" translatesAutoresizingMaskIntoConstraints="NO">
                    <rect key="frame" x="20" y="100" width="WIDTH" height="21"/>
                </label>
                <view id="box" translatesAutoresizingMaskIntoConstraints="NO">
                    <rect key="frame" x="100" y="200" width="BOX" height="50"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstAttribute="centerX" secondItem="title" secondAttribute="centerX" id="c"/>
                <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="t"/>
                <constraint firstItem="box" firstAttribute="centerX" secondItem="top" secondAttribute="centerX" id="b"/>
                <constraint firstItem="box" firstAttribute="top" secondItem="top" secondAttribute="top" constant="200" id="y"/>
            </constraints>
        </view>
    </objects>
</document>
"""


# A view installed for compact width only (its superview's default variation excludes it).
SELF_TEST_VARIATION = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="9531" useAutolayout="YES">
    DEVICE
    <objects>
        <view id="top">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <view id="compact" translatesAutoresizingMaskIntoConstraints="NO">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="compact" firstAttribute="width" constant="100" id="w"/>
            </constraints>
            <variation key="default"><mask key="subviews"><exclude reference="compact"/></mask></variation>
            <variation key="widthClass=compact"><mask key="subviews"><include reference="compact"/></mask></variation>
        </view>
    </objects>
</document>
"""


@contextlib.contextmanager
def written_document(text):
    """A temporary .xib holding `text`, removed afterwards: the self-test's documents."""
    with tempfile.NamedTemporaryFile("w", suffix=".xib", delete=False) as document:
        document.write(text)
    try:
        yield document.name
    finally:
        os.unlink(document.name)


def self_test_variations():
    """Whether a view installed for compact width only is compared: on an iPhone in portrait
    (compact width) it is, on the canvas without a device it is not. Returns the failures
    and the number of documents."""
    failures = 0
    cases = (('<device id="retina4_7" orientation="portrait"/>', True), ("", False))
    for device, installed in cases:
        with written_document(SELF_TEST_VARIATION.replace("DEVICE", device)) as path:
            (_, top, views), = scenes(path)
        if views["compact"].uninstalled == installed:
            failures += 1
            print(f"self-test: compact-only view with device {device or 'none'}: installed {not installed}, expected {installed}")
    return failures, len(cases)


# A portrait iPhone's root whose label is pinned 20 inside its safe area's sides, and a
# switch 44 from its and root's trailing side (its frame is 2 points wider than its
# alignment rect, which the constraints hold).
SELF_TEST_SAFE_AREA = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13770" useAutolayout="YES" useSafeAreas="YES">
    <device id="retina4_7" orientation="portrait"/>
    <objects>
        <view id="top">
            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
            <subviews>
                <label id="title" text="Title" translatesAutoresizingMaskIntoConstraints="NO">
                    <rect key="frame" x="LEFT" y="100" width="WIDTH" height="21"/>
                </label>
                <switch id="toggle" translatesAutoresizingMaskIntoConstraints="NO">
                    <rect key="frame" x="282" y="200" width="51" height="31"/>
                </switch>
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
                <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="20" id="l"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="20" id="r"/>
                <constraint firstItem="safe" firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="44" id="s"/>
                <constraint firstAttribute="trailing" secondItem="toggle" secondAttribute="trailing" constant="44" id="s2"/>
            </constraints>
        </view>
    </objects>
</document>
"""


def self_test_safe_area():
    """Root's safe-area sides are root's in portrait: a label stored 20 inside them is
    consistent, one stored across the whole width is not. Returns the failures and the
    number of documents."""
    failures = 0
    cases = (("20", "335", True), ("0.0", "375", False))
    for left, width, expected in cases:
        with written_document(SELF_TEST_SAFE_AREA.replace("LEFT", left).replace("WIDTH", width)) as path:
            (_, top, views), = scenes(path)
            ok, why = consistent(top, views, size_classes(path), is_portrait(path))
        if ok != expected:
            failures += 1
            print(f"self-test: label at {left}, {width} wide in the safe area: consistent {ok} ({why}), expected {expected}")
    return failures, len(cases)


# A xib's table cell whose content view is stored at SIZE: inside the 500 x 80 cell, or
# reaching past it (Xcode 7 kept an iPad's 768 x 43 so).
SELF_TEST_CELL = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="7531" useAutolayout="YES">
    <objects>
        <tableViewCell id="cell">
            <rect key="frame" x="0.0" y="0.0" width="500" height="80"/>
            <tableViewCellContentView key="contentView" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" SIZE/>
                <subviews>
                    <label id="time" text="Now" translatesAutoresizingMaskIntoConstraints="NO">
                        <rect key="frame" x="323" y="5" width="169" height="26"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="time" firstAttribute="width" constant="169" id="w"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
    </objects>
</document>
"""


def self_test_cell_content():
    """A content view stored inside its cell is consistent; one reaching past it is stale.
    Returns the failures and the number of documents."""
    failures = 0
    cases = (('width="500" height="79.5"', True), ('width="768" height="43"', False))
    for size, expected in cases:
        with written_document(SELF_TEST_CELL.replace("SIZE", size)) as path:
            (_, top, views), = scenes(path)
            ok, why = consistent(top, views)
        if ok != expected:
            failures += 1
            print(f"self-test: content view {size} in a 500 x 80 cell: consistent {ok} ({why}), expected {expected}")
    return failures, len(cases)


def self_test():
    """The consistency check on documents written here: (label width, box width, expected)."""
    cases = [("440", "280", True), ("441", "280", False), ("440", "280.5", True)]
    (variation_failures, variations), (safe_area_failures, safe_areas) = self_test_variations(), self_test_safe_area()
    cell_failures, cells = self_test_cell_content()
    failures = variation_failures + safe_area_failures + cell_failures
    for width, box, expected in cases:
        with written_document(SELF_TEST_DOCUMENT.replace("WIDTH", width).replace("BOX", box)) as path:
            (_, top, views), = scenes(path)
            ok, why = consistent(top, views)
        if ok != expected:
            failures += 1
            print(f"self-test: label {width} wide, box {box}: consistent {ok} ({why}), expected {expected}")
    total = len(cases) + variations + safe_areas + cells
    print(f"self-test: {total - failures} of {total} documents judged as expected")
    return failures == 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(0 if self_test() else 1)
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("folder")
    parser.add_argument("--alsh", default=os.path.join(os.path.dirname(__file__), "..", ".build", "debug", "alsh"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--json", help="write every scene's result here")
    parser.add_argument("--list", action="store_true", help="print each scene with views off")
    args = parser.parse_args()
    work = []
    for dirpath, _, files in os.walk(args.folder):
        for f in sorted(files):
            if f.endswith((".storyboard", ".xib")):
                path = os.path.join(dirpath, f)
                repo = os.path.relpath(path, args.folder).split(os.sep)[0]
                work.append((path, repo))
    results = []
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for part in pool.map(lambda w: measure(args.alsh, *w), sorted(work)):
            results += part
    measured = [r for r in results if r["consistent"]]
    solved = [r for r in measured if "off" in r and not r["off"]]
    repos = {r["repo"] for r in measured}
    views = sum(r["views"] for r in measured)
    off = [v for r in measured for v in r.get("off", [])]
    print(f"documents: {len(work)}; scenes with constraints: {len(results)} "
          f"(from {len({r['repo'] for r in results})} repositories)")
    print(f"scenes whose stored frames satisfy their constraints: {len(measured)} from {len(repos)} repositories")
    print(f"solve to every stored frame (within {TOLERANCE} pt): {len(solved)} of {len(measured)}")
    print(f"views in place only once rounded to the pixel grid: {sum(r.get('by_rounding', 0) for r in measured)}")
    print(f"views compared: {views}; off: {len(off)}; scenes alsh could not run: "
          f"{sum(1 for r in measured if 'error' in r)}")
    print("views off by cause:")
    for name, count in collections.Counter(v["cause"] for v in off).most_common():
        print(f"  {count:5d}  {name}")
    if args.list:
        for r in measured:
            if r.get("off"):
                print(f"{r['path']} scene {r['scene']}: {len(r['off'])} off")
                for v in r["off"]:
                    print(f"    {v['ref']} {v['element']}: {v.get('solved')} stored {v.get('stored')} [{v['cause']}]")
    if args.json:
        with open(args.json, "w") as out:
            json.dump(results, out, indent=1)


if __name__ == "__main__":
    main()
