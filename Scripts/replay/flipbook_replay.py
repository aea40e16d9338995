#!/usr/bin/env python3
"""Flipbook's extension of ../shared/tools/replay/replay.py: the same commands (render, compare, time,
encode), with Skia also replaying shapes (paths, strokes), gradient paints, shadows, backdrop blur and
continuous-corner clips. See README.md beside this file.

  Scripts/replay/flipbook_replay.py compare DIR [--frames 0,5] [--diff-dir /tmp/replay-diff]
  Scripts/replay/flipbook_replay.py render FRAME.json -o out.png
"""

import os
import sys

sys.dont_write_bytecode = True  # no __pycache__ in the repository
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from shared import REPOSITORY, replay  # noqa: E402
from blend2d_items import FlipbookBlend2DReplay, install_bounds  # noqa: E402
from edges import edge_mask  # noqa: E402
from skia_items import FlipbookSkiaReplay  # noqa: E402


def install():
    """Points the shared module's commands at the extended replayers and edge mask."""
    replay.SkiaReplay = FlipbookSkiaReplay
    replay.Blend2DReplay = FlipbookBlend2DReplay
    replay.edge_mask = edge_mask
    install_bounds()


def main(argv=None):
    install()
    argv = list(sys.argv[1:] if argv is None else argv)
    if "--photos" not in argv:
        argv = ["--photos", os.path.join(REPOSITORY, "Fixtures", "Photos")] + argv
    replay.main(argv)


if __name__ == "__main__":
    main()
