"""The shared `edge_mask` (pixels within ~1.5 px of an outline), extended to shapes, strokes, backdrop
shapes and continuous clips, so `compare`'s on-edge count covers them too."""

import skia

import outlines
from shared import replay
from skia_items import shape_outline

shared_edge_mask = replay.edge_mask


def edge_mask(dl, width=1.5):
    """The shared mask plus the outlines of issue 13's items."""
    surface = skia.Surface.MakeRaster(
        skia.ImageInfo.Make(dl["width"], dl["height"], skia.kAlpha_8_ColorType, skia.kPremul_AlphaType))
    canvas = surface.getCanvas()
    pen = skia.Paint(AntiAlias=False, Style=skia.Paint.kStroke_Style, StrokeWidth=width * 2, Color=skia.ColorBLACK)

    def outline(path, t):
        path = skia.Path(path)
        path.transform(outlines.matrix(t))
        canvas.drawPath(path, pen)

    def walk(items):
        for it in items:
            op = it["op"]
            if op == "shape" and replay.finite(*it["transform"]):
                path = shape_outline(it["shape"], it["transform"])
                if path is not None:
                    outline(path, it["transform"])
            elif op == "backdrop" and replay.finite(*it["clip"]["transform"], *it["clip"]["rect"]):
                outline(outlines.clip_outline(it["clip"]), it["clip"]["transform"])
            elif op == "group":
                clip = it.get("clip")
                if clip is not None and clip.get("continuous") and replay.finite(*clip["transform"], *clip["rect"]):
                    outline(outlines.clip_outline(clip), clip["transform"])
                walk(it["children"])
                walk(it.get("mask") or [])

    walk(dl["items"])
    ours = surface.makeImageSnapshot().toarray(colorType=skia.kAlpha_8_ColorType)
    ours = ours.reshape(dl["height"], dl["width"]) > 0
    return shared_edge_mask(dl, width) | ours
