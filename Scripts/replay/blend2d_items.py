"""The shared Blend2D replayer, told to skip the items it has not been taught (shapes, backdrops,
shadow groups) rather than fail on them: Blend2D here is a timing peer, Skia the oracle."""

from shared import replay


class FlipbookBlend2DReplay(replay.Blend2DReplay):
    """Blend2DReplay that records issue 13's items as skipped."""

    def _shape(self, it, ops, limit):
        self.skipped.append(("shape", it["shape"]["kind"]))

    def _backdrop(self, it, ops, limit):
        self.skipped.append(("backdrop", it["sigma"]))

    def _group(self, g, ops, limit):
        if g.get("shadow") is not None:
            self.skipped.append(("shadow", g["shadow"]["sigma"]))
            return
        clip = g.get("clip")
        if clip is not None and clip.get("continuous"):
            self.skipped.append(("continuous clip", clip["radii"]))  # drawn with circular corners
        super()._group(g, ops, limit)
