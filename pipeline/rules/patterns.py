"""Clause regexes for rule extraction (Rust `regex` syntax, as Polars runs them).

Every pattern here is written against docs/DESIGN.md §7.6 (the clause catalogue), in the
venues' structure but tolerant of wording: spelling (postponed/postponement,
cancelled/canceled), tense ("resolves"/"will resolve"/"shall be resolved"), word order.
Patterns only *recognize*; deciding a value and falling back to `unknown` when a clause
is present but not understood is the job of `extract.py`.

A "sentence" never crosses a paragraph or a full stop followed by white space, except in
the abbreviations listed in `_ABBREV` ("vs. ", "St. ", "1. FC"), so a quoted clause is one
sentence of one field of the leg's rule text.
"""

from __future__ import annotations

from pipeline.rules import vocabulary as V

__all__ = [
    "PERIODS",
    "ABANDON",
    "ADVANCE_TEAM",
    "CANCEL",
    "CONSENSUS",
    "DEADLINE",
    "DRAW_NO_WINNER",
    "DRAW_SENTENCE_CUE",
    "DRAW_SUBJECT",
    "DRAW_TEAM",
    "DURATION",
    "EXCLUSION",
    "ET_INCLUDED",
    "ET_OR_PENS_MENTION",
    "ET_OR_PENS_MENTION",
    "FALLBACK_CUE",
    "FALLBACK_PHRASE",
    "FIXED_OUTCOME",
    "HALF_PERIOD",
    "DOUBT",
    "HEDGE",
    "NOT_PLAYED",
    "NUMBER_WORDS",
    "TEEN_WORDS",
    "TENS_WORDS",
    "UNIT_WORDS",
    "OFFICIAL",
    "OFFICIAL_NAMED",
    "OPEN_UNTIL_PLAYED",
    "OTHERWISE",
    "OR_SPLIT",
    "OTHER_SOURCE",
    "OUTLET",
    "PAY_50_50",
    "PAY_AS_DRAW",
    "PAY_FAIR",
    "PAY_LAST",
    "PAY_LAST_FAIR",
    "NO_TAIL",
    "NEGATION_LEFT",
    "PAY_NO",
    "VOID_PAY_NO",
    "VOID_PAY_YES",
    "PAY_REFUND",
    "PAY_RESULT",
    "PAY_YES",
    "PEN_INCLUDED",
    "PENS_MENTION",
    "BESIDE_MEDIA",
    "POSTPONE",
    "POSTPONED",
    "PROVIDER",
    "PROVIDER_NAME",
    "PROVIDER_LOOKALIKE",
    "REG_ONLY",
    "REG_WEAK",
    "REVISIONS_IGNORED",
    "REVISION_CLAUSE",
    "SCOPE_MENTION",
    "SOURCE_CUE",
    "QUESTION",
    "BEYOND_NINETY",
    "ACCORDING_TO_BASIS",
    "SOURCE_MENTION",
    "SOURCE_NOUN",
    "TEAM_INVALID",
    "TIE_UNFINISHED",
    "BARE_BOUND",
    "TIE_WIN",
    "URL",
    "WEB_ADDRESS",
    "VENUE_DECIDES",
    "WIN_TEAM",
    "YES_DENIED_UNLESS",
    "YES_UNLESS",
    "ci",
    "clause_with",
    "continuation",
    "followed_by",
    "sentence_pair",
    "sentence_with",
]

# A name's initials ("D.C. United", "U.S. Open") end no sentence either.
_ABBREV = (
    r"\b(?:vs|v|st|mt|jr|sr|e\.g|i\.e|approx|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
    r"|\d|(?-i:[A-Z]\.[A-Z]))\.\s"
)
# One character of a sentence: anything but a terminator, or a full stop that does not
# end the sentence: one of the abbreviations above, or one followed by a word character
# (inside a URL or a decimal; `\b` looks ahead without consuming it).
_S = rf"(?:{_ABBREV}|[^.?!\n]|[.?!]\b)"
# One character of a clause: as `_S`, but a semicolon ends the clause too, except inside
# brackets: a bracketed aside ("in regulation time (90 minutes plus stoppage; extra time
# not counted)") belongs whole to the clause it qualifies.
_C = rf"(?:{_ABBREV}|\([^()\n]*\)|[^.?!;\n]|[.?!]\b)"


def ci(pattern: str) -> str:
    """The pattern, case-insensitive."""
    return f"(?i){pattern}"


def _raw(pattern: str) -> str:
    return pattern.removeprefix("(?i)")


def _containing(unit: str, parts: tuple[str, ...], ordered: bool) -> str:
    raw = [f"(?:{_raw(p)})" for p in parts]
    body = f"{unit}*".join(raw)
    if not ordered:
        if len(raw) != 2:
            raise ValueError("unordered sentences take exactly two parts")
        body = f"(?:{body}|{raw[1]}{unit}*{raw[0]})"
    return ci(f"{unit}*{body}{unit}*")


def sentence_with(*parts: str, ordered: bool = True) -> str:
    """A case-insensitive regex matching one whole sentence that contains every part.

    With `ordered=False` (two parts only) the parts may come in either order.
    """
    return _containing(_S, parts, ordered)


def clause_with(*parts: str, ordered: bool = True) -> str:
    """Like `sentence_with`, but a semicolon also ends the clause."""
    return _containing(_C, parts, ordered)


def sentence_pair(first: str, second: str) -> str:
    """A sentence containing `first`, continued by the next one when it contains `second`."""
    nxt = f"{_S}*(?:{_raw(second)}){_S}*"
    return ci(f"{_raw(sentence_with(first))}(?:[.;]\\s*{nxt})?")


def followed_by(sentence: str, opener: str) -> str:
    """`sentence`, optionally continued by the next sentence when that one opens with `opener`."""
    return ci(f"{_raw(sentence)}(?:[.;]\\s*(?:{_raw(opener)}){_S}*)?")


def continuation(opener: str) -> str:
    """What `followed_by(..., opener)` continues with, up to its opener: a text with no
    match of it anywhere is read by `followed_by(sentence, opener)` exactly as by `sentence`
    (the optional continuation can match nowhere), which is far cheaper to run."""
    return ci(f"[.;]\\s*(?:{_raw(opener)})")


# ---- shared vocabulary ---------------------------------------------------------------
_ET = (
    r"(?:(?:(?:any|a|the)\s+)?periods?\s+of\s+)?"
    r"(?:extra[- ]time|overtime|\b(?-i:ET)\b|the\s+extra\s+(?:thirty|30)\s+minutes|extra\s+periods?"
    r")"
    r"(?:\s+(?:periods?|goals?))?"
)
_PENS = (
    r"(?:penalt(?:y|ies)(?:\s+(?:shoot-?outs?|shootouts?))?(?:\s+(?:kicks?|goals?))?"
    r"|shoot-?outs?(?:\s+(?:penalt(?:y|ies)|kicks?|goals?))?|\bpens\b"
    r"|spot[- ]?kicks(?:\s+shoot-?outs?)?|spot[- ]?kick\s+shoot-?outs?"
    r"|kicks?\s+from\s+the\s+(?:penalty\s+)?(?:mark|spot)"
    r")"
)
_ET_OR_PENS = rf"(?:{_ET}|{_PENS})"
_LIST_SEP = (
    r"\s*(?:,\s*(?:or|and|nor)?|/|\bor\b|\band\b|&|\bnor\b)\s*"
    # ("extra time or on penalties", "extra time or by a shoot-out")
    r"(?:any\s+|the\s+|an?\s+|(?:in|on|by|via|through|after)\s+(?:an?\s+|the\s+)?)?"
)
_TERMS = rf"{_ET_OR_PENS}(?:{_LIST_SEP}{_ET_OR_PENS})*"
# Extra time and the shoot-out, one or a list of them ("extra time or penalties").
PERIODS = _TERMS
_Q = r"[\"“”'‘’]?"
# A number may be followed by its numeral in brackets: "forty-eight (48) hours".
_NUMERAL = r"(?:\s*\(\d+\))?"
_RESOLVE = (
    # ("the market become Yes", as a second language may put it)
    r"(?:resolv\w*|settl\w*|pays?(?:\s+out)?|paid(?:\s+out)?|resolution\s+(?:is|will\s+be)|becomes?)"
    r"(?:\s+(?:this|the)\s+(?:market|contract))?"
    r"(?:\s+(?:to|as|at|on|in\s+favou?r\s+of|with"
    # "resolved in "Yes"", "resolved by "No"": only with its quote ("settled by no later
    # than ..." says when, not what)
    r"|(?:in|by)\s*[\"“'‘]))?(?:\s+an?)?"
)

# ---- scope ---------------------------------------------------------------------------
# "does not include extra time or penalties", "excluding extra time", and the postfix
# "extra time and penalties are excluded / do not count". Masked out before looking for
# inclusion, so a negated "include extra time" is never read as inclusion.
EXCLUSION = ci(
    r"(?:\b(?:does\s+not|do\s+not|doesn['’]t|don['’]t|will\s+not|won['’]t|shall\s+not|not|never"
    r"|excluding|excludes?|excluded|exclusive\s+of|without|other\s+than|no|neither|before\s+any"
    r"|ignores?|ignoring|disregards?|disregarding|leaves?\s+out|leaving\s+out"
    r"|not\s+counted\s*:|(?:does\s+not|doesn['’]t)\s+count\s*:)\s+"
    r"(?:(?:include|includes|including|count|counting|consider|considering|cover|covering"
    r"|take\s+into\s+account"
    # A period the result is not taken at or in ("not after any extra time", "not in a
    # shoot-out", "never following extra time") is excluded as well.
    r"|after|following|beyond|in|during|into|through|via|by|from)\s+)?(?:any\s+|the\s+|an?\s+)?"
    rf"{_TERMS})"
    # A result denied after the periods: "never the score after extra time or penalties",
    # "not the result following extra time", "rather than the score after a shoot-out".
    r"|\b(?:not|never|rather\s+than|instead\s+of)\s+(?:the\s+|any\s+)?(?:score|result|outcome)s?"
    r"\s+(?:after|following|including|at\s+the\s+end\s+of|from)\s+(?:any\s+|the\s+|an?\s+)?"
    rf"{_TERMS}"
    # What an exclusion lists: "anything after regulation is ignored, including extra time
    # and a shoot-out", "is disregarded, such as extra time".
    r"|\b(?:ignored|excluded|disregarded|discounted|not\s+counted|does\s+not\s+count"
    r"|doesn['’]t\s+count|left\s+out)\s*,?\s+(?:including|includes|such\s+as|e\.g\.,?|for\s+example"
    r"|for\s+instance|like|namely|i\.e\.,?)\s+(?:any\s+|the\s+|an?\s+)?"
    rf"{_TERMS}"
    # ", if any," may stand between the terms and what is said of them.
    # A few words may stand between them too ("shoot-out kicks are not goals and are not
    # counted").
    rf"|(?:\b{_TERMS}(?:\s*,[^,.;]{{1,60}},|\s+[^,.;()]{{1,30}}?\s+(?:and|but)\b"
    # (a comma may close the list: "whether in extra time or in a shoot-out, are ignored")
    r"|\s+(?:that|which)\s+[^,.;()]{1,30}?)?(?:\s*,\s*|\s+|\s*:\s*)"
    # (the periods named first and taken up again: "Extra time and penalties, they are not
    # counted"; an adverb may stand before what is said: "are expressly excluded")
    r"(?:(?:they|it)\s+)?"
    r"(?:(?:(?:is|are|will\s+be|shall\s+be|being)\s+)?"
    r"(?:(?:expressly|explicitly|specifically|entirely|completely|wholly|fully|always)\s+)?"
    r"(?:(?:not|never|isn['’]t|aren['’]t|won['’]t\s+be)\s+(?:being\s+)?"
    r"(?:included|including|counted|counting|count|considered|recogni[sz]ed"
    # "shoot-out kicks are not goals (for this market)", "are not treated as goals"
    r"|(?:(?:treated|counted|regarded|scored)\s+as\s+)?(?:goals?|part\s+of\s+the\s+score)\b"
    r"|considering|tak(?:en|ing)\s+in(?:to)?\s+account|part\s+of|taking\s+part|relevant|applying|apply"
    r"|mattering|matter"
    r"|used|relied\s+on)|excluded|disregarded|ignored|left\s+out|irrelevant|discounted"
    r"|set\s+aside|left\s+aside|put\s+aside|aside\b|kept\s+out|omitted|out\b"
    r"|(?:(?:falls?|lies?|sits?)\s+)?outside"
    # a table's cell: "Extra time | n/a"
    r"|n\s*/\s*a\b|not\s+applicable"
    # "are without effect on the result", "of no consequence here"
    r"|without\s+(?:any\s+)?(?:effect|bearing|influence)\b|of\s+no\s+(?:effect|consequence|relevance)\b)"
    r"|(?:does|do|will|shall|would)\s+not\b"
    r"|(?:doesn['’]t|don['’]t|won['’]t|wouldn['’]t)\s+(?:count|apply|matter|come\s+into\s+(?:it|play))"
    r"|(?:have|has)\s+no\s+(?:bearing|effect|influence)|(?:plays?|forms?)\s+no\s+part"
    r"|(?:makes?|made)\s+no\s+difference))"
    # A result reached in a period that pays No: "a match decided by a shoot-out resolves
    # No", "won on penalties = No". That period's win is no win of this leg.
    rf"|\b(?:decided|settled|won|wins?|winning|goes\s+through|going\s+through)\s+"
    rf"(?:by|on|via|through|after|in)\s+(?:a\s+|the\s+|any\s+)?{_TERMS}"
    r"[^.;]{0,40}?(?:\b(?:resolv\w*|settl\w*|pays?|paid|gives?|means?|is|counts?\s+as)"
    r"(?:\s+(?:to|as|in))?\s*|\s*(?:=|→|->|:)\s*)[\"“'‘]?no\b"
)
_NINETY = rf"(?:90|ninety){_NUMERAL}"
REG_ONLY = ci(
    rf"\bonly\b[^.;]{{0,60}}?\b{_NINETY}[\s-]*minutes"
    rf"|\b{_NINETY}[\s-]*minutes[^.;]{{0,40}}?\bonly\b"
    rf"|\bfirst\s+{_NINETY}\s+minutes\b|\bregulation(?:\s+time)?\s+only\b"
    r"|\b90['’]\s*(?:\+\s*(?:stoppage|added\s+time|injury\s+time)\s*)?only\b"
)
REG_WEAK = ci(
    rf"\b(?:regular|regulation|normal)\s+{_NINETY}[\s-]*(?:minutes?|mins?)\b"
    rf"|\b{_NINETY}[\s-]*(?:(?:regulation|regular|normal)\s+)?(?:minutes?|mins?)\b|\b90['’]"
    # "(90 + stoppage)"
    r"|\b90\s*\+\s*(?:stoppage|added|injury)"
    r"|\bregulation[\s-]+(?:time|play|period)\b"
    r"|\b(?:end\s+of|after)\s+regulation\b|\b(?:regular|normal)\s+(?:playing\s+)?(?:play|time)\b"
    # the end of the second half is the end of regular time
    r"|\b(?:end|close|conclusion)\s+of\s+the\s+(?:second|2nd)\s+half\b"
    r"|\b(?:second|2nd)\s+half\s+(?:(?:comes?|is\s+brought)\s+)?to\s+(?:a|an|its)\s+(?:close|end)\b"
    r"|\bend\s+of\s+the\s+(?:second|2nd)\s+half['’]s\s+(?:added|stoppage|injury)\s+(?:minutes|time)\b"
)
# "extra time played", "extra time, if any,": what may stand between the period and its verb.
# A condition on a period still includes it: "if required", "where needed", "when
# necessary", "should it be needed", "if played", "if any".
_IF_NEEDED = (
    r"(?:(?:if|where|when|as)\s+(?:any(?:\s+is\s+played)?|played|needed|required|necessary"
    r"|applicable|it\s+happens|it\s+occurs|it\s+comes\s+to\s+that)"
    r"|should\s+(?:it|they|one)\s+be\s+(?:needed|required|necessary|played))"
)
_IF_PLAYED = rf"(?:\s+(?:played|{_IF_NEEDED})|\s*,\s*{_IF_NEEDED}\s*,)?"
# How an inclusion may reach its period: "including by way of a shoot-out".
_BY_WAY = r"(?:(?:by\s+way\s+of|via|through|by|in|on|after)\s+)?"
# Verbs that take a period into the result ("taking account of extra time", "counts extra
# time").
_TAKES_IN = r"taking\s+(?:in(?:to)?\s+)?account\s+of|takes\s+(?:in(?:to)?\s+)?account\s+of|counts"
ET_INCLUDED = ci(
    rf"\b(?:including|includes|include|inclusive\s+of|plus|and|with|as\s+well\s+as|counting"
    rf"|{_TAKES_IN})\s+"
    rf"{_BY_WAY}(?:any\s+|all\s+|the\s+|possible\s+)?{_ET}\b"
    rf"|\b{_ET}{_IF_PLAYED}\s+(?:is|are|will\s+be|shall\s+be)\s+(?:included|counted|taken\s+into\s+account)"
    rf"|\b{_ET}{_IF_PLAYED}\s+(?:counts?|also\s+counts?)\b|\bafter\s+{_ET}\b"
    # "ahead once any extra time has been played"
    rf"|\bonce\s+(?:any\s+|the\s+)?{_ET}\s+(?:has|have)\s+been\s+played\b"
    # "regulation, added time and, if it happens, extra time"
    rf"|\b(?:and|plus|with)\s*,\s*{_IF_NEEDED}\s*,\s*(?:any\s+|the\s+)?{_ET}\b"
    # a heading or a table's cell and its answer: "Extra time: counts if played"
    rf"|\b{_ET}\s*:\s*(?:(?:it\s+|also\s+)?counts?|counted|included|applies)\b"
    # "the whole match counts, extra time included"
    rf"|\b{_ET}{_IF_PLAYED}\s*,?\s+(?:also\s+)?(?:included|counted|inclusive)\b"
    # "including goals scored in extra time", "plus any goals during extra time"
    rf"|\b(?:including|includes|include|inclusive\s+of|plus|as\s+well\s+as)\s+(?:any\s+|all\s+|the\s+)?"
    rf"goals?\s+(?:scored\s+|netted\s+)?(?:in|during)\s+(?:any\s+|the\s+)?{_ET}\b"
)
PEN_INCLUDED = ci(
    rf"\b(?:including|includes|include|inclusive\s+of|plus|with|after|as\s+well\s+as|counting"
    rf"|{_TAKES_IN})\s+"
    rf"{_BY_WAY}(?:any\s+|all\s+|the\s+|a\s+|possible\s+)?(?:{_ET}{_IF_PLAYED}\s*,?\s+(?:and|&|plus|or)"
    rf"(?:\s*,\s*{_IF_NEEDED}\s*,|\s+{_IF_NEEDED})?\s+(?:any\s+|a\s+|the\s+)?)?"
    rf"{_PENS}\b"
    # "extra time and a shoot-out, where needed, are part of the result", "... both count"
    rf"|\b(?:{_ET}\s+(?:and|&)\s+(?:an?\s+|the\s+|any\s+)?)?{_PENS}{_IF_PLAYED}\s+"
    r"(?:(?:(?:is|are|will\s+be|shall\s+be)\s+)?(?:included|counted|taken\s+into\s+account"
    r"|part\s+of\s+the\s+(?:result|score|outcome))|(?:also\s+|both\s+|all\s+)?counts?\b)"
    rf"|\b{_PENS}\s*:\s*(?:(?:it\s+|also\s+)?counts?|counted|included|applies)\b"
    r"|\b(?:advances?|advancing|progress(?:es)?|qualif(?:y|ies))\s+(?:to|past|from|beyond|into"
    r"|over|for)\b|\b(?:wins?|won|winning)\s+the\s+(?:tie|two-legged\s+tie)\b|\bwinner\s+of\s+the\s+tie\b"
    rf"|\b(?:through|via|by|on|after|in)\s+(?:a\s+|the\s+)?{_PENS}"
)
# A negation left in a sentence after the exclusions the reader knows are masked out: an
# inclusion beside it may be one more exclusion in words not known ("never the score
# after extra time"), so the scope is not read from that sentence.
NEGATION_LEFT = ci(
    r"\b(?:not|never|without|excluding|excludes?|excluded|ignored?|ignoring|disregard\w*"
    r"|rather\s+than|instead\s+of|left\s+out|set\s+aside|irrelevant|nothing"
    r"|except(?:ing)?|apart\s+from|other\s+than|no\s+(?:part|bearing|effect|role|account))\b|n['’]t\b"
)
# Extra time or penalties named at all (read after exclusions are masked out).
ET_OR_PENS_MENTION = ci(_ET_OR_PENS)
PENS_MENTION = ci(_PENS)
# A place of the media kind named beside another source ("the league's own website and the
# main sports media"): with the official source, two places in no order.
BESIDE_MEDIA = ci(
    # (a name of two, "the BBC / Sky match reports", is words with a slash between)
    r"\b(?:and|or|as\s+well\s+as|plus|together\s+with|alongside)\s+(?:[\w'’/-]+\s+){0,5}?"
    r"(?:media|outlets?|press|newspapers|papers|broadcasters?|reporting|reports|journalists"
    r"|coverage)\b"
)
SCOPE_MENTION = ci(
    rf"{_ET_OR_PENS}|\bstoppage\b|\bminutes\b|\bregulation\b|\bfull[- ]time\b|\bhalf[- ]time\b"
    r"|\bhalves\b|\bfirst\s+half\b|\bsecond\s+half\b"
)

# A half of the match named as such (not "half-time", which full-match texts name too).
HALF_PERIOD = ci(r"\b(?:first|1st|opening|second|2nd)[- ]half\b")

# ---- outcome -------------------------------------------------------------------------
# A team name as written: no sentence punctuation or quotes; validated after extraction.
_TEAM = r"([^\s,;:\n\"“”?()][^,;:\n\"“”?]{0,60}?)"
# A team in a note's signed line ("YES = draw. NO = either side wins"): no stop or sign in it.
_TEAM_SIGNED = r"([^\s,;:\n\"“”?()=.][^,;:\n\"“”?=.]{0,60}?)"
_MORE_GOALS_OR_AHEAD = (
    r"(?:(?:scores?|records?|nets?|has|have|outscores?)\s+more\s+goals\s+than"
    r"|(?:finish(?:es)?|ends?)\s+(?:[^.;\n]{0,80}?\s+)?(?:with\s+more\s+goals\s+than|ahead\s+of"
    r"|in\s+front\s+of))\b"
)
WIN_TEAM = (
    # "if Arsenal will win" (a future in the if-clause, as many writers put it) is "wins".
    rf"(?i:\b(?:if|when)\s+){_TEAM}(?i:\s+(?:will\s+)?(?:wins?|beats?|defeats?|prevails?\s+(?:over|against)"
    # "come out on top", "come out the winners", "emerge victorious"
    r"|(?:comes?|came)\s+out\s+(?:on\s+top|(?:as\s+)?(?:the\s+)?winners?|victorious)"
    r"|emerges?\s+(?:victorious|(?:as\s+)?(?:the\s+)?winners?))\b)",
    rf"(?i:\bwill\s+){_TEAM}(?i:\s+win\b)",
    # "if Arsenal are ahead (at full time)", "in front when the referee ends normal time":
    # the side ahead when the result is taken wins it.
    rf"(?i:\b(?:if|when)\s+){_TEAM}(?i:\s+(?:is|are)\s+(?:ahead|in\s+front|in\s+the\s+lead|winning)\b)",
    # More goals than the other side, or ending ahead of it: "if Arsenal score more goals
    # than Chelsea", "if Arsenal finish regulation time with more goals than Chelsea",
    # "if Arsenal finish ahead of Chelsea".
    rf"(?i:\b(?:if|when)\s+){_TEAM}(?i:\s+{_MORE_GOALS_OR_AHEAD})",
    # A note's "YES: Arsenal ahead at FT", "YES = Arsenal win": the sign says what pays Yes.
    rf"(?i:(?:^|[\n.;]\s*)(?:[-•*]\s*)?{_Q}yes{_Q}\s*(?:[:=]|->|→)\s*){_TEAM_SIGNED}"
    r"(?i:\s+(?:(?:is|are)\s+)?(?:ahead|in\s+front|in\s+the\s+lead|wins?|beats?|defeats?)\b)",
    # Yes denied unless the team wins: "does not resolve Yes unless Arsenal win" is Yes only
    # if they do ("resolves Yes unless Arsenal win" is the opposite and is not read here).
    rf"(?i:\b(?:not|never)\s+(?:be\s+)?{_RESOLVE}\s*{_Q}yes{_Q},?\s+unless\s+){_TEAM}"
    rf"(?i:\s+(?:wins?|beats?|defeats?|{_MORE_GOALS_OR_AHEAD}))",
    rf"(?i:\bif\s+the\s+winner\s+is\s+){_TEAM}(?i:[\s,.;]|$)",
    rf"(?i:\b(?:if|when)\s+){_TEAM}(?i:\s+(?:is|are)\s+(?:the\s+)?winners?\b)",
    rf"(?i:\bif\s+){_TEAM}(?i:\s+(?:takes?|gets?|secures?|claims?|records?|earns?|grabs?)"
    r"\s+(?:the\s+|a\s+)?(?:win|victory)\b)",
    # The passive: "if the ... match is won by Real Betis after 90 minutes".
    rf"(?i:\b(?:is|are|gets?)\s+won\s+by\s+){_TEAM}"
    r"(?i:\s+(?:after|in|at|on|within|during|over|when|before|with|once|\(|-)|[,;.]|$)",
)
# Going on to the next round of a tie: advances, progresses, qualifies, goes through,
# reaches the next round, knocks the other side out, eliminates it.
_ADVANCE_VERB = (
    r"(?:advances?|progress(?:es)?|qualif(?:y|ies)|go(?:es)?\s+through|reach(?:es)?\s+the\s+next"
    r"\s+round|knocks?\s+[^,;:.\n]{1,60}?\s+out|eliminates?)"
)
ADVANCE_TEAM = (
    rf"(?i:\bif\s+){_TEAM}(?i:\s+{_ADVANCE_VERB}\b)",
    rf"(?i:\bwill\s+){_TEAM}(?i:\s+(?:advance|progress|qualify|go\s+through)\b)",
    # "Whichever of Arsenal and Chelsea qualifies ... wins this market: "Arsenal" or
    # "Chelsea"": each team's label pays on its own team going through; read from the
    # text alone, the first named is the first outcome's team, as in "resolves to "A" if A
    # goes through, and to "B" if B does".
    # The second name is capitalised words (and particles), so "whichever of A and B fails
    # to qualify" is not read as a team going through.
    rf"(?i:\bwhichever\s+of\s+){_TEAM}\s+(?i:and)\s+(?:(?:[A-ZÀ-ÖØ-Þ\d]\S*|de|del|da|of|the)\s+){{1,6}}"
    rf"(?i:{_ADVANCE_VERB}\b)",
)
TIE_WIN = ci(r"\bwins?\s+the\s+(?:two-legged\s+)?tie\b")
DRAW_TEAM = ci(r"^(?:tie|draw|the\s+draw|a\s+draw)$")
# Captured "team" values that are not a team: a sentence fragment, or the draw outcome.
TEAM_INVALID = ci(
    r"^(?:the|a|an|one|neither|either|any|no|both|it|they|this|that|whichever)\b"
    r"|\b(?:is|are|was|were|game|match|market|result|fixture|event)\b"
    # "if Inter takes the win": a verb phrase caught before "win" is no team's name.
    r"|\b(?:takes?|gets?|secures?|claims?|records?|earns?|grabs?)\b"
    # "if Fulham or Man City wins" names two teams: it is no one team's win.
    r"|\b(?:or|nor)\b"
    # "if Fulham fail to win", "if Fulham do not win": a win denied is no team's win.
    r"|\b(?:fails?|failing|not|never|cannot|to|do|does|did)\b|n['’]t\b"
    # "if Napoli avoid defeat", "suffer defeat": the noun after a verb, no team's win.
    r"|\b(?:avoids?|avoiding|suffers?|suffering)\b"
    # "will Napoli come away with the win": a verb phrase, no name.
    r"|\b(?:with|against|comes?|coming)\b"
    # "if nobody wins", "if none of the teams wins": a subject that denies the win names
    # no winner.
    rf"|\b{V.NO_WINNER_SUBJECT}\b"
)
DRAW_SUBJECT = ci(
    r"\bif\s+tie\s+(?:is|wins?)\b|\bshould\s+tie\s+be\s+the\s+(?:outcome|result)\b|\bif\s+(?:the\s+)?(?:result|outcome)\s+is\s+(?:a\s+)?(?:draw|tie)\b"
    r"|\bwill\s+[^?\n]{1,120}?\bend\s+in\s+a\s+(?:draw|tie)\b"
)
# A draw clause that pays *this* market ("the market named Tie" on a win leg does not).
_DRAW_LEVEL = (
    r"\b(?:ends?|ended|ending|finish(?:es|ed|ing)?|stands?|stood|remains?|conclud(?:es|ed|ing))\s+"
    r"(?:(?:in|with)\s+(?:a\s+)?(?:draw|tie)|level|tied|drawn|without\s+a\s+winner)"
    r"|\bis\s+(?:a\s+)?(?:draw|drawn|tied)\b|\bresults?\s+in\s+a\s+(?:draw|tie)\b"
    r"|\ba\s+(?:draw|tie)\s+(?:occurs?|happens?|results?|is\s+recorded)\b"
    # No winner: "if neither team wins", "if neither Arsenal nor Chelsea wins".
    r"|\bneither\s+(?:team|side|club)\s+wins?\b"
    # Equal scores said as such: "finishes with the same score", "have scored the same
    # number of goals", "the scores of the two clubs are equal", "Inter and Juventus are
    # level", "the result is a tie" (not "a tie between": a knockout's two sides).
    r"|\b(?:ends?|ended|ending|finish(?:es|ed|ing)?|conclud(?:es|ed|ing))\s+with\s+(?:an?\s+|the\s+)?"
    r"(?:equal|same|level|identical)\s+(?:scores?|scorelines?|number\s+of\s+goals)\b"
    r"|\b(?:scor(?:e|es|ed|ing)|net(?:s|ted)?)\s+the\s+same\s+number\s+of\s+goals\b"
    r"|\b(?:scores?|scorelines?)\s+(?:of\s+(?:the\s+)?(?:two|both)\s+(?:teams|sides|clubs)\s+)?"
    r"(?:is|are|was|were|stands?|remains?)\s+(?:equal|level|the\s+same|tied|identical|(?:all\s+)?square)\b"
    r"|\b(?:are|were)\s+(?:level|tied|equal|(?:all\s+)?square)\b"
    r"|\bis\s+a\s+tie\b(?:\s+(?:[^b\s]|b[^e]|be[^t])|[^\s\w]|$)"
)
# (a name's initials keep their full stops: "neither Toronto FC nor D.C. United wins")
_DRAW_NEITHER_NOR = (
    r"\bneither\s+(?:\b\w\.|[^,;:.\n]){1,60}?\s+nor\s+(?:\b\w\.|[^,;:.\n]){1,60}?"
    r"\s+(?:wins?|is\s+ahead|leads|is\s+in\s+front)\b"
)
# The first cue's two halves apart (the second, rare, costs most to search for).
DRAW_NO_WINNER = (_DRAW_LEVEL, _DRAW_NEITHER_NOR)
DRAW_SENTENCE_CUE = (
    "|".join(DRAW_NO_WINNER),
    # This market's Yes: "the market (is) resolving to Yes", "..., market resolves Yes", "it
    # pays Yes", or the clause opening "Yes if"; never another market's ("the Tie market").
    rf"(?:\b(?:this|the)\s+|^\s*|[,;:]\s*)(?:market|contract)\s+(?:is\s+|will\s+|shall\s+)?"
    rf"(?:be\s+)?{_RESOLVE}\s*{_Q}yes\b"
    rf"|\bit\s+(?:is\s+|will\s+|shall\s+)?(?:be\s+)?{_RESOLVE}\s*{_Q}yes\b"
    rf"|^\s*{_Q}yes{_Q}\s+(?:if|when)\b"
    # "This market does not resolve to Yes unless the sides are level": Yes only then.
    rf"|\b(?:this|the)\s+market\s+(?:does|will|shall)\s+not\s+(?:be\s+)?{_RESOLVE}\s*{_Q}yes{_Q},?"
    r"\s+unless\b",
)

# "Resolves Yes unless the match ends level" pays Yes on every result but the one named: the
# draw named after "unless" is the No (unless the Yes itself is denied: "does not resolve
# Yes unless ...", `DRAW_SENTENCE_CUE`).
YES_UNLESS = ci(rf"\b{_RESOLVE}\s*{_Q}yes{_Q},?\s+unless\b")
YES_DENIED_UNLESS = ci(rf"\b(?:not|never)\s+(?:be\s+)?{_RESOLVE}\s*{_Q}yes{_Q},?\s+unless\b")

# ---- source --------------------------------------------------------------------------
OFFICIAL = ci(
    r"\bofficial\s+(?:[\w'’]+\s+){0,3}(?:statistics|stats|data|numbers|results?|scores?|records|website|site"
    r"|match\s+reports?|scoresheets?|figures|match\s+cent(?:er|re)|app|feed|channels?"
    r"|(?:match\s+)?summar(?:y|ies)|record|pages?|accounts?"
    r"|announcements?|communications?|sources?)\b|\bgoverning\s+body\b"
    r"|\b(?:event\s+)?organi[sz]ers?\b|\borgani[sz]ing\s+(?:body|committee)\b"
    # "the Eredivisie's own website": a body's own publication ("ESPN's own site" then
    # names two kinds, and the source is unread)
    r"|\b[\w.]+['’]s\s+own\s+(?:published\s+)?(?:website|site|app|channels?|pages?|results?|data"
    r"|statistics|records?|publications?)\b"
    r"|\b(?:premierleague\.com|laliga\.(?:com|es)|bundesliga\.(?:com|de)|legaseriea\.it"
    r"|ligue1\.(?:com|fr)|uefa\.com|fifa\.com|mlssoccer\.com|conmebol\.com|concacaf\.com"
    r"|thefa\.com)\b"
)
# League or federation names count as a source only inside a sentence about sources.
# Bodies that run competitions: confederations, leagues by name, and a football league,
# federation or association named as such ("the Turkish Football Federation", "the English
# Football League"). A body of no known kind ("Northern League Office") is not guessed.
OFFICIAL_NAMED = ci(
    r"\b(?:FIFA|UEFA|CONMEBOL|CONCACAF|AFC|CAF|Premier\s+League|La\s?Liga|Bundesliga|Serie\s+A"
    r"|Ligue\s+1|MLS|Major\s+League\s+Soccer|the\s+league|the\s+competition|the\s+federation"
    r"|Eredivisie|Primeira\s+Liga|Liga\s+(?:MX|Portugal|Profesional)|S[üu]per\s+Lig|EFL|SPFL|LFP"
    r"|DFL|DFB|RFEF|FIGC|FFF|KNVB|CBF|AFA|J[1.\s-]?League|K\s?League|A-League|Allsvenskan"
    r"|Eliteserien|Superliga|Ekstraklasa|Scottish\s+Premiership|(?:Saudi\s+)?Pro\s+League"
    r"|(?:football|soccer)\s+(?:league|federation|association|confederation))\b"
)
# Where a result is taken from, said by a verb or a label ("checked on", "we go by",
# "Source:"); the bare noun ("the source site may lag") is left to `SOURCE_CUE`.
SOURCE_STATED = ci(
    r"\b(?:sources?|src)\s*(?:[:|]|[-–—]\s)|\baccording\s+to\b|\bas\s+(?:reported|published|recognized|recognised)\b"
    r"|\b(?:published|reported|determined|provided|released|issued|recorded|compiled|recogni[sz]ed"
    r"|confirmed|ratified|validated|certified|sanctioned|announced|declared)\s+by\b"
    r"|\bwe\s+(?:(?:can|may|will|shall|might|could|would)\s+)?(?:use|go\s+by|rely\s+on|follow|take)\b"
    r"|\bdata\s+from\b|\brel(?:y|ies)\s+(?:\w+\s+)?on\b"
    r"|\b(?:taken|obtained|sourced|drawn|confirmed|verified|checked)\s+(?:from|using|with|via"
    r"|against|on)\b"
)
SOURCE_CUE = ci(rf"\bsources?\b|{_raw(SOURCE_STATED)}")
# "According to the score after 90 minutes", "according to the rules of the league": what
# is counted or the rules applied, no source named (a league named in the same clause is not
# read as the one publishing the result).
ACCORDING_TO_BASIS = ci(
    r"\baccording\s+to\s+(?:the\s+|its\s+|their\s+)?(?:final\s+|full[- ]time\s+)?"
    r"(?:score(?:line)?s?|results?|outcomes?|rules?|terms|regulations|laws\s+of\s+the\s+game)\b"
    r"(?:\s+(?:at|after|of|in|when)\b)?"
)
# "Knockout games can go beyond 90 minutes": the game lasting longer, no bound of the result.
BEYOND_NINETY = ci(
    rf"\b(?:go(?:es)?|run(?:s)?|last(?:s)?|continue(?:s)?|extend(?:s)?|stretch(?:es)?)\s+"
    rf"(?:on\s+)?(?:beyond|past|longer\s+than|over)\s+(?:the\s+)?{_NINETY}[\s-]*(?:minutes?|mins?)\b"
)
# A question whether something counts ("Q: Do extra time or penalties count?", "Is the
# shoot-out included?"): it asks, it states nothing; its answer does. (A question naming
# the market's matter, "Will X qualify from the tie?", does state it.)
QUESTION = ci(
    r"[^.?!\n]*\b(?:counts?|counted|included?|includes|matters?|apply|applies|considered"
    r"|part\s+of)\b[^.?!\n]*\?"
)
PROVIDER_NAME = ci(
    r"\b(?:ESPN|Fox\s+Sports|Opta|Stats\s?Perform|Sportradar|Sofascore|FlashScore|BBC\s+Sport"
    r"|Reuters|Associated\s+Press|The\s+Athletic|FotMob|WhoScored|Genius\s+Sports"
    r"|Sky\s+Sports|BT\s+Sport|TNT\s+Sports|DAZN|beIN\s+Sports|CBS\s+Sports|NBC\s+Sports"
    r"|Yahoo\s+Sports|Marca|L['’]\s?[ÉE]quipe|Gazzetta(?:\s+dello\s+Sport)?|Soccerway"
    r"|Transfermarkt|LiveScore|Eurosport)\b"
)
# Club names that contain a provider's name ("the Athletic Club vs. Villarreal match"):
# taken out before a part is searched for a provider.
PROVIDER_LOOKALIKE = ci(r"\bathletic\s+(?:club|bilbao)\b")
PROVIDER = ci(
    rf"{_raw(PROVIDER_NAME)}"
    r"|\b(?:espn\.com|foxsports\.com|sofascore\.com|flashscore\.com|bbc\.co\.uk|bbc\.com"
    r"|skysports\.com|marca\.com|kicker\.de|lequipe\.fr|gazzetta\.it|soccerway\.com"
    r"|fotmob\.com|whoscored\.com|livescore\.com|transfermarkt\.\w+)\b"
)
URL = r"https?://\S+"
# A web address, with or without its scheme: a league's name inside one ("eredivisie.nl")
# is no statement by the league.
WEB_ADDRESS = ci(r"https?://\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|org|net|co\.uk|[a-z]{2})\b/?\S*")
# What reports a result, in a consensus of it.
_REPORTERS = (
    r"(?:reporting|reports?|reporters|journalists|sources|medias?|outlets|press|publications"
    r"|coverage|news(?:papers)?|papers|broadcasters)"
)
CONSENSUS = ci(
    # (after "consensus", "information" is reporting too; "other reliable information" alone
    # is a source of no kind)
    r"\bconsensus\s+(?:of|among|amongst|across|between|from|in)\s+(?:\w+\s+){0,2}"
    rf"(?:{_REPORTERS}|informations?)\b"
    r"|\b(?:credible|reputable|reliable|trusted|trustworthy|respected|established|major|serious)[\s-]+"
    rf"(?:(?:news|media|sports)[\s-]+){{0,2}}{_REPORTERS}\b"
    r"|\bwidely\s+reported\b"
    r"|\b(?:reporting|media|press|credible|reputable|reliable|trusted|news)\s+consensus\b"
)
VENUE_DECIDES = ci(
    r"\b(?:kalshi|polymarket|the\s+exchange|the\s+venue|the\s+operator|the\s+platform)\s+"
    r"(?:will|shall|may)\s+(?:determine|decide|settle)\b|\bat\s+(?:its|the\s+\w+['’]s)\s+"
    r"(?:sole\s+)?discretion\b"
    r"|\b(?:resolved|settled|decided|determined)\s+by\s+(?:kalshi|polymarket|the\s+(?:exchange"
    r"|venue|operator|platform))(?:['’]s)?\b"
)
# A fallback source is named after a condition ("if ... not published", "should they not",
# "otherwise", "in the absence of") or in a phrase marked as such ("... instead", "as the
# backup source").
FALLBACK_CUE = ci(
    r"\b(?:if|should|where|when|in\s+case|in\s+the\s+event|unless)\b[^.]{0,120}?(?:\b(?:not|no|nothing|none|fails?|cannot|unable"
    r"|unavailable|missing|absent|late|delayed|slow|unpublished|lags?|lagging|overdue|outstanding"
    r"|lacks?|lacking)\b"
    r"|n['’]t\b)|\botherwise\b"
    r"|\b(?:without|w/o|lacking|barring)\s+(?:timely\s+|official\s+|its\s+|their\s+)?(?:publication"
    r"|data|results?|stats|statistics|confirmation)\b"
    r"|\bin\s+(?:the\s+)?absence\b|\bin\s+(?:its|their)\s+defect\b|\b(?:in|for)\s+(?:the\s+)?(?:lack|want|default)\s+of\b|\bfailing\s+(?:that|which|this|their|its|such|the|these|those|any|timely|official"
    r"|publication|receipt|availability|confirmation|data|them|it|\w+ation)\b|\bin\s+default\s+of\b"
    r"|\bif\s+(?:that|this|it|they)\s+(?:is|are)\s+(?:late|unavailable|missing)\b"
    r"|\babsent\s+(?:such|any|that|this|the|their|its|official|timely)\b"
    r"|\bwithout\s+(?:it|them|this|that|such|these|those|which|official|publication|data)\b"
    # A note's terse condition and arrow: "Nothing official 2h after FT -> consensus",
    # "Not out by FT + 2h -> media".
    r"|\b(?:nothing|not|none|no)\b[^.;\n]{0,80}?(?:->|→|⇒)"
)
FALLBACK_PHRASE = ci(
    r"[^,;]*\b(?:instead|as\s+(?:a|the)\s+(?:backup|fallback|secondary)|fall(?:s|ing)?\s?back|backup)\b[^,;]*"
)
# A source brought in without a kind ("other reliable information may be consulted"): a
# clause naming one is read with the source clauses, so its fallback is seen, if unread.
OTHER_SOURCE = ci(
    r"\b(?:other|alternative|another|different)\s+(?:\w+\s+)?(?:information|sources?|data"
    r"|reports?|reporting|media|outlets)\b"
    # Places of no kind read ("the account of trustworthy news outlets"): a fallback naming
    # them is a fallback not understood, never no fallback.
    r"|\b(?:news|media|press|sports|broadcast)\s+(?:outlets|organi[sz]ations|reports?|reporting"
    r"|coverage|sources)\b|\bconsensus\b|\breporters\b|\bjournalists\b"
    # A source taken up as the alternative, named in no kind: "..., we can use what the
    # bloggers write".
    rf"|\bwe\s+(?:can|may|might|could|would|will)\s+(?:then\s+|instead\s+)?{V.SOURCE_VERB}\b"
)
# Where a source is published, of any kind or none ("a major sports outlet", "the league's
# own site", "bundesliga.com"): two of these joined by "or" with no condition state no order.
# A place named by a common noun, not by its address.
OUTLET_WORD = ci(
    r"\b(?:outlets?|sites?|websites?|media|publications?|broadcasters?|providers?|apps?|news"
    r"|press|newspapers?|feeds?)\b"
)
OUTLET = ci(rf"{_raw(OUTLET_WORD)}|\b\w+\.(?:com|org|net|co\.uk|de|es|it|fr|pt)\b")
# A head split at its first "or": group 1 before it, group 2 after it.
OR_SPLIT = r"(?is)^(.*?)\bor\b(.*)$"
# What a fallback names when it names a source at all.
SOURCE_NOUN = ci(
    r"\b(?:information|reports?|reporting|media|sources?|data|statistics|outlets|press"
    r"|consensus|websites?|providers?|figures|coverage)\b"
)
SOURCE_MENTION = ci(
    r"\bsources?\b|\baccording\s+to\b|\bstatistics\b|\breport(?:ing|ed|s)?\b|\bdata\b"
)
# A clause about changes to the result after settlement ("Changes to the official result
# after settlement will not reopen the market"): finality, no statement of the source.
_CHANGE_WORD = (
    r"\b(?:changes?|corrections?|revisions?|amendments?|updates?|alterations?|changed|corrected"
    r"|revised|amended|updated|altered|overturned)\b"
)
# Either order: "corrections made after settlement ..." and "once the market has settled,
# later corrections to the official result ...": a clause about the result changing after
# settlement (or standing as it is then), which names no source even when it says
# "official".
REVISION_CLAUSE = ci(
    rf"{_CHANGE_WORD}[^.;]{{0,60}}?\b(?:after|following|once|post)\b[^.;]{{0,30}}?"
    r"\b(?:settle\w*|resol\w*)"
    r"|\b(?:after|following|once|post)\b[^.;]{0,40}?\b(?:settle\w*|resol\w*)[^.;]{0,40}?"
    rf"{_CHANGE_WORD}"
    # "the result as it stands when the market settles": the result's finality.
    r"|\bas\s+(?:it|they)\s+stands?\b[^.;]{0,60}?\b(?:settle\w*|resol\w*)"
)
_IGNORED = r"\b(?:ignored|disregarded|not\s+be\s+(?:considered|taken\s+into\s+account)|no\s+effect)"
# Score changes after resolution do not count: "revisions made after resolution are
# ignored", "once the market has resolved, later corrections are disregarded".
REVISIONS_IGNORED = ci(
    r"\b(?:revision|amendment|correction|change|update)s?\b[^.]{0,80}?\bafter\b[^.]{0,40}?"
    rf"\bresol\w*[^.]{{0,60}}?{_IGNORED}"
    r"|\b(?:once|after|when)\b[^.]{0,40}?\bresol\w*[^.]{0,20}?\b(?:later|subsequent|any|further)"
    rf"\s+(?:revision|amendment|correction|change|update)s?\b[^.]{{0,60}}?{_IGNORED}"
)
# The number words, the one list the reader's patterns and the reading copy's lengths
# (`quantities`) both take them from.
UNIT_WORDS = ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
TEEN_WORDS = (
    "ten",
    "eleven",
    "twelve",
    "thirteen",
    "fourteen",
    "fifteen",
    "sixteen",
    "seventeen",
    "eighteen",
    "nineteen",
)
TENS_WORDS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
_UNITS, _TEENS, _TENS = UNIT_WORDS, TEEN_WORDS, TENS_WORDS
# A number in words, a compound one whole ("thirty-six", never its "six": the tens word is
# met first, and its alternative takes the units with it).
_NUM = (
    rf"(\d+|(?:{'|'.join(_TENS)})(?:[- ](?:{'|'.join(_UNITS)}))?"
    rf"|(?:{'|'.join(_TEENS)}|{'|'.join(_UNITS)})|a|an)"
)
NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    **{word: n for n, word in enumerate(_UNITS, 1)},
    **{word: n for n, word in enumerate(_TEENS, 10)},
    **{word: n for n, word in enumerate(_TENS, 2) for n in (n * 10,)},
    **{
        f"{tens}{sep}{unit}": t * 10 + u
        for t, tens in enumerate(_TENS, 2)
        for u, unit in enumerate(_UNITS, 1)
        for sep in ("-", " ")
    },
}
# Group 1: the number; group 2: the unit.
DURATION = ci(rf"\b{_NUM}{_NUMERAL}[\s-]*(hours?|hrs?|h|days?|weeks?|fortnights?)\b")
# The end of the match a deadline counts from: "the final whistle", "the match's end", "the
# match ends", or the match itself where the phrase stops there ("two hours after the game,").
_MATCH_END = (
    r"(?:the\s+)?(?:(?:(?:event|match|game|fixture)['’]s\s+)?(?:end|conclusion|completion"
    r"|final\s+whistle|finish|close)\b"
    r"|(?:event|match|game|fixture)\s+(?:ends|ending|is\s+over|has\s+ended|finishes|finishing"
    r"|concludes|concluding|is\s+completed)\b"
    r"|(?:event|match|game|fixture)\s*(?:[.,;:?!)]|$))"
)
# The time by which the result must be published, counted from the end of the match:
# "within 2 hours of the final whistle", "still not out two hours after the match,", "no
# figures 120 minutes after the game ends". Group 1: the number; group 2: the unit.
DEADLINE = ci(
    rf"\b{_NUM}{_NUMERAL}[\s-]*(hours?|hrs?|h|days?|minutes?|mins?)\s+(?:of|after|following"
    rf"|from)\s+{_MATCH_END}"
)

# ---- timing and void -----------------------------------------------------------------
# "Not played within 48 hours" bounds a postponement too (and, said of any game, covers a
# cancelled one: see NOT_PLAYED).
POSTPONED = (
    # "PPD": the scoreboards' shorthand for a postponed game.
    r"\b(?:postpon\w*|ppd|re-?schedul\w*|re-?arrang\w*|re-?fixtur\w*|delay(?:s|ed)?|moved|shifted"
    r"|pushed|put\s+back|(?:new|later)\s+(?:start|kick-?off)(?:\s+(?:time|date))?"
    # "(moved, put, suspended) to another date"
    r"|(?:suspended|reported|transferred|deferred|carried\s+over|sent)\s+(?:to|for|until)\s+(?:an?other|other|a\s+(?:later|new|different))\s+(?:date|day))\b"
)
POSTPONE = (
    rf"{POSTPONED}|(?:\b(?:not|never|fails?\s+to)|\Bn['’]t)\s+(?:be\s+|been\s+|get\s+)?(?:played|held"
    r"|staged|start(?:ed)?|begin|begun|kick(?:ed)?\s+off|take\s+place|taken\s+place|completed?"
    r"|finish(?:ed)?|underway)\s+(?:within|by)\b"
)
# A game that is not (or never) played: cancelled, unless the clause is about a postponed one.
NOT_PLAYED = r"\b(?:not|never)\s+(?:be\s+|been\s+|being\s+)?(?:played|held|staged)\b"
# A writer unsure of what they state ("I believe it stays open, but I'm not certain";
# "I couldn't confirm the order"; "maybe ESPN"): what the sentence says is not taken as
# the rule.
DOUBT = (
    r"\bI\s+(?:believe|think|guess|suspect|assume|reckon|doubt)\b"
    r"|\b(?:not|never)\s+(?:entirely\s+|totally\s+|completely\s+|fully\s+|100%\s+|honestly\s+|quite\s+)?"
    r"(?:sure|certain)\b|\bcan(?:not|['’]t|\s+not)\s+be\s+(?:sure|certain)\b"
    r"|\bcould(?:n['’]t|\s+not)\s+(?:confirm|verify|find|tell|check)\b|\bdouble[- ]check\b"
    # (Not "usually" or "typically": "the league usually posts the score within minutes"
    # states a habit, no doubt about the rule.)
    r"|\bas\s+far\s+as\s+I\s+(?:can\s+tell|know)\b|\b(?:probably|presumably|perhaps|maybe)\b"
    r"|\bI['’]m\s+guessing\b|\bI\s+(?:may|might|could)\s+be\s+wrong\b"
    # "is usually settled at a fair price": the rule's own verb hedged, not a habit told.
    r"|\b(?:usually|typically|normally|generally|mostly|often)\s+(?:be\s+)?(?:settl|resolv|pa(?:y|id)"
    r"|void|refund|count|treat|grad|stay|remain|kept)\w*"
)
# Words that leave a consequence to someone's judgement: no reading can be taken from them.
HEDGE = (
    rf"{DOUBT}|"
    r"\b(?:may|might|could)\s+(?:be\s+)?(?:kept|remain|stay|left|resolv\w*|settl\w*)"
    r"|\b(?:reasonable|sensible|suitable|appropriate|limited|certain|extended|significant)\s+"
    r"(?:period|time|delay|stretch|while|length\s+of\s+time|amount\s+of\s+time)\b"
    r"|\bat\s+(?:its|our|their|the(?:\s+[\w-]+['’]s)?)\s+(?:sole\s+|own\s+|absolute\s+)?discretion\b"
    r"|\b(?:sole|own|absolute)\s+discretion\b|\bin\s+(?:its|our|their)\s+discretion\b"
    # Left to the operator's judgement in other words: "for as long as we think sensible",
    # "on whatever basis we consider fair", "as it sees fit".
    r"|\b(?:we|it|they|the\s+(?:operator|venue|exchange|platform|market\s+maker))\s+"
    r"(?:think|thinks|consider|considers|deem|deems|judge|judges|see|sees|find|finds)\s+"
    r"(?:(?:it|to\s+be|most|more)\s+)?(?:sensible|fair|fit|appropriate|reasonable|suitable|proper"
    r"|right|best)\b"
    r"|\bwhatever\s+(?:basis|way|terms|method)\b"
    # A choice left open: "the desk will decide at the time whether to keep it open or to
    # settle it", "we choose then which of the two applies".
    r"|\b(?:decides?|determines?|chooses?|choose|judges?)\s+(?:[\w-]+\s+){0,4}?(?:whether"
    r"|which\s+(?:way|of|one)|how\s+to)\b"
    # A payout whose meaning is in another document: "void per the venue's house rules".
    r"|\b(?:per|under|according\s+to|in\s+line\s+with|in\s+accordance\s+with)\s+"
    r"(?:the\s+|our\s+|its\s+)?(?:[\w-]+['’]s\s+)?(?:house|general|standard)\s+"
    r"(?:rules|terms|procedures?|policy)\b"
    # A payout the operator may set aside: "save as the Exchange may otherwise determine",
    # "unless we decide otherwise".
    r"|\b(?:save|except|unless)\s+(?:as\s+|where\s+|if\s+)?(?:we|it|they|the\s+[\w-]+(?:\s+[\w-]+)?)\s+"
    r"(?:may\s+|shall\s+|should\s+)?(?:otherwise\s+)?(?:determines?|decides?|directs?)"
    r"(?:\s+otherwise)?\b"
    # A sentence that corrects itself ("forty-eight hours, sorry, no, two weeks", "fifty-fifty,
    # or, hang on, it might be No now"): which of its values stands is not for us to pick.
    r"|\b(?:sorry|hang\s+on|scratch\s+that|or\s+rather|I\s+mean|correction|let\s+me\s+(?:check"
    r"|find|see))\b"
    # A stretch of no length said: "open for a while", "for some time", "for a bit longer";
    # or one whose length is said elsewhere ("for the period set out in the contract terms").
    r"|\bfor\s+(?:a\s+(?:while|bit|little)|some\s+(?:time|days|while)|the\s+time\s+being)\b"
    r"|\b(?:for|within|during)\s+(?:the|a)\s+(?:period|time|window|length\s+of\s+time|duration)"
    r"\s+(?:set\s+out|stated|specified|given|described|defined|laid\s+down|provided|fixed)\s+(?:in|by|under)\b"
)
# A bound whose number lost its unit ("kicks off within 48 of its original start",
# "postponed more than 48 from the scheduled time"): a bound, of no length the text gives.
BARE_BOUND = (
    r"\b(?:within|inside|under|beyond|past|more\s+than|over|less\s+than)\s+\d{1,4}\s+"
    r"(?:of|from|after|since)\b"
)
OPEN_UNTIL_PLAYED = (
    r"\b(?:remains?|stays?|rests?|kept|keep|be\s+left|left)\s+open(?:ed)?\b"
    # A market kept live until play: "the mkt stays live till the game gets played".
    rf"|{V.KEPT_LIVE_UNTIL}\s+[^.;\n]{{0,60}}?\b(?:played|takes\s+place|goes\s+ahead|is\s+held)\b"
    r"|\bnot\s+(?:be\s+)?resolv\w*\s+until\b"
    r"|\bresolv\w*\s+(?:based\s+)?(?:on|according\s+to)\s+the\s+(?:result|outcome)\s+of\s+the\s+"
    r"(?:rescheduled|replayed|eventual|make-?up|completed)\b"
    # "resolution will be based on the rescheduled game, whenever it takes place"
    r"|\bwhenever\s+(?:it|the\s+(?:game|match|fixture))\s+(?:takes\s+place|is\s+played|kicks\s+off"
    r"|goes\s+ahead)\b|\b(?:based|settled|resolved|decided)\s+on\s+the\s+(?:rescheduled|re-?arranged"
    r"|eventual|make-?up|replayed)\s+(?:game|match|fixture)\b"
)
OTHERWISE = (
    r"\b(?:otherwise|if\s+not|failing\s+(?:that|which)|else"
    r"|if\s+(?:it|this|the\s+\w+)\s+(?:does|is)\s+not)\b"
)
CANCEL = (
    # "CANC", "CXL": the scoreboards' and traders' shorthand; a match "annulled" is one
    # cancelled.
    r"\b(?:cancel{1,2}\w*|canc|cxld?|call(?:ed|ing|s)?[\s-]+off|scrapped"
    r"|(?:match|game|fixture|play)\s+(?:is\s+|was\s+|gets\s+|be\s+|been\s+)?an+ul+(?:ed|led)"
    r"|will\s+not\s+(?:be\s+played|take\s+place))\b"
)
# Abandonment: said outright, or of the game itself ("trading is suspended" is not). A game
# "suspended to another date" is one postponed: "suspended" stands for a stop in play only
# where no destination follows it (punctuation or a word of how or when play stopped).
ABANDON_OUTRIGHT = (
    # "ABD": the scoreboards' shorthand for an abandoned game.
    r"\babandon\w*|\babd\b|\b(?:game|match|fixture|play)\s+(?:(?:is|was|gets|has\s+been|being|be)\s+)?"
    r"(?:(?:interrupted|terminated|stopped|halted)\b|suspended(?:\s*[,;:)\n]|\s*$|\s+(?:and|but"
    r"|or|after|during|mid|midway|partway|in|with|before|at|because|due|then|without|never|not)\b))"
)
_NOT_COMPLETED = r"\b(?:not|never|cannot)\s+(?:be\s+|been\s+|being\s+)?(?:completed|finished)\b"
ABANDON = rf"{ABANDON_OUTRIGHT}|{_NOT_COMPLETED}"
# "Not completed within 48 hours" bounds a postponement: a sentence that says only this is
# no abandonment clause.
# A two-legged tie that is never completed is a contest never decided, not a match stopped
# during play: no abandonment reading.
TIE_UNFINISHED = (
    # (a few words may stand between: "a tie cancelled, never completed")
    r"\btie\s+(?:[^.;:\n]{1,30}?\s+)?(?:is\s+|was\s+|has\s+|gets\s+)?"
    r"(?:not|never|cannot|can['’]t|could\s+not|couldn['’]t)\s+"
    r"(?:been\s+|be\s+|being\s+)?(?:completed|finished)\b"
)
ABANDON_BY_A_TIME = rf"{_NOT_COMPLETED}\s+(?:within|by)\b"
# A clause may also open with what it pays: "Yes if ...", "No: a draw or an away win".
# "it's Yes", "that is a No": the answer said of the clause's case.
_IT_IS = r"\b(?:it|that|this)(?:['’]s|\s+is|\s+will\s+be)\s+(?:an?\s+)?"
PAY_YES = ci(
    rf"\b{_RESOLVE}\s*{_Q}yes\b|^\s*{_Q}yes\b{_Q}\s*(?:if|when|=|:|[-–—]\s)|{V.WORTH_ONE}"
    rf"|{_IT_IS}{_Q}yes\b"
)
# What may follow a "No" that opens its own clause and says what pays it: a condition ("No
# if / when / should / where / unless"), an occasion ("No on a draw", "No in the event of",
# "No in any other case", "No for any other result") or a sign ("No: ...", "No = ...").
_NO_OPENS = (
    r"(?:(?:if|when|whenever|should|where|unless|otherwise|on|in|for|upon|after)\b|=|:|[-–—]\s"
    r"|,\s*if\b)"
)
PAY_NO = ci(
    rf"\b{_RESOLVE}\s*{_Q}no\b(?:[\s\"“”'‘’.,;]|$)|^\s*(?:[-•*]\s*)?{_Q}no\b{_Q}\s*{_NO_OPENS}"
    rf"|,\s*{_Q}no{_Q}\s*[.;]?\s*$|{V.WORTH_NOTHING}|{_IT_IS}{_Q}no\b(?:[\s\"“”'‘’.,;]|$)"
)


def _signed(word: str) -> str:
    """`word` given after a sign at the clause's end ("canceled = No", "called off -> Yes")."""
    return rf"(?:=|:|->|→|⇒)\s*{_Q}{word}{_Q}\s*[.;!]?\s*$"


# What pays Yes / No in a contingency's clause: as in any clause, or after a sign at its end
# (read for void payouts only: elsewhere "Yes:" opens a condition).
VOID_PAY_YES = ci(rf"{_raw(PAY_YES)}|{_signed('yes')}")
VOID_PAY_NO = ci(rf"{_raw(PAY_NO)}|{_signed('no')}")
# The part of a clause that pays No, from its "No" to the clause's end ("Yes if level, and
# No if one of them wins", "pays Yes on a draw but resolves No should either side win"): a
# team or a win named there is what pays No, never the Yes side, and is cut before the
# clause is read for the Yes side's outcome.
_NO_SUBJECT = (
    r"(?:(?:it|this|the)\s+(?:market\s+|contract\s+)?)?(?:(?:will|shall|would)\s+(?:be\s+)?)?"
)
NO_TAIL = ci(
    r"(?:[,;]\s*|\s+(?:and|but|while|whereas|or|otherwise|else)\s+)"
    rf"{_NO_SUBJECT}(?:{_RESOLVE}\s*)?{_Q}no\b{_Q}\s*{_NO_OPENS}.*$"
    rf"|\s+{_NO_SUBJECT}{_RESOLVE}\s*{_Q}no\b{_Q}\s*{_NO_OPENS}.*$"
    rf"|\s+[\"“'‘]no\b[\"”'’]\s*{_NO_OPENS}.*$"
)
PAY_50_50 = ci(
    r"\b50\s*[-/–]\s*50\b|\bfifty[- ]fifty\b|\b(?:split|divided)\s+(?:evenly|equally)\b"
    r"|\$?0?\.50\s+(?:for|to|on)\s+(?:each|every|both)\s+(?:outcomes?|sides?|contracts?|shares?)\b"
    rf"|{V.EVEN_SPLIT}"
)
# "the last fair market price" (P4) is its own payout; "a fair price based on the last traded
# prices" is a fair price (C4). A bare "last traded price" is the last price.
_LAST = r"(?:last|final|latest|most\s+recent)"
PAY_LAST_FAIR = ci(
    rf"\b{_LAST}\s+fair\s+(?:market\s+)?(?:price|value)s?\b"
    # (or a fair price frozen at the announcement: vocabulary.FROZEN_FAIR_PRICE)
    rf"|{V.FROZEN_FAIR_PRICE}"
)
PAY_LAST = ci(
    rf"\b{_LAST}\s+(?:market\s+|traded\s+|trade\s+|trading\s+)+(?:price|value)s?\b"
    r"|\blast\s+(?:price|value)s?\s+(?:traded|at\s+which\b[^.;]{0,30}?\btraded)\b"
    r"|\bprices?\s+of\s+the\s+(?:last|final|most\s+recent)\s+trade\b"
    r"|\bprice\s+(?:it|the\s+(?:market|contract))\s+last\s+traded\b"
)
PAY_FAIR = ci(r"\bfair\s+(?:market\s+)?(?:price|value)s?\b")
PAY_REFUND = ci(
    rf"\brefund\w*|{V.VOIDED}|\breturn(?:ed)?\s+(?:of\s+)?(?:the\s+)?(?:stakes?|funds|collateral)"
)
# Group 1: a fixed fallback outcome such as "0-0" or "Neither" (C3).
FIXED_OUTCOME = ci(rf"\b{_RESOLVE}\s*[\"“'‘]([^\"”'’]{{1,24}})[\"”'’]")
PAY_AS_DRAW = ci(
    r"\b(?:treated|counted|considered|settled|resolved?|graded)\s+as\s+(?:a\s+)?(?:draw|tie)\b"
)
PAY_RESULT = ci(OPEN_UNTIL_PLAYED)
