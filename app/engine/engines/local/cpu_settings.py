"""How llama.cpp may load a model on this CPU: the one place that decides it.

ggml repacks weights into "extra" buffer types when it can: the CPU_REPACK layouts, and on
CPUs with AMX tiles the AMX buffer. The AMX path crashes on the first decode on some
Sapphire and Granite Rapids machines (llama.cpp issue 20824), killing the whole process.
So a build that reports AMX on a CPU that has AMX loads without the extra buffers; on any
other machine both ways are candidates, and the start-up probe keeps the faster one.

Everything here is pure: the CPU's flags and the build's features are arguments, so a test
can feed in a machine it is not running on.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

AMX_CPU_FLAGS = frozenset({"amx_tile", "amx_int8", "amx_bf16"})
AMX_BUILD_FEATURES = ("AMX_INT8", "AMX_BF16", "AMX")
SHOWN_CPU_FLAGS = (
    "avx", "avx2", "fma", "f16c", "avx_vnni", "avx512f", "avx512bw", "avx512_vnni",
    "avx512_bf16", "amx_tile", "amx_int8", "amx_bf16", "asimd", "sve", "i8mm",
)
"""The flags worth a person's eye in `tandem doctor`: the ones ggml has kernels for."""


@dataclass(frozen=True, slots=True)
class LoadSettings:
    """What Tandem sets in `llama_model_params` beyond llama.cpp's defaults."""

    use_extra_bufts: bool

    @property
    def label(self) -> str:
        return "repacked weight buffers" if self.use_extra_bufts else "plain weight buffers"

    def as_dict(self) -> dict[str, bool]:
        return {"use_extra_bufts": self.use_extra_bufts}


SAFE = LoadSettings(use_extra_bufts=False)
"""Weights stay in plain CPU buffers: no AMX or repack kernels, nothing that is known to crash."""
REPACKED = LoadSettings(use_extra_bufts=True)


@dataclass(frozen=True, slots=True)
class Candidates:
    """The settings worth trying on this machine, the first being the default; and why."""

    settings: tuple[LoadSettings, ...]
    reason: str


def read_cpu_flags(cpuinfo: Path = Path("/proc/cpuinfo")) -> frozenset[str]:
    """This CPU's feature flags (x86 `flags`, Arm `Features`); empty where not readable."""
    try:
        text = cpuinfo.read_text(errors="replace")
    except OSError:
        return frozenset()
    for line in text.splitlines():
        key, sep, value = line.partition(":")
        if sep and key.strip() in ("flags", "Features"):
            return frozenset(value.split())
    return frozenset()


def parse_build_features(system_info: str) -> dict[str, str]:
    """ggml's own report (`llama_print_system_info`): `CPU : AVX2 = 1 | AMX_INT8 = 1 | ...`.

    Only features reported as on are kept; backend names before ` : ` are dropped.
    """
    features: dict[str, str] = {}
    for part in system_info.replace("\n", "|").split("|"):
        name, sep, value = part.rpartition("=")
        name = name.rsplit(":", 1)[-1].strip()
        value = value.strip()
        if sep and name and value not in ("", "0"):
            features[name] = value
    return features


def choose(cpu_flags: frozenset[str], build: dict[str, str]) -> Candidates:
    """The load settings to try, from the CPU's flags and the build's features."""
    cpu_amx = bool(cpu_flags & AMX_CPU_FLAGS)
    build_amx = any(name in build for name in AMX_BUILD_FEATURES)
    if cpu_amx and build_amx:
        return Candidates((SAFE,), "AMX CPU and AMX build: repacking crashes (llama.cpp #20824)")
    if "REPACK" not in build and not build_amx:
        return Candidates((SAFE,), "this build has no repacked buffer types")
    return Candidates((REPACKED, SAFE), "no AMX: the faster of the two is kept")


def shown_cpu_flags(cpu_flags: frozenset[str]) -> list[str]:
    return [flag for flag in SHOWN_CPU_FLAGS if flag in cpu_flags]
