"""resaudit pipeline: venue adapters, snapshots, rules, verdicts, track record."""

import os
from importlib.metadata import PackageNotFoundError, version

# Polars' allocator (jemalloc, read once when Polars loads, which is after this package's
# import) keeps freed pages resident for 10 s by default. A refresher cycle frees a whole
# view's frames every interval, so at a season's coverage (N=4,061 matches) the process sat
# about 350 MiB above what it held. Pages are returned as they are freed instead; an
# operator's own setting wins.
os.environ.setdefault("_RJEM_MALLOC_CONF", "dirty_decay_ms:0,muzzy_decay_ms:0")

try:
    __version__ = version("resaudit")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
