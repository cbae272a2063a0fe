"""The CPython flake that failed one `make test` in two (issue 19).

CPython 3.11.7 keeps the AST builder's recursion count per interpreter, not per thread
(gh-106905). pytest rewrites every module of an installed plugin package (schemathesis,
hypothesis, anyio) with `ast.parse` when it is first imported, and schemathesis imports
most of itself lazily inside a test, while a live server's thread runs. tests/conftest.py
therefore leaves plugin packages unrewritten.
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

RACE = textwrap.dedent('''
    import ast, gc, sys, threading, time
    sys.setswitchinterval(1e-6)
    source = "\\n".join(f"def f{i}(a):\\n    return [x + {i} for x in a if x]" for i in range(400))
    done = False
    def shallow():
        while not done:
            ast.parse("x = 1")
    class Cycle:
        def __init__(self): self.me = self
        def __del__(self): time.sleep(0)  # Python code mid-parse lets the other thread in
    def deep(n):
        if n:
            return deep(n - 1)
        for _ in range(20):
            gc.collect()
            for _ in range(2000):
                Cycle()
            try:
                ast.parse(source)
            except SystemError as exc:
                return exc
    threading.Thread(target=shallow, daemon=True).start()
    print(deep(50))
''')


@pytest.mark.skipif(sys.version_info[:3] != (3, 11, 7), reason="the race is 3.11.7's")
def test_two_threads_parsing_at_once_break_this_interpreters_ast_builder():
    out = subprocess.run([sys.executable, "-c", RACE], capture_output=True, text=True,
                         timeout=120, check=True).stdout
    assert "AST constructor recursion depth mismatch" in out


def test_a_plugin_module_imported_lazily_in_a_test_is_not_rewritten():
    import schemathesis.specs.openapi.schemas as lazily_imported

    # pytest's rewrite adds these names to every module it rewrites.
    assert "@py_builtins" not in vars(lazily_imported)
