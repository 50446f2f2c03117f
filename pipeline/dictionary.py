"""The data dictionary: what every column of every bulk export means.

`resaudit export` writes each column's description into the manifest beside the file;
`python -m pipeline.dictionary` writes the same text as docs/data-dictionary.md. A column
an export carries without a description here fails tests/test_data_dictionary.py, so the
dictionary cannot fall behind the stores.

Nested columns describe their fields as `column.field` (a list of structs: each element's
field).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pyarrow as pa  # type: ignore[import-untyped]

__all__ = ["COLUMNS", "INTRO", "describe", "main", "nested_names", "render", "undescribed"]

_EVENT = "The match, `<competition>:match:<HOME>-<AWAY>:<kickoff date>`, as in `GET /v1/events`"
_PAIR = "The covered pair: the event id and `:result#home`, `:result#draw` or `:result#away`"
_RULESET = "sha256 of the frozen coverage set (ruleset) the row was computed under"
_VERDICT = "SAFE, CAUTION or BLOCK"
_CODE = "Divergence code (docs/DESIGN.md §7.4), e.g. `SOURCE_MISMATCH`"
_UTC = "UTC timestamp"


def _leg(side: str) -> dict[str, str]:
    which = "first (venue_one)" if side == "a" else "second (venue_two)"
    return {
        f"{side}_venue": f"Venue of the {which} leg",
        f"{side}_market_id": f"Market id of the {which} leg: a Gamma id or a Kalshi ticker",
        f"{side}_held": f"Contract held on the {which} leg: `yes` or `no` (lower case)",
        f"{side}_rules_hash": f"sha256 of the {which} leg's full rule text when it was judged",
        f"{side}_snapshot_ts": f"When the {which} leg's market data was fetched ({_UTC})",
        f"{side}_final": f"The {which} leg's result was already final on its venue",
    }


_DIVERGENCE = {
    "code": _CODE,
    "dimension": "What differs: identity, scope, source, timing, void, liquidity or freshness",
    "severity": "CAUTION or BLOCK: how far this divergence alone moves the verdict",
    "venue_one": "The value read on venue_one's rule text (e.g. `provider (ESPN)`)",
    "venue_two": "The value read on venue_two's rule text",
    "explanation": "One sentence saying what differs and why it matters",
    "evidence_venue_one": "The clause of venue_one's rule text that decided it, verbatim (or null)",
    "evidence_venue_two": "The clause of venue_two's rule text that decided it, verbatim (or null)",
}
_CONTINGENCY = {
    "contingency": "A state of the world: completed, postponed_within_48h, "
    "postponed_beyond_window, cancelled, abandoned",
    "venue_one_payout": "What the venue_one contract pays then: result, yes, no, 50-50, "
    "fair_price, last_price, refund, fixed_outcome, unspecified or unknown",
    "venue_two_payout": "What the venue_two contract pays then",
    "equivalent": "Both contracts pay the same in that state",
}
_BOOK = {
    "price": "Ask price in dollars per share (0 to 1), best (lowest) first",
    "size": "Shares offered at that price",
}

# Per export (`resaudit export --what`), each column and nested field in export order.
COLUMNS: dict[str, dict[str, str]] = {
    "verdicts": {
        "pair_id": _PAIR,
        "canonical_event_id": _EVENT,
        "knockout": "The match is a knockout tie: extra time and penalties may decide it",
        "notional_usd": "The notional the thin-liquidity check used, in USD; null when none",
        "mode": "`advisory`, or `strict` (every CAUTION answered as BLOCK)",
        "verdict": f"The verdict served: {_VERDICT}, freshness and liquidity included",
        "scored_verdict": f"{_VERDICT} on the rule dimensions only (no staleness, no "
        "liquidity): what the track record scores",
        "divergences": "Every way the two legs may not settle alike (list)",
        **{f"divergences.{k}": v for k, v in _DIVERGENCE.items()},
        "contingencies": "What each held contract pays in each state of the world (list)",
        **{f"contingencies.{k}": v for k, v in _CONTINGENCY.items()},
        "liquidity": "The thin-liquidity check's figures; null without a notional",
        "liquidity.notional_usd": "The notional checked, in USD",
        "liquidity.venue_one_depth_usd": "USD available buying the held contract within 2 "
        "cents of its best ask on venue_one (full precision; the API rounds it to the cent)",
        "liquidity.venue_two_depth_usd": "The same on venue_two",
        "stale": "The snapshot behind the verdict was older than the stale threshold "
        "(the verdict is then at least CAUTION)",
        "snapshot_ts": f"The oldest fetch among the two legs ({_UTC})",
        "snapshot_age_seconds": "Age of that snapshot when the verdict was computed, seconds",
        **_leg("a"),
        **_leg("b"),
        "ruleset_sha": _RULESET,
        "computed_at": f"When the verdict was computed ({_UTC})",
        "cycle": "The refresher cycle that computed it (0 = the demo's pre-match backfill)",
    },
    "snapshots": {
        "venue": "`venue_one` or `venue_two`",
        "market_id": "Gamma market `id` (venue_one) or Kalshi market `ticker` (venue_two)",
        "event_id": "Gamma event `id` or Kalshi `event_ticker`",
        "series_id": "Gamma series id or Kalshi series ticker; may be null",
        "event_title": "The venue's title of the event (the match)",
        "title": "The venue's title of the market (Gamma `question`, Kalshi `title`)",
        "outcome_label": "What the market's Yes side is, as the venue names it (a team, Draw, Tie)",
        "market_type": "The venue's market type word, when it gives one",
        "outcome_count": "Outcomes in the market (2 for a Yes/No binary)",
        "yes_token_id": "venue_one's order-book token of the Yes side (null on venue_two)",
        "no_token_id": "venue_one's order-book token of the No side (null on venue_two)",
        "kickoff_utc": f"Scheduled kickoff ({_UTC})",
        "close_time": f"When trading closes on the venue ({_UTC}); never a kickoff",
        "status": "The venue's own status word (open, closed, active, determined, finalized...)",
        "closed": "Trading is over",
        "final": "The result is final: closed, with a result and a Yes payout",
        "result": "`yes`, `no`, `50-50` or `scalar` once final, else null",
        "settlement_yes": "Payout per Yes share in dollars once final (1, 0, 0.5...), else null",
        "last_price_yes": "Last traded (or displayed) price of Yes, dollars per share",
        "best_bid_yes": "Best bid for Yes, dollars per share",
        "best_ask_yes": "Best ask for Yes, dollars per share",
        "yes_asks": "Asks to buy Yes, best first (venue_two: implied from No bids)",
        **{f"yes_asks.{k}": v for k, v in _BOOK.items()},
        "no_asks": "Asks to buy No, best first",
        **{f"no_asks.{k}": v for k, v in _BOOK.items()},
        "fee_rate": "venue_one taker fee rate of the market's fee schedule (fee per share at "
        "price p is fee_rate * (p * (1 - p)) ** fee_exponent); null when none is published "
        "or on venue_two",
        "fee_exponent": "The exponent of that fee schedule; null with fee_rate",
        "rules_primary": "The market's rule text (Gamma `description`, Kalshi `rules_primary`)",
        "rules_secondary": "Further rule text (Kalshi `rules_secondary`; empty on venue_one)",
        "resolution_source": "venue_one's named resolution source URL (empty on venue_two)",
        "settlement_sources": "venue_two's settlement sources as `Name <url>` (empty on venue_one)",
        "rules_hash": "sha256 of the full rule text (all the rule fields above, joined)",
        "fetched_at": f"When this row was fetched from the venue ({_UTC})",
    },
    "track-record": {
        "canonical_event_id": _EVENT,
        "competition": "Competition code: the first part of the event id (epl, laliga, ucl...)",
        "pairs": "Pairs of the match with a stored verdict",
        "scored_verdict": f"The worst latest scored verdict over the match's pairs: {_VERDICT}",
        "positive": "The scored verdict is CAUTION or BLOCK (a flagged match)",
        "codes": "The rule divergence codes the match's latest verdicts carry (sorted)",
        "ruleset_shas": "The coverage sets those latest verdicts were computed under",
        "computed_at": f"When the newest of those verdicts was computed ({_UTC})",
        "divergent": "Ground truth: some pair's held contracts paid differently (by more "
        "than half a cent per share)",
        "outcome": "TP, FP, TN or FN: the scored verdict against the ground truth",
        "if_played": "Whether the match's flags matter when it is played: `divergent` (an "
        "identity or scope divergence, or the completed contingency pays differently), "
        "`equivalent` (only the tail: cancellation, abandonment, postponement, deadlines, "
        "sources) or `unknown` (those dimensions could not be read)",
    },
    "audit-log": {
        "seq": "Position in the hash-chained audit log, from 1",
        "ts": f"When the audit was answered ({_UTC})",
        "kind": "Record kind: `audit`",
        "channel": "`rest` or `mcp`",
        "api_key_id": "Id of the API key that asked (REST; null over MCP); never the key",
        "audit_id": "The answer's `audit_id`",
        "verdict": f"The verdict served: {_VERDICT}",
        "mode": "`advisory` or `strict`",
        "pair_id": _PAIR + "; null for a leg pair outside coverage",
        "canonical_event_id": _EVENT,
        "ruleset_sha": _RULESET,
        "snapshot_ts": f"The oldest fetch behind the answer ({_UTC})",
        "stale": "The snapshot was stale when answered",
        "codes": "Divergence codes of the answer",
        "legs": "The two legs judged (list)",
        "legs.venue": "The leg's venue",
        "legs.market_id": "The leg's market id",
        "legs.outcome": "The contract held, as the caller named it",
        "legs.rules_hash": "sha256 of the rule text the leg was judged on",
    },
    "events": {
        "canonical_event_id": _EVENT,
        "competition": "Competition code (epl, laliga, mls, ucl, wc2026...)",
        "home": "Home team code",
        "away": "Away team code",
        "kickoff_utc": f"Scheduled kickoff ({_UTC})",
        "knockout": "The match is a knockout tie",
        "pair_id": _PAIR,
        "outcome_leg": "`home`, `draw` or `away`: the outcome this pair's legs pay on",
        "venue_one_market_id": "The pair's market on venue_one",
        "venue_two_market_id": "The pair's market on venue_two",
        "venue_one_outcome_label": "venue_one's name for that outcome",
        "venue_two_outcome_label": "venue_two's name for that outcome",
        "settled": "Both legs' results are final on their venues",
        "ruleset_sha": _RULESET,
    },
}

INTRO = """\
# Data dictionary

Every column of every bulk export (`resaudit export --what W --format F --out PATH`), and of
the Parquet stores they are read from. The same descriptions are in each export's manifest
(`PATH.manifest.json`, `columns[].description`). Generated by `python -m pipeline.dictionary`
(`just data-dictionary`) from `pipeline/dictionary.py`; do not edit by hand.

Conventions: times are UTC; prices are dollars per share (0 to 1); money is US dollars,
stored at full precision (the API gives it to the cent); `venue_one` is Polymarket's public
API and `venue_two` Kalshi's. A nested column's fields are listed as `column.field`; in CSV
exports nested columns are JSON text (the manifest's `json_columns`).
"""


def describe(what: str, name: str) -> str | None:
    """The description of column (or `column.field`) `name` of export `what`, if any."""
    return COLUMNS.get(what, {}).get(name)


def nested_names(schema: Any) -> Iterator[str]:
    """Every column of an Arrow schema, then each struct field as `column.field`, in order."""
    for field in schema:
        yield field.name
        kind = field.type
        while pa.types.is_list(kind) or pa.types.is_large_list(kind):
            kind = kind.value_type
        if pa.types.is_struct(kind):
            for i in range(kind.num_fields):
                yield f"{field.name}.{kind.field(i).name}"


def undescribed(what: str, schema: Any) -> list[str]:
    """Columns and nested fields of an export's schema that the dictionary does not describe."""
    return [name for name in nested_names(schema) if not describe(what, name)]


def render() -> str:
    """docs/data-dictionary.md."""
    parts = [INTRO]
    for what, columns in COLUMNS.items():
        parts.append(f"\n## `--what {what}`\n\n| column | meaning |\n|---|---|\n")
        parts.extend(f"| `{name}` | {text} |\n" for name, text in columns.items())
    return "".join(parts)


def main(argv: Sequence[str] | None = None) -> int:
    """Write (or with --check, compare) the generated data dictionary."""
    parser = argparse.ArgumentParser(
        prog="python -m pipeline.dictionary",
        description="Write docs/data-dictionary.md from the export column descriptions.",
    )
    parser.add_argument("--out", type=Path, default=Path("docs/data-dictionary.md"))
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if the file differs from what is generated"
    )
    args = parser.parse_args(argv)
    text = render()
    if args.check:
        current = args.out.read_text(encoding="utf-8") if args.out.is_file() else ""
        if current != text:
            print(f"{args.out} is out of date: run `just data-dictionary`", file=sys.stderr)
            return 1
        return 0
    args.out.write_text(text, encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
