"""The shared Blend2D replayer taught every item kind the display list has, so `time` replays whole frames
in Blend2D as it does in Skia: `shape` items (paths, strokes, glyph runs; solid and gradient paints), a
group's `shadow`, `backdrop` blur, and continuous-corner clips (drawn with circular corners).

Blend2D is a timing peer here (Skia is the oracle): the outlines are the ones the Skia replay fills
(flattened by `outlines.py`, `strokes.py`, `glyphs.py`), converted once to Blend2D paths while compiling.
Blend2D has no blur, so shadows and backdrops blur with Blend2D's own calls: the layer scaled down by
about σ/2 (bilinear), three box passes per axis made of shifted additive blits, and scaled back up. That is
how a renderer without a blur would do it, not Flipbook's Gaussian: close enough to time, not to compare.
Shapes under a perspective transform are not drawn (counted in `skipped`); no catalog entry has one.
"""

import math

import blend2d as b
import skia

import paints
import skia_items
from shared import replay


def bl_path(path):
    """A Blend2D path with the points and verbs of a Skia path."""
    out = b.BLPath()
    points = path.getPoints()
    i = 0
    for verb in path.getVerbs():
        name = verb.name
        if name == "kMove_Verb":
            out.move_to(points[i].x(), points[i].y())
            i += 1
        elif name == "kLine_Verb":
            out.line_to(points[i].x(), points[i].y())
            i += 1
        elif name in ("kQuad_Verb", "kConic_Verb"):
            out.quadric_to(points[i].x(), points[i].y(), points[i + 1].x(), points[i + 1].y())
            i += 2
        elif name == "kCubic_Verb":
            out.cubic_to(points[i].x(), points[i].y(), points[i + 1].x(), points[i + 1].y(),
                         points[i + 2].x(), points[i + 2].y())
            i += 3
        elif name == "kClose_Verb":
            out.close()
    return out


def fill_rule(path):
    even_odd = path.getFillType() in (skia.PathFillType.kEvenOdd, skia.PathFillType.kInverseEvenOdd)
    return b.BLFillRule.EVEN_ODD if even_odd else b.BLFillRule.NON_ZERO


def straight_bgra(c):
    """blend2d-python's tuple colour (b, g, r, a), straight floats."""
    r, g, bb, a = (min(max(v, 0.0), 1.0) for v in c)
    return (bb, g, r, a)


def gradient_style(gradient):
    """A BLGradient painting the display-list gradient in the item's local plane, or a solid colour
    where Flipbook paints one (degenerate geometry), or None."""
    stops = gradient["stops"]
    geometry = gradient["start"] + gradient["end"]
    if not stops or not all(replay.finite(*s) for s in stops) or not replay.finite(*geometry):
        return None
    (sx, sy), (ex, ey) = gradient["start"], gradient["end"]
    dx, dy = ex - sx, ey - sy
    kind = gradient["kind"]
    if kind == "linear" and (dx or dy):
        style = b.create_linear_gradient(sx, sy, ex, ey)
    elif kind == "radial" and dx and dy:
        style = b.create_radial_gradient(0, 0, 0, 0, 1)
        style.set_transform(b.Matrix2D(abs(dx), 0, 0, abs(dy), sx, sy))
    elif kind == "conic":
        style = b.create_conical_gradient(sx, sy, math.atan2(dy, dx))
    else:
        return straight_bgra(paints.color_at(1.0, sorted(stops, key=lambda s: s[0])))
    for position, color in paints.ramp_stops(stops):
        style.add_stop(position, straight_bgra(color))
    return style


def paint_style(paint):
    if "solid" in paint:
        color = paint["solid"]
        if not replay.finite(*color):
            return None
        pm = replay.premultiplied_bytes(color)
        return None if pm[3] == 0 else replay.Blend2DReplay.color(pm)
    return gradient_style(paint["gradient"])


def shape_bounds(it, limit):
    """Device bounds of a shape item (its outline's bounds through its transform)."""
    t = it["transform"]
    if not replay.finite(*t):
        return (limit[0], limit[1], limit[0], limit[1])
    outline = skia_items.shape_outline(it["shape"], t)
    if outline is None:
        return (limit[0], limit[1], limit[0], limit[1])
    r = outline.getBounds()
    return replay.quad_bounds([r.left(), r.top(), r.width(), r.height()], t, limit)


def install_bounds():
    """Teaches the shared module's item bounds (layer sizes) the items of this folder."""
    shared_item_bounds = replay.item_bounds

    def item_bounds(it, limit):
        op = it["op"]
        if op == "shape":
            return shape_bounds(it, limit)
        if op == "backdrop":
            return replay.quad_bounds(it["clip"]["rect"], it["clip"]["transform"], limit)
        if op == "group" and it.get("shadow") is not None:
            return limit  # the shadow spreads and moves: the whole area left
        return shared_item_bounds(it, limit)

    replay.item_bounds = item_bounds


class FlipbookBlend2DReplay(replay.Blend2DReplay):
    """Blend2DReplay with every item kind of Flipbook's display lists."""

    BLUR_SCRATCH = -1  # layer slots below the nesting depths, for blurring

    def _shape(self, it, ops, limit):
        t = it["transform"]
        if not replay.finite(*t):
            return
        style = paint_style(it["paint"])
        if style is None:
            return
        shape = it["shape"]
        if "glyphs" in shape and "solid" in it["paint"]:
            per_glyph = skia_items.glyphs.glyph_paths(shape["glyphs"], t)
            if per_glyph is not None:
                for path in per_glyph:
                    ops.append(("fill", self.m2d(), bl_path(path), style, 1.0, fill_rule(path)))
                return
        if not replay.is_planar_affine(t):
            self.skipped.append(("perspective shape", shape["kind"]))
            return
        outline = skia_items.shape_outline(shape, t)
        if outline is not None:
            ops.append(("fill", self.m2d(t), bl_path(outline), style, 1.0, fill_rule(outline)))

    def _backdrop(self, it, ops, limit):
        clip, sigma = it["clip"], it["sigma"]
        if not (replay.has_area(clip["rect"]) and replay.finite(*clip["transform"], sigma) and sigma > 0):
            return
        t = clip["transform"]
        if not replay.is_planar_affine(t):
            self.skipped.append(("perspective backdrop", sigma))
            return
        box = replay.quad_bounds(clip["rect"], t, limit)
        if replay.box_empty(box):
            return
        outline = skia_items.outlines.clip_outline(clip)
        outline.transform(skia.Matrix.MakeAll(t[0], t[4], t[12], t[1], t[5], t[13], 0, 0, 1))  # to device
        ox, oy = self.origin
        ops.append(("backdrop", self.m2d(), bl_path(outline), sigma, (box[0], box[1]),
                    (box[0] - ox, box[1] - oy, box[2] - box[0], box[3] - box[1])))

    def _group(self, g, ops, limit):
        shadow = g.get("shadow")
        if shadow is not None and replay.unit_byte(g["opacity"]) > 0 and g["children"] \
                and replay.finite(*shadow["color"], *shadow["offset"], shadow["sigma"]):
            self._shadow(dict(g, shadow=None), shadow, ops, limit)
            g = dict(g, shadow=None)
        clip = g.get("clip")
        if clip is not None and clip.get("continuous"):
            self.skipped.append(("continuous clip", clip["radii"]))  # drawn with circular corners
        super()._group(g, ops, limit)

    def _shadow(self, g, shadow, ops, limit):
        """The group's children into a layer as large as they reach, blurred, tinted and drawn at the
        shadow's offset, under the group (which then draws as usual)."""
        sigma = shadow["sigma"]
        (dx, dy) = shadow["offset"]
        spread = int(math.ceil(3 * sigma)) + 1
        reach = (limit[0] - dx - spread, limit[1] - dy - spread, limit[2] - dx + spread, limit[3] - dy + spread)
        bounds = replay.items_bounds(g["children"], tuple(int(math.floor(v)) for v in reach))
        if replay.box_empty(bounds):
            return
        bounds = (bounds[0] - spread, bounds[1] - spread, bounds[2] + spread, bounds[3] + spread)
        w, h = bounds[2] - bounds[0], bounds[3] - bounds[1]
        parent = self.origin
        self.origin = (bounds[0], bounds[1])
        self.depth += 1
        ops.append(("push", w, h, self.depth))
        self._items(g["children"], ops, bounds)
        self.origin = parent
        self.depth -= 1
        color = replay.premultiplied_bytes(shadow["color"])
        at = (bounds[0] - parent[0] + dx, bounds[1] - parent[1] + dy)
        ops.append(("pop_shadow", sigma, self.color(color), at, w, h))

    # -- run
    def run(self, prog, target=None):
        """Executes a compiled frame into `target` (a BLImage of the frame size), returns it: the shared
        replayer's operations, fills with a fill rule, and the blurs of shadows and backdrops."""
        W, H = prog["width"], prog["height"]
        if target is None:
            target = b.BLImage(W, H, b.BLFormat.PRGB32)
        stack = [(target, b.BLContext(target))]
        ctx = stack[-1][1]
        for op in prog["ops"]:
            kind = op[0]
            if kind == "fill":
                m, path, style, alpha = op[1:5]
                ctx.save()
                ctx.global_alpha = alpha
                ctx.transform(m)
                ctx.set_fill_style(style)
                if len(op) > 5:
                    ctx.fill_rule = op[5]
                ctx.fill_path(path)
                ctx.restore()
            elif kind == "clear":
                ctx.comp_op = b.BLCompOp.SRC_COPY
                ctx.set_fill_style(op[1])
                ctx.fill_all()
                ctx.comp_op = b.BLCompOp.SRC_OVER
            elif kind == "clip":
                ctx.save()
                ctx.clip_to_rect(op[1])
            elif kind == "unclip":
                ctx.restore()
            elif kind == "push":
                _, w, h, slot = op
                img, c = self.layer(slot, w, h)
                c.clear_rect(b.BLRect(0, 0, w, h))
                stack.append((img, c))
                ctx = c
            elif kind == "pop_into":
                _, mode, alpha, at, w, h = op
                img, c = stack.pop()
                c.flush()
                ctx = stack[-1][1]
                ctx.save()
                ctx.global_alpha = alpha
                ctx.comp_op = b.BLCompOp.DST_IN if mode == "dst_in" else b.BLCompOp.SRC_OVER
                ctx.blit_image(b.BLPoint(at[0], at[1]), img, b.BLRectI(0, 0, w, h))
                ctx.restore()
            elif kind == "pop_shadow":
                _, sigma, color, at, w, h = op
                img, c = stack.pop()
                self.blur(img, c, w, h, sigma)
                c.save()
                c.comp_op = b.BLCompOp.SRC_IN  # the shadow colour where the blurred layer has alpha
                c.set_fill_style(color)
                c.fill_rect(b.BLRect(0, 0, w, h))
                c.restore()
                c.flush()
                ctx = stack[-1][1]
                ctx.blit_image(b.BLPoint(at[0], at[1]), img, b.BLRectI(0, 0, w, h))
            elif kind == "backdrop":
                _, m, path, sigma, (px, py), (x, y, w, h) = op
                under, _ = stack[-1]
                ctx.flush()
                img, c = self.layer(self.BLUR_SCRATCH, w, h)
                c.comp_op = b.BLCompOp.SRC_COPY
                c.blit_image(b.BLPoint(-x, -y), under)
                c.comp_op = b.BLCompOp.SRC_OVER
                self.blur(img, c, w, h, sigma)
                c.flush()
                ctx.save()
                ctx.comp_op = b.BLCompOp.SRC_COPY
                ctx.transform(m)
                ctx.set_fill_style(b.BLPattern(img, b.BLRectI(0, 0, w, h), b.BLExtendMode.PAD,
                                               b.Matrix2D(1, 0, 0, 1, px, py)))
                ctx.fill_path(path)
                ctx.restore()
        ctx.flush()
        return target

    def blur(self, img, c, w, h, sigma):
        """Blurs the top-left w × h of `img` (drawn through context `c`) in place, as a renderer without
        a blur would: scaled down by about σ/2, three box passes per axis of shifted additive blits,
        scaled back up (bilinear both ways)."""
        c.flush()
        factor = max(1, int(sigma / 2))
        sw, sh = max(1, -(-w // factor)), max(1, -(-h // factor))
        radius = max(1, int(round(sigma / factor)))
        small, sc = self.layer(self.BLUR_SCRATCH - 1, sw, sh)
        other, oc = self.layer(self.BLUR_SCRATCH - 2, sw, sh)
        sc.comp_op = b.BLCompOp.SRC_COPY
        sc.blit_image(b.BLRect(0, 0, w / factor, h / factor), img, b.BLRectI(0, 0, w, h))
        sc.comp_op = b.BLCompOp.SRC_OVER
        sc.flush()
        source, target = (small, sc), (other, oc)
        for axis in (0, 1):
            for _ in range(3):
                dst, dc = target
                dc.clear_rect(b.BLRect(0, 0, sw, sh))
                dc.save()
                dc.comp_op = b.BLCompOp.PLUS
                dc.global_alpha = 1 / (2 * radius + 1)
                for shift in range(-radius, radius + 1):
                    point = b.BLPoint(shift, 0) if axis == 0 else b.BLPoint(0, shift)
                    dc.blit_image(point, source[0], b.BLRectI(0, 0, sw, sh))
                dc.restore()
                dc.flush()
                source, target = target, source
        c.save()
        c.comp_op = b.BLCompOp.SRC_COPY
        c.blit_image(b.BLRect(0, 0, w, h), source[0], b.BLRectI(0, 0, sw, sh))
        c.restore()
