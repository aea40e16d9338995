"""Glyph runs drawn as Flipbook draws them (Painter+Glyphs.swift): when the transform only translates
and scales uniformly and the glyphs are at most 256 pixels per em, each pen position is rounded to a
quarter pixel and each glyph is composited on its own. The glyph outlines come from the committed
fonts (unhinted, at the font's own units, scaled), found by their PostScript name; without the font
(or another transform) the run's outline in the list is filled instead, as Flipbook does.
"""

import glob
import math
import os

import skia

from outlines import flattened
from shared import REPOSITORY

FONTS = os.path.join(REPOSITORY, "Sources", "Raster", "Resources", "Fonts")
LARGEST_SIZE = 256.0  # GlyphMaskCache.largestSize
PHASES = 4  # GlyphMaskCache.phases
_typefaces = None
_outlines = {}


def typeface(postscript_name):
    global _typefaces
    if _typefaces is None:
        _typefaces = {}
        for path in sorted(glob.glob(os.path.join(FONTS, "*.[ot]tf"))):
            face = skia.Typeface.MakeFromFile(path)
            if face is not None:
                _typefaces[face.getPostScriptName()] = face
    return _typefaces.get(postscript_name)


def quarter_pixel(v):
    """Painter+Glyphs quarterPixel: the value rounded to a quarter pixel, as a device position."""
    quarters = math.copysign(math.floor(abs(v * PHASES) + 0.5), v)  # Swift's rounded(): half away from zero
    return quarters / PHASES


def glyph_outline(face, glyph):
    """The glyph's outline in font units (y down), read at a size of one unit per em unit."""
    key = (face.getPostScriptName(), glyph)
    if key not in _outlines:
        font = skia.Font(face, face.getUnitsPerEm())
        font.setHinting(skia.FontHinting.kNone)
        font.setSubpixel(True)
        font.setLinearMetrics(True)
        _outlines[key] = font.getPath(glyph)
    return _outlines[key]


def glyph_paths(glyphs, t):
    """Per glyph, its device outline (flattened), or None when Flipbook would fill the run's outline."""
    scale = t[0]
    if not (scale > 0 and t[5] == scale and t[1] == 0 and t[4] == 0 and t[3] == 0 and t[7] == 0 and t[15] == 1
            and glyphs["size"] * scale <= LARGEST_SIZE):
        return None
    face = typeface(glyphs["font"])
    if face is None:
        return None
    em = glyphs["size"] * scale / face.getUnitsPerEm()
    out = []
    for glyph, x, y in glyphs["placements"]:
        m = skia.Matrix.Scale(em, em)
        m.postTranslate(quarter_pixel(t[12] + scale * x), quarter_pixel(t[13] + scale * y))
        path = skia.Path(glyph_outline(face, int(glyph)))
        path.transform(m)
        out.append(flattened(path, [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]))
    return out
