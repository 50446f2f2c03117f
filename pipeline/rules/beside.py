"""Independent steps of a large engine call run beside the calling thread.

The engine's steps are mostly one Polars call after another, each on one core: at B1's
100k pairs the comparison used about as much CPU as wall time on a 2-core machine. Some
steps do not need each other's results (the legs' rule ids and the legs' market-id joins
and book depths; the per-pair candidates and the per-combination ones), and Polars lets
the interpreter go while it computes, so one of them can run on a second thread while
the caller does the other.

Only calls of at least `LARGE` rows use it: for an audit of one or a few pairs the hop
costs more than it saves. One long-lived worker thread serves every caller: a thread per
call would start on whichever allocator arena comes next, and `serve`'s resident memory
is measured against a line. A task never waits on another task, so callers that meet at
the worker only queue behind each other.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Generic, TypeVar

__all__ = ["LARGE", "Beside", "beside"]

T = TypeVar("T")

# Rows (pairs; combinations or list entries inside the engine) from which a call runs its
# independent steps side by side.
LARGE = 1_000


def _pool() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="engine-beside")


_POOL = _pool()


def _forked() -> None:
    # A forked child holds the executor but not its thread: a step given to it would wait
    # for ever. The child starts a worker of its own when it first needs one.
    global _POOL
    _POOL = _pool()


os.register_at_fork(after_in_child=_forked)


class Beside(Generic[T]):
    """A step's value: computed on the worker thread, or where it is asked for."""

    def __init__(self, step: Callable[[], T], *, start: bool) -> None:
        """Start `step` on the worker thread now if `start`, else run it on the first
        `result`."""
        self._step = step
        self._future: Future[T] | None = _POOL.submit(step) if start else None

    def result(self) -> T:
        """The step's value (its exception, if it raised one); the step runs once."""
        if self._future is None:
            self._future = Future()
            try:
                self._future.set_result(self._step())
            except BaseException as exc:
                self._future.set_exception(exc)
        return self._future.result()


def beside(rows: int, step: Callable[[], T]) -> Beside[T]:
    """`step` started beside the caller when the call has at least LARGE rows."""
    return Beside(step, start=rows >= LARGE)
