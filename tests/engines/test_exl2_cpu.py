"""The parts of the ExLlamaV2 engine that need no GPU: bias tensors, cache size, errors.

The engine itself runs only on a lent GPU machine (bench/gpu_check.sh).
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from app.engine.engines.base import EngineError
from app.engine.engines.local.exl2 import (
    ExLlamaV2Engine,
    adds_bos_token,
    cache_length,
    padded_vocab_size,
    split_logit_bias,
)
from app.engine.engines.local.sampling import two_way_softmax


def test_module_imports_without_exllamav2_or_torch() -> None:
    assert ExLlamaV2Engine.name == "exllamav2"
    assert ExLlamaV2Engine.capabilities.logit_bias and ExLlamaV2Engine.capabilities.prefix_cache


def test_bias_tensor_covers_the_padded_vocabulary() -> None:
    dense, banned = split_logit_bias({5: 2.5, 7: -3.0}, vocab_size=49152 + 3)
    assert dense is not None and len(dense) == padded_vocab_size(49155) == 49184
    assert (dense[5], dense[7], dense[6]) == (2.5, -3.0, 0.0)
    assert banned == []


def test_minus_100_is_a_ban_not_a_bias() -> None:
    dense, banned = split_logit_bias({3: -100, 4: -150.0}, vocab_size=64)
    assert dense is None
    assert banned == [3, 4]


def test_bias_outside_the_vocabulary_is_a_400() -> None:
    with pytest.raises(EngineError) as caught:
        split_logit_bias({64: 1.0}, vocab_size=64)
    assert caught.value.status == 400


def test_cache_length_is_a_multiple_of_256_within_the_model() -> None:
    assert cache_length(None, 131072) == 8192
    assert cache_length(5000, 131072) == 4864
    assert cache_length(None, 2048) == 2048
    assert cache_length(100, 2048) == 256


def test_add_bos_follows_tokenizer_config(tmp_path: Path) -> None:
    assert adds_bos_token(tmp_path) is False
    (tmp_path / "tokenizer_config.json").write_text(json.dumps({"add_bos_token": True}))
    assert adds_bos_token(tmp_path) is True


def test_yes_no_readout_is_a_two_way_softmax() -> None:
    assert two_way_softmax([0.0], [0.0]) == pytest.approx(0.5)
    assert two_way_softmax([1.0, 1.0], [1.0]) == pytest.approx(2 / 3)
    assert two_way_softmax([1000.0], [0.0]) == pytest.approx(1.0)
    assert math.isclose(two_way_softmax([0.0], [math.log(3)]), 0.25)


def test_without_cuda_the_engine_refuses_with_one_clear_line(tmp_path: Path) -> None:
    try:
        import torch

        if torch.cuda.is_available():
            pytest.skip("this machine has CUDA; the GPU check covers the engine")
    except ImportError:
        pass
    with pytest.raises(EngineError) as caught:
        ExLlamaV2Engine(str(tmp_path))
    message = str(caught.value)
    assert "\n" not in message
    assert "CUDA" in message or "[gpu]" in message
