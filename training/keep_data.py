"""The labelled messages of training/keep_data/, and the sentences the classifier learns.

Each language has a file of its own for training and one under heldout/ (a fifth, split
off before any training: per language and label, sorted by the sha256 of the message,
every fifth). The held-out files are read only by bench/keep_eval.py.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

import yaml

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from app.engine.conductor.keep.framing import fact_in, has_cue  # noqa: E402
from app.engine.conductor.keep.sentences import sentences  # noqa: E402

DATA = Path(__file__).with_name("keep_data")
LANGUAGES = ("en", "de", "fr", "es")


@dataclass(frozen=True, slots=True)
class Labelled:
    language: str
    text: str
    fact: str | None
    """What the message asks to keep; None when it asks nothing."""
    rule: bool = False


def load(split: str) -> list[Labelled]:
    """"train" or "heldout": every labelled message of that split, all languages."""
    folder = DATA if split == "train" else DATA / "heldout"
    out: list[Labelled] = []
    for language in LANGUAGES:
        data = yaml.safe_load((folder / f"{language}.yaml").read_text("utf-8"))
        for kind, text, *fact in data["keep"]:
            out.append(Labelled(language, text, fact[0] if fact else text, kind == "rule"))
        out += [Labelled(language, text, None) for text in data["other"]]
    return out


def norm(text: str) -> str:
    """A fact as compared: lower case, one space, no closing punctuation."""
    return " ".join(text.lower().split()).strip(" .!?¿¡\"'")


def sentence_labels(item: Labelled) -> list[tuple[str, int]]:
    """The message's sentences with 1 for the one that asks and 0 for the others.

    A bare fact beside a sentence that only asks ("The build server is ci-02. Please
    remember it.") is left out: it is neither a request nor a plain statement. A sentence
    beside it asks only with a cue word: in "Thanks. From now on, show the command first."
    the thanks asks nothing, and the instruction is the request."""
    said = sentences(item.text)
    if item.fact is None:
        return [(s, 0) for s in said]
    fact = norm(item.fact)
    at = next((i for i, s in enumerate(said) if fact in norm(s)), None)
    if at is None:
        raise ValueError(f"the fact is in no sentence of {item.text!r}")
    labels = dict.fromkeys(range(len(said)), 0)
    asking = at
    if not has_cue(norm(said[at]).replace(fact, "")):
        for near in (at + 1, at - 1):
            if 0 <= near < len(said) and not fact_in(said[near]) and has_cue(said[near]):
                asking = near
                break
    if asking != at:
        del labels[at]
    labels[asking] = 1
    return [(said[i], label) for i, label in sorted(labels.items())]

