"""The seeded demo generator and the committed demo data it produced (`data/demo`)."""

from __future__ import annotations

import json
import re
import unicodedata
from collections import Counter
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pytest

from pipeline.demo import generate, write_demo

ROOT = Path(__file__).resolve().parents[1]
DEMO = ROOT / "data" / "demo"
RULESETS = ROOT / "rulesets"
ALL_CLAUSES = {
    *(f"S{i}" for i in range(1, 7)),
    *(f"P{i}" for i in range(1, 5)),
    *(f"C{i}" for i in range(1, 5)),
    *(f"R{i}" for i in range(1, 4)),
    "D1",
}
NON_NORMAL = ("postponed_short", "postponed_long", "cancelled", "abandoned", "proposed")


def _load(rel: str) -> Any:
    return json.loads((DEMO / rel).read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def truth() -> dict[str, Any]:
    return dict(_load("truth.json"))


@pytest.fixture(scope="module")
def v1_events() -> list[dict[str, Any]]:
    return list(_load("venue_one/events.json"))


@pytest.fixture(scope="module")
def v1_markets(v1_events: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {m["id"]: m for e in v1_events for m in e["markets"]}


@pytest.fixture(scope="module")
def v2_markets() -> dict[str, dict[str, Any]]:
    return {m["ticker"]: m for m in _load("venue_two/markets.json")}


@pytest.fixture(scope="module")
def v2_series() -> dict[str, dict[str, Any]]:
    return {s["ticker"]: s for s in _load("venue_two/series.json")}


def _tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*.json")}


def test_regenerating_gives_byte_identical_committed_files(tmp_path: Path) -> None:
    write_demo(tmp_path, seed=7)
    fresh, committed = _tree(tmp_path), _tree(DEMO)
    assert sorted(fresh) == sorted(committed)
    changed = [rel for rel in fresh if fresh[rel] != committed[rel]]
    assert changed == []


def test_seed_decides_the_bytes() -> None:
    assert generate(11) == generate(11)
    assert generate(11)["truth.json"] != generate(12)["truth.json"]


def test_files_are_indent_one_utf8_with_trailing_newline() -> None:
    text = (DEMO / "venue_one" / "events.json").read_text(encoding="utf-8")
    assert text.endswith("]\n") and text.startswith('[\n {\n  "id"')
    assert "Deportivo Alavés" in text or "Côte d'Ivoire" in text  # not \u-escaped


def test_demo_data_stays_small() -> None:
    assert sum(len(b) for b in _tree(DEMO).values()) < 4_000_000


def test_covers_three_competitions_including_knockout_matches(truth: dict[str, Any]) -> None:
    pairs = [m for m in truth["matches"] if m["should_pair"]]
    assert len({m["competition"] for m in pairs}) >= 3
    knockout = {m["competition"] for m in pairs if m["knockout"]}
    assert {"ucl", "wc2026"} <= knockout
    assert len(pairs) >= 120


def test_every_scenario_present_with_two_of_each_twist(truth: dict[str, Any]) -> None:
    counts = Counter(m["scenario"] for m in truth["matches"] if m["should_pair"])
    assert counts["normal"] > 0 and counts["open"] > 0
    assert all(counts[s] >= 2 for s in NON_NORMAL), counts


def test_past_matches_are_settled_and_upcoming_ones_open(truth: dict[str, Any]) -> None:
    now = datetime.fromisoformat(truth["now"])
    for m in truth["matches"]:
        past = datetime.fromisoformat(m["scheduled_utc"]) < now
        assert (m["scenario"] != "open") == past, m
        if m["should_pair"] and m["scenario"] in ("normal", "postponed_short"):
            expected = m["settlement"]["venue_two"] is not None and "v2_pending" not in m["tags"]
            assert m["equivalent_settlement"] is not None or not expected


def _text_v1(m: dict[str, Any]) -> str:
    return f"{m['description']}\n\n{m['resolutionSource']}"


# What the text of a leg that claims each clause must say (docs/DESIGN.md §7.6), in either
# wording the generator uses (`pipeline/demo/wordings.py`).
_V1_PATTERNS = {
    "S1": r"first 90 minutes of regular play|90 minutes plus (any )?stoppage time",
    "S6": r"advances from the tie|go through to the next round|qualifies for the next round",
    "P1": r"(remain|remains|stays) open until",
    "P2": r"more than 48 hours",
    "P4": r"((two|2) weeks|14 days) .*last fair market price",
    "C1": r"(cancel+ed (entirely|outright)|called off for good|scrapped altogether)"
    r".*(\"No\"|\"Yes\")",
    "C2": r"50-50",
    "C3": r"0-0|\"Neither\"",
    "C4": r"fair price",
    "R1": r"(within|unpublished) (2|two) hours.*credible reporting",
    "R2": r"(revisions to the score|Score revisions).*(not be|ignored)"
    r"|change to the score after resolution has no effect"
    r"|later corrections to the score are disregarded",
    "R3": r"ESPN.*Fox Sports",
}
_V2_PATTERNS = {
    "S2": r"after 90 minutes plus stoppage time \((does not include|extra time and penalties not)"
    r"|in regulation time \(90 minutes plus stoppage time; extra time"
    r"|at the end of 90 minutes and stoppage time, with extra time and penalties left out",
    "S3": r"after 90 minutes plus stoppage time(, then|\.)",
    "S5": r"during the entire game \(regulation, stoppage and any extra time periods\)",
    "S6": r"advances .*(including extra time and penalties|penalty shootouts included)"
    r"|goes through to the next round|knocks .* out of the",
    "P2": r"(rescheduled to|moved|moved to a start|pushed back by) more than 48 hours",
    "P3": r"within 48 hours",
    "C4": r"fair price",
    "D1": r"(If Tie is the result of|If Tie wins) |ends level|neither team wins",
}


def _v2_text(m: dict[str, Any]) -> str:
    return f"{m['rules_primary']}\n\n{m['rules_secondary']}"


def _claimed_legs(truth: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    """(venue, market id, clause ids) of every leg truth.json describes."""
    legs: list[tuple[str, str, list[str]]] = []
    for m in truth["matches"]:
        for venue in ("venue_one", "venue_two"):
            listing, clauses = m[venue], m["clauses"][venue]
            if listing is not None:
                legs += [
                    (venue, listing["markets"][r], clauses[r]) for r in ("home", "draw", "away")
                ]
        for extra in m["extra_markets"]:
            legs += [(extra["venue"], x["market_id"], x["clauses"]) for x in extra["markets"]]
    return legs


def test_every_clause_variant_appears_and_each_claim_matches_its_text(
    truth: dict[str, Any],
    v1_markets: dict[str, dict[str, Any]],
    v2_markets: dict[str, dict[str, Any]],
) -> None:
    seen: set[str] = set()
    for venue, market_id, clauses in _claimed_legs(truth):
        seen |= set(clauses)
        if venue == "venue_one":
            text, patterns = _text_v1(v1_markets[market_id]), _V1_PATTERNS
        else:
            text, patterns = _v2_text(v2_markets[market_id]), _V2_PATTERNS
        for clause in clauses:
            if clause in patterns:
                assert re.search(patterns[clause], text, re.S), (market_id, clause)
        if venue == "venue_two" and "S4" in clauses:
            primary = v2_markets[market_id]["rules_primary"]
            assert "90 minutes" not in primary and "entire game" not in primary
            assert "90 minutes" in v2_markets[market_id]["rules_secondary"]
        if venue == "venue_two" and "S3" in clauses:
            assert re.search(
                r"excluded|left out|[Nn]either extra time nor",
                v2_markets[market_id]["rules_secondary"],
            )
            assert "extra time" not in v2_markets[market_id]["rules_primary"]
    assert seen >= ALL_CLAUSES, ALL_CLAUSES - seen


def test_paraphrases_vary_the_wording(v1_markets: dict[str, dict[str, Any]]) -> None:
    postponement = Counter(
        next(p for p in m["description"].split("\n\n") if "postponed" in p)
        for m in v1_markets.values()
        if "postponed" in m["description"] and m["sportsMarketType"] == "moneyline"
    )
    assert len(postponement) >= 3


def test_venue_two_sources_live_on_the_series_only(
    v2_markets: dict[str, dict[str, Any]], v2_series: dict[str, dict[str, Any]]
) -> None:
    assert all(s["settlement_sources"] for s in v2_series.values())
    assert [s["name"] for s in v2_series["KXEPLGAME"]["settlement_sources"]] == [
        "ESPN",
        "Fox Sports",
    ]
    assert v2_series["KXEPLGAME"]["contract_terms_url"].endswith("/SOCCERGAMEWIN.pdf")
    assert not any("ESPN" in _v2_text(m) for m in v2_markets.values())


def test_venue_one_arrays_are_json_encoded_strings(v1_markets: dict[str, dict[str, Any]]) -> None:
    for m in v1_markets.values():
        decoded = [json.loads(m[k]) for k in ("outcomes", "outcomePrices", "clobTokenIds")]
        assert all(isinstance(m[k], str) for k in ("outcomes", "outcomePrices", "clobTokenIds"))
        assert all(isinstance(x, list) and len(x) == 2 for x in decoded)
        assert all(isinstance(v, str) for x in decoded for v in x)
        assert re.fullmatch(r"0x[0-9a-f]{64}", m["conditionId"])
        assert re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:00\+00", m["gameStartTime"])
        assert m["active"] is True


def test_venue_one_books_order_bids_up_and_asks_down(v1_markets: dict[str, dict[str, Any]]) -> None:
    books = {p.stem for p in (DEMO / "venue_one" / "books").glob("*.json")}
    open_markets = [m for m in v1_markets.values() if m["acceptingOrders"]]
    assert books == {t for m in open_markets for t in json.loads(m["clobTokenIds"])}
    for m in open_markets:
        yes = _load(f"venue_one/books/{json.loads(m['clobTokenIds'])[0]}.json")
        bids = [float(x["price"]) for x in yes["bids"]]
        asks = [float(x["price"]) for x in yes["asks"]]
        assert bids == sorted(bids) and asks == sorted(asks, reverse=True)
        assert bids[-1] == m["bestBid"] < asks[-1] == m["bestAsk"]
        assert all(10 <= float(x["size"]) <= 5000 for x in yes["bids"] + yes["asks"])
        assert yes["market"] == m["conditionId"] and yes["neg_risk"] is True
        assert re.fullmatch(r"[0-9a-f]{40}", yes["hash"]) and yes["timestamp"].isdigit()


def _orderbook_bids(book: dict[str, Any]) -> tuple[list[float], list[float]]:
    if "orderbook_fp" in book:
        side = book["orderbook_fp"]
        return [float(p) for p, _ in side["yes_dollars"]], [float(p) for p, _ in side["no_dollars"]]
    side = book["orderbook"]
    return [p / 100 for p, _ in side["yes"]], [p / 100 for p, _ in side["no"]]


def test_venue_two_orderbooks_hold_ascending_bids_matching_the_market(
    v2_markets: dict[str, dict[str, Any]],
) -> None:
    paths = sorted((DEMO / "venue_two" / "orderbooks").glob("*.json"))
    assert {p.stem for p in paths} == {t for t, m in v2_markets.items() if m["status"] == "active"}
    shapes = Counter("orderbook_fp" in json.loads(p.read_text()) for p in paths)
    assert shapes[True] > 0 and shapes[False] >= 1  # the legacy cents shape is exercised
    for path in paths:
        market = v2_markets[path.stem]
        yes, no = _orderbook_bids(json.loads(path.read_text()))
        assert yes == sorted(yes) and no == sorted(no)
        assert yes[-1] == pytest.approx(float(market["yes_bid_dollars"]))
        assert 1 - no[-1] == pytest.approx(float(market["yes_ask_dollars"]))
        assert yes[-1] < 1 - no[-1]


def test_truth_settlements_match_the_venue_payloads(
    truth: dict[str, Any],
    v1_markets: dict[str, dict[str, Any]],
    v2_markets: dict[str, dict[str, Any]],
) -> None:
    for m in truth["matches"]:
        one, two = m["settlement"]["venue_one"], m["settlement"]["venue_two"]
        for role in ("home", "draw", "away"):
            if m["venue_one"] is not None:
                leg = v1_markets[m["venue_one"]["markets"][role]]
                final = leg["closed"] and leg.get("umaResolutionStatus") == "resolved"
                assert final == (one is not None)
                if one is not None:
                    assert float(json.loads(leg["outcomePrices"])[0]) == one[role]
            if m["venue_two"] is not None:
                leg = v2_markets[m["venue_two"]["markets"][role]]
                assert (leg["status"] == "finalized") == (two is not None)
                if two is not None:
                    assert float(leg["settlement_value_dollars"]) == pytest.approx(two[role])
        if m["scenario"] in ("postponed_long", "cancelled", "abandoned"):
            assert sum(two.values()) == pytest.approx(1.0)
            assert m["equivalent_settlement"] is False
        if m["scenario"] == "proposed":
            leg = v1_markets[m["venue_one"]["markets"]["home"]]
            assert leg["closed"] is False and leg["outcomePrices"] == '["0.5", "0.5"]'


def _by_tag(truth: dict[str, Any], tag: str) -> list[dict[str, Any]]:
    return [m for m in truth["matches"] if tag in m["tags"]]


def test_hard_cases_are_present(
    truth: dict[str, Any],
    v1_events: list[dict[str, Any]],
    v2_markets: dict[str, dict[str, Any]],
) -> None:
    events = {e["id"]: e for e in v1_events}
    for m in _by_tag(truth, "utc_date_on_v1"):
        slug_day = events[m["venue_one"]["event_id"]]["slug"][-10:]
        assert slug_day == m["scheduled_utc"][:10]
        assert slug_day.replace("-", "")[2:] != m["venue_two"]["event_ticker"].split("-")[1][:7]
    assert len(_by_tag(truth, "utc_date_on_v1")) >= 4
    for m in _by_tag(truth, "inverted"):
        title = events[m["venue_one"]["event_id"]]["title"]
        home = json.loads((RULESETS / "teams.json").read_text())[m["competition"]][m["home"]]
        assert title.endswith(f"vs. {home['venue_one']}")
    assert len(_by_tag(truth, "inverted")) >= 3
    assert len(_by_tag(truth, "aligned_rules")) >= 6
    assert len(_by_tag(truth, "v1_only")) >= 3 and len(_by_tag(truth, "v2_only")) >= 3
    assert all(m["venue_two"] is None for m in _by_tag(truth, "v1_only"))
    assert all(m["venue_one"] is None for m in _by_tag(truth, "v2_only"))
    (amb,) = [m for m in truth["matches"] if m["ambiguous"]]
    assert not amb["should_pair"] and len(amb["venue_two_candidates"]) == 2
    kicks = [
        datetime.fromisoformat(v2_markets[c["markets"]["draw"]]["occurrence_datetime"])
        for c in amb["venue_two_candidates"]
    ]
    assert abs(kicks[0] - kicks[1]) < timedelta(hours=3)
    assert any(m["equivalent_settlement"] is False for m in _by_tag(truth, "S5"))
    assert all(m["venue_two"]["advance_event_ticker"] for m in _by_tag(truth, "advance"))


def test_kickoff_instants_agree_across_venues(
    truth: dict[str, Any],
    v1_markets: dict[str, dict[str, Any]],
    v2_markets: dict[str, dict[str, Any]],
) -> None:
    for m in truth["matches"]:
        if not m["should_pair"]:
            continue
        v1 = v1_markets[m["venue_one"]["markets"]["home"]]["gameStartTime"]
        v2 = v2_markets[m["venue_two"]["markets"]["home"]]["occurrence_datetime"]
        assert (
            datetime.fromisoformat(v1)
            == datetime.fromisoformat(v2)
            == datetime.fromisoformat(m["kickoff_utc"])
        )


def _fold(name: str) -> str:
    plain = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode().lower()
    return " ".join(w for w in re.split(r"[^a-z0-9]+", plain) if w and w not in {"fc", "cf"})


def test_teams_table_covers_every_team_and_label_used(
    truth: dict[str, Any],
    v1_markets: dict[str, dict[str, Any]],
    v2_markets: dict[str, dict[str, Any]],
) -> None:
    teams = json.loads((RULESETS / "teams.json").read_text(encoding="utf-8"))
    for m in truth["matches"]:
        assert m["home"] in teams[m["competition"]] and m["away"] in teams[m["competition"]]
    v1_names = {t["venue_one"] for comp in teams.values() for t in comp.values()}
    v2_names = {t["venue_two"] for comp in teams.values() for t in comp.values()}
    for m in v1_markets.values():
        label = m["groupItemTitle"]
        if m["sportsMarketType"] == "moneyline" and m["negRisk"] and not label.startswith("Draw ("):
            assert label in v1_names
    # venue_two writes one side of each newcomer fixture under a short name the table lacks.
    short = {m["venue_two"]["event_ticker"] for m in truth["matches"] if "short_name" in m["tags"]}
    assert len(short) >= 5
    game = [m for t, m in v2_markets.items() if t.split("-")[0].endswith("GAME")]
    assert {m["yes_sub_title"] for m in game if m["event_ticker"] not in short} <= v2_names | {
        "Tie"
    }
    spelled = {
        _fold(n)
        for comp in teams.values()
        for t in comp.values()
        for n in (t["name"], t["venue_one"], t["venue_two"], *t["aliases"])
    }
    unspelled = {
        m["yes_sub_title"]
        for m in game
        if m["event_ticker"] in short and _fold(m["yes_sub_title"]) not in spelled
    }
    assert len(unspelled) >= 5, unspelled
    # ... and those fixtures bring clubs of the 2026-27 season outside the demo's roster.
    newcomers = {
        c for m in truth["matches"] if "newcomer" in m["tags"] for c in (m["home"], m["away"])
    }
    assert {"COV", "HUL", "IPS", "RAC"} <= newcomers


def test_team_spellings_are_unambiguous_within_a_competition() -> None:
    teams = json.loads((RULESETS / "teams.json").read_text(encoding="utf-8"))
    for comp, table in teams.items():
        owner: dict[str, str] = {}
        for code, t in table.items():
            assert re.fullmatch(r"[A-Z0-9]{3}", code), code
            for name in {t["name"], t["venue_one"], t["venue_two"], *t["aliases"]}:
                assert owner.setdefault(_fold(name), code) == code, (comp, name)


def test_competitions_table_ships_the_real_identifiers() -> None:
    comps = json.loads((RULESETS / "competitions.json").read_text(encoding="utf-8"))
    tokens = {"epl", "laliga", "bundesliga", "seriea", "ligue1", "ucl", "mls", "wc2026"}
    assert set(comps) == tokens
    assert comps["epl"]["venue_one"]["series_id"] == "10188"
    assert comps["epl"]["venue_one"]["tag_id"] == "306"
    assert comps["laliga"]["venue_one"]["series_id"] == "10193"
    assert comps["wc2026"]["venue_one"]["series_id"] == "11433"
    series = {c["venue_two"]["game_series"][0] for c in comps.values()}
    assert {"KXEPLGAME", "KXLALIGAGAME", "KXUCLGAME", "KXMLSGAME", "KXWCGAME"} <= series
    for token, c in comps.items():
        assert c["format"] in ("league", "knockout", "mixed")
        if c["format"] == "mixed":
            assert {s["format"] for s in c["stages"]} == {"league", "knockout"}
        if c["verified"] is False:
            assert c["unverified"], token
