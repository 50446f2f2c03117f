"""resaudit pipeline: venue adapters, snapshots, rules, verdicts, track record."""

import os
from importlib.metadata import PackageNotFoundError, version

# Polars' allocator (jemalloc, which reads this once when Polars loads, after this package's
# import) returns freed pages after 500 ms (dirty) and 1 s (muzzy). Set here explicitly so
# the service runs with the same setting whatever loads first and whichever Polars is
# installed. Returning pages at once (0 ms) held `serve` ~50 MiB lower at a season's
# coverage (N = 4,061: 521 against 571 MiB, the line 600) but paid page faults everywhere:
# B7's first cycle 1.45x its request floor against 1.28x (line 1.3x), an on-demand audit
# 223 against 146 ms at p50 (quiet machine, 2026-11-27). An operator's own setting wins.
os.environ.setdefault("_RJEM_MALLOC_CONF", "dirty_decay_ms:500,muzzy_decay_ms:1000")

try:
    __version__ = version("resaudit")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
