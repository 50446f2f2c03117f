"""Rule records kept on disk between runs, so a restart does not read every text again.

Reading a rule text (`pipeline.rules.extract_rules`) is the one costly step of building a
view: on the demo, reading its 786 texts takes half a minute, and a season's coverage
takes minutes. A record depends only on the text (keyed by `rules_hash`) and on the
reader's code, so the store keeps the records of one code version in one Parquet file
named by a fingerprint of that code (the whole pipeline package): changed code finds no
file of its own and reads every text again, never a record an older reader wrote.

Beside it, `templates-<fingerprint>.parquet` keeps the template readings of
`pipeline.rules.template_memo` for the same reason: a warm start reads no text, and an
on-demand leg from a template read before is then a lookup from the first audit on.

The file is written atomically (whole or not at all) and a damaged one is ignored: the
cache can only save time, never change an answer.
"""

from __future__ import annotations

import hashlib
import logging
from functools import cache
from pathlib import Path

import polars as pl

import pipeline
from pipeline import lake
from pipeline.errors import SnapshotError
from pipeline.rules.extract import RULE_RECORD_SCHEMA
from pipeline.rules.template_memo import TemplateMemo

__all__ = ["RuleRecordStore", "reader_fingerprint"]

logger = logging.getLogger(__name__)

# A stored template reading: its id and its record, placeholders abstracted.
_TEMPLATE_SCHEMA = pl.Schema({**RULE_RECORD_SCHEMA, "_tid": pl.String()})
_TEMPLATE_COLUMNS = list(_TEMPLATE_SCHEMA.names())

_PACKAGE = Path(pipeline.__file__).resolve().parent


@cache
def reader_fingerprint() -> str:
    """A short hash of the whole pipeline package's source and its version.

    Wider than the reader (`pipeline/rules`) on purpose: whatever module a future reader
    step lives in, a changed one can never leave an older record in use; an upgrade costs
    one full read of the texts, once.
    """
    digest = hashlib.sha256(pipeline.__version__.encode())
    for f in sorted(_PACKAGE.rglob("*.py")):
        digest.update(str(f.relative_to(_PACKAGE)).encode())
        digest.update(f.read_bytes())
    return digest.hexdigest()[:16]


class RuleRecordStore:
    """`<root>/records-<fingerprint>.parquet`: every rule record the current reader wrote."""

    def __init__(self, root: Path, fingerprint: str | None = None) -> None:
        self.root = root
        self.fingerprint = fingerprint or reader_fingerprint()
        self.path = root / f"records-{self.fingerprint}.parquet"
        # The template readings (`TemplateMemo`): a warm start reads no text, and without
        # them the first on-demand leg of each venue template would read it again.
        self.templates_path = root / f"templates-{self.fingerprint}.parquet"

    def load(self) -> pl.DataFrame:
        """The stored records (RULE_RECORD_SCHEMA); empty when none, or unreadable."""
        if not self.path.is_file():
            return RULE_RECORD_SCHEMA.to_frame()
        try:
            frame = pl.read_parquet(self.path)
        except (OSError, pl.exceptions.PolarsError) as exc:
            logger.error("rule record cache %s unreadable, ignored: %s", self.path, exc)
            return RULE_RECORD_SCHEMA.to_frame()
        if frame.schema != RULE_RECORD_SCHEMA:
            logger.error("rule record cache %s has another schema, ignored", self.path)
            return RULE_RECORD_SCHEMA.to_frame()
        return frame

    def save(self, records: pl.DataFrame) -> bool:
        """Store `records` (replacing the file whole) and drop other readers' files.

        Returns whether the file was written; a failure is logged, never raised, since
        the next run only loses time by it.
        """
        try:
            lake.atomic_write_parquet(records.select(RULE_RECORD_SCHEMA.names()), self.path)
        except SnapshotError as exc:
            logger.error("rule records not cached: %s", exc)
            return False
        for other in self.root.glob("records-*.parquet"):
            if other != self.path:
                other.unlink(missing_ok=True)
        return True

    def save_templates(self, memo: TemplateMemo) -> bool:
        """Store the template readings `memo` holds (replacing the file whole), and drop
        other readers' files; as `save`, a failure is logged and returns False."""
        frames = memo.frames()
        if frames is None:
            return False
        both = pl.concat(
            [
                f.select(_TEMPLATE_COLUMNS).with_columns(_which=pl.lit(k))
                for k, f in zip("sl", frames, strict=True)
            ],
            how="vertical",
        )
        try:
            lake.atomic_write_parquet(both, self.templates_path)
        except SnapshotError as exc:
            logger.error("template readings not cached: %s", exc)
            return False
        for other in self.root.glob("templates-*.parquet"):
            if other != self.templates_path:
                other.unlink(missing_ok=True)
        return True

    def load_templates(self, memo: TemplateMemo) -> int:
        """Add the stored template readings to `memo`; how many templates it now holds (a
        missing, unreadable or other-schema file adds none)."""
        if not self.templates_path.is_file():
            return 0
        try:
            both = pl.read_parquet(self.templates_path)
        except (OSError, pl.exceptions.PolarsError) as exc:
            logger.error("template cache %s unreadable, ignored: %s", self.templates_path, exc)
            return 0
        expected = pl.Schema({**_TEMPLATE_SCHEMA, "_which": pl.String()})
        if both.schema != expected:
            logger.error("template cache %s has another schema, ignored", self.templates_path)
            return 0
        short, long = (both.filter(pl.col("_which") == k).drop("_which") for k in "sl")
        memo.add(short, long)
        frames = memo.frames()
        return 0 if frames is None else frames[0].height
