"""The demo venues' legs read by both regex backends (`pipeline/rules/rx.py`) alike."""

from __future__ import annotations

from tests.test_extract import _demo_legs
from tests.test_rx_corpora import same_records


def test_both_backends_read_the_demo_legs_alike() -> None:
    same_records(_demo_legs())
