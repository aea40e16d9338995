"""Display-list outlines as Skia paths: path elements, continuous ("squircle") rounded rectangles, and
curves flattened to polygons.

Flipbook fills every curve as a polygon flattened to a small fraction of a device pixel, with exact
area coverage. Skia's anti-aliasing of curves under-covers edge pixels by ~6 % (see the shared
README), its polygon anti-aliasing is within ~3 %, so curves are handed to it flattened as well.
"""

import math

import skia

from shared import replay

# Flattening tolerance in device pixels (the shared replayer uses the same for rounded corners).
TOLERANCE = 0.004
MOST_PIECES = 1024

# Path+Geometry.swift: a continuous corner of radius 1 as three cubics in the corner frame (u back
# along the arriving edge, v along the leaving one): the start point, then per cubic its two control
# points and end point. It reaches `CONTINUOUS_REACH` radii along each edge.
CONTINUOUS_REACH = 1.528665
CONTINUOUS_CORNER = [
    (1.528665, 0, 0, 0, 0, 0),
    (1.088493, 0, 0.868407, 0, 0.631494, 0.074911),
    (0.372824, 0.169060, 0.169060, 0.372824, 0.074911, 0.631494),
    (0, 0.868407, 0, 1.088493, 0, 1.528665),
]
CIRCLE_ARM = 0.5522847498307936


def elements_path(elements):
    """The path of display-list elements (["M", x, y], ["L", …], ["Q", …], ["C", …], ["Z"]), curves kept."""
    p = skia.Path()
    started = False
    for e in elements:
        cmd, v = e[0], e[1:]
        if cmd == "M":
            p.moveTo(*v)
            started = True
            continue
        if not started and cmd != "Z":
            p.moveTo(0, 0)  # drawing before the first move starts at the origin (Path.swift)
            started = True
        if cmd == "L":
            p.lineTo(*v)
        elif cmd == "Q":
            p.quadTo(*v)
        elif cmd == "C":
            p.cubicTo(*v)
        elif cmd == "Z":
            p.close()
    return p


def rounded_rect_elements(rect, radii, continuous):
    """Path.addRoundedRect: clockwise from the top edge, radii clamped to half the shorter side (and
    by the reach of a continuous corner), each corner a quarter-circle cubic or a continuous one."""
    x0, y0, x1, y1 = replay.std_rect(rect)
    limit = min(x1 - x0, y1 - y0) / 2 / (CONTINUOUS_REACH if continuous else 1)
    tl, tr, br, bl = [min(r, limit) if r > 0 else 0.0 for r in radii]
    # Clockwise from the top-right: the corner, its radius, the directions of the edges arriving and leaving.
    corners = [(x1, y0, tr, 1, 0, 0, 1), (x1, y1, br, 0, 1, -1, 0),
               (x0, y1, bl, -1, 0, 0, -1), (x0, y0, tl, 0, -1, 1, 0)]
    first = corners[3]
    reach = first[2] * (CONTINUOUS_REACH if continuous else 1)
    out = [["M", first[0] + first[5] * reach, first[1] + first[6] * reach]]
    for x, y, r, ix, iy, ox, oy in corners:
        if r <= 0:
            out.append(["L", x, y])
            continue

        def at(u, v):
            return [x - ix * u * r + ox * v * r, y - iy * u * r + oy * v * r]

        if continuous:
            out.append(["L"] + at(*CONTINUOUS_CORNER[0][:2]))
            for s in CONTINUOUS_CORNER[1:]:
                out.append(["C"] + at(s[0], s[1]) + at(s[2], s[3]) + at(s[4], s[5]))
        else:
            out.append(["L"] + at(1, 0))
            out.append(["C"] + at(1 - CIRCLE_ARM, 0) + at(0, 1 - CIRCLE_ARM) + at(0, 1))
    out.append(["Z"])
    return out


def _device(t, x, y):
    X, Y, W = replay.homogeneous(t, x, y)
    return (X / W, Y / W) if W >= replay.MIN_W else None


def _pieces(t, points, order):
    """Segments for a Bézier so that uniform steps stay within TOLERANCE device pixels: the chord error
    of n steps is at most max|B''| / (8 n²), and |B''| is bounded by the control polygon's second
    differences (× 2 for quadratics, × 6 for cubics), measured in device space."""
    d = [_device(t, *p) for p in points]
    if any(p is None for p in d):
        return 64
    second = max(math.hypot(d[i][0] - 2 * d[i + 1][0] + d[i + 2][0], d[i][1] - 2 * d[i + 1][1] + d[i + 2][1])
                 for i in range(len(d) - 2))
    bound = second * (2 if order == 2 else 6)
    return max(1, min(MOST_PIECES, math.ceil(math.sqrt(bound / (8 * TOLERANCE)))))


def flattened(path, t):
    """`path` (local units) with every curve and conic replaced by line segments, for transform `t`."""
    out = skia.Path()
    out.setFillType(path.getFillType())
    it = skia.Path.Iter(path, False)
    while True:
        verb, pts = it.next()
        if verb == skia.Path.kDone_Verb:
            return out
        pts = [(p.x(), p.y()) for p in pts]
        if verb == skia.Path.kMove_Verb:
            out.moveTo(*pts[0])
        elif verb == skia.Path.kLine_Verb:
            out.lineTo(*pts[1])
        elif verb == skia.Path.kClose_Verb:
            out.close()
        else:
            w = it.conicWeight() if verb == skia.Path.kConic_Verb else 1.0
            order = 3 if verb == skia.Path.kCubic_Verb else 2
            n = _pieces(t, pts, order) * (2 if verb == skia.Path.kConic_Verb else 1)
            for i in range(1, n + 1):
                out.lineTo(*_bezier(pts, w, i / n))


def _bezier(p, w, s):
    r = 1 - s
    if len(p) == 4:
        k = (r * r * r, 3 * r * r * s, 3 * r * s * s, s * s * s)
        return (sum(k[i] * p[i][0] for i in range(4)), sum(k[i] * p[i][1] for i in range(4)))
    k = (r * r, 2 * w * r * s, s * s)
    den = k[0] + k[1] + k[2]
    return (sum(k[i] * p[i][0] for i in range(3)) / den, sum(k[i] * p[i][1] for i in range(3)) / den)


def clip_outline(clip):
    """The outline of a clip or backdrop shape in local units, flattened: the continuous path when
    `continuous` is set and a radius survives clamping, else the shared replayer's rounded rectangle."""
    rect, radii, t = clip["rect"], clip["radii"], clip["transform"]
    if clip.get("continuous") and any(replay.clamped_radii(rect, radii)):
        return flattened(elements_path(rounded_rect_elements(rect, radii, True)), t)
    return rounded_rect_outline(rect, radii, t)


# The shared replayer's geometry helpers (flattened rounded rectangles, matrices) are methods of its
# Skia replayer; one instance of the shared class serves them.
_GEOMETRY = replay.SkiaReplay(replay.Images())


def rounded_rect_outline(rect, radii, t):
    """A (rounded) rectangle as the shared replayer outlines fills: a polygon, arcs flattened for `t`."""
    return _GEOMETRY.rrect_path(rect, radii, t)


def matrix(t):
    """A display-list transform as a Skia matrix."""
    return _GEOMETRY.matrix(t)
