"""Adoption: who asks for verdicts, how often, over which channel, from the audit log.

What it counts: docs/DESIGN.md §10.

Every verdict served is one `kind: "audit"` record of the append-only log (a bare-event
audit logs one per pair), so the log is the measure: DuckDB reads the JSONL directly.
Lines that are not complete records (a torn tail a crash left behind, garbage) parse to
nothing and are not counted. `daily` covers the last `DAILY_DAYS` UTC days, today
included, with zero-audit days present, so it plots as a continuous series.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import duckdb

from pipeline.auditlog import JSONL_NAME
from pipeline.errors import AuditLogError

__all__ = ["DAILY_DAYS", "adoption", "log_files"]

DAILY_DAYS = 30
VERDICTS = ("SAFE", "CAUTION", "BLOCK")
CHANNELS = ("rest", "mcp")

_LOAD = """
CREATE TEMP TABLE a AS
SELECT try_cast(ts AS TIMESTAMPTZ) AS ts, channel, api_key_id, verdict
FROM read_json($files, format = 'newline_delimited', ignore_errors = true,
    columns = {ts: 'VARCHAR', kind: 'VARCHAR', channel: 'VARCHAR',
               api_key_id: 'VARCHAR', verdict: 'VARCHAR'})
WHERE kind = 'audit'
"""
_EMPTY = """
CREATE TEMP TABLE a (ts TIMESTAMPTZ, channel VARCHAR, api_key_id VARCHAR, verdict VARCHAR)
"""
_COUNTS = """
SELECT count(*) AS total,
    count(*) FILTER (WHERE ts > $now - INTERVAL 1 DAY) AS last_24h,
    count(*) FILTER (WHERE ts > $now - INTERVAL 7 DAY) AS last_7d,
    count(DISTINCT api_key_id) FILTER (WHERE ts > $now - INTERVAL 7 DAY) AS keys_7d,
    count(DISTINCT api_key_id) FILTER (WHERE ts > $now - INTERVAL 30 DAY) AS keys_30d,
    count(*) FILTER (WHERE channel = 'rest') AS rest,
    count(*) FILTER (WHERE channel = 'mcp') AS mcp,
    count(*) FILTER (WHERE channel = 'mcp' AND api_key_id IS NULL) AS mcp_keyless,
    count(*) FILTER (WHERE verdict = 'SAFE') AS "SAFE",
    count(*) FILTER (WHERE verdict = 'CAUTION') AS "CAUTION",
    count(*) FILTER (WHERE verdict = 'BLOCK') AS "BLOCK"
FROM a
"""
_DAILY = """
WITH days AS (
    SELECT CAST(d AS DATE) AS date
    FROM generate_series(CAST($today AS DATE) - $span, CAST($today AS DATE), INTERVAL 1 DAY)
        AS g(d)
)
SELECT strftime(days.date, '%Y-%m-%d') AS date, count(a.ts) AS audits
FROM days LEFT JOIN a ON CAST(a.ts AS DATE) = days.date
GROUP BY days.date ORDER BY days.date
"""


def log_files(audit_dir: Path) -> list[Path]:
    """This machine's audit log, when it exists and holds anything."""
    path = audit_dir / JSONL_NAME
    return [path] if path.is_file() and path.stat().st_size > 0 else []


def adoption(logs: list[Path], *, now: datetime | None = None) -> dict[str, Any]:
    """The GET /v1/adoption body over these audit logs, as of `now` (default: the clock).

    Raises:
        AuditLogError: a log file could not be read.
    """
    at = (now or datetime.now(UTC)).astimezone(UTC)
    con = duckdb.connect()  # one connection per call: never shared across threads
    try:
        con.execute("SET TimeZone = 'UTC'")
        if logs:
            con.execute(_LOAD, {"files": [str(p) for p in logs]})
        else:
            con.execute(_EMPTY)
        moment = {"now": at.isoformat()}
        counts = con.sql(
            _COUNTS.replace("$now", "CAST($now AS TIMESTAMPTZ)"), params=moment
        ).fetchall()[0]
        daily = con.sql(
            _DAILY, params={"today": at.date().isoformat(), "span": DAILY_DAYS - 1}
        ).fetchall()
    except duckdb.Error as exc:
        raise AuditLogError(f"adoption: the audit log could not be read: {exc}") from exc
    finally:
        con.close()
    total, day, week, keys_7d, keys_30d, rest, mcp, keyless, safe, caution, block = (
        int(c) for c in counts
    )
    return {
        "audits_served": {"total": total, "last_24h": day, "last_7d": week},
        "active_keys": {"last_7d": keys_7d, "last_30d": keys_30d},
        # keyless MCP audits (limited per client address only) apart from keyed ones
        "by_channel": {"rest": rest, "mcp": mcp, "mcp_keyless": keyless},
        "by_verdict": {"SAFE": safe, "CAUTION": caution, "BLOCK": block},
        "daily": [{"date": d, "audits": int(n)} for d, n in daily],
    }
