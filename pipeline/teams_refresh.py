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
            code = (r["code_hint"] or fold(name)[:3]).upper()
            row = table[comp].get(code)
            if row is None:
                table[comp][code] = {
                    "name": name,
                    "venue_one": name,
                    "venue_two": name,
                    "venue_one_code": code.lower(),
                    "venue_two_code": code,
                    "aliases": [],
                }
                notes.append(f"{comp}/{code}: new row {name!r} ({r['venue']}; check it)")
            elif _add_alias(row, name):
                notes.append(f"{comp}/{code}: alias {name!r} ({r['venue']} code; check it)")
            if r["venue"] == "venue_one":
                table[comp][code]["venue_one"] = name
    for t in venue_teams or []:
        abbr, name = str(t.get("abbreviation") or "").lower(), str(t.get("name") or "")
        for comp, rows in table.items():
            hits = [c for c, row in rows.items() if row.get("venue_one_code") == abbr]
            if abbr and name and len(hits) == 1 and _add_alias(rows[hits[0]], name):
                notes.append(f"{comp}/{hits[0]}: alias {name!r} (venue_one /teams {abbr})")
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
