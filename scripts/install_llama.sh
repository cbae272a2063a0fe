#!/usr/bin/env bash
# Install llama-cpp-python into the venv, built for this machine, and rebuild it whenever
# the build settings change.
#
# Why not a plain `pip install`: pip's wheel cache keys on the sdist, not on CMAKE_ARGS or
# the CPU, so a wheel built once (on another CPU, or with other flags) would be reused for
# ever. We key our own wheel folder on the version, the CMake arguments and, for a native
# build, the CPU's feature flags; a wheel never moves to a machine it was not built for.
#
# usage: scripts/install_llama.sh VENV_BIN VERSION "CMAKE ARGS" [CONSTRAINTS FILE]
set -euo pipefail
bin=$1 version=$2 cmake_args=$3 constraints=${4:-}

cpu_flags=""
case " $cmake_args " in
  *"GGML_NATIVE=OFF"*) ;;
  *) cpu_flags=$(grep -m1 -E '^(flags|Features)' /proc/cpuinfo 2>/dev/null | cut -d: -f2 | tr ' ' '\n' | sort -u | tr '\n' ' ') ;;
esac
key=$(printf '%s\n%s\n%s\n%s\n' "$version" "$cmake_args" "$(uname -m)" "$cpu_flags" | sha256sum | cut -c1-16)
stamp="$(dirname "$bin")/.llama-build"

if [ "$(cat "$stamp" 2>/dev/null)" = "$key" ] && "$bin/python" -c 'import llama_cpp' 2>/dev/null; then
  exit 0
fi

wheels="${XDG_CACHE_HOME:-$HOME/.cache}/tandem/llama-wheels/$key"
if ! ls "$wheels"/llama_cpp_python-*.whl >/dev/null 2>&1; then
  echo "Building llama-cpp-python $version for this machine ($cmake_args); about 6 minutes on 2 cores."
  mkdir -p "$wheels.partial"
  CMAKE_ARGS="$cmake_args" "$bin/pip" wheel --quiet --no-deps --no-cache-dir \
    --no-binary llama-cpp-python "llama-cpp-python==$version" -w "$wheels.partial"
  rm -rf "$wheels" && mv "$wheels.partial" "$wheels"
fi
"$bin/pip" install --quiet --force-reinstall --no-deps "$wheels"/llama_cpp_python-*.whl
# its own dependencies (numpy, jinja2, diskcache, typing-extensions), from the index, at
# the versions the constraints file pins
"$bin/pip" install --quiet ${constraints:+-c "$constraints"} "llama-cpp-python==$version"
echo "$key" > "$stamp"
