"""The bundle's entry point: the same `main` the `tandem` console script runs."""

import sys

from app.cli import main

if __name__ == "__main__":
    sys.exit(main())
