"""Spec 26.1: one Markdown file per note, YAML frontmatter, and the files are the truth."""

from __future__ import annotations

import datetime as dt

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.memory.note import (
    KINDS,
    SCOPES,
    SOURCES,
    STATUSES,
    ChangelogEntry,
    Note,
    NoteParseError,
    parse,
    serialise,
)
from app.memory.service import NotesService, Visibility

from .helpers import PROJECT, add, notes_root

_text = st.text(st.characters(blacklist_categories=("Cs",)), max_size=80)
_line = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Zl", "Zp")), max_size=60)
_stamp = st.datetimes(
    min_value=dt.datetime(2000, 1, 1), max_value=dt.datetime(2100, 1, 1)
).map(lambda d: d.replace(microsecond=0, tzinfo=dt.UTC).isoformat())
_name = st.from_regex(r"[A-Za-z0-9_-]{1,20}", fullmatch=True)


@st.composite
def notes(draw: st.DrawFn) -> Note:
    scope = draw(st.sampled_from(SCOPES))
    kind = draw(st.sampled_from(KINDS))
    return Note(
        id=draw(_name),
        title=draw(_line.filter(lambda t: t != "")),
        kind=kind,
        scope=scope,
        body=draw(_text),
        project=draw(_name) if scope == "project" else None,
        session=draw(_name) if scope == "session" else None,
        status=draw(st.sampled_from(STATUSES)),
        pinned=draw(st.booleans()),
        tags=tuple(draw(st.lists(_line.filter(bool), max_size=4))),
        created=draw(_stamp),
        updated=draw(_stamp),
        revision=draw(st.integers(1, 10_000)),
        source=draw(st.sampled_from(SOURCES)),
        verify_by=draw(st.dates().map(dt.date.isoformat)) if kind == "program_state" else None,
        stale=draw(st.booleans()) if kind == "program_state" else False,
        changelog=tuple(
            draw(
                st.lists(
                    st.builds(
                        ChangelogEntry,
                        at=_stamp,
                        by=st.sampled_from(SOURCES),
                        op=st.sampled_from(["added", "revised", "archive_requested"]),
                        reason=st.none() | _line,
                    ),
                    max_size=3,
                )
            )
        ),
    )


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(notes())
def test_frontmatter_round_trips_byte_for_byte(note: Note) -> None:
    text = serialise(note)
    parsed = parse(text)
    assert parsed == note
    assert serialise(parsed) == text


def test_note_file_holds_the_required_frontmatter_fields() -> None:
    note = Note(id="abc123", title="the build needs node 20", kind="program_state",
                scope="project", project="widgets-1a2b3c4d", body="npm run build fails.\n",
                verify_by="2026-04-01", created="2026-03-02T09:00:00+00:00",
                updated="2026-03-02T09:00:00+00:00")
    text = serialise(note)
    for key in ("id", "title", "kind", "scope", "project", "status", "pinned", "tags",
                "created", "updated", "revision", "source", "verify_by"):
        assert f"\n{key}:" in text
    assert text.startswith("---\n")
    assert text.endswith("\n---\n\nnpm run build fails.\n")


def test_file_without_frontmatter_is_a_parse_error_that_says_why() -> None:
    with pytest.raises(NoteParseError, match="frontmatter"):
        parse("just some text\n")


def test_hand_edited_file_is_read_as_the_truth(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20", "npm run build fails on node 18.").note
    assert note.path is not None
    # A person rewrites the file in their editor: other words, an unquoted date, new keys.
    note.path.write_text(
        "---\n"
        f"id: {note.id}\n"
        "title: the docs need hugo 0.120\n"
        "kind: reference\n"
        "scope: user\n"
        "status: ratified\n"
        "created: 2026-03-01\n"
        "reviewer: dana\n"
        "---\n"
        "hugo server renders the docs theme only with hugo 0.120.\n",
        "utf-8",
    )
    read = svc.read("local", note.id)
    assert read is not None
    assert (read.title, read.kind, read.status) == ("the docs need hugo 0.120", "reference",
                                                     "ratified")
    assert read.created == "2026-03-01"
    assert dict(read.extra) == {"reviewer": "dana"}
    vis = Visibility("local", "s1", PROJECT)
    assert [n.id for n in svc.matching(vis, "which hugo version renders the docs?")] == [note.id]
    assert svc.matching(vis, "does npm run build need node 20?") == []


def test_hand_written_file_without_id_or_kind_takes_them_from_its_name(
    svc: NotesService,
) -> None:
    folder = notes_root(svc.store.root.parent.parent) / "user"
    folder.mkdir(parents=True)
    (folder / "rule-short-answers--handmade1.md").write_text(
        "---\ntitle: short answers please\n---\nThe user wants the answer first.\n", "utf-8"
    )
    note = svc.read("local", "handmade1")
    assert note is not None
    assert (note.kind, note.scope, note.title) == ("rule", "user", "short answers please")


def test_file_broken_by_hand_is_reported_by_name_and_never_crashes_a_listing(
    svc: NotesService,
) -> None:
    good = add(svc, "the build needs node 20").note
    folder = good.path.parent  # type: ignore[union-attr]
    broken = folder / "gotcha-broken--deadbeef01.md"
    broken.write_text("---\ntitle: [unclosed\nkind: gotcha\n---\nbody\n", "utf-8")
    not_yaml_map = folder / "gotcha-list--deadbeef02.md"
    not_yaml_map.write_text("---\n- a\n- b\n---\n", "utf-8")
    bad_bytes = folder / "gotcha-bytes--deadbeef03.md"
    bad_bytes.write_bytes(b"---\ntitle: \xff\xfe\n---\n")

    listed = svc.list_notes("local")
    assert [n.id for n in listed] == [good.id]
    reported = {b.path.name: b.error for b in svc.broken_files("local")}
    assert set(reported) == {broken.name, not_yaml_map.name, bad_bytes.name}
    assert "YAML" in reported[broken.name]
    assert "mapping" in reported[not_yaml_map.name]


def test_two_files_with_one_id_keep_the_newer_and_report_the_other(svc: NotesService) -> None:
    note = add(svc, "the build needs node 20").note
    assert note.path is not None
    older = note.path.read_text("utf-8").replace("revision: 1", "revision: 0")
    copy = note.path.with_name(f"gotcha-copy--{note.id}.md")
    copy.write_text(older, "utf-8")
    assert [n.path for n in svc.list_notes("local")] == [note.path]
    assert [b.path for b in svc.broken_files("local")] == [copy]
