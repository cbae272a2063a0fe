"""Settings: where the home is, the shipped profiles, and config.toml on top of them."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from app.config import ConfigError, load_config, resolve_home, usable_cpus


@pytest.fixture
def one_cpu() -> Iterator[None]:
    """This thread pinned to one CPU, as `taskset -c 0` or a one-CPU cpuset pins a
    process; os.cpu_count() still counts them all."""
    if not hasattr(os, "sched_setaffinity"):
        pytest.skip("no CPU affinity on this OS")
    before = os.sched_getaffinity(0)
    os.sched_setaffinity(0, {min(before)})
    try:
        yield
    finally:
        os.sched_setaffinity(0, before)


def test_the_default_threads_are_one_per_cpu_this_process_may_use(tmp_path, one_cpu):
    assert usable_cpus() == 1
    assert load_config(tmp_path).llama_threads == 1
    (tmp_path / "config.toml").write_text("threads = 3\n")
    assert load_config(tmp_path).llama_threads == 3


def test_home_flag_wins_over_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("TANDEM_HOME", str(tmp_path / "env"))
    assert resolve_home(tmp_path / "flag") == (tmp_path / "flag").resolve()
    assert resolve_home(None) == (tmp_path / "env").resolve()


def test_shipped_profiles_have_memory_on_except_plain(tmp_path):
    config = load_config(tmp_path)
    assert {n: p.memory for n, p in config.profiles.items()} == {
        "chat": "on", "coding": "on", "hermes": "on", "chat-app": "on", "plain": "off",
    }
    assert config.profile(None).name == "chat"
    assert config.profile("unknown").memory == "off"


def test_every_profile_has_a_default_answer_length_and_config_sets_it(tmp_path):
    assert all(p.max_tokens >= 1 for p in load_config(tmp_path).profiles.values())
    (tmp_path / "config.toml").write_text(
        "kv_cache_mb = 64\n[profiles.chat]\nmax_tokens = 200\n")
    config = load_config(tmp_path)
    assert config.profile("chat").max_tokens == 200 and config.profile("chat").memory == "on"
    assert config.kv_cache_mb == 64


def test_config_toml_overrides_and_adds(tmp_path):
    (tmp_path / "config.toml").write_text(
        'port = 9000\ndefault_profile = "quiet"\n'
        '[profiles.quiet]\nmemory = "shadow"\n[profiles.chat]\nmemory = "off"\n'
        '[[backends]]\nname = "vllm"\nbase_url = "http://127.0.0.1:8000/v1/"\n'
    )
    config = load_config(tmp_path)
    assert config.port == 9000
    assert config.profile(None).memory == "shadow"
    assert config.profile("chat").memory == "off"
    assert config.backends[0].base_url == "http://127.0.0.1:8000/v1"


@pytest.mark.parametrize(("text", "field"), [
    ('[profiles.chat]\nmemory = "sometimes"\n', "profiles.chat.memory"),
    ('[[backends]]\nname = "x"\n', "backends[0]"),
    ("port = [", "config.toml"),
    ('port = "abc"', "port must be a whole number"),
    ("port = true", "port must be a whole number"),
    ("host = 127", "host must be a string"),
    ('trust = "127.0.0.1"', "trust must be a list"),
    ('backends = ["x"]', "backends[0]"),
    ('[[backends]]\nname = "a"\nbase_url = "http://x"\nwriter = "maybe"\n', "backends[0].writer"),
    ('[[backends]]\nname = "a"\nbase_url = "http://x"\nprice_in = -1\n', "backends[0].price_in"),
    ('[[backends]]\nname = "a"\nbase_url = "http://x"\npaid = "yes"\n', "backends[0].paid"),
    ("[profiles.chat]\nmax_tokens = 0\n", "profiles.chat.max_tokens"),
    # A profile is chosen by X-Tandem-Profile, so a name no header can carry is refused
    # here, not met later as a Settings page that cannot be shown.
    ('[profiles."my profile"]\nmemory = "on"\n', 'profiles."my profile" must be a name'),
    ('default_profile = "a b"', "default_profile must be a name"),
    ('[[backends]]\nname = "a/b"\nbase_url = "http://x"\n', "backends[0].name must be a name"),
    ('[profiles.chat]\nmax_tokens = "lots"\n', "profiles.chat.max_tokens"),
    ('kv_cache_mb = "big"', "kv_cache_mb must be a whole number"),
    ("kv_cache_mb = -1", "kv_cache_mb must be 0 or more"),
    ('[memory.notes.writer]\nmode = "loud"\n', "memory.notes.writer.mode"),
    ("[memory.notes.writer]\ngate = 1.5\n", "memory.notes.writer.gate"),
    ('[memory.notes.writer]\nidle_seconds = "3m"\n', "memory.notes.writer.idle_seconds"),
    ("[memory.notes.writer]\nban_tool_call = 1\n", "memory.notes.writer.ban_tool_call"),
    ("[memory.notes.writer]\nspeed = 1\n", "memory.notes.writer.speed"),
    ('[models."up/m1"]\ninline_blocks = "maybe"\n', 'models."up/m1".inline_blocks'),
    ('memory = "x"', "memory must be a table"),
    ('engine = "vllm"', "engine must be one of llamacpp|exllamav2|none"),
    ("port = 70000", "port must be from 0 to 65535"),
    ('host = ""', "host must not be empty"),
    ("context_length = 100", "context_length must be from 256"),
    ('context_length = "8k"', "context_length must be a whole number"),
    ("threads = 0", "threads must be from 1"),
    ("threads = 2.5", "threads must be a whole number"),
    ('notes_root = "notes"', "notes_root must be an absolute path"),
    ("notes_root = 1", "notes_root must be a string"),
])
def test_a_bad_config_names_the_field(tmp_path, text, field):
    (tmp_path / "config.toml").write_text(text)
    with pytest.raises(ConfigError, match=field.replace("[", r"\[").replace("]", r"\]")):
        load_config(tmp_path)


def test_a_bad_value_is_one_line_naming_the_file_and_the_key(tmp_path):
    (tmp_path / "config.toml").write_text("[[backends]]\nname = \"a\"\nbase_url = \"http://x\"\n"
                                          "[[backends]]\nname = \"b\"\nbase_url = 7\n")
    with pytest.raises(ConfigError) as refused:
        load_config(tmp_path)
    path = tmp_path / "config.toml"
    assert str(refused.value) == f"{path}: backends[1].base_url must be a string"


def test_writer_and_model_settings_come_from_config_toml(tmp_path):
    (tmp_path / "config.toml").write_text(
        '[memory.notes.writer]\nmode = "shadow"\nidle_seconds = 60\ngate = 1\n'
        '[models."up/m1"]\ninline_blocks = "off"\n')
    config = load_config(tmp_path)
    assert (config.writer.mode, config.writer.idle_seconds, config.writer.gate,
            config.writer.min_new_tokens, config.writer.ban_tool_call) == (
        "shadow", 60, 1.0, 1500, True)
    assert config.models["up/m1"].inline_blocks == "off"
    assert load_config(tmp_path / "none").writer.mode == "off"


def test_context_threads_and_notes_root_are_unset_unless_config_toml_sets_them(tmp_path):
    config = load_config(tmp_path)
    assert (config.context_length, config.threads) == (None, None)
    assert config.notes_root == tmp_path / "memory" / "notes"
    (tmp_path / "config.toml").write_text(
        'context_length = 2048\nthreads = 2\nnotes_root = "~/elsewhere"\n')
    config = load_config(tmp_path)
    assert (config.context_length, config.threads) == (2048, 2)
    assert config.notes_root == Path.home() / "elsewhere"
