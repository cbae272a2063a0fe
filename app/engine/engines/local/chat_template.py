"""Render a model's own chat template, safely, the way Hugging Face tokenizers do.

Both local engines need the exact prompt text the model was trained on: the llama.cpp
engine reads the template from GGUF metadata, the ExLlamaV2 engine from
tokenizer_config.json. Templates are untrusted Jinja shipped with downloaded models, so they
run in an immutable sandbox. The environment mirrors transformers' (trim_blocks,
lstrip_blocks, loopcontrols, `raise_exception`, `strftime_now`, a `tojson` that keeps
non-ASCII), because templates are written against that environment and render different
bytes under Jinja's defaults, which would break prefix-cache reuse between turns.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from datetime import datetime
from pathlib import Path
from typing import Any

from jinja2 import TemplateError, nodes
from jinja2.ext import Extension, loopcontrols
from jinja2.parser import Parser
from jinja2.sandbox import ImmutableSandboxedEnvironment

from app.engine.engines.base import EngineError

CHATML_TEMPLATE = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\n' + (message['content'] or '') + '<|im_end|>\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)
"""Used when a model ships no template: ChatML is what most small instruct models expect."""


class _GenerationTag(Extension):
    """Accept `{% generation %}…{% endgeneration %}` and render its body unchanged.

    Some templates mark assistant spans for training masks with this tag; without the
    extension they fail to compile at all.
    """

    tags = {"generation"}  # noqa: RUF012 (jinja's Extension declares it as a class attribute)

    def parse(self, parser: Parser) -> nodes.Node:
        lineno = next(parser.stream).lineno
        body = parser.parse_statements(("name:endgeneration",), drop_needle=True)
        return nodes.Scope(body, lineno=lineno)


def _raise_exception(message: str) -> None:
    raise TemplateError(message)


def _tojson(
    value: Any,
    ensure_ascii: bool = False,
    indent: int | None = None,
    separators: tuple[str, str] | None = None,
    sort_keys: bool = False,
) -> str:
    return json.dumps(
        value, ensure_ascii=ensure_ascii, indent=indent, separators=separators, sort_keys=sort_keys
    )


def _strftime_now(fmt: str) -> str:
    return datetime.now().strftime(fmt)


def _environment() -> ImmutableSandboxedEnvironment:
    env = ImmutableSandboxedEnvironment(
        trim_blocks=True,
        lstrip_blocks=True,
        keep_trailing_newline=False,
        extensions=[loopcontrols, _GenerationTag],
    )
    env.filters["tojson"] = _tojson
    env.globals["raise_exception"] = _raise_exception
    env.globals["strftime_now"] = _strftime_now
    return env


class ChatTemplate:
    """A compiled chat template plus the special-token strings it may reference."""

    def __init__(
        self,
        source: str | None,
        *,
        bos_token: str = "",
        eos_token: str = "",
        extra_tokens: Mapping[str, str] | None = None,
    ) -> None:
        self.source = source or CHATML_TEMPLATE
        self.is_fallback = not source
        self.bos_token = bos_token
        self.eos_token = eos_token
        self._tokens = {"bos_token": bos_token, "eos_token": eos_token, **(extra_tokens or {})}
        try:
            self._template = _environment().from_string(self.source)
        except TemplateError as exc:
            raise EngineError(f"the model's chat template does not compile: {exc}") from exc

    def render(
        self,
        messages: Sequence[Mapping[str, Any]],
        *,
        tools: Sequence[Mapping[str, Any]] | None = None,
        add_generation_prompt: bool = True,
        **kwargs: Any,
    ) -> str:
        """The prompt text for `messages`; a template's own refusal becomes a 400."""
        try:
            return self._template.render(
                messages=list(messages),
                tools=list(tools) if tools else None,
                add_generation_prompt=add_generation_prompt,
                **{**self._tokens, **kwargs},
            )
        except TemplateError as exc:
            raise EngineError(
                f"the model's chat template refused these messages: {exc}",
                status=400,
                code="invalid_messages",
            ) from exc

    @classmethod
    def from_model_dir(cls, model_dir: str | Path) -> ChatTemplate:
        """Read a Hugging Face model folder: chat_template.jinja or tokenizer_config.json."""
        folder = Path(model_dir)
        config = _read_json(folder / "tokenizer_config.json")
        source: str | None = None
        jinja_file = folder / "chat_template.jinja"
        if jinja_file.is_file():
            source = jinja_file.read_text(encoding="utf-8")
        else:
            source = _pick_template(config.get("chat_template"))
        extra = {
            key: text
            for key in ("unk_token", "pad_token")
            if (text := _token_text(config.get(key))) is not None
        }
        return cls(
            source,
            bos_token=_token_text(config.get("bos_token")) or "",
            eos_token=_token_text(config.get("eos_token")) or "",
            extra_tokens=extra,
        )


def _read_json(path: Path) -> dict[str, Any]:
    if not path.is_file():
        return {}
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise EngineError(f"cannot read {path}: {exc}") from exc
    return data if isinstance(data, dict) else {}


def _pick_template(value: Any) -> str | None:
    """tokenizer_config.json holds one template, or a list of named ones (use "default")."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        named = {t.get("name"): t.get("template") for t in value if isinstance(t, dict)}
        chosen = named.get("default") or next(iter(named.values()), None)
        return chosen if isinstance(chosen, str) else None
    return None


def _token_text(value: Any) -> str | None:
    """A special token is stored as a string or as an AddedToken dict with "content"."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict) and isinstance(value.get("content"), str):
        return value["content"]
    return None
