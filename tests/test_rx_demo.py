"""The demo venues' legs read by both regex backends (`pipeline/rules/rx.py`) alike."""

from __future__ import annotations

from pipeline.rules.extract import extract_rules
from tests.heldout import PYTHON_EVERY
from tests.test_extract import _demo_legs
from tests.test_rx_corpora import _alike


def test_both_backends_read_the_demo_legs_alike() -> None:
    # The Python backend reads every third distinct text, as over the held-out sets
    # (`tests.heldout.PYTHON_EVERY`): its reading of all ~1,000 cost the suite 20 s of CPU,
    # and the demo's wordings differ text by text (each its own combination of phrasings),
    # so a third of them still passes the phrasings through every stage.
    legs = _demo_legs().unique("rules_hash", keep="first", maintain_order=True)
    python = extract_rules(legs.gather_every(PYTHON_EVERY), backend="python")
    native = extract_rules(legs, backend="polars")
    assert python.height >= native.height // PYTHON_EVERY
    _alike(native.join(python.select("rules_hash"), on="rules_hash", how="semi"), python)
