"""One long-lived worker thread, for steps a caller hands off and collects later.

A thread per call would start on whichever allocator arena comes next, and `serve`'s
resident memory is measured against a line: so each kind of hand-off (the engine's steps
beside its caller, a cycle's writes beside its compute) has one worker for the process,
its tasks run one after another in the order given. A forked child holds the executor
but not its thread (a task given to it would wait for ever): it starts a worker of its
own when it first needs one.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import ParamSpec, TypeVar

__all__ = ["Worker"]

P = ParamSpec("P")
T = TypeVar("T")


class Worker:
    """A single worker thread, kept for the life of the process (and made again in a
    forked child)."""

    def __init__(self, name: str) -> None:
        """A worker whose thread is named after `name`."""
        self._name = name
        self._pool = self._make()
        os.register_at_fork(after_in_child=self._forked)

    def _make(self) -> ThreadPoolExecutor:
        return ThreadPoolExecutor(max_workers=1, thread_name_prefix=self._name)

    def _forked(self) -> None:
        self._pool = self._make()

    def submit(self, fn: Callable[P, T], /, *args: P.args, **kwargs: P.kwargs) -> Future[T]:
        """Run `fn(*args, **kwargs)` once the tasks given before it are done."""
        return self._pool.submit(fn, *args, **kwargs)
