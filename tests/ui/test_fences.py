"""Cutting an answer at its fences (CommonMark's fence rules), the code kept as written."""

from __future__ import annotations

from app.ui.chat.fences import Piece, split_fences


def test_text_and_fences_come_in_order_with_the_code_exactly():
    text = "Intro\n\n```py\ndef f():\n\treturn 1  \n\n```\nOutro"
    assert split_fences(text) == [
        Piece("Intro\n"),
        Piece("```py\ndef f():\n\treturn 1  \n\n```", "def f():\n\treturn 1  \n"),
        Piece("Outro"),
    ]


def test_a_fence_closes_only_on_its_own_character_at_least_as_long():
    text = "~~~~\n```\n~~~\nstill code\n~~~~~\nafter"
    assert [p.code for p in split_fences(text)] == ["```\n~~~\nstill code", None]


def test_an_indented_fence_loses_up_to_its_own_indentation():
    text = "1. Install:\n   ```sh\n   pip install x\n     --user\n   ```\n2. Run"
    assert [p.code for p in split_fences(text)] == [None, "pip install x\n  --user", None]


def test_a_fence_still_streaming_runs_to_the_end():
    assert [p.code for p in split_fences("Here:\n```python\nx = 1\ny")] == [None, "x = 1\ny"]


def test_backticks_in_the_info_string_or_four_spaces_make_no_fence():
    text = "``` a`b\nnot code\n    ```\n    indented"
    assert split_fences(text) == [Piece(text)]
