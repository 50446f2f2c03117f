"""The audit log: chain, durability under concurrency, tamper and crash detection."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import os
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from pipeline.auditlog import (
    JSONL_NAME,
    SIDECAR_NAME,
    AuditLog,
    EncodedRecord,
    LogEntry,
    iter_records,
    verify,
)
from pipeline.errors import AuditLogError

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


class StepClock:
    """A deterministic clock: each call is one second after the last."""

    def __init__(self) -> None:
        self.now = datetime(2026, 5, 1, 12, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        self.now += timedelta(seconds=1)
        return self.now


@pytest.fixture
def log_dir(tmp_path: Path) -> Path:
    return tmp_path / "audit"


@pytest.fixture
def log(log_dir: Path) -> Iterator[AuditLog]:
    audit = AuditLog.open(log_dir, clock=StepClock())
    yield audit
    audit.close()


def independent_chain(directory: Path) -> list[tuple[int, str]]:
    """Recompute `<seq> <hex>` for every line of audit.jsonl without the module's helpers."""
    prev = "0" * 64
    out = []
    for seq, line in enumerate((directory / JSONL_NAME).read_bytes().splitlines(), start=1):
        prev = hashlib.sha256(prev.encode() + line).hexdigest()
        out.append((seq, prev))
    return out


def sidecar(directory: Path) -> list[tuple[int, str]]:
    rows = (directory / SIDECAR_NAME).read_text().splitlines()
    return [(int(seq), hx) for seq, hx in (row.split(" ") for row in rows)]


def fill(directory: Path, n: int) -> None:
    with AuditLog.open(directory, clock=StepClock()) as audit:
        for i in range(n):
            audit.append_sync({"i": i, "verdict": "SAFE", "note": "équipe"})


@pytest.mark.anyio
async def test_appends_are_canonical_and_chained_as_recomputed_independently(
    log: AuditLog, log_dir: Path
) -> None:
    entries = [await log.append({"i": i, "b": [1, 2], "a": "ü"}) for i in range(5)]

    assert [e.seq for e in entries] == [1, 2, 3, 4, 5]
    assert sidecar(log_dir) == independent_chain(log_dir)
    assert [(e.seq, e.hash) for e in entries] == independent_chain(log_dir)
    lines = (log_dir / JSONL_NAME).read_bytes().splitlines()
    for seq, line in enumerate(lines, start=1):
        record = json.loads(line)
        assert record["seq"] == seq
        assert record["ts"] == f"2026-05-01T12:00:{seq:02d}.000000Z"
        canonical = json.dumps(record, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
        assert line == canonical.encode()
    assert log.records == 5 and log.errors == 0 and log.last == entries[-1]
    assert verify(log_dir).ok


def test_append_sets_seq_and_ts_on_a_copy_and_overrides_caller_values(
    log: AuditLog, log_dir: Path
) -> None:
    record = {"seq": 99, "ts": "yesterday", "x": 1}
    entry = log.append_sync(record)

    assert record == {"seq": 99, "ts": "yesterday", "x": 1}
    assert entry.seq == 1
    assert next(iter_records(log_dir))["seq"] == 1


@pytest.mark.anyio
async def test_concurrent_appends_get_unique_gapless_seqs_and_a_valid_chain(
    log: AuditLog, log_dir: Path
) -> None:
    entries = await asyncio.gather(*(log.append({"caller": i}) for i in range(200)))

    assert sorted(e.seq for e in entries) == list(range(1, 201))
    assert log.records == 200
    assert sidecar(log_dir) == independent_chain(log_dir)
    by_caller = {r["caller"]: r["seq"] for r in iter_records(log_dir)}
    assert all(by_caller[i] == entries[i].seq for i in range(200))
    assert verify(log_dir).ok


@pytest.mark.anyio
async def test_appends_queued_behind_a_commit_share_one_fsync_per_file(
    log: AuditLog, monkeypatch: pytest.MonkeyPatch
) -> None:
    gate, entered = threading.Event(), threading.Event()
    calls: list[int] = []
    real_fsync = os.fsync

    def gated_fsync(fd: int) -> None:
        calls.append(fd)
        entered.set()
        assert gate.wait(10)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", gated_fsync)
    first = asyncio.ensure_future(log.append({"n": 0}))
    assert await asyncio.to_thread(entered.wait, 10)
    rest = [asyncio.ensure_future(log.append({"n": n})) for n in range(1, 51)]
    await asyncio.sleep(0)  # let every task reach the queue
    gate.set()
    entries = await asyncio.gather(first, *rest)

    assert [e.seq for e in entries] == list(range(1, 52))
    assert len(calls) == 4  # first batch: 2 fsyncs; the 50 queued behind it: 2 more


@pytest.mark.anyio
async def test_a_full_queue_fails_the_append_at_once_and_counts_an_error(
    log_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    audit = AuditLog.open(log_dir, max_pending=2)
    gate, entered = threading.Event(), threading.Event()
    real_fsync = os.fsync

    def gated_fsync(fd: int) -> None:
        entered.set()
        assert gate.wait(10)
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", gated_fsync)
    try:
        busy = asyncio.ensure_future(audit.append({"n": 1}))
        assert await asyncio.to_thread(entered.wait, 10)
        queued = [asyncio.ensure_future(audit.append({"n": n})) for n in (2, 3)]
        await asyncio.sleep(0)
        with pytest.raises(AuditLogError, match="overloaded"):
            await audit.append({"n": 4})
        assert audit.errors == 1
        gate.set()
        assert [e.seq for e in await asyncio.gather(busy, *queued)] == [1, 2, 3]
    finally:
        gate.set()
        await audit.aclose()
    assert verify(log_dir).records == 3


def test_verify_names_the_first_record_whose_bytes_were_changed(log_dir: Path) -> None:
    fill(log_dir, 10)
    jsonl = log_dir / JSONL_NAME
    lines = jsonl.read_bytes().splitlines(keepends=True)
    lines[4] = lines[4].replace(b'"SAFE"', b'"SAFF"')
    jsonl.write_bytes(b"".join(lines))

    result = verify(log_dir)

    assert not result.ok
    assert result.first_bad_seq == 5
    assert result.records == 10
    assert "record 5" in result.message


def test_verify_names_the_record_whose_hash_line_was_changed(log_dir: Path) -> None:
    fill(log_dir, 6)
    path = log_dir / SIDECAR_NAME
    rows = path.read_text().splitlines(keepends=True)
    seq, hx = rows[2].split(" ")
    rows[2] = f"{seq} {'0' if hx[0] != '0' else '1'}{hx[1:]}"
    path.write_text("".join(rows))

    assert verify(log_dir).first_bad_seq == 3


def test_a_tampered_log_is_counted_at_open_keeps_appending_and_stays_detectable(
    log_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fill(log_dir, 4)
    jsonl = log_dir / JSONL_NAME
    jsonl.write_bytes(jsonl.read_bytes().replace(b'"i":1', b'"i":7'))
    hashes_before = sidecar(log_dir)

    with caplog.at_level(logging.ERROR), AuditLog.open(log_dir) as audit:
        assert audit.errors == 1
        assert audit.records == 4
        assert audit.append_sync({"after": True}).seq == 5

    assert any("chain mismatch at record 2" in r.getMessage() for r in caplog.records)
    assert verify(log_dir).first_bad_seq == 2
    assert sidecar(log_dir)[:4] == hashes_before
    assert len(sidecar(log_dir)) == 5


def test_a_torn_tail_is_reported_preserved_verbatim_and_cut_off_the_live_file(
    log_dir: Path, caplog: pytest.LogCaptureFixture
) -> None:
    fill(log_dir, 5)
    torn = b'{"i":5,"note":"\xc3\xa9qu'
    with (log_dir / JSONL_NAME).open("ab") as f:
        f.write(torn)
    intact = (log_dir / JSONL_NAME).read_bytes()[: -len(torn)]

    before = verify(log_dir)
    assert not before.ok and before.first_bad_seq == 6 and "torn tail" in before.message

    with caplog.at_level(logging.ERROR), AuditLog.open(log_dir) as audit:
        assert audit.errors == 1
        assert audit.records == 5
        assert len(audit.torn_files) == 1
        assert audit.torn_files[0].name.startswith(f"{JSONL_NAME}.torn-")
        assert audit.torn_files[0].read_bytes() == torn
        assert (log_dir / JSONL_NAME).read_bytes() == intact
        assert audit.append_sync({"next": 1}) == LogEntry(6, independent_chain(log_dir)[5][1])

    assert any("torn tail" in r.getMessage() for r in caplog.records)
    assert verify(log_dir).ok


def test_a_record_without_its_hash_line_is_moved_aside_never_chained(log_dir: Path) -> None:
    fill(log_dir, 3)
    record = {"i": 3, "seq": 4, "ts": "2026-05-01T12:00:04.000000Z"}
    line = json.dumps(record, sort_keys=True, separators=(",", ":")).encode() + b"\n"
    with (log_dir / JSONL_NAME).open("ab") as f:
        f.write(line)
    with (log_dir / SIDECAR_NAME).open("ab") as f:
        f.write(b"4 3fa")  # the hash line itself was cut short

    assert verify(log_dir).first_bad_seq == 4
    with AuditLog.open(log_dir) as audit:
        assert audit.records == 3
        assert audit.errors == 1
        assert sorted(p.read_bytes() for p in audit.torn_files) == sorted([line, b"4 3fa"])
        assert audit.last == LogEntry(*independent_chain(log_dir)[2])
        assert any("not chained" in m for m in audit.startup_report)

    assert sidecar(log_dir) == independent_chain(log_dir)
    assert verify(log_dir).ok


def test_a_complete_garbage_line_at_the_tail_is_treated_as_torn(log_dir: Path) -> None:
    fill(log_dir, 2)
    with (log_dir / JSONL_NAME).open("ab") as f:
        f.write(b"\0" * 16 + b"\n")

    with AuditLog.open(log_dir) as audit:
        assert audit.records == 2 and audit.errors == 1
        assert audit.torn_files[0].read_bytes() == b"\0" * 16 + b"\n"
    assert verify(log_dir).ok


def test_hash_lines_beyond_the_last_record_are_preserved_and_cut(log_dir: Path) -> None:
    fill(log_dir, 2)
    extra = b"3 " + b"a" * 64 + b"\n"
    with (log_dir / SIDECAR_NAME).open("ab") as f:
        f.write(extra)

    assert verify(log_dir).first_bad_seq == 3
    with AuditLog.open(log_dir) as audit:
        assert audit.records == 2 and audit.errors == 1
        assert audit.torn_files[0].name.startswith(f"{SIDECAR_NAME}.torn-")
        assert audit.torn_files[0].read_bytes() == extra
    assert verify(log_dir).ok


def test_a_failed_fsync_fails_the_append_counts_it_and_leaves_no_trace(
    log: AuditLog, log_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    log.append_sync({"ok": 1})
    real_fsync = os.fsync
    failures = iter([OSError(28, "No space left on device")])

    def failing_once(fd: int) -> None:
        error = next(failures, None)
        if error is not None:
            raise error
        real_fsync(fd)

    monkeypatch.setattr(os, "fsync", failing_once)
    with pytest.raises(AuditLogError, match="No space left"):
        log.append_sync({"lost": 1})
    assert log.errors == 1 and log.records == 1

    assert log.append_sync({"ok": 2}).seq == 2
    assert [r.get("lost") for r in iter_records(log_dir)] == [None, None]
    assert verify(log_dir).ok


def test_when_a_failed_batch_cannot_be_removed_the_log_refuses_appends_until_reopened(
    log_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fill(log_dir, 2)
    audit = AuditLog.open(log_dir)

    def broken_disk(fd: int) -> None:
        raise OSError(5, "Input/output error")

    with monkeypatch.context() as patch:
        patch.setattr(os, "fsync", broken_disk)
        with pytest.raises(AuditLogError):
            audit.append_sync({"x": 1})
    with pytest.raises(AuditLogError, match="refusing appends"):
        audit.append_sync({"x": 2})
    assert audit.errors == 2
    audit.close()

    with AuditLog.open(log_dir) as reopened:
        assert reopened.records == 2
        assert reopened.append_sync({"x": 3}).seq == 3
    assert verify(log_dir).ok


@pytest.mark.skipif(os.geteuid() == 0, reason="root ignores permissions")
def test_a_log_in_a_read_only_directory_refuses_to_open(tmp_path: Path) -> None:
    # An open log holds writable descriptors, so permissions only bite at open.
    tmp_path.chmod(0o555)
    try:
        with pytest.raises(AuditLogError, match="cannot open"):
            AuditLog.open(tmp_path)
    finally:
        tmp_path.chmod(0o755)


def test_opening_where_the_log_file_is_a_directory_raises(log_dir: Path) -> None:
    (log_dir / JSONL_NAME).mkdir(parents=True)

    with pytest.raises(AuditLogError, match="cannot open"):
        AuditLog.open(log_dir)


def test_an_unserializable_record_fails_alone_without_using_a_seq(log: AuditLog) -> None:
    with pytest.raises(AuditLogError, match="not serializable"):
        log.append_sync({"when": datetime.now(UTC)})
    with pytest.raises(AuditLogError, match="not serializable"):
        log.append_sync({"x": float("nan")})

    assert log.append_sync({"x": 1}).seq == 1
    assert log.errors == 2


def test_a_second_writer_on_the_same_log_is_refused(log: AuditLog, log_dir: Path) -> None:
    with pytest.raises(AuditLogError, match="in use"):
        AuditLog.open(log_dir, lock_timeout_s=0)


def test_appending_after_close_raises(log_dir: Path) -> None:
    audit = AuditLog.open(log_dir)
    audit.close()

    with pytest.raises(AuditLogError, match="closed"):
        audit.append_sync({"x": 1})


def test_verify_on_a_live_log_does_not_flag_the_tail_being_written(
    log: AuditLog, log_dir: Path
) -> None:
    log.append_sync({"x": 1})
    with (log_dir / JSONL_NAME).open("ab") as f:
        f.write(b'{"half":')

    live = verify(log_dir)

    assert live.ok and "live writer" in live.message
    log.close()
    assert not verify(log_dir).ok


def test_iter_records_skips_a_partial_last_line_and_rejects_garbage(log_dir: Path) -> None:
    fill(log_dir, 3)
    jsonl = log_dir / JSONL_NAME
    jsonl.write_bytes(jsonl.read_bytes() + b'{"part')
    assert [r["i"] for r in iter_records(log_dir)] == [0, 1, 2]

    jsonl.write_bytes(b"not json\n" + jsonl.read_bytes())
    with pytest.raises(AuditLogError, match="line 1"):
        list(iter_records(log_dir))
    assert [r["i"] for r in iter_records(log_dir, strict=False)] == [0, 1, 2]


def test_an_empty_or_missing_log_verifies(tmp_path: Path) -> None:
    result = verify(tmp_path / "nothing")
    assert result.ok and result.records == 0 and result.first_bad_seq is None


CHILD = """
import asyncio, sys
from pathlib import Path
from pipeline.auditlog import AuditLog

async def writer(log, k):
    while True:
        entry = await log.append({"writer": k, "pad": "x" * 700})
        print(entry.seq, flush=True)

async def main():
    log = AuditLog.open(Path(sys.argv[1]))
    await asyncio.gather(*(writer(log, k) for k in range(32)))

asyncio.run(main())
"""


def test_a_process_killed_mid_append_leaves_every_acknowledged_record_and_a_sound_chain(
    log_dir: Path,
) -> None:
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    child = subprocess.Popen(
        [sys.executable, "-c", CHILD, str(log_dir)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    acknowledged = 0
    try:
        assert child.stdout is not None
        while acknowledged < 300:
            line = child.stdout.readline()
            assert line, child.stderr.read().decode() if child.stderr else "child died"
            acknowledged = max(acknowledged, int(line))
    finally:
        child.send_signal(signal.SIGKILL)
        child.communicate()

    before = verify(log_dir)
    raw = (log_dir / JSONL_NAME).read_bytes()
    with AuditLog.open(log_dir) as audit:
        assert audit.records >= acknowledged
        assert audit.errors == (0 if before.ok else 1)
        assert bool(audit.startup_report) == (not before.ok)
        torn = [p for p in audit.torn_files if p.name.startswith(f"{JSONL_NAME}.torn-")]
        assert (log_dir / JSONL_NAME).read_bytes() + b"".join(p.read_bytes() for p in torn) == raw
    after = verify(log_dir)
    assert after.ok, after.message
    seqs = [r["seq"] for r in iter_records(log_dir)]
    assert seqs == list(range(1, after.records + 1))
    assert sidecar(log_dir) == independent_chain(log_dir)


@pytest.mark.anyio
async def test_append_many_mixes_encoded_records_and_dicts_in_one_chain(
    log: AuditLog, log_dir: Path
) -> None:
    records = [{"kind": "audit", "n": n, "who": "é"} for n in range(6)]
    given = [EncodedRecord.of(r) if r["n"] % 2 else r for r in records]
    first, second = await asyncio.gather(log.append_many(given[:3]), log.append_many(given[3:]))

    assert [e.seq for e in first + second] == list(range(1, 7))
    stored = list(iter_records(log_dir))
    assert [{k: r[k] for k in ("kind", "n", "who")} for r in stored] == records
    assert sidecar(log_dir) == independent_chain(log_dir)
    assert verify(log_dir).ok
