"""Append-only, hash-chained audit log (docs/DESIGN.md §9).

Files in the log directory:

- `audit.jsonl`: one canonical JSON record per line (`canonical_bytes`: sorted keys, no
  spaces, UTF-8, NaN/Infinity refused). The log sets `seq` (1-based, no gaps) and `ts` (UTC
  ISO-8601 with `Z`) in every record, overriding any the caller passed.
- `audit.jsonl.sha256`: one line per record, `<seq> <hex>`, where
  `hex = sha256(prev_hex + canonical record bytes)` and the first `prev_hex` is 64 zeros.

Durability: `append` returns only after the record line and its hash line are written and
both files fsynced. Appends go through a bounded queue to one writer thread that commits a
whole batch with one fsync per file (group commit): `audit.jsonl` first, then the sidecar,
so after a crash the sidecar is never ahead of the records. A full queue fails the append
at once. A failed write, or a record that cannot be serialized, raises `AuditLogError`
and counts in `errors`; a failed batch is truncated off both files again, so nothing that
was reported as failed stays half-recorded. If even that truncation cannot be made durable
the log refuses every further append until it is reopened (start-up recovery repairs it).

Start-up recovery (`AuditLog.open`) never drops, rewrites or chains a record silently:

- Records without a hash line, and bytes after the last newline of `audit.jsonl`, are
  copied verbatim to `audit.jsonl.torn-<UTC timestamp>`, fsynced, then truncated off the
  live file. A response is sent only once a record's hash line is durable, so such a
  record was never acknowledged: a crash between the two writes of a batch, but equally an
  older sidecar restored, a deleted sidecar, an edited or forged record. Chaining it would
  vouch for what no one can prove was served. Hash lines beyond the last kept record, or a
  partial hash line, go the same way to `audit.jsonl.sha256.torn-<UTC timestamp>`.
- With an anchor (`pipeline/checkpoint.py`), the last signed checkpoint is the high-water
  mark: a log that ends before it was truncated (reported; the next record takes the seq
  after the checkpoint's and chains from its hash, so no seq is ever handed out twice and
  `verify` names the gap), and a log whose record at the checkpoint's seq has another hash
  was rewritten (reported).
- Any such repair or finding is logged at ERROR and counts once in `errors`.
- A chain mismatch in the records that have hash lines (tampering, bit rot) is logged at
  ERROR and counts once in `errors`. Nothing is rewritten and appends continue, extending
  the chain from the last stored hash (the hashes clients were given), so `verify` keeps
  naming the first bad record. Refusing appends would turn one damaged byte into an outage
  of every audit.

While running, each batch first checks that both paths still name the files the writer
holds, at the size it left them: a log unlinked, replaced or written by someone else makes
the writer refuse every append (fail closed, `failure` says why) rather than acknowledge
verdicts into a file no one can read. After each durable batch the anchor signs a new
checkpoint `{seq, hash, time}` of the head, handed back with every entry of the batch.

`verify` is read-only. When a live writer holds the log (its lock is taken), a tail still
being written is not reported as damage.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import fcntl
import functools
import hashlib
import json
import logging
import os
import queue
import re
import secrets
import threading
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import Any, BinaryIO, TypeAlias

from pipeline.checkpoint import Anchor, Checkpoint, CheckpointError
from pipeline.errors import AuditLogError
from pipeline.formats import canonical_json, iso_z

__all__ = [
    "GENESIS_HASH",
    "JSONL_NAME",
    "SIDECAR_NAME",
    "AuditLog",
    "EncodedRecord",
    "LogEntry",
    "Receipt",
    "VerifyResult",
    "canonical_bytes",
    "chain_hash",
    "find",
    "iter_records",
    "verify",
]

logger = logging.getLogger(__name__)

JSONL_NAME = "audit.jsonl"
SIDECAR_NAME = "audit.jsonl.sha256"
GENESIS_HASH = "0" * 64
_HEX64 = re.compile(rb"[0-9a-f]{64}")

Clock = Callable[[], datetime]


@dataclass(frozen=True, slots=True)
class EncodedRecord:
    """A record already in canonical bytes but for its `seq` and `ts`, which the writer
    sets: the record's bytes are `head + seq + middle + ts + tail` (`seq` a JSON integer,
    `ts` a JSON string). A server that answers many requests from the same stored answer
    encodes its record once and hands the writer the parts (`serve.served`); the writer
    then only joins bytes instead of sorting and encoding a dict per record.

    `EncodedRecord.of(record)` builds one from a dict; its bytes are exactly
    `canonical_bytes` of the record with `seq` and `ts` set.
    """

    head: bytes
    middle: bytes
    tail: bytes

    @classmethod
    def of(cls, record: Mapping[str, Any]) -> EncodedRecord:
        """The parts of `record` (any `seq` or `ts` in it is replaced by the writer's).

        Raises:
            TypeError, ValueError: the record cannot be stated in canonical JSON.
        """
        marks = _marks()
        data = canonical_bytes({**record, "seq": marks[0], "ts": marks[1]})
        quoted = [json.dumps(m).encode() for m in marks]
        head, rest = data.split(quoted[0], 1)
        middle, tail = rest.split(quoted[1], 1)
        if any(q in part for q in quoted for part in (head, middle, tail)):
            raise ValueError("a record value holds the writer's own placeholder")
        return cls(head, middle, tail)

    def render(self, seq: int, ts: str) -> bytes:
        """The canonical bytes with `seq` and `ts` set."""
        return b"".join((self.head, str(seq).encode(), self.middle, _json_str(ts), self.tail))


@functools.cache
def _marks() -> tuple[str, str]:
    """Two placeholders no record holds (a per-process random token): seq's and ts's."""
    token = secrets.token_hex(16)
    return f"\x00seq-{token}\x00", f"\x00ts-{token}\x00"


def _json_str(value: str) -> bytes:
    return json.dumps(value, ensure_ascii=False).encode()


class _Waiter:
    """One `append_many` call awaited on an event loop: its records' entries are collected
    by the writer, and the caller is woken once (one loop wake-up per call, not per record)."""

    __slots__ = ("entries", "failed", "future", "loop", "remaining")

    def __init__(self, loop: asyncio.AbstractEventLoop, count: int) -> None:
        self.loop = loop
        self.future: asyncio.Future[list[LogEntry]] = loop.create_future()
        self.entries: list[LogEntry | None] = [None] * count
        self.remaining = count
        self.failed: AuditLogError | None = None

    def cancelled(self) -> bool:
        return self.future.cancelled()  # read from the writer: a stale answer only logs more


def _settle(waiters: list[_Waiter]) -> None:
    """On the waiters' loop: hand each caller its entries or its failure."""
    for w in waiters:
        if w.future.done():
            continue
        if w.failed is not None:
            w.future.set_exception(w.failed)
        else:
            w.future.set_result([e for e in w.entries if e is not None])


def _wake(waiters: Mapping[asyncio.AbstractEventLoop, list[_Waiter]]) -> None:
    """From the writer: one call per loop settles every waiter the batch completed."""
    for loop, ready in waiters.items():
        with contextlib.suppress(RuntimeError):  # a closed loop has nobody left to wake
            loop.call_soon_threadsafe(_settle, ready)


# A queued record with whoever waits for it: a future (`append`, `append_sync`), or a
# loop waiter and the record's place among its records (`append_many`).
_Sink: TypeAlias = "concurrent.futures.Future[LogEntry] | tuple[_Waiter, int]"
_Item: TypeAlias = "tuple[dict[str, Any] | EncodedRecord, _Sink]"


@dataclass(frozen=True, slots=True)
class LogEntry:
    """Where a record landed: its sequence number and chain hash (the response's `log`),
    and the signed checkpoint of the log head once its batch was durable (None without an
    anchor)."""

    seq: int
    hash: str
    checkpoint: Checkpoint | None = None


@dataclass(frozen=True, slots=True)
class Receipt:
    """One stored record with its stored chain hash, for a client to check its `log`."""

    seq: int
    hash: str
    record: dict[str, Any]


@dataclass(frozen=True, slots=True)
class VerifyResult:
    """Outcome of re-hashing a log from scratch; `first_bad_seq` is set whenever not `ok`."""

    ok: bool
    records: int
    first_bad_seq: int | None
    message: str


def canonical_bytes(record: Mapping[str, Any]) -> bytes:
    """The exact bytes a record is stored and hashed as."""
    return canonical_json(record).encode()


def chain_hash(prev_hex: str, data: bytes) -> str:
    """`sha256(prev_hex + data)` as lowercase hex."""
    return hashlib.sha256(prev_hex.encode("ascii") + data).hexdigest()


def _utcnow() -> datetime:
    return datetime.now(UTC)


def _hash_line(line: bytes) -> tuple[int, str] | None:
    """`(seq, hex)` of a well-formed sidecar line, else None."""
    parts = line.rstrip(b"\n").split(b" ")
    if len(parts) != 2 or not parts[0].isdigit() or not _HEX64.fullmatch(parts[1]):
        return None
    return int(parts[0]), parts[1].decode()


@dataclass(slots=True)
class _Scan:
    """One streaming pass over both files: the chain and the shape of the tail."""

    covered: int = 0  # records that have a hash line
    uncovered: int = 0  # complete records after them without one
    first_bad: int | None = None
    reason: str = ""
    last_seq: int = 0  # seq of the last covered record (above `covered` after a gap)
    last_hex: str = GENESIS_HASH  # stored hash of the last covered record
    hash_at: str | None = None  # stored hash of the record `_scan` was asked to watch
    jsonl_covered_end: int = 0
    jsonl_complete_end: int = 0
    torn_bytes: int = 0  # after the last newline of audit.jsonl
    sidecar_covered_end: int = 0
    sidecar_extra: int = 0  # sidecar bytes beyond the last covered record

    @property
    def records(self) -> int:
        return self.covered + self.uncovered

    def bad(self, seq: int, reason: str) -> None:
        if self.first_bad is None:
            self.first_bad, self.reason = seq, reason


def _open_or_none(path: Path, stack: contextlib.ExitStack) -> BinaryIO | None:
    try:
        return stack.enter_context(path.open("rb"))
    except FileNotFoundError:
        return None


def _scan(directory: Path, watch: int | None = None) -> _Scan:
    scan = _Scan()
    calc = GENESIS_HASH
    with contextlib.ExitStack() as stack:
        jf = _open_or_none(directory / JSONL_NAME, stack)
        sf = _open_or_none(directory / SIDECAR_NAME, stack)
        sidecar_open = sf is not None
        for line in jf if jf is not None else ():
            if not line.endswith(b"\n"):
                scan.torn_bytes = len(line)
                break
            scan.jsonl_complete_end += len(line)
            hash_line = sf.readline() if sf is not None and sidecar_open else b""
            if not hash_line.endswith(b"\n"):
                sidecar_open = False
                scan.uncovered += 1
                continue
            expected = scan.last_seq + 1
            scan.covered += 1
            scan.jsonl_covered_end = scan.jsonl_complete_end
            scan.sidecar_covered_end += len(hash_line)
            calc = chain_hash(calc, line[:-1])
            parsed = _hash_line(hash_line)
            if parsed is None:
                scan.bad(expected, "hash line malformed")
                seq, stored = expected, calc
            else:
                seq, stored = parsed
                if seq > expected:
                    # Only a truncation the start-up detected leaves a gap: the sequence
                    # numbers it lost are never handed out again.
                    scan.bad(expected, f"records {expected}..{seq - 1} are missing")
                elif seq < expected:
                    scan.bad(expected, f"hash line names seq {seq}")
                    seq = expected
                elif stored != calc:
                    scan.bad(seq, "hash mismatch")
            if seq == watch:
                scan.hash_at = stored
            scan.last_seq, scan.last_hex = seq, stored
        if sf is not None:
            scan.sidecar_extra = sf.seek(0, os.SEEK_END) - scan.sidecar_covered_end
    return scan


def _writer_active(jsonl: Path) -> bool:
    """Whether a live `AuditLog` holds the lock on this log right now."""
    try:
        fd = os.open(jsonl, os.O_RDONLY | os.O_CLOEXEC)
    except OSError:
        return False
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return True
    finally:
        os.close(fd)  # closing also drops the probe's lock at once
    return False


def verify(directory: Path, checkpoint: Checkpoint | None = None) -> VerifyResult:
    """Re-hash the whole log from scratch; name the first bad record and any torn tail.

    With a `checkpoint` (whose signature the caller has checked), the log must also still
    extend it: its record `checkpoint.seq` is present with exactly that stored hash, and the
    chain up to it re-hashes. A truncation below the checkpoint, or any rewrite before it
    (even with a recomputed chain), fails.
    """
    live = _writer_active(directory / JSONL_NAME)
    scan = _scan(directory, watch=checkpoint.seq if checkpoint is not None else None)
    problems: list[str] = []
    first_bad = scan.first_bad
    if first_bad is not None:
        problems.append(f"record {first_bad}: {scan.reason}")
    if not live:
        tail: list[str] = []
        if scan.uncovered:
            tail.append(f"{scan.uncovered} records after seq {scan.last_seq} have no hash line")
        if scan.sidecar_extra:
            tail.append(f"{scan.sidecar_extra} sidecar bytes beyond record {scan.last_seq}")
        if scan.torn_bytes:
            tail.append(f"torn tail: {scan.torn_bytes} bytes after the last record")
        if tail and first_bad is None:
            first_bad = scan.last_seq + 1
        problems += tail
    if checkpoint is not None and checkpoint.seq > 0:
        cp = f"checkpoint (seq {checkpoint.seq}, {checkpoint.time})"
        if scan.last_seq < checkpoint.seq:
            problems.append(f"the log ends at seq {scan.last_seq}, before the {cp}: truncated")
            first_bad = scan.last_seq + 1 if first_bad is None else first_bad
        elif scan.hash_at != checkpoint.hash:
            why = "is missing" if scan.hash_at is None else "has another hash"
            problems.append(f"record {checkpoint.seq} {why} than the {cp}: rewritten")
            first_bad = checkpoint.seq if first_bad is None else min(first_bad, checkpoint.seq)
    if problems:
        return VerifyResult(False, scan.records, first_bad, "; ".join(problems))
    note = " (a live writer holds the log; its unfinished tail was not checked)" if live else ""
    if checkpoint is not None:
        note += f"; extends the checkpoint at seq {checkpoint.seq}"
    return VerifyResult(True, scan.records, None, f"intact: {scan.records} records{note}")


def _line_from(handle: BinaryIO, pos: int, end: int) -> tuple[int, bytes] | None:
    """The first whole line starting at or after `pos` and ending by `end`, with its offset."""
    if pos > 0:
        handle.seek(pos - 1)
        handle.readline()  # the rest of the line `pos - 1` is in
    else:
        handle.seek(0)
    start = handle.tell()
    line = handle.readline()
    if start >= end or not line.endswith(b"\n") or start + len(line) > end:
        return None
    return start, line


def _bisect(
    handle: BinaryIO, end: int, seq: int, key: Callable[[bytes], int | None]
) -> bytes | None:
    """The line whose `key` is `seq` in a file of lines sorted by key (O(log n) reads)."""
    lo, hi = 0, end
    while lo < hi:
        mid = (lo + hi) // 2
        found = _line_from(handle, mid, end)
        if found is None:
            hi = mid
            continue
        start, line = found
        k = key(line)
        if k is None:
            return None
        if k == seq:
            return line
        if k < seq:
            lo = start + len(line)
        else:
            hi = mid
    return None


def _record_seq(line: bytes) -> int | None:
    try:
        record = json.loads(line)
    except ValueError:
        return None
    seq = record.get("seq") if isinstance(record, dict) else None
    return seq if isinstance(seq, int) else None


def find(directory: Path, seq: int, *, sizes: tuple[int, int] | None = None) -> Receipt | None:
    """Record `seq` and its stored chain hash, or None if the log has no such record.

    `sizes` bounds the search to what a live writer has committed (`AuditLog.find`).
    """
    with contextlib.ExitStack() as stack:
        jf = _open_or_none(directory / JSONL_NAME, stack)
        sf = _open_or_none(directory / SIDECAR_NAME, stack)
        if jf is None or sf is None or seq < 1:
            return None
        jend, send = sizes or (os.fstat(jf.fileno()).st_size, os.fstat(sf.fileno()).st_size)
        line = _bisect(jf, jend, seq, _record_seq)
        hash_line = _bisect(sf, send, seq, lambda h: (_hash_line(h) or (None, ""))[0])
    if line is None or hash_line is None:
        return None
    parsed = _hash_line(hash_line)
    assert parsed is not None  # _bisect matched its seq
    return Receipt(seq, parsed[1], json.loads(line))


def iter_records(directory: Path, *, strict: bool = True) -> Iterator[dict[str, Any]]:
    """Yield the complete records in order; a partial last line is not a record.

    Raises:
        AuditLogError: a complete line is not a JSON object (with `strict=False` it is
            skipped and logged instead).
    """
    try:
        handle = (directory / JSONL_NAME).open("rb")
    except FileNotFoundError:
        return
    with handle:
        for number, line in enumerate(handle, start=1):
            if not line.endswith(b"\n"):
                return
            try:
                record = json.loads(line)
            except ValueError:
                record = None
            if isinstance(record, dict):
                yield record
            elif strict:
                raise AuditLogError(f"{directory / JSONL_NAME}: line {number} is not a record")
            else:
                logger.warning("audit log line %d is not a record; skipped", number)


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view) :]


def _identity(st: os.stat_result) -> tuple[int, int]:
    return st.st_dev, st.st_ino


def _fsync_dir(directory: Path) -> None:
    fd = os.open(directory, os.O_RDONLY | os.O_CLOEXEC)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


class AuditLog:
    """One process's writer of an audit log directory (held under an exclusive lock)."""

    def __init__(
        self,
        directory: Path,
        fds: tuple[int, int],
        *,
        clock: Clock,
        max_pending: int,
        max_batch: int,
        anchor: Anchor | None,
    ) -> None:
        """Use `AuditLog.open`, which locks the files and runs start-up recovery."""
        self.directory = directory
        self._jfd, self._sfd = fds
        self._ids = tuple(_identity(os.fstat(fd)) for fd in fds)
        self._anchor = anchor
        self._checkpoint: Checkpoint | None = None
        self._clock = clock
        self._max_batch = max_batch
        self._queue: queue.Queue[_Item | None] = queue.Queue(maxsize=max_pending)
        self._lock = threading.Lock()
        self._thread: threading.Thread | None = None
        self._closed = False
        self._broken: str | None = None
        self._records = 0
        self._seq = 0  # the last seq handed out: above `_records` after a detected truncation
        self._errors = 0
        self._last: LogEntry | None = None
        self._last_hex = GENESIS_HASH
        self._jsonl_size = self._sidecar_size = 0
        self.torn_files: list[Path] = []
        self.startup_report: list[str] = []

    @classmethod
    def open(
        cls,
        directory: Path,
        *,
        clock: Clock = _utcnow,
        max_pending: int = 10_000,
        max_batch: int = 512,
        lock_timeout_s: float = 1.0,
        anchor: Anchor | None = None,
    ) -> AuditLog:
        """Open (creating if needed) and recover the log in `directory`.

        With an `anchor`, its head (the last checkpoint issued) is the high-water mark that
        start-up checks the log against, and every batch issues a new signed checkpoint.

        Raises:
            AuditLogError: the files cannot be opened or repaired, or another process
                holds the log for longer than `lock_timeout_s`.
        """
        directory = Path(directory)
        jsonl, sidecar = directory / JSONL_NAME, directory / SIDECAR_NAME
        flags = os.O_RDWR | os.O_CREAT | os.O_APPEND | os.O_CLOEXEC
        fds: list[int] = []
        try:
            directory.mkdir(parents=True, exist_ok=True)
            fds.append(os.open(jsonl, flags, 0o644))
            deadline = time.monotonic() + lock_timeout_s
            while True:
                try:
                    fcntl.flock(fds[0], fcntl.LOCK_EX | fcntl.LOCK_NB)
                    break
                except BlockingIOError:
                    if time.monotonic() >= deadline:
                        raise AuditLogError(f"{jsonl} is in use by another writer") from None
                    time.sleep(0.01)  # `verify` probes the lock for microseconds only
            fds.append(os.open(sidecar, flags, 0o644))
            _fsync_dir(directory)
            limits = {"max_pending": max_pending, "max_batch": max_batch}
            log = cls(directory, (fds[0], fds[1]), clock=clock, anchor=anchor, **limits)
            log._recover()
        except BaseException as exc:
            for fd in fds:
                os.close(fd)
            if isinstance(exc, OSError):
                raise AuditLogError(f"cannot open audit log in {directory}: {exc}") from exc
            raise
        return log

    def _recover(self) -> None:
        head = self._read_head()
        scan = _scan(self.directory, watch=head.seq if head is not None else None)
        errors = 0
        if scan.first_bad is not None:
            errors += 1
            self._report(
                f"chain mismatch at record {scan.first_bad} ({scan.reason}); nothing rewritten, "
                "appends continue and `verify` keeps reporting it"
            )
        if scan.torn_bytes or scan.uncovered:
            # A response is sent only once both files are durable, so a record without its
            # hash line was never acknowledged: whatever it is (a batch a crash cut, an old
            # sidecar restored, a forged or edited record), it is not chained.
            kept = self._cut(self._jfd, JSONL_NAME, scan.jsonl_covered_end)
            self._report(
                f"{scan.uncovered} records without a hash line"
                + (f" and a torn tail of {scan.torn_bytes} bytes" if scan.torn_bytes else "")
                + f" after seq {scan.last_seq} moved verbatim to {kept.name}; not chained"
            )
        if scan.sidecar_extra:
            kept = self._cut(self._sfd, SIDECAR_NAME, scan.sidecar_covered_end)
            self._report(
                f"sidecar bytes beyond record {scan.last_seq} moved verbatim to {kept.name}"
            )
        errors += bool(scan.torn_bytes or scan.uncovered or scan.sidecar_extra)  # one repair
        seq, prev = scan.last_seq, scan.last_hex
        if head is not None and head.seq > seq:
            errors += 1
            self._report(
                f"the log ends at seq {seq} but its last checkpoint names seq {head.seq}: "
                f"records {seq + 1}..{head.seq} were truncated; their seqs are not reused"
            )
            seq, prev = head.seq, head.hash
        elif head is not None and head.seq > 0 and scan.hash_at != head.hash:
            errors += 1
            self._report(
                f"record {head.seq} no longer has the hash its last checkpoint names: "
                "the log was rewritten"
            )
        self._errors += errors
        self._records, self._seq, self._last_hex = scan.covered, seq, prev
        self._last = LogEntry(seq, prev) if seq else None
        self._jsonl_size = os.fstat(self._jfd).st_size
        self._sidecar_size = os.fstat(self._sfd).st_size
        if self._anchor is not None:
            self._anchor.remove_stale()
            self._checkpoint = self._anchor.sign(seq, prev, iso_z(self._clock(), "seconds"))
            self._anchor.write_head(self._checkpoint, durable=True)

    def _read_head(self) -> Checkpoint | None:
        if self._anchor is None:
            return None
        try:
            return self._anchor.read_head()
        except CheckpointError as exc:
            self._errors += 1
            self._report(f"the last checkpoint is unusable ({exc}); truncation is not checked")
            return None

    def _report(self, message: str) -> None:
        logger.error("audit log %s: %s", self.directory, message)
        self.startup_report.append(message)

    def _cut(self, fd: int, name: str, offset: int) -> Path:
        """Copy the bytes from `offset` on to a torn-file, durably, then truncate them off."""
        stamp = self._clock().astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
        for attempt in range(1000):
            target = self.directory / f"{name}.torn-{stamp}{f'-{attempt}' if attempt else ''}"
            try:
                out = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, 0o644)
                break
            except FileExistsError:
                continue
        else:
            raise AuditLogError(f"cannot name a torn-file for {name}")
        try:
            _write_all(out, os.pread(fd, os.fstat(fd).st_size - offset, offset))
            os.fsync(out)
        finally:
            os.close(out)
        _fsync_dir(self.directory)
        os.ftruncate(fd, offset)
        os.fsync(fd)
        self.torn_files.append(target)
        return target

    @property
    def records(self) -> int:
        """Records in the log (after recovery, plus every acknowledged append)."""
        return self._records

    @property
    def checkpoint(self) -> Checkpoint | None:
        """The newest signed checkpoint of the head (None without an anchor)."""
        return self._checkpoint

    @property
    def failure(self) -> str | None:
        """Why the log refuses every append until it is reopened, None while it works."""
        return self._broken

    def find(self, seq: int) -> Receipt | None:
        """Record `seq` as committed (blocking file reads: call it off the event loop)."""
        with self._lock:
            sizes = (self._jsonl_size, self._sidecar_size)
        return find(self.directory, seq, sizes=sizes)

    @property
    def errors(self) -> int:
        """Failed appends, start-up repairs and start-up chain mismatches since `open`."""
        return self._errors

    @property
    def last(self) -> LogEntry | None:
        """The newest record's entry, None while the log is empty."""
        return self._last

    def start(self) -> None:
        """Start the writer thread now (it also starts on the first append)."""
        with self._lock:
            self._ensure_writer()

    def _ensure_writer(self) -> None:
        if self._thread is None and not self._closed:
            self._thread = threading.Thread(target=self._run, name="auditlog-writer", daemon=True)
            self._thread.start()

    def _submit(self, items: Sequence[_Item]) -> None:
        """Queue `items` in order; on a full queue the rest are refused (AuditLogError)."""
        with self._lock:
            if self._closed or self._broken is not None:
                self._errors += 1
                raise AuditLogError(f"audit log {self.directory} is {self._broken or 'closed'}")
            self._ensure_writer()
            for item in items:
                try:
                    self._queue.put_nowait(item)
                except queue.Full:
                    self._errors += 1
                    raise AuditLogError(
                        f"audit log overloaded: {self._queue.maxsize} appends pending"
                    ) from None

    def _future(self, record: Mapping[str, Any]) -> concurrent.futures.Future[LogEntry]:
        future: concurrent.futures.Future[LogEntry] = concurrent.futures.Future()
        self._submit([(dict(record), future)])
        return future

    async def append(self, record: Mapping[str, Any]) -> LogEntry:
        """Append a record (a shallow copy gets `seq` and `ts`); returns once it is durable.

        Do not mutate nested values of `record` until this returns.

        Raises:
            AuditLogError: not recorded (overload, I/O failure, unserializable, closed).
        """
        return await asyncio.wrap_future(self._future(record))

    async def append_many(
        self, records: Sequence[Mapping[str, Any] | EncodedRecord]
    ) -> list[LogEntry]:
        """Append records in order, all queued at once, so they share one group commit (one
        fsync per file) instead of one each; returns once all are durable. The caller is
        woken once for all of them. An `EncodedRecord` is written as its bytes.

        Raises:
            AuditLogError: one of them was not recorded (those queued before it may be).
        """
        waiter = _Waiter(asyncio.get_running_loop(), len(records))
        items: list[_Item] = [
            (r if isinstance(r, EncodedRecord) else dict(r), (waiter, i))
            for i, r in enumerate(records)
        ]
        try:
            self._submit(items)
        except AuditLogError:
            waiter.future.cancel()  # those already queued are not written either
            raise
        return await waiter.future

    def append_sync(self, record: Mapping[str, Any]) -> LogEntry:
        """Blocking `append`, for the CLI and backfills."""
        return self._future(record).result()

    def _run(self) -> None:
        stop = False
        while not stop:
            first = self._queue.get()
            if first is None:
                break
            batch = [first]
            while len(batch) < self._max_batch:
                try:
                    item = self._queue.get_nowait()
                except queue.Empty:
                    break
                if item is None:
                    stop = True
                    break
                batch.append(item)
            try:
                self._commit(batch)
            except Exception as exc:  # a dead writer would leave every caller waiting forever
                logger.exception("audit log writer failed")
                why = f"writer failed: {exc}"
                self._fail([f for _, f in batch if isinstance(f, concurrent.futures.Future)], why)
                # A waiter may have been settled or counted down already: fail it outright.
                error = AuditLogError(f"audit log {self.directory}: {why}")
                waiters: dict[asyncio.AbstractEventLoop, list[_Waiter]] = {}
                for _, sink in batch:
                    if not isinstance(sink, concurrent.futures.Future):
                        sink[0].failed = sink[0].failed or error
                        waiters.setdefault(sink[0].loop, []).append(sink[0])
                _wake(waiters)
                with self._lock:
                    self._broken = f"broken by a writer failure: {exc}"

    def _fail(self, sinks: Sequence[_Sink], why: str) -> None:
        with self._lock:
            self._errors += len(sinks)
        error = AuditLogError(f"audit log {self.directory}: {why}")
        waiters: dict[asyncio.AbstractEventLoop, list[_Waiter]] = {}
        for sink in sinks:
            if isinstance(sink, concurrent.futures.Future):
                if not sink.done():
                    sink.set_exception(error)
                continue
            waiter = sink[0]
            waiter.failed = waiter.failed or error
            waiter.remaining -= 1
            if waiter.remaining == 0:
                waiters.setdefault(waiter.loop, []).append(waiter)
        _wake(waiters)

    def _commit(self, batch: list[_Item]) -> None:
        lines: list[bytes] = []
        hash_lines: list[bytes] = []
        done: list[tuple[_Sink, LogEntry]] = []
        seq, prev = self._seq, self._last_hex
        for record, sink in batch:
            if isinstance(sink, concurrent.futures.Future):
                if not sink.set_running_or_notify_cancel():
                    continue  # the caller went away before the write: nothing to record
            elif sink[0].cancelled():
                self._drop(sink[0])
                continue
            ts = iso_z(self._clock(), "microseconds")
            try:
                if isinstance(record, EncodedRecord):
                    data = record.render(seq + 1, ts)
                else:
                    record["seq"], record["ts"] = seq + 1, ts
                    data = canonical_bytes(record)
            except (TypeError, ValueError, RecursionError) as exc:
                self._fail([sink], f"record is not serializable as JSON: {exc}")
                continue
            seq, prev = seq + 1, chain_hash(prev, data)
            lines.append(data + b"\n")
            hash_lines.append(f"{seq} {prev}\n".encode())
            done.append((sink, LogEntry(seq, prev)))
        if not done:
            return
        if self._broken is None:
            self._check_files()
        if self._broken is not None:
            self._fail([f for f, _ in done], self._broken)
            return
        jsonl, sidecar = b"".join(lines), b"".join(hash_lines)
        try:
            _write_all(self._jfd, jsonl)
            os.fsync(self._jfd)
            _write_all(self._sfd, sidecar)
            os.fsync(self._sfd)
        except OSError as exc:
            logger.error(
                "audit log %s: append of %d records failed: %s", self.directory, len(done), exc
            )
            self._rollback()
            self._fail([f for f, _ in done], f"append failed: {exc}")
            return
        checkpoint = None
        if self._anchor is not None:
            checkpoint = self._anchor.sign(seq, prev, iso_z(self._clock(), "seconds"))
            try:
                self._anchor.write_head(checkpoint)
            except OSError as exc:
                # The records are durable and answered; only the high-water mark lags.
                logger.error("audit log %s: checkpoint head not written: %s", self.directory, exc)
        with self._lock:
            self._records += len(done)
            self._seq, self._last_hex, self._last = seq, prev, done[-1][1]
            self._checkpoint = checkpoint
            self._jsonl_size += len(jsonl)
            self._sidecar_size += len(sidecar)
        waiters: dict[asyncio.AbstractEventLoop, list[_Waiter]] = {}
        for sink, entry in done:
            if checkpoint is not None:
                entry = LogEntry(entry.seq, entry.hash, checkpoint)
            if isinstance(sink, concurrent.futures.Future):
                sink.set_result(entry)
                continue
            waiter, place = sink
            waiter.entries[place] = entry
            waiter.remaining -= 1
            if waiter.remaining == 0:
                waiters.setdefault(waiter.loop, []).append(waiter)
        _wake(waiters)

    @staticmethod
    def _drop(waiter: _Waiter) -> None:
        waiter.remaining -= 1  # its caller is gone: nobody is woken

    def _check_files(self) -> None:
        """Fail closed when the files were unlinked, replaced or changed behind the writer.

        Writing on into an unlinked file would acknowledge verdicts no one can ever read.
        """
        problem = None
        for fd, name, ident, size in (
            (self._jfd, JSONL_NAME, self._ids[0], self._jsonl_size),
            (self._sfd, SIDECAR_NAME, self._ids[1], self._sidecar_size),
        ):
            try:
                on_disk = _identity(os.stat(self.directory / name))
            except OSError:
                on_disk = None
            if on_disk != ident:
                problem = f"{name} was unlinked or replaced while the server ran"
            elif os.fstat(fd).st_size != size:
                problem = f"{name} was changed by another writer while the server ran"
            if problem:
                break
        if problem is not None:
            with self._lock:
                self._broken = f"refusing appends: {problem}; restart to recover"
            logger.error("audit log %s: %s", self.directory, self._broken)

    def _rollback(self) -> None:
        """Truncate a failed batch off both files; if that fails, refuse further appends."""
        try:
            os.ftruncate(self._jfd, self._jsonl_size)
            os.ftruncate(self._sfd, self._sidecar_size)
            os.fsync(self._jfd)
            os.fsync(self._sfd)
        except OSError as exc:
            with self._lock:
                self._broken = f"refusing appends: a failed batch could not be removed ({exc})"
            logger.error("audit log %s: %s; reopen to recover", self.directory, self._broken)

    def close(self) -> None:
        """Commit everything queued, stop the writer and release the files."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            thread = self._thread
        if thread is not None:
            self._queue.put(None)
            thread.join()
        if self._anchor is not None and self._checkpoint is not None and self._broken is None:
            try:
                self._anchor.write_head(self._checkpoint, durable=True)
            except OSError as exc:
                logger.error("audit log %s: checkpoint head not written: %s", self.directory, exc)
        if self._anchor is not None:
            self._anchor.close()
        os.close(self._sfd)
        os.close(self._jfd)

    async def aclose(self) -> None:
        """`close` without blocking the event loop (for a FastAPI lifespan)."""
        await asyncio.to_thread(self.close)

    def __enter__(self) -> AuditLog:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    async def __aenter__(self) -> AuditLog:
        self.start()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()
