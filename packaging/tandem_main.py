"""The bundle's entry point: the same `main` the `tandem` console script runs.

A frozen bundle has no Python to run `sys.executable -m MODULE`, yet the llama.cpp
engine proves a new build in a child started exactly so (its load probe). So the bundle
answers `-m` for the app's own modules itself, the way Python would.
"""

import runpy
import sys

from app.cli import main

if __name__ == "__main__":
    if len(sys.argv) > 2 and sys.argv[1] == "-m" and sys.argv[2].startswith("app."):
        module = sys.argv[2]
        sys.argv = [sys.argv[0], *sys.argv[3:]]
        runpy.run_module(module, run_name="__main__", alter_sys=True)
        sys.exit(0)
    sys.exit(main())
