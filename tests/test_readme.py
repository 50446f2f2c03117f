"""Every fenced `bash` and `python` block of the README runs, in order, against a real server.

The blocks run as one bash script (so `KEY`, `PAIR` and the like carry over) with
`set -euo pipefail`, from the repository root, exactly as written except that the
README's `127.0.0.1:8000` becomes the test server's port. A block preceded by an HTML
comment `<!-- readme-test: skip (why) -->` is not run; there are none today. The two
quick-start lines are indented, not fenced: the test line is `.ci/run` itself, and the
serve line is the server this test starts (`resaudit serve --demo` on the same code).
"""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest

from tests.conftest import HTTP, ROOT, service_process, wait_until

README = ROOT / "README.md"
_BLOCK = re.compile(r"(<!-- readme-test: skip[^>]*-->\s*)?```(bash|python)\n(.*?)```", re.S)

pytestmark = pytest.mark.slow


def _user_env(home: Path) -> dict[str, str]:
    """The environment of a user's shell: this run's virtualenv off the PATH, so `python3`
    is the interpreter the quick start installed uv into, as in the reader's terminal."""
    venv = os.environ.get("VIRTUAL_ENV", str(ROOT / ".venv"))
    path = [p for p in os.environ["PATH"].split(os.pathsep) if not p.startswith(venv)]
    env = {k: v for k, v in os.environ.items() if k != "VIRTUAL_ENV"}
    return {**env, "PATH": os.pathsep.join(path), "RESAUDIT_HOME": str(home)}


def readme_blocks() -> list[str]:
    """The README's fenced bash and Python blocks that are to run, in order, as bash.

    A Python block is a whole script (the MCP client): it runs in the locked environment,
    as the README tells the reader to run it.
    """
    return [
        body if lang == "bash" else f"python3 -m uv run --frozen python - <<'PY'\n{body}PY\n"
        for skip, lang, body in _BLOCK.findall(README.read_text())
        if not skip
    ]


def test_the_readme_has_runnable_blocks_for_each_audit_form() -> None:
    script = "\n".join(readme_blocks())
    for needed in ("keys issue", "canonical_event_id", "market_a", "notional_usd", "strict"):
        assert needed in script, needed
    assert "anyio.run(main)" in script  # the MCP snippet is a script, not a fragment


def test_every_readme_bash_block_runs_against_a_real_server(
    tmp_path: Path, demo_simulator: str
) -> None:
    home = tmp_path / "home"
    with service_process(demo_simulator, home, refresh_interval_s=30) as base:
        wait_until(
            lambda: HTTP.get(f"{base}/v1/health", timeout=5).status_code == 200,
            timeout=180,
            what="the first cycle",
        )
        port = base.rsplit(":", 1)[1]
        script = "set -euo pipefail\n" + "\n".join(
            block.replace("127.0.0.1:8000", f"127.0.0.1:{port}") for block in readme_blocks()
        )
        done = subprocess.run(
            ["bash", "-c", script],
            cwd=ROOT,
            env=_user_env(home),
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
    assert done.returncode == 0, f"stdout:\n{done.stdout}\nstderr:\n{done.stderr}"
    # Four audits answered with a verdict, and the log they went to verifies.
    assert done.stdout.count('"verdict"') >= 4, done.stdout
    assert "audit log intact" in done.stdout, done.stdout
    # The MCP script printed a pair id and its verdict.
    assert re.search(r"^\S+:result#\w+ (SAFE|CAUTION|BLOCK)$", done.stdout, re.M), done.stdout
