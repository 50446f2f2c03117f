"""The built wheel works anywhere: installed into a fresh virtual environment outside the
checkout and run from empty folders, with no RESAUDIT_* setting, every command finds the
data the package ships (reference tables, rulesets, demo data).

The environment is installed from the locked versions (`uv export`), which the uv cache
already holds after `uv sync`; nothing is read from the checkout but the wheel itself.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import signal
import subprocess
import sys
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx
import pytest

from tests.conftest import HTTP, ROOT, free_port, wait_until

pytestmark = pytest.mark.slow

PACKAGED_CURRENT = (ROOT / "rulesets" / "CURRENT").read_text().strip()


def _uv() -> str:
    uv = os.environ.get("UV") or shutil.which("uv")
    if not uv:
        pytest.fail("uv not found (the README's set-up installs it): cannot build the wheel")
    return uv


def _run(cmd: list[str | Path], **kw: object) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(
        [str(c) for c in cmd],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        **kw,  # type: ignore[call-overload]
    )
    assert result.returncode == 0, f"{cmd}: exit {result.returncode}\n{result.stderr}"
    return result


@dataclass(frozen=True)
class Installed:
    """A virtual environment outside the checkout with the wheel installed."""

    wheel: Path
    bin: Path
    base: Path

    def env(self, **settings: str) -> dict[str, str]:
        """A clean environment: no RESAUDIT_* setting, nothing pointing at the checkout."""
        drop = {"VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME", "UV_PROJECT_ENVIRONMENT"}
        env = {
            k: v for k, v in os.environ.items() if not k.startswith("RESAUDIT_") and k not in drop
        }
        env["PATH"] = f"{self.bin}{os.pathsep}{env.get('PATH', '')}"
        env.update({f"RESAUDIT_{k.upper()}": v for k, v in settings.items()})
        return env

    def empty_folder(self, name: str) -> Path:
        """A new empty working folder for one command sequence."""
        folder = self.base / name
        folder.mkdir()
        return folder

    def resaudit(
        self, *args: str, cwd: Path, env: dict[str, str] | None = None
    ) -> subprocess.CompletedProcess[str]:
        """Run the installed `resaudit` to completion."""
        return subprocess.run(
            [str(self.bin / "resaudit"), *args],
            capture_output=True,
            text=True,
            cwd=cwd,
            env=env or self.env(),
            timeout=300,
            check=False,
        )


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    base = tmp_path_factory.mktemp("wheel")
    assert not base.resolve().is_relative_to(ROOT)
    uv = _uv()
    _run([uv, "build", "--wheel", "--out-dir", base / "dist", ROOT], cwd=ROOT)
    (wheel,) = (base / "dist").glob("resaudit-*.whl")
    requirements = base / "requirements.txt"
    _run(
        [uv, "export", "--frozen", "--no-dev", "--no-emit-project", "--no-hashes"]
        + ["--output-file", requirements],
        cwd=ROOT,
    )
    venv = base / "venv"
    clean = {k: v for k, v in os.environ.items() if k not in {"VIRTUAL_ENV", "PYTHONPATH"}}
    _run([uv, "venv", "--python", sys.executable, venv], cwd=base, env=clean)
    python = venv / "bin" / "python"
    _run([uv, "pip", "install", "--python", python, "-r", requirements, wheel], cwd=base, env=clean)
    return Installed(wheel=wheel, bin=venv / "bin", base=base)


def test_the_wheel_ships_tables_rulesets_and_demo_data(installed: Installed) -> None:
    names = set(zipfile.ZipFile(installed.wheel).namelist())
    for name in ("competitions.json", "teams.json", "CURRENT", f"{PACKAGED_CURRENT}.json"):
        assert f"pipeline/_resources/rulesets/{name}" in names
    for name in ("venue_one/events.json", "venue_two/markets.json", "venue_two/series.json"):
        assert f"pipeline/_resources/demo/{name}" in names
    where = installed.empty_folder("where")
    probe = subprocess.run(
        [str(installed.bin / "python"), "-c", _PROBE],
        capture_output=True,
        text=True,
        cwd=where,
        env=installed.env(),
        check=True,
    )
    package, rulesets, demo = probe.stdout.split()
    venv = installed.bin.parent
    for path in (package, rulesets, demo):  # the installed copy, never the checkout
        assert Path(path).is_relative_to(venv), probe.stdout
    assert (Path(rulesets) / "CURRENT").read_text().strip() == PACKAGED_CURRENT


_PROBE = """
import pipeline
from pipeline.resources import demo_data_dir, packaged_rulesets_dir
print(pipeline.__file__, packaged_rulesets_dir(), demo_data_dir())
"""


def test_installed_serve_demo_from_an_empty_folder(installed: Installed) -> None:
    folder = installed.empty_folder("serve")
    port = free_port()
    log = folder.parent / "serve-demo.log"
    with log.open("w") as out:
        proc = subprocess.Popen(
            [str(installed.bin / "resaudit"), "serve", "--demo", "--port", str(port)],
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=folder,
            env=installed.env(),
            start_new_session=True,
        )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until(lambda: _status(f"{base}/v1/health") == 200, timeout=240, what="health 200")
        events = HTTP.get(f"{base}/v1/events", params={"include_settled": True}, timeout=30)
        assert events.status_code == 200
        assert len(events.json()) >= 120
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(10) == 0, log.read_text()
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()
    assert "Traceback" not in log.read_text(), log.read_text()
    # The default data home is ./data, with coverage sets seeded from the package.
    assert (folder / "data" / "rulesets" / "CURRENT").read_text().strip() == PACKAGED_CURRENT
    assert any((folder / "data" / "verdicts").rglob("*.parquet"))


@dataclass(frozen=True)
class Sequence:
    """What `simulate`, `expand` and `refresh --once` did in one empty folder."""

    folder: Path
    expand: subprocess.CompletedProcess[str]
    refresh: subprocess.CompletedProcess[str]


@pytest.fixture(scope="module")
def sequence(installed: Installed) -> Iterator[Sequence]:
    folder = installed.empty_folder("cycle")
    log = folder.parent / "simulate.log"
    with log.open("w") as out:
        sim = subprocess.Popen(
            [str(installed.bin / "resaudit"), "simulate", "--port", "0"],
            stdout=out,
            stderr=subprocess.STDOUT,
            cwd=installed.empty_folder("simulate"),
            env=installed.env(),
            start_new_session=True,
        )
    try:
        wait_until(lambda: "venue simulator on " in log.read_text(), timeout=180, what="simulator")
        url = log.read_text().split("venue simulator on ", 1)[1].split()[0]
        markets = HTTP.get(f"{url}/venue_two/markets", params={"limit": 3}, timeout=30)
        assert markets.status_code == 200 and len(markets.json()["markets"]) == 3
        env = installed.env(
            venue_one_url=f"{url}/venue_one",
            venue_one_book_url=f"{url}/venue_one",
            venue_two_url=f"{url}/venue_two",
            upstream_backoff_s="0.01",
        )
        expand = installed.resaudit("expand", "--cutoff", "2027-06-01", cwd=folder, env=env)
        refresh = installed.resaudit("refresh", "--once", cwd=folder, env=env)
        yield Sequence(folder, expand, refresh)
    finally:
        sim.send_signal(signal.SIGTERM)
        try:
            sim.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(sim.pid, signal.SIGKILL)
            sim.wait()
    assert "Traceback" not in log.read_text(), log.read_text()


def test_installed_expand_then_refresh_once(sequence: Sequence) -> None:
    assert sequence.expand.returncode == 0, sequence.expand.stderr
    sha = sequence.expand.stdout.strip().splitlines()[-1]
    assert re.fullmatch(r"[0-9a-f]{64}", sha), sequence.expand.stdout
    rulesets = sequence.folder / "data" / "rulesets"
    raw = (rulesets / f"{sha}.json").read_bytes()
    assert hashlib.sha256(raw).hexdigest() == sha
    assert (rulesets / "CURRENT").read_text().strip() == sha
    assert f'"parent":"{PACKAGED_CURRENT}"' in raw.decode()  # grew from the shipped set

    assert sequence.refresh.returncode == 0, sequence.refresh.stderr
    assert re.search(r"cycle \d+: \d+ fetched, 0 failed", sequence.refresh.stdout)
    assert any((sequence.folder / "data" / "snapshots").rglob("*.parquet"))


def test_installed_refresh_once_writes_verdicts(sequence: Sequence) -> None:
    assert sequence.refresh.returncode == 0, sequence.refresh.stderr
    assert any((sequence.folder / "data" / "verdicts").rglob("*.parquet"))


def _status(url: str) -> int | None:
    try:
        return HTTP.get(url, timeout=5).status_code
    except httpx.HTTPError:
        return None
