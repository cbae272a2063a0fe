"""Every pointer into docs/ARCHITECTURE.md from the code, the tests and pyproject.toml names a
section that exists, so a newcomer who follows one lands where it says."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
POINTER = re.compile(r"docs/ARCHITECTURE\.md#([a-z0-9-]+)")


def _anchor(heading: str) -> str:
    """A Markdown heading's anchor, as GitHub makes it."""
    return re.sub(r"[^a-z0-9 -]", "", heading.strip().lower()).replace(" ", "-")


def test_every_pointer_into_the_architecture_page_names_one_of_its_sections() -> None:
    page = ROOT / "docs" / "ARCHITECTURE.md"
    text = page.read_text(encoding="utf-8")
    sections = {_anchor(line.lstrip("#")) for line in text.splitlines()
                if line.startswith("## ")}
    sources = [*ROOT.joinpath("app").rglob("*.py"), *ROOT.joinpath("tests").rglob("*.py"),
               ROOT / "pyproject.toml"]
    pointers = {(str(path.relative_to(ROOT)), anchor) for path in sources
                for anchor in POINTER.findall(path.read_text(encoding="utf-8"))}
    pointers |= {("docs/ARCHITECTURE.md", anchor)
                 for anchor in re.findall(r"\]\(#([a-z0-9-]+)\)", text)}
    assert len(pointers) > 30
    assert sorted(p for p in pointers if p[1] not in sections) == []
