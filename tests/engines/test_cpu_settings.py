"""The llama.cpp load settings are chosen from the CPU's flags and the build's features,
fed in here, so the choice for an AMX machine is proven on any machine."""

from __future__ import annotations

from pathlib import Path

from app.engine.engines.local.cpu_settings import (
    REPACKED,
    SAFE,
    choose,
    parse_build_features,
    read_cpu_flags,
)

ZEN4 = frozenset({"fpu", "sse", "sse2", "avx", "avx2", "fma", "f16c", "avx512f", "avx512bw",
                  "avx512_vnni"})
SAPPHIRE_RAPIDS = ZEN4 | {"avx512_bf16", "amx_bf16", "amx_tile", "amx_int8"}
NATIVE_AMX_BUILD = (
    "CPU : SSE3 = 1 | SSSE3 = 1 | AVX = 1 | AVX2 = 1 | F16C = 1 | FMA = 1 | AVX512 = 1 | "
    "AVX512_VNNI = 1 | AMX_INT8 = 1 | LLAMAFILE = 1 | OPENMP = 1 | REPACK = 1 | "
)
AVX2_BUILD = "CPU : SSE3 = 1 | AVX = 1 | AVX2 = 1 | F16C = 1 | FMA = 1 | AVX512 = 0 | REPACK = 1 |"


def test_build_features_keep_only_what_is_on():
    features = parse_build_features(NATIVE_AMX_BUILD)
    assert features["AMX_INT8"] == "1" and features["REPACK"] == "1"
    assert "CPU" not in features
    assert "AVX512" not in parse_build_features(AVX2_BUILD)


def test_an_amx_cpu_with_an_amx_build_never_loads_repacked_buffers():
    chosen = choose(SAPPHIRE_RAPIDS, parse_build_features(NATIVE_AMX_BUILD))
    assert chosen.settings == (SAFE,)
    assert "20824" in chosen.reason


def test_a_cpu_without_amx_tries_repacked_first_and_plain_too():
    chosen = choose(ZEN4, parse_build_features(NATIVE_AMX_BUILD))
    assert chosen.settings == (REPACKED, SAFE)


def test_an_amx_cpu_with_a_build_without_amx_may_repack():
    assert choose(SAPPHIRE_RAPIDS, parse_build_features(AVX2_BUILD)).settings == (REPACKED, SAFE)


def test_a_build_without_repacking_has_one_choice():
    build = parse_build_features("CPU : AVX2 = 1 | FMA = 1 |")
    assert choose(ZEN4, build).settings == (SAFE,)


def test_cpu_flags_are_read_from_cpuinfo(tmp_path: Path):
    info = tmp_path / "cpuinfo"
    info.write_text("processor\t: 0\nflags\t\t: fpu avx2 amx_tile\n\nprocessor\t: 1\n")
    assert read_cpu_flags(info) == {"fpu", "avx2", "amx_tile"}
    assert read_cpu_flags(tmp_path / "missing") == frozenset()
