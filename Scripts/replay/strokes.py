"""A display-list stroke ("kind": "stroke") as the filled outline Skia's stroker makes of it.

Flipbook (Sources/Raster/Rendering/Paths) trims the whole path to `start…end` of its total length
(across subpaths), lays the dash pattern on each subpath from `dashPhase` (so dashes stay put while
`end` animates), keeps the dashes' parts inside the trim as open pieces, and fills the stroked
outline with the non-zero rule. Here the pieces are cut with Skia's PathMeasure and stroked by
Skia's own stroker; only the dash intervals repeat Flipbook's (Core Graphics') rule.
"""

import math

import skia

from outlines import elements_path, flattened


def dash_pattern(pattern):
    """StrokeStyle.validDashes: an odd pattern repeated once; None for a solid line."""
    if not pattern or any(v < 0 for v in pattern):
        return None
    even = pattern if len(pattern) % 2 == 0 else pattern + pattern
    return even if sum(even) > 0 else None


def dash_intervals(length, pattern, phase):
    """The "on" stretches of `pattern` over 0…length, starting `phase` into the pattern."""
    period = sum(pattern)
    into = math.fmod(phase, period)
    if into < 0:
        into += period
    index = 0
    while into >= pattern[index]:
        into -= pattern[index]
        index = (index + 1) % len(pattern)
    out, position = [], -into
    while position < length:
        end = position + pattern[index]
        if index % 2 == 0 and end >= 0:
            out.append((max(position, 0), min(end, length)))
        position = end
        index = (index + 1) % len(pattern)
    return out


# PathMeasure's precision: at its default, curve lengths come out ~0.15 % short (a 40-unit circle
# 0.37 units); Flipbook measures its polyline flattened to 0.004 device pixels.
PRECISION = 64


def contour_lengths(path):
    measure = skia.PathMeasure(path, False, PRECISION)
    lengths = []
    while True:
        lengths.append(measure.getLength())
        if not measure.nextContour():
            return lengths


def stroked_pieces(path, shape):
    """The parts of `path` the style draws: the whole path, or its trimmed and dashed pieces."""
    lengths = contour_lengths(path)
    total = sum(lengths)
    lo = min(max(shape["start"], 0), 1) * total
    hi = min(max(shape["end"], 0), 1) * total
    if not (hi > lo or (total == 0 and shape["start"] <= 0 and shape["end"] >= 1)):
        return None
    dashes = dash_pattern(shape["dashPattern"])
    if dashes is None and lo <= 0 and hi >= total:
        return path
    out = skia.Path()
    measure = skia.PathMeasure(path, False, PRECISION)
    offset = 0.0
    for length in lengths:
        spans = dash_intervals(length, dashes, shape["dashPhase"]) if dashes else [(0.0, length)]
        for a, b in spans:
            s, e = max(a, lo - offset), min(b, hi - offset)
            piece = skia.Path()  # skia-python's getSegment replaces its output rather than appending
            if e > s and measure.getSegment(s, e, piece, True):
                out.addPath(piece)
        offset += length
        measure.nextContour()
    return out


CAPS = {"butt": skia.Paint.kButt_Cap, "round": skia.Paint.kRound_Cap, "square": skia.Paint.kSquare_Cap}
JOINS = {"miter": skia.Paint.kMiter_Join, "round": skia.Paint.kRound_Join, "bevel": skia.Paint.kBevel_Join}


def stroke_outline(shape, t, scale):
    """The stroke's outline (local units, non-zero, flattened for transform `t`), or None when it draws
    nothing. `scale` is the transform's largest stretch (for the stroker's curve precision)."""
    if shape["width"] <= 0:
        return None
    pieces = stroked_pieces(elements_path(shape["path"]), shape)
    if pieces is None:
        return None
    pen = skia.Paint(Style=skia.Paint.kStroke_Style, StrokeWidth=shape["width"], StrokeCap=CAPS[shape["cap"]],
                     StrokeJoin=JOINS[shape["join"]], StrokeMiter=shape["miterLimit"])
    outline = skia.Path()
    pen.getFillPath(pieces, outline, None, max(scale, 1.0) * 16)
    outline.setFillType(skia.PathFillType.kWinding)
    return flattened(outline, t)
