"""The reference tables the generator draws from: `rulesets/competitions.json` and `teams.json`."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypedDict

from pipeline.resources import packaged_rulesets_dir
from pipeline.teams import fold

__all__ = ["DEFAULT_RULESETS_DIR", "DEMO_NEWCOMERS", "Reference", "Team", "load_reference"]

# The shipped tables: the repository's rulesets/ folder, or its packaged copy.
DEFAULT_RULESETS_DIR = packaged_rulesets_dir()

# The clubs the demo world is drawn from, by the table's codes. The table grows every
# season (promoted clubs, new aliases, new competitions); drawing from all of it would
# reshuffle every fixture of the demo, and with it the committed data, rulesets and figures.
DEMO_ROSTER: dict[str, tuple[str, ...]] = {
    "epl": (
        "ARS",
        "AVL",
        "BHA",
        "BOU",
        "BRE",
        "BUR",
        "CHE",
        "CRY",
        "EVE",
        "FUL",
        "LEE",
        "LIV",
        "MCI",
        "MUN",
        "NEW",
        "NFO",
        "SUN",
        "TOT",
        "WHU",
        "WOL",
    ),
    "laliga": (
        "ALA",
        "ATH",
        "ATM",
        "BAR",
        "BET",
        "CEL",
        "ELC",
        "ESP",
        "GET",
        "GIR",
        "LEV",
        "MLL",
        "OSA",
        "OVI",
        "RAY",
        "RMA",
        "RSO",
        "SEV",
        "VAL",
        "VIL",
    ),
    "bundesliga": (
        "BAY",
        "BMG",
        "DOR",
        "FCA",
        "FCU",
        "HDH",
        "HSV",
        "KOE",
        "LEV",
        "M05",
        "RBL",
        "SCF",
        "SGE",
        "STP",
        "STU",
        "SVW",
        "TSG",
        "WOB",
    ),
    "seriea": (
        "ATA",
        "BOL",
        "CAG",
        "COM",
        "CRE",
        "FIO",
        "GEN",
        "INT",
        "JUV",
        "LAZ",
        "LEC",
        "MIL",
        "NAP",
        "PAR",
        "PIS",
        "ROM",
        "SAS",
        "TOR",
        "UDI",
        "VER",
    ),
    "ligue1": (
        "ANG",
        "AUX",
        "BRE",
        "HAV",
        "LEN",
        "LIL",
        "LOR",
        "LYO",
        "MAR",
        "MET",
        "MON",
        "NAN",
        "NIC",
        "PFC",
        "PSG",
        "REN",
        "STR",
        "TOU",
    ),
    "ucl": (
        "ATM",
        "BEN",
        "BOD",
        "BRU",
        "CEL",
        "DOR",
        "FER",
        "GAL",
        "JUV",
        "KOB",
        "LEV",
        "OLY",
        "PSV",
        "QAR",
        "RAN",
        "RMA",
        "RSB",
        "SAL",
        "SCP",
        "YBO",
    ),
    "mls": (
        "ATL",
        "ATX",
        "CHI",
        "CIN",
        "CLB",
        "CLT",
        "COL",
        "DAL",
        "DCU",
        "HOU",
        "LAF",
        "LAG",
        "MIA",
        "MIN",
        "MTL",
        "NER",
        "NSH",
        "NYC",
        "NYR",
        "ORL",
        "PHI",
        "POR",
        "RSL",
        "SDG",
        "SEA",
        "SJE",
        "SKC",
        "STL",
        "TOR",
        "VAN",
    ),
    "wc2026": (
        "ALG",
        "ARG",
        "BEL",
        "BRA",
        "CAN",
        "CIV",
        "COL",
        "CPV",
        "CRO",
        "CUW",
        "CZE",
        "ECU",
        "ENG",
        "ESP",
        "FRA",
        "GER",
        "IRN",
        "JPN",
        "KOR",
        "KSA",
        "MAR",
        "MEX",
        "NED",
        "PAR",
        "POR",
        "RSA",
        "SEN",
        "TUR",
        "URU",
        "USA",
    ),
}


# Clubs of the 2026-27 season outside `DEMO_ROSTER` (promoted ones): they play a few
# fixtures of their own (`fixtures.newcomers`), so the roster's fixtures keep their bytes.
DEMO_NEWCOMERS: dict[str, tuple[str, ...]] = {
    "epl": ("COV", "HUL", "IPS"),
    "laliga": ("DEP", "RAC"),
}


class Team(TypedDict):
    """One team of one competition, as both venues spell it."""

    name: str
    venue_one: str
    venue_two: str
    venue_one_code: str
    venue_two_code: str
    aliases: list[str]


@dataclass(frozen=True)
class Reference:
    """Both tables, loaded."""

    competitions: dict[str, dict[str, Any]]
    teams: dict[str, dict[str, Team]]  # the roster: what league fixtures are drawn from
    newcomers: dict[str, dict[str, Team]] = field(default_factory=dict)
    # Every spelling of every team of the whole table, folded, per competition.
    spellings: dict[str, set[str]] = field(default_factory=dict)

    def team(self, competition: str, code: str) -> Team:
        """The team `code` of `competition`; KeyError names both when it is missing."""
        try:
            return self.teams[competition][code]
        except KeyError:
            pass
        try:
            return self.newcomers[competition][code]
        except KeyError:
            raise KeyError(f"team {code!r} missing from teams.json[{competition!r}]") from None

    def v1(self, competition: str) -> dict[str, Any]:
        """The competition's venue_one identifiers (series, tag, slug prefix)."""
        return dict(self.competitions[competition]["venue_one"])

    def v2(self, competition: str) -> dict[str, Any]:
        """The competition's venue_two identifiers (series tickers, labels)."""
        return dict(self.competitions[competition]["venue_two"])


def load_reference(rulesets_dir: Path = DEFAULT_RULESETS_DIR) -> Reference:
    """Read both tables from `rulesets_dir`, the teams narrowed to `DEMO_ROSTER`."""
    competitions = json.loads((rulesets_dir / "competitions.json").read_text(encoding="utf-8"))
    table = json.loads((rulesets_dir / "teams.json").read_text(encoding="utf-8"))
    teams = {
        comp: {code: table[comp][code] for code in codes}
        for comp, codes in DEMO_ROSTER.items()
        if comp in table
    }
    newcomers = {
        comp: {code: table[comp][code] for code in codes if code in table.get(comp, {})}
        for comp, codes in DEMO_NEWCOMERS.items()
    }
    spellings = {
        comp: {
            fold(n)
            for t in rows.values()
            for n in (t["name"], t["venue_one"], t["venue_two"], *t.get("aliases", []))
        }
        for comp, rows in table.items()
    }
    return Reference(competitions, teams, newcomers, spellings)
