"""The 1X2 outcome read by meaning, cross-checked against the listing's own label.

The clause patterns in `patterns.py` recognize outcome sentences by their shape ("if X
wins", "if Tie is the result"). Venues also write the same meaning in shapes those patterns
do not know: "Athletic need to come out on top against Sevilla for this market to pay out
Yes", "should the match end all square, the market shall resolve Yes". This reader takes
the clause that pays Yes and asks only what it is about:

- a draw (`vocabulary.DRAW_WORDS`: drawn, tied, level, all square, stalemate...), or
- a team winning (`WIN_WORDS`: wins, beats, comes out on top, victory for, is ahead...),

and which of the listing's two teams the clause names first. It is used only where the
shape patterns found no outcome, and it never decides alone: the listing's label (the
venue's own name for the Yes side) must say the same thing. A clause that negates the win
("fails to win", "loses"), names both a draw and a win, or names a team the label does not,
yields no reading, so the leg stays RULE_UNRECOGNIZED on outcome rather than misread. A win
whose subject denies it ("nobody wins", "no team comes out on top") names no winner: such a
clause is a draw where it also says one ("..., that is, if the teams finish level"), else no
reading.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from pipeline.rules import patterns as P
from pipeline.rules import vocabulary as V

__all__ = ["outcome_by_meaning", "scoreline", "team_side"]

_CLAUSES = re.compile(r"[^.;!?\n]+(?:[.!?](?=\w)[^.;!?\n]*)*")
# A full stop after an abbreviation ("orig.", "vs.", "St.", "1. FC", "i.e.", "e.g.") or an
# initial ("D.C.") does not end a clause: it is shielded while the text is cut.
_NOT_A_STOP = re.compile(
    r"(?i)\b(vs|v|st|mt|jr|sr|orig|approx|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
    r"|(?-i:[A-Z]))\.(?=\s)|\b(i\.e|e\.g)\.(?=[\s,:])|\b(no)\.(?=\s*\d)"
    r"|(?<=\b\d)\.(?=\s+(?-i:[A-Z]{1,4})\s)"
)
_SHIELD = "\u2024"
# A clause may join two outcomes ("Yes if level, and No if either side wins"): each part
# is judged alone.
_JOIN = re.compile(
    r",\s*(?:and|but|or|while|whereas|otherwise)\s+|\s+(?:otherwise|else)\b"
    r"|\s+(?:and|but|while|whereas)\s+(?=[\"“'‘]?no\b)"
)
_EXCLUSION = re.compile(P.EXCLUSION)
_PAREN = re.compile(r"\([^()]*\)")
_YES = re.compile(r"(?i)(?<![\w-])[\"“'‘]?yes\b")
# "No" as what a clause pays ("otherwise No", "No if ...", "means No"), not "no replay".
_NO = re.compile(
    r"(?i)(?:^|[:=→—–,]|->|\b(?:resolv\w*|settl\w*|pays?|means|is|gives))\s*[\"“'‘]?no\b[\"”'’]?"
    r"\s*(?:$|[.:=,]|if\b|when\b|otherwise\b)"
)
_OTHER_MARKET = re.compile(V.OTHER_MARKET_YES)
_NO_TAIL = re.compile(P.NO_TAIL)
_TIE_MARKET = re.compile(V.TIE_MARKET)
_BRACKET_SEMI = re.compile(V.BRACKET_SEMICOLON)
_DRAW = re.compile(V.DRAW_WORDS)
_WIN = re.compile(V.WIN_WORDS)
_ADVANCE = re.compile(V.ADVANCE_WORDS)
_NEGATED = re.compile(V.WIN_NEGATED)
_NO_WINNER = re.compile(V.NO_WINNER)
# "the match goes ahead" says it is played, not that anyone leads.
_GOES_AHEAD = re.compile(
    r"(?i)\b(?:go(?:es)?|going|went|gone)\s+ahead\b|\bahead\s+of\s+(?:schedule|time|kick-?off)\b"
)
# Clauses about a contingency or a source say nothing of which result pays.
_ASIDE = re.compile(
    "|".join([*V.CONTINGENCY_CONDITIONS.values(), r"\bsources?\b|\bstatistics\b|\breporting\b"]),
    re.IGNORECASE,
)
_VS = re.compile(r"\s+(?:vs\.?|v\.?)\s+")
# "Resolves No unless Liverpool win": No on every result but the one named, which is then
# the Yes side; the clause is read as "Resolves Yes if Liverpool win". Group 1: what pays.
_NO_UNLESS = re.compile(
    r"(?i)((?:^|[:=→—–]|\b(?:resolv\w*|settl\w*|pays?(?:\s+out)?|is|means|gives)(?:\s+(?:to|as))?)\s*)"
    r"[\"“'‘]?no\b[\"”'’]?\s*,?\s+unless\b"
)
# A Yes clause that points back to the result named before it ("Dortmund to win ...
# Settles Yes on that result", "if so, Yes"): that clause says which result pays.
_POINTS_BACK = re.compile(
    r"(?i)\b(?:on|upon|for|with|given)\s+(?:that|this|the\s+(?:above|stated|said))\s+(?:result|outcome)\b"
    r"|\bif\s+(?:so|(?:that|this|it)\s+happens)\b|\bin\s+(?:that|this)\s+(?:case|event)\b"
)
# A win by whichever team: "No if either team wins", "one of the teams wins → No". Said of
# what pays No on a draw leg with no Yes clause read, the Yes side is the draw.
_ANY_WINNER = re.compile(
    r"(?i)\b(?:either|any|one\s+of\s+the\s+(?:two\s+)?)\s*(?:teams?|sides?|clubs?)\s+"
    r"(?:wins?|is\s+ahead|leads|comes?\s+out\s+on\s+top)\b|\bthere\s+is\s+a\s+winner\b"
)
# The market's make-up, not a result: "two-way; there is no draw leg".
_NO_DRAW_LEG = re.compile(
    r"(?i)\b(?:there\s+is\s+|there['’]s\s+|with\s+)?no\s+(?:draw|tie)\s+(?:legs?|markets?|outcomes?"
    r"|options?|contracts?|sides?)\b"
)
_GENERIC = frozenset(V.GENERIC_NAME_TOKENS)


def _fold(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch)).lower()
    # Initials are one word: "D.C. United" -> "dc united".
    s = re.sub(r"\b([a-z])\.(?=[a-z]\.)", r"\1", s)
    return re.sub(r"[^a-z0-9]+", " ", s).strip()


def _tokens(name: str, *, generic: bool = False) -> set[str]:
    words = _fold(name).split()
    # Initials ("dc") are as distinctive as a long word.
    return {
        t
        for t in words
        if (
            len(t) >= 3
            or (len(t) == 2 and re.search(r"\b" + t[0] + r"\.\s*" + t[1] + r"\.", name.lower()))
        )
        and (generic or t not in _GENERIC)
        and not t.isdigit()
    }


def _sides(home: str, away: str) -> tuple[set[str], set[str]]:
    """The words that tell each of a fixture's two teams from the other.

    A name left with none once generic words ("Real", "City", "United") and the words both
    names share are dropped ("Real Madrid" beside "Atletico Madrid", "Manchester City"
    beside "Manchester United") is told apart by its generic words instead.
    """
    h, a = _tokens(home), _tokens(away)
    shared = h & a
    h, a = h - shared, a - shared
    if h and a:
        return h, a
    h_all, a_all = _tokens(home, generic=True), _tokens(away, generic=True)
    return (h or h_all - a_all), (a or a_all - h_all)


def _first_mention(clause: str, teams: dict[str, set[str]]) -> str | None:
    """The team (key of `teams`) whose distinctive name token comes first in `clause`."""
    words = _fold(clause).split()
    for word in words:
        hits = [team for team, toks in teams.items() if word in toks]
        if len(hits) == 1:
            return hits[0]
    return None


def _clauses(text: str, *, split_joins: bool = True) -> list[str]:
    """The clauses of `text`, each part of a joined clause alone; a question is read with
    the sentence that answers it ("Level after 90 minutes? Then ... Yes", "Q: What does
    Yes mean? A: That ... are level")."""
    # A semicolon inside brackets qualifies its clause and does not end it.
    unbracketed = _BRACKET_SEMI.sub(r"(\1,", _BRACKET_SEMI.sub(r"(\1,", text))
    shielded = _NOT_A_STOP.sub(lambda m: "".join(g for g in m.groups() if g) + _SHIELD, unbracketed)
    sentences: list[str] = []
    asked = False
    for m in _CLAUSES.finditer(shielded):
        sentence = m.group(0).replace(_SHIELD, ".").strip()
        if not sentence:
            continue
        if asked and sentences:
            sentences[-1] = f"{sentences[-1]}? {sentence}"
        else:
            sentences.append(sentence)
        end = m.end()
        asked = end < len(shielded) and shielded[end] == "?" and not asked
    if not split_joins:
        return sentences
    return [part.strip() for c in sentences for part in _JOIN.split(c) if part.strip()]


def _reading(clause: str, teams: dict[str, set[str]]) -> tuple[str, str | None] | None:
    """(kind, side) one clause states: a draw, a team's win or a team going through."""
    # Exclusions of extra time ("does not include penalties") negate the scope, not
    # the result, and a parenthesis only qualifies the clause. Hyphens join words that
    # are said apart as well ("honours-even", "all-square").
    plain = _PAREN.sub(" ", _EXCLUSION.sub(" ", clause))
    plain = _GOES_AHEAD.sub(" ", re.sub(r"(?<=[A-Za-z])-(?=[A-Za-z])", " ", plain))
    plain = _NO_DRAW_LEG.sub(" ", plain)
    if _ADVANCE.search(plain):
        if _NEGATED.search(plain):
            return None
        side = _first_mention(clause, teams)
        return None if side is None else ("advance", side)
    # A draw said through a win denied ("neither team wins") is no win: the draw's
    # words are taken out before looking for a win or its negation. So is any other win
    # its subject denies ("nobody wins", "no team comes out on top"), which names no
    # winner: the clause is then a draw only where it also says one, never a win.
    draw = bool(_DRAW.search(plain))
    rest = _NO_WINNER.sub(" ", _DRAW.sub(" ", plain))
    win = bool(_WIN.search(rest))
    if draw == win or _NEGATED.search(rest):
        return None
    if draw:
        return "draw", None
    side = _first_mention(clause, teams)
    return None if side is None else ("win", side)


@lru_cache(maxsize=65536)
def outcome_by_meaning(
    text: str, label: str | None, event_title: str | None
) -> tuple[str, str | None, str] | None:
    """(kind `win`|`draw`|`advance`, team as the listing's title writes it, the clause) or
    None when unsure.

    The clauses that pay Yes are read; a text that never says Yes (a headline "Arsenal to
    beat Chelsea", "Market: Brighton win") is read from its clauses that pay nothing and
    speak of no contingency or source, and only where exactly one of them states a result.
    """
    if not label or not event_title:
        return None
    names = _VS.split(re.sub(r"(?:\s+-\s+[^-]*|:\s+[^:]*)$", "", event_title))
    if len(names) != 2:
        return None
    home, away = _sides(names[0], names[1])
    teams = {"home": home, "away": away}
    shared = _tokens(names[0], generic=True) & _tokens(names[1], generic=True)
    label_is_draw = re.search(r"(?i)(?:^|:\s*)(?:draw|tie)\b", label) is not None
    label_team = None
    if not label_is_draw:
        label_tokens = _tokens(label, generic=True) - shared
        hits = [k for k, v in teams.items() if label_tokens & v]
        if len(hits) != 1:
            return None
        label_team = hits[0]
    # The fixture's own name ("Atletico Madrid vs Real Betis", "the contest between Real
    # Betis and Atletico Madrid") names both teams: it says nothing of which one pays.
    home_name, away_name = (re.escape(n.strip()) for n in names)
    fixture = re.compile(
        rf"{home_name}\s+(?:vs\.?|v\.?|-)\s+{away_name}"
        rf"|(?<=\bbetween\s)\s*(?:{home_name}\s+and\s+{away_name}|{away_name}\s+and\s+{home_name})",
        re.IGNORECASE,
    )
    clauses = _clauses(text)
    # Each clause as it is read ("No unless X" as "Yes if X"); evidence quotes it as written.
    as_read = [_NO_UNLESS.sub(r"\1Yes if", c) for c in clauses]
    said_yes = [i for i, c in enumerate(as_read) if _YES.search(c)]
    if not said_yes:
        said_yes = [i for i, c in enumerate(as_read) if not _NO.search(c) and not _ASIDE.search(c)]
    readings: set[tuple[str, str | None]] = set()
    evidence = None
    for i in said_yes:
        clause = clauses[i]
        other = _OTHER_MARKET.search(clause)
        if other and not (label_is_draw and _TIE_MARKET.fullmatch(other.group(0))):
            continue
        # What the clause pays No on ("..., and No in every other case, a draw included")
        # says nothing of what pays Yes.
        reading = _reading(fixture.sub(" ", _NO_TAIL.sub("", as_read[i])), teams)
        if reading is None and i > 0 and _POINTS_BACK.search(clause):
            before = clauses[i - 1]
            if not (_YES.search(before) or _NO.search(before) or _ASIDE.search(before)):
                reading = _reading(fixture.sub(" ", before), teams)
                clause = before
        if reading is None:
            continue
        readings.add(reading)
        evidence = evidence or clause
    if not readings and label_is_draw:
        said_no = [
            c
            for c in clauses
            if _NO.search(c)
            and _ANY_WINNER.search(c)
            and not _ASIDE.search(c)
            and not _YES.search(c)
        ]
        if said_no:
            return "draw", None, said_no[0]
    if len(readings) != 1 or evidence is None:
        return None
    kind, side = readings.pop()
    if kind == "draw":
        return ("draw", None, evidence) if label_is_draw else None
    if label_is_draw or side != label_team:
        return None
    return kind, names[0 if side == "home" else 1].strip(), evidence


def _folded_whole(name: str) -> str:
    """A name with club affixes and punctuation dropped: "Chelsea FC" -> "chelsea"."""
    return "".join(ch for ch in re.sub(V.CLUB_AFFIXES, "", name.lower()) if ch.isalnum())


def _covers(short: set[str], full: set[str]) -> bool:
    """Every distinctive word of `short` is a word of `full` or begins one ("Brest" ->
    "Brestois", "Man" -> "Manchester")."""
    return bool(short) and all(any(w == t or w.startswith(t) for w in full) for t in short)


@lru_cache(maxsize=65536)
def team_side(team: str | None, event_title: str | None) -> str | None:
    """`home` / `away`: which of the listing's two teams (from its "A vs B" title) `team`
    names, or None unless exactly one of them fits.

    The whole folded name first (equal, or a prefix of four letters or more); then word by
    word, where every distinctive word of `team` starts a word of exactly one side's name
    ("Brest" in "Stade Brestois 29", "Man City" in "Manchester City").
    """
    if not team or not event_title:
        return None
    names = _VS.split(re.sub(r"(?:\s+-\s+[^-]*|:\s+[^:]*)$", "", event_title))
    if len(names) != 2:
        return None
    key = _folded_whole(team)
    if not key:
        return None
    whole = [n == key or (n.startswith(key) and len(key) >= 4) for n in map(_folded_whole, names)]
    if sum(whole) == 1:
        return "home" if whole[0] else "away"
    if any(whole):
        return None
    home, away = _tokens(names[0]), _tokens(names[1])
    shared = home & away
    short = _tokens(team) - shared
    fits = [_covers(short, home - shared), _covers(short, away - shared)]
    if sum(fits) != 1:
        return None
    return "home" if fits[0] else "away"


_SCORE_WORDS: dict[str, int] = {
    "nil": 0,
    "zero": 0,
    "none": 0,
    "no": 0,
    **{w: int(n) for w, n in V.SMALL_NUMBERS.items() if n == int(n)},
}
# (a number of goals is under twenty: "27" is a day of a month, never a score)
_GOAL_COUNT = r"(1?\d|nil|zero|none|one|two|three|four|five|six|seven)"
# Dates are masked before a scoreline is looked for ("on 2027-02-27", "27 February").
_DATE = re.compile(
    r"(?i)\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b|\b\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}\b"
    r"|\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b"
    r"|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?\b"
)
_GOALLESS = re.compile(
    r"(?i)\b(?:goalless|scoreless|nil[- ]nil|no\s+goals?\s+(?:are|is)\s+scored)\b"
)


_APIECE = re.compile(
    rf"(?i)\b{_GOAL_COUNT}\s+(?:goals?\s+)?(?:apiece|each)\b|\b{_GOAL_COUNT}[- ]all\b"
)


def _count(word: str) -> int | None:
    w = word.lower()
    return int(w) if w.isdigit() else _SCORE_WORDS.get(w)


def _name_pattern(distinct: set[str]) -> str | None:
    """A regex for the ways a text may name a team by its distinctive words (`_sides`), any
    of which (or a prefix of it, "Man" for "Manchester") stands for the team."""
    words = sorted(distinct, key=len, reverse=True)
    if not words:
        return None
    return r"\b(?:" + "|".join(re.escape(w) for w in words) + r")\w*"


@lru_cache(maxsize=65536)
def scoreline(text: str, event_title: str | None) -> str | None:
    """`H-A` of an exact-score leg whose Yes clause names each team with its goals
    ("exactly Lille 2, Rennes 2", "Alavés 1 – 0 Real Madrid", "with Arsenal on 2 goals and
    Chelsea on 1", "Torino score exactly zero and Fiorentina exactly two"), or "0-0" for a
    goalless one; None unless both teams' goals are stated once each and agree."""
    if not event_title:
        return None
    names = _VS.split(re.sub(r"(?:\s+-\s+[^-]*|:\s+[^:]*)$", "", event_title))
    if len(names) != 2:
        return None
    yes = [c for c in _clauses(text, split_joins=False) if _YES.search(c)]
    said = _DATE.sub(" ", " ".join(yes) or text)
    if _GOALLESS.search(said):
        return "0-0"
    # "finish one goal apiece", "two each": a draw with that many goals.
    level = {_count(m.group(1) or m.group(2)) for m in _APIECE.finditer(said)}
    if len(level) == 1 and None not in level:
        n = level.pop()
        return f"{n}-{n}"
    folded = _fold(said)
    home_pat, away_pat = (_name_pattern(words) for words in _sides(names[0], names[1]))
    if home_pat is None or away_pat is None:
        return None
    pats = [home_pat, away_pat]
    # "finishes 2-1 to Chelsea", "3-0 in favour of Lyon": the team named after wins, with the
    # first number. (Read by each team's nearby number instead, the winner's name comes
    # after both numbers and the other team's name, before them, takes the first.)
    favoured = [
        m
        for side in (0, 1)
        if (
            m := re.search(
                # (the name's other words may come first: "2-1 to Real Betis")
                # ("a 2-0 away win for Leipzig", "a 3-1 victory for Lyon": the same)
                rf"\b{_GOAL_COUNT}\s+{_GOAL_COUNT}\s+(?:(?:home\s+|away\s+)?(?:win|victory)\s+)?"
                r"(?:to|for|in\s+favou?r\s+of)\s+"
                rf"(?:\w+\s+){{0,2}}?{pats[side]}",
                folded,
            )
        )
    ]
    if favoured:
        if len(favoured) != 1:
            return None
        m = favoured[0]
        won, lost = _count(m.group(1)), _count(m.group(2))
        if won is None or lost is None or won <= lost:
            return None
        return f"{won}-{lost}" if re.search(pats[0], m.group(0)) else f"{lost}-{won}"
    goals: list[set[int]] = [set(), set()]
    # "Home 1 - 0 Away": the first number is the team named before it, the second the one after.
    # The words between hold no goal count: in "Frankfurt 0 (a 2-0 away win for Leipzig)" the
    # "2-0" is not Frankfurt's. A club's number or year may stand there ("Mainz 05 win 2-0").
    word = r"(?:\s+(?:[^\W\d]\w*|0\d|\d{3,4}))"
    both = re.search(
        rf"{pats[0]}{word}{{0,3}}?\s+{_GOAL_COUNT}\s+{_GOAL_COUNT}\s+(?:\w+\s+){{0,3}}?{pats[1]}",
        folded,
    ) or re.search(
        rf"{pats[1]}{word}{{0,3}}?\s+{_GOAL_COUNT}\s+{_GOAL_COUNT}\s+(?:\w+\s+){{0,3}}?{pats[0]}",
        folded,
    )
    if both is not None:
        first_home = re.match(pats[0], both.group(0)) is not None
        a, b = _count(both.group(1)), _count(both.group(2))
        if a is None or b is None:
            return None
        return f"{a}-{b}" if first_home else f"{b}-{a}"
    for side, pat in enumerate(pats):
        # A team's own number: at most three words after its name ("Arsenal on 2 goals",
        # "Torino score exactly zero"), never across the other team's name.
        for m in re.finditer(rf"{pat}((?:\s+\w+){{0,3}}?)\s+{_GOAL_COUNT}\b(?!\s+\d)", folded):
            between = m.group(1)
            other = pats[1 - side]
            # A club's year ("Rennais FC 1901 2") may stand between; another count may not.
            if re.search(other, between) or re.search(r"\b\d{1,2}\b", between):
                continue
            n = _count(m.group(2))
            if n is not None:
                goals[side].add(n)
    if len(goals[0]) != 1 or len(goals[1]) != 1:
        return None
    return f"{goals[0].pop()}-{goals[1].pop()}"
