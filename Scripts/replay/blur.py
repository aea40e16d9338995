"""Shadows and backdrop blur as Skia image filters.

Sources/Raster/Rendering/Blur: a shadow group paints its children's alpha, blurred by a Gaussian of
`sigma` device pixels (pixels beyond the content are transparent), moved by `offset` — fractions
by bilinear interpolation — and tinted by the premultiplied shadow colour. A backdrop replaces what
lies under its shape by the blur of it (pixels beyond the target's edge repeat the edge),
anti-aliased at the shape's edge: `blur · c + under · (1 − c)` for coverage c.

Flipbook's Gaussian (ReferenceRasterizer.blur, and BlurPlan's direct weights below σ = 2) blurs the
image seen as uniformly coloured pixel squares and averages each pixel's square again: per axis,
offset t weighs I(t + 1) − 2 I(t) + I(t − 1), I the Gaussian's twice-integrated density. That is no
blur at σ = 0 and, from σ ≈ 0.8, within 0.5/255 of a plain Gaussian of √(σ² + 1/6). So Skia gets
those exact weights as a convolution below σ = 8 and its own Gaussian blur of √(σ² + 1/6) above.
Skia's Offset filter rounds fractional offsets to whole pixels, so fractions are a 2-tap convolution.

Timing (`fast`, the replayer `time` and peers.py build) takes the blur a Skia user writes instead:
Skia's own Gaussian of √(σ² + 1/6) at every σ and its Offset filter with the offset as it is. The
exact-weight convolutions are the oracle's, not Skia's speed: below σ = 8 they cost Skia seconds a frame
(13.8 s on present-card-shadow at scale 3).
"""

import math

import skia

from shared import replay

# Below this σ Skia's own blur strays up to 8/255 from a true Gaussian (measured at σ = 3 on stripes;
# within 2/255 at σ = 10), so the exact weights are convolved instead.
EXACT_LIMIT = 8.0


def clamped_sigma(sigma):
    """BlurPlan: σ clamped to 0…500."""
    return min(max(sigma, 0.0), 500.0) if replay.finite(sigma) else 0.0


def square_weights(s):
    """The pixel-square Gaussian's weights for offsets −n…n (n = ⌈4σ + 1⌉)."""
    def integral(v):
        z = v / s
        return v * 0.5 * (1 + math.erf(z / math.sqrt(2))) + s * math.exp(-z * z / 2) / math.sqrt(2 * math.pi)

    n = math.ceil(4 * s + 1)
    return [integral(t + 1) - 2 * integral(t) + integral(t - 1) for t in range(-n, n + 1)]


def convolution(weights, horizontal, tile, source):
    """One axis of a separable convolution (weights centred)."""
    n = len(weights)
    size = skia.ISize(n, 1) if horizontal else skia.ISize(1, n)
    centre = skia.IPoint(n // 2, 0) if horizontal else skia.IPoint(0, n // 2)
    return skia.ImageFilters.MatrixConvolution(size, weights, 1.0, 0.0, centre, tile, True, source)


def gaussian(sigma, tile, source=None, fast=False):
    """Flipbook's Gaussian of `sigma` device pixels over `source` (None: the filter's input); `fast`: Skia's
    own blur at every σ (timing)."""
    s = clamped_sigma(sigma)
    if s == 0:
        return source
    if s < EXACT_LIMIT and not fast:
        weights = square_weights(s)
        return convolution(weights, False, tile, convolution(weights, True, tile, source))
    wide = math.sqrt(s * s + 1 / 6)
    return skia.ImageFilters.Blur(wide, wide, tile, source)


def moved(dx, dy, source, fast=False):
    """`source` moved by (dx, dy) device pixels, fractions by bilinear interpolation; `fast`: Skia's Offset
    filter as a Skia user calls it (timing)."""
    if fast:
        return skia.ImageFilters.Offset(dx, dy, source)
    ix, iy = math.floor(dx), math.floor(dy)
    fx, fy = dx - ix, dy - iy
    if fx:
        source = convolution([fx, 1 - fx], True, skia.TileMode.kDecal, source)
    if fy:
        source = convolution([fy, 1 - fy], False, skia.TileMode.kDecal, source)
    return skia.ImageFilters.Offset(ix, iy, source)


def straight(premultiplied):
    r, g, b, a = premultiplied
    return skia.Color4f(r / a, g / a, b / a, a / 255) if a else skia.Color4f(0, 0, 0, 0)


def shadow_filter(shadow, fast=False):
    """The filter turning a layer of content into its shadow, or None when the shadow is invisible; `fast`:
    Skia's own blur and offset (timing)."""
    tint = replay.premultiplied_bytes(shadow["color"])
    if tint == (0, 0, 0, 0):
        return None
    dx, dy = (min(max(v, -1e6), 1e6) for v in shadow["offset"])
    shade = moved(dx, dy, gaussian(shadow["sigma"], skia.TileMode.kDecal, fast=fast), fast=fast)
    tinted = skia.ColorFilters.Blend(straight(tint), None, skia.BlendMode.kSrcIn)
    return skia.ImageFilters.ColorFilter(tinted, shade)


def backdrop_filter(coverage, sigma, fast=False):
    """The backdrop filter `blur · c + under · (1 − c)`, where `coverage` is a picture of the shape in
    opaque white (device space): c is its alpha. `fast`: Skia's own blur (timing)."""
    shape = skia.ImageFilters.Picture(coverage)
    blurred = gaussian(sigma, skia.TileMode.kClamp, fast=fast)
    inside = skia.ImageFilters.Xfermode(skia.BlendMode.kDstIn, blurred, shape)
    outside = skia.ImageFilters.Xfermode(skia.BlendMode.kDstOut, None, shape)
    return skia.ImageFilters.Arithmetic(0, 1, 1, 0, True, inside, outside)
