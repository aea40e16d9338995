"""The shared replayer, `../shared/tools/replay/replay.py` beside the repository, imported by path.

Everything here extends that module (its parsing, geometry, Skia and Blend2D replayers, comparison
and command line) rather than copying it. `FLIPBOOK_REPLAY_PY` names another copy of the file.
"""

import importlib.util
import os
import sys

REPOSITORY = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_PATH = os.path.join(os.path.dirname(REPOSITORY), "shared", "tools", "replay", "replay.py")


def _load():
    path = os.environ.get("FLIPBOOK_REPLAY_PY", DEFAULT_PATH)
    if not os.path.exists(path):
        sys.exit(f"replay.py not found at {path}: clone ../shared beside the repository or set FLIPBOOK_REPLAY_PY")
    spec = importlib.util.spec_from_file_location("replay", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules["replay"] = module
    spec.loader.exec_module(module)
    return module


replay = _load()
