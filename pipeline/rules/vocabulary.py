"""Vocabulary of market families and their terms: one table per meaning.

Each entry says what a piece of a listing or a rule text is *about* (a winning margin, a
goal count, a half, both teams scoring...), in the words venues use for it, so a newcomer
extends a table rather than a sentence. The clause vocabulary (scope, outcome, source,
timing, void) is in `patterns.py`; both are Rust-`regex` syntax, run by Polars.
"""

from __future__ import annotations

__all__ = [
    "CANCELLED_UNFINISHED",
    "EVEN_SPLIT",
    "EXCEPTION_OPENS",
    "WORTH_NOTHING",
    "WORTH_ONE",
    "FROZEN_FAIR_PRICE",
    "BTTS_NOT",
    "BTTS_YES",
    "NO_CLAUSES",
    "NO_JOIN",
    "KEPT_LIVE_UNTIL",
    "SOURCE_VERB",
    "YES_CLAUSES",
    "ADVANCE_WORDS",
    "DRAW_WORDS",
    "NO_WINNER",
    "NO_WINNER_SUBJECT",
    "WIN_WORDS",
    "BRACKET_SEMICOLON",
    "CLAUSE_JOIN",
    "CLUB_AFFIXES",
    "DRAW_LABEL",
    "EXACT_SCORE",
    "FAMILY_CUES",
    "FIRST_HALF",
    "FIXED_SCORE",
    "NO_RESCHEDULE",
    "MARKET_TYPE_FAMILY",
    "OVER_LINES",
    "SECOND_HALF",
    "NOT_FIRST_HALF",
    "SERIES_FAMILY",
    "SMALL_NUMBERS",
    "SPREAD_LINES",
    "MARGIN_PHRASE",
    "FULL_TIME_PHRASE",
    "TITLE_ONE_X_TWO",
    "UNDER_LINES",
]

_HALVES = r"(?:zero|nought|one|two|three|four|five)\s+and\s+a\s+half"
# (a number word may be followed by its numeral in brackets: "three (3) goals")
_N = rf"(\d+(?:\.\d+)?|{_HALVES}|one|two|three|four|five|six|seven)(?:\s*\(\d+(?:\.\d+)?\))?"
# A half-goal line, in numerals or words ("2.5", "one and a half").
_HALF_N = rf"(\d+\.5|{_HALVES})"
SMALL_NUMBERS = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    **{
        f"{word} and a half": n + 0.5
        for word, n in (
            ("zero", 0),
            ("nought", 0),
            ("one", 1),
            ("two", 2),
            ("three", 3),
            ("four", 4),
            ("five", 5),
        )
    },
}
_GOALS = r"(?:clear\s+)?goals?"

# ---- what a text is about, beyond the full-match result (non-1X2 families) -------------
# A half is also named by its minutes ("the first 45 minutes", "the second / last / final 45
# minutes"), by its period ("the second period") or by the break ("before half-time" is the
# first half, "after half-time" / "after the interval" the second).
_FORTY_FIVE = r"(?:45|forty[- ]five)(?:\s+|-)min(?:ute)?s?"
_BREAK = r"(?:half[- ]?time|the\s+(?:interval|break|half[- ]time\s+(?:interval|break)))"
FIRST_HALF = (
    r"(?i)\b(?:first|1st|opening)[- ]half\b|\bhalf[- ]?time\b|\bat\s+the\s+(?:interval|break)\b"
    rf"|\b(?:first|1st|opening)\s+{_FORTY_FIVE}\b|\b(?:first|1st|opening)\s+period\b"
    rf"|\b(?:before|until|up\s+to|prior\s+to)\s+{_BREAK}"
)
# Second-half names that contain a first-half one ("after half-time"): taken out of the text
# before the first half is looked for.
# ("after the first 45 minutes" is taken out too: it names no half, see `_HALF_CLOCK`.)
SECOND_HALF_BY_BREAK = rf"(?i)\b(?:after|following|from|since|beyond)\s+{_BREAK}"
NOT_FIRST_HALF = (
    rf"{SECOND_HALF_BY_BREAK}|\b(?:after|following|beyond)\s+(?:the\s+)?(?:first|1st|opening)"
    rf"\s+{_FORTY_FIVE}"
)
# A half named only by the clock: "after 45 minutes" is the first half's result or the
# second half's goals, so it marks a half leg without saying which.
_HALF_CLOCK = r"\bafter\s+(?:the\s+first\s+)?(?:45|forty[- ]five)\s+minutes\b"
SECOND_HALF = (
    r"(?i)\b(?:second|2nd|last)[- ]half\b"
    rf"|\b(?:second|2nd|last|final|closing)\s+{_FORTY_FIVE}\b|\b(?:second|2nd)\s+period\b"
    rf"|{SECOND_HALF_BY_BREAK[4:]}"
)
_HALF_CUE = (
    r"\b(?:first|1st|opening)[- ]half\b|\bhalf[- ]?time\b|\bat\s+the\s+(?:interval|break)\b"
    r"|\b(?:second|2nd|last)[- ]half\b"
)
# A clause saying a half does not count ("first-half goals are ignored", "goals from the
# first half are not counted"): it names the half the leg is not about.
HALF_IGNORED = (
    r"(?i)[^.;\n]*(?:\b(?:first|1st|opening|second|2nd|last)[- ]half\b"
    rf"|\b(?:first|1st|opening|second|2nd|last|final)\s+{_FORTY_FIVE}\b"
    rf"|\b(?:before|after|until|following|prior\s+to)\s+{_BREAK})[^.;\n]*?\b(?:ignored"
    r"|disregarded|excluded|irrelevant|not\s+(?:be\s+)?(?:counted|count|considered|included|relevant)"
    r"|(?:do|does|will)\s+not\s+(?:count|matter|affect)|(?:don|doesn|won)['’]t\s+(?:count|matter|affect)"
    r"|play\s+no\s+part|makes?\s+no\s+difference|(?:has|have)\s+no\s+(?:bearing|effect))\b[^.;\n]*"
    # "Nothing that happens in the second half matters"
    rf"|[^.;\n]*\bnothing\b[^.;\n]*?(?:\b(?:first|1st|opening|second|2nd|last)[- ]half\b"
    rf"|\b(?:after|following)\s+{_BREAK})[^.;\n]*?\b(?:matters|counts)\b[^.;\n]*"
)
_MARGIN = (
    rf"\bby\s+(?:at\s+least\s+|more\s+than\s+|over\s+|a\s+margin\s+of\s+(?:at\s+least\s+)?)?{_N}"
    rf"\s+(?:or\s+more\s+)?{_GOALS}"
    r"|\b(?:winning\s+)?margin\s+of\s+(?:at\s+least\s+|more\s+than\s+)?\S+\s+goals?"
    rf"|\bmargin\b[^.;]{{0,90}}?\b(?:at\s+least|more\s+than|greater\s+than|over|exceeds?|tops?)\s+{_N}"
    rf"|\bmargin\b[^.;]{{0,90}}?\bis\s+{_N}\s*\+"
    rf"|\b(?:{_N}\s+or\s+more|at\s+least\s+{_N})\s+{_GOALS}\s+(?:ahead|clear|in\s+front)\b"
    rf"|\bby\s+{_N}\s*\+"
    r"|\bhandicap\b|\bspread\b|\bcovers?\s+(?:the\s+)?(?:spread|handicap|line)\b|(?:^|\s|\()[+\-−]\d+\.5\b"
)
# The end of the second half is the end of the match's regular time ("when the referee
# brings the second half to a close", "at the end of the second half, stoppage included"):
# no half leg's cue.
FULL_TIME_PHRASE = (
    r"(?i)\b(?:end|close|conclusion|completion)\s+of\s+the\s+(?:second|2nd)\s+half\b"
    r"|\b(?:second|2nd)\s+half\s+(?:(?:comes?|is\s+brought)\s+)?to\s+(?:a|an|its)\s+(?:close|end)\b"
    r"|\b(?:second|2nd)\s+half\s+(?:ends|is\s+over|finishes)\b"
    # "after the added time of the second half has run out", "full time after the second half"
    r"|\b(?:added|stoppage|injury)\s+time\s+of\s+the\s+(?:second|2nd)\s+half\b"
    r"|\b(?:second|2nd)\s+half['’]s\s+(?:added|stoppage|injury)\s+(?:minutes|time)\b"
    r"|\bfull[- ]time\s+(?:after|at\s+the\s+end\s+of)\s+the\s+(?:second|2nd)\s+half\b"
)
# A winning margin as a phrase ("by two or more goals", "by at least 2 goals"): read as the
# spread's cue only, so its goal count is never taken for a goal total ("two or more goals
# in the match").
MARGIN_PHRASE = (
    rf"(?i)\bby\s+(?:at\s+least\s+|more\s+than\s+|over\s+|a\s+margin\s+of\s+(?:at\s+least\s+)?)?"
    rf"{_N}\s+(?:or\s+more\s+)?{_GOALS}(?:\s+or\s+more)?|\bby\s+{_N}\s*\+(?:\s*{_GOALS})?"
    rf"|\bmargin\b[^.;]{{0,90}}?\b(?:is|of|exceeds?|tops?|at\s+least|more\s+than|greater\s+than|over)"
    rf"\s+{_N}(?:\s*\+)?(?:\s+or\s+more)?(?:\s*{_GOALS})?"
)
_TOTAL = (
    r"\b(?:total|combined|aggregate)\s+(?:number\s+of\s+)?goals\b|\bover/under\b|\bo/u\b"
    r"|\b(?:total|combined)\s+(?:goal|scoring)\s+(?:tally|count|total)\b|\bcombined\s+score\b"
    r"|\bcombine\s+for\b"
    r"|\b(?:over|under)\s+\d+\.5\b"
    rf"|\b(?:above|below|over|under)\s+{_HALF_N}|\b{_N}\s*\+\s*(?:total\s+)?goals?\b"
    rf"|\b(?:more|fewer|less)\s+than\s+{_N}\s+goals\s+(?:are\s+|is\s+|be\s+)?(?:scored|in\s+(?:the|this))"
    rf"|\b(?:at\s+least|at\s+most|no\s+more\s+than)\s+{_N}\s+goals\s+(?:are\s+|is\s+|be\s+)?(?:scored|in)\b"
    # "at least one goal is scored", "one goal between them": a goal of either team.
    rf"|\bat\s+least\s+{_N}\s+goals?\s+(?:(?:is|are|gets?)\s+scored\b|between\s+them\b)"
    rf"|\b{_N}\s+or\s+(?:more|fewer)\s+goals\s+(?:are\s+|is\s+|be\s+)?(?:scored|in)\b"
)
_BTTS = (
    r"\bboth\s+(?:teams|sides|clubs)\s+(?:to\s+)?(?:score|scores|scoring|find\s+the\s+net"
    r"|get\s+on\s+the\s+scoresheet|net)\b|\bbtts\b"
    r"|\beach\s+(?:team|side)\s+(?:(?:must|has\s+to|needs\s+to|to|will|should)\s+)?(?:scores?|nets?)\b"
    r"|\bboth\s+(?:teams|sides)\s+(?:each\s+)?(?:score|register)\b"
)
_EXACT = (
    r"\b(?:exact|correct|precise)[\s-]+(?:final\s+)?score(?:line)?\b"
    # "the final score is exactly 1-0", "... is exactly Arsenal 1 - 0 Chelsea"
    r"|\bfinal\s+score\s+(?:is|of|reads|will\s+be)\s+(?:exactly\s+)?(?:[^\d.;,\n]{1,40}?\s)?"
    r"\d+\s*[-–:]\s*\d+\b"
    r"|\bends?\s+(?:exactly\s+)?\d+\s*[-–:]\s*\d+\b"
    # "if Man City win 2-0 away": a scoreline won by; which side is which stays unread.
    r"|\b(?:wins?|won|winning|beats?|beating|defeats?|defeating)\s+(?:[a-z]+\s+)?\d{1,2}\s*[-–]\s*\d{1,2}\b"
    r"(?:[^-–/]|$)"
    r"|\bby\s+\w+\s+goals?\s+to\s+\w+\b"
)
_OTHER = (
    # "scores first", but not "(home score first: ...)", which orders a scoreline.
    r"\bcorners?\b|\b(?:yellow|red)\s+cards?\b|\bbookings?\b|\bgoal\s?scorer\b|\bscores?\s+"
    r"(?:the\s+)?first(?:\s+goal\b|\b(?:[^:]|$))|\bfirst\s+(?:team\s+)?to\s+score\b|\bopening\s+goal\b"
    r"|\bfirst\s+goal\b|\bshots?\s+on\s+target\b|\bpossession\b|\bassists?\b"
    r"|\bscored\s+by\s+(?-i:[A-Z])|\bplayer\b"
)
_ADVANCE = (
    r"\b(?:advances?|advancing|advanced)\b|\bprogress(?:es|ing)?\s+(?:to|past|beyond|into|through)\b"
    r"|\bqualif(?:y|ies|ying|ied)\s+(?:for|to|from)\b|\b(?:goes|go|going)\s+through\s+to\b"
    r"|\bwins?\s+the\s+(?:two-legged\s+|knockout\s+)?tie\b|\bwinner\s+of\s+the\s+tie\b"
    r"|\bto\s+(?:advance|qualify)\b|\bknocks?\s+(?:[^,;:.\n]{1,60}?\s+)?out\b|\beliminates?\b"
)
# Order matters only for reading; several cues at once are reported as a conflict.
FAMILY_CUES: dict[str, str] = {
    # (the family is cued by the halves' own names only, not by their minutes or the break)
    "half": f"(?i){_HALF_CUE}|{_HALF_CLOCK}",
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
    # "moneyline" / "winner" say who wins, not whether the draw is an outcome: a knockout
    # tie listed two-way is a moneyline too, so they name no family.
    "1x2": r"^(?:1x2|match_?result|three_?way|full_?time_?result)$",
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
    (rf"(?i)\bby\s+{_N}\s+{_GOALS}\s+or\s+more\b", -0.5),
    (rf"(?i)\bby\s+{_N}\s*\+", -0.5),
    (rf"(?i)\bby\s+(?:more\s+than|over)\s+{_N}\s+{_GOALS}", 0.5),
    (rf"(?i)\bmargin\s+of\s+(?:at\s+least\s+)?{_N}\s+or\s+more\s+goals", -0.5),
    (rf"(?i)\bmargin\s+of\s+at\s+least\s+{_N}\s+goals", -0.5),
    (rf"(?i)\bmargin\s+of\s+{_N}\s+{_GOALS}\s+or\s+more\b", -0.5),
    (rf"(?i)\bmargin\s+of\s+more\s+than\s+{_N}\s+goals", 0.5),
    (
        rf"(?i)\bmargin\s+(?:of\s+)?(?:strictly\s+)?(?:greater|more|bigger|larger|higher)\s+than\s+{_N}",
        0.5,
    ),
    # "the winning margin of A over B is greater than 2.5 goals", "... exceeds 2.5", "is 3+"
    (
        rf"(?i)\bmargin\b[^.;]{{0,90}}?\bis\s+(?:strictly\s+)?(?:greater|more|bigger|larger|higher)\s+than"
        rf"\s+{_N}",
        0.5,
    ),
    (rf"(?i)\bmargin\b[^.;]{{0,90}}?\bexceeds?\s+{_N}", 0.5),
    (rf"(?i)\bmargin\b[^.;]{{0,90}}?\bis\s+{_N}\s*\+", -0.5),
    (rf"(?i)\bmargin\b[^.;]{{0,40}}?\bis\s+at\s+least\s+{_N}\s+goals?", -0.5),
    (rf"(?i)\b{_N}\s+or\s+more\s+{_GOALS}\s+(?:ahead|clear|in\s+front)\b", -0.5),
    (rf"(?i)\bat\s+least\s+{_N}\s+{_GOALS}\s+(?:ahead|clear|in\s+front)\b", -0.5),
    (rf"(?i)\b(?:handicap\s+of\s+)?minus\s+{_HALF_N}", 0.0),
    (r"(?i)(?:^|\s|\()[-−](\d+\.5)\b", 0.0),
)
OVER_LINES: tuple[tuple[str, float], ...] = (
    (r"(?i)\bover\s+(\d+\.5)\b", 0.0),
    (rf"(?i)\b(?:exceeds?|exceeding|tops?|surpass(?:es)?)\s+{_HALF_N}", 0.0),
    (rf"(?i)\b(?:above|over|more\s+than|greater\s+than)\s+{_HALF_N}", 0.0),
    (rf"(?i)\bmore\s+than\s+{_N}\s+(?:total\s+)?goals", 0.5),
    (rf"(?i)\bat\s+least\s+{_N}\s+(?:total\s+)?goals?", -0.5),
    (rf"(?i)\b{_N}\s+or\s+more\s+(?:total\s+)?goals", -0.5),
    (rf"(?i)\b{_N}\s+(?:total\s+)?goals?\s+or\s+more\b", -0.5),
    (rf"(?i)\b{_N}\s*\+\s*(?:total\s+)?goals?\b", -0.5),
)
UNDER_LINES: tuple[tuple[str, float], ...] = (
    (r"(?i)\bunder\s+(\d+\.5)\b", 0.0),
    (rf"(?i)\b(?:below|under|fewer\s+than|less\s+than)\s+{_HALF_N}", 0.0),
    (rf"(?i)\b(?:fewer|less)\s+than\s+{_N}\s+(?:total\s+)?goals", -0.5),
    (rf"(?i)\b(?:at\s+most|no\s+more\s+than)\s+{_N}\s+(?:total\s+)?goals?", 0.5),
    (rf"(?i)\b{_N}\s+or\s+fewer\s+(?:total\s+)?goals", 0.5),
    (rf"(?i)\b{_N}\s+(?:total\s+)?goals?\s+or\s+(?:fewer|less)\b", 0.5),
    (rf"(?i)\b(?:be|is|are)\s+{_N}\s+or\s+(?:fewer|less)\b", 0.5),
)
BTTS_NOT = (
    r"(?i)\bnot\s+both\b|\bboth\s+(?:teams|sides)\s+(?:do|does|did)\s+not\b|\bfails?\s+to\s+score\b"
    r"|\bat\s+least\s+one\s+(?:team|side)\s+(?:does\s+not|doesn['’]t|fails)\b"
    r"|\bwithout\s+scoring\b|\bkeeps?\s+a\s+clean\s+sheet\b|\bclean\s+sheet\b"
    r"|\bwithout\s+(?:a\s+)?goal\b|\bwithout\s+conceding\b|\b(?:concedes?|conceding)\s+(?:no|nothing|zero)\b"
    r"|\b(?:does|do)\s+not\s+concede\b"
)
# Both teams scoring, said positively (BTTS_NOT is checked first): "both teams score",
# "Arsenal and Chelsea each score at least one goal", "a goal is scored by each of".
BTTS_YES = (
    rf"{FAMILY_CUES['btts']}"
    r"|\b(?:both|each)\b[^.;\n]{0,80}?\b(?:scores?|scoring|finds?\s+the\s+net|nets?"
    r"|gets?\s+on\s+the\s+scoresheet)\b|\b(?:scored|netted)\s+by\s+(?:each|both)\b"
)
# Where one clause joins two outcomes ("Yes when each team scores, and No when..."), each
# part is read alone: the join is replaced by a clause break before the Yes/No clauses.
CLAUSE_JOIN = r"(?i),\s*(?:and|but|while|whereas|otherwise)\s+"
# A No clause after a comma ("Yes if four or more goals, No if three or fewer") is a clause
# of its own: group 1 is kept after a semicolon.
NO_JOIN = r"(?i),\s*([\"“'‘]?no[\"”'’]?\s+(?:if|when|for|on|otherwise)\b)"
# A semicolon inside brackets qualifies the clause around it ("in regulation time (90
# minutes; extra time not counted), then ... Yes") and does not end it: it becomes a comma
# before clauses are split (applied twice, for up to two such semicolons per bracket).
BRACKET_SEMICOLON = r"\(([^();]*);"
# The clauses that pay Yes: where a two-sided market's Yes side is stated.
YES_CLAUSES = r"(?i)[^.;\n]*(?:^|[^\w-])[\"“'‘]?yes\b[^.;\n]*"
# The clauses that pay No: "If both teams score, it pays No" says the Yes is the other side.
# The second form opens its own clause ("; No if ..."): its match starts at the break, so
# it never reaches back over the clause before it.
NO_CLAUSES = (
    r"(?i)[^.;\n]*\b(?:resolv\w*|pays?(?:\s+out)?|settl\w*|means|is)\s+(?:(?:to|as|it)\s+)?"
    r"[\"“'‘]?no\b(?:[^\w-]|$)[^.;\n]*"
    r"|(?:^|[.;\n])\s*[\"“'‘]?no\b[\"”'’]?\s*(?:if|when|=|:)[^.;\n]*"
)
# A score's goals are one or two digits up to 19 and the score ends there: "of 2026-09-26",
# "of 26-09-2026" and "is 18:30" are a date and a time, not a score.
EXACT_SCORE = (
    r"(?:\bis|\bof|\breads|\bbe|\bends?|\bended|\bfinish(?:es|ed)?|\bexactly)\s+(1\d|\d)\s*[-–:]\s*(1\d|\d)"
    r"(?:[^\d\-–/.:]|[.:](?:\D|$)|$)"
)
# Suffixes and prefixes dropped when telling which of a listing's two teams a text names.
CLUB_AFFIXES = r"\b(?:a?fc|cf|sc|ac|fk|sk|cd|ud|sv|ss|cp|club|calcio|de|the|\d+)\b"

# ---- the 1X2 outcome by meaning (`meaning.py`) -------------------------------------------
DRAW_WORDS = (
    r"(?i)\b(?:draw|drawn|ends?\s+(?:in\s+)?a\s+tie|finish(?:es)?\s+(?:in\s+)?a\s+tie|tied|level"
    r"|(?:is|be|in|as)\s+a\s+tie|a\s+tie\s+between|all\s+square|stalemate|honou?rs\s+even"
    # "if a tie occurs": a tie that happens is a result, not a cup tie
    r"|a\s+tie\s+(?:occurs?|happens?|results?|is\s+recorded)"
    r"|(?:no|without\s+a)\s+winner|neither\s+(?:team|side|club)\s+(?:wins?|is\s+ahead|leads|is\s+in\s+front)"
    # (a name's initials keep their full stops: "neither Toronto FC nor D.C. United wins";
    # read by Python's `re` only, in `meaning.py`)
    r"|neither\s+(?:[^,;:.\n]|(?<=\b\w)\.){1,60}?\s+nor\s+(?:[^,;:.\n]|(?<=\b\w)\.){1,60}?"
    r"\s+(?:wins?|is\s+ahead|leads|is\s+in\s+front)"
    r"|(?:an\s+)?equal\s+(?:number\s+of\s+)?goals|same\s+number\s+of\s+goals|the\s+same\s+score)\b"
)
WIN_WORDS = (
    r"(?i)\b(?:wins?|winning|won|beats?|beating|defeats?|defeating|victory|victorious|prevails?"
    r"|triumphs?|overcomes?|overcoming|gets?\s+the\s+better\s+of|getting\s+the\s+better\s+of"
    r"|edges?|edging|thrash(?:es|ing)?|sees?\s+off|brushes\s+aside"
    r"|takes?\s+(?:all\s+)?(?:the\s+)?(?:three\s+)?points|comes?\s+out\s+on\s+top"
    r"|(?:is|are|be|being|finish(?:es)?|ends?)\s+(?:\w+\s+)?(?:ahead|in\s+front)|ahead\s+of"
    r"|leads?|leading|more\s+goals\s+than|outscores?|the\s+winner"
    # "should Spurs finish the meeting with Arsenal ... ahead on goals"
    r"|(?:ahead|in\s+front)\s+on\s+(?:goals|the\s+score(?:board|line|sheet|s)?))\b"
)
# A subject that denies anyone the win: "nobody", "no one", "no team / side / club",
# "neither (team)", "none / neither of the (two) teams", "none of them". Said of a win it
# names no winner, so it is never a team (`patterns.TEAM_INVALID`).
NO_WINNER_SUBJECT = (
    r"(?:nobody|no[- ]?one|no\s+(?:single\s+)?(?:team|side|club)"
    r"|(?:none|neither)\s+of\s+(?:them|(?:the\s+)?(?:two\s+)?(?:teams|sides|clubs))"
    r"|neither(?:\s+(?:team|side|club))?|none)"
)
# The win denied: such a subject with a verb of winning ("nobody wins", "no team is able to
# win", "none of the teams comes out on top", "no one emerges as the winner"), or a match
# that gives no winner ("fails to produce a winner", "produces no winner"). Not a draw by
# itself: a leg paying on it is a draw where the clause also says so (level, drawn, same
# number of goals), else unread. The subject must stand right before its verb (an adverb or
# auxiliary between), so "a team nobody expected wins" and "nobody else" deny nothing.
NO_WINNER = (
    rf"(?i)\b{NO_WINNER_SUBJECT}\s+"
    r"(?:(?:will|can|could|would|shall|should|does|did|has|have|actually|eventually|ultimately"
    r"|then|manages?\s+to|is\s+able\s+to|goes\s+on\s+to|ends?\s+up)\s+){0,2}"
    r"(?:wins?|won|winning|beats?|beating|defeats?|defeating|prevails?|triumphs?"
    r"|gets?\s+the\s+better\s+of|comes?\s+out\s+on\s+top|edges?\s+it"
    r"|takes?\s+(?:all\s+)?(?:the\s+)?(?:three\s+)?points|(?:gets?|takes?|claims?|records?)\s+(?:the\s+|a\s+)?(?:win|victory)"
    r"|(?:is|are|be|emerges?|ends?\s+up|finish(?:es)?)\s+(?:as\s+)?(?:the\s+)?(?:winners?|victors?|ahead|in\s+front)"
    r"|leads?|outscores?)\b"
    r"|\b(?:fails?|failing)\s+to\s+(?:produce|yield|have|find)\s+a\s+(?:winner|victor)\b"
    r"|\b(?:produces?|yields?|has)\s+no\s+(?:winner|victor)\b"
    r"|\b(?:does\s+not|doesn['’]t|did\s+not|didn['’]t)\s+(?:produce|yield|have|find)\s+a\s+(?:winner|victor)\b"
)
# Going on from a knockout tie: the team named first is the one that goes on.
ADVANCE_WORDS = (
    r"(?i)\b(?:advances?|advancing|advanced|progress(?:es|ed|ing)?|qualif(?:y|ies|ying|ied)"
    r"|go(?:es)?\s+through|going\s+through|knocks?\s+(?:[^,;:.\n]{1,60}?\s+)?out|knocking\s+out"
    r"|eliminat(?:es?|ing)|reach(?:es|ing)?\s+the\s+(?:final|semi-?finals?|quarter-?finals?|next\s+round"
    r"|last\s+(?:four|eight|sixteen|16|8))|makes?\s+(?:it\s+to\s+)?the\s+(?:final|semi-?finals?"
    r"|quarter-?finals?|next\s+round)|finalists?|wins?\s+the\s+(?:two-legged\s+|knockout\s+)?tie"
    r"|at\s+(?:the\s+)?expense\s+of|at\s+[^,;:.\n]{1,40}?['’]s\s+expense)\b"
)
# A clause that turns the win around: the leg would pay on a loss or on no win.
WIN_NEGATED = (
    r"(?i)\b(?:not|never|fails?\s+to|without|unless|loses?|lost|losing|lose|a\s+defeat"
    r"|beaten\s+by|defeated\s+by|no\s+win)\b|n['’]t\b"
)
# A sentence about the event's other markets ("Totals and both-teams-to-score markets are
# listed separately", "Separate markets cover the total"): its family words are theirs.
OTHER_MARKETS = (
    r"(?i)\b(?:separate|other|additional|related|sister)\s+(?:\w+\s+){0,3}markets\b"
    r"|\bmarkets\b[^.;]{0,80}?\b(?:listed|found|offered)\s+(?:separately|elsewhere|under|in\s+the)\b"
    r"|\bmore\s+markets\b|\bfollow\s+their\s+own\s+rules\b"
)
# A clause about another market of the event ("the market named Tie resolves Yes").
OTHER_MARKET_YES = (
    r"(?i)\b(?:market|contract)s?\s+(?:named|called|labell?ed|designated|titled|for)\b"
    r"|\b(?:the\s+)?[\"“'‘]?tie[\"”'’]?\s+(?:market|contract)\b"
    r"|\b(?-i:Tie)[\"”'’]?\s+(?:resolves|settles|pays|is\s+paid|wins)\b"
    # '"Tie" is the outcome that resolves to Yes', "Tie: Yes whenever neither team leads"
    r"|[\"“'‘]?\b(?-i:Tie)[\"”'’]?\s+is\s+the\s+(?:outcome|result|market|contract|one)\b"
    r"|\b(?-i:Tie)\s*:\s*yes\b"
)
# The same, naming the draw's market: that is this market on a leg labelled "Tie".
TIE_MARKET = (
    r"(?i)(?:the\s+)?[\"“'‘]?tie[\"”'’]?\s+(?:market|contract)"
    r"|(?-i:Tie)[\"”'’]?\s+(?:resolves|settles|pays|is\s+paid|wins)"
    r"|[\"“'‘]?(?-i:Tie)[\"”'’]?\s+is\s+the\s+(?:outcome|result|market|contract|one)"
    r"|(?-i:Tie)\s*:\s*yes"
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

# A market kept live, trading or pending until a time: "the mkt stays live till the game
# gets played", "keeps trading until it is played", "hangs around until it's been played"
# (read as a consequence here, and with its "played" as a market kept open until played,
# `patterns.OPEN_UNTIL_PLAYED`).
KEPT_LIVE_UNTIL = (
    r"\b(?:(?:remains?|stays?|kept|keeps?|be\s+left|left)\s+(?:live|up|active|alive|unsettled"
    r"|unresolved|pending|trading)|(?:keeps?|kept|goes\s+on|carries\s+on|continues\s+to)\s+trad\w*"
    r"|hangs?\s+(?:around|on))\s+(?:until|till|til|['’]til)\b"
)
# A verb that takes a place as the source ("we use", "..., we can rely on the papers").
SOURCE_VERB = (
    r"(?:use[sd]?|using|go(?:es)?\s+by|rel(?:y|ies)\s+on|turns?\s+to|consult(?:s|ed)?"
    r"|refers?\s+to|looks?\s+to)"
)

# ---- contingency clauses by meaning (`clauses.py`) ---------------------------------------
# Where one sentence holds several clauses: a semicolon, a new condition after a comma, "and
# then", "and the same applies".
CLAUSE_BREAK = (
    r";\s*|,\s*(?:and\s+|but\s+|while\s+|whereas\s+)?(?=(?:if|where|when|should|in\s+case|unless"
    r"|the\s+same|then)\b)|\s+and\s+(?=then\b|the\s+same\b)|:\s+(?=see\b)"
    # A source named after a comma is a matter of its own ("stays open until played, source:
    # the league's data, or the press if nothing is out within two hours").
    r"|,\s*(?:and\s+)?(?=(?:the\s+)?(?:resolution\s+|settlement\s+|primary\s+)?sources?\b)"
)
# Said of a cancelled match ("with no make-up date", "and never rescheduled"): no
# postponement. Masked where a clause names a cancellation, before its conditions are read.
NO_RESCHEDULE = (
    r"\b(?:with\s+)?(?:no|without(?:\s+an?)?|not|never|and\s+not|nor)\s+(?:been\s+|be\s+|being\s+)?"
    r"(?:\w+\s+)?(?:re-?schedul\w*|make-?up|new|later|replay\w*|re-?arranged)"
    r"(?:\s+(?:date|game|match|fixture|time))?\b(?!\s+(?:within|by|in)\b)"
)
# A replay's date ("a replay is played on a later date", "replayed on a new date"): the
# match was played (or stopped) and is played again, which is no postponement of it.
REPLAY_DATE = (
    r"\breplay(?:ed|s)?\b[^.;,\n]{0,40}?\b(?:later|new|another|different)\s+(?:date|day)\b"
)
# What a clause is about. `not_played` becomes a cancellation, or a postponement where the
# clause speaks of one ("postponed and not played within two weeks").
CONTINGENCY_CONDITIONS: dict[str, str] = {
    "postpone": (
        # "PPD": the scoreboards' shorthand; "(moved, put, suspended) to another date".
        r"\b(?:postpon\w*|ppd|re-?schedul\w*|re-?arrang\w*|re-?fixtur\w*|delay(?:s|ed)?|moved(?:\s+back)?"
        r"|(?:suspended|reported|transferred|deferred|carried\s+over|sent)\s+(?:to|for|until)\s+(?:an?other|other|a\s+(?:later|new|different))\s+(?:date|day)"
        r"|(?:new|later)\s+(?:start|kick-?off)(?:\s+(?:time|date))?"
        r"|pushed|shifted|put\s+(?:back|off)|re-?dated|change\s+of\s+(?:date|day)|date\s+change"
        # "Stays open until played": open until the match is played is said only of a match
        # not played when it was due.
        r"|open\s+until\s+(?:(?:the\s+(?:match|game|fixture)|it)\s+(?:is\s+|has\s+been\s+)?)?"
        r"(?:actually\s+|finally\s+)?(?:played|takes\s+place)"
        # "deferred by more than 48 hours", "bumped more than 48 hours" (a settlement
        # deferred until the result is no postponement)
        r"|(?:deferred|bumped)(?:\s+back)?\s+(?:by|more\s+than|over|beyond|past)"
        r"|kick-?off\s+is\s+(?:pushed|put|moved)|later\s+date|new\s+date|moves?\s+of\s+the\s+(?:start|kick-?off|game|match)"
        # "its kick-off moves more than two days", "the start slips by a day"
        r"|(?:start|kick-?off)(?:\s+time)?\s+(?:moves?|slips?|shifts?|is\s+shifted)"
        r"|(?:starts?|starting|begins?|beginning|kicks?\s+off|kicking\s+off)\s+(?:more\s+than|over|later\s+than|later|beyond)"
        # A start "within 48 hours of the original kick-off" is a start moved, within a bound.
        r"|(?:starts?|begins?|kicks?\s+off|(?:is|be)\s+played|takes\s+place|goes\s+ahead)\s+within\s+[^.;:\n]{1,30}?"
        r"\s+of\s+(?:the|its)\s+(?:original(?:ly\s+scheduled)?|scheduled|planned|first)\b)\b"
    ),
    "cancel": (
        # "does not take place within three days" bounds a postponement (see not_played).
        # "CANC": the scoreboards' shorthand; a match "annulled" is one cancelled.
        r"\b(?:cancel{1,2}\w*|canc|call(?:ed|ing|s)?[\s-]+off|scrapped|axed|shelved|never\s+happens"
        r"|(?:match|game|fixture|play)\s+(?:is\s+|was\s+|gets\s+|be\s+|been\s+)?an+ul+(?:ed|led)"
        r"|(?:does\s+not|doesn['’]t|will\s+not|won['’]t)\s+happen(?!\s+(?:within|by|in\s+the\s+next)\b)"
        r"|(?:dropped|struck|removed)\s+(?:from|off)\s+the\s+(?:schedule|calendar|fixture\s+list)"
        r"|(?:(?:will|does|do)\s+not|(?:won|doesn|don)['’]t)\s+(?:take\s+place|go\s+ahead)"
        r"(?!\s+(?:within|by|in\s+the\s+next)\b)|never\s+takes?\s+place)\b"
    ),
    # A game not started by a time is one not played by then ("does not start within 72 hours").
    "not_played": (
        r"\b(?:not|never)\s+(?:be\s+|been\s+|being\s+|get\s+)?(?:played|held|staged)\b"
        r"|(?:\b(?:not|never|fails?\s+to)|\Bn['’]t)\s+(?:be\s+|get\s+)?(?:start(?:ed)?|begin|begun"
        r"|kick(?:ed)?\s+off|(?:get\s+)?underway|take\s+place|go\s+ahead)\s+(?:within|by)\b"
    ),
    "abandon": (
        # "ABD": the scoreboards' shorthand for an abandoned game.
        r"\babandon\w*|\babd\b|\bsuspended\s+(?:after|during|mid)|\b(?:not|never)\s+(?:be\s+|been\s+)?"
        # "not completed within 48 hours" bounds a postponement, it is no abandonment
        r"(?:completed|finished)\b(?!\s+(?:within|by)\b)|\b(?:game|match|fixture|play)\s+(?:(?:is|was|gets|has\s+been"
        r"|being|be)\s+)?(?:halted|stopped|interrupted|terminated)\b"
    ),
}
# A void match settled as a scoreline. Group 1: the score ("0-0"), absent for a goalless one.
FIXED_SCORE = (
    r"\b(?:as\s+(?:if|though)|(?:treat|count|settl|grad|record|resolv)\w*\s+(?:it\s+|this\s+|the\s+\w+\s+)?as)\s+"
    r"(?:(?:(?:the|it|this|that)\s+(?:\w+\s+){0,2}(?:had\s+)?)?(?:finished|ended|ends|finishes|finishing"
    r"|ending|been|were|was|is|stood)\s+(?:a\s+|at\s+|in\s+a\s+)?|an?\s+)?"
    r"(?:(\d+\s*[-–:]\s*\d+)|goalless|scoreless|nil[- ]nil)\b"
    r"|\bas\s+(?:if|though)\s+no\s+goals?\s+(?:had\s+been|were|was)\s+scored\b"
    # "a deemed score of nil-nil", "deemed result 0-0", "the score is taken as 0-0" (goalless only:
    # these forms carry no group for another score)
    r"|\bdeemed\s+(?:score|result|scoreline)\s+(?:of\s+|is\s+)?"
    r"(?:0\s*[-–]\s*0|nil[- ]nil|goalless)\b"
    r"|\b(?:taken|deemed)\s+(?:to\s+be\s+|as\s+)(?:0\s*[-–]\s*0|nil[- ]nil|goalless)\b"
    # "deemed to have finished nil-nil"
    r"|\bdeemed\s+to\s+have\s+(?:finished|ended)\s+(?:at\s+|as\s+a\s+|in\s+a\s+)?"
    r"(?:0\s*[-–]\s*0|nil[- ]nil|goalless|scoreless)\b"
    # "as if neither team had scored (first)", "as though nobody scored"
    r"|\bas\s+(?:if|though)\s+(?:neither\s+(?:team|side|club)|no\s+(?:team|side|one)|nobody|no-one)"
    r"\s+(?:had\s+)?scored\b"
)
# An even split in plain words ("split down the middle", "resolve evenly", "at equal value",
# "an even split", "half and half", "50c per share", "50% each"): read by the clause reader
# (CONSEQUENCES) and the sentence reader (patterns.PAY_50_50) alike.
EVEN_SPLIT = (
    r"\bsplit\s+down\s+the\s+middle\b|\b(?:resolv|settl)\w*\s+evenly\b|\bequal\s+value\b"
    r"|\beven\s+split\b|\bhalf\s+and\s+half\b|\b50\s*c\s+(?:per|each|a|for)\b"
    r"|\b50\s*%\s*(?:each|apiece|(?:to|for)\s+each)"
    # A price of one half, said of what the market settles at ("each share settles at
    # 0.50", "redeemed at $.50", "paid out at 50 cents"): a binary market's two sides sum to
    # one, so either side at a half is the even split.
    r"|\b(?:settl|resolv|redeem|valu|pa(?:y|i))\w*\s+(?:out\s+)?at\s+(?:\$\s*)?"
    r"(?:0?\.50?\b|50\s*(?:cents\b|¢))"
)
# A fair price frozen at the announcement ("the fair price in force when the delay was made
# public", "prevailing at the time of that announcement") is P4's last fair price. Only a
# time word right after the price ties it to the announcement: "a fair price based on the
# last traded prices before the announcement" is C4's fair price.
FROZEN_FAIR_PRICE = (
    r"\bfair\s+(?:market\s+)?(?:price|value)s?\s+(?:(?:that\s+|which\s+)?(?:prevailing|prevailed"
    r"|in\s+force|in\s+effect|as\s+it\s+stood|standing|stood|recorded|applicable|applying)\s+)?"
    r"(?:at\s+the\s+time\s+(?:of|when)|when|as\s+(?:of|at)|at)\b[^.;]{0,40}?"
    r"\b(?:announce\w*|made\s+public|notified|declared)\b"
)
# "Cancelled and not completed": the game left unfinished is the cancelled one, no
# abandonment (a game stopped during play) besides.
CANCELLED_UNFINISHED = (
    # (the thing never completed may be named: "the second leg is cancelled and the tie is
    # never completed")
    r"\b(?:cancell?ed|called\s+off|scrapped)\s+(?:and|&)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:is\s+|was\s+|has\s+been\s+)?"
    r"(?:not|never)\s+(?:been\s+)?(?:completed|finished)\b"
)
# A contract left worth nothing, or worth its full dollar, said as a price ("settles at zero",
# "expires worthless", "pays $0"; "pays $1", "settles at 1.00"): a binary contract worth
# nothing is the No, worth one dollar the Yes. Read by the clause reader (CONSEQUENCES) and
# the sentence readers (patterns.PAY_NO, PAY_YES) alike.
_SETTLES_AT = (
    r"\b(?:settl\w*|resolv\w*|pa(?:ys?|id)(?:\s+out)?|expir\w*|redeem\w*|valued)\s+(?:at\s+)?"
)
WORTH_NOTHING = (
    rf"{_SETTLES_AT}(?:zero|nothing|\$\s*0(?:\.00?)?(?:\s|[,;)]|$)|0(?:\.00?)?\s+(?:dollars?|cents?)\b)"
    r"|\b(?:expires?|expiring|expired|is|are|becomes?|ends?|lapses?)\s+worthless\b"
    r"|\bworth\s+(?:zero|nothing)\b"
)
WORTH_ONE = (
    rf"{_SETTLES_AT}(?:\$\s*1(?:\.00?)?(?:\s|[,;)]|$)|1\.00?\b|one\s+dollar\b|(?:the\s+)?full\s+"
    r"(?:value|dollar|amount)\b|in\s+full\b)"
)
# A market made void, said of it ("the market is void", "declared null and void", "voided",
# "Cancelled: void"): "the guidance for void events" names no payout.
VOIDED = (
    r"\b(?:is|are|be|been|being|declared|deemed|treated\s+as|considered|rendered|made|as)\s+"
    r"(?:null\s+and\s+)?void\b|\bvoid(?:s|ed)?\s+(?:the|this|all|it)\b|\bvoided\b"
    r"|(?:^|[:=→—–]|\s-)\s*void\b"
)
# What a clause does with the Yes. Two different ones in a clause are a conflict.
_SAID = r"[\"“'‘]?"
CONSEQUENCES: dict[str, str] = {
    "ref_cancel": (
        r"\b(?:under|per|by|according\s+to|following|follows?)\s+the\s+cancell?ation\s+(?:rule|clause|provision)s?"
        r"|\bcancell?ation\s+(?:rule|clause)\s+(?:(?:above|below|stated\s+above)\s+)?applies"
        r"|\bsee\s+the\s+cancell?ation\s+(?:rule|clause)"
        r"|\b(?:treat(?:s|ed)?|handle[sd]?|dealt\s+with|settl\w*|resolv\w*|counts?)"
        r"\s+(?:it\s+|(?:this|the)\s+market\s+)?(?:exactly\s+|just\s+)?(?:the\s+same(?:\s+way)?\s+|in\s+the\s+same\s+way\s+)?(?:as|like)\s+(?:though|if)?\s*(?:the\s+\w+\s+had\s+"
        r"been\s+|it\s+had\s+been\s+|an?\s+)?(?:cancell?ed|cancell?ation|scrapped|called[\s-]+off)\b"
        r"|\bcounts?\s+as\s+(?:not|never)\s+played\b"
        # "shall be deemed cancelled", "is deemed to be a cancellation"
        r"|\bdeemed\s+(?:to\s+(?:be|have\s+been)\s+)?(?:an?\s+)?(?:cancell?ed|cancell?ation)\b"
        # "treated for all purposes of this market as a cancelled match"
        r"|\btreated\s+for\s+(?:all|the)\s+purposes(?:\s+of\s+(?:this|the)\s+\w+)?\s+as\s+(?:an?\s+)?"
        r"(?:cancell?ed|cancell?ation|scrapped)\b"
        # "If abandoned: same as cancelled", "Abandoned matches: as cancelled"
        r"|\b(?:the\s+)?same\s+as\s+(?:a\s+|the\s+)?(?:cancell?ed|cancell?ation|scrapped)\b"
        # ("ABD = as CANC", "abandoned → as if cancelled")
        r"|(?:^|[:=→—–]|->)\s*(?:just\s+)?as\s+(?:if\s+)?(?:cancell?ed|cancell?ation|canc|scrapped"
        r"|called\s+off)\b"
    ),
    "same": (
        r"\bthe\s+same\s+(?:[\w-]+\s+)?(?:applies|rule|settlement|treatment)\b"
        r"|\bthe\s+same\s+(?:is\s+true|holds|goes)\b"
        # "a game abandoned is settled the same way", "resolved in the same way"
        r"|\b(?:settled|resolved|treated|handled|graded|paid)\s+(?:in\s+)?the\s+same\s+way\b"
    ),
    "50-50": (
        r"\b50\s*[-/–]\s*50\b|\bfifty[- ]fifty\b|\b(?:split|divided)\s+(?:evenly|equally)\b"
        r"|\$?0?\.50\b|\b50\s*(?:cents|¢)|\bhalf\s+(?:of\s+)?(?:(?:its|their|the)\s+)?value\b"
        # "split down the middle", "resolve evenly between the two outcomes", "at equal value
        # (50% each)", "each settling at 0.5"
        rf"|{EVEN_SPLIT}"
        r"|\bsplits?\b[^.;]{0,30}?\bevenly\b|\bevenly\s+between\s+yes\s+and\s+no\b"
        r"|(?:^|[^\d.])0\.50?\b"
        r"|\bpays?\s+half\b|\bpaying\s+half\b"
        # "a coin-flip payout: half to Yes, half to No"
        r"|\bcoin[- ]?(?:flip|toss)\b|\bhalf\s+(?:to|for)\s+(?:yes|each)\b"
        # "each redeemed at half value", "settled at half"
        r"|\b(?:redeemed|settled|paid(?:\s+out)?|valued)\s+at\s+half\b"
        # "each outcome settled at fifty per cent (50%)"
        r"|\b(?:redeemed|settled|paid(?:\s+out)?|valued|priced)\s+at\s+(?:fifty|50)\s*(?:%|per\s*cent)"
    ),
    "last_price": (
        rf"{FROZEN_FAIR_PRICE}|"
        r"\b(?:last|final|latest|most\s+recent)\s+(?:fair\s+|market\s+|traded\s+|trade\s+|trading\s+)+"
        r"(?:price|value)s?\b"
        # "the last price traded", "the last price at which it traded", "the price of the
        # last trade".
        r"|\blast\s+(?:price|value)s?\s+(?:traded|at\s+which\b[^.;]{0,30}?\btraded)\b"
        r"|\bprices?\s+of\s+the\s+(?:last|final|most\s+recent)\s+trade\b"
        # "whatever price it last traded at"
        r"|\bprice\s+(?:it|the\s+(?:market|contract))\s+last\s+traded\b"
        r"|\b(?:last|final)\s+price\s+(?:it|the\s+(?:market|contract))\s+traded\b"
    ),
    "fair_price": r"\bfair[- ](?:market\s+)?(?:price|value)s?\b",
    "refund": (
        rf"\brefund\w*|{VOIDED}|\b(?:stakes?|money|funds)\s+back\b"
        r"|\breturn(?:ed)?\s+(?:of\s+)?(?:the\s+)?(?:stakes?|funds|collateral)"
    ),
    "as_draw": (
        r"\b(?:treated|counted|considered|settled|resolved?|graded)\s+(?:as|like)\s+(?:a\s+)?(?:draw|tie)\b"
    ),
    "fixed_outcome": (
        # A scoreline the void match is settled as: "as though it had finished 0-0",
        # "treated as a 0-0 draw", "as if no goal had been scored".
        rf"{FIXED_SCORE}"
        r"|\b(?:winning\s+outcome|result|outcome)\s+(?:will\s+be|is)\s+[\"“'‘](?!yes|no)[^\"”'’]{1,24}[\"”'’]"
        r"|\btreat\w*\s+[^.;]{0,50}?\bas\s+[\"“'‘](?!yes|no)[^\"”'’]{1,24}[\"”'’]"
        r"|\b(?:resolv\w*|settl\w*)\s+(?:to\s+|as\s+)?[\"“'‘](?!yes|no|50)[^\"”'’]{1,24}[\"”'’]"
        r"|\bdefault\s+(?:outcome|result)\b"
        # "resolution defaults to "0-0"", "as if the outcome were "Neither"".
        r"|\bdefaults?\s+(?:to|as)\s+[\"“'‘](?!yes|no|50)[^\"”'’]{1,24}[\"”'’]"
        r"|\bas\s+(?:if|though)\s+the\s+(?:outcome|result|score|winning\s+outcome)\s+(?:were|was|is"
        r"|had\s+been)\s+[\"“'‘](?!yes|no|50)[^\"”'’]{1,24}[\"”'’]"
    ),
    # Also the terse forms: "Cancelled: No", "If it is cancelled for good, No", "-> Yes",
    # and a clause that is only the answer ("No.") to a question before it.
    "yes": (
        rf"{WORTH_ONE}|"
        r"\b(?:resolv\w*|settl\w*|pays?(?:\s+out)?|paid)\s+(?:(?:this|the)\s+market\s+|it\s+)?"
        # "resolved in "Yes"", "resolved by "Yes"" (quoted: "settled by no later than")
        rf"(?:(?:to\s+|as\s+|with\s+)?{_SAID}yes\b|(?:in|by|with)\s+[\"“'‘]yes[\"”'’])|\b(?:taken|treated|counted|counts?|graded|scored|marked)\s+as\s+(?:an?\s+)?{_SAID}yes\b"
        # "Yes will be paid", "No is paid out"
        rf"|\b{_SAID}yes{_SAID}\s+(?:will\s+be|is|shall\s+be|gets|get)\s+paid\b"
        # 'A "No" resolution will be issued', "which means No here"
        rf"|\b{_SAID}yes{_SAID}\s+(?:resolution|settlement)\b|\b(?:means|meaning)\s+{_SAID}yes\b"
        rf"|\b(?:settlement|resolution)\s+(?:is|will\s+be)\s+{_SAID}yes\b"
        rf"|\b(?:outcome|answer|result)\s+(?:(?:recorded|entered|returned|given|declared)\s+(?:here\s+)?)?(?:will\s+be|is)\s+{_SAID}yes\b"
        # '"No" is the resolution', "the market goes to No"
        rf"|(?:^|[,:;])\W*{_SAID}yes{_SAID}\s+is\s+(?:also\s+)?the\s+(?:resolution|outcome|result|answer)\b"
        rf"|\b(?:goes|go|moves?)\s+to\s+{_SAID}yes\b|\bgoes\s+{_SAID}yes{_SAID}\s*[.;!]?\s*$"
        # "sends this market to Yes"
        rf"|\b(?:sends?|sent|moves?|takes?)\s+(?:(?:this|the)\s+(?:market|contract)|it)\s+to\s+{_SAID}yes\b"
        rf"|(?:[:,=→—–]|->|\s-|\bi\.e\.,?|\b(?:it|that|this)(?:\s+(?:leg|market|contract|one))?(?:['’]s|\s+is|\s+will\s+be)\s*(?:an?\s+)?)\s*{_SAID}yes{_SAID}\s*[.!]?\s*$"
        rf"|^\s*(?:then\s+|also\s+|likewise\s+|again\s+)?{_SAID}yes{_SAID}\s*(?:too|also|as\s+well)?\s*[.!]?\s*$"
        rf"|^\s*{_SAID}yes{_SAID}\s+(?:too|also|as\s+well|again|likewise)\s+(?:if|when|where|should)\b"
    ),
    "no": (
        rf"{WORTH_NOTHING}|"
        r"\b(?:resolv\w*|settl\w*|pays?(?:\s+out)?|paid)\s+(?:(?:this|the)\s+market\s+|it\s+)?"
        # "resolved in "No"", "resolved by "No"" (quoted: "settled by no later than")
        rf"(?:(?:to\s+|as\s+)?{_SAID}no\b|(?:in|by|with)\s+[\"“'‘]no[\"”'’])|\b(?:taken|treated|counted|counts?|graded|scored|marked)\s+as\s+(?:an?\s+)?{_SAID}no\b"
        # "Yes will be paid", "No is paid out"
        rf"|\b{_SAID}no{_SAID}\s+(?:will\s+be|is|shall\s+be|gets|get)\s+paid\b"
        # 'A "No" resolution will be issued' (quoted: "no settlement takes place" is none),
        # "which means No here"
        rf"|[\"“'‘]no[\"”'’]\s+(?:resolution|settlement)\b|\b(?:means|meaning)\s+{_SAID}no\b"
        rf"|\b(?:settlement|resolution)\s+(?:is|will\s+be)\s+{_SAID}no\b"
        rf"|\b(?:outcome|answer|result)\s+(?:(?:recorded|entered|returned|given|declared)\s+(?:here\s+)?)?(?:will\s+be|is)\s+{_SAID}no\b"
        # '"No" is the resolution', "the market goes to No"
        rf"|(?:^|[,:;])\W*{_SAID}no{_SAID}\s+is\s+(?:also\s+)?the\s+(?:resolution|outcome|result|answer)\b"
        rf"|\b(?:goes|go|moves?)\s+to\s+{_SAID}no\b|\bgoes\s+{_SAID}no{_SAID}\s*[.;!]?\s*$"
        # "sends this market to No"
        rf"|\b(?:sends?|sent|moves?|takes?)\s+(?:(?:this|the)\s+(?:market|contract)|it)\s+to\s+{_SAID}no\b"
        rf"|(?:[:,=→—–]|->|\s-|\bi\.e\.,?|\b(?:it|that|this)(?:\s+(?:leg|market|contract|one))?(?:['’]s|\s+is|\s+will\s+be)\s*(?:an?\s+)?)\s*{_SAID}no{_SAID}\s*[.!]?\s*$"
        rf"|^\s*(?:then\s+|also\s+|likewise\s+|again\s+)?{_SAID}no{_SAID}\s*(?:too|also|as\s+well)?\s*[.!]?\s*$"
        rf"|^\s*{_SAID}no{_SAID}\s+(?:too|also|as\s+well|again|likewise)\s+(?:if|when|where|should)\b"
    ),
    "result": (
        r"\b(?:remains?|stays?|kept|keeps?|be\s+left|left|held|is\s+held|holds?)\s+(?:\w+\s+){0,2}?open(?:ed)?\b"
        # "normal settlement", "it settles as usual"
        r"|\b(?:normal|usual|regular)\s+(?:settlement|resolution)\b"
        r"|\b(?:settles?|resolves?|settled|resolved)\s+(?:normally|as\s+(?:usual|normal))\b"
        r"|\bopen\s+(?:until|till|til|pending)\b"
        r"|\bnot\s+(?:be\s+)?resolv\w*\s+until\b|\btrading\s+continues\b|\bresolution\s+waits\b"
        r"|\b(?:continues?|carries\s+on)\s+(?:trading\s+|to\s+trade\s+)?until\b"
        r"|\bkeeps?\s+(?:this|the)\s+(?:market|contract)\s+(?:open|running|trading|live|active|alive)\b"
        # "it settles on the rearranged game"
        r"|\bsettl\w*\s+on\s+the\s+(?:rearranged|re-arranged|rescheduled|make-?up|replayed|new)\s+"
        r"(?:game|match|fixture|date)\b"
        r"|\bresolution\s+follows\s+the\s+(?:result|outcome)\s+of\s+the\s+(?:rescheduled|re-?arranged"
        r"|eventual|make-?up)\b"
        r"|\b(?:waits?|waited)\b|\b(?:does|do|will)\s+not\s+trigger\s+(?:an\s+)?"
        r"(?:early\s+)?(?:resolution|settlement)|\bsettle\w*\s+(?:it\s+)?on\s+(?:it|the\s+(?:match|game))\b"
        r"|\bresolv\w*\s+only\s+once\b|\bcounts?\s+as\s+normal\b|\bopen\s+for\s+it\b"
        # "resolution will be based on the rescheduled game, whenever it takes place"
        r"|\bwhenever\s+(?:it|the\s+(?:game|match|fixture))\s+(?:takes\s+place|is\s+played|kicks\s+off"
        r"|goes\s+ahead)\b|\b(?:based|settled|resolved|decided)\s+on\s+the\s+(?:rescheduled|re-?arranged"
        r"|eventual|make-?up|replayed)\s+(?:game|match|fixture)\b"
        # "resolution is deferred until", "stays unresolved", "no settlement takes place until"
        r"|\b(?:deferred|held\s+over|on\s+hold)\s+until\b|\b(?:stays?|remains?|kept|left)\s+unresolved\b"
        r"|\bno\s+(?:settlement|resolution)\b[^.;]{0,40}?\buntil\b"
        r"|\bnothing\s+(?:settles|is\s+settled|resolves|is\s+resolved)\s+until\b"
        rf"|{KEPT_LIVE_UNTIL}|\bdelays?\s+(?:the\s+)?resolution\b"
        r"|\bresolv\w*\s+(?:based\s+)?(?:on|according\s+to)\s+the\s+(?:result|outcome)\s+of\s+the\s+"
        r"(?:rescheduled|replayed|eventual|make-?up|completed)\b"
        # "settled on the result of the game on its new date", "does not affect this market",
        # "nothing changes"
        r"|\b(?:result|outcome|score)\s+of\s+the\s+(?:game|match|fixture)\s+(?:on|at)\s+(?:its|the)\s+"
        r"(?:new|rescheduled|re-?arranged|later)\s+(?:date|time|kick-?off)\b"
        r"|\b(?:does\s+not|doesn['’]t|will\s+not|won['’]t)\s+affect\s+(?:this|the)\s+market\b"
        r"|\bnothing\s+changes\b"
        # "no deadline applies", "with no cut-off", "leaves the market trading"
        r"|\bno\s+(?:deadline|cut-?off|time\s+limit)\s+(?:applies|is\s+set)\b"
        r"|\bwith\s+no\s+(?:deadline|cut-?off|time\s+limit)\b"
        r"|\bleaves?\s+(?:the|this)\s+(?:market|contract)\s+(?:open|trading|running|live|active)\b"
    ),
}
# A clause that speaks of the one before it ("Then ...", "After that ...", "If it still has
# not been played by then ...", "In either of the situations above ...").
# What opens a clause or sentence that carves an exception out of the one before it ("By
# way of exception, ...", "save for the draw leg, which ...").
# ("unless ..., in which case it resolves No": the payout before it holds only without it.)
EXCEPTION_OPENS = (
    r"(?:by\s+way\s+of\s+(?:an\s+)?exception|except(?:ing)?|save\s+(?:for|that|where|when)|unless"
    r"|apart\s+from|other\s+than|with\s+the\s+exception\s+of"
    r"|the\s+(?:one\s+|only\s+)?exceptions?\s+(?:is|are|being))\b"
)
# A clause that carves an exception out of the one before it.
EXCEPTION = (
    rf"^\s*{EXCEPTION_OPENS}|\b(?:is|are|being|as)\s+(?:the|an)\s+(?:one\s+|only\s+)?exceptions?\b"
)
POINTS_BACK = (
    r"^\s*(?:then|after\s+that|afterwards|beyond\s+that|past\s+that|otherwise|if\s+not"
    r"|failing\s+that|else)\b"
    r"|\b(?:by\s+then|after\s+that|beyond\s+that|past\s+that)\b"
    # A terse clause opening with a bound beyond a time (">48h: fair price") goes on with the
    # matter of the clause before it.
    r"|^\s*(?:>|(?:more|longer|later)\s+than|over|beyond|past)\s*\d+\s*(?:h|hrs?|hours?|d|days?)\b"
    r"|\bif\s+(?:it|this|they|the\s+\w+)\s+(?:still\s+)?"
    r"(?:has\s+not|hasn['’]t|have\s+not|does\s+not|doesn['’]t|is\s+not|isn['’]t)\b"
    r"|\b(?:either|both|each|any)\s+of\s+(?:the|these|those)\s+(?:situations|cases|events)\b"
    r"|\bin\s+(?:both|either|these|such)\s+cases?\b|^\s*(?:this|that)\s+is\s+(?:the\s+case|so)\b"
    r"|\b(?:later|longer|further)\s+than\s+(?:that|this)\b"
    r"|\b(?:inside|within|in)\s+(?:that|this|the\s+(?:same|said))\s+(?:window|period|time|fortnight"
    r"|week|interval|timeframe|time\s+frame|deadline)\b"
    # An exception to the clause before ("...; the draw leg is the exception and resolves
    # Yes", "except on the draw leg, where ...") is about the same matter: read with its
    # conditions, two different payouts for one matter are a conflict, never the first alone.
    rf"|{EXCEPTION}"
)
# A postponement clause about a game later than a stated time, or one still waited for.
BEYOND_WINDOW = (
    r"\b(?:more|longer|later)\s+than\b|\bbeyond\b|(?:^|\s)>\s*\d|\bpast\s+(?:that|this|the)\b|\bfurther\b|\bexceed\w*|\bstill\s+(?:has\s+)?not\b"
    r"|\b(?:not|never)\s+(?:be\s+)?(?:played|rescheduled|held)\s+(?:within|by)\b"
)
WITHIN_WINDOW = r"\bwithin\b|\binside\b|\bno\s+more\s+than\b|\bup\s+to\b|\bno\s+later\s+than\b"
FIXED_LABEL = r"[\"“'‘]([^\"”'’]{1,24})[\"”'’]"
# A clause that names conditions and says their consequence is stated elsewhere.
DEFERS = (
    r"\bsee\s+(?:the\s+)?(?:secondary|following|rules\s+below|below)\b"
    r"|\bdifferent\s+settlement\s+applies\b|\bas\s+set\s+out\s+below\b"
)
