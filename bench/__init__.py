"""`just bench`: the benchmark harness (issue 8). Run as `python -m bench [--quick]`."""

# The service sets Polars' allocator settings when `pipeline` is imported, before Polars
# loads; Polars, loaded first, would set its own, which `pipeline` keeps as an operator's
# choice. Every process the harness starts (B7's cycle and `serve`) inherits this one's
# environment, so `pipeline` comes first here: the figures are the service's as it runs.
import pipeline  # noqa: F401
