#!/usr/bin/env bash
# Build llama.cpp's own C++ `llama-server` from the llama-cpp-python sdist's vendored
# llama.cpp, for bench/engine_bench.py. On demand only: never part of `make test`.
#
#   bench/build_llama_server.sh [VERSION]      # default: the installed llama-cpp-python
#
# Prints the binary's path on the last line of stdout. Skips the build when the binary
# is already in the cache: ${XDG_CACHE_HOME:-$HOME/.cache}/tandem/llama-server/<version>/.
# Takes ~8 minutes on 2 cores. Env: PYTHON (default .venv/bin/python), JOBS (default 2).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(dirname "$here")"
python="${PYTHON:-$repo/.venv/bin/python}"
jobs="${JOBS:-2}"

version="${1:-$("$python" -c 'import llama_cpp; print(llama_cpp.__version__)')}"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/tandem/llama-server/$version"
binary="$cache/llama-server"

if [[ -x "$binary" ]]; then
    echo "llama-server $version already built" >&2
    echo "$binary"
    exit 0
fi

mkdir -p "$cache"
work="$(mktemp -d "${TMPDIR:-/tmp}/llama-server-build.XXXXXX")"
trap 'rm -rf "$work"' EXIT

name="llama_cpp_python-$version.tar.gz"
tarball="$(find /tmp -maxdepth 3 -path '/tmp/pip-unpack-*' -name "$name" 2>/dev/null | head -n1 || true)"
if [[ -z "$tarball" && -f "$cache/$name" ]]; then
    tarball="$cache/$name"
fi
if [[ -z "$tarball" ]]; then
    echo "downloading the llama-cpp-python $version sdist" >&2
    # --no-binary for this one package only: with :all: pip also builds the sdist's
    # build backend (scikit-build-core, hatchling...) from source just to read metadata.
    "$python" -m pip download --quiet --no-deps --no-binary llama-cpp-python \
        "llama-cpp-python==$version" -d "$cache" >&2
    tarball="$cache/$name"
fi
[[ -f "$tarball" ]] || { echo "no sdist at $tarball" >&2; exit 1; }

tar -xzf "$tarball" -C "$work"
src="$work/llama_cpp_python-$version/vendor/llama.cpp"
[[ -f "$src/CMakeLists.txt" ]] || { echo "no vendored llama.cpp in $tarball" >&2; exit 1; }

echo "building llama-server $version in $work (-j$jobs)" >&2
cmake -S "$src" -B "$work/build" -DCMAKE_BUILD_TYPE=Release \
    -DGGML_NATIVE=ON -DLLAMA_CURL=OFF -DBUILD_SHARED_LIBS=OFF \
    -DLLAMA_BUILD_TESTS=OFF -DLLAMA_BUILD_EXAMPLES=OFF >&2
cmake --build "$work/build" --config Release --target llama-server -j "$jobs" >&2

install -m 0755 "$work/build/bin/llama-server" "$binary.tmp"
mv "$binary.tmp" "$binary"
echo "$binary"
