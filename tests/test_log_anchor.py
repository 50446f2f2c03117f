"""Tamper evidence with an anchor: torn records never chained, signed checkpoints of the
head, no seq reused after a truncation, receipts, and a writer that fails closed when its
files are unlinked or replaced (unit level, real files; the real-server side is in
tests/test_log_anchor_e2e.py)."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from pipeline.auditlog import (
    JSONL_NAME,
    SIDECAR_NAME,
    AuditLog,
    chain_hash,
    find,
    verify,
)
from pipeline.checkpoint import Anchor, CheckpointError, parse_checkpoint
from pipeline.errors import AuditLogError


@pytest.fixture
def dirs(tmp_path: Path) -> tuple[Path, Path]:
    return tmp_path / "audit", tmp_path / "anchor"


def fill(dirs: tuple[Path, Path], n: int) -> list[dict[str, object]]:
    """Append n records through an anchored log; return each append's `log` object."""
    out = []
    with AuditLog.open(dirs[0], anchor=Anchor.open(dirs[1])) as log:
        for i in range(n):
            entry = log.append_sync({"i": i, "verdict": "SAFE", "api_key_id": "k1"})
            assert entry.checkpoint is not None
            out.append({"seq": entry.seq, "hash": entry.hash, "cp": entry.checkpoint})
    return out


def rechain(directory: Path) -> None:
    """What a careful forger does after editing records: recompute the whole sidecar."""
    prev, rows = "0" * 64, []
    for line in (directory / JSONL_NAME).read_bytes().splitlines():
        prev = chain_hash(prev, line)
        rows.append(f"{json.loads(line)['seq']} {prev}\n")
    (directory / SIDECAR_NAME).write_text("".join(rows))


def cut_last(directory: Path, n: int) -> None:
    for name in (JSONL_NAME, SIDECAR_NAME):
        lines = (directory / name).read_bytes().splitlines(keepends=True)
        (directory / name).write_bytes(b"".join(lines[:-n]))


def test_a_checkpoint_is_signed_names_the_head_and_round_trips(dirs: tuple[Path, Path]) -> None:
    entries = fill(dirs, 3)
    cp = entries[-1]["cp"]
    assert (cp.seq, cp.hash) == (3, entries[-1]["hash"])
    again = parse_checkpoint(json.loads(json.dumps(cp.as_dict())))
    again.check(Anchor.public_key_of(dirs[1]))
    forged = parse_checkpoint({**cp.as_dict(), "seq": 2})
    with pytest.raises(CheckpointError, match="does not verify"):
        forged.check()
    other = Anchor.open(dirs[1].parent / "other").public_key
    with pytest.raises(CheckpointError, match="another key"):
        again.check(other)
    assert verify(dirs[0], again).ok
    # the key lives outside the log directory, private to its owner
    assert not list(dirs[0].glob("*.key"))
    assert (dirs[1] / "ed25519.key").stat().st_mode & 0o077 == 0


def test_a_truncation_of_the_last_records_fails_verify_and_no_seq_is_reused(
    dirs: tuple[Path, Path],
) -> None:
    entries = fill(dirs, 5)
    cp = entries[-1]["cp"]
    cut_last(dirs[0], 2)
    assert verify(dirs[0]).ok  # internally consistent: only an anchor can tell
    bad = verify(dirs[0], cp)
    assert not bad.ok and bad.first_bad_seq == 4 and "truncated" in bad.message

    with AuditLog.open(dirs[0], anchor=Anchor.open(dirs[1])) as log:
        assert log.errors == 1
        assert any("truncated" in m for m in log.startup_report)
        entry = log.append_sync({"i": 99})
        assert entry.seq == 6  # not 4: seqs 4 and 5 were handed out before
    after = verify(dirs[0])
    assert not after.ok and after.first_bad_seq == 4 and "missing" in after.message
    assert find(dirs[0], 6) is not None and find(dirs[0], 4) is None


def test_a_rewrite_with_a_recomputed_chain_fails_against_the_checkpoint(
    dirs: tuple[Path, Path],
) -> None:
    entries = fill(dirs, 4)
    cp = entries[-1]["cp"]
    early = entries[1]["cp"]  # a client that audited at seq 2 kept this one
    path = dirs[0] / JSONL_NAME
    path.write_bytes(path.read_bytes().replace(b'"i":1,', b'"i":1,"x":0,', 1))
    rechain(dirs[0])
    assert verify(dirs[0]).ok
    for held in (cp, early):
        result = verify(dirs[0], held)
        assert not result.ok and "rewritten" in result.message
    with AuditLog.open(dirs[0], anchor=Anchor.open(dirs[1])) as log:
        assert log.errors == 1 and any("rewritten" in m for m in log.startup_report)


@pytest.mark.parametrize("tamper", ["old sidecar", "deleted sidecar plus edit", "forged record"])
def test_records_without_hash_lines_are_moved_aside_never_chained(
    dirs: tuple[Path, Path], tamper: str
) -> None:
    audit = dirs[0]
    fill(dirs, 2)
    old_sidecar = (audit / SIDECAR_NAME).read_bytes()
    entries = fill(dirs, 2)
    cp = entries[-1]["cp"]
    if tamper == "old sidecar":
        (audit / SIDECAR_NAME).write_bytes(old_sidecar)
    elif tamper == "deleted sidecar plus edit":
        path = audit / JSONL_NAME
        path.write_bytes(path.read_bytes().replace(b'"verdict":"SAFE"', b'"verdict":"BLOCK"', 1))
        (audit / SIDECAR_NAME).unlink()
    else:
        forged = {"i": 9, "seq": 5, "ts": "2026-01-01T00:00:00Z", "verdict": "SAFE"}
        with (audit / JSONL_NAME).open("ab") as fh:
            fh.write(json.dumps(forged, sort_keys=True, separators=(",", ":")).encode() + b"\n")
    before = verify(audit, cp)
    assert not before.ok

    with AuditLog.open(audit, anchor=Anchor.open(dirs[1])) as log:
        assert any("not chained" in m for m in log.startup_report)
        assert log.errors >= 1
        torn = [p for p in log.torn_files if p.name.startswith(f"{JSONL_NAME}.torn-")]
        assert torn and all(b"\n" in p.read_bytes() for p in torn)
        nxt = log.append_sync({"i": 100}).seq
    assert nxt == 5  # every seq up to the checkpoint's stays taken
    # after the restart nothing unproven was chained: what verify says is still not "intact
    # with the edit in place"; the edited or forged bytes are only in the torn file
    live = (audit / JSONL_NAME).read_bytes()
    assert b'"verdict":"BLOCK"' not in live and b'"i":9' not in live
    if tamper == "forged record":
        assert verify(audit, cp).ok  # the real records 1..4 are untouched
    else:
        assert not verify(audit, cp).ok


def test_find_looks_up_any_record_by_seq(dirs: tuple[Path, Path]) -> None:
    entries = fill(dirs, 40)
    for want in (1, 2, 17, 39, 40):
        got = find(dirs[0], want)
        assert got is not None and got.seq == want and got.record["i"] == want - 1
        assert got.hash == entries[want - 1]["hash"]
    assert find(dirs[0], 41) is None and find(dirs[0], 0) is None


@pytest.mark.parametrize("how", ["unlinked", "replaced", "directory moved"])
def test_a_writer_whose_files_were_unlinked_or_replaced_fails_closed(
    dirs: tuple[Path, Path], how: str
) -> None:
    audit = dirs[0]
    log = AuditLog.open(audit, anchor=Anchor.open(dirs[1]))
    try:
        log.append_sync({"i": 0})
        if how == "unlinked":
            (audit / JSONL_NAME).unlink()
        elif how == "replaced":
            tmp = audit / "x"
            tmp.write_bytes((audit / SIDECAR_NAME).read_bytes())
            os.replace(tmp, audit / SIDECAR_NAME)
        else:
            shutil.move(audit, audit.with_name("moved"))
            audit.mkdir()
        with pytest.raises(AuditLogError, match="unlinked or replaced"):
            log.append_sync({"i": 1})
        assert log.failure is not None and "unlinked or replaced" in log.failure
        with pytest.raises(AuditLogError):
            log.append_sync({"i": 2})  # and stays closed until reopened
        assert log.errors == 2
    finally:
        log.close()


def test_each_batch_overwrites_the_head_in_place_and_a_crash_leaves_the_last_one(
    dirs: tuple[Path, Path],
) -> None:
    log = AuditLog.open(dirs[0], anchor=Anchor.open(dirs[1]))
    try:
        head = dirs[1] / "head.json"
        inode = head.stat().st_ino
        for i in range(3):
            entry = log.append_sync({"i": i})
            # what start-up would read if the process died now (no close, no fsync)
            assert Anchor.open(dirs[1]).read_head() == entry.checkpoint
        assert head.stat().st_ino == inode and head.stat().st_size == 512
        assert not list(dirs[1].glob(".head.json.*"))
    finally:
        log.close()
    assert Anchor.open(dirs[1]).read_head() == entry.checkpoint
