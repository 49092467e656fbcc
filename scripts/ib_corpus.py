#!/usr/bin/env python3
"""Measures alsh's Interface Builder import on a folder of real documents.

    scripts/ib_corpus.py FOLDER [--alsh PATH] [--jobs N] [--json OUT] [--list]
    scripts/ib_corpus.py --self-test     (the consistency check's own cases; no alsh needed)

Interface Builder stores the frames Apple's engine computed, so a document is its own
answer key. For every scene of every `.storyboard`/`.xib` under FOLDER (one folder level
below FOLDER is one repository), this script

1. reads the document itself (Python's XML reader, not alsh's) and checks that the stored
   frames satisfy the scene's own required constraints: every constraint installed for
   the document's device (its size-class masks, as alsh's importer reads them) between
   edges, centers and sizes of views Interface Builder laid out (not inside one it marked
   `ambiguous="YES"` or one the device's size classes leave out) that can be evaluated
   from frames alone (margins, baselines, layout guides, a scroll view's content edges,
   and the alignment rects of an SF Symbol image view, a switch, a slider or a segmented
   control need UIKit's rules, so they are left to alsh; in portrait, root's safe area's
   sides are root's) holds, measured in root's coordinates from root's own origin (a
   multiplied position in the items' nearest common ancestor's), within what rounding
   each edge it reads by half a point allows (less than 1 pt for an edge against an
   edge, 2 pt for a width against a width: Xcode 8 stores whole points); every edge that
   the equalities fix in root's coordinates is stored within 0.5 pt of where they fix it
   (one constraint at a time may pass while the frames are a point off); no view is
   marked `misplaced="YES"`; and every stack view stores its visible arranged views in
   order along its axis. Only such scenes are measured; ambiguous and left-out views
   (and their subviews) are not compared;
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
        # Left out by the size-class variations for the document's device: not in the
        # run-time layout (Interface Builder still stores a frame for it).
        self.uninstalled = False
        # A frame stored as it was before the view was laid out (see lay_out_cell_content).
        self.unlaid_frame = False
        self.children = []
        self.constraints = [c for cs in element if cs.tag == "constraints" for c in cs if c.tag == "constraint"]

    def absolute(self):
        """The frame in root's coordinates, where root's own origin is 0 (a root stored at
        y 64 under a navigation bar lays its subviews out from its own top)."""
        if self.frame is None:
            return None
        x, y, w, h = self.frame
        if self.parent is None:
            return (0.0, 0.0, w, h)
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
    uninstalled = uninstalled_references(element, classes)
    if element.get("key") == "contentView" and parent is not None:
        # Interface Builder writes a cell's size-class masks on the cell, for its content
        # view's subviews.
        uninstalled |= uninstalled_references(parent.element, classes)
    view.constraints = [c for c in view.constraints if c.get("id") not in uninstalled]
    for child in view_children(element):
        sub = build(child, view, views, classes)
        if sub is not None:
            sub.uninstalled = sub.id in uninstalled
            view.children.append(sub)
    return view


FIRST_XCODE_8_TOOLS = 11000
# The separator's pixel a table cell's content view leaves below it (on the 2x canvas).
SEPARATOR = 0.5


def tools_version(root):
    try:
        return float((root.get("toolsVersion") or "0").split(".")[0])
    except ValueError:
        return 0.0


def lay_out_cell_content(top):
    """Before Xcode 8 a xib's top-level table cell may store its content view at the 43
    points of a default row (or at an older size of the cell) whatever the cell's own
    frame: Interface Builder lays the content out in the cell's frame less the separator's
    pixel, as its subviews' stored frames show (docs/UIKIT-RULES.md). Gives the content
    view that frame and leaves its stored one out of the comparison."""
    if top.tag != "tableViewCell" or top.frame is None:
        return
    content = next((c for c in top.children if c.tag == "tableViewCellContentView"), None)
    if content is None or content.frame is None:
        return
    width, height = top.frame[2], top.frame[3]
    if abs(content.frame[2] - width) > 1 or abs(content.frame[3] - height) > 1:
        content.frame = (0.0, 0.0, width, height - SEPARATOR)
        content.unlaid_frame = True


def size_collection_cells(views):
    """Before Xcode 8 a storyboard's prototype collection cell may be stored 50 x 50 (the
    default item) with its content view at the layout's item size: Interface Builder lays
    the cell out at the item size, as its content view and subviews show. Gives the cell
    its content view's size and leaves its stored frame out of the comparison."""
    for cell in views.values():
        if cell.tag != "collectionViewCell" or cell.frame is None:
            continue
        content = next((c for c in cell.children if c.element.get("key") == "contentView"), None)
        if content is None or content.frame is None or content.frame[2:] == cell.frame[2:]:
            continue
        cell.frame = cell.frame[:2] + content.frame[2:]
        cell.unlaid_frame = True


def uninstalled_references(element, classes=None):
    """Ids of the subviews and constraints this view's size-class masks leave out for the
    document's device: those the default variation excludes, less those a variation
    matching the device includes, plus those such a variation excludes (a document
    without a device is laid out for any size class: only the default applies)."""
    excluded = set()
    variations = element.findall("variation")
    for variation in variations:
        if variation.get("key") == "default":
            excluded |= mask_references(variation, "exclude")
    for variation in variations:
        if variation.get("key") != "default" and matches_classes(variation.get("key"), classes):
            excluded -= mask_references(variation, "include")
            excluded |= mask_references(variation, "exclude")
    return excluded


def mask_references(variation, kind):
    return {item.get("reference") for mask in variation.findall("mask") for item in mask if item.tag == kind}


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
            if tools_version(root) < FIRST_XCODE_8_TOOLS:
                size_collection_cells(views)
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
            if tools_version(root) < FIRST_XCODE_8_TOOLS:
                lay_out_cell_content(top)
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
        return self.frame and (0.0, 0.0, self.frame[2], self.frame[3])


def laid_out(view):
    """Whether Interface Builder laid this view out: not inside a view it marked
    ambiguous (whose frame it keeps as last placed, as it cannot tell where the view
    goes), nor inside one the device's size classes leave out (whose constraints are
    not installed)."""
    node = view
    while node is not None:
        if getattr(node, "ambiguous", False) or getattr(node, "uninstalled", False):
            return False
        node = node.parent
    return True


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
    In a portrait document the sides of root's safe area count as root's. Constraints
    on views Interface Builder did not lay out (`laid_out`) say nothing of the frames."""
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
            if not laid_out(first) or (second is not None and not laid_out(second)):
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
        lhs, rhs = measured(views, first, a1, second, a2)
        rhs = m * rhs + constant
        relation = c.get("relation")
        off = lhs - rhs
        slack = rounding_slack(first, a1, second, a2, m)
        if relation == "greaterThanOrEqual":
            bad = off <= -slack
        elif relation == "lessThanOrEqual":
            bad = off >= slack
        else:
            bad = abs(off) >= slack
        checked += 1
        if bad:
            return False, f"constraint {c.get('id')} off by {off:.1f}"
    fixed = misplaced_fixed_edge(top, views, classes, portrait)
    if fixed is not None:
        return False, fixed
    return True, f"{checked} constraints hold"


POSITIONS = EDGE_ATTRIBUTES - {"width", "height"}


def measured(views, first, a1, second, a2):
    """Both sides' attributes (the second's before its multiplier; 0 without a second
    item) in the coordinates of the items' nearest common ancestor, where its own edges
    are its bounds': UIKit measures a multiplied position there (docs/UIKIT-RULES.md,
    "A multiplier on positions is measured in the nearest common ancestor"). With a
    multiplier of 1 the origin cancels."""
    shift = (0.0, 0.0)
    if second is not None and (a1 in POSITIONS or a2 in POSITIONS):
        ancestor = nearest_common_ancestor(views, first, second)
        frame = ancestor.absolute() if ancestor is not None else None
        if frame is not None:
            shift = frame[:2]

    def at(view, attribute):
        x, y, w, h = view.absolute()
        return value((x - shift[0], y - shift[1], w, h), attribute)

    return at(first, a1), (at(second, a2) if second is not None else 0.0)


def nearest_common_ancestor(views, a, b):
    """The nearest view holding both (either may be it); root's safe-area sides are root's."""
    chain = lambda v: [views.get(v.id, v)] + list(ancestors(views.get(v.id, v)))
    mine = {id(v) for v in chain(a)}
    return next((v for v in chain(b) if id(v) in mine), None)


def ancestors(view):
    node = view.parent
    while node is not None:
        yield node
        node = node.parent


# How far an attribute moves when each edge it reads (left and right, or top and bottom)
# is rounded: Interface Builder stores each edge in root's coordinates rounded to the
# pixel grid, or, before Xcode 9's documents, to whole points (an iPhone 8's three
# equal-width buttons in 299 points stored 96, 97 and 96 wide): within half a point.
EDGE_WEIGHTS = {"left": (1, 0), "leading": (1, 0), "top": (1, 0), "right": (0, 1), "trailing": (0, 1),
                "bottom": (0, 1), "centerX": (Fraction(1, 2), Fraction(1, 2)),
                "centerY": (Fraction(1, 2), Fraction(1, 2)), "width": (-1, 1), "height": (-1, 1)}


def rounding_slack(first, a1, second, a2, m):
    """How far rounding alone can put a constraint's two sides apart: half a point times
    the total weight of the edges it reads (an edge against an edge: less than 1; a width
    against a width: less than 2), edges read twice counted once with their weights
    summed. A stored frame this far off was laid out with other constraints."""
    weights = collections.Counter()
    sides = [(first, a1, 1)] + ([(second, a2, -Fraction(m).limit_denominator(10 ** 6))] if second is not None else [])
    for view, attribute, k in sides:
        axis = "x" if attribute in ("left", "leading", "right", "trailing", "centerX", "width") else "y"
        low, high = EDGE_WEIGHTS[attribute]
        weights[(id(view), axis, "low")] += k * low
        weights[(id(view), axis, "high")] += k * high
    # Less than the bound, by more than float noise (cells stored at y 55.33333206176758).
    return float(sum(abs(w) for w in weights.values())) * TOLERANCE - 1e-4


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
    in no size class, nor a frame Interface Builder stored without laying it out."""
    out = {}
    for v in views.values():
        node, skip = v, False
        while node is not None:
            if node.ambiguous or node.uninstalled:
                skip = True
            node = node.parent
        if not skip and v.frame is not None and not v.unlaid_frame:
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


# A xib's table cell whose content view is stored at SIZE by Xcode TOOLS: inside the 500 x 80
# cell, or reaching past it (Xcode 7 kept an iPad's 768 x 43 so).
SELF_TEST_CELL = """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="TOOLS" useAutolayout="YES">
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


def reading_document(subviews, constraints, root_y="0.0", masks=""):
    """A portrait iPhone 8 document (375 x 667 root stored at `root_y`) with these
    subviews, constraints held by root, and size-class variations on root."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11762" useAutolayout="YES">
    <device id="retina4_7" orientation="portrait"/>
    <objects>
        <view id="top">
            <rect key="frame" x="0.0" y="{root_y}" width="375" height="667"/>
            <subviews>{subviews}</subviews>
            <constraints>{constraints}</constraints>
            {masks}
        </view>
    </objects>
</document>
"""


def plain_view(identifier, x, y, width, height, extra="", inside=""):
    subviews = f"<subviews>{inside}</subviews>" if inside else ""
    return (f'<view id="{identifier}" translatesAutoresizingMaskIntoConstraints="NO" {extra}>'
            f'<rect key="frame" x="{x}" y="{y}" width="{width}" height="{height}"/>{subviews}</view>')


def pinned(identifier, attribute, other, other_attribute, constant=0, extra=""):
    return (f'<constraint firstItem="{identifier}" firstAttribute="{attribute}" secondItem="{other}" '
            f'secondAttribute="{other_attribute}" constant="{constant}" {extra} id="{identifier}-{attribute}-{other}"/>')


def uninstalled_width(key):
    return (f'<variation key="{key}"><mask key="constraints"><exclude reference="box-width-top"/></mask></variation>')


def thirds(middle_width):
    """Three equal widths between 10-point insets and 5-point gaps across 319 points (96⅓
    each), stored rounded to whole points as Xcode 8 stores them: 96, 97, 96."""
    right = 111 + middle_width
    views = (plain_view("a", 10, 0, 96, 30) + plain_view("b", 111, 0, middle_width, 30)
             + plain_view("c", right + 5, 0, 309 - right - 5, 30) + plain_view("end", 319, 0, 56, 30))
    constraints = (pinned("a", "leading", "top", "leading", 10) + pinned("b", "leading", "a", "trailing", 5)
                   + pinned("c", "leading", "b", "trailing", 5) + pinned("end", "leading", "c", "trailing", 10)
                   + pinned("end", "trailing", "top", "trailing") + pinned("end", "width", "top", "width", 0, 'multiplier="56:375"')
                   + pinned("b", "width", "a", "width") + pinned("c", "width", "a", "width"))
    return reading_document(views, constraints)


def old_cell(tools, label_y):
    """A xib's 100-point table cell storing its content view 43 high, with a 20-point label
    10 above the content view's bottom, as Xcode `tools` writes it."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="{tools}" useAutolayout="YES">
    <objects>
        <tableViewCell id="cell">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <tableViewCellContentView key="contentView" id="content">
                <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                <subviews>{plain_view("label", 15, label_y, 290, 20)}</subviews>
                <constraints>
                    <constraint firstItem="label" firstAttribute="height" constant="20" id="h"/>
                    <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" constant="10" id="b"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
    </objects>
</document>
"""


def self_test_cell_content():
    """A content view stored inside its cell is consistent; one reaching past it is stale,
    but before Xcode 8 a xib's cell is laid out in its own frame whatever its content view
    stores (lay_out_cell_content). Returns the failures and the number of documents."""
    failures = 0
    cases = (('width="500" height="79.5"', "7531", True), ('width="768" height="43"', "11762", False),
             ('width="768" height="43"', "7531", True))
    for size, tools, expected in cases:
        with written_document(SELF_TEST_CELL.replace("SIZE", size).replace("TOOLS", tools)) as path:
            (_, top, views), = scenes(path)
            ok, why = consistent(top, views)
        if ok != expected:
            failures += 1
            print(f"self-test: content view {size} in a 500 x 80 cell ({tools}): consistent {ok} ({why}), expected {expected}")
    return failures, len(cases)


def old_collection_cell(tools):
    """A storyboard's prototype collection cell stored 50 x 50 with its content view at the
    70 x 70 item size, a 21-point label on the cell's bottom, as Xcode `tools` writes it."""
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="{tools}" useAutolayout="YES">
    <scenes>
        <scene sceneID="scene">
            <objects>
                <viewController id="controller" sceneMemberID="viewController">
                    <view key="view" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <collectionView id="list" translatesAutoresizingMaskIntoConstraints="NO">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="80"/>
                                <cells>
                                    <collectionViewCell id="cell">
                                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                                        <view key="contentView">
                                            <rect key="frame" x="0.0" y="0.0" width="70" height="70"/>
                                            <subviews>{plain_view("label", 0, 49, 70, 21)}</subviews>
                                        </view>
                                        <constraints>
                                            <constraint firstAttribute="bottom" secondItem="label" secondAttribute="bottom" id="b"/>
                                        </constraints>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
"""


# (what the document shows, the document, whether its stored frames satisfy its constraints)
READING_CASES = (
    ("an Xcode 7 collection cell stored 50 x 50 holding a label on its 70-point item's bottom",
     old_collection_cell("9531"), True),
    ("the same cell from Xcode 8", old_collection_cell("11762"), False),
    ("an Xcode 6 cell's label 10 above the bottom of the cell's 99.5-point content",
     old_cell("7706", "69.5"), True),
    ("the same label 10 above the bottom of the 43 points stored", old_cell("7706", "13"), False),
    ("an Xcode 8 cell's label 10 above the bottom of the content's stored 43 points",
     old_cell("11762", "13"), True),
    ("a box 200 wide whose width of 100 the default size class leaves out",
     reading_document(plain_view("box", 0, 0, 200, 50), pinned("box", "width", "top", "width", -275) + pinned("box", "top", "top", "top"),
                      masks=uninstalled_width("default")), True),
    ("the same box with its width installed",
     reading_document(plain_view("box", 0, 0, 200, 50), pinned("box", "width", "top", "width", -275) + pinned("box", "top", "top", "top")), False),
    ("the same box whose width a compact-width variation leaves out",
     reading_document(plain_view("box", 0, 0, 200, 50), pinned("box", "width", "top", "width", -275) + pinned("box", "top", "top", "top"),
                      masks=uninstalled_width("widthClass=compact")), True),
    ("the same box whose width a regular-width variation leaves out",
     reading_document(plain_view("box", 0, 0, 200, 50), pinned("box", "width", "top", "width", -275) + pinned("box", "top", "top", "top"),
                      masks=uninstalled_width("widthClass=regular")), False),
    ("a box 100 wide pinned 20 from the side, marked ambiguous, stored at 0",
     reading_document(plain_view("box", 0, 0, 100, 50, 'ambiguous="YES"'), pinned("box", "leading", "top", "leading", 20)), True),
    ("the same box not marked ambiguous",
     reading_document(plain_view("box", 0, 0, 100, 50), pinned("box", "leading", "top", "leading", 20)), False),
    ("a box 20 below the top of a root stored at y 64",
     reading_document(plain_view("box", 0, 20, 100, 50), pinned("box", "top", "top", "top", 20), root_y="64"), True),
    ("a box 84 below the top of a root stored at y 64",
     reading_document(plain_view("box", 0, 84, 100, 50), pinned("box", "top", "top", "top", 20), root_y="64"), False),
    ("a dot centred at half a card's centre (in the card's bounds) 100 down",
     reading_document(plain_view("card", 0, 100, 375, 200, inside=plain_view("dot", 0, 40, 20, 20)),
                      pinned("card", "top", "top", "top", 100) + pinned("dot", "centerY", "card", "centerY", 0, 'multiplier="0.5"')), True),
    ("the same dot stored at the card's top",
     reading_document(plain_view("card", 0, 100, 375, 200, inside=plain_view("dot", 0, 0, 20, 20)),
                      pinned("card", "top", "top", "top", 100) + pinned("dot", "centerY", "card", "centerY", 0, 'multiplier="0.5"')), False),
    ("three equal widths of 96⅓ stored 96, 97 and 96", thirds(97), True),
    ("the same with the middle one stored 98", thirds(98), False),
)


def self_test_readings():
    """How the check reads size-class masks, ambiguous views, root's origin, multiplied
    positions and rounding, on READING_CASES. Returns the failures and the number of documents."""
    failures = 0
    for name, text, expected in READING_CASES:
        with written_document(text) as path:
            (_, top, views), = scenes(path)
            ok, why = consistent(top, views, size_classes(path), is_portrait(path))
        if ok != expected:
            failures += 1
            print(f"self-test: {name}: consistent {ok} ({why}), expected {expected}")
    return failures, len(READING_CASES)


def self_test():
    """The consistency check on documents written here: (label width, box width, expected)."""
    cases = [("440", "280", True), ("441", "280", False), ("440", "280.5", True)]
    (variation_failures, variations), (safe_area_failures, safe_areas) = self_test_variations(), self_test_safe_area()
    cell_failures, cells = self_test_cell_content()
    reading_failures, readings = self_test_readings()
    failures = variation_failures + safe_area_failures + cell_failures + reading_failures
    for width, box, expected in cases:
        with written_document(SELF_TEST_DOCUMENT.replace("WIDTH", width).replace("BOX", box)) as path:
            (_, top, views), = scenes(path)
            ok, why = consistent(top, views)
        if ok != expected:
            failures += 1
            print(f"self-test: label {width} wide, box {box}: consistent {ok} ({why}), expected {expected}")
    total = len(cases) + variations + safe_areas + cells + readings
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
