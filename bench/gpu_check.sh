#!/usr/bin/env bash
# The ExLlamaV2 engine's GPU check: one script, run once on a lent GPU machine.
#
# Here, first (CPU only):
#   python bench/extract_tokenizer.py          # writes bench/gpu_assets/smollm2/ (~1.8 MB)
#   python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 \
#     --implementation cp --platform manylinux_2_28_x86_64 -d .whl exllamav2==0.3.2
# Then, through the device tool, carrying .whl (ignored by git):
#   run(command="bash bench/gpu_check.sh", carry=[".whl"], timeout_s=600)
# The device already has torch with CUDA, transformers, safetensors, tokenizers, jinja2 and
# ninja. exllamav2's wheel is the JIT one: it compiles its extension on first import
# (minutes; MAX_JOBS bounds the parallel compile). Figures and results are printed and,
# when $OUT is set, written to $OUT/gpu_check.json and $OUT/gpu_check.log.
set -uo pipefail
cd "$(dirname "$0")/.."

if ! ls .whl/exllamav2-*.whl >/dev/null 2>&1; then
  echo "gpu_check: no exllamav2 wheel in .whl/ (carry it: see the top of this script)" >&2
  exit 2
fi
if [ ! -f bench/gpu_assets/smollm2/tokenizer.json ]; then
  echo "gpu_check: bench/gpu_assets/smollm2 is missing: run bench/extract_tokenizer.py" >&2
  exit 2
fi
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
  --target /tmp/site .whl/*.whl || exit 2
export PYTHONPATH="/tmp/site:$PWD${PYTHONPATH:+:$PYTHONPATH}"
export PYTHONUNBUFFERED=1 MAX_JOBS="${MAX_JOBS:-$(nproc)}"
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader || true

log="${OUT:-/tmp}/gpu_check.log"
python3 bench/gpu_check.py "$@" 2>&1 | tee "$log"
exit "${PIPESTATUS[0]}"
