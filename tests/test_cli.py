"""The entry point: help, version, lazy heavy imports, robustness to a broken command module."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

import worldreward
from worldreward import cli


def test_version_flag(capsys):
    with pytest.raises(SystemExit) as exc:
        cli.main(["--version"])
    assert exc.value.code == 0
    assert capsys.readouterr().out.strip() == f"worldreward {worldreward.__version__}"


def test_help_lists_every_command(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    out = capsys.readouterr().out
    for name in cli.COMMANDS:
        assert name in out
    assert "unavailable" not in out, "a command module failed to load"


def test_core_import_and_parser_do_not_import_heavy_extras():
    """`import worldreward` and building the whole CLI must not pull torch, transformers or langgraph."""
    code = (
        "import sys, json, worldreward, worldreward.cli as c;"
        "import worldreward.video, worldreward.actions, worldreward.chunks, worldreward.motion,"
        " worldreward.evidence, worldreward.review, worldreward.vote, worldreward.engine;"
        "c.build_parser();"
        "print(json.dumps([m for m in ('torch','transformers','langgraph','matplotlib') if m in sys.modules]))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout.strip().splitlines()[-1]) == []


def test_broken_command_module_is_reported_not_fatal(monkeypatch, capsys):
    real_import = cli.importlib.import_module

    def fake_import(name, *a, **k):
        if name == "worldreward.commands.export":
            raise ImportError("simulated missing dependency")
        return real_import(name, *a, **k)

    monkeypatch.setattr(cli.importlib, "import_module", fake_import)
    assert cli.main(["export"]) == 1
    assert "simulated missing dependency" in capsys.readouterr().err
    # the other commands still parse
    with pytest.raises(SystemExit) as exc:
        cli.main(["motion", "--help"])
    assert exc.value.code == 0
