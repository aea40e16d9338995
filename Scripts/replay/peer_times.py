#!/usr/bin/env python3
"""Skia, Blend2D and fpng timed on frames Flipbook has written, for `flipbook bench --json`.

Each DIR holds one entry's frames as `flipbook bench` leaves them: NNNN.json (the display list) and
NNNN.png (the frame). Skia and Blend2D replay every display list, fpng encodes every frame's pixels
(RGB when opaque, as Flipbook writes it), one thread, as peers.py times them. Prints one JSON object:

  {"entries": [{"skia_ms": …, "blend2d_ms": …, "fpng_ms": … or null, …}, …],
   "fpng": "why fpng was not timed" or null}

  /tmp/replay-venv/bin/python Scripts/replay/peer_times.py DIR...
"""

import contextlib
import json
import os
import sys

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import flipbook_replay  # noqa: E402
import peers  # noqa: E402
from shared import REPOSITORY  # noqa: E402


def time_entries(directories):
    """The peers' figures for each folder, and why fpng was not timed (or None)."""
    flipbook_replay.install()
    fpng = peers.try_fpng()
    photos = os.path.join(REPOSITORY, "Fixtures", "Photos")
    entries = []
    for directory in directories:
        # The bench's frames include each entry's first and last: a CATransition's snapshots.
        peers.snapshot_images(directory)
        entry = peers.Entry(os.path.basename(directory), directory, photos)
        entry.time_peers(fpng)
        figures = {key: entry.best.get(key) for key in ("skia_ms", "blend2d_ms", "fpng_ms", "fpng_kib")}
        figures["frames"] = entry.frames
        entries.append(figures)
    note = None if fpng is not None else "fpng is not installed in the replay venv (pip install fpng)"
    return entries, note


def main(directories):
    # stdout carries the report alone (the bench decodes it): anything the replay says goes to stderr.
    with contextlib.redirect_stdout(sys.stderr):
        entries, note = time_entries(directories)
    json.dump({"entries": entries, "fpng": note}, sys.stdout, sort_keys=True, allow_nan=False)
    print()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1:])
