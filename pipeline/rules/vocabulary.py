"""Vocabulary of market families and their terms: one table per meaning.

Each entry says what a piece of a listing or a rule text is *about* (a winning margin, a
goal count, a half, both teams scoring...), in the words venues use for it, so a newcomer
extends a table rather than a sentence. The clause vocabulary (scope, outcome, source,
timing, void) is in `patterns.py`; both are Rust-`regex` syntax, run by Polars.
"""

from __future__ import annotations

__all__ = [
    "BTTS_NOT",
    "YES_CLAUSES",
    "CLUB_AFFIXES",
    "DRAW_LABEL",
    "EXACT_SCORE",
    "FAMILY_CUES",
    "FIRST_HALF",
    "MARKET_TYPE_FAMILY",
    "OVER_LINES",
    "SECOND_HALF",
    "SERIES_FAMILY",
    "SMALL_NUMBERS",
    "SPREAD_LINES",
    "TITLE_ONE_X_TWO",
    "UNDER_LINES",
]

_N = r"(\d+(?:\.\d+)?|one|two|three|four|five|six|seven)"
SMALL_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_GOALS = r"(?:clear\s+)?goals?"

# ---- what a text is about, beyond the full-match result (non-1X2 families) -------------
FIRST_HALF = (
    r"(?i)\b(?:first|1st|opening)[- ]half\b|\bhalf[- ]?time\b|\bat\s+the\s+(?:interval|break)\b"
)
# A half named only by the clock: "after 45 minutes" is the first half's result or the
# second half's goals, so it marks a half leg without saying which.
_HALF_CLOCK = r"\bafter\s+(?:the\s+first\s+)?(?:45|forty[- ]five)\s+minutes\b"
SECOND_HALF = r"(?i)\b(?:second|2nd|last)[- ]half\b"
_MARGIN = (
    rf"\bby\s+(?:at\s+least\s+|more\s+than\s+|over\s+|a\s+margin\s+of\s+(?:at\s+least\s+)?)?{_N}"
    rf"\s+(?:or\s+more\s+)?{_GOALS}"
    r"|\b(?:winning\s+)?margin\s+of\s+(?:at\s+least\s+|more\s+than\s+)?\S+\s+goals?"
    r"|\bhandicap\b|\bspread\b|\bcovers?\s+(?:the\s+)?(?:spread|handicap|line)\b|(?:^|\s|\()[+\-−]\d+\.5\b"
)
_TOTAL = (
    r"\b(?:total|combined|aggregate)\s+(?:number\s+of\s+)?goals\b|\bover/under\b|\bo/u\b"
    r"|\b(?:over|under)\s+\d+\.5\b"
    rf"|\b(?:more|fewer|less)\s+than\s+{_N}\s+goals\s+(?:are\s+|is\s+|be\s+)?(?:scored|in\s+(?:the|this))"
    rf"|\b(?:at\s+least|at\s+most|no\s+more\s+than)\s+{_N}\s+goals\s+(?:are\s+|is\s+|be\s+)?(?:scored|in)\b"
    rf"|\b{_N}\s+or\s+(?:more|fewer)\s+goals\s+(?:are\s+|is\s+|be\s+)?(?:scored|in)\b"
)
_BTTS = (
    r"\bboth\s+(?:teams|sides|clubs)\s+(?:to\s+)?(?:score|scores|scoring|find\s+the\s+net"
    r"|get\s+on\s+the\s+scoresheet|net)\b|\bbtts\b|\beach\s+(?:team|side)\s+(?:scores?|nets?)\b"
    r"|\bboth\s+(?:teams|sides)\s+(?:each\s+)?(?:score|register)\b"
)
_EXACT = (
    r"\b(?:exact|correct|precise)\s+(?:final\s+)?score(?:line)?\b"
    r"|\bfinal\s+score\s+(?:is|of|reads|will\s+be)\s+(?:exactly\s+)?\d+\s*[-–:]\s*\d+\b"
    r"|\bends?\s+(?:exactly\s+)?\d+\s*[-–:]\s*\d+\b"
)
_OTHER = (
    r"\bcorners?\b|\b(?:yellow|red)\s+cards?\b|\bbookings?\b|\bgoal\s?scorer\b|\bscores?\s+"
    r"(?:the\s+)?first(?:\s+goal)?\b|\bfirst\s+(?:team\s+)?to\s+score\b|\bopening\s+goal\b"
    r"|\bfirst\s+goal\b|\bshots?\s+on\s+target\b|\bpossession\b|\bassists?\b"
    r"|\bscored\s+by\s+(?-i:[A-Z])|\bplayer\b"
)
_ADVANCE = (
    r"\b(?:advances?|advancing|advanced)\b|\bprogress(?:es|ing)?\s+(?:to|past|beyond|into|through)\b"
    r"|\bqualif(?:y|ies|ying|ied)\s+(?:for|to|from)\b|\b(?:goes|go|going)\s+through\s+to\b"
    r"|\bwins?\s+the\s+(?:two-legged\s+|knockout\s+)?tie\b|\bwinner\s+of\s+the\s+tie\b"
    r"|\bto\s+(?:advance|qualify)\b|\bknocks?\s+out\b|\beliminates?\b"
)
# Order matters only for reading; several cues at once are reported as a conflict.
FAMILY_CUES: dict[str, str] = {
    "half": f"(?i){FIRST_HALF[4:]}|{SECOND_HALF[4:]}|{_HALF_CLOCK}",
    "spread": f"(?i){_MARGIN}",
    "total": f"(?i){_TOTAL}",
    "btts": f"(?i){_BTTS}",
    "exact_score": f"(?i){_EXACT}",
    "other": f"(?i){_OTHER}",
    "advance": f"(?i){_ADVANCE}",
}

# ---- listing fields ----------------------------------------------------------------------
# venue_one `sportsMarketType` (lower-cased); "binary"/"scalar" (venue_two) say nothing.
MARKET_TYPE_FAMILY: dict[str, str] = {
    "1x2": r"^(?:moneyline|1x2|match_?result|three_?way|winner)$",
    "half": r"half|^1h|^2h|_1h|_2h",
    "spread": r"spread|handicap",
    "total": r"total|over_?under",
    "btts": r"both_?teams|btts",
    "exact_score": r"exact|correct_?score",
    "advance": r"advance|qualif|to_?progress",
    "other": r"goalscorer|corner|card|first_to_score|prop|booking",
}
# venue_two: the series part of the ticker.
SERIES_FAMILY: dict[str, str] = {
    "1x2": r"GAME$",
    "half": r"1H|2H|HALF",
    "spread": r"SPREAD",
    "total": r"TOTAL",
    "btts": r"BTTS",
    "exact_score": r"(?:^|[^T])SCORE$",
    "advance": r"ADVANCE|QUALIF",
    "other": r"FTTS|GOALSCORER|SCORER|CORNER|CARD|PLAYER",
}
TITLE_ONE_X_TWO = r"(?i)\bwin\b|\bwinner\b|\bdraw\b|\btie\b|\bmoneyline\b"
DRAW_LABEL = r"(?i)^\s*(?:draw|tie)\b"

# ---- the terms a non-1X2 leg is compared on ----------------------------------------------
# (regex with the number as group 1, shift applied to a whole number to reach its .5 line)
SPREAD_LINES: tuple[tuple[str, float], ...] = (
    (rf"(?i)\bby\s+(?:at\s+least|a\s+margin\s+of\s+at\s+least)\s+{_N}\s+{_GOALS}", -0.5),
    (rf"(?i)\bby\s+{_N}\s+or\s+more\s+{_GOALS}", -0.5),
    (rf"(?i)\bby\s+(?:more\s+than|over)\s+{_N}\s+{_GOALS}", 0.5),
    (rf"(?i)\bmargin\s+of\s+(?:at\s+least\s+)?{_N}\s+or\s+more\s+goals", -0.5),
    (rf"(?i)\bmargin\s+of\s+at\s+least\s+{_N}\s+goals", -0.5),
    (rf"(?i)\bmargin\s+of\s+more\s+than\s+{_N}\s+goals", 0.5),
    (r"(?i)(?:^|\s|\()[-−](\d+\.5)\b", 0.0),
)
OVER_LINES: tuple[tuple[str, float], ...] = (
    (r"(?i)\bover\s+(\d+\.5)\b", 0.0),
    (rf"(?i)\bmore\s+than\s+{_N}\s+(?:total\s+)?goals", 0.5),
    (rf"(?i)\bat\s+least\s+{_N}\s+(?:total\s+)?goals", -0.5),
    (rf"(?i)\b{_N}\s+or\s+more\s+(?:total\s+)?goals", -0.5),
)
UNDER_LINES: tuple[tuple[str, float], ...] = (
    (r"(?i)\bunder\s+(\d+\.5)\b", 0.0),
    (rf"(?i)\b(?:fewer|less)\s+than\s+{_N}\s+(?:total\s+)?goals", -0.5),
    (rf"(?i)\b(?:at\s+most|no\s+more\s+than)\s+{_N}\s+(?:total\s+)?goals", 0.5),
    (rf"(?i)\b{_N}\s+or\s+fewer\s+(?:total\s+)?goals", 0.5),
)
BTTS_NOT = (
    r"(?i)\bnot\s+both\b|\bboth\s+(?:teams|sides)\s+(?:do|does|did)\s+not\b|\bfails?\s+to\s+score\b"
    r"|\bat\s+least\s+one\s+(?:team|side)\s+(?:does\s+not|doesn['’]t|fails)\b"
    r"|\bwithout\s+scoring\b|\bkeeps?\s+a\s+clean\s+sheet\b|\bclean\s+sheet\b"
)
# The clauses that pay Yes: where a two-sided market's Yes side is stated.
YES_CLAUSES = r"(?i)[^.;\n]*(?:^|[^\w-])[\"“'‘]?yes\b[^.;\n]*"
EXACT_SCORE = r"(?:\bis|\bof|\breads|\bbe|\bends?|\bexactly)\s+(\d+)\s*[-–:]\s*(\d+)\b"
# Suffixes and prefixes dropped when telling which of a listing's two teams a text names.
CLUB_AFFIXES = r"\b(?:a?fc|cf|sc|ac|fk|sk|cd|ud|sv|ss|cp|club|calcio|de|the|\d+)\b"

# ---- the 1X2 outcome by meaning (`meaning.py`) -------------------------------------------
DRAW_WORDS = (
    r"(?i)\b(?:draw|drawn|ends?\s+(?:in\s+)?a\s+tie|finish(?:es)?\s+(?:in\s+)?a\s+tie|tied|level"
    r"|all\s+square|stalemate|honou?rs\s+even|no\s+winner|neither\s+(?:team|side|club)\s+wins?"
    r"|(?:an\s+)?equal\s+(?:number\s+of\s+)?goals|same\s+number\s+of\s+goals)\b"
)
WIN_WORDS = (
    r"(?i)\b(?:wins?|winning|won|beats?|defeats|victory|victorious|prevails?|triumphs?"
    r"|comes?\s+out\s+on\s+top|(?:is|are)\s+ahead|more\s+goals\s+than|outscores?|the\s+winner)\b"
)
# A clause that turns the win around: the leg would pay on a loss or on no win.
WIN_NEGATED = (
    r"(?i)\b(?:not|never|fails?\s+to|without|unless|loses?|lost|losing|lose|a\s+defeat"
    r"|beaten\s+by|defeated\s+by|no\s+win)\b|n['’]t\b"
)
# A clause about another market of the event ("the market named Tie resolves Yes").
OTHER_MARKET_YES = (
    r"(?i)\b(?:market|contract)s?\s+(?:named|called|labell?ed|designated|titled|for)\b"
    r"|\bthe\s+[\"“'‘]?tie[\"”'’]?\s+(?:market|contract)\b"
)
# Name tokens too common to tell two clubs apart.
GENERIC_NAME_TOKENS = (
    "afc",
    "cfc",
    "club",
    "del",
    "les",
    "the",
    "and",
    "ssc",
    "calcio",
    "football",
    "futbol",
    "fútbol",
    "rcd",
    "sad",
    "city",
    "united",
    "real",
    "sporting",
    "clube",
    "societa",
)
