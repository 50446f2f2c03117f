"""Rule texts read while a cycle's fetch still waits for the venues' request budgets.

A cold cycle fetches for seconds at the venues' published rates, most of it waiting for
venue_two's budget, and then read every new rule text (seconds more at a season's
coverage). The fetch already hands each batch of rows to the cycle as soon as they are
normalized (`fetch_snapshot`'s `read_ahead`: venue_one's rows, then each venue_two listing
page): `ReadAhead` resolves them there as before, and a worker thread of its own reads the
new texts among them meanwhile, whatever has arrived at once (a reading costs a fixed
part per call, so page by page would cost more than it saves).

A rule record depends only on its text (`rules_hash`; what `pipeline.rulecache` relies on
too), so a text read ahead gives the record the cycle would have read after the fetch;
texts the thread had not reached (or failed on) are read there as before.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable

import polars as pl

from pipeline.precompute import known_rules
from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA

__all__ = ["READ_AHEAD_BATCH", "ReadAhead"]

logger = logging.getLogger(__name__)

# Rows the worker waits for before a reading (unless the fetch is over): a reading costs
# a fixed part per call (planning the reader's query), so one per listing page of a
# hundred markets would cost more CPU than it moves out of the cycle.
READ_AHEAD_BATCH = 2_000


class ReadAhead:
    """The `read_ahead` hook of one cycle's fetch: resolves each batch of rows (`resolve`)
    and reads its new rule texts in a worker thread; `finish` gives the records known."""

    def __init__(self, resolve: Callable[[pl.DataFrame], pl.DataFrame], known: pl.DataFrame):
        """`known`: the records read before (RULE_RECORD_SCHEMA), never read again."""
        self._resolve = resolve
        self._known = known
        self._pending: list[pl.DataFrame] = []
        self._queued = 0  # rows in `_pending`
        self._closed = False
        self._wake = threading.Condition()
        self.texts_read = 0
        self._thread = threading.Thread(target=self._run, name="rules-read-ahead", daemon=True)
        self._thread.start()

    def __call__(self, rows: pl.DataFrame) -> pl.DataFrame:
        """Resolve `rows` (snapshot rows) and queue their texts; the resolved legs."""
        legs = self._resolve(rows)
        titles = [c for c in ("event_title", "title") if c in legs.columns]
        texts = legs.select(*RULE_INPUT_COLUMNS, *titles)
        with self._wake:
            if not self._closed:
                self._pending.append(texts)
                self._queued += texts.height
                if self._queued >= READ_AHEAD_BATCH:
                    self._wake.notify()
        return legs

    def _run(self) -> None:
        while True:
            with self._wake:
                while self._queued < READ_AHEAD_BATCH and not self._closed:
                    self._wake.wait()
                if not self._pending:
                    return
                batch, self._pending, self._queued = self._pending, [], 0
            try:
                legs = pl.concat(batch, how="diagonal_relaxed")
                before = self._known.height
                known = known_rules(legs, self._known)
                self._known = known
                self.texts_read += known.height - before
            except Exception:  # the cycle reads whatever is left after its fetch
                logger.exception("reading rule texts ahead failed; read after the fetch")
                with self._wake:
                    self._closed = True
                    self._pending, self._queued = [], 0
                return

    def cancel(self) -> None:
        """Stop taking rows and drop those queued (the cycle failed): the thread ends after
        the reading under way, if any."""
        with self._wake:
            self._closed = True
            self._pending, self._queued = [], 0
            self._wake.notify()

    def finish(self) -> pl.DataFrame:
        """Stop taking rows, wait for the texts queued so far, and return every record
        known: those given at the start and those read ahead (RULE_RECORD_SCHEMA)."""
        with self._wake:
            self._closed = True
            self._wake.notify()
        self._thread.join()
        return self._known.select(RULE_RECORD_SCHEMA.names())
