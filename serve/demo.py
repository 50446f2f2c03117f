"""Start the venue simulator as a child process for `resaudit serve --demo`."""

from __future__ import annotations

import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager

from pipeline.errors import ResauditError
from pipeline.settings import Settings

__all__ = ["demo_simulator"]

_READY = "venue simulator on "


@contextmanager
def demo_simulator(settings: Settings, *, host: str = "127.0.0.1") -> Iterator[str]:
    """Run the simulator over the demo data on a free port; yield its base URL.

    A separate process, so the service talks to it over real loopback HTTP exactly as
    it would talk to the live venues.
    """
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "pipeline.venues.simulator",
            "--host",
            host,
            "--port",
            "0",
            "--data",
            str(settings.demo_data),
        ],
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None
        url = None
        for line in proc.stdout:
            if line.startswith(_READY):
                url = line[len(_READY) :].strip()
                break
        if url is None:
            raise ResauditError(f"venue simulator exited (code {proc.wait()}) before listening")
        # Keep draining its stdout so a chatty child can never block on a full pipe.
        threading.Thread(target=proc.stdout.read, daemon=True).start()
        yield url
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
