"""The OpenAPI's prose and examples: tags, the front page, one example per request form and
per response of every route, taken from answers the service gave on the demo data.

Kept apart from the models and the routes so that new fields and routes merge without
touching this text; `install_examples` writes the examples into the generated schema, and
tests/test_openapi_docs.py validates every example against its model and fails on any
operation or response left without one.
"""

from __future__ import annotations

from collections.abc import Callable
from copy import deepcopy
from typing import Any

from fastapi import FastAPI

__all__ = [
    "API_DESCRIPTION",
    "AUDIT_REQUEST_EXAMPLES",
    "OPENAPI_TAGS",
    "RESPONSE_EXAMPLES",
    "install_examples",
]

API_DESCRIPTION = """\
Before you hedge the same bet on two venues, `POST /v1/audit` says whether the two
contracts settle as the same bet: **SAFE**, **CAUTION** or **BLOCK**, with every divergence
and the rule text of both legs that proves it. resaudit never trades and never predicts.

1. Issue a key on the server: `python3 -m uv run --frozen resaudit keys issue --name my-desk`,
   and send it as the `X-API-Key` header (on this page: **Authorize**).
2. Find a pair with `GET /v1/events`; a pair's `pair_id` goes in `canonical_event_id`.
3. Audit it. `/v1/health` answers 503 `stale` until the first refresher cycle is done.

The same audits are offered to agents over MCP at `/mcp` (not listed here).
"""

OPENAPI_TAGS: list[dict[str, str]] = [
    {"name": "audit", "description": "Whether two legs settle as the same bet, with evidence."},
    {"name": "events", "description": "The covered matches and their per-outcome leg pairs."},
    {"name": "health", "description": "Freshness of the snapshots and liveness of the refresher."},
    {"name": "status", "description": "Coverage, the track record and adoption, from the stores."},
    {
        "name": "log",
        "description": "Signed checkpoints of the hash-chained audit log and receipt lookups.",
    },
]

# Ids of the shipped demo data (data/demo), so every example can be sent as it is.
_RULESET = "270769ac41f810e2732b281a4b36901ea6f27567ddb280ebf086bd1375cfe113"
_EVENT = "laliga:match:CEL-ATH:2027-01-03"
_PAIR = f"{_EVENT}:result#home"
_V1, _V2 = "606135", "KXLALIGAGAME-27JAN03RCCATH-RCC"
_TS = "2026-11-25T12:19:32.745716Z"


def _leg(venue: str, market_id: str, **given: Any) -> dict[str, str]:
    return {"venue": venue, "market_id": market_id, "outcome": "Yes", **given}


def _ex(summary: str, value: Any, description: str | None = None) -> dict[str, Any]:
    example: dict[str, Any] = {"summary": summary, "value": value}
    if description:
        example["description"] = description
    return example


AUDIT_REQUEST_EXAMPLES: dict[str, dict[str, Any]] = {
    "pair_id": _ex(
        "A covered pair, by its pair_id",
        {"canonical_event_id": _PAIR},
        "The pair_id from GET /v1/events goes in canonical_event_id (there is no pair_id field).",
    ),
    "event": _ex(
        "Every pair of a match, by its bare event id",
        {"canonical_event_id": _EVENT},
        "The answer carries the worst verdict at the top and one pair audit per outcome "
        "in `pairs`.",
    ),
    "two_legs": _ex(
        "Two legs you name, covered or not",
        {"market_a": _leg("venue_one", _V1), "market_b": _leg("venue_two", _V2)},
        "An uncovered leg is fetched from its venue at audit time and read the same way.",
    ),
    "strict": _ex(
        "Strict mode: fail closed",
        {"canonical_event_id": _PAIR, "mode": "strict"},
        "Every CAUTION is answered as BLOCK.",
    ),
    "notional": _ex(
        "With a notional: size the thin-liquidity check",
        {"canonical_event_id": _PAIR, "notional_usd": 250},
        "THIN_LIQUIDITY when either venue has less than the notional within 2 cents of "
        "its best ask.",
    ),
    "position": _ex(
        "A position with sides: long Yes on venue_one, short Yes on venue_two",
        {
            "market_a": _leg("venue_one", _V1, side="buy"),
            "market_b": _leg("venue_two", _V2, side="sell"),
            "notional_usd": 250,
        },
        "Each leg's `side` (buy or sell) comes back on its leg in the answer.",
    ),
}

_CONTINGENCIES = [
    {"contingency": c, "venue_one_payout": p, "venue_two_payout": p, "equivalent": True}
    for c, p in (
        ("completed", "result"),
        ("postponed_within_48h", "result"),
        ("postponed_beyond_window", "fair_price"),
        ("cancelled", "fair_price"),
        ("abandoned", "fair_price"),
    )
]


def _audit_legs(side_one: str | None = None, side_two: str | None = None) -> list[dict[str, Any]]:
    return [
        {
            **_leg("venue_one", _V1, side=side_one),
            "title": "Will RC Celta de Vigo win on 2027-01-03?",
            "status": "open",
            "rules_hash": "dbec09647daeb6a512efa00149ec136fdac3a39705c241c44db79c41962a9c4d",
            "snapshot_ts": _TS,
        },
        {
            **_leg("venue_two", _V2, side=side_two),
            "title": "Celta Vigo vs Athletic Bilbao Winner?",
            "status": "active",
            "rules_hash": "e2927497af02ab29f0a755838833b7f73b9b42d3e8e6c958b46274b1bf017af7",
            "snapshot_ts": _TS,
        },
    ]


_ADVISORY = (
    "Advisory only: resaudit compares the venues' published settlement rules; it does not "
    "trade, predict outcomes, or guarantee how a venue will settle."
)
_SAFE_PAIR: dict[str, Any] = {
    "audit_id": "7a8df7196e1447f18ecf2bf1f15e9604",
    "verdict": "SAFE",
    "mode": "advisory",
    "canonical_event_id": _EVENT,
    "pair_id": _PAIR,
    "legs": _audit_legs(),
    "divergences": [],
    "contingencies": _CONTINGENCIES,
    "liquidity": {
        "notional_usd": 250.0,
        "venue_one_depth_usd": 1247.06,
        "venue_two_depth_usd": 1150.66,
    },
    "ruleset_sha": _RULESET,
    "snapshot_ts": _TS,
    "snapshot_age_seconds": 16,
    "stale": False,
    "precomputed": True,
    "log": {"seq": 207, "hash": "2668ee87236ad626ad749a926a4f526987ec530d8d41bb0373f74467cf02a23d"},
    "advisory": _ADVISORY,
}
_SOURCE_PAIR: dict[str, Any] = {
    **_SAFE_PAIR,
    "audit_id": "8f2fc83e37834f16b4c9153f24b9701d",
    "verdict": "BLOCK",
    "mode": "strict",
    "canonical_event_id": "mls:match:ATL-SKC:2026-09-20",
    "pair_id": "mls:match:ATL-SKC:2026-09-20:result#home",
    "legs": [
        {
            **_leg("venue_one", "603346", side=None),
            "title": "Will Atlanta United FC win on 2026-09-19?",
            "status": "closed",
            "rules_hash": "8c58e631cd42d501034fe4bee22d791d053f7e69d9baa87941de0d3e682a3363",
            "snapshot_ts": "2026-11-25T12:13:25.438649Z",
        },
        {
            **_leg("venue_two", "KXMLSGAME-26SEP19ATLSKC-ATL", side=None),
            "title": "Atlanta vs Kansas City Winner?",
            "status": "finalized",
            "rules_hash": "9c085ce0fb6f226d824ad3e80d121659c6cbc27bfa61740fdb04c06d58e7f8b0",
            "snapshot_ts": "2026-11-25T12:13:25.438649Z",
        },
    ],
    "divergences": [
        {
            "code": "SOURCE_MISMATCH",
            "dimension": "source",
            "severity": "BLOCK",
            "venue_one": "provider (ESPN, Fox Sports)",
            "venue_two": "provider, fallback official (ESPN)",
            "explanation": "The legs settle from different sources: venue_one provider (ESPN, "
            "Fox Sports), venue_two provider, fallback official (ESPN); a disputed or corrected "
            "result can settle them differently.",
            "evidence": {
                "venue_one": "The resolution sources for this market are ESPN and Fox Sports",
                "venue_two": "Settlement sources: ESPN (https://www.espn.com/soccer/); "
                "MLS (https://www.mlssoccer.com/)",
            },
        }
    ],
    "log": {"seq": 208, "hash": f"{208:064x}"},
}
_THIN: dict[str, Any] = {
    **_SAFE_PAIR,
    "audit_id": "ded266c224374cf1a35d1894b3602647",
    "verdict": "CAUTION",
    "legs": _audit_legs("buy", "sell"),
    "divergences": [
        {
            "code": "THIN_LIQUIDITY",
            "dimension": "liquidity",
            "severity": "CAUTION",
            "venue_one": "1247.06 USD",
            "venue_two": "98.54 USD",
            "explanation": "The notional of 250.0 USD exceeds the depth within 2 cents of the "
            "best ask (venue_one 1247.06 USD, venue_two 98.54 USD).",
            "evidence": {"venue_one": None, "venue_two": None},
        }
    ],
    "liquidity": {
        "notional_usd": 250.0,
        "venue_one_depth_usd": 1247.06,
        "venue_two_depth_usd": 98.54,
    },
    "precomputed": True,
    "log": {"seq": 209, "hash": f"{209:064x}"},
}


def _event_answer() -> dict[str, Any]:
    pairs = []
    for outcome, seq in (("home", 210), ("draw", 211), ("away", 212)):
        body = {k: v for k, v in _SAFE_PAIR.items() if k != "liquidity"}
        body.update(
            audit_id=f"{seq:032x}",
            pair_id=f"{_EVENT}:result#{outcome}",
            log={"seq": seq, "hash": f"{seq:064x}"},
        )
        pairs.append(body)
    pairs[0]["legs"] = _audit_legs()
    return {
        "audit_id": "c1d2e3f4a5b60718293a4b5c6d7e8f90",
        "verdict": "SAFE",
        "mode": "advisory",
        "canonical_event_id": _EVENT,
        "pair_id": None,
        "pairs": pairs,
        "ruleset_sha": _RULESET,
        "snapshot_ts": _TS,
        "stale": False,
        "precomputed": True,
        "advisory": _ADVISORY,
    }


_COVERAGE = {
    "events": 40,
    "settled_events": 86,
    "total_events": 126,
    "pairs": 120,
    "settled_pairs": 258,
    "total_pairs": 378,
}
_REFRESHER = {
    "thread_running": True,
    "progressing": True,
    "last_progress_seconds": 12,
    "progress_window_seconds": 600,
    "cached_snapshots": 756,
    "cycle_count": 3,
    "last_cycle_utc": "2026-11-25T12:19:32Z",
    "last_cycle_ok": 240,
    "last_cycle_failed": 0,
    "last_error": None,
    "markets": 756,
    "interval_seconds": 60,
    "last_cycle_terminal": 516,
    "last_cycle_skipped": 516,
}
_HEALTH = {
    "status": "ok",
    "ruleset_sha": _RULESET,
    "snapshot_ts": _TS,
    "snapshot_age_seconds": 16,
    "coverage": _COVERAGE,
    "version": "0.1.0",
    "refresher": _REFRESHER,
    "audit_log_records": 209,
    "audit_log_errors": 0,
}
_STARTING = {
    **_HEALTH,
    "status": "stale",
    "snapshot_ts": None,
    "snapshot_age_seconds": None,
    "refresher": {
        **_REFRESHER,
        "cycle_count": 0,
        "cached_snapshots": 0,
        "markets": 0,
        "last_cycle_ok": 0,
        "last_cycle_terminal": 0,
        "last_cycle_skipped": 0,
        "last_cycle_utc": None,
    },
    "audit_log_records": 0,
}
_LIVE = {
    "live": True,
    "reason": "refresher completed a cycle 12 s ago",
    "thread_running": True,
    "progressing": True,
    "last_progress_seconds": 12,
    "progress_window_seconds": 600,
    "cycle_count": 3,
}
_EVENTS = [
    {
        "canonical_event_id": _EVENT,
        "venues": ["venue_one", "venue_two"],
        "kickoff_utc": "2027-01-03T20:00:00Z",
        "pairs": [
            {
                "pair_id": f"{_EVENT}:result#{leg}",
                "outcome_leg": leg,
                "venue_one_market_id": one,
                "venue_two_market_id": two,
                "venue_one_outcome_label": label_one,
                "venue_two_outcome_label": label_two,
            }
            for leg, one, two, label_one, label_two in (
                ("home", _V1, _V2, "RC Celta de Vigo", "Celta Vigo"),
                (
                    "draw",
                    "606137",
                    "KXLALIGAGAME-27JAN03RCCATH-TIE",
                    "Draw (RC Celta de Vigo vs. Athletic Club)",
                    "Tie",
                ),
                ("away", "606139", "KXLALIGAGAME-27JAN03RCCATH-ATH", "Athletic Club", "Athletic"),
            )
        ],
        "match_date": "2027-01-03",
        "settled": False,
    }
]


def _code(code: str, tp: int, fp: int, tn: int, fn: int) -> dict[str, Any]:
    return {
        "code": code,
        "flagged": tp + fp,
        "true_positives": tp,
        "false_positives": fp,
        "true_negatives": tn,
        "false_negatives": fn,
        "precision": round(tp / (tp + fp), 4) if tp + fp else None,
        "recall": round(tp / (tp + fn), 4) if tp + fn else None,
    }


_STATUS = {
    "coverage": _COVERAGE,
    "ruleset_sha": _RULESET,
    "snapshot_ts": _TS,
    "snapshot_age_seconds": 20,
    "audits_served": 208,
    "track_record": {
        "resolved_matches": 86,
        "true_positives": 8,
        "false_positives": 76,
        "true_negatives": 2,
        "false_negatives": 0,
        "precision": 0.0952,
        "recall": 1.0,
        "by_code": [_code("SOURCE_MISMATCH", 8, 76, 2, 0), _code("SCOPE_MISMATCH", 1, 1, 77, 7)],
    },
    "verdicts_by_competition": [
        {
            "competition": "laliga",
            "events": 26,
            "SAFE": 1,
            "CAUTION": 1,
            "BLOCK": 24,
            "resolved": 17,
        }
    ],
}
_ADOPTION = {
    "audits_served": {"total": 208, "last_24h": 208, "last_7d": 208},
    "active_keys": {"last_7d": 1, "last_30d": 1},
    "by_channel": {"rest": 205, "mcp": 3},
    "by_verdict": {"SAFE": 2, "CAUTION": 9, "BLOCK": 197},
    "daily": [{"date": "2026-11-24", "audits": 0}, {"date": "2026-11-25", "audits": 208}],
}


def _detail(summary: str, detail: Any) -> dict[str, Any]:
    return _ex(summary, {"detail": detail})


_CHECKPOINT = {
    "seq": 42,
    "hash": "9f2c" + "0" * 60,
    "time": _TS,
    "public_key": "5a" * 32,
    "signature": "c3" * 64,
}

_LIMITS = {
    "413": {"too_big": _detail("Body too large", "Request body too large: the limit is 64 KiB")},
    "503": {"busy": _detail("Server busy", "Server busy: 64 requests in progress; retry shortly")},
}
_PAIR_ID_FIELD = _detail(
    "Validation error",
    [
        {
            "type": "extra_forbidden",
            "loc": ["body", "pair_id"],
            "msg": "Extra inputs are not permitted",
            "input": _PAIR,
        }
    ],
)

# (path, method) -> status -> named examples. Every response of every operation has some.
RESPONSE_EXAMPLES: dict[tuple[str, str], dict[str, dict[str, dict[str, Any]]]] = {
    ("/v1/audit", "post"): {
        "200": {
            "safe_pair": _ex("A pair audit: SAFE, with a notional", _SAFE_PAIR),
            "block_pair": _ex("A pair audit in strict mode: BLOCK, sources differ", _SOURCE_PAIR),
            "position": _ex("A position with sides: CAUTION, thin on venue_two", _THIN),
            "event": _ex(
                "A bare event id: the worst verdict plus one audit per pair", _event_answer()
            ),
        },
        "400": {"not_utf8": _detail("Body not UTF-8", "There was an error parsing the body")},
        "401": {
            "missing": _detail("No X-API-Key header", "Missing API key"),
            "invalid": _detail("Unknown or revoked key", "Invalid API key"),
        },
        "404": {
            "not_covered": _detail(
                "Event not covered",
                f"event 'epl:match:XXX-YYY:2026-10-03' is not covered by ruleset {_RULESET}",
            )
        },
        "413": _LIMITS["413"],
        "422": {"pair_id_field": _PAIR_ID_FIELD},
        "429": {
            "rate_limited": _detail(
                "Rate limit", "Rate limit exceeded: 600 audits per 60 s per API key; retry in 7 s"
            )
        },
        "502": {
            "venue_down": _detail(
                "A venue could not be reached",
                "venue_two: GET https://venue-two.example/trade-api/v2/markets/KXNEW-1 failed: "
                "status 503",
            )
        },
        "503": {
            **_LIMITS["503"],
            "log_down": _detail(
                "Not logged, not served", "cannot open audit log in data/audit: disk full"
            ),
        },
    },
    ("/v1/events", "get"): {
        "200": {"events": _ex("One covered match and its three pairs", _EVENTS)},
        "413": _LIMITS["413"],
        "422": {
            "bad_flag": _detail(
                "Not a boolean",
                [
                    {
                        "type": "bool_parsing",
                        "loc": ["query", "include_settled"],
                        "msg": "Input should be a valid boolean, unable to interpret input",
                        "input": "perhaps",
                    }
                ],
            )
        },
        "503": _LIMITS["503"],
    },
    ("/v1/health", "get"): {
        "200": {"ok": _ex("Fresh snapshots", _HEALTH)},
        "413": _LIMITS["413"],
        "503": {
            "starting": _ex("Just started: the first cycle is still running", _STARTING),
        },
    },
    ("/v1/live", "get"): {
        "200": {"live": _ex("The refresher completes cycles", _LIVE)},
        "413": _LIMITS["413"],
        "503": {
            "stalled": _ex(
                "The refresher has stalled",
                {
                    **_LIVE,
                    "live": False,
                    "reason": "refresher completed no cycle in 640 s (window 600 s)",
                    "progressing": False,
                    "last_progress_seconds": 640,
                },
            ),
        },
    },
    ("/v1/status", "get"): {
        "200": {"status": _ex("The demo's track record", _STATUS)},
        "413": _LIMITS["413"],
        "503": _LIMITS["503"],
    },
    ("/v1/adoption", "get"): {
        "200": {"adoption": _ex("Audits served and keys active", _ADOPTION)},
        "413": _LIMITS["413"],
        "503": _LIMITS["503"],
    },
    ("/v1/log/checkpoint", "get"): {
        "200": {"checkpoint": _ex("The log's signed head", _CHECKPOINT)},
        "413": _LIMITS["413"],
        "503": {
            **_LIMITS["503"],
            "no_key": _detail("No signing key", "The audit log has no signing key"),
        },
    },
    ("/v1/log/{seq}", "get"): {
        "200": {
            "receipt": _ex(
                "The record a response's log.seq named, with its stored hash",
                {"seq": 42, "hash": _CHECKPOINT["hash"], "record": {"verdict": "SAFE"}},
            )
        },
        "401": {"missing": _detail("No X-API-Key header", "Missing API key")},
        "404": {
            "unknown": _detail("Not this key's record", "No audit log record 42 for this API key")
        },
        "413": _LIMITS["413"],
        "422": {
            "bad_seq": _detail(
                "seq is not a positive integer",
                [
                    {
                        "type": "greater_than_equal",
                        "loc": ["path", "seq"],
                        "msg": "Input should be greater than or equal to 1",
                        "input": "0",
                    }
                ],
            )
        },
        "503": _LIMITS["503"],
    },
    ("/status", "get"): {
        "413": _LIMITS["413"],
        "503": _LIMITS["503"],
    },
}
# The HTML page's 200 is a page, not JSON: its example is a fragment of it.
_HTML_EXAMPLES = {("/status", "get"): "<!doctype html><title>resaudit status</title>..."}


def add_examples(schema: dict[str, Any]) -> dict[str, Any]:
    """Write the request and response examples into a generated OpenAPI document."""
    for (path, method), by_status in RESPONSE_EXAMPLES.items():
        operation = schema["paths"].get(path, {}).get(method)
        if operation is None:
            continue
        for status, examples in by_status.items():
            response = operation["responses"].get(status)
            if response is None:
                continue
            # A route answering HTML declares its errors under text/html too (FastAPI).
            content = response.setdefault("content", {"application/json": {}})
            for media in content.values():
                media["examples"] = deepcopy(examples)
    for (path, method), html in _HTML_EXAMPLES.items():
        operation = schema["paths"].get(path, {}).get(method)
        if operation is not None:
            operation["responses"]["200"]["content"]["text/html"]["example"] = html
    audit = schema["paths"].get("/v1/audit", {}).get("post")
    if audit is not None:
        body = audit["requestBody"]["content"]["application/json"]
        body["examples"] = deepcopy(AUDIT_REQUEST_EXAMPLES)
    return schema


def install_examples(app: FastAPI) -> None:
    """Make `app.openapi()` (and so /openapi.json, /docs, /redoc) carry the examples."""
    generate: Callable[[], dict[str, Any]] = app.openapi

    def openapi() -> dict[str, Any]:
        if app.openapi_schema is None:
            app.openapi_schema = add_examples(generate())
        return app.openapi_schema

    app.openapi = openapi  # type: ignore[method-assign]
