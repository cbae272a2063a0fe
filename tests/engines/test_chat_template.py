"""Chat templates render as transformers renders them, inside a sandbox."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.engine.engines.base import EngineError
from app.engine.engines.local.chat_template import ChatTemplate

MESSAGES = [
    {"role": "system", "content": "Be brief."},
    {"role": "user", "content": "Hi"},
]


def test_no_template_falls_back_to_chatml_with_generation_prompt() -> None:
    text = ChatTemplate(None).render(MESSAGES)
    assert text == (
        "<|im_start|>system\nBe brief.<|im_end|>\n"
        "<|im_start|>user\nHi<|im_end|>\n"
        "<|im_start|>assistant\n"
    )


def test_generation_prompt_can_be_left_out() -> None:
    text = ChatTemplate(None).render(MESSAGES, add_generation_prompt=False)
    assert not text.endswith("<|im_start|>assistant\n")


def test_tools_bos_and_eos_reach_the_template() -> None:
    source = "{{ bos_token }}{% for t in tools %}[{{ t.function.name }}]{% endfor %}{{ eos_token }}"
    tools = [{"type": "function", "function": {"name": "search"}}]
    assert (
        ChatTemplate(source, bos_token="<s>", eos_token="</s>").render(MESSAGES, tools=tools)
        == "<s>[search]</s>"
    )


def test_tojson_keeps_non_ascii_like_transformers() -> None:
    text = ChatTemplate("{{ messages[0] | tojson }}").render([{"role": "user", "content": "café"}])
    assert json.loads(text) == {"role": "user", "content": "café"}
    assert "café" in text


def test_trim_blocks_and_lstrip_blocks_are_on() -> None:
    source = (
        "{% for m in messages %}\n    {% if m.role == 'user' %}\n"
        "{{ m.content }}|{% endif %}\n{% endfor %}"
    )
    assert ChatTemplate(source).render(MESSAGES) == "Hi|"


def test_generation_tag_renders_its_body() -> None:
    source = "{% for m in messages %}{% generation %}{{ m.content }}{% endgeneration %}{% endfor %}"
    assert ChatTemplate(source).render(MESSAGES) == "Be brief.Hi"


def test_template_cannot_reach_python_internals() -> None:
    template = ChatTemplate("{{ ''.__class__.__mro__[1].__subclasses__() }}")
    with pytest.raises(EngineError):
        template.render(MESSAGES)


def test_template_raise_exception_is_a_400() -> None:
    template = ChatTemplate("{{ raise_exception('System role not supported') }}")
    with pytest.raises(EngineError) as caught:
        template.render(MESSAGES)
    assert caught.value.status == 400
    assert "System role not supported" in str(caught.value)


def test_template_that_does_not_compile_is_an_engine_error() -> None:
    with pytest.raises(EngineError, match="does not compile"):
        ChatTemplate("{% for %}")


def test_model_folder_template_and_added_token_dicts(tmp_path: Path) -> None:
    config = {
        "chat_template": "{{ bos_token }}{{ messages[-1].content }}{{ eos_token }}",
        "bos_token": {"content": "<|begin|>", "lstrip": False},
        "eos_token": "<|end|>",
    }
    (tmp_path / "tokenizer_config.json").write_text(json.dumps(config))
    template = ChatTemplate.from_model_dir(tmp_path)
    assert template.render(MESSAGES) == "<|begin|>Hi<|end|>"
    assert (template.bos_token, template.eos_token) == ("<|begin|>", "<|end|>")


def test_named_templates_use_the_default_one(tmp_path: Path) -> None:
    config = {
        "chat_template": [
            {"name": "tool_use", "template": "tools"},
            {"name": "default", "template": "plain"},
        ]
    }
    (tmp_path / "tokenizer_config.json").write_text(json.dumps(config))
    assert ChatTemplate.from_model_dir(tmp_path).render(MESSAGES) == "plain"


def test_chat_template_jinja_file_wins_over_the_config(tmp_path: Path) -> None:
    (tmp_path / "tokenizer_config.json").write_text(json.dumps({"chat_template": "config"}))
    (tmp_path / "chat_template.jinja").write_text("file")
    assert ChatTemplate.from_model_dir(tmp_path).render(MESSAGES) == "file"


def test_folder_without_template_uses_chatml(tmp_path: Path) -> None:
    template = ChatTemplate.from_model_dir(tmp_path)
    assert template.is_fallback
    assert template.render(MESSAGES).endswith("<|im_start|>assistant\n")
