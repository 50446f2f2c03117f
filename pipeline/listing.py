"""The covered-event listing's filters and pages (GET /v1/events; docs/DESIGN.md §7).

Pure functions over the ruleset's event records: a bot asks for one competition, one
team (by code or any name the team table knows, resolved by `TeamResolver`), a kickoff
window, and pages through the answer with `limit` and `after` (the last event id of the
previous page). Without any of them the listing is the whole list, as before.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time
from typing import Any

from pipeline.errors import BadRequest
from pipeline.teams import TeamResolver

__all__ = ["EventQuery", "page", "parse_kickoff", "select_events", "team_codes", "team_name"]


@dataclass(frozen=True, slots=True)
class EventQuery:
    """The listing's optional filters (None = no filter)."""

    competition: str | None = None
    team: str | None = None
    kickoff_from: datetime | None = None
    kickoff_to: datetime | None = None

    @property
    def empty(self) -> bool:
        """No filter at all."""
        return not (self.competition or self.team or self.kickoff_from or self.kickoff_to)


def parse_kickoff(value: str | None, name: str, *, end_of_day: bool = False) -> datetime | None:
    """An ISO 8601 date or date-time (UTC when no offset is given); None when absent.

    A bare date means the start of that day, or its end for the upper bound (`end_of_day`),
    so `kickoff_from=2026-10-03&kickoff_to=2026-10-03` is that whole day.

    Raises:
        BadRequest: the value is neither a date nor a date-time.
    """
    if value is None or value == "":
        return None
    text = value.strip()
    try:
        if len(text) == 10:
            day = date.fromisoformat(text)
            return datetime.combine(day, time.max if end_of_day else time.min, tzinfo=UTC)
        parsed = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError:
        raise BadRequest(
            f"{name} must be an ISO 8601 date (2026-10-03) or date-time "
            f"(2026-10-03T16:30:00Z), not {value!r}"
        ) from None
    return parsed.replace(tzinfo=UTC) if parsed.tzinfo is None else parsed.astimezone(UTC)


def team_codes(
    resolver: TeamResolver, competitions: Iterable[str], team: str
) -> set[tuple[str, str]]:
    """(competition, code) pairs that `team` names: a team code, or any known spelling.

    Raises:
        BadRequest: no covered competition knows the team, or the name fits several
            teams of one competition and none exactly (the candidates are named).
    """
    found: set[tuple[str, str]] = set()
    ambiguous: list[str] = []
    comps = sorted(set(competitions))
    for comp in comps:
        codes = {c.upper(): c for c in resolver.teams_of(comp)}
        if team.strip().upper() in codes:
            found.add((comp, codes[team.strip().upper()]))
            continue
        hit = resolver.resolve(comp, team)
        if hit.code is not None:
            found.add((comp, hit.code))
        elif hit.reason == "ambiguous":
            ambiguous.append(f"{comp}: {', '.join(hit.candidates)}")
    if found:
        return found
    if ambiguous:
        raise BadRequest(f"team {team!r} fits several teams ({'; '.join(ambiguous)}); give a code")
    raise BadRequest(
        f"unknown team {team!r}: not a team code or a known name in {', '.join(comps) or 'any'}"
        " covered competition"
    )


def select_events(
    events: Sequence[Mapping[str, Any]], query: EventQuery, resolver: TeamResolver
) -> list[Mapping[str, Any]]:
    """The ruleset event records `query` selects, in their order.

    Raises:
        BadRequest: an unknown competition or team, or an empty kickoff window.
    """
    if query.empty:
        return list(events)
    known = sorted({str(e["competition"]) for e in events})
    if query.competition is not None and query.competition not in known:
        raise BadRequest(
            f"unknown competition {query.competition!r}; covered: {', '.join(known) or 'none'}"
        )
    lo, hi = query.kickoff_from, query.kickoff_to
    if lo is not None and hi is not None and lo > hi:
        raise BadRequest(f"kickoff_from ({lo.isoformat()}) is after kickoff_to ({hi.isoformat()})")
    comps = [query.competition] if query.competition else known
    teams = team_codes(resolver, comps, query.team) if query.team else None
    out = []
    for e in events:
        comp = str(e["competition"])
        if query.competition is not None and comp != query.competition:
            continue
        if teams is not None and not {(comp, e["home"]), (comp, e["away"])} & teams:
            continue
        kickoff = _utc(e["kickoff_utc"])
        if lo is not None and (kickoff is None or kickoff < lo):
            continue
        if hi is not None and (kickoff is None or kickoff > hi):
            continue
        out.append(e)
    return out


def page(
    events: Sequence[Mapping[str, Any]], *, limit: int | None, after: str | None
) -> tuple[list[Mapping[str, Any]], str | None]:
    """One page: the events after the one named `after`, at most `limit`; and the cursor
    of the next page (None when this is the last).

    Raises:
        BadRequest: `after` names no event of this listing.
    """
    start = 0
    if after is not None:
        ids = [str(e["canonical_event_id"]) for e in events]
        if after not in ids:
            raise BadRequest(
                f"after={after!r} is not an event of this listing; pass the last "
                "canonical_event_id of the previous page"
            )
        start = ids.index(after) + 1
    rest = list(events[start:])
    if limit is None or len(rest) <= limit:
        return rest, None
    chunk = rest[:limit]
    return chunk, str(chunk[-1]["canonical_event_id"])


def team_name(
    teams: Mapping[str, Any], competitions: Mapping[str, Any], comp: str, code: str
) -> str | None:
    """The team table's name for a team code of a competition (or of a league it draws on)."""
    row = teams.get(comp, {}).get(code)
    if row is None:
        base, _, league = code.partition(".")
        leagues = [league] if league else competitions.get(comp, {}).get("clubs_from", [])
        row = next((teams[lg][base] for lg in leagues if base in teams.get(lg, {})), None)
    return None if row is None else str(row.get("name") or code)


def _utc(value: Any) -> datetime | None:
    if value is None:
        return None
    if isinstance(value, datetime):
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)
    return parse_kickoff(str(value), "kickoff_utc")
