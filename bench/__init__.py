"""`just bench`: the benchmark harness (issue 8). Run as `python -m bench [--quick]`."""
