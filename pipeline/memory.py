"""Giving memory the process freed back to the operating system.

A cycle parses tens of thousands of venue payloads into Python objects (rule texts of a
kilobyte or two each, which glibc's malloc serves from the refresher thread's own arena)
and frees them once they are normalized. glibc keeps such freed chunks inside its arenas
rather than returning them, so at a season's coverage (N=4,061 matches) the refresher
held about 130 MiB it no longer used, beneath every later step of the cycle and between
cycles. `malloc_trim` returns the free pages of every arena. Polars' own allocator
(jemalloc) is set to return pages as they are freed in `pipeline/__init__.py`.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
from collections.abc import Callable

__all__ = ["release_freed_memory"]


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    """glibc's `malloc_trim`, or None where the C library has none (musl, macOS)."""
    name = ctypes.util.find_library("c")
    if name is None:
        return None
    try:
        trim: Callable[[int], int] = ctypes.CDLL(name).malloc_trim
    except (OSError, AttributeError):
        return None
    return trim


def release_freed_memory() -> bool:
    """Return the free pages of the C allocator's arenas to the OS; whether it could."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
