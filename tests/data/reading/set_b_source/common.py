"""Shared helpers for the blind held-out reading set (b).

Texts are written by hand in legs_v1.py / legs_v2.py; this module only builds the wire
shapes and the `expected` record.  Run make_set_b.py to write the JSONL files.
"""
import json
import textwrap

FIELDS = ["family", "outcome", "line", "half", "scope", "source_primary",
          "source_fallback", "timing_window", "void_cancelled",
          "void_postponed_long", "void_abandoned"]


def E(family, outcome, line, half, scope, sp, sf, tw, vc, vp, va):
    """expected record; every field passed explicitly (None = text silent)."""
    return dict(zip(FIELDS, [family, outcome, line, half, scope, sp, sf, tw, vc, vp, va]))


def T(s):
    """Dedent a triple-quoted text; blank lines separate paragraphs."""
    return textwrap.dedent(s).strip("\n").rstrip()


# ---------------------------------------------------------------- venue one
V1_COMP = {"epl": "Premier League", "lal": "LaLiga", "sea": "Serie A", "bun": "Bundesliga",
           "fl1": "Ligue 1", "ucl": "UEFA Champions League", "uel": "UEFA Europa League",
           "mls": "MLS", "cdr": "Copa del Rey", "fac": "FA Cup", "cit": "Coppa Italia"}


COMP_ID = {"epl": "epl", "lal": "laliga", "sea": "seriea", "bun": "bundesliga", "fl1": "ligue1",
           "ucl": "ucl", "uel": "uel", "mls": "mls", "cdr": "copadelrey", "fac": "facup", "cit": "coppaitalia"}


def v1(id_, mid, comp, home, away, date, kind, desc, exp, styles, meanings,
       side=None, line=None, rs="", score=None):
    """kind: win | draw | total_over | total_under | spread | btts | btts_no |
    exact | half1 | half2 | advance | fts"""
    h, hc = home
    a, ac = away
    base = f"{comp}-{hc}-{ac}-{date}"
    ev = f"{h} vs. {a}"
    outcomes = '["Yes", "No"]'
    smt = "moneyline"
    wire_line = None
    if kind == "win":
        sn, sc = side
        q, slug, git = f"Will {sn} win on {date}?", f"{base}-{sc}", sn
    elif kind == "draw":
        q, slug, git = f"Will {ev} end in a draw?", f"{base}-draw", f"Draw ({ev})"
    elif kind == "total_over":
        q, slug, git = f"{ev}: Over {line} goals?", f"{base}-total-o{str(line).replace('.', 'pt')}", f"Over {line}"
        smt, wire_line = "totals", line
    elif kind == "total_under":
        q, slug, git = f"{ev}: Under {line} goals?", f"{base}-total-u{str(line).replace('.', 'pt')}", f"Under {line}"
        smt, wire_line = "totals", line
    elif kind == "spread":
        sn, sc = side
        q, slug, git = f"Spread: {sn} (-{line})", f"{base}-spread-{sc}-{str(line).replace('.', 'pt')}", f"{sn} (-{line})"
        smt, wire_line = "spreads", -line
    elif kind == "btts":
        q, slug, git = f"{ev}: Both teams to score?", f"{base}-btts", "Both Teams to Score"
        smt = "both_teams_to_score"
    elif kind == "btts_no":
        q, slug, git = f"{ev}: Will at least one team fail to score?", f"{base}-btts-no", "Not Both Teams to Score"
        smt = "both_teams_to_score"
    elif kind == "exact":
        hs, as_ = score
        q, slug, git = f"Exact score: {h} {hs}-{as_} {a}?", f"{base}-score-{hs}-{as_}", f"{hs}-{as_}"
        smt = "soccer_exact_score"
    elif kind in ("half1", "half2"):
        which = "first" if kind == "half1" else "second"
        if side is None:
            q, slug, git = f"{ev}: {which}-half draw?", f"{base}-{which[:1]}h-draw", f"{which.title()} Half Draw"
        else:
            sn, sc = side
            q, slug, git = f"Will {sn} win the {which} half?", f"{base}-{which[:1]}h-{sc}", f"{sn} ({which.title()} Half)"
        smt = "soccer_halftime_result" if which == "first" else "soccer_second_half_result"
    elif kind == "advance":
        sn, sc = side
        q, slug, git = f"Will {sn} advance?", f"{base}-advance-{sc}", sn
        smt = "soccer_to_advance"
    elif kind == "fts":
        sn, sc = side
        q, slug, git = f"Will {sn} score first vs. {a if sn == h else h}?", f"{base}-fts-{sc}", sn
        smt = "soccer_first_team_to_score"
    else:
        raise ValueError(kind)
    market = {"id": mid, "question": q, "slug": slug, "groupItemTitle": git,
              "sportsMarketType": smt, "line": wire_line, "outcomes": outcomes,
              "description": T(desc), "resolutionSource": rs, "event_title": ev}
    return {"id": id_, "venue": "venue_one", "styles": styles, "meanings": meanings,
            "home": h, "away": a, "competition": COMP_ID[comp], "market": market, "expected": exp}


# ---------------------------------------------------------------- venue two
ESPN_FOX = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"},
            {"name": "Fox Sports", "url": "https://www.foxsports.com/soccer"}]
ESPN = [{"name": "ESPN", "url": "https://www.espn.com/soccer/"}]
OFFICIAL = {
    "epl": [{"name": "Premier League", "url": "https://www.premierleague.com/"}],
    "lal": [{"name": "LaLiga", "url": "https://www.laliga.com/"}],
    "sea": [{"name": "Lega Serie A", "url": "https://www.legaseriea.it/"}],
    "bun": [{"name": "Bundesliga", "url": "https://www.bundesliga.com/"}],
    "fl1": [{"name": "Ligue 1", "url": "https://ligue1.com/"}],
    "ucl": [{"name": "UEFA", "url": "https://www.uefa.com/uefachampionsleague/"}],
    "mls": [{"name": "MLS", "url": "https://www.mlssoccer.com/"}],
}


def v2(id_, series, datecode, home, away, suffix, title, yes_sub, prim, sec, sources,
       exp, styles, meanings, comp):
    """home/away: (name, CODE)."""
    h, hc = home
    a, ac = away
    ev = f"{series}-{datecode}{hc}{ac}"
    market = {"ticker": f"{ev}-{suffix}", "event_ticker": ev, "series_ticker": series,
              "title": title, "yes_sub_title": yes_sub, "no_sub_title": yes_sub,
              "rules_primary": T(prim), "rules_secondary": T(sec)}
    return {"id": id_, "venue": "venue_two", "styles": styles, "meanings": meanings,
            "home": h, "away": a, "competition": COMP_ID[comp], "market": market,
            "series_settlement_sources": sources, "expected": exp}


def dump(path, legs):
    with open(path, "w", encoding="utf-8") as f:
        for leg in legs:
            f.write(json.dumps(leg, ensure_ascii=False) + "\n")
