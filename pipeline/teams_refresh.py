"""`resaudit teams refresh`: propose rows and aliases for `rulesets/teams.json` from the venues.

Reads what the venues list (venue_one `GET /teams` and the events of each covered series,
venue_two's series events), resolves every 1X2 leg with the `TeamResolver`, and proposes:

- an alias for a team a leg was placed by its venue code or a name similarity (so the
  spelling becomes a table entry, the strongest signal);
- a new row for a team no signal places, under the venue's own code for it;
- an alias from venue_one `/teams` for a team whose abbreviation is its venue_one code.

Nothing is written unless the operator accepts it (`--write`): the proposal is a diff.
"""

from __future__ import annotations

import difflib
import json
from copy import deepcopy
from typing import Any

import polars as pl

from pipeline.matching import resolved_legs, series_frame
from pipeline.teams import TeamResolver, fold

__all__ = ["dump_table", "propose", "table_diff"]


def dump_table(table: dict[str, Any]) -> str:
    """The table as shipped: two-space JSON, UTF-8 as is, trailing newline."""
    return json.dumps(table, indent=2, ensure_ascii=False) + "\n"


def _add_alias(row: dict[str, Any], name: str) -> bool:
    spelled = {fold(n) for n in (row["name"], row["venue_one"], row["venue_two"])}
    spelled |= {fold(a) for a in row.get("aliases", [])}
    if not name.strip() or fold(name) in spelled:
        return False
    row.setdefault("aliases", []).append(name)
    return True


def _new_code(rows: dict[str, Any], hint: str | None, name: str) -> str | None:
    """A free three-character table code for a new team, from its venue code or name."""
    for source in (hint or "", fold(name).replace(" ", "")):
        code = "".join(ch for ch in source.upper() if ch.isalnum())[:3]
        if len(code) == 3 and (
            code not in rows or fold(name) in {fold(n) for n in _names(rows[code])}
        ):
            return code
    return None


def _names(row: dict[str, Any]) -> list[str]:
    return [row["name"], row["venue_one"], row["venue_two"], *row.get("aliases", [])]


def _row(name: str, code: str) -> dict[str, Any]:
    return {
        "name": name,
        "venue_one": name,
        "venue_two": name,
        "venue_one_code": code.lower(),
        "venue_two_code": code.upper(),
        "aliases": [],
    }


def _league_index(competitions: dict[str, Any]) -> dict[str, str]:
    """venue_one `/teams` league values (slug prefix, tag slug, our key) -> competition."""
    index: dict[str, str] = {}
    for comp, c in competitions.items():
        v1 = c.get("venue_one", {})
        for value in (comp, v1.get("slug_prefix"), v1.get("tag_slug")):
            if value:
                index.setdefault(str(value).lower(), comp)
    return index


def propose(
    teams: dict[str, Any],
    competitions: dict[str, Any],
    listings: pl.DataFrame,
    hints: pl.DataFrame | None = None,
    venue_teams: list[dict[str, Any]] | None = None,
) -> tuple[dict[str, Any], list[str]]:
    """(proposed table, one line per change) from the venues' listings."""
    table = deepcopy(teams)
    notes: list[str] = []
    resolver = TeamResolver(teams, competitions)
    legs = resolved_legs(listings, series_frame(competitions), resolver, hints).filter(
        ~pl.col("is_draw") & pl.col("ml") & (pl.col("n") == 3) & (pl.col("draws") == 1)
    )
    seen: set[tuple[str, str]] = set()
    for r in legs.sort("competition", "venue", "outcome_label").iter_rows(named=True):
        comp, name, team = r["competition"], r["outcome_label"], r["team"]
        if (comp, name) in seen or not name:
            continue
        seen.add((comp, name))
        if team is not None and r["method"] in ("code", "similar") and team in table[comp]:
            if _add_alias(table[comp][team], name):
                notes.append(f"{comp}/{team}: alias {name!r} ({r['venue']} {r['method']})")
        elif team is None and r["reason"] == "unknown":
            code = _new_code(table[comp], r["code_hint"], name)
            if code is None:
                notes.append(f"{comp}: {name!r} is unknown and its codes are taken (check it)")
                continue
            row = table[comp].get(code)
            if row is None:
                table[comp][code] = _row(name, r["code_hint"] or code)
                notes.append(f"{comp}/{code}: new row {name!r} ({r['venue']}; check it)")
            elif _add_alias(row, name):
                notes.append(f"{comp}/{code}: alias {name!r} ({r['venue']} code; check it)")
            if r["venue"] == "venue_one":
                table[comp][code]["venue_one"] = name
    leagues = _league_index(competitions)
    for t in venue_teams or []:
        abbr, name = str(t.get("abbreviation") or "").lower(), str(t.get("name") or "")
        comp = leagues.get(str(t.get("league") or "").lower())
        if not abbr or not name or comp is None or comp not in table:
            continue  # a team of a league no covered competition is: not ours to place
        rows = table[comp]
        hits = [c for c, row in rows.items() if row.get("venue_one_code") == abbr]
        if len(hits) == 1:
            if _add_alias(rows[hits[0]], name):
                notes.append(f"{comp}/{hits[0]}: alias {name!r} (venue_one /teams {abbr})")
        elif not hits and resolver.resolve(comp, name).reason == "unknown":
            code = _new_code(rows, abbr, name)
            if code is not None and code not in rows:
                rows[code] = {**_row(name, abbr), "venue_one_code": abbr}
                notes.append(f"{comp}/{code}: new row {name!r} (venue_one /teams; check it)")
    return table, notes


def table_diff(old: dict[str, Any], new: dict[str, Any]) -> str:
    """A unified diff of teams.json, old to proposed."""
    return "".join(
        difflib.unified_diff(
            dump_table(old).splitlines(keepends=True),
            dump_table(new).splitlines(keepends=True),
            "rulesets/teams.json",
            "rulesets/teams.json (proposed)",
        )
    )
