"""The reference tables the generator draws from: `rulesets/competitions.json` and `teams.json`."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypedDict

from pipeline.resources import packaged_rulesets_dir

__all__ = ["DEFAULT_RULESETS_DIR", "Reference", "Team", "load_reference"]

# The shipped tables: the repository's rulesets/ folder, or its packaged copy.
DEFAULT_RULESETS_DIR = packaged_rulesets_dir()


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
    teams: dict[str, dict[str, Team]]

    def team(self, competition: str, code: str) -> Team:
        """The team `code` of `competition`; KeyError names both when it is missing."""
        try:
            return self.teams[competition][code]
        except KeyError:
            raise KeyError(f"team {code!r} missing from teams.json[{competition!r}]") from None

    def v1(self, competition: str) -> dict[str, Any]:
        """The competition's venue_one identifiers (series, tag, slug prefix)."""
        return dict(self.competitions[competition]["venue_one"])

    def v2(self, competition: str) -> dict[str, Any]:
        """The competition's venue_two identifiers (series tickers, labels)."""
        return dict(self.competitions[competition]["venue_two"])


def load_reference(rulesets_dir: Path = DEFAULT_RULESETS_DIR) -> Reference:
    """Read both tables from `rulesets_dir`."""
    competitions = json.loads((rulesets_dir / "competitions.json").read_text(encoding="utf-8"))
    teams = json.loads((rulesets_dir / "teams.json").read_text(encoding="utf-8"))
    return Reference(competitions=competitions, teams=teams)
