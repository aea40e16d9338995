#!/usr/bin/env python3
"""Writes a hand-made display list (DIR/0000.json) with one of each item the extension replays:
paths under both fill rules, strokes (caps, joins, dashes, trim), linear, radial and conic gradients
(hard stops, translucent stops), shadows (small and large σ, fractional offsets), backdrops (small
and large σ, continuous corners) and a group clipped with continuous corners.

  Scripts/replay/primitives.py /tmp/prims
  .build/release/flipbook draw /tmp/prims/0000.json -o /tmp/prims/0000.png
  /tmp/replay-venv/bin/python Scripts/replay/flipbook_replay.py compare /tmp/prims
"""

import json
import math
import os
import sys

IDENTITY = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]


def turned(tx, ty, angle):
    """A rotation by `angle` radians, then a move by (tx, ty)."""
    c, s = math.cos(angle), math.sin(angle)
    return [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1]


def solid(r, g, b, a=1):
    return {"solid": [r, g, b, a]}


def gradient(kind, start, end, stops):
    """Stops are [location, r, g, b, a]."""
    return {"gradient": {"kind": kind, "start": start, "end": end, "stops": stops}}


def shape(kind, paint, transform=IDENTITY, **fields):
    return {"op": "shape", "shape": dict(kind=kind, **fields), "paint": paint, "transform": transform}


def fill(x, y, w, h, color, radius=0):
    return {"op": "fill", "rect": [x, y, w, h], "radii": [radius] * 4, "color": color, "transform": IDENTITY}


def shadow_of(item, color, offset, sigma):
    return {"op": "group", "opacity": 1, "shadow": {"color": color, "offset": offset, "sigma": sigma},
            "children": [item]}


def backdrop(rect, radius, sigma, continuous=False):
    clip = {"rect": rect, "radii": [radius] * 4, "transform": IDENTITY}
    if continuous:
        clip["continuous"] = True
    return {"op": "backdrop", "clip": clip, "sigma": sigma}


def star(cx, cy, r):
    """Five points joined every second one: winding number 2 in the middle."""
    angles = [-math.pi / 2 + i * 4 * math.pi / 5 for i in range(5)]
    points = [(cx + r * math.cos(a), cy + r * math.sin(a)) for a in angles]
    return [["M", *points[0]]] + [["L", *p] for p in points[1:]] + [["Z"]]


def circle(cx, cy, r):
    """Four quarter-circle cubics, clockwise from the right."""
    k = 0.5522847498307936 * r
    return [["M", cx + r, cy],
            ["C", cx + r, cy + k, cx + k, cy + r, cx, cy + r], ["C", cx - k, cy + r, cx - r, cy + k, cx - r, cy],
            ["C", cx - r, cy - k, cx - k, cy - r, cx, cy - r], ["C", cx + k, cy - r, cx + r, cy - k, cx + r, cy],
            ["Z"]]


def pen(path, width, cap="butt", join="miter", dashes=(), phase=0, start=0, end=1):
    return dict(path=path, width=width, cap=cap, join=join, miterLimit=10, dashPattern=list(dashes),
                dashPhase=phase, start=start, end=end)


# Stripes on the right (for the backdrops to blur).
items = [fill(300 + i * 12.5, 0, 6.25, 330, [0.1 + 0.035 * i, 0.3, 0.9 - 0.03 * i, 1]) for i in range(24)]
zigzag = [["M", 15, 130], ["L", 50, 175], ["L", 85, 125], ["L", 120, 180], ["L", 130, 130]]
hook = [["M", 150, 130], ["L", 185, 175], ["L", 220, 125], ["Q", 260, 200, 280, 130]]
wave = [["M", 120, 215], ["C", 160, 320, 200, 150, 260, 290]]
items += [
    shape("path", solid(0.85, 0.1, 0.1), path=star(60, 60, 50), fillRule="nonZero"),
    shape("path", solid(0.1, 0.2, 0.85), path=star(170, 60, 50), fillRule="evenOdd"),
    shape("path", gradient("radial", [250, 60], [300, 80],
                           [[0, 1, 0.8, 0, 1], [0.6, 0.9, 0.2, 0.3, 0.8], [1, 0.2, 0, 0.6, 0.2]]),
          path=circle(250, 60, 45), fillRule="nonZero"),
    shape("stroke", solid(0.1, 0.5, 0.2), **pen(zigzag, 8, "round", "miter")),
    shape("stroke", solid(0.5, 0.1, 0.5), **pen(hook, 7, "square", "bevel")),
    shape("stroke", solid(0, 0, 0, 0.7),
          **pen(circle(60, 250, 40), 5, "round", "round", dashes=(14, 6, 3), phase=5, start=0.1, end=0.8)),
    shape("stroke", solid(0.9, 0.5, 0), **pen(wave, 10, dashes=(20, 8))),
    # A hard stop (two stops at 0.3) and translucent stops, turned.
    shape("roundedRect", gradient("linear", [0, 0], [120, 30],
                                  [[0, 1, 0, 0, 1], [0.3, 0, 1, 0, 0.5], [0.3, 0, 0, 1, 1], [1, 1, 1, 0, 0]]),
          turned(140, 330, 0.2), rect=[0, 0, 120, 60], radii=[12] * 4),
    shape("path", gradient("conic", [340, 400], [400, 380], [[0, 1, 0, 0, 1], [0.5, 0, 1, 0, 1], [1, 0, 0, 1, 1]]),
          path=circle(340, 400, 50), fillRule="nonZero"),
]
# Shadows under cards: σ 6, σ 14 (blurred on a halved grid) and σ 1.2 (direct weights), fractional offsets.
for card, color, offset, sigma in [
        (fill(20, 330, 100, 120, [1, 1, 1, 1], 16), [0, 0, 0, 0.45], [3, 5.5], 6),
        (fill(470, 350, 90, 90, [0.95, 0.95, 1, 1], 20), [0.1, 0, 0.3, 0.6], [0, 8], 14),
        (fill(150, 430, 30, 20, [0.2, 0.2, 0.2, 1], 4), [0, 0, 0, 0.8], [1.5, 2.25], 1.2)]:
    items += [shadow_of(card, color, offset, sigma), card]
# Backdrops over the stripes: continuous corners σ 10, circular σ 3, and σ 0.8.
items += [backdrop([330, 30, 200, 140], 30, 10, continuous=True), backdrop([330, 190, 120, 100], 10, 3),
          backdrop([540, 20, 56, 140], 8, 0.8)]
# A translucent group clipped with continuous corners.
items.append({"op": "group", "opacity": 0.8,
              "clip": {"rect": [430, 190, 160, 120], "radii": [40] * 4, "transform": IDENTITY, "continuous": True},
              "children": [fill(420, 180, 180, 140, [0.9, 0.8, 0.1, 1]),
                           fill(450, 200, 40, 100, [0.1, 0.1, 0.1, 1])]})
dl = {"width": 600, "height": 460, "background": [1, 1, 1, 1], "items": items}

folder = sys.argv[1] if len(sys.argv) > 1 else "/tmp/prims"
os.makedirs(folder, exist_ok=True)
with open(os.path.join(folder, "0000.json"), "w") as f:
    json.dump(dl, f, indent=1)
