"""Stored answers served from bytes (issue 14 item 3).

An audit of covered pairs without a notional, while its snapshots are fresh, is the
view's stored answer plus what only the request adds: a new `audit_id`, the data's age at
the request's time and the `log` reference its record gets. Everything else in the body,
and in the log record, is the same for every such request against one cycle view. So
a plan asked again of a view has its body shaped once more (with the same functions,
`serve.shaping`) and kept as bytes with holes for those fields, with each verdict's
log record as canonical bytes with holes for `audit_id`, the channel and the key id
(the writer fills `seq` and `ts`: `pipeline.auditlog.EncodedRecord`). Later
requests fill the holes: no shaping, no dict, no JSON encoding per request.

The bytes are the bytes `JSONResponse` renders for the body the shaping functions give
(tests/test_served.py compares the two over every covered pair and request kind). Whether
an answer may be served from bytes is judged per request: a request with a notional, or
any of whose pairs is stale at the request's time, takes the shaping path, as before.
A template is made at a plan's second request against a view (the first is shaped as
before) and lives as long as the view: a new cycle's view starts an empty cache.
"""

from __future__ import annotations

import json
import secrets
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Any

from pipeline.auditlog import EncodedRecord, LogEntry
from pipeline.auditor import Answers
from pipeline.checkpoint import Checkpoint
from pipeline.cycle import CycleView
from pipeline.fastpath import age_seconds, is_stale
from pipeline.request import AuditPlan
from serve.shaping import audit_bodies, event_body, log_record, new_audit_id

__all__ = [
    "ServedAnswer",
    "ServedCache",
    "Template",
    "encode_json",
    "log_ref_bytes",
    "render_body",
]

# Holes are strings no body or record can otherwise hold: a NUL-delimited random token.
_NONCE = secrets.token_hex(12)
MAX_ENTRIES = 4096  # templates per view (a request's legs are part of the key)


def encode_json(doc: Any) -> bytes:
    """The bytes `JSONResponse` renders for `doc`."""
    return json.dumps(
        doc, ensure_ascii=False, allow_nan=False, indent=None, separators=(",", ":")
    ).encode()


def _hole(name: str) -> str:
    return f"\x00{_NONCE}:{name}\x00"


def _token(name: str) -> bytes:
    # How the hole's string is written by both encoders (ensure_ascii=False, NUL escaped).
    return json.dumps(_hole(name), ensure_ascii=False).encode()


class Template:
    """Bytes with named holes: `render` fills each with the bytes given for its name."""

    __slots__ = ("names", "parts")

    def __init__(self, data: bytes, names: Sequence[str]) -> None:
        """Cut `data` at every hole of `names` (each must occur exactly once).

        Raises:
            ValueError: a hole is missing or occurs more than once.
        """
        found: list[tuple[int, str]] = []
        for name in names:
            token = _token(name)
            at = data.find(token)
            if at < 0 or data.find(token, at + 1) >= 0:
                raise ValueError(f"hole {name!r} is not in the template exactly once")
            found.append((at, name))
        found.sort()
        parts: list[bytes] = []
        ordered: list[str] = []
        pos = 0
        for at, name in found:
            parts.append(data[pos:at])
            ordered.append(name)
            pos = at + len(_token(name))
        parts.append(data[pos:])
        self.parts = tuple(parts)
        self.names = tuple(ordered)

    def render(self, values: Mapping[str, bytes]) -> bytes:
        """The bytes with every hole filled."""
        if not self.names:
            return self.parts[0]
        out = [self.parts[0]]
        for name, part in zip(self.names, self.parts[1:], strict=True):
            out.append(values[name])
            out.append(part)
        return b"".join(out)


def _names(data: bytes, candidates: Sequence[str]) -> list[str]:
    return [n for n in candidates if _token(n) in data]


@dataclass(frozen=True, slots=True)
class ServedAnswer:
    """One plan's answer against one view, as bytes with holes.

    `rows` are the engine rows it was shaped from (their fetch times and finality decide
    staleness at a request's time); `aged` the pairs whose body carries an age.
    """

    body: Template
    records: tuple[tuple[Template, Template, Template], ...]
    rows: tuple[Mapping[str, Any], ...]
    aged: tuple[int, ...]

    def fresh(self, now: datetime, stale_after_s: float) -> bool:
        """Whether no pair is stale at `now` (else the shaping path answers)."""
        return not any(is_stale(r, now, stale_after_s) for r in self.rows)

    def values(self, now: datetime, channel: str, api_key_id: str | None) -> dict[str, bytes]:
        """The request's own values: a new audit id per verdict (and one for a whole
        event), the age at `now`, the channel and key id."""
        values = {"channel": encode_json(channel), "key": encode_json(api_key_id)}
        if "audit_id" in self.body.names:  # a whole event's own id
            values["audit_id"] = b'"' + new_audit_id().encode() + b'"'
        for i in range(len(self.records)):
            values[f"audit_id{i}"] = b'"' + new_audit_id().encode() + b'"'
        for i in self.aged:
            age = age_seconds(self.rows[i]["snapshot_ts"], now)
            values[f"age{i}"] = b"null" if age is None else str(int(age)).encode()
        return values

    def encoded_records(self, values: Mapping[str, bytes]) -> list[EncodedRecord]:
        """Each verdict's log record, but for the writer's `seq` and `ts`."""
        return [
            EncodedRecord(h.render(values), m.render(values), t.render(values))
            for h, m, t in self.records
        ]


class _LogRefs:
    """A response's `log` object as bytes; the checkpoint, shared by a whole batch, is
    encoded once."""

    def __init__(self) -> None:
        self._checkpoint: Checkpoint | None = None
        self._encoded = b""

    def __call__(self, entry: LogEntry) -> bytes:
        head = b'{"seq":' + str(entry.seq).encode() + b',"hash":"' + entry.hash.encode() + b'"'
        if entry.checkpoint is None:
            return head + b"}"
        if entry.checkpoint is not self._checkpoint:
            self._encoded = encode_json(entry.checkpoint.as_dict())
            self._checkpoint = entry.checkpoint
        return head + b',"checkpoint":' + self._encoded + b"}"


log_ref_bytes = _LogRefs()


class ServedCache:
    """The current view's answers as bytes, built on first use (event loop only)."""

    def __init__(self, max_entries: int = MAX_ENTRIES) -> None:
        """At most `max_entries` templates per view; beyond that, answers are shaped."""
        self.max_entries = max_entries
        # Weak: a strong reference kept the view its entries were built for alive until a
        # request for a later view came, beside every view the refresher built meanwhile
        # (at a season's coverage a whole view, about 100 MiB, with no traffic).
        self._view: weakref.ref[CycleView] | None = None
        self._entries: dict[tuple[Any, ...], ServedAnswer] = {}
        self._seen: set[tuple[Any, ...]] = set()  # plans asked once of this view

    def _holds(self, view: CycleView) -> bool:
        """Whether the entries are `view`'s."""
        return self._view is not None and self._view() is view

    def get(
        self, plan: AuditPlan, view: CycleView, now: datetime, stale_after_s: float
    ) -> ServedAnswer | None:
        """The plan's answer as bytes, if one was kept for `view` and is fresh at `now`."""
        if not self._holds(view) or not plan.rows or plan.rows[0].notional_usd is not None:
            return None
        served = self._entries.get(plan.key)
        return served if served is not None and served.fresh(now, stale_after_s) else None

    def put(
        self,
        plan: AuditPlan,
        view: CycleView,
        answers: Answers,
        now: datetime,
        stale_after_s: float,
    ) -> ServedAnswer | None:
        """Keep the plan's stored answer (the view's rows, as `Auditor.stored_answers`
        gave it at `now`) as bytes, and return it; None when it cannot be served so (a
        notional, or a pair stale at `now`: shaped per request)."""
        if not plan.rows or plan.rows[0].notional_usd is not None:
            return None
        if any(r["stale"] or is_stale(r, now, stale_after_s) for r in answers.rows):
            return None
        if not self._holds(view):
            self._view, self._entries, self._seen = weakref.ref(view), {}, set()
        key = plan.key
        if key not in self._seen:
            # Kept from its second request on: a template costs more than shaping once,
            # and a view that lasts a second (a refresher at work) sees many plans once.
            if len(self._seen) < self.max_entries:
                self._seen.add(key)
            return None
        served = _build(plan, answers)
        if len(self._entries) < self.max_entries:
            self._entries[key] = served
        return served


def _build(plan: AuditPlan, answers: Answers) -> ServedAnswer:
    """Shape the plan's stored answer once, with holes for what each request adds."""
    bodies = audit_bodies(plan, answers)
    aged: list[int] = []
    records: list[tuple[Template, Template, Template]] = []
    holes = ["channel", "key", *(f"audit_id{i}" for i in range(len(bodies)))]
    for i, body in enumerate(bodies):
        body["audit_id"] = _hole(f"audit_id{i}")
        if body["snapshot_age_seconds"] is not None:
            body["snapshot_age_seconds"] = _hole(f"age{i}")
            aged.append(i)
        record = EncodedRecord.of(log_record(body, _hole("channel"), _hole("key")))
        records.append(
            (
                Template(record.head, _names(record.head, holes)),
                Template(record.middle, _names(record.middle, holes)),
                Template(record.tail, _names(record.tail, holes)),
            )
        )
        body["log"] = _hole(f"log{i}")
    names = [f"audit_id{i}" for i in range(len(bodies))]
    names += [f"age{i}" for i in aged] + [f"log{i}" for i in range(len(bodies))]
    if plan.whole_event:
        doc = event_body(plan, bodies, answers.ruleset_sha)
        doc["audit_id"] = _hole("audit_id")
        names.append("audit_id")
    else:
        doc = bodies[0]
    return ServedAnswer(
        Template(encode_json(doc), names), tuple(records), answers.rows, tuple(aged)
    )


def render_body(
    served: ServedAnswer, values: dict[str, bytes], entries: Sequence[LogEntry]
) -> bytes:
    """The response body once the records are logged as `entries`."""
    for i, entry in enumerate(entries):
        values[f"log{i}"] = log_ref_bytes(entry)
    return served.body.render(values)
