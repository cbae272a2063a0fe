"""LocalChat: the chat window's turns run the server's own turn runner, without HTTP."""

from __future__ import annotations

from contextlib import aclosing

from samples import ANSWER, BLOCK, STATUS
from upstream import Script, split_every, stream_of

from app.config import load_config
from app.engine.core import Tandem
from app.engine.engines.base import Finish, GenerationRequest, TextDelta
from app.engine.engines.proxy import ProxyEngine
from app.engine.local_chat import LocalChat
from app.engine.turn import RequestContext, run_turn

HELLO = [{"role": "user", "content": "Say hello."}]


async def test_an_answer_streams_from_the_llama_engine_delta_by_delta(llama_chat):
    deltas = [d async for d in llama_chat.stream(HELLO, "s-ui-1", max_tokens=12, seed=1)]
    texts = [d for d in deltas if isinstance(d, TextDelta)]
    assert len(texts) >= 2
    assert "".join(t.text for t in texts).strip()
    assert any(isinstance(d, Finish) for d in deltas)


async def test_closing_the_stream_stops_it_and_frees_the_engine(llama_chat):
    stream = llama_chat.stream(HELLO, "s-ui-2", max_tokens=200, seed=1)
    async with aclosing(stream):
        first = await anext(stream)
    assert isinstance(first, TextDelta)
    engine = llama_chat.engines[0]
    assert not engine.queue.busy
    again = [d async for d in llama_chat.stream(HELLO, "s-ui-3", max_tokens=4, seed=1)]
    assert any(isinstance(d, Finish) for d in again)


async def test_a_memory_block_arrives_as_the_remembered_line_and_a_note(
        relay_chat, upstream, notes):
    upstream.play(Script(split_every(stream_of(ANSWER + BLOCK), 6)))
    text = "".join([d.text async for d in relay_chat.stream(
        [{"role": "user", "content": "which node for the build?"}], "s-ui-4",
        model="up/m1") if isinstance(d, TextDelta)])
    assert text == ANSWER + STATUS
    [note] = notes.list_notes("local")
    assert note.title == "the build needs node 20"
    assert note.session is None and note.scope == "user"


async def test_the_turn_belongs_to_the_local_user_with_the_default_profile(home, upstream):
    seen: list[RequestContext] = []

    def turn(ctx: RequestContext, req: GenerationRequest, engine):  # type: ignore[no-untyped-def]
        seen.append(ctx)
        return run_turn(ctx, req, engine)

    engine = ProxyEngine("up", upstream.base_url, timeout=5.0)
    chat = LocalChat(Tandem([engine], config=load_config(home), turn=turn))
    try:
        _ = [d async for d in chat.stream(HELLO, "s-ui-5", model="up/m1")]
    finally:
        await engine.close()
    [ctx] = seen
    assert (ctx.user, ctx.profile, ctx.session_id) == ("local", "chat", "s-ui-5")
    assert ctx.project is None and ctx.memory is None and not ctx.relayed
    assert ctx.engine == "up" and ctx.request_id.startswith("chatcmpl-")


async def test_without_a_model_the_first_engine_answers(relay_chat, upstream):
    upstream.play(Script([stream_of("hi there")]))
    text = "".join([d.text async for d in relay_chat.stream(HELLO, "s-ui-6")
                    if isinstance(d, TextDelta)])
    assert text == "hi there"
    assert upstream.received[-1].body["model"] == "m1"
