#!/usr/bin/env python3
"""Checks that every frame the `fast` preset writes decodes, in decoders other than Flipbook's, to the pixels
of the same frame written by libpng's own zlib (`--preset small`).

For each catalog entry (all of them by default) it renders every frame twice with a release `flipbook`, then
decodes both files with Pillow (zlib's inflate) and compares the pixels, runs `pngcheck` on every `fast`
file (chunks, CRCs, the zlib stream, each row's filter type), and with --chromium decodes the first, middle
and last frames of each entry in headless Chromium and compares its canvas pixels the same way. Needs
numpy and Pillow (the replay venv has both: ../shared/tools/replay/setup.sh).

  /tmp/replay-venv/bin/python Scripts/png-roundtrip.py [--scale 3] [--chromium] [ENTRY ...]
"""

import argparse
import base64
import glob
import os
import shutil
import subprocess
import sys
import tempfile

import numpy as np
from PIL import Image

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def render(flipbook, entry, scale, preset, out):
    subprocess.run([flipbook, "render", entry, "--scale", str(scale), "--preset", preset, "-o", out, "--clean"],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return sorted(glob.glob(os.path.join(out, "[0-9][0-9][0-9][0-9].png")))


def pixels(path):
    return np.asarray(Image.open(path).convert("RGBA"))


def chromium_pixels(chromium, paths, work):
    """Each PNG decoded by Chromium into a canvas, read back (straight alpha RGBA)."""
    page = os.path.join(work, "decode.html")
    images = "".join('<img src="data:image/png;base64,%s">' % base64.b64encode(open(p, "rb").read()).decode()
                     for p in paths)
    with open(page, "w") as f:
        f.write("""<html><body>%s<pre id=out></pre><script>
window.onload = () => {
  const lines = [];
  for (const img of document.images) {
    const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
    const g = c.getContext('2d', {willReadFrequently: true});
    g.drawImage(img, 0, 0);
    const d = g.getImageData(0, 0, c.width, c.height).data;
    let h = 2166136261 >>> 0;
    for (let i = 0; i < d.length; i++) { h ^= d[i]; h = Math.imul(h, 16777619) >>> 0; }
    lines.push(c.width + 'x' + c.height + ' ' + h);
  }
  document.getElementById('out').textContent = 'DONE\\n' + lines.join('\\n');
};
</script></body></html>""" % images)
    result = subprocess.run([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--force-color-profile=srgb",
                             "--virtual-time-budget=60000", "--dump-dom", "file://" + page],
                            capture_output=True, text=True, timeout=300)
    text = result.stdout
    start = text.find('<pre id="out">DONE')
    if start < 0:
        sys.exit("Chromium did not decode the frames:\n" + result.stderr[-2000:])
    return text[start:].split("DONE", 1)[1].split("</pre>")[0].strip().splitlines()


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("entries", nargs="*")
    parser.add_argument("--flipbook", default=os.path.join(REPOSITORY, ".build", "release", "flipbook"))
    parser.add_argument("--scale", type=int, default=3)
    parser.add_argument("--chromium", action="store_true", help="also decode samples in headless Chromium")
    args = parser.parse_args()
    entries = args.entries or [line.split()[0] for line in subprocess.run(
        [args.flipbook, "list"], check=True, capture_output=True, text=True).stdout.splitlines() if line.strip()]
    pngcheck = shutil.which("pngcheck")
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if pngcheck is None:
        print("pngcheck is not installed (Scripts/install-dependencies.sh): skipping that check")
    if args.chromium and chromium is None:
        sys.exit("--chromium: no chromium on PATH (Scripts/install-dependencies.sh --browser)")
    failures, frames = 0, 0
    with tempfile.TemporaryDirectory(prefix="png-roundtrip-") as work:
        for entry in entries:
            fast = render(args.flipbook, entry, args.scale, "fast", os.path.join(work, "fast"))
            small = render(args.flipbook, entry, args.scale, "small", os.path.join(work, "small"))
            problems = []
            if len(fast) != len(small):
                problems.append(f"{len(fast)} fast frames against {len(small)} small ones")
            for a, b in zip(fast, small):
                if not np.array_equal(pixels(a), pixels(b)):
                    problems.append(f"{os.path.basename(a)}: Pillow decodes other pixels than from libpng's zlib")
            if pngcheck is not None:
                result = subprocess.run([pngcheck, "-q"] + fast, capture_output=True, text=True)
                if result.returncode != 0:
                    problems.append("pngcheck: " + (result.stdout + result.stderr).strip()[:500])
            if args.chromium and fast:
                picks = sorted({0, len(fast) // 2, len(fast) - 1})
                ours = chromium_pixels(chromium, [fast[i] for i in picks], work)
                theirs = chromium_pixels(chromium, [small[i] for i in picks], work)
                if ours != theirs:
                    problems.append(f"Chromium decodes other pixels: {ours} against {theirs}")
            frames += len(fast)
            failures += len(problems)
            print(f"{entry:50s} {len(fast):4d} frames  " + ("ok" if not problems else "; ".join(problems[:3])),
                  flush=True)
    print(f"{len(entries)} entries, {frames} frames at scale {args.scale}: "
          + ("every file decodes to the same pixels" if failures == 0 else f"{failures} problems"))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
