#!/usr/bin/env python3
"""An Interface Builder storyboard of one scene with N views (default 500), in IB's XML
format as Xcode writes it, for the import benchmark (scripts/bench_workloads.py):

    python3 scripts/ib_scene.py --views 500 > cards.storyboard
    alsh import.al        # import.al holds `import cards.storyboard`

The scene is a list of cards down an iPhone 11 screen (414x896, safe area 48 top), each
card a view holding nine: an image, a badge and a separator (plain views sized by
constraints), five labels and a button (their stored sizes are their content's). The
constraints place every view, each stored frame is what they give, and the constraints
of a card's contents are in the card's list, its own size in its own, the cards' places
in the root view's, as Xcode puts them.
"""
import argparse

ROOT_WIDTH, SAFE_TOP = 414, 48
CARD_HEIGHT, CARD_GAP, CARD_INSET = 96, 8, 16
CARD_WIDTH = ROOT_WIDTH - 2 * CARD_INSET


def rect(x, y, width, height):
    return f'<rect key="frame" x="{x}" y="{y}" width="{width}" height="{height}"/>'


class Scene:
    def __init__(self):
        self.next_id = 0

    def constraint(self, first, first_attribute, second=None, second_attribute=None, constant=0,
                   relation=None):
        self.next_id += 1
        parts = [f'firstItem="{first}"' if first else "", f'firstAttribute="{first_attribute}"']
        if relation:
            parts.append(f'relation="{relation}"')
        if second:
            parts += [f'secondItem="{second}"', f'secondAttribute="{second_attribute}"']
        if constant:
            parts.append(f'constant="{constant}"')
        parts.append(f'id="c{self.next_id}"')
        return "<constraint " + " ".join(p for p in parts if p) + "/>"


def card(scene, k, indent):
    """One card's XML (a view with nine subviews) and its constraints to put in root's list."""
    c = f"card{k}"
    ids = {name: f"{name}{k}" for name in ("image", "badge", "title", "subtitle", "button", "separator",
                                           "detail", "price", "footnote")}
    i, t, b = ids["image"], ids["title"], ids["button"]
    pad = " " * indent
    sub = " " * (indent + 8)
    lines = [f'{pad}<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="{c}" userLabel="Card {k}">',
             f'{pad}    {rect(CARD_INSET, SAFE_TOP + CARD_GAP + k * (CARD_HEIGHT + CARD_GAP), CARD_WIDTH, CARD_HEIGHT)}',
             f'{pad}    <subviews>']

    def view(element, ident, frame, extra="", own=()):
        attributes = 'contentMode="scaleToFill"'
        if element == "label":
            attributes = ('opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" '
                          f'verticalHuggingPriority="251" text="{extra}"')
        elif element == "button":
            attributes = ('opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" '
                          'contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation"')
        elif element == "imageView":
            attributes = 'clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="thumb"'
        lines.append(f'{sub}<{element} {attributes} translatesAutoresizingMaskIntoConstraints="NO" id="{ident}">')
        lines.append(f"{sub}    {rect(*frame)}")
        if own:
            lines.append(f"{sub}    <constraints>")
            lines.extend(f"{sub}        {o}" for o in own)
            lines.append(f"{sub}    </constraints>")
        if element == "button":
            lines.append(f'{sub}    <state key="normal" title="Buy"/>')
        lines.append(f"{sub}</{element}>")

    view("imageView", i, (8, 8, 40, 40), own=(scene.constraint(None, "width", constant=40),
                                              scene.constraint(None, "height", constant=40)))
    view("view", ids["badge"], (42, 4, 12, 12), own=(scene.constraint(None, "width", constant=12),
                                                     scene.constraint(None, "height", constant=12)))
    view("label", t, (56, 8, 200, 21), "Title")
    view("label", ids["subtitle"], (56, 33, 180, 18), "Subtitle")
    view("button", b, (314, 13, 60, 30))
    view("view", ids["separator"], (8, 95, CARD_WIDTH - 16, 1), own=(scene.constraint(None, "height", constant=1),))
    view("label", ids["detail"], (8, 56, 250, 18), "Detail")
    view("label", ids["price"], (304, 47, 70, 21), "Price")
    view("label", ids["footnote"], (8, 78, 120, 14), "Footnote")
    lines.append(f"{pad}    </subviews>")
    inside = [
        scene.constraint(i, "leading", c, "leading", 8),
        scene.constraint(i, "top", c, "top", 8),
        scene.constraint(ids["badge"], "leading", i, "trailing", -6),
        scene.constraint(ids["badge"], "top", i, "top", -4),
        scene.constraint(t, "leading", i, "trailing", 8),
        scene.constraint(t, "top", c, "top", 8),
        scene.constraint(c, "trailing", t, "trailing", 8, relation="greaterThanOrEqual"),
        scene.constraint(ids["subtitle"], "leading", t, "leading"),
        scene.constraint(ids["subtitle"], "top", t, "bottom", 4),
        scene.constraint(c, "trailing", b, "trailing", 8),
        scene.constraint(b, "centerY", i, "centerY"),
        scene.constraint(ids["separator"], "leading", c, "leading", 8),
        scene.constraint(c, "trailing", ids["separator"], "trailing", 8),
        scene.constraint(c, "bottom", ids["separator"], "bottom"),
        scene.constraint(ids["detail"], "leading", i, "leading"),
        scene.constraint(ids["detail"], "top", i, "bottom", 8),
        scene.constraint(ids["price"], "trailing", b, "trailing"),
        scene.constraint(ids["price"], "top", b, "bottom", 4),
        scene.constraint(ids["footnote"], "leading", ids["detail"], "leading"),
        scene.constraint(ids["footnote"], "top", ids["detail"], "bottom", 4),
        scene.constraint(None, "height", constant=CARD_HEIGHT),
    ]
    lines.append(f"{pad}    <constraints>")
    lines.extend(f"{pad}        {x}" for x in inside)
    lines.append(f"{pad}    </constraints>")
    lines.append(f"{pad}</view>")
    outside = [scene.constraint(c, "leading", "safe", "leading", CARD_INSET),
               scene.constraint("safe", "trailing", c, "trailing", CARD_INSET),
               scene.constraint(c, "top", "safe" if k == 0 else f"card{k - 1}", "top" if k == 0 else "bottom", CARD_GAP)]
    return lines, outside


def storyboard(views):
    scene = Scene()
    cards = max(1, views // 10)
    body, root_constraints = [], []
    for k in range(cards):
        lines, outside = card(scene, k, 28)
        body += lines
        root_constraints += outside
    height = max(896, SAFE_TOP + CARD_GAP + cards * (CARD_HEIGHT + CARD_GAP) + 34)
    return "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        f"<!-- {cards * 10} views in {cards} cards, written by scripts/ib_scene.py -->",
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" '
        'useSafeAreas="YES" colorMatched="YES" initialViewController="list-vc">',
        '    <device id="retina6_1" orientation="portrait" appearance="light"/>',
        "    <dependencies>",
        '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>',
        '        <capability name="Safe area layout guides" minToolsVersion="9.0"/>',
        "    </dependencies>",
        "    <scenes>",
        "        <!--List-->",
        '        <scene sceneID="list-scene">',
        "            <objects>",
        '                <viewController title="List" id="list-vc" customClass="ListViewController" sceneMemberID="viewController">',
        '                    <view key="view" contentMode="scaleToFill" id="root">',
        f'                        <rect key="frame" x="0.0" y="0.0" width="{ROOT_WIDTH}" height="{height}"/>',
        '                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>',
        "                        <subviews>",
        *body,
        "                        </subviews>",
        '                        <viewLayoutGuide key="safeArea" id="safe"/>',
        "                        <constraints>",
        *[f"                            {x}" for x in root_constraints],
        "                        </constraints>",
        "                    </view>",
        "                </viewController>",
        '                <placeholder placeholderIdentifier="IBFirstResponder" id="first" sceneMemberID="firstResponder"/>',
        "            </objects>",
        "        </scene>",
        "    </scenes>",
        "    <resources>",
        '        <image name="thumb" width="40" height="40"/>',
        "    </resources>",
        "</document>",
        ""])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--views", type=int, default=500)
    options = parser.parse_args()
    print(storyboard(options.views), end="")


if __name__ == "__main__":
    main()
