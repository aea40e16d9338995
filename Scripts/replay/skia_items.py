"""The shared Skia replayer taught the items of shapes, paints and blur: `shape`, `backdrop`, a group's
`shadow`, and clips with `continuous` corners.

Groups stay the shared replayer's (children → layer → × mask → × clip → × opacity). A shadow group's
children are replaced by one internal item drawing their shadow; a continuous clip becomes a mask of
the same outline (a mask multiplies by alpha as the clip multiplies by coverage, and the two
commute), so no group logic is repeated here.
"""

import math

import skia

import blur
import glyphs
import outlines
import paints
import strokes
from shared import replay

SHADOW_OF = "shadow-of"  # internal: a group's children drawn as their shadow


def stretch(t):
    """The largest factor by which the (affine part of) `t` stretches local lengths."""
    return max(math.hypot(t[0], t[1]), math.hypot(t[4], t[5]), 1e-9)


def shape_outline(shape, t):
    """The outline to fill for a display-list shape, in local units (flattened), or None."""
    kind = shape["kind"]
    if kind == "roundedRect":
        if not replay.has_area(shape["rect"]):
            return None
        return outlines.rounded_rect_outline(shape["rect"], shape["radii"], t)
    if kind == "stroke":
        return strokes.stroke_outline(shape, t, stretch(t))
    path = outlines.flattened(outlines.elements_path(shape["path"]), t)
    path.setFillType(skia.PathFillType.kEvenOdd if shape["fillRule"] == "evenOdd" else skia.PathFillType.kWinding)
    return path


def continuous_clip_as_mask(g):
    """A group with a continuous-corner clip as a group masked by that outline."""
    clip = g["clip"]
    white = {"op": "shape", "transform": clip["transform"], "paint": {"solid": [1, 1, 1, 1]},
             "shape": {"kind": "path", "fillRule": "nonZero",
                       "path": outlines.rounded_rect_elements(clip["rect"], clip["radii"], True)}}
    inner = dict(g, opacity=1.0, clip=None)
    return {"op": "group", "opacity": g["opacity"], "mask": [white], "children": [inner]}


class FlipbookSkiaReplay(replay.SkiaReplay):
    """SkiaReplay with the display items of issue 13."""

    def draw_items(self, canvas, items):
        for it in items:
            op = it["op"]
            if op == "shape":
                self.shape(canvas, it)
            elif op == "backdrop":
                self.backdrop(canvas, it)
            elif op == SHADOW_OF:
                self.shadow(canvas, it)
            else:
                super().draw_items(canvas, [it])

    def group(self, canvas, g):
        clip = g.get("clip")
        if clip is not None and clip.get("continuous") and replay.finite(*clip["rect"], *clip["transform"]) \
                and any(replay.clamped_radii(clip["rect"], clip["radii"])):
            return self.group(canvas, continuous_clip_as_mask(g))
        if g.get("shadow") is not None:
            g = dict(g, shadow=None, children=[{"op": SHADOW_OF, "shadow": g["shadow"], "children": g["children"]}])
        super().group(canvas, g)

    def shape(self, canvas, it):
        t = it["transform"]
        if not replay.finite(*t):
            return
        paint = paints.skia_paint(it["paint"])
        if paint is not None and "glyphs" in it["shape"] and "solid" in it["paint"]:
            per_glyph = glyphs.glyph_paths(it["shape"]["glyphs"], t)
            if per_glyph is not None:
                for path in per_glyph:
                    canvas.drawPath(path, paint)
                return
        outline = shape_outline(it["shape"], t) if paint is not None else None
        if outline is None:
            return
        canvas.save()
        canvas.concat(self.matrix(t))
        canvas.drawPath(outline, paint)
        canvas.restore()

    def shadow(self, canvas, it):
        if not replay.finite(*it["shadow"]["color"], *it["shadow"]["offset"], it["shadow"]["sigma"]):
            return
        f = blur.shadow_filter(it["shadow"], fast=self.fast)
        if f is None:
            return
        canvas.saveLayer(None, skia.Paint(ImageFilter=f))
        self.draw_items(canvas, it["children"])
        canvas.restore()

    def backdrop(self, canvas, it):
        clip, sigma = it["clip"], it["sigma"]
        if not (replay.has_area(clip["rect"]) and replay.finite(*clip["transform"], sigma) and sigma > 0):
            return
        recorder = skia.PictureRecorder()
        bounds = replay.quad_bounds(clip["rect"], clip["transform"], (-(1 << 20), -(1 << 20), 1 << 20, 1 << 20))
        rect = skia.Rect.MakeLTRB(*bounds)
        c = recorder.beginRecording(rect)
        c.concat(self.matrix(clip["transform"]))
        c.drawPath(outlines.clip_outline(clip), skia.Paint(AntiAlias=True, Color=skia.ColorWHITE))
        coverage = recorder.finishRecordingAsPicture()
        f = blur.backdrop_filter(coverage, sigma, fast=self.fast)
        replace = skia.Paint(BlendMode=skia.BlendMode.kSrc)
        # SaveLayerRec keeps pointers to its rect and paint: both must outlive the call.
        rec = skia.Canvas.SaveLayerRec(rect, replace, f, 0)
        canvas.saveLayer(rec)
        canvas.restore()
