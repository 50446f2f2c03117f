"""Team resolution: the one resolver behind coverage (`expand`) and audits (identity).

A venue's spelling of a team becomes a team code of `rulesets/teams.json` through the
signals the venues give, strongest first (docs/DESIGN.md §6):

1. `alias`: the folded name is a spelling in the table (name, both venues' names, aliases);
   `generic` when its words also fit another team's spelling (a city: "Los Angeles").
2. `code`: the venue's own code for the team (venue_two market-ticker suffix, venue_one
   market-slug suffix) is that team's code in the table for that venue, and no name
   similarity points at another team.
3. `similar`: a conservative name similarity after folding: every word of the name is a
   word, a prefix or an abbreviation of a word of exactly one team's spelling (or one
   team's spelling is contained word for word in the name); failing that, one team alone
   scores high on a character similarity with a clear margin over the next. Callers accept
   it only when the listing's other team resolves too (distinct), and a pair only when the
   other venue agrees on both teams within the kickoff tolerance.

Anything weaker is reported with its nearest candidates, never resolved.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

import polars as pl
from rapidfuzz import fuzz, process

__all__ = [
    "EXONYMS",
    "STRONG",
    "TEAM_SUFFIXES",
    "Resolution",
    "TeamResolver",
    "acronyms",
    "fold",
    "table_sha",
    "venue_code",
]

# Club-form words a venue may add to or drop from a team's name ("Chelsea FC" = "Chelsea",
# "AC Milan" = "Milan"): the one list every comparison of team names folds away.
TEAM_SUFFIXES = (
    "fc",
    "cf",
    "afc",
    "sc",
    "fk",
    "cfc",
    "ac",
    "sk",
    "cd",
    "ud",
    "sv",
    "ss",
    "cp",
    "club",
    "calcio",
)
# Letters Unicode does not decompose into a base letter and a mark.
TRANSLITERATE = {
    "ß": "ss",
    "ø": "o",
    "æ": "ae",
    "œ": "oe",
    "ł": "l",
    "đ": "d",
    "ð": "d",
    "þ": "th",
    "ı": "i",
}
# Exonyms and alternative transliterations of the places clubs are named after, folded to one
# spelling so "Club Bruges" is "Club Brugge" and "Sankt Pauli" is "St. Pauli". A name is
# folded whole-word on both sides (table and venue), so the direction does not matter.
EXONYMS = {
    "bruges": "brugge",
    "munich": "munchen",
    "muenchen": "munchen",
    "cologne": "koln",
    "koeln": "koln",
    "turin": "torino",
    "venice": "venezia",
    "lisbon": "lisboa",
    "prague": "praha",
    "belgrade": "beograd",
    "copenhagen": "kobenhavn",
    "koebenhavn": "kobenhavn",
    "moscow": "moskva",
    "seville": "sevilla",
    "kiev": "kyiv",
    "kiew": "kyiv",
    "warsaw": "warszawa",
    "bucharest": "bucuresti",
    "vienna": "wien",
    "florence": "firenze",
    "naples": "napoli",
    "rome": "roma",
    "genova": "genoa",
    "marseilles": "marseille",
    "nuremberg": "nurnberg",
    "nuernberg": "nurnberg",
    "hanover": "hannover",
    "gothenburg": "goteborg",
    "saloniki": "thessaloniki",
    "piraeus": "pireas",
    "st": "saint",
    "ste": "sainte",
    "sankt": "saint",
}
_SUFFIX_RE = re.compile(r"\b(?:" + "|".join(TEAM_SUFFIXES) + r")\b")
_YEAR_RE = re.compile(r"\b(?:18|19|20)\d\d\b")
# Words that never tell two clubs apart.
_STOPWORDS = frozenset({"the", "de", "of", "and", "y", "e", "et"})
STRONG = frozenset({"alias", "code"})
# Words many clubs' names share: never what tells one club from another.
_CLUB_WORDS = frozenset(
    {
        "united",
        "city",
        "town",
        "wanderers",
        "rovers",
        "athletic",
        "athletico",
        "albion",
        "county",
        "real",
        "sporting",
        "racing",
        "olympique",
        "stade",
        "dynamo",
        "dinamo",
        "inter",
        "borussia",
        "union",
        "saint",
        "sainte",
        "san",
        "santa",
        "deportivo",
        "atletico",
        "olympic",
        "olympia",
        "red",
        "star",
        "rangers",
        "celtic",
        "hotspur",
        "football",
        "association",
        "sport",
        "sports",
        "youth",
        "boys",
        "new",
        "york",
    }
)
# Two words are alike at this character similarity (0-100): "bruges"/"brugge".
_WORD_LIKE = 80.0
# Character similarity: the best team must score this, and lead the next by the margin.
_FUZZY_MIN = 88.0
_FUZZY_MARGIN = 10.0


@functools.lru_cache(maxsize=1 << 16)
def fold(name: str | None) -> str:
    """Fold a team name: diacritics, case, punctuation, club suffixes and years."""
    text = unicodedata.normalize("NFKD", (name or "").lower())
    text = "".join(c for c in text if not unicodedata.category(c).startswith("M"))
    text = "".join(TRANSLITERATE.get(c, c) for c in text)
    text = re.sub(r"[^a-z0-9]+", " ", text)
    text = _SUFFIX_RE.sub(" ", text)
    text = _YEAR_RE.sub(" ", text)
    return " ".join(EXONYMS.get(w, w) for w in text.split())


def acronyms(name: str) -> set[str]:
    """The initials a venue may write a team's name as ("RSL", "THFC", "PSG").

    With the club-form words as initials, as written or left out: "Los Angeles FC" gives
    "laf", "lafc" and "la".
    """
    raw = unicodedata.normalize("NFKD", name.lower())
    raw = "".join(c for c in raw if not unicodedata.category(c).startswith("M"))
    words = [w for w in re.split(r"[^a-z0-9]+", raw) if w and not w.isdigit()]
    words = [w for w in words if w not in _STOPWORDS]
    plain = "".join(w[0] for w in words if w not in TEAM_SUFFIXES)
    out = {"".join(w[0] for w in words), plain}
    out.add(plain + "".join(w for w in words if w in TEAM_SUFFIXES))  # "THFC", "NYCFC"
    return {a for a in out if len(a) >= 2 and len(words) >= 2}


def table_sha(table: Mapping[str, Any]) -> str:
    """sha256 of a reference table's canonical JSON: what a ruleset records it used."""
    raw = json.dumps(table, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(raw.encode()).hexdigest()


def venue_code(venue: str, market_id: str | None, event_id: str | None = None) -> str | None:
    """The venue's own code for a leg's team, from its identifier, when it carries one.

    venue_two market tickers end in the team code (`KXEPLGAME-26AUG22ARSNFO-ARS`); the
    caller passes venue_one market slugs (`epl-ars-nfo-2026-08-22-ars`) as `market_id`.
    """
    if not market_id:
        return None
    if venue == "venue_two":
        head, sep, tail = market_id.rpartition("-")
        return tail.upper() if sep and head and tail.isalnum() else None
    tail = market_id.rsplit("-", 1)[-1]
    return tail.lower() if tail.isalpha() and not market_id.endswith("draw") else None


@dataclass(frozen=True)
class Resolution:
    """A name's team code (None when unresolved), how it was found, and the candidates."""

    code: str | None
    method: str | None  # alias | code | generic | similar | None
    candidates: tuple[str, ...] = ()
    reason: str | None = None  # unknown | ambiguous when unresolved


@dataclass
class _Competition:
    alias: dict[str, set[str]] = field(default_factory=dict)
    codes: dict[str, dict[str, set[str]]] = field(
        default_factory=lambda: {"venue_one": {}, "venue_two": {}}
    )
    spellings: list[tuple[str, str, tuple[str, ...]]] = field(default_factory=list)
    # A name written as a code or initials: the table's codes (either venue) and the
    # initials of every spelling, folded to lower case.
    code_names: dict[str, set[str]] = field(default_factory=dict)
    initials: dict[str, set[str]] = field(default_factory=dict)


def _names(t: Mapping[str, Any]) -> set[str]:
    return {t["name"], t["venue_one"], t["venue_two"], *t.get("aliases", [])}


def _tokens(key: str) -> tuple[str, ...]:
    return tuple(t for t in key.split() if t not in _STOPWORDS)


def _subsequence(short: str, long: str) -> bool:
    it = iter(long)
    return all(c in it for c in short)


def _word_fits(q: str, a: str) -> bool:
    """`q` is the word `a`, its prefix, or its abbreviation ("utd" of "united")."""
    if q == a:
        return True
    if len(q) < 3 or q[0] != a[0] or len(q) >= len(a):
        return False
    return a.startswith(q) or (not q.isdigit() and _subsequence(q, a))


def _words_fit(query: tuple[str, ...], spelling: tuple[str, ...]) -> bool:
    """Every query word fits a distinct spelling word, in order."""
    if not query or len(query) > len(spelling):
        return False
    i = 0
    for q in query:
        while i < len(spelling) and not _word_fits(q, spelling[i]):
            i += 1
        if i == len(spelling):
            return False
        i += 1
    return True


class TeamResolver:
    """Resolves venue spellings of teams to `teams.json` codes, per competition."""

    def __init__(
        self, teams: Mapping[str, Any], competitions: Mapping[str, Any] | None = None
    ) -> None:
        self.sha = table_sha(teams)
        self._comps: dict[str, _Competition] = {}
        self._cache: dict[tuple[str, str, str | None, str | None], Resolution] = {}
        # (competition, folded name) -> what the name alone says (`_by_name`).
        self._named: dict[tuple[str, str], tuple[Resolution | None, list[str]]] = {}
        self._near: dict[tuple[str, str], tuple[str, ...]] = {}
        for comp, by_code in teams.items():
            c = self._comps.setdefault(comp, _Competition())
            for code, t in by_code.items():
                self._add(c, code, t)
        # A club competition (UCL) draws its clubs from the leagues: their rows join its own
        # teams, merged with a row of the same name, else under their league's code (or
        # `CODE.league` where that code is already another team's).
        for comp, spec in (competitions or {}).items():
            c = self._comps.setdefault(comp, _Competition())
            for league in spec.get("clubs_from", []):
                for code, t in teams.get(league, {}).items():
                    keys = {fold(n) for n in _names(t)} - {""}
                    same = {k for key in keys for k in c.alias.get(key, set())}
                    if len(same) == 1:
                        self._add(c, next(iter(same)), t, codes=False)
                    elif not same:
                        taken = code in {k for k, _, _ in c.spellings}
                        self._add(c, f"{code}.{league}" if taken else code, t, codes=not taken)

    @staticmethod
    def _add(c: _Competition, code: str, t: Mapping[str, Any], *, codes: bool = True) -> None:
        for name in _names(t):
            key = fold(name)
            if key:
                c.alias.setdefault(key, set()).add(code)
                c.spellings.append((code, key, _tokens(key)))
            for initials in acronyms(name):
                c.initials.setdefault(initials, set()).add(code)
        for value in (code.split(".")[0], t.get("venue_one_code"), t.get("venue_two_code")):
            if value:
                c.code_names.setdefault(value.lower(), set()).add(code)
        if not codes:
            return
        for venue, value in (
            ("venue_one", t.get("venue_one_code")),
            ("venue_two", t.get("venue_two_code")),
            ("venue_two", code),
        ):
            if value:
                norm = value.lower() if venue == "venue_one" else value.upper()
                c.codes[venue].setdefault(norm, set()).add(code)

    def teams_of(self, competition: str) -> list[str]:
        c = self._comps.get(competition)
        return sorted({code for code, _, _ in c.spellings}) if c else []

    def resolve(
        self,
        competition: str | None,
        name: str | None,
        *,
        venue: str | None = None,
        code: str | None = None,
    ) -> Resolution:
        """The team `name` (with the venue's own `code` for it, if any) stands for."""
        ck = (competition or "", name or "", venue, code)
        hit = self._cache.get(ck)
        if hit is None:
            hit = self._cache[ck] = self._resolve(competition, name, venue, code)
        return hit

    def _resolve(
        self, competition: str | None, name: str | None, venue: str | None, code: str | None
    ) -> Resolution:
        c = self._comps.get(competition or "")
        key = fold(name)
        if c is None or not key:
            return Resolution(None, None, (), "unknown")
        named = self._named.get((competition or "", key))
        if named is None:
            named = self._named[(competition or "", key)] = self._by_name(c, key)
        found, similar = named
        if found is not None:
            return found
        by_code = c.codes.get(venue or "", {}).get(code or "", set()) if code else set()
        if len(by_code) == 1:
            (coded,) = by_code
            # A code the name contradicts (it points at another team alone) is no signal.
            if not similar or coded in similar:
                return Resolution(coded, "code")
        if len(similar) == 1:
            return Resolution(similar[0], "similar")
        if similar:
            return Resolution(None, None, tuple(similar), "ambiguous")
        near = self._near.get((competition or "", key))
        if near is None:
            near = self._near[(competition or "", key)] = self.nearest(c, key)
        return Resolution(None, None, near, "unknown")

    def _by_name(self, c: _Competition, key: str) -> tuple[Resolution | None, list[str]]:
        """What the folded name alone says: a resolution that no venue code can change, or
        the teams its words are similar to (for the code to confirm). Kept per competition
        and name: a season lists each team in dozens of fixtures, each with other codes
        (venue_two's event tickers), and this part compares the name with every spelling.
        """
        by_alias = c.alias.get(key, set())
        if len(by_alias) == 1:
            # A spelling of one team whose words also fit another's ("Los Angeles" is how
            # the table folds Los Angeles FC, and the city of LA Galaxy too) places the
            # team, but only as strongly as a similarity: the other venue must confirm it.
            (team,) = by_alias
            generic = any(
                other != team and _words_fit(_tokens(key), spelling)
                for other, _, spelling in c.spellings
            )
            return Resolution(team, "generic" if generic else "alias"), []
        if len(by_alias) > 1:
            return Resolution(None, None, tuple(sorted(by_alias)), "ambiguous"), []
        similar = self._similar(c, key)
        # A name that is one word of a few letters may be a code or initials written as the
        # whole name ("RSL"): a code of exactly one team in the table places it; initials
        # are a similarity (a candidate that needs confirming).
        if " " not in key and 2 <= len(key) <= 6:
            named = c.code_names.get(key, set())
            initials = c.initials.get(key, set())
            # ("LA" is LA Galaxy's code and the initials of Los Angeles FC: neither.)
            if len(named) == 1 and initials <= named and (not similar or similar == sorted(named)):
                return Resolution(next(iter(named)), "code"), []
            if len(named | initials) > 1 and not similar:
                return Resolution(None, None, tuple(sorted(named | initials)), "ambiguous"), []
            if len(initials) == 1 and not similar:
                similar = sorted(initials)
        return None, similar

    def resembles(self, competition: str | None, name: str | None, team: str) -> bool:
        """A distinctive word of `name` is like a word of one of `team`'s spellings.

        Distinctive: not a word clubs share ("Wanderers", "United", "Real") nor one the
        spellings of two teams of the competition use. "Club Bruges" resembles Club Brugge
        ("bruges"/"brugge"); "Xyzzy Wanderers" resembles no club.
        """
        c = self._comps.get(competition or "")
        if c is None:
            return False
        owners: dict[str, set[str]] = {}
        for code, _, spelling in c.spellings:
            for word in spelling:
                owners.setdefault(word, set()).add(code)
        words = [
            q
            for q in _tokens(fold(name))
            if len(q) >= 3 and q not in _CLUB_WORDS and len(owners.get(q, set())) <= 1
        ]
        theirs = {w for code, _, spelling in c.spellings if code == team for w in spelling}
        return any(
            _word_fits(q, w) or fuzz.ratio(q, w) >= _WORD_LIKE for q in words for w in theirs
        )

    def fits(self, competition: str | None, name: str | None) -> set[str]:
        """Every team whose spelling the name's words fit ("Los Angeles": LAFC and Galaxy).

        A name that fits more than one team is generic (a city, a shared first word) even
        where the table gives it to one of them: never an anchor for another placement.
        """
        c = self._comps.get(competition or "")
        key = fold(name)
        if c is None or not key:
            return set()
        query = _tokens(key)
        found = set(c.alias.get(key, set()))
        found.update(code for code, _, spelling in c.spellings if _words_fit(query, spelling))
        return found

    def _similar(self, c: _Competition, key: str) -> list[str]:
        query = _tokens(key)
        if not query or all(len(q) < 3 for q in query):
            return []
        words = {
            code
            for code, _, spelling in c.spellings
            if _words_fit(query, spelling)
            or (spelling and len(spelling) < len(query) and set(spelling) <= set(query))
        }
        if words:
            return sorted(words)
        best: dict[str, float] = {}
        for code, spelling_key, _ in c.spellings:
            score = max(fuzz.ratio(key, spelling_key), fuzz.token_sort_ratio(key, spelling_key))
            best[code] = max(best.get(code, 0.0), score)
        ranked = sorted(best.items(), key=lambda kv: -kv[1])
        if not ranked or ranked[0][1] < _FUZZY_MIN:
            return []
        if len(ranked) > 1 and ranked[1][1] > ranked[0][1] - _FUZZY_MARGIN:
            return []
        return [ranked[0][0]]

    @staticmethod
    def nearest(c: _Competition, key: str, limit: int = 3) -> tuple[str, ...]:
        """The teams whose spellings are closest to `key`: candidates for a report."""
        keys = [s for _, s, _ in c.spellings]
        found = process.extract(key, keys, scorer=fuzz.WRatio, limit=limit * 4)
        out: list[str] = []
        for _, _, idx in found:
            team = c.spellings[idx][0]
            if team not in out:
                out.append(team)
        return tuple(out[:limit])

    def resolve_frame(
        self, rows: Iterable[tuple[str | None, str | None, str | None, str | None]]
    ) -> pl.DataFrame:
        """(competition, name, venue, code) rows, with team, method, reason and candidates."""
        out = []
        for comp, name, venue, code in set(rows):
            r = self.resolve(comp, name, venue=venue, code=code)
            out.append(
                {
                    "competition": comp,
                    "name": name,
                    "venue": venue,
                    "code_hint": code,
                    "team": r.code,
                    "method": r.method,
                    "reason": r.reason,
                    "candidates": list(r.candidates),
                }
            )
        return pl.DataFrame(out, schema=RESOLVED_SCHEMA)


RESOLVED_SCHEMA = pl.Schema(
    {
        "competition": pl.String(),
        "name": pl.String(),
        "venue": pl.String(),
        "code_hint": pl.String(),
        "team": pl.String(),
        "method": pl.String(),
        "reason": pl.String(),
        "candidates": pl.List(pl.String()),
    }
)
