#!/usr/bin/env python3
"""Flipbook's raster and PNG encoding beside independent peers, on the same frames, in one run.

For each entry: `flipbook render --display-list` once (every frame and its display list), then ROUNDS
rounds that alternate `flipbook bench ENTRY... --frames 1000 --threads 1 --json` (our raster ms/frame,
`fast` encode ms/frame, libpng's defaults) with the peers in this process on the same frames: Skia and
Blend2D replaying every display list (`time`'s replayers, extended by this folder), fpng encoding the same
pixels (RGB when the frame is opaque, as Flipbook writes it; RGBA as well). Every figure is the thread's CPU time (as
`flipbook bench` times its one-thread stages), the least of the
rounds (the table is printed after each round), so the ratios compare both sides at their best on a shared, noisy machine. The "all" row weights
entries by their frames. fpng is optional: without it (pip install fpng) its columns say so.

  /tmp/replay-venv/bin/python Scripts/replay/peers.py [--rounds 3] [--scale 3] [--json-out F] ENTRY...
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import time

sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy as np  # noqa: E402
from PIL import Image  # noqa: E402

import flipbook_replay  # noqa: E402
from shared import REPOSITORY, replay  # noqa: E402

DEFAULT_ENTRIES = ["push-system", "push-wechat", "picture-browser", "present-spring", "tab-slide-interactive",
                   "catransition-cube-from-right", "catransition-page-curl-from-right", "present-circular-reveal",
                   "present-card-shadow", "push-gradient-fade"]


def try_fpng():
    try:
        import fpng
        return fpng
    except ImportError:
        return None


SNAPSHOTS = {"layer-transition-old": 0, "layer-transition-new": -1}  # CATransition's snapshots: first, last frame


def snapshot_images(directory):
    """Writes `images.json` naming the first and last frames as a CATransition's before and after snapshots
    when the lists use them: the frames at either end show those views as they are (same size), so every
    replayer draws a real texture there instead of leaving the image out."""
    pngs = sorted(glob.glob(os.path.join(directory, "[0-9][0-9][0-9][0-9].png")))
    if not pngs:
        return
    names = {}
    for png in pngs:
        with open(png[:-4] + ".json") as f:
            text = f.read()
        names.update({name: os.path.basename(pngs[index]) for name, index in SNAPSHOTS.items() if f'"{name}"' in text})
    if names:
        with open(os.path.join(directory, "images.json"), "w") as f:
            json.dump(names, f, indent=1, sort_keys=True)


class Entry:
    """One entry's frames, display lists built once for each peer, and the best figures so far."""

    def __init__(self, name, directory, photos):
        self.name = name
        images = replay.Images([photos], replay.default_images(directory))
        paths = sorted(glob.glob(os.path.join(directory, "[0-9][0-9][0-9][0-9].json")))
        lists = [replay.load_list(p) for p in paths]
        self.frames = len(lists)
        self.skia = replay.SkiaReplay(images, fast=True)
        self.pictures = [self.skia.record(dl) for dl in lists]
        self.blend2d = replay.Blend2DReplay(images)
        self.programs = [self.blend2d.compile(dl) for dl in lists]
        if images.missing:
            print(f"{name}: no pixels for {', '.join(sorted(images.missing))}: the peers leave those images out",
                  file=sys.stderr)
        self.size = (lists[0]["width"], lists[0]["height"])
        self.pngs = [p[:-5] + ".png" for p in paths]  # decoded when timed, one at a time (memory)
        self.best = {}

    def keep(self, key, value):
        if value is not None:
            self.best[key] = min(self.best.get(key, float("inf")), value)

    def time_peers(self, fpng):
        import blend2d as b
        w, h = self.size
        surface = self.skia.surface(w, h)
        target = b.BLImage(w, h, b.BLFormat.PRGB32)
        skia_total = blend2d_total = 0.0
        for picture, program in zip(self.pictures, self.programs):
            canvas = surface.getCanvas()
            t0 = time.thread_time()
            canvas.drawPicture(picture)
            surface.flushAndSubmit() if hasattr(surface, "flushAndSubmit") else None
            t1 = time.thread_time()
            self.blend2d.run(program, target)
            t2 = time.thread_time()
            skia_total += t1 - t0
            blend2d_total += t2 - t1
        self.keep("skia_ms", 1000 * skia_total / self.frames)
        self.keep("blend2d_ms", 1000 * blend2d_total / self.frames)
        if fpng is None:
            return
        totals, sizes = {"fpng": 0.0, "fpng_rgba": 0.0}, {"fpng": 0, "fpng_rgba": 0}
        for png in self.pngs:
            rgba = np.ascontiguousarray(np.asarray(Image.open(png).convert("RGBA")))
            # Flipbook writes opaque frames as RGB: fpng gets the same pixels it would write.
            same = np.ascontiguousarray(rgba[..., :3]) if (rgba[..., 3] == 255).all() else rgba
            for key, a in (("fpng", same), ("fpng_rgba", rgba)):
                t0 = time.thread_time()
                data = fpng.from_ndarray(a)
                totals[key] += time.thread_time() - t0
                sizes[key] += len(data)
        for key in totals:
            self.keep(key + "_ms", 1000 * totals[key] / self.frames)
            self.best[key + "_kib"] = sizes[key] / self.frames / 1024


def bench(flipbook, names, scale):
    """Our figures per entry from one `flipbook bench --json` run (one thread)."""
    out = subprocess.run([flipbook, "bench", *names, "--scale", str(scale), "--frames", "1000", "--threads", "1",
                          "--json", "--no-peers"], check=True, capture_output=True, text=True).stdout
    return {e["name"]: e for e in json.loads(out)["entries"]}


def ratio(a, b):
    return a / b if a is not None and b else None


def fmt(value, width=7, digits=2):
    return f"{value:{width}.{digits}f}" if value is not None else " " * (width - 1) + "—"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("entries", nargs="*", default=DEFAULT_ENTRIES)
    parser.add_argument("--flipbook", default=os.path.join(REPOSITORY, ".build", "release", "flipbook"))
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--scale", type=int, default=3)
    parser.add_argument("--frames-dir", default="/tmp/flipbook-peers", help="where the rendered frames go")
    parser.add_argument("--json-out")
    args = parser.parse_args()
    flipbook_replay.install()
    fpng = try_fpng()
    if fpng is None:
        print("fpng is not installed in this Python (pip install fpng): its columns are left empty")
    photos = os.path.join(REPOSITORY, "Fixtures", "Photos")
    entries = []
    for name in args.entries:
        directory = os.path.join(args.frames_dir, name)
        subprocess.run([args.flipbook, "render", name, "--scale", str(args.scale), "--display-list", "--clean",
                        "-o", directory], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        snapshot_images(directory)
        entries.append(Entry(name, directory, photos))
    for round_index in range(args.rounds):
        ours = bench(args.flipbook, args.entries, args.scale)
        for entry in entries:
            figures = ours[entry.name]
            if figures["frames"] != entry.frames:
                sys.exit(f"{entry.name}: bench timed {figures['frames']} frames, the render wrote {entry.frames}")
            entry.keep("raster_ms", figures["rasterMs"])
            entry.keep("encode_ms", figures["encodeMs"])
            entry.keep("libpng_ms", figures["libpngMs"])
            entry.best["kib"] = figures["kib"]
            entry.time_peers(fpng)
        report(entries, round_index + 1, args)


def report(entries, rounds, args):
    """Prints the table of the best figures after `rounds` rounds (and writes --json-out)."""
    keys = ["raster_ms", "skia_ms", "blend2d_ms", "encode_ms", "fpng_ms", "fpng_rgba_ms", "libpng_ms", "kib",
            "fpng_kib"]
    total = {"frames": sum(e.frames for e in entries)}
    for key in keys:
        have = [e for e in entries if key in e.best]
        total[key] = sum(e.best[key] * e.frames for e in have) / total["frames"] if len(have) == len(entries) else None
    rows = [(e.name, e.frames, {k: e.best.get(k) for k in keys}) for e in entries] + [("all", total["frames"], total)]
    print(f"same-run ratios, least of {rounds} of {args.rounds} rounds, one thread, scale {args.scale}; ms per frame")
    print(f"{'entry':36s} {'frames':>6s}  {'raster':>7s} {'Skia':>7s} {'Blend2D':>7s} {'/Skia':>6s} {'/B2D':>6s}"
          f"  {'encode':>7s} {'fpng':>7s} {'/fpng':>6s} {'KiB':>6s} {'fpngKiB':>7s} {'/libpng':>7s}")
    figures = []
    for name, frames, b in rows:
        r = {"entry": name, "frames": frames, **b,
             "raster_vs_skia": ratio(b["raster_ms"], b["skia_ms"]),
             "raster_vs_blend2d": ratio(b["raster_ms"], b["blend2d_ms"]),
             "encode_vs_fpng": ratio(b["encode_ms"], b["fpng_ms"]),
             "encode_vs_fpng_rgba": ratio(b["encode_ms"], b["fpng_rgba_ms"]),
             "encode_vs_libpng_default": ratio(b["encode_ms"], b["libpng_ms"])}
        figures.append(r)
        print(f"{name:36s} {frames:6d}  {fmt(b['raster_ms'])} {fmt(b['skia_ms'])} {fmt(b['blend2d_ms'])} "
              f"{fmt(r['raster_vs_skia'], 6)} {fmt(r['raster_vs_blend2d'], 6)}  {fmt(b['encode_ms'])} "
              f"{fmt(b['fpng_ms'])} {fmt(r['encode_vs_fpng'], 6)} {fmt(b['kib'], 6, 0)} {fmt(b['fpng_kib'], 7, 0)} "
              f"{fmt(r['encode_vs_libpng_default'], 7, 3)}", flush=True)
    skipped = sorted({kind for e in entries for kind, _ in e.blend2d.skipped})
    if skipped:
        print("Blend2D skipped: " + ", ".join(skipped))
    if args.json_out:
        with open(args.json_out, "w") as f:
            json.dump({"scale": args.scale, "rounds": rounds, "entries": figures}, f, indent=1, sort_keys=True)


if __name__ == "__main__":
    main()
