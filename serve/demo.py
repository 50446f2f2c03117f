"""The venue simulator that `resaudit serve --demo` runs beside the service, in-process."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from pipeline.errors import ResauditError
from pipeline.settings import Settings
from pipeline.venues.simulator import start_background

__all__ = ["demo_simulator"]


@contextmanager
def demo_simulator(
    settings: Settings, *, host: str = "127.0.0.1", budgets: bool = False
) -> Iterator[str]:
    """Run the simulator over the demo data on a free loopback port; yield its base URL.

    Its own uvicorn server on its own thread and event loop: the service still talks to it
    over real loopback HTTP, exactly as it would to the live venues, and because it is not
    a child process, nothing can outlive the service when a signal stops it. With
    `budgets` it enforces the venues' request budgets, as the live venues do.
    """
    try:
        sim = start_background(settings.demo_data, host=host, port=0, budgets=budgets)
    except (OSError, ValueError, RuntimeError) as exc:
        raise ResauditError(f"demo venue simulator over {settings.demo_data}: {exc}") from exc
    try:
        yield sim.url
    finally:
        sim.stop(timeout=1.0)  # the service is down by now, so no client holds it open
