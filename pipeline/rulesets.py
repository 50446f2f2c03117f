"""Frozen, versioned coverage sets.

A ruleset is canonical JSON (sorted keys, no insignificant whitespace, UTF-8) named
`<sha256 of its bytes>.json` in the rulesets folder; `CURRENT` holds the sha in force.
Loading re-hashes the bytes, so an edited file refuses to load rather than silently
changing what is covered. Each ruleset records its cutoff, its parent and all its
events (the parent's plus the new batch), so one file is the whole coverage; one written
by `expand` also records the sha256 of the reference tables (`teams`, `competitions`) it
matched with, so a table changed since is visible (`table_drift`).
"""

from __future__ import annotations

import hashlib
import json
import os
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any

import polars as pl

from pipeline.errors import RulesetError
from pipeline.formats import canonical_json
from pipeline.resources import reference_table_path

__all__ = [
    "OUTCOME_LEGS",
    "Ruleset",
    "canonical_bytes",
    "current_sha",
    "load_current",
    "load_ruleset",
    "load_table",
    "pairs_frame",
    "table_drift",
    "table_hashes",
    "write_ruleset",
]

OUTCOME_LEGS = ("home", "draw", "away")
FORMAT_VERSION = 1


def canonical_bytes(doc: dict[str, Any]) -> bytes:
    """Canonical JSON: sorted keys, compact separators, UTF-8, trailing newline."""
    return (canonical_json(doc) + "\n").encode()


@dataclass(frozen=True, slots=True)
class Ruleset:
    """A loaded, hash-verified ruleset."""

    sha: str
    cutoff: date
    parent: str | None
    events: tuple[dict[str, Any], ...]
    tables: dict[str, str] | None = None  # reference table -> sha256 it was matched with

    def doc(self) -> dict[str, Any]:
        """The JSON document this ruleset was loaded from."""
        doc: dict[str, Any] = {
            "format": FORMAT_VERSION,
            "cutoff": self.cutoff.isoformat(),
            "parent": self.parent,
            "events": list(self.events),
        }
        if self.tables is not None:
            doc["tables"] = dict(self.tables)
        return doc

    @property
    def pair_count(self) -> int:
        """Number of covered leg pairs."""
        return sum(len(e["pairs"]) for e in self.events)


def _ruleset_from_doc(sha: str, doc: dict[str, Any]) -> Ruleset:
    try:
        if doc.get("format") != FORMAT_VERSION:
            raise RulesetError(f"ruleset {sha}: unsupported format {doc.get('format')!r}")
        events = tuple(sorted(doc["events"], key=lambda e: str(e["canonical_event_id"])))
        for e in events:
            for p in e["pairs"]:
                if not str(p["pair_id"]).startswith(f"{e['canonical_event_id']}:result#"):
                    raise RulesetError(f"ruleset {sha}: pair {p['pair_id']} outside its event")
        return Ruleset(
            sha=sha,
            cutoff=date.fromisoformat(doc["cutoff"]),
            parent=doc.get("parent"),
            events=events,
            tables=dict(doc["tables"]) if doc.get("tables") is not None else None,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise RulesetError(f"ruleset {sha} is malformed: {exc!r}") from exc


def load_ruleset(directory: Path, sha: str) -> Ruleset:
    """Load `<sha>.json` and verify that its bytes hash to its name.

    Raises:
        RulesetError: missing, tampered (hash mismatch) or malformed.
    """
    path = directory / f"{sha}.json"
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RulesetError(f"ruleset {sha} cannot be read at {path}: {exc}") from exc
    actual = hashlib.sha256(raw).hexdigest()
    if actual != sha:
        raise RulesetError(
            f"ruleset {path} fails its hash check (its bytes hash to {actual}): "
            "the file was modified after it was frozen; refusing to load it"
        )
    try:
        doc = json.loads(raw)
    except json.JSONDecodeError as exc:
        raise RulesetError(f"ruleset {sha} is not valid JSON: {exc}") from exc
    return _ruleset_from_doc(sha, doc)


def current_sha(directory: Path) -> str:
    """The sha named by `CURRENT`.

    Raises:
        RulesetError: no CURRENT file, or it does not hold a sha256 hex digest.
    """
    try:
        sha = (directory / "CURRENT").read_text().strip()
    except OSError as exc:
        raise RulesetError(f"no current ruleset: {directory / 'CURRENT'}: {exc}") from exc
    if len(sha) != 64 or any(c not in "0123456789abcdef" for c in sha):
        raise RulesetError(f"{directory / 'CURRENT'} does not hold a sha256 hex digest")
    return sha


def load_current(directory: Path) -> Ruleset:
    """Load and verify the ruleset named by `CURRENT`."""
    return load_ruleset(directory, current_sha(directory))


def write_ruleset(
    directory: Path,
    *,
    cutoff: date,
    parent: str | None,
    events: list[dict[str, Any]],
    make_current: bool = True,
    tables: dict[str, str] | None = None,
) -> Ruleset:
    """Freeze a ruleset: write `<sha>.json` atomically and (by default) point CURRENT at it.

    `tables` (reference table name -> sha256, `table_hashes`) records what it matched with.
    """
    doc: dict[str, Any] = {
        "format": FORMAT_VERSION,
        "cutoff": cutoff.isoformat(),
        "parent": parent,
        "events": sorted(events, key=lambda e: str(e["canonical_event_id"])),
    }
    if tables is not None:
        doc["tables"] = dict(sorted(tables.items()))
    raw = canonical_bytes(doc)
    sha = hashlib.sha256(raw).hexdigest()
    directory.mkdir(parents=True, exist_ok=True)
    _atomic_write(directory / f"{sha}.json", raw)
    if make_current:
        _atomic_write(directory / "CURRENT", (sha + "\n").encode())
    return _ruleset_from_doc(sha, doc)


def _atomic_write(path: Path, data: bytes) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)


def load_table(directory: Path, name: str) -> dict[str, Any]:
    """A reference table (`competitions`, `teams`): the rulesets folder's own, else the shipped one.

    Coverage sets live in a writable folder under the data home, which need not hold the
    tables; a table placed there overrides the packaged one (an operator's alias edits).
    """
    path = directory / f"{name}.json"
    if not path.exists():
        path = reference_table_path(name)
    try:
        table: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise RulesetError(f"reference table {path} cannot be read: {exc}") from exc
    return table


def table_hashes(
    directory: Path, names: tuple[str, ...] = ("competitions", "teams")
) -> dict[str, str]:
    """sha256 of each reference table's canonical JSON, as loaded from `directory`."""
    return {
        name: hashlib.sha256(canonical_bytes(load_table(directory, name))).hexdigest()
        for name in names
    }


def table_drift(ruleset: Ruleset, directory: Path) -> list[str]:
    """The reference tables that changed since `ruleset` was matched with them (by name).

    A ruleset that recorded no tables (written before they were recorded) has no drift.
    """
    if not ruleset.tables:
        return []
    now = table_hashes(directory, tuple(sorted(ruleset.tables)))
    return [name for name, sha in sorted(ruleset.tables.items()) if now.get(name) != sha]


PAIRS_SCHEMA = pl.Schema(
    {
        "canonical_event_id": pl.String(),
        "competition": pl.String(),
        "home": pl.String(),
        "away": pl.String(),
        "kickoff_utc": pl.Datetime("us", "UTC"),
        "knockout": pl.Boolean(),
        "pair_id": pl.String(),
        "outcome_leg": pl.String(),
        "venue_one_market_id": pl.String(),
        "venue_two_market_id": pl.String(),
        "venue_one_outcome_label": pl.String(),
        "venue_two_outcome_label": pl.String(),
    }
)


def pairs_frame(ruleset: Ruleset) -> pl.DataFrame:
    """One row per covered pair, with its event's identity columns."""
    rows = [
        {
            "canonical_event_id": e["canonical_event_id"],
            "competition": e["competition"],
            "home": e["home"],
            "away": e["away"],
            "kickoff_utc": e["kickoff_utc"],
            "knockout": bool(e["knockout"]),
            **{k: p[k] for k in PAIRS_SCHEMA.names() if k in p},
        }
        for e in ruleset.events
        for p in e["pairs"]
    ]
    if not rows:
        return PAIRS_SCHEMA.to_frame()
    return pl.DataFrame(
        rows, schema_overrides={"kickoff_utc": pl.String}, infer_schema_length=None
    ).select(
        pl.col(n).str.to_datetime(time_zone="UTC").cast(PAIRS_SCHEMA[n])
        if n == "kickoff_utc"
        else pl.col(n).cast(PAIRS_SCHEMA[n])
        for n in PAIRS_SCHEMA.names()
    )
