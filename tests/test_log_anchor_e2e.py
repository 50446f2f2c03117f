"""Tamper evidence against a real server and the real CLI: every response carries a signed
checkpoint, receipts can be looked up, each tamper is caught by `log verify --checkpoint`
or at start-up without a seq reused, and an unlinked log makes audits 503 and health say so.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import httpx
import pytest

from pipeline.auditlog import JSONL_NAME, SIDECAR_NAME, chain_hash, verify
from pipeline.checkpoint import parse_checkpoint
from tests.conftest import HTTP, resaudit, service_process, wait_until

pytestmark = pytest.mark.slow

FAST = {"refresh_interval_s": 30}


def _ready(base: str) -> bool:
    h = HTTP.get(f"{base}/v1/health", timeout=10)
    return h.status_code == 200 and int(h.json()["refresher"]["cycle_count"]) >= 1


def _audit(base: str, key: str, pair: str) -> httpx.Response:
    return HTTP.post(
        f"{base}/v1/audit",
        json={"canonical_event_id": pair},
        headers={"X-API-Key": key},
        timeout=60,
    )


def _verify(home: Path, checkpoint: Path | None = None) -> Any:
    args = ["log", "verify"] + (["--checkpoint", str(checkpoint)] if checkpoint else [])
    return resaudit(*args, env={"RESAUDIT_HOME": str(home)})


def _rechain(audit: Path) -> None:
    prev, rows = "0" * 64, []
    for line in (audit / JSONL_NAME).read_bytes().splitlines():
        prev = chain_hash(prev, line)
        rows.append(f"{json.loads(line)['seq']} {prev}\n")
    (audit / SIDECAR_NAME).write_text("".join(rows))


def _tamper(audit: Path, how: str, old_sidecar: bytes) -> None:
    jsonl, sidecar = audit / JSONL_NAME, audit / SIDECAR_NAME
    if how == "old sidecar":
        sidecar.write_bytes(old_sidecar)
    elif how == "deleted sidecar plus edit":
        jsonl.write_bytes(jsonl.read_bytes().replace(b'"verdict":"', b'"verdict":"X', 1))
        sidecar.unlink()
    elif how == "forged record":
        last = json.loads(jsonl.read_bytes().splitlines()[-1])
        forged = {**last, "seq": last["seq"] + 1, "verdict": "SAFE"}
        with jsonl.open("ab") as fh:
            fh.write(json.dumps(forged, sort_keys=True, separators=(",", ":")).encode() + b"\n")
    elif how == "truncation":
        for path in (jsonl, sidecar):
            path.write_bytes(b"".join(path.read_bytes().splitlines(keepends=True)[:-2]))
    else:  # a full rewrite with a recomputed chain
        jsonl.write_bytes(jsonl.read_bytes().replace(b'"verdict":"', b'"verdict":"X', 1))
        _rechain(audit)


TAMPERS = ["old sidecar", "deleted sidecar plus edit", "forged record", "truncation", "rewrite"]


def test_checkpoints_receipts_tampers_and_an_unlinked_log_on_a_real_server(
    demo_simulator: str, tmp_path: Path
) -> None:
    home = tmp_path / "home"
    out = resaudit("keys", "issue", "--name", "t", env={"RESAUDIT_HOME": str(home)})
    key = out.stdout.strip()
    with service_process(demo_simulator, home, **FAST) as base:
        wait_until(lambda: _ready(base), timeout=180, what="first cycle")
        events = HTTP.get(f"{base}/v1/events?include_settled=true", timeout=10).json()
        pairs = [p["pair_id"] for e in events for p in e["pairs"]][:4]
        logs = []
        for i, pair in enumerate(pairs):
            r = _audit(base, key, pair)
            assert r.status_code == 200, r.text
            logs.append(r.json()["log"])
            if i == 1:
                old_sidecar = (home / "audit" / SIDECAR_NAME).read_bytes()
        for log in logs:
            cp = log["checkpoint"]
            assert cp["seq"] >= log["seq"] and len(cp["signature"]) == 128
        head = HTTP.get(f"{base}/v1/log/checkpoint", timeout=10).json()
        assert (head["seq"], head["hash"]) == (logs[-1]["seq"], logs[-1]["hash"])

        receipt = HTTP.get(f"{base}/v1/log/{logs[0]['seq']}", headers={"X-API-Key": key})
        assert receipt.status_code == 200
        assert receipt.json()["hash"] == logs[0]["hash"]
        assert receipt.json()["record"]["pair_id"] == pairs[0]
        assert HTTP.get(f"{base}/v1/log/{logs[0]['seq']}").status_code == 401
        assert HTTP.get(f"{base}/v1/log/999", headers={"X-API-Key": key}).status_code == 404

    shown = resaudit("log", "show", str(logs[1]["seq"]), env={"RESAUDIT_HOME": str(home)})
    assert shown.returncode == 0 and json.loads(shown.stdout)["hash"] == logs[1]["hash"]
    checkpoint = tmp_path / "checkpoint.json"
    checkpoint.write_text(json.dumps(logs[-1]))  # a response's whole `log` object
    ok = _verify(home, checkpoint)
    assert ok.returncode == 0 and "extends the checkpoint" in ok.stdout, ok.stdout + ok.stderr

    held = parse_checkpoint(logs[-1]["checkpoint"])
    for how in TAMPERS:
        copy = tmp_path / how.replace(" ", "-")
        shutil.copytree(home, copy)
        _tamper(copy / "audit", how, old_sidecar)
        assert not verify(copy / "audit", held).ok, how
    result = _verify(tmp_path / "rewrite", checkpoint)  # the CLI, on the hardest one
    assert result.returncode == 1 and result.stdout.startswith("first bad record: seq ")

    # start-up on each tampered log: found, counted, nothing unproven chained, no seq reused
    last = logs[-1]["seq"]
    for how in ("old sidecar", "truncation"):
        copy = tmp_path / how.replace(" ", "-")
        with service_process(demo_simulator, copy, **FAST) as base:
            h = HTTP.get(f"{base}/v1/health", timeout=10).json()
            assert h["audit_log_errors"] >= 1, how
            r = _audit(base, key, pairs[0])
            assert r.status_code == 200 and r.json()["log"]["seq"] == last + 1, how
            # the running writer's files are unlinked: it fails closed
            (copy / "audit" / JSONL_NAME).unlink()
            refused = _audit(base, key, pairs[1])
            assert refused.status_code == 503, refused.text
            health = HTTP.get(f"{base}/v1/health", timeout=10)
            assert health.status_code == 503
            assert any("unlinked or replaced" in x for x in health.json()["reasons"])
        text = (copy / "service.log").read_text()
        assert "truncated" in text, how
        if how == "old sidecar":
            assert "not chained" in text and list((copy / "audit").glob("audit.jsonl.torn-*"))
