"""The audit views show what happened (issue 19): each view's rows against what the
service recorded for real turns, over the window's own chat path (LocalChat), the
scripted upstream as the relay's backend and a real BackgroundWriter pass."""

from __future__ import annotations

import pytest
from notes_seed import USER, seeded_tab
from samples import BLOCK
from test_notes_views import open_view
from upstream import Script, stream_of
from waiting import until

from app.config import load_config
from app.engine.conductor.memwriter import BackgroundWriter, SessionRecord
from app.engine.engines.base import GenerationRequest
from app.engine.engines.proxy import ProxyEngine
from app.memory.service import NotesService, NoteWrite, WriteContext
from app.ui.notes.ledger_view import JOURNAL_ELSEWHERE
from app.ui.notes.tab import NotesTab

QUESTIONS = ("how do I run the build with node?", "which node does the build need?",
             "the build fails on node 18, why?")


@pytest.fixture
async def tab(qtbot, notes: NotesService, home):
    view = await seeded_tab(qtbot, notes, config=load_config(home))
    yield view
    view.close_bridge()


async def chat_turns(relay_chat, upstream, questions: tuple[str, ...]) -> None:
    """One turn per question, each in a session of its own, as the window sends them."""
    for i, question in enumerate(questions):
        upstream.play(Script([stream_of("Use node 20.", usage=(120 + i, 5, 64))]))
        messages = [{"role": "user", "content": question}]
        async for _ in relay_chat.stream(messages, f"audit-{i}"):
            pass


def rows_shown(view) -> list[list[str]]:  # type: ignore[no-untyped-def]
    table = view.table
    return [[table.topLevelItem(r).text(c) for c in range(table.columnCount())]
            for r in range(table.topLevelItemCount())]


async def test_after_n_requests_with_notes_the_requests_view_lists_n_rows_with_figures(
        tab: NotesTab, notes, relay_chat, upstream):
    await chat_turns(relay_chat, upstream, QUESTIONS)
    recorded, total = notes.requests(USER)
    assert total == len(QUESTIONS)
    open_view(tab, "Requests")
    view = tab.requests_view
    await until(lambda: view.table.topLevelItemCount() == len(QUESTIONS))
    assert view.range_label.text() == f"1–{len(QUESTIONS)} of {len(QUESTIONS)}"
    for i, row in enumerate(recorded):  # newest first, as recorded
        fields = row["fields"]
        assert fields["note_ids"] and fields["prompt_tokens"] is not None
        assert view.cell(i, "Request") == row["request_id"]
        assert view.cell(i, "Notes") == ", ".join(fields["note_ids"])
        assert view.cell(i, "Model") == "up/m1" and view.cell(i, "Client") == "window"
        assert view.cell(i, "Prompt") == str(fields["prompt_tokens"])
        assert view.cell(i, "Cached") == "64" and view.cell(i, "Output") == "5"
        assert view.cell(i, "First token").endswith(" s")
    assert [view.cell(i, "Prompt") for i in range(3)] == ["122", "121", "120"]
    notes_col = [c.header for c in view._columns].index("Notes")
    tip = view.table.topLevelItem(0).toolTip(notes_col)  # the window may name them
    assert f"{recorded[0]['fields']['note_ids'][0]}: " in tip
    assert tab.snapshot.find(recorded[0]["fields"]["note_ids"][0]).title in tip


async def test_the_requests_view_of_a_note_lists_only_the_requests_it_went_into(
        tab: NotesTab, notes, relay_chat, upstream):
    await chat_turns(relay_chat, upstream, QUESTIONS[:2])
    open_view(tab, "Requests")
    view = tab.requests_view
    await until(lambda: view.table.topLevelItemCount() == 2)
    tab.list.choose(tab.ids["rule"])  # never matched by a question about node
    view.only_chosen.setChecked(True)
    await until(lambda: view.table.topLevelItemCount() == 0)
    assert view.range_label.text() == "0 of 0"


async def test_a_journal_row_shows_operation_note_scope_kind_and_reason_never_text(
        tab: NotesTab, notes, relay_chat, upstream):
    ctx = WriteContext(user=USER, source="model", session="s1", user_message_in_turn=True)
    notes.write(ctx, NoteWrite("add", "project", "runbook", title="y" * 130, body="secret"))
    await chat_turns(relay_chat, upstream, QUESTIONS[:1])  # a request and an injection row
    recorded, total = notes.journal(USER, exclude=JOURNAL_ELSEWHERE)
    open_view(tab, "Journal")
    view = tab.journal_view
    await until(lambda: view.table.topLevelItemCount() == total)
    assert {r["event"] for r in recorded} == {"write"}  # the other views' rows are theirs
    refused = recorded[0]
    assert (view.cell(0, "Event"), view.cell(0, "Operation"), view.cell(0, "Scope"),
            view.cell(0, "Kind")) == ("write", "refused", "project", "runbook")
    assert view.cell(0, "Reason").startswith(f"{refused['refused']}: ")
    for i, row in enumerate(recorded[1:], start=1):
        assert (view.cell(i, "Operation"), view.cell(i, "Note"), view.cell(i, "Scope"),
                view.cell(i, "Kind")) == (row["op"], row["note_id"], row["scope"],
                                          row["kind"])
        assert view.cell(i, "By") == "model"
    text = " ".join(" ".join(cells) for cells in rows_shown(view))
    assert "yyyy" not in text and "secret" not in text and "the build needs node" not in text


async def test_a_writer_run_shows_its_outcome_tokens_and_notes(tab: NotesTab, notes, home,
                                                             upstream):
    (home / "config.toml").write_text('[memory.notes.writer]\nmode = "on"\n')
    engine = ProxyEngine("up", upstream.base_url, timeout=5.0)
    said = "Please remember that the build needs node 20."
    record = SessionRecord(
        user=USER, session="w1", project=None, engine=engine,
        request=GenerationRequest("up/m1", [{"role": "user", "content": said},
                                            {"role": "assistant", "content": "Noted."}]),
        user_messages=[said], inline=True)
    upstream.play(Script([stream_of(BLOCK.replace("node 20", "node 22"),
                                    usage=(900, 48, 700))]))
    try:
        await BackgroundWriter(notes, load_config(home)).run_pass(record, "end")
    finally:
        await engine.close()
    [run] = notes.writer_runs(USER)
    assert run["fields"]["notes"] == 1
    open_view(tab, "Writer runs")
    view = tab.writer_view
    await until(lambda: view.table.topLevelItemCount() == 1)
    assert (view.cell(0, "Session"), view.cell(0, "Trigger"), view.cell(0, "Outcome"),
            view.cell(0, "Notes"), view.cell(0, "Tokens")) == (
        "w1", "end", run["fields"]["stopped"], "1", "900 in (700 cached), 48 out")
    assert view.cell(0, "Outcome") == "stop"


async def test_a_writer_run_stopped_at_the_gate_says_so(tab: NotesTab, notes, home):
    notes.record_writer_run(user=USER, session="w2", trigger="end", mode="on", gate=0.12,
                            notes=0, tokens_in=0, tokens_out=0, tokens_cached=0,
                            stopped="gate", duration_ms=4)
    open_view(tab, "Writer runs")
    view = tab.writer_view
    await until(lambda: view.table.topLevelItemCount() == 1)
    assert (view.cell(0, "Outcome"), view.cell(0, "Tokens"), view.cell(0, "Notes")) == (
        "skipped (gate 0.12)", "", "0")


async def test_the_requests_view_in_front_fills_in_as_requests_end(tab: NotesTab, relay_chat,
                                                                   upstream):
    open_view(tab, "Requests")
    view = tab.requests_view
    await until(lambda: view.range_label.text() == "0 of 0")
    await chat_turns(relay_chat, upstream, QUESTIONS[:1])
    await until(lambda: view.table.topLevelItemCount() == 1 and view.cell(0, "Prompt"))
    assert (view.cell(0, "Prompt"), view.cell(0, "Output")) == ("120", "5")


async def test_the_writer_runs_view_in_front_shows_a_new_run(tab: NotesTab, notes):
    open_view(tab, "Writer runs")
    view = tab.writer_view
    await until(lambda: view.range_label.text() == "0 of 0")
    notes.record_writer_run(user=USER, session="w3", trigger="asked", mode="on", gate=None,
                            notes=1, tokens_in=40, tokens_out=12, tokens_cached=0,
                            stopped="stop", duration_ms=90)
    await until(lambda: view.table.topLevelItemCount() == 1)
    assert view.cell(0, "Tokens") == "40 in, 12 out"
