"""How well each secret detector generalises: catch rate, refusal rate and time per note.

Issue 17 asks to measure an established detector against ours on data neither was tuned on.
For each detector and each corpus in tests/data/secrets/ this prints the share of
credentials refused, the share of legitimate notes refused, and the mean time per note. The
held-out corpora (heldout_*.yaml) are reported apart from the tuned ones: they are the
figures that say whether a rule generalises.

Detectors:
- `ours`: app.memory.rules.check_secrets in this working tree, as a note write calls it (a
  credential counts as caught when it is refused both as a title and as a body);
- `ours@REV` (with --rev REV, e.g. the commit before issue 17): the same code at that commit,
  exported with `git archive` and run in a child process;
- `detect-secrets` (when installed): Yelp's plugins with their default settings and filters,
  every line of a note scanned with `detect_secrets.core.scan.scan_line` and the
  entropy plugins' limits applied to its unquoted words, as `detect-secrets scan --string` does.

    python bench/secrets_bench.py [--rev aa29332] [--misses]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
import zlib
from collections.abc import Callable
from pathlib import Path
from types import ModuleType

import yaml

REPO = Path(__file__).resolve().parents[1]
CORPUS = REPO / "tests" / "data" / "secrets"
# Held-out batches measured whole (read before halves were kept apart), and the newest: the
# batches split by kind, a tuning half to read and a checking half nobody reads.
_WHOLE = ("", "2", "3", "7", "14")
NEWEST = 405


def _batch(n: str) -> list[tuple[str, str, bool]]:
    label = f"held-out {n}".rstrip()
    if n in _WHOLE:
        return [(label, f"heldout{n}_{kind}.yaml", kind == "credentials")
                for kind in ("credentials", "lookalikes")]
    if n == "15":  # look-alikes only
        return [(label, "heldout15_lookalikes.yaml", False)]
    return [(f"{label} {half}", f"heldout{n}_{kind}.yaml:{half}", kind == "credentials")
            for half in ("tune", "check") for kind in ("credentials", "lookalikes")]


# (corpus, file, True when its samples are credentials)
SETS = (
    ("curated", "positive.yaml", True),
    ("curated", "negative.yaml", False),
    ("large", "credentials_positive.yaml", True),
    ("large", "notes_negative.yaml", False),
    *(row for n in ("", *map(str, range(2, NEWEST + 1))) for row in _batch(n)),
)


def half_of(sample: dict[str, str]) -> str:
    """"tune" or "check": a batch is split by kind, so every note of a kind is on one side."""
    return ("tune", "check")[zlib.crc32(sample.get("kind", "").encode()) % 2]


def samples_of(entry: str) -> list[dict[str, str]]:
    """A corpus file, or one half of it (`file:tune`, `file:check`): the fourth to sixth,
    eighth to thirteenth and sixteenth to thirty-first held-out batches were measured whole
    while blind, then split by kind, so the half read while tuning says nothing of the
    other's kinds, and the checking half measures formats the rules never met."""
    name, _, half = entry.partition(":")
    samples = yaml.safe_load((CORPUS / name).read_text("utf-8"))
    if not half:
        return samples
    return [s for s in samples if half_of(s) == half]

Detector = Callable[[str, bool], bool]


def refused_by(rules: ModuleType, text: str, credential: bool, learned: bool = True) -> bool:
    """A note write's verdict: a credential counts as caught when it is refused both as a
    title and as a body, a legitimate note as refused when it is as either."""
    # a commit before the learned model (`--rev`) has no `learned` to pass
    options = {} if learned else {"learned": False}

    def refused(title: str, body: str) -> bool:
        return rules.check_secrets(title, body, **options) is not None
    return refused(text, "") and refused("", text) if credential else refused(text, text)


def _ours(root: Path) -> Detector:
    sys.path.insert(0, str(root))
    from app.memory import rules

    return lambda text, credential: refused_by(rules, text, credential)


def _detect_secrets(misses: bool) -> dict[str, dict[str, object]] | None:
    """detect-secrets' figures, or None when it is not installed."""
    try:
        from detect_secrets.core.scan import scan_line
        from detect_secrets.settings import default_settings, get_plugins
    except ImportError:
        return None

    with default_settings():  # every plugin, the default filters
        plugins = {plugin.secret_type: plugin for plugin in get_plugins()}

        def real(secret: object) -> bool:
            """scan_line searches unquoted words too (a note is prose, not code) and leaves
            the entropy limit to its caller, as `detect-secrets scan --string` applies it."""
            plugin = plugins[secret.type]  # type: ignore[attr-defined]
            limit = getattr(plugin, "entropy_limit", None)
            return limit is None or plugin.calculate_shannon_entropy(
                secret.secret_value) > limit  # type: ignore[attr-defined]

        def refuses(text: str, credential: bool) -> bool:
            return any(real(s) for line in text.splitlines() for s in scan_line(line))

        return measure(refuses, misses)


def measure(refuses: Detector, misses: bool) -> dict[str, dict[str, object]]:
    """Per file: refused share, mean ms per note, and (with misses) the samples it got wrong."""
    out: dict[str, dict[str, object]] = {}
    for _, name, credential in SETS:
        samples = samples_of(name)
        start = time.perf_counter()
        verdicts = [refuses(s["text"], credential) for s in samples]
        elapsed = time.perf_counter() - start
        wrong = [s for s, v in zip(samples, verdicts, strict=True) if v != credential]
        out[name] = {
            "n": len(samples),
            "refused": sum(verdicts) / len(samples),
            "ms": 1000 * elapsed / len(samples),
            "wrong": [f"{s.get('kind', '-')}: {s['text'][:90]!r}" for s in wrong]
            if misses and (not name.startswith("heldout") or name.endswith(":tune")) else [],
        }
    return out


def _at_revision(rev: str, misses: bool) -> dict[str, dict[str, object]]:
    """Run this bench's `ours` on the app code of another commit, against today's corpora."""
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "-C", str(REPO), "archive", rev, "app", "resources"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        args = [sys.executable, __file__, "--json", "--root", tmp]
        args += ["--misses"] if misses else []
        return json.loads(subprocess.run(args, check=True, capture_output=True, text=True).stdout)


def report(name: str, figures: dict[str, dict[str, object]]) -> None:
    for corpus, file, credential in SETS:
        f = figures[file]
        what = "caught" if credential else "refused"
        print(f"{name:<16} {corpus:<16} {file:<33} n={f['n']:<4} {what} {f['refused']:7.1%}"
              f"   {f['ms']:.3f} ms/note")
        for line in f["wrong"]:  # type: ignore[union-attr]
            print(f"    {'missed' if credential else 'refused'} {line}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rev", action="append", default=[],
                        help="also measure our detector at this commit (repeatable)")
    parser.add_argument("--misses", action="store_true",
                        help="list every wrong verdict on the tuned corpora (never the held-out"
                             " ones: they are not for tuning)")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--root", default=str(REPO), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.json:
        print(json.dumps(measure(_ours(Path(args.root)), args.misses)))
        return
    for rev in args.rev:
        report(f"ours@{rev}", _at_revision(rev, args.misses))
    report("ours", measure(_ours(REPO), args.misses))
    ds = _detect_secrets(args.misses)
    if ds is None:
        print("detect-secrets is not installed: pip install detect-secrets")
    else:
        report("detect-secrets", ds)


if __name__ == "__main__":
    main()
