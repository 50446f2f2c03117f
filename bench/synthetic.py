"""Synthetic coverage: N covered pairs with the demo's rule-text variety, as engine input.

`coverage(n)` returns the request rows (`precompute.REQUEST_SCHEMA`) and the resolved leg
rows `audit_requests` reads: one venue_one and one venue_two leg per pair, each with its
own rule text (the team names and the date are the leg's own, as on the venues, so
distinct texts grow with the pairs). Texts come from `bench.templates`; teams, leagues and
sources from `rulesets/`; order books from the demo snapshot. A share of pairs carries the
demo's hard cases: another fixture, a kickoff hours apart, a held No, another result, a
listing that contradicts its text, a notional above the book, a stale snapshot.

Randomness is a hash of the row index and a seed: the same `n` and `seed` give the same
frames, and nothing loops over rows in Python.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import polars as pl

from bench.templates import V1_FAMILIES, V2_FAMILIES, templates
from pipeline.precompute import REQUEST_SCHEMA
from pipeline.rulesets import load_table
from pipeline.schemas import BOOK_LEVEL, rules_text_expr

__all__ = ["NOW", "STALE_AFTER_S", "Coverage", "coverage"]

NOW = datetime(2031, 1, 15, 12, tzinfo=UTC)
STALE_AFTER_S = 300.0
ROOT = Path(__file__).resolve().parents[1]
_UTC = pl.Datetime("us", "UTC")
_MONTHS = "January February March April May June July August September October November December"
_SOURCES = {
    "ucl": [("ESPN", "https://www.espn.com/soccer/"), ("UEFA", "https://www.uefa.com/")],
    "mls": [("ESPN", "https://www.espn.com/soccer/"), ("MLS", "https://www.mlssoccer.com/")],
    "wc2026": [("FIFA", "https://www.fifa.com/"), ("ESPN", "https://www.espn.com/soccer/")],
}
_DEFAULT_SOURCES = [
    ("ESPN", "https://www.espn.com/soccer/"),
    ("Fox Sports", "https://www.foxsports.com/"),
]


class Coverage:
    """The engine's input for N pairs: `requests` (REQUEST_SCHEMA) and resolved `legs`."""

    def __init__(self, requests: pl.DataFrame, legs: pl.DataFrame) -> None:
        self.requests = requests
        self.legs = legs

    def write(self, folder: Path) -> tuple[Path, Path]:
        """Both frames as Parquet under `folder` (what the measured child processes read)."""
        folder.mkdir(parents=True, exist_ok=True)
        req, legs = folder / "requests.parquet", folder / "legs.parquet"
        self.requests.write_parquet(req)
        self.legs.write_parquet(legs)
        return req, legs


def _u(seed: int) -> pl.Expr:
    """A uniform draw in [0, 1) per row."""
    return (pl.int_range(pl.len(), dtype=pl.UInt64).hash(seed) % (1 << 52)).cast(
        pl.Float64
    ) / float(1 << 52)


def _k(seed: int, n: int | pl.Expr) -> pl.Expr:
    """A uniform integer in [0, n) per row."""
    return (pl.int_range(pl.len(), dtype=pl.UInt64).hash(seed) % n).cast(pl.Int64)


def _choice(seed: int, options: tuple[str, ...] | list[str]) -> pl.Expr:
    """One of `options` per row, uniformly."""
    return _k(seed, len(options)).replace_strict(
        list(range(len(options))), list(options), return_dtype=pl.String
    )


def _teams() -> tuple[pl.DataFrame, pl.DataFrame]:
    teams = load_table(ROOT / "rulesets", "teams")
    comps = load_table(ROOT / "rulesets", "competitions")
    rows = [
        (comp, code, t["venue_one"], t["venue_two"])
        for comp in sorted(teams)
        for code, t in sorted(teams[comp].items())
    ]
    frame = pl.DataFrame(rows, schema=["comp", "code", "v1_name", "v2_name"], orient="row")
    frame = frame.with_columns(local=pl.int_range(pl.len()).over("comp"))
    sources = {
        c: [f"{name} ({url})" for name, url in _SOURCES.get(c, _DEFAULT_SOURCES)] for c in comps
    }
    table = pl.DataFrame(
        {
            "comp": sorted(comps),
            "league": [comps[c]["venue_two"]["rules_league"] for c in sorted(comps)],
            "v1_series": [comps[c]["venue_one"]["series_title"] for c in sorted(comps)],
            "v1_source": [comps[c]["venue_one"]["resolution_source"] for c in sorted(comps)],
            "v2_sources": [sources[c] for c in sorted(comps)],
        }
    ).join(frame.group_by("comp").len("size"), on="comp", maintain_order="left")
    # (the row index is each pair's competition draw: without the order kept, two runs with
    # one seed drew different competitions, so different texts)
    return frame, table.with_row_index("comp_idx").with_columns(pl.col("comp_idx").cast(pl.Int64))


def _books() -> pl.DataFrame:
    """A pool of order books: empty, thin and deep ladders, best first."""
    levels = []
    for i in range(64):
        best = 0.05 + (i * 0.137) % 0.9
        depth = (i % 5) * 2
        ladder = [
            {"price": round(min(0.99, best + 0.01 * j), 2), "size": float(50 + 37 * ((i + j) % 9))}
            for j in range(depth)
        ]
        levels.append(ladder)
    return pl.DataFrame(
        {"yes_asks": levels, "no_asks": levels[::-1]},
        schema={"yes_asks": pl.List(BOOK_LEVEL), "no_asks": pl.List(BOOK_LEVEL)},
    ).with_row_index("book", offset=0)


def _pairs(n: int, seed: int) -> pl.DataFrame:
    """One row per pair: every per-pair draw, before texts are filled in."""
    team_rows, comps = _teams()
    s = seed * 1000
    base = pl.DataFrame({"i": pl.int_range(n, eager=True)})
    df = base.with_columns(
        comp_idx=_k(s + 1, comps.height),
        knockout=_u(s + 2) < 0.2,
        role=_choice(s + 3, ("home", "draw", "away")),
        advance=_u(s + 4) < 0.15,
        sibling=_u(s + 5) < 0.01,
        v1_family=_choice(s + 6, V1_FAMILIES),
        v2_family=_choice(s + 7, V2_FAMILIES),
        sibling_kind=_choice(
            s + 32, ("totals", "both_teams_to_score", "exact_score", "first_to_score")
        ),
        a_mut=_u(s + 8) < 0.15,
        b_mut=_u(s + 9) < 0.15,
        u_h=_k(s + 10, 1 << 30),
        u_a=_k(s + 11, 1 << 30),
        u_x=_k(s + 12, 1 << 30),
        other_team=_u(s + 13) < 0.03,
        day=_k(s + 14, 1460),
        hour=12 + _k(s + 15, 10),
        u_shift=_u(s + 16),
        shift_min=_k(s + 17, 1800),
        u_held=_u(s + 18),
        role_swap=_u(s + 19) < 0.03,
        contradict=_u(s + 20),
        notional=pl.when(_u(s + 21) < 0.2).then(_k(s + 22, 5000).cast(pl.Float64)),
        age_a=_k(s + 23, 200),
        age_b=_k(s + 24, 200),
        stale=_u(s + 25) < 0.04,
        stale_age=301 + _k(s + 26, 5000),
        book_a=_k(s + 27, 64),
        book_b=_k(s + 28, 64),
        no_source=_u(s + 29) < 0.25,
        sources_kind=_u(s + 30),
        ko_null=_u(s + 31) < 0.01,
    ).join(comps, on="comp_idx", how="left")
    home_local = pl.col("u_h") % pl.col("size")
    away_local = (home_local + 1 + pl.col("u_a") % (pl.col("size") - 1)) % pl.col("size")
    other_local = (away_local + 1 + pl.col("u_x") % (pl.col("size") - 2).clip(1)) % pl.col("size")
    df = df.with_columns(h_local=home_local, a_local=away_local, x_local=other_local)
    names = team_rows.select("comp", "local", "code", "v1_name", "v2_name")
    for side in ("h", "a", "x"):
        df = df.join(
            names.rename({c: f"{side}_{c}" for c in ("code", "v1_name", "v2_name")}),
            left_on=["comp", f"{side}_local"],
            right_on=["comp", "local"],
            how="left",
        )
    return df


def _leg_roles(df: pl.DataFrame) -> pl.DataFrame:
    advance = pl.col("advance") & pl.col("knockout")
    adv_role = (
        pl.when(pl.col("role") == "away")
        .then(pl.lit("advance_away"))
        .otherwise(pl.lit("advance_home"))
    )
    next_role = pl.col("role").replace({"home": "draw", "draw": "away", "away": "home"})
    a_role = pl.when(advance).then(adv_role).otherwise(pl.col("role"))
    b_role = (
        pl.when(advance)
        .then(adv_role)
        .when(pl.col("role_swap"))
        .then(next_role)
        .otherwise(pl.col("role"))
    )
    contradiction = (
        pl.when(pl.col("contradict") < 0.005)
        .then(pl.lit("unknown"))
        .when(pl.col("contradict") < 0.02)
        .then(next_role)
        .otherwise(a_role)
    )
    sibling_kind = pl.col("sibling_kind")
    return df.with_columns(
        a_role=a_role,
        b_role=b_role,
        a_pays=contradiction,
        b_pays=b_role,
        a_family=pl.when(advance)
        .then(pl.lit("advance"))
        .when(pl.col("sibling"))
        .then(pl.lit("sibling_") + sibling_kind)
        .otherwise(pl.col("v1_family")),
        b_family=pl.when(advance).then(pl.lit("advance")).otherwise(pl.col("v2_family")),
    ).with_columns(
        a_role=pl.when(pl.col("sibling") & ~advance).then(pl.lit("sibling")).otherwise("a_role")
    )


def _pick_templates(df: pl.DataFrame, side: str, venue: str, tpl: pl.DataFrame) -> pl.DataFrame:
    pools = tpl.filter(pl.col("venue") == venue).with_columns(
        k=pl.int_range(pl.len()).over("family", "role", "mutated")
    )
    sizes = pools.group_by("family", "role", "mutated").agg(size=pl.len())
    keyed = df.select(
        "i",
        family=pl.col(f"{side}_family"),
        role=pl.col(f"{side}_role"),
        mutated=pl.col(f"{side}_mut"),
    ).join(sizes, on=["family", "role", "mutated"], how="left")
    # A pool without mutated variants falls back to the clean templates.
    keyed = keyed.with_columns(mutated=pl.col("mutated") & pl.col("size").is_not_null()).drop(
        "size"
    )
    keyed = keyed.join(sizes, on=["family", "role", "mutated"], how="left").with_columns(
        k=(pl.col("i").cast(pl.UInt64).hash(17 if side == "a" else 29) % pl.col("size")).cast(
            pl.Int64
        )
    )
    return keyed.join(
        pools.select("family", "role", "mutated", "k", "primary", "secondary"),
        on=["family", "role", "mutated", "k"],
        how="left",
    ).select(
        "i", pl.col("primary").alias(f"{side}_tpl1"), pl.col("secondary").alias(f"{side}_tpl2")
    )


def _fill(tpl: str, home: str, away: str, d1: pl.Expr, d2: pl.Expr) -> pl.Expr:
    return (
        pl.col(tpl)
        .str.replace_all("@H@", pl.col(home), literal=True)
        .str.replace_all("@A@", pl.col(away), literal=True)
        .str.replace_all("@D1@", d1, literal=True)
        .str.replace_all("@D2@", d2, literal=True)
        .str.replace_all("@L@", pl.col("league"), literal=True)
        .str.replace_all("@T@", pl.col("league") + " play-off round tie", literal=True)
    )


def coverage(n: int, seed: int = 1, *, text_pool: int | None = None) -> Coverage:
    """Requests and resolved legs of `n` synthetic covered pairs (deterministic in `seed`).

    With `text_pool`, only that many pairs are drawn and then repeated under new pair and
    market ids: `2 * text_pool` distinct rule texts in all, for the steady state of a
    cycle in which every text has been read before.
    """
    if text_pool is not None and text_pool < n:
        return _tiled(coverage(text_pool, seed), n)
    tpl = templates()
    df = _leg_roles(_pairs(n, seed))
    df = df.join(_pick_templates(df, "a", "venue_one", tpl), on="i", how="left")
    df = df.join(_pick_templates(df, "b", "venue_two", tpl), on="i", how="left")
    month = (
        pl.col("date")
        .dt.month()
        .replace_strict(list(range(1, 13)), _MONTHS.split(), return_dtype=pl.String)
    )
    df = df.with_columns(
        date=pl.lit(NOW.date() - timedelta(days=730)) + pl.duration(days=pl.col("day"))
    ).with_columns(
        kickoff=(pl.col("date").cast(pl.Datetime("us")) + pl.duration(hours=pl.col("hour")))
        .dt.replace_time_zone("UTC")
        .cast(_UTC),
        d1=pl.format("{} {}, {}", month, pl.col("date").dt.day(), pl.col("date").dt.year()),
        d2=pl.format(
            "{} {}, {}", month.str.slice(0, 3), pl.col("date").dt.day(), pl.col("date").dt.year()
        ),
        # Another fixture on venue_two: its away side is a third team.
        b_away_code=pl.when("other_team").then("x_code").otherwise("a_code"),
        b_away_name=pl.when("other_team").then("x_v2_name").otherwise("a_v2_name"),
    )
    shift = (
        pl.when(pl.col("u_shift") < 0.90)
        .then(0)
        .when(pl.col("u_shift") < 0.96)
        .then(pl.col("shift_min") % 150)
        .otherwise(240 + pl.col("shift_min"))
    )
    now = pl.lit(NOW).cast(_UTC)
    a_age = pl.when(pl.col("stale") & (pl.col("u_x") % 2 == 0)).then("stale_age").otherwise("age_a")
    b_age = pl.when(pl.col("stale") & (pl.col("u_x") % 2 == 1)).then("stale_age").otherwise("age_b")
    v2_sources = (
        pl.when(pl.col("sources_kind") < 0.08)
        .then(pl.lit([], dtype=pl.List(pl.String)))
        .when(pl.col("sources_kind") < 0.12)
        .then(pl.col("v2_sources").list.slice(1, 1))
        .otherwise("v2_sources")
    )
    books = _books()
    v1_source = (
        pl.when("no_source")
        .then(pl.lit(""))
        .when(pl.col("a_family") == "aligned")
        .then(pl.lit("https://www.espn.com/soccer/"))
        .otherwise("v1_source")
    )
    a = df.join(books, left_on="book_a", right_on="book", how="left").select(
        "i",
        venue=pl.lit("venue_one"),
        market_id=pl.format("A{}", "i"),
        home=pl.col("h_code"),
        away=pl.col("a_code"),
        kickoff_utc=pl.col("kickoff"),
        resolution_source=v1_source,
        settlement_sources=pl.lit([], dtype=pl.List(pl.String)),
        pays_on=pl.col("a_pays"),
        yes_asks="yes_asks",
        no_asks="no_asks",
        fetched_at=now - pl.duration(seconds=a_age),
        final=pl.lit(False),  # still trading: the engine ages it
        rules_primary=_fill("a_tpl1", "h_v1_name", "a_v1_name", pl.col("d1"), pl.col("d2")),
        rules_secondary=pl.lit(""),
        # The listing's own title, as snapshot rows carry it: it names the teams.
        event_title=pl.format("{} vs. {}", "h_v1_name", "a_v1_name"),
        # The competition's name as the leg's series gives it (`LegResolver`).
        competition_name=pl.col("v1_series"),
    )
    b = df.join(books, left_on="book_b", right_on="book", how="left").select(
        "i",
        venue=pl.lit("venue_two"),
        market_id=pl.format("B{}", "i"),
        home=pl.col("h_code"),
        away=pl.col("b_away_code"),
        kickoff_utc=pl.col("kickoff") + pl.duration(minutes=shift),
        resolution_source=pl.lit(None, dtype=pl.String),
        settlement_sources=v2_sources,
        pays_on=pl.col("b_pays"),
        yes_asks="yes_asks",
        no_asks="no_asks",
        fetched_at=now - pl.duration(seconds=b_age),
        final=pl.lit(False),  # still trading: the engine ages it
        rules_primary=_fill("b_tpl1", "h_v2_name", "b_away_name", pl.col("d1"), pl.col("d2")),
        rules_secondary=_fill("b_tpl2", "h_v2_name", "b_away_name", pl.col("d1"), pl.col("d2")),
        event_title=pl.format("{} vs {}", "h_v2_name", "b_away_name"),
        competition_name=pl.col("league"),
    )
    legs = pl.concat([a, b], how="vertical").sort("i").drop("i")
    text = rules_text_expr()
    legs = legs.with_columns(
        rules_hash=pl.format("{}-{}", text.hash(11), text.hash(23)),
    )
    held_b = pl.when(pl.col("u_held") < 0.04).then(pl.lit("no")).otherwise(pl.lit("yes"))
    held_a = (
        pl.when(pl.col("u_held") < 0.01)
        .then(pl.lit("no"))
        .when(pl.col("u_held") > 0.99)
        .then(pl.lit(" Yes "))
        .otherwise(pl.lit("yes"))
    )
    requests = df.select(
        pair_id=pl.format("syn:{}:result#{}", "i", "role"),
        canonical_event_id=pl.format("syn:{}", "i"),
        knockout=pl.when("ko_null").then(None).otherwise("knockout"),
        notional_usd="notional",
        a_market_id=pl.format("A{}", "i"),
        a_held=held_a,
        b_market_id=pl.format("B{}", "i"),
        b_held=held_b,
    ).cast(dict(REQUEST_SCHEMA))  # type: ignore[arg-type]
    return Coverage(requests, legs)


def _tiled(base: Coverage, n: int) -> Coverage:
    """`base` repeated to `n` pairs; copy r's ids carry the suffix `~r`."""
    reps = pl.DataFrame({"r": pl.int_range(-(-n // base.requests.height), eager=True)})
    suffix = pl.lit("~") + pl.col("r").cast(pl.String)
    requests = (
        base.requests.join(reps, how="cross")
        .sort("r", maintain_order=True)
        .head(n)
        .with_columns(
            pl.col("pair_id") + suffix,
            pl.col("canonical_event_id") + suffix,
            pl.col("a_market_id") + suffix,
            pl.col("b_market_id") + suffix,
        )
        .drop("r")
    )
    legs = (
        base.legs.join(reps, how="cross")
        .sort("r", maintain_order=True)
        .head(2 * n)
        .with_columns(pl.col("market_id") + suffix)
        .drop("r")
    )
    return Coverage(requests, legs)
