"""Display-list paints ({"solid": …} or {"gradient": …}) as Skia paints.

Paint.swift / GradientRamp.swift: gradients interpolate straight (non-premultiplied) colours
between stops sorted stably by location, pad with the end colours, and are evaluated in the item's
local plane. Linear: projection on start→end. Radial: an ellipse around `start` with half-axes
|end − start| per axis. Conic: the clockwise turn from the direction of `end`, around `start`.
Degenerate geometry paints the last colour. Skia interpolates unpremultiplied colours too (its
default); it takes stops as 8-bit straight colours and positions in 0…1, so stops outside 0…1 are
folded into the colours at 0 and 1 as Flipbook's ramp sees them.
"""

import math

import skia

from shared import replay


def solid_paint(color):
    """Flipbook's premultiplied bytes for `color`, handed to Skia as the matching straight colour
    (as the shared replayer's fills); None when nothing would be painted."""
    if not replay.finite(*color):
        return None
    r, g, b, a = replay.premultiplied_bytes(color)
    if a == 0:
        return None
    return skia.Paint(AntiAlias=True, Color4f=skia.Color4f(r / a, g / a, b / a, a / 255))


def color_at(t, stops):
    """Gradient.color(at:sortedStops:): the straight colour at ramp position t."""
    first, last = stops[0], stops[-1]
    if not (t > first[0]):
        return first[1:]
    if t >= last[0]:
        return last[1:]
    i = 1
    while stops[i][0] <= t:
        i += 1
    a, b = stops[i - 1], stops[i]
    f = (t - a[0]) / (b[0] - a[0])
    return [x + (y - x) * f for x, y in zip(a[1:], b[1:])]


def ramp_stops(stops):
    """Stops over exactly 0…1 that Skia accepts, painting what Flipbook's ramp paints."""
    ordered = sorted(stops, key=lambda s: s[0])  # stable: equal locations keep their order
    inside = [(s[0], s[1:]) for s in ordered if 0 <= s[0] <= 1]
    return [(0.0, color_at(0.0, ordered))] + inside + [(1.0, color_at(1.0, ordered))]


def straight_int(c):
    r, g, b, a = (min(max(v, 0.0), 1.0) for v in c)
    return skia.Color4f(r, g, b, a).toColor()


def gradient_paint(gradient):
    stops = gradient["stops"]
    geometry = gradient["start"] + gradient["end"]
    if not stops or not all(replay.finite(*s) for s in stops) or not replay.finite(*geometry):
        return None
    (sx, sy), (ex, ey) = gradient["start"], gradient["end"]
    dx, dy = ex - sx, ey - sy
    kind = gradient["kind"]
    ramp = ramp_stops(stops)
    colors = [straight_int(c) for _, c in ramp]
    positions = [p for p, _ in ramp]
    m = skia.Matrix()
    if kind == "linear" and (dx or dy):
        shader = skia.GradientShader.MakeLinear([skia.Point(sx, sy), skia.Point(ex, ey)], colors, positions)
    elif kind == "radial" and dx and dy:
        m.setScale(abs(dx), abs(dy))
        m.postTranslate(sx, sy)
        shader = skia.GradientShader.MakeRadial(skia.Point(0, 0), 1.0, colors, positions, localMatrix=m)
    elif kind == "conic":
        m.setRotate(math.degrees(math.atan2(dy, dx)))
        m.postTranslate(sx, sy)
        shader = skia.GradientShader.MakeSweep(0, 0, colors, positions, localMatrix=m)
    else:
        return solid_paint(color_at(1.0, sorted(stops, key=lambda s: s[0])))
    return skia.Paint(AntiAlias=True, Shader=shader)


def skia_paint(paint):
    """The Skia paint for a display-list paint, or None when it paints nothing."""
    if "solid" in paint:
        return solid_paint(paint["solid"])
    return gradient_paint(paint["gradient"])
