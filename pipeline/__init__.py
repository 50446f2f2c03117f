"""resaudit pipeline: venue adapters, snapshots, rules, verdicts, track record."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("resaudit")
except PackageNotFoundError:  # running from a source tree that was never installed
    __version__ = "0.0.0"
