"""Status lines come out of the history; blocks parse into note writes or say why not."""

from __future__ import annotations

from app.engine.conductor.memblock import BlockError, parse_block
from app.engine.conductor.session_ids import derive_session_id
from app.engine.streams.status_lines import strip_status_lines


def test_status_lines_are_stripped_from_history():
    sent = "The build needs node 20.\n\n› remembered: the build needs node 20"
    assert strip_status_lines(sent) == "The build needs node 20."


def test_several_status_lines_of_each_wording_are_stripped():
    sent = "Done.\n\n› remembered: a\n› updated: b\n› archived: c\n"
    assert strip_status_lines(sent) == "Done."


def test_a_status_like_line_inside_the_answer_stays():
    text = "› remembered: quoted\nand then more text"
    assert strip_status_lines(text) == text


def test_add_block_parses_headers_and_body():
    raw = (
        '<tandem_memory op="add" scope="project" kind="gotcha">\n'
        "title: the build needs node 20\ntags: build, node\n\n"
        "npm run build fails on node 18.\n</tandem_memory>"
    )
    write = parse_block(raw, project_visible=True)
    assert not isinstance(write, BlockError)
    assert (write.op, write.scope, write.kind) == ("add", "project", "gotcha")
    assert write.title == "the build needs node 20"
    assert write.tags == ["build", "node"]
    assert write.body == "npm run build fails on node 18."


def test_project_block_without_a_project_falls_back_to_session_scope():
    raw = '<tandem_memory op="add" scope="project" kind="gotcha">\ntitle: t\n\nb\n</tandem_memory>'
    write = parse_block(raw, project_visible=False)
    assert not isinstance(write, BlockError)
    assert write.scope == "session"


def test_update_and_archive_need_an_id():
    for op in ("update", "archive"):
        raw = f'<tandem_memory op="{op}" scope="user" kind="rule">\ntitle: t\n\nb\n</tandem_memory>'
        assert isinstance(parse_block(raw, project_visible=False), BlockError)


def test_archive_takes_its_reason_from_the_attribute():
    raw = '<tandem_memory op="archive" id="abc123" reason="no longer true"></tandem_memory>'
    write = parse_block(raw, project_visible=False)
    assert not isinstance(write, BlockError)
    assert (write.op, write.id, write.reason) == ("archive", "abc123", "no longer true")


def test_unknown_op_is_an_error():
    raw = '<tandem_memory op="explode" scope="user" kind="rule">\n\nb\n</tandem_memory>'
    assert parse_block(raw, project_visible=False) == BlockError("unknown op 'explode'")


def test_session_id_is_stable_for_the_same_opening():
    msgs = [{"role": "system", "content": "s"}, {"role": "user", "content": "hi"}]
    longer = [*msgs, {"role": "assistant", "content": "yo"}, {"role": "user", "content": "x"}]
    assert derive_session_id("local", "chat", msgs) == derive_session_id("local", "chat", longer)
    assert derive_session_id("local", "chat", msgs) != derive_session_id("bob", "chat", msgs)
