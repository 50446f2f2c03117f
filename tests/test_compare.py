"""The comparison engine: contingencies, divergence codes and severities, verdicts."""

from __future__ import annotations

from datetime import timedelta
from itertools import product
from typing import Any

import polars as pl
import pytest

from pipeline.rules.compare import CODES, audit_frame, pair_frame
from tests.fixtures.rules.build import (
    KICKOFF,
    LEGS,
    NOW,
    audit,
    codes,
    divergence,
    leg,
    legs_frame,
    pairs,
    payouts,
    rules_frame,
)

ALIGNED = LEGS["v2_aligned"]
REG_CLAUSE = " after 90 minutes plus stoppage time (does not include extra time or penalties)"
R1_CLAUSE = (
    "The market settles on the official statistics published by the governing body of the "
    "competition. If those are not published within 2 hours of the end of the match, a consensus "
    "of credible reporting is used instead."
)


def aligned(primary_scope: str = REG_CLAUSE, **secondary: str) -> dict[str, Any]:
    """venue_two's aligned leg with a clause swapped: scope in the primary, or a secondary one."""
    text = ALIGNED["rules_secondary"]
    for old, new in secondary.items():
        clause = {
            "timing": "If the game is postponed, the market remains open until the game has been "
            "played.",
            "void": "If the game is cancelled with no make-up game, the market resolves to No.",
            "source": R1_CLAUSE,
        }[old]
        text = text.replace(clause, new)
    return {
        **ALIGNED,
        "rules_primary": ALIGNED["rules_primary"].replace(REG_CLAUSE, primary_scope),
        "rules_secondary": text,
    }


ET_SCOPE = " during the entire game (regulation, stoppage and any extra time periods)"
LATE = KICKOFF + timedelta(hours=5)

# (case id, venue_one leg, venue_two leg, pair options, expected verdict, expected codes)
CASES: list[tuple[str, dict[str, Any], dict[str, Any], dict[str, Any], str, list[str]]] = [
    (
        "win leg vs club GAME leg",
        leg("v1_win"),
        leg("v2_game_win"),
        {},
        "BLOCK",
        ["VOID_RULE_MISMATCH", "TIMING_MISMATCH", "SOURCE_MISMATCH"],
    ),
    (
        "draw leg vs club GAME tie",
        leg("v1_draw", pays_on="draw"),
        leg("v2_game_tie", pays_on="draw"),
        {},
        "BLOCK",
        ["VOID_RULE_MISMATCH", "TIMING_MISMATCH", "SOURCE_MISMATCH"],
    ),
    (
        "held No on both",
        leg("v1_win", held="no"),
        leg("v2_game_win", held="no"),
        {},
        "BLOCK",
        ["VOID_RULE_MISMATCH", "TIMING_MISMATCH", "SOURCE_MISMATCH"],
    ),
    ("fully aligned", leg("v1_win"), leg("v2_aligned"), {}, "SAFE", []),
    (
        "scope stated only in rules_secondary",
        leg("v1_win"),
        leg("v2_scope_in_secondary"),
        {},
        "BLOCK",
        ["VOID_RULE_MISMATCH", "TIMING_MISMATCH", "SOURCE_MISMATCH"],
    ),
    (
        "scope stated nowhere",
        leg("v1_win"),
        leg(aligned(primary_scope="")),
        {},
        "CAUTION",
        ["RULE_UNRECOGNIZED"],
    ),
    (
        "cancellation clause not understood",
        leg("v1_win"),
        leg(aligned(void="If the game is cancelled, holders are treated as the panel decides.")),
        {},
        "CAUTION",
        ["RULE_UNRECOGNIZED"],
    ),
    (
        "postponement clause not understood",
        leg("v1_win"),
        leg(aligned(timing="If the game is postponed, positions follow the general terms.")),
        {},
        "CAUTION",
        ["RULE_UNRECOGNIZED"],
    ),
    (
        "inverted leg",
        leg("v1_win"),
        leg("v2_aligned", held="no"),
        {},
        "BLOCK",
        ["OUTCOME_MISMATCH", "VOID_RULE_MISMATCH"],
    ),
    (
        "another result",
        leg("v1_win", pays_on="away"),
        leg("v2_aligned", pays_on="home"),
        {},
        "BLOCK",
        ["OUTCOME_MISMATCH"],
    ),
    (
        "rule text against its listing",
        leg("v1_win"),
        leg(aligned(), pays_on="draw"),
        {},
        "BLOCK",
        ["OUTCOME_MISMATCH"],
    ),
    (
        "listing outcome not resolved",
        leg("v1_win"),
        leg("v2_aligned", pays_on="unknown"),
        {},
        "CAUTION",
        ["RULE_UNRECOGNIZED"],
    ),
    (
        "another fixture",
        leg("v1_win"),
        leg("v2_aligned", home="LIV"),
        {},
        "BLOCK",
        ["FIXTURE_MISMATCH"],
    ),
    (
        "kickoffs 5 hours apart",
        leg("v1_win"),
        leg("v2_aligned", kickoff=LATE),
        {},
        "BLOCK",
        ["FIXTURE_MISMATCH"],
    ),
    (
        "date shift alone",
        # 22:00 and 00:30 UTC: the dates differ, the instants are 2.5 hours apart
        leg("v1_win", kickoff=KICKOFF.replace(hour=22)),
        leg("v2_aligned", kickoff=KICKOFF.replace(hour=22) + timedelta(hours=2, minutes=30)),
        {},
        "SAFE",
        [],
    ),
    (
        "home and away listed the other way round",
        leg("v1_win", home="CHE", away="ARS", pays_on="home"),
        leg("v2_aligned", pays_on="away"),
        {},
        "SAFE",
        [],
    ),
    (
        "extra-time scope, league match",
        leg("v1_win"),
        leg(aligned(primary_scope=ET_SCOPE)),
        {},
        "CAUTION",
        ["SCOPE_MISMATCH"],
    ),
    (
        "extra-time scope, knockout match",
        leg("v1_win"),
        leg(aligned(primary_scope=ET_SCOPE)),
        {"knockout": True},
        "BLOCK",
        ["SCOPE_MISMATCH"],
    ),
    (
        "90-minute leg vs advance market",
        leg("v1_win"),
        leg("v2_advance", pays_on="advance_away"),
        {"knockout": True},
        "BLOCK",
        [
            "OUTCOME_MISMATCH",
            "VOID_RULE_MISMATCH",
            "SCOPE_MISMATCH",
            "TIMING_MISMATCH",
            "SOURCE_MISMATCH",
        ],
    ),
    (
        "result deadlines differ",
        leg("v1_win"),
        leg(aligned(source=R1_CLAUSE.replace("2 hours", "24 hours"))),
        {},
        "CAUTION",
        ["TIMING_MISMATCH"],
    ),
    (
        "sources differ",
        leg("v1_win"),
        leg(
            aligned(
                source=R1_CLAUSE.replace(
                    "official statistics published by the governing body of the competition",
                    "score reported by Opta",
                )
            )
        ),
        {},
        "CAUTION",
        ["SOURCE_MISMATCH"],
    ),
    (
        "thin liquidity",
        leg("v1_win"),
        leg("v2_aligned"),
        {"notional": 1000.0},
        "CAUTION",
        ["THIN_LIQUIDITY"],
    ),
    ("enough liquidity", leg("v1_win"), leg("v2_aligned"), {"notional": 100.0}, "SAFE", []),
]
_IDS = [c[0] for c in CASES]


def _batch(mode: str = "advisory", stale: bool | pl.Expr = False) -> dict[str, dict[str, Any]]:
    rows = audit(
        [(a, b) for _, a, b, _, _, _ in CASES],
        knockout=[o.get("knockout", False) for *_, o, _, _ in CASES],
        notional=[o.get("notional") for *_, o, _, _ in CASES],
        mode=mode,
        stale=stale,
    )
    return dict(zip(_IDS, rows, strict=True))


@pytest.fixture(scope="module")
def advisory() -> dict[str, dict[str, Any]]:
    return _batch()


@pytest.fixture(scope="module")
def strict() -> dict[str, dict[str, Any]]:
    return _batch("strict")


@pytest.mark.parametrize(("case", "verdict", "expected"), [(c[0], c[4], c[5]) for c in CASES])
def test_pair_gets_its_divergences_and_verdict(
    advisory: dict[str, dict[str, Any]], case: str, verdict: str, expected: list[str]
) -> None:
    row = advisory[case]
    assert codes(row) == expected
    assert row["verdict"] == verdict


def test_win_leg_vs_club_game_leg_blocks_on_void_and_timing(
    advisory: dict[str, dict[str, Any]],
) -> None:
    row = advisory["win leg vs club GAME leg"]
    assert divergence(row, "VOID_RULE_MISMATCH")["severity"] == "BLOCK"
    timing = divergence(row, "TIMING_MISMATCH")
    assert timing["severity"] == "CAUTION"
    assert timing["venue_one"].startswith("open_until_played")
    assert timing["venue_two"].startswith("hours:48")
    assert payouts(row) == {
        "completed": ("result", "result"),
        "postponed_within_48h": ("result", "result"),
        "postponed_beyond_window": ("result", "fair_price"),
        "cancelled": ("no", "fair_price"),
        "abandoned": ("no", "fair_price"),
    }
    equivalent = {c["contingency"]: c["equivalent"] for c in row["contingencies"]}
    assert equivalent["completed"] and equivalent["postponed_within_48h"]
    assert not equivalent["cancelled"]


def test_cancellation_pays_the_draw_leg_yes_and_the_win_leg_no(
    advisory: dict[str, dict[str, Any]],
) -> None:
    assert payouts(advisory["draw leg vs club GAME tie"])["cancelled"] == ("yes", "fair_price")
    assert payouts(advisory["win leg vs club GAME leg"])["cancelled"] == ("no", "fair_price")
    # A held No pays the other side of each Yes payout.
    assert payouts(advisory["held No on both"])["cancelled"] == ("yes", "fair_price")


def test_fully_aligned_pair_is_equivalent_in_every_contingency(
    advisory: dict[str, dict[str, Any]],
) -> None:
    row = advisory["fully aligned"]
    assert all(c["equivalent"] for c in row["contingencies"])
    assert row["scored_verdict"] == "SAFE"


@pytest.mark.parametrize(
    ("case", "dimension"),
    [
        ("scope stated nowhere", "scope"),
        ("cancellation clause not understood", "void"),
        ("postponement clause not understood", "timing"),
        ("listing outcome not resolved", "identity"),
    ],
)
def test_an_unreadable_dimension_is_flagged_for_that_dimension_only(
    advisory: dict[str, dict[str, Any]], case: str, dimension: str
) -> None:
    row = advisory[case]
    flagged = divergence(row, "RULE_UNRECOGNIZED")
    assert flagged["dimension"] == dimension
    assert flagged["severity"] == "CAUTION"
    assert "could not be read" in flagged["explanation"]
    assert row["verdict"] != "SAFE"


def test_scope_mismatch_blocks_only_where_extra_time_can_be_played(
    advisory: dict[str, dict[str, Any]],
) -> None:
    league = divergence(advisory["extra-time scope, league match"], "SCOPE_MISMATCH")
    knockout = divergence(advisory["extra-time scope, knockout match"], "SCOPE_MISMATCH")
    assert (league["severity"], knockout["severity"]) == ("CAUTION", "BLOCK")
    assert (league["venue_one"], league["venue_two"]) == ("regulation", "extra_time")


def test_inverted_leg_is_an_outcome_mismatch(advisory: dict[str, dict[str, Any]]) -> None:
    mismatch = divergence(advisory["inverted leg"], "OUTCOME_MISMATCH")
    assert mismatch["venue_one"].startswith("Yes on")
    assert mismatch["venue_two"].startswith("No on")
    assert payouts(advisory["inverted leg"])["cancelled"] == ("no", "yes")


def test_thin_liquidity_compares_notional_with_depth_near_the_best_ask(
    advisory: dict[str, dict[str, Any]],
) -> None:
    row = advisory["thin liquidity"]
    assert row["liquidity"] == {
        "notional_usd": 1000.0,
        "venue_one_depth_usd": pytest.approx(400.0),
        "venue_two_depth_usd": pytest.approx(400.0),
    }
    assert divergence(row, "THIN_LIQUIDITY")["severity"] == "CAUTION"
    assert row["scored_verdict"] == "SAFE"


def test_depth_counts_levels_within_two_cents_of_the_held_contracts_best_ask() -> None:
    book = [{"price": 0.43, "size": 100.0}, {"price": 0.40, "size": 100.0}]
    book += [{"price": 0.42, "size": 100.0}]
    no_book = [{"price": 0.60, "size": 10.0}]
    (row,) = audit(
        [(leg("v1_win", yes_asks=book), leg("v2_aligned", held="yes", no_asks=no_book))],
        notional=50.0,
    )
    assert row["liquidity"]["venue_one_depth_usd"] == pytest.approx(82.0)
    (flipped,) = audit([(leg("v1_win", held="no", no_asks=no_book), leg("v2_aligned", held="no"))])
    assert flipped["liquidity"]["venue_one_depth_usd"] == pytest.approx(6.0)


def test_strict_mode_reports_every_caution_as_block(
    advisory: dict[str, dict[str, Any]], strict: dict[str, dict[str, Any]]
) -> None:
    for case in _IDS:
        assert codes(strict[case]) == codes(advisory[case])
        assert {d["severity"] for d in strict[case]["divergences"]} <= {"BLOCK"}
        assert strict[case]["verdict"] == ("SAFE" if not codes(advisory[case]) else "BLOCK")
        assert strict[case]["mode"] == "strict"


def test_stale_snapshots_make_any_verdict_at_least_caution() -> None:
    rows = _batch(stale=True)
    for case in _IDS:
        assert "STALE_SNAPSHOT" in codes(rows[case])
        assert rows[case]["verdict"] in ("CAUTION", "BLOCK")
    assert rows["fully aligned"]["verdict"] == "CAUTION"
    assert rows["fully aligned"]["scored_verdict"] == "SAFE"
    assert codes(rows["fully aligned"]) == ["STALE_SNAPSHOT"]


def test_staleness_can_be_decided_per_row_from_snapshot_age() -> None:
    old = NOW - timedelta(minutes=10)
    rows = audit(
        [(leg("v1_win"), leg("v2_aligned")), (leg("v1_win"), leg("v2_aligned", snapshot_ts=old))],
        stale=pl.col("snapshot_age_seconds") > 300,
    )
    assert [r["verdict"] for r in rows] == ["SAFE", "CAUTION"]
    assert rows[1]["snapshot_age_seconds"] == pytest.approx(600.0)


def test_unknown_mode_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown mode"):
        audit_frame(pairs([(leg("v1_win"), leg("v2_aligned"))]), now=NOW, stale=False, mode="lax")


def test_divergences_follow_the_fixed_code_order(advisory: dict[str, dict[str, Any]]) -> None:
    for row in advisory.values():
        order = [CODES.index(c) for c in codes(row)]
        assert order == sorted(order)


def test_divergence_evidence_quotes_each_legs_rule_text(
    advisory: dict[str, dict[str, Any]],
) -> None:
    texts = {}
    for case, a, b, *_ in CASES:
        one, two = rules_frame([a, b])["rules_text"].to_list()
        texts[case] = (one, two)
    for case, row in advisory.items():
        for d in row["divergences"]:
            for quote, text in zip(
                (d["evidence_venue_one"], d["evidence_venue_two"]), texts[case], strict=True
            ):
                assert quote is None or quote in text, (case, d["code"])


def test_a_batch_gives_the_same_rows_as_one_row_calls(
    advisory: dict[str, dict[str, Any]],
) -> None:
    picked = [0, 3, 8, 18]
    for i in picked:
        case, a, b, options, *_ = CASES[i]
        (single,) = audit(
            [(a, b)],
            knockout=options.get("knockout", False),
            notional=options.get("notional"),
        )
        batch_row = dict(advisory[case], pair_id=single["pair_id"])
        assert single == batch_row


def test_no_dimension_gets_both_a_mismatch_and_rule_unrecognized() -> None:
    ones = [n for n in LEGS if n.startswith("v1_")]
    twos = [n for n in LEGS if n.startswith("v2_")]
    combos = list(product(ones, twos))
    rows = audit([(leg(a), leg(b)) for a, b in combos], knockout=True)
    dimension_of = {"FIXTURE_MISMATCH": "identity", "OUTCOME_MISMATCH": "identity"}
    for row in rows:
        unreadable = {
            d["dimension"] for d in row["divergences"] if d["code"] == "RULE_UNRECOGNIZED"
        }
        mismatched = {
            dimension_of.get(d["code"], d["dimension"])
            for d in row["divergences"]
            if d["code"] != "RULE_UNRECOGNIZED"
        }
        assert not unreadable & mismatched, row["divergences"]


def test_pair_frame_takes_snapshot_shaped_legs_and_defaults_the_held_side() -> None:
    one = legs_frame([leg("v1_win")]).rename({"snapshot_ts": "fetched_at"}).drop("held")
    two = legs_frame([leg("v2_aligned")]).rename({"snapshot_ts": "fetched_at"}).drop("held")
    keys = pl.DataFrame({"pair_id": ["p"], "canonical_event_id": ["e"], "knockout": [False]})
    frame = pair_frame(keys, one, two)
    assert frame["a_held"].to_list() == ["yes"]
    assert frame["b_snapshot_ts"].to_list() == [NOW]
    (row,) = audit_frame(frame, now=NOW, stale=False, mode="advisory").to_dicts()
    assert row["verdict"] == "SAFE"
    assert row["liquidity"]["notional_usd"] is None


def test_pair_frame_refuses_legs_that_do_not_line_up() -> None:
    keys = pl.DataFrame({"pair_id": ["p"], "canonical_event_id": ["e"], "knockout": [False]})
    one = legs_frame([leg("v1_win"), leg("v1_draw")])
    with pytest.raises(ValueError, match="row counts differ"):
        pair_frame(keys, one, legs_frame([leg("v2_aligned")]))


def _exact_2_1(cancelled: str) -> dict[str, Any]:
    text = (
        'This market resolves to "Yes" if the exact score is 2-1 in the Serie A game between'
        " Bologna FC 1909 and Juventus FC scheduled for October 3, 2026. Otherwise it resolves"
        f' to "No". If the game is canceled entirely, with no make-up game, {cancelled}'
        " This market refers only to the outcome within the first 90 minutes of regular play"
        " plus stoppage time."
    )
    return {**LEGS["v1_exact_score"], "rules_primary": text}


def test_a_fixed_fallback_result_pays_what_it_means_for_the_leg() -> None:
    """A leg settled "as 0-0" pays what its own bet pays on 0-0: a 2-1 leg's No, the same as a
    leg that says No outright; a leg whose own score is not read has no payout to compare."""
    as_0_0 = _exact_2_1("the market is settled as if it had ended 0-0.")
    says_no = _exact_2_1('this market will resolve to "No".')
    same, unread = audit(
        [
            (leg(as_0_0), leg(says_no)),
            (leg("v1_exact_score"), leg(says_no)),
        ]
    )
    assert payouts(same)["cancelled"] == ("no", "no")
    assert "VOID_RULE_MISMATCH" not in codes(same)
    assert payouts(unread)["cancelled"][0] == "unknown"
    assert "VOID_RULE_MISMATCH" not in codes(unread)
    assert "RULE_UNRECOGNIZED" in codes(unread)


def test_each_divergence_quotes_the_clause_that_decided_its_value(
    advisory: dict[str, dict[str, Any]],
) -> None:
    row = advisory["win leg vs club GAME leg"]
    void, timing = divergence(row, "VOID_RULE_MISMATCH"), divergence(row, "TIMING_MISMATCH")
    # The void rule is quoted by its cancellation clause, the window by its postponement one.
    assert "canceled entirely" in void["evidence_venue_one"]
    assert "postponed" in timing["evidence_venue_one"]
    assert "canceled" not in timing["evidence_venue_one"]
    # One venue_two sentence states both: timing quotes the part that states the window.
    assert "cancelled" in void["evidence_venue_two"]
    assert timing["evidence_venue_two"] == (
        "rescheduled to more than 48 hours after its original start time"
    )
    for side in ("venue_one", "venue_two"):
        assert timing[f"evidence_{side}"] != void[f"evidence_{side}"]
        for d in (void, timing):
            assert d[f"evidence_status_{side}"] == "recognized"
            assert d[f"derived_from_{side}"] is None


_OPEN_UNTIL_PLAYED = (
    "If the match is delayed or postponed, the market will remain open until the match has"
    " been completed, however long that takes"
)


def test_a_void_clause_without_a_window_phrase_is_quoted_whole_by_timing() -> None:
    """Timing quotes a window phrase cut from its clause only where the phrase exists: a
    clause that is also the void quote but states no duration is quoted whole (the phrase
    is decided per rule record; in the keyed rows it is only a marker, never null)."""
    one = {
        "venue": "venue_one",
        "rules_primary": (
            "In the upcoming game, scheduled for November 20, 2029, if the game ends in a draw,"
            ' this market will resolve to "Yes". Otherwise, this market will resolve to "No".'
            f"\n\n{_OPEN_UNTIL_PLAYED}.\n\nIf the game is cancelled outright and no make-up"
            ' game is played, this market resolves to "Yes".\n\nThis market refers only to'
            " the outcome within the first 90 minutes of regular play plus stoppage time."
        ),
        "rules_secondary": "",
        "resolution_source": "https://www.laliga.com/",
        "settlement_sources": [],
    }
    two = {
        "venue": "venue_two",
        "rules_primary": (
            "If Tie is the result of the Oviedo vs Racing Santander Spanish La Liga"
            " professional soccer game originally scheduled for Nov 20, 2029 after 90 minutes"
            " plus stoppage time (extra time and penalties not included), then the market"
            " resolves to Yes."
        ),
        "rules_secondary": (
            "If the game is postponed but starts within 48 hours of its originally scheduled"
            " time, the market will remain open; otherwise it resolves to a fair price in"
            " accordance with the rules. Should the fixture be cancelled, the market will be"
            " treated as a draw."
        ),
        "resolution_source": None,
        "settlement_sources": ["ESPN (https://www.espn.com/soccer/)"],
    }
    (row,) = audit([(leg(one, pays_on="draw"), leg(two, pays_on="draw"))])
    void, timing = divergence(row, "VOID_RULE_MISMATCH"), divergence(row, "TIMING_MISMATCH")
    assert void["evidence_venue_one"] == _OPEN_UNTIL_PLAYED
    assert timing["evidence_venue_one"] == _OPEN_UNTIL_PLAYED


def test_a_source_taken_from_the_series_is_inferred_and_quotes_no_text() -> None:
    (row,) = audit([(leg("v1_win"), leg("v2_game_win"))])
    source = divergence(row, "SOURCE_MISMATCH")
    assert source["evidence_status_venue_one"] == "recognized"
    assert source["evidence_venue_one"] is not None and source["derived_from_venue_one"] is None
    assert source["evidence_status_venue_two"] == "inferred"
    assert source["evidence_venue_two"] is None
    assert source["derived_from_venue_two"].startswith("series settlement_sources: ESPN")


def test_an_abandonment_read_as_a_cancellation_says_so() -> None:
    abandoned = "If the game is abandoned and not completed, this market resolves 50-50."
    one = dict(LEGS["v1_win"])
    one["rules_primary"] += "\n\n" + abandoned
    (row,) = audit([(leg(one), leg("v2_aligned"))])
    void = divergence(row, "VOID_RULE_MISMATCH")
    assert void["evidence_venue_one"] == abandoned.rstrip(".")
    assert void["evidence_status_venue_one"] == "recognized"
    assert void["derived_from_venue_one"] is None
    # venue_two has no abandonment clause: its cancellation clause decides, and says so.
    assert "cancelled with no make-up game" in void["evidence_venue_two"]
    assert void["evidence_status_venue_two"] == "inferred"
    assert void["derived_from_venue_two"] == "void_cancelled"


def _book(price: float, *sizes: float) -> list[dict[str, float]]:
    """Levels one cent apart from `price` up: the first three are within two cents."""
    return [{"price": round(price + i / 100, 2), "size": float(s)} for i, s in enumerate(sizes)]


def _narrow(
    held: list[str],
) -> tuple[
    list[tuple[dict[str, Any], dict[str, Any]]], list[float | None], pl.DataFrame, pl.DataFrame
]:
    """Four pairs with books of their own: (pairs, notionals, narrow legs, request rows)."""
    names = [("v1_win", "v2_game_win"), ("v1_draw", "v2_game_tie")]
    names += [("v1_win_wc", "v2_wc_win"), ("v1_totals", "v2_aligned")]
    pairs_ = []
    for i, (one, two) in enumerate(names):
        a = leg(one, held=held[i], yes_asks=_book(0.4 + i / 50, 10, 20, 30, 40))
        b = leg(two, held=held[-1 - i], yes_asks=_book(0.3, 5.5 * i, 7), no_asks=_book(0.6, i))
        a["no_asks"] = _book(0.55, 100.0 * i + 1, 3.25)
        pairs_.append((a, b))
    notional = [5.0, None, 500.0, 20.0]
    legs = pl.concat(
        [legs_frame([a for a, _ in pairs_]), legs_frame([b for _, b in pairs_])]
    ).with_columns(fetched_at=pl.lit(NOW).cast(pl.Datetime("us", "UTC")), final=pl.lit(False))
    requests = pl.DataFrame(
        {
            "pair_id": [f"pair-{i}" for i in range(len(pairs_))],
            "canonical_event_id": ["epl:match:ARS-CHE:2026-12-05"] * len(pairs_),
            "knockout": [False] * len(pairs_),
            "notional_usd": notional,
            "a_market_id": [a["market_id"] for a, _ in pairs_],
            "a_held": [a["held"] for a, _ in pairs_],
            "b_market_id": [b["market_id"] for _, b in pairs_],
            "b_held": [b["held"] for _, b in pairs_],
        }
    )
    return pairs_, notional, legs, requests


@pytest.mark.parametrize("held", [["yes"] * 4, ["yes", "no", " No ", "YES"], ["no"] * 4])
def test_narrow_legs_get_each_held_books_depth_as_the_pair_frame_reads_it(
    held: list[str],
) -> None:
    """`audit_requests` over narrow legs reads the depth of each book held once per leg
    (`precompute._book_depths`: in place when most legs hold it, gathered when few);
    every row must equal what `audit_frame` reads pair by pair from a pair frame with
    the books, whichever contract is held and however its side is written."""
    from pipeline.precompute import audit_requests, known_rules

    pairs_, notional, legs, requests = _narrow(held)
    wide = audit_frame(pairs(pairs_, notional=notional), now=NOW, stale=False, mode="advisory")
    narrow = audit_requests(
        requests, legs, now=NOW, stale_after_s=float("inf"), rules=known_rules(legs)
    )
    compared = ["pair_id", "verdict", "divergences", "contingencies", "liquidity", "a_held"]
    assert narrow.select(compared).to_dicts() == wide.select(compared).to_dicts()
    # The books differ per leg and per side, so a wrong book or leg changes a depth.
    depths = narrow["liquidity"].struct.field("venue_one_depth_usd").to_list()
    assert len(set(depths)) == len(depths)


def test_the_records_beside_the_legs_are_keyed_whole_or_gathered_with_one_answer() -> None:
    """`audit_requests` keys the given records as they are where they are about the legs'
    own, and gathers the legs' records from them otherwise (many others, a hash twice, a
    hash missing): every verdict frame must be the one the legs' own records give, and
    a missing record must read as the legs carrying a record of nulls."""
    from pipeline.precompute import audit_requests, known_rules

    _, _, legs, requests = _narrow(["yes", "no", "yes", "no"])
    own = known_rules(legs)

    def audit(rules: pl.DataFrame | None, on: pl.DataFrame = legs) -> pl.DataFrame:
        return audit_requests(requests, on, now=NOW, stale_after_s=float("inf"), rules=rules)

    base = audit(own)
    others = [own.with_columns(rules_hash=pl.col("rules_hash") + f"-{k}") for k in range(3)]
    for rules in (
        own.reverse(),  # the legs' own records in another order: keyed as they are
        pl.concat([*others, own.reverse()]),  # mostly others: the legs' own gathered
        pl.concat([own, own]),  # every hash twice: gathered, the first of each
    ):
        assert audit(rules).equals(base)
    # One leg's record missing: gathered, that leg's record all nulls.
    lacking = own.filter(pl.col("rules_hash") != legs["rules_hash"][0])
    carried = legs.join(lacking.drop("venue"), on="rules_hash", how="left")
    missing = audit(lacking)
    assert missing.equals(audit(None, carried))
    assert not missing.equals(base)


def test_a_candidate_run_once_per_distinct_input_answers_every_row_as_run_on_it() -> None:
    """The keyed engine runs each candidate once per distinct value of the columns it
    reads (`keyed._per_distinct`): every row must get what the expression gives on that
    row itself, null and empty lists apart, and 0.0 apart from -0.0 (one group key)."""
    from pipeline.rules import keyed

    frame = pl.DataFrame(
        {
            "x": [0.0, -0.0, None, 0.0, float("nan"), -0.0, 1.5],
            "s": [[], [], ["a"], [], None, None, ["a", "b"]],
            "unread": list(range(7)),
        }
    )
    expr = pl.format("{} [{}]", pl.col("x"), pl.col("s").list.join(",")).alias("out")
    assert keyed._per_distinct(frame, expr).to_list() == frame.select(expr)["out"].to_list()


def test_book_depths_read_once_per_book_answer_every_book_as_read_alone() -> None:
    """`divergences.book_depths` reads each distinct book once (grouped by a hash of its
    value) and every book in place where a group's first book holds a zero or a NaN (the
    grouping takes -0.0 for 0.0, the depth does not): each book must get what
    `book_depth_usd` gives it alone."""
    from pipeline.rules.divergences import book_depth_usd, book_depths
    from pipeline.schemas import BOOK_LEVEL

    def alone(books: list[Any]) -> list[Any]:
        frame = pl.DataFrame({"b": books}, schema={"b": pl.List(BOOK_LEVEL)})
        return frame.select(book_depth_usd(pl.col("b")))["b"].to_list()

    plain: list[Any] = [
        [{"price": 0.4, "size": 10.0}, {"price": 0.41, "size": 5.0}, {"price": 0.5, "size": 9.0}],
        [{"price": 0.4, "size": 10.0}],
        [],
        None,
        [None],
        [{"price": None, "size": 3.0}],
        [{"price": 0.0, "size": 5.0}],
    ]
    signed: list[Any] = [[{"price": -0.0, "size": 5.0}], [{"price": 0.5, "size": float("nan")}]]
    # One group by value whose first book holds +0.0 and a later one -0.0: the check for
    # signed zeros must not look only at the books it reads.
    mixed: list[Any] = [[{"price": 0.5, "size": 0.0}], [{"price": 0.5, "size": -0.0}]]
    for pool in (plain[:-1], plain, plain + signed, mixed):
        # More books than are read in place, each pool's books many times over.
        books = [pool[(i * 7) % len(pool)] for i in range(200)]
        depths = book_depths(pl.Series("b", books, pl.List(BOOK_LEVEL)))
        # As text: -0.0 and 0.0 compare equal as floats.
        assert [str(d) for d in depths.to_list()] == [str(d) for d in alone(books)]
    assert "-0.0" in {str(d) for d in alone(signed)}  # the case the fallback is for
    assert "-0.0" in {str(d) for d in alone(mixed)}


def test_rule_ids_tell_null_from_empty_and_list_items_from_their_joined_text() -> None:
    """Rule ids (`keyed.rule_tables`) number the distinct decision rows by a hash of their
    columns: a null and an empty list, a null and an empty string, and two lists whose
    items join to the same text must get ids of their own; equal rows one id."""
    from pipeline.rules import keyed

    records = pl.DataFrame(
        {
            "names": [[], None, ["a\x1fb"], ["a", "b"], [], ["a", "b"]],
            "text": ["", None, "x", "x", "", "x"],
            "ev": ["e0", "e1", "e2", "e3", "e4", "e5"],
        },
        schema={"names": pl.List(pl.String), "text": pl.String, "ev": pl.String},
    )
    kid, eid, tables = keyed.rule_tables(records, ["names", "text"], ["ev"])
    assert kid.to_list() == [0, 1, 2, 3, 0, 3]
    assert eid.to_list() == list(range(6))
    assert tables.decisions.height == 4
    assert tables.decisions["names"].to_list() == [[], None, ["a\x1fb"], ["a", "b"]]


def test_rule_evidence_is_one_chunk_each_rows_own_by_its_record_id() -> None:
    """`keyed.rule_tables` lays every record's evidence out flat in one chunk (the lists and
    the rowwise candidates gather from it as it is), the k-th column of record `eid` at
    `k * records + eid`, whatever chunks the records came in; a rowwise row then gets its
    own record's evidence by eid, and a null eid null text."""
    from pipeline.rules import keyed

    records = pl.concat(
        [
            pl.DataFrame({"d": ["x", "y"], "ev1": ["a0", "a1"], "ev2": ["b0", "b1"]}),
            pl.DataFrame({"d": ["x"], "ev1": ["a2"], "ev2": ["b2"]}),
        ],
        rechunk=False,
    )
    _, _, tables = keyed.rule_tables(records, ["d"], ["ev1", "ev2"])
    assert tables.evidence.n_chunks() == 1
    assert tables.evidence.to_list() == ["a0", "a1", "a2", "b0", "b1", "b2"]
    rows = pl.DataFrame(
        {"a_eid": [2, None, 0], "b_eid": [1, 1, None]},
        schema_overrides={"a_eid": pl.UInt32, "b_eid": pl.UInt32},
    )
    found = keyed._with_rules(rows, tables, markers=False, needed={"a_ev2", "b_ev1"})
    assert found.select("a_ev2", "b_ev1").rows() == [("b2", "a1"), (None, "a1"), ("b0", None)]


def test_rule_ids_hash_the_columns_in_order_and_take_signed_zeros_for_one() -> None:
    """Rule ids hash each record's decision columns (`DataFrame.hash_rows`): values
    swapped between two columns, or repeated in both, must get ids of their own (as an
    order-blind mix of column hashes would not), and 0.0 and -0.0 one id."""
    from pipeline.rules import keyed

    records = pl.DataFrame(
        {
            "p": ["x", "y", "x", "y", "x", "x"],
            "q": ["y", "x", "x", "y", "y", "y"],
            "line": [0.0, 0.0, 0.0, 0.0, -0.0, 1.5],
            "ev": [f"e{i}" for i in range(6)],
        }
    )
    kid, _, tables = keyed.rule_tables(records, ["p", "q", "line"], ["ev"])
    assert kid.to_list() == [0, 1, 2, 3, 0, 4]
    assert tables.decisions.select("p", "q").rows() == [
        ("x", "y"),
        ("y", "x"),
        ("x", "x"),
        ("y", "y"),
        ("x", "y"),
    ]


def test_timing_phrases_kept_across_calls_are_each_clauses_own() -> None:
    """Timing's window phrase is cut once per clause and kept across calls
    (`divergences.timing_record_columns`): records met after others must get the columns
    a first call on them alone gives, whatever was cut before."""
    from pipeline.rules import divergences as D

    long = "If the match is postponed to more than 48 hours after its start, it resolves No."
    short = "Postponed matches rescheduled within 24 hours keep the market open, else 50-50."
    none = "The market resolves on the official result."
    columns = [
        "timing_evidence",
        "void_cancelled_evidence",
        "void_abandoned_evidence",
        "void_postponed_long_evidence",
    ]

    def records(clauses: list[str | None]) -> pl.DataFrame:
        return pl.DataFrame(
            {
                c: clauses if c != "void_abandoned_evidence" else [long] * len(clauses)
                for c in columns
            },
            schema=dict.fromkeys(columns, pl.String),
        )

    cases: dict[str, list[str | None]] = {"a": [long, none, None], "b": [short, long, short]}
    fresh = {}
    for name, clauses in cases.items():
        D._WINDOW_CUTS.clear()  # each case's columns as a first call on it alone cuts them
        fresh[name] = D.timing_record_columns(records(clauses))
    assert fresh["a"]["timing_window_evidence"][0] is not None  # a phrase is cut at all
    D._WINDOW_CUTS.clear()
    D.timing_record_columns(records([short]))  # the cache now holds another clause first
    for name, clauses in cases.items():
        assert D.timing_record_columns(records(clauses)).equals(fresh[name])


def test_values_recalled_per_input_answer_every_row_as_run_on_it() -> None:
    """On a few rows the keyed engine takes each expression's value from the inputs seen
    before (`recall.InputMemo`): cold, warm, and with known and new inputs mixed, every row
    must get what the expression gives on that row itself, 0.0 apart from -0.0, NaN,
    nulls and empty lists apart."""
    from pipeline.rules import recall

    schema = {"x": pl.Float64, "s": pl.List(pl.String), "k": pl.String}
    first = pl.DataFrame(
        {
            "x": [0.0, -0.0, None, float("nan"), 1.5],
            "s": [[], None, ["a"], [], ["a", "b"]],
            "k": ["p", "p", None, "q", "p"],
        },
        schema=schema,
    )
    second = pl.DataFrame(
        {
            "x": [-0.0, 0.0, 2.5, float("nan"), None],
            "s": [[], [], ["a", "b"], [], []],
            "k": ["p", "p", "p", "q", None],
        },
        schema=schema,
    )
    stages = [(pl.col("x") * 2).alias("_x2")]
    exprs = [
        pl.format("{} [{}] {}", pl.col("_x2"), pl.col("s").list.join(","), pl.col("k")).alias(
            "out"
        ),
        pl.struct(n=pl.col("s").list.len(), k=pl.col("k")).alias("st"),
    ]
    memo = recall.InputMemo()
    # Known but for the sign of its zero (a call recalls only when every row is known).
    lone = pl.DataFrame({"x": [-0.0], "s": [[]], "k": ["p"]}, schema=schema)
    for frame in (first, first, lone, second, second):
        plain = frame.with_columns(stages).with_columns(exprs)
        recalled = recall.evaluate_few(frame, exprs, stages, memo)
        # As text: NaN is not equal to itself, and -0.0 equals 0.0 as floats.
        assert str(recalled.select(plain.columns).to_dicts()) == str(plain.to_dicts())


def test_one_pair_at_a_time_with_recalled_values_answers_as_without_memo(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every case audited alone, each call's combination new to the engine (its memo of
    combinations emptied) but the values of earlier calls' inputs kept: the same rows as
    the engine without any memo."""
    from pipeline.rules import compare, keyed

    def each() -> list[dict[str, Any]]:
        out = []
        for _, a, b, options, *_ in CASES:
            if compare._MEMO is not None:
                compare._MEMO.frame = None
            (row,) = audit(
                [(a, b)],
                knockout=options.get("knockout", False),
                notional=options.get("notional"),
            )
            out.append({k: v for k, v in row.items() if k != "pair_id"})
        return out

    monkeypatch.setattr(compare, "_MEMO", None)
    plain = each()
    memo = keyed.CombinationMemo()
    monkeypatch.setattr(compare, "_MEMO", memo)
    assert each() == plain  # cold: each input evaluated, then remembered
    assert each() == plain  # warm: every value recalled


@pytest.mark.parametrize("colliding", [False, True])
def test_rows_of_finds_each_hash_by_its_text_even_when_64_bit_hashes_collide(
    colliding: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`precompute._rows_of` joins on a 64-bit hash of each text hash and checks the texts:
    a leg's row must be that of its own text, a text twice among the rules gives two rows,
    an absent or null one null, even where every 64-bit hash is the same."""
    from pipeline import precompute

    if colliding:
        monkeypatch.setattr(
            pl.Series, "hash", lambda s, seed=0: pl.repeat(0, s.len(), dtype=pl.UInt64, eager=True)
        )
    among = pl.Series("rules_hash", ["a", "b", "c"])
    hashes = pl.Series("rules_hash", ["c", "a", "zz", "a"])
    assert precompute._rows_of(hashes, among).to_list() == [2, 0, None, 0]
    twice = pl.Series("rules_hash", ["a", "b", "a"])
    assert precompute._rows_of(pl.Series(["a", "b"]), twice).to_list() == [0, 2, 1]
    with_null = pl.Series("rules_hash", ["b", None])
    assert precompute._rows_of(with_null, among).to_list() == [1, None]
