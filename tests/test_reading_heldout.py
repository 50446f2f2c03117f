"""The held-out reading sets (`tests/data/reading/`), written blind: the reader's measure.

Sets (a) and (b) read with zero misreads (a confident, wrong value) and that is held here;
on set (a) the share read correctly is a ratchet: it fails the moment a change loses a
correct reading, and its floor only goes up (acceptance is 97 %; see the README's reading figures).
"""

from __future__ import annotations

from bench.reading import load, score_set
from tests import heldout

# Measured on set (a), 320 legs x 8 dimensions; raise MIN_CORRECT as the reader improves.
MAX_MISREADS = 0
MIN_CORRECT = 2491


def _no_worse(which: str, max_misreads: int, min_correct: int) -> None:
    """Set `which` reads with at most `max_misreads` misreads and at least `min_correct`."""
    # Its records from the one reading of every set this run (`tests.heldout`).
    score = score_set(load(which), heldout.records(which))
    total = score.total()
    misreads = [m for m in score.misses if m["verdict"] == "misread"]
    assert total["misread"] <= max_misreads, misreads
    assert total["correct"] >= min_correct


def test_set_a_reads_no_worse_than_the_last_measure() -> None:
    _no_worse("a", MAX_MISREADS, MIN_CORRECT)


def test_set_b_reads_with_no_misread() -> None:
    _no_worse("b", MAX_MISREADS, 0)


# Set (c) was written blind after the third reading round and measured once on 2026-11-25
# as it came: 854 of 992 correct, 8 misreads (README "Reading"). The fourth and fifth rounds
# studied it for the kinds of variation it shows. The one misread left is disputed: c1-042
# states P1 ("held open until one side has qualified") and is labelled open-until-played,
# but its postponement payout is labelled null where the set's own convention gives
# `result`. These bounds only move up.
SET_C_MAX_MISREADS = 1
SET_C_MIN_CORRECT = 963


def test_set_c_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("c", SET_C_MAX_MISREADS, SET_C_MIN_CORRECT)


# Set (d) was written blind after the fourth reading round and measured once on 2026-11-25
# at 894adbf as it came: 960 of 1,112 correct, 20 misreads (README "Reading"). The fifth
# round fixed their general causes (now tuning data). These bounds only move up.
SET_D_MAX_MISREADS = 0
SET_D_MIN_CORRECT = 1076


def test_set_d_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("d", SET_D_MAX_MISREADS, SET_D_MIN_CORRECT)


# Set (e) was written blind after the fifth reading round and measured once on 2026-11-26
# at 91dbec3 as it came: 1,074 of 1,202 correct, 9 misreads (README "Reading"). The sixth
# round fixed their general causes (now tuning data). These bounds only move up.
SET_E_MAX_MISREADS = 0
SET_E_MIN_CORRECT = 1177


def test_set_e_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("e", SET_E_MAX_MISREADS, SET_E_MIN_CORRECT)


# Set (f) was written blind after the seventh reading round and measured once on 2026-11-26
# at 02a4de1 as it came: 1,035 of 1,286 correct, 14 misreads (README "Reading"). The eighth
# round fixed their general causes (now tuning data). These bounds only move up.
SET_F_MAX_MISREADS = 0
SET_F_MIN_CORRECT = 1228


def test_set_f_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("f", SET_F_MAX_MISREADS, SET_F_MIN_CORRECT)


# Set (g) was written blind after the ninth reading round and measured once on 2026-11-26 at
# ec4efc2 as it came: 863 of 967 correct, 5 misreads (README "Reading"). The tenth round
# fixed the general cause of four of them; the fifth (g2-055: a definition of a goal "as
# recorded in the official match report" read as the source) is disputed, not fixed.
SET_G_MAX_MISREADS = 1
SET_G_MIN_CORRECT = 915


def test_set_g_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("g", SET_G_MAX_MISREADS, SET_G_MIN_CORRECT)


# Set (h) was written blind after the tenth reading round and measured once on 2026-11-26 at
# ed03252 as it came: 783 of 920 correct, 7 misreads (README "Reading"). The eleventh round
# fixed their general cause (now tuning data). These bounds only move up.
SET_H_MAX_MISREADS = 0
SET_H_MIN_CORRECT = 841


def test_set_h_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("h", SET_H_MAX_MISREADS, SET_H_MIN_CORRECT)


# Set (i) was written blind after the eleventh reading round and measured once on 2026-11-26 at
# 327498f as it came: 858 of 975 correct, 10 misreads (README "Reading"). The twelfth round
# fixed their general causes (now tuning data). These bounds only move up.
SET_I_MAX_MISREADS = 0
SET_I_MIN_CORRECT = 906


def test_set_i_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("i", SET_I_MAX_MISREADS, SET_I_MIN_CORRECT)


# Set (j) was written blind after the thirteenth reading round and measured once on
# 2026-11-26 at 5ce075e as it came: 806 of 944 correct, 4 misreads (README "Reading"). The
# fourteenth round fixed their general causes (now tuning data). These bounds only move up.
SET_J_MAX_MISREADS = 0
SET_J_MIN_CORRECT = 895


def test_set_j_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("j", SET_J_MAX_MISREADS, SET_J_MIN_CORRECT)


# Set (k) was written blind after the fifteenth reading round and measured once on
# 2026-11-26 at 02554e2 as it came: 795 of 874 correct, 3 misreads (README "Reading"). The
# sixteenth round fixed their general causes (now tuning data). These bounds only move up.
SET_K_MAX_MISREADS = 0
SET_K_MIN_CORRECT = 817


def test_set_k_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("k", SET_K_MAX_MISREADS, SET_K_MIN_CORRECT)


# Set (l) was written blind during the sixteenth reading round and measured once on
# 2026-11-26 at eb408b1 as it came: 794 of 880 correct, 2 misreads (README "Reading"). The
# seventeenth round fixed their general causes (now tuning data). These bounds only move up.
SET_L_MAX_MISREADS = 0
SET_L_MIN_CORRECT = 799


def test_set_l_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("l", SET_L_MAX_MISREADS, SET_L_MIN_CORRECT)


# Set (m) was written blind after the seventeenth reading round and measured once on
# 2026-11-26 at 6bd3b46 as it came: 884 of 935 correct, no misread (README "Reading"): the
# first fresh set to meet the target. These bounds only move up.
SET_M_MAX_MISREADS = 0
SET_M_MIN_CORRECT = 884


def test_set_m_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("m", SET_M_MAX_MISREADS, SET_M_MIN_CORRECT)


# Set (n) was written blind this session (a helper given only the venues' clause meanings
# and wire shapes) and measured once on 2026-11-26 at 56dc252 as it came: 476 of 496
# correct, 2 misreads (a draw leg worded "Yes if nobody wins A v B ... that is, if the teams
# finish level" read as a win, n1-008 and n1-018). A winner that is denied now names no
# winner (branch neg): 480 correct, no misread; with the eighteenth round's other general
# causes (now tuning data), 493. These bounds only move up.
SET_N_MAX_MISREADS = 0
SET_N_MIN_CORRECT = 493


def test_set_n_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("n", SET_N_MAX_MISREADS, SET_N_MIN_CORRECT)


# Set (o) was written blind on 2026-11-27 (a fresh helper given only the venues' clause
# meanings and wire shapes; 105 legs in a new season's house styles, with negations and
# conditions after the outcome) and measured once at ea4d233, after the eighteenth round,
# as it came: 768 of 840 correct, 72 unrecognized, no misread. These bounds only move up.
SET_O_MAX_MISREADS = 0
SET_O_MIN_CORRECT = 784


def test_set_o_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("o", SET_O_MAX_MISREADS, SET_O_MIN_CORRECT)


# Set (p) was written blind on 2026-11-27 (a sixth fresh helper given only the venues'
# clause meanings and wire shapes; 75 legs of the 2027-28 season in new house styles, with
# negations, exceptions and conditions after the outcome) and measured once at 67a05b0,
# after the seventh session's reading changes (the reader's plan and its template paths;
# records unchanged on every earlier set), as it came: 544 of 600 correct, 56
# unrecognized, no misread. These bounds only move up.
SET_P_MAX_MISREADS = 0
SET_P_MIN_CORRECT = 545


def test_set_p_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("p", SET_P_MAX_MISREADS, SET_P_MIN_CORRECT)


# Set (q) was written blind on 2026-11-27 (a seventh fresh helper given only the venues'
# clause meanings and wire shapes; 75 legs after a rules overhaul: a short summary, then
# long-form terms, some legs only one of them) and measured once at 15fc217, after the
# eighth session's reading changes, as it came: 500 of 600 correct, 99 unrecognized, one
# misread (a clause about corrections after settlement, in the order "once settled, later
# corrections to the official result ...", read as naming the official source). The
# general cause was fixed (such clauses in either order name no source): 501, 99, 0.
SET_Q_MAX_MISREADS = 0
SET_Q_MIN_CORRECT = 501


def test_set_q_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("q", SET_Q_MAX_MISREADS, SET_Q_MIN_CORRECT)


# Set (r) was written blind on 2026-11-27 by an eighth fresh helper (the same notes only;
# 65 legs of league matches and cup ties, drafted by a new compliance team: definitions
# and contingencies first, the outcome last) after set (q)'s fix, and measured once at
# 9ce8747, as it came: 461 of 520 correct, 59 unrecognized, no misread.
SET_R_MAX_MISREADS = 0
SET_R_MIN_CORRECT = 475


def test_set_r_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("r", SET_R_MAX_MISREADS, SET_R_MIN_CORRECT)


# Set (s) was written blind on 2026-11-27 by a ninth fresh helper (the same notes only; 82
# legs: an app's market cards and a data vendor's feed in trader shorthand) and measured
# once at 0ad8acb, as it came: 499 of 656 correct, 152 unrecognized, 5 misread; after the
# general causes were fixed (a bracket defining "void", an exception carved out of a
# payout): 499, 157, 0.
SET_S_MAX_MISREADS = 0
SET_S_MIN_CORRECT = 499


def test_set_s_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("s", SET_S_MAX_MISREADS, SET_S_MIN_CORRECT)


# Set (t) was written blind on 2026-11-27 by a tenth fresh helper after set (s)'s fixes (the
# same notes only; 69 legs: help-centre articles and a broker's client terms) and measured
# once at f6b02a5, as it came: 448 of 552 correct, 97 unrecognized, 7 misread; after the
# general causes were fixed (contracts worth nothing or a dollar, semicolon-joined
# contingencies, cancelled and not completed, a payout not understood): 451, 101, 0.
SET_T_MAX_MISREADS = 0
SET_T_MIN_CORRECT = 451


def test_set_t_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("t", SET_T_MAX_MISREADS, SET_T_MIN_CORRECT)


# Set (u) was written blind on 2026-11-27 by an eleventh fresh helper after set (t)'s fixes
# (the same notes only; 74 legs: beginner help and terms translated by non-native writers)
# and measured once at 7fca9d6, as it came: 468 of 592 correct, 118 unrecognized, 6
# misread; after three general causes were fixed: 475, 116, 1; after the fourth (a source
# stated in places of no kind read is no source, not the listing's field): 476, 116, 0.
SET_U_MAX_MISREADS = 0
SET_U_MIN_CORRECT = 476


def test_set_u_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("u", SET_U_MAX_MISREADS, SET_U_MIN_CORRECT)


# Set (v) was written blind on 2026-11-27 by a twelfth fresh helper after set (u)'s fixes
# (the same notes only; 75 legs: a new season's templates as rule cards of labelled fields,
# amendment notices and sportsbook house rules) and measured once at 7c75e68, as it came:
# 530 of 600 correct, 65 unrecognized, 5 misread; after four general causes were fixed
# (a payout after a sign, judgement in other words, a source or a name not understood, and
# set (u)'s places of no kind): 534, 65, 1 (README "Reading").
SET_V_MAX_MISREADS = 1
SET_V_MIN_CORRECT = 542


def test_set_v_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("v", SET_V_MAX_MISREADS, SET_V_MIN_CORRECT)


# Set (w) was written blind on 2026-11-27 by a thirteenth fresh helper after set (v)'s fixes
# (the same notes only; 75 legs: market creators' own descriptions with edits appended, and
# compliance-reviewed contract terms with defined terms and cross-references) and measured
# once at 2c0c4c8, as it came: 551 of 600 correct, 47 unrecognized, 2 misread; after its
# one general cause was fixed (a wait of no length said): 553, 47, 0.
SET_W_MAX_MISREADS = 0
SET_W_MIN_CORRECT = 553


def test_set_w_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("w", SET_W_MAX_MISREADS, SET_W_MIN_CORRECT)


# Set (x) was written blind on 2026-11-27 by a fourteenth fresh helper after set (w)'s fixes
# (the same notes only; 81 legs: an odds aggregator's shorthand restatements and a trading
# desk's scenario sheets, every family) and measured once at bd1e82b, as it came: 547 of
# 646 correct, 95 unrecognized, 4 misread; after two general causes were fixed (a fallback
# marked as one but not understood, "PPD"): 551, 92, 3 (README "Reading"); after set (aa)'s
# fixes (discretion of a named party, the shorthand "CANC" and "ABD", and more): 583, 62, 1.
SET_X_MAX_MISREADS = 0
SET_X_MIN_CORRECT = 587


def test_set_x_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("x", SET_X_MAX_MISREADS, SET_X_MIN_CORRECT)


# Set (y) was written blind on 2026-11-27 by a fifteenth fresh helper after set (x)'s fixes
# (the same notes only; 75 legs: a newsletter's previews and radio-style spoken readouts
# with corrections mid-sentence, and a glossary-driven rulebook) and measured once at
# df0ff31, as it came: 465 of 600 correct, 127 unrecognized, 8 misread; after three
# general causes were fixed (a credible consensus, a sentence that corrects itself, two
# places "whichever comes first"): 467, 131, 2.
SET_Y_MAX_MISREADS = 2
SET_Y_MIN_CORRECT = 530


def test_set_y_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("y", SET_Y_MAX_MISREADS, SET_Y_MIN_CORRECT)


# Set (z) was written blind on 2026-11-27 by a sixteenth fresh helper after set (y)'s fixes
# (the same notes only; 75 legs: a fan forum's pinned posts with quoted questions and later
# replies, and contracts as filed with a regulator) and measured once at ad701c1, as it
# came: 539 of 600 correct, 59 unrecognized, 2 misread; after one general cause was fixed
# (a list of places "whichever we see first"): 540, 59, 1.
SET_Z_MAX_MISREADS = 1
SET_Z_MIN_CORRECT = 540


def test_set_z_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("z", SET_Z_MAX_MISREADS, SET_Z_MIN_CORRECT)


# Set (aa): written blind by a seventeenth fresh helper after set (z)'s fix, from the same
# notes only (75 legs: rules translated into English by non-native speakers, with false
# friends and European dates; a rule changelog whose current version is the rule) and
# measured once at fc2e438, as it came: 465 of 600 correct, 126 unrecognized, 9 misread;
# after its general causes were fixed (struck-through wording, the periods in the leagues'
# own words, a fallback "for lack of" the first source, and more): 503, 97, 0.
SET_AA_MAX_MISREADS = 0
SET_AA_MIN_CORRECT = 511


def test_set_aa_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("aa", SET_AA_MAX_MISREADS, SET_AA_MIN_CORRECT)


# Set (ab): written blind by an eighteenth fresh helper after set (aa)'s fixes, from the
# same notes only (75 legs: a mobile app's microcopy with emoji and verbless fragments,
# rules laid out as tables with footnotes) and measured once at fd36073, as it came: 514
# of 600 correct, 83 unrecognized, 3 misread; after its general causes were fixed (tables
# read row by row, a side said both ways, a tie never completed, signs for Yes and No):
# 545, 55, 0.
SET_AB_MAX_MISREADS = 0
SET_AB_MIN_CORRECT = 545


def test_set_ab_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ab", SET_AB_MAX_MISREADS, SET_AB_MIN_CORRECT)


# Set (ac): written blind by a nineteenth fresh helper after set (ab)'s fixes, from the
# same notes only (74 legs: rule text pulled out of PDFs, with lines broken mid-sentence,
# words hyphenated across lines and page headers in the flow; support-desk replies with
# forwarded older messages) and measured once at ed5ee60, as it came: 435 of 592 correct,
# 147 unrecognized, 10 misread; after its general causes were fixed (sentences broken
# across lines and pages, words hyphenated across a line break, running page headers, a
# capitals heading over a rule that states its own contingency): 526, 64, 2.
SET_AC_MAX_MISREADS = 2
SET_AC_MIN_CORRECT = 527


def test_set_ac_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ac", SET_AC_MAX_MISREADS, SET_AC_MIN_CORRECT)


# Set (ad): written blind by a twentieth fresh helper after set (ac)'s fixes, from the same
# notes only (50 legs: plain rule texts each with one unusual turn; terse exchange rule
# pairs with the contingencies, and sometimes the scope or source, in the secondary field)
# and measured once at fa8e19f, as it came: 381 of 400 correct, 19 unrecognized, 0 misread.
SET_AD_MAX_MISREADS = 0
SET_AD_MIN_CORRECT = 387


def test_set_ad_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ad", SET_AD_MAX_MISREADS, SET_AD_MIN_CORRECT)


# Set (ae): written blind by a twenty-first fresh helper after set (ad), from the same notes
# only (52 legs: rule text that came through a content system with Markdown, HTML tags and
# entities leaked into it; contract terms defining their words first and using them
# capitalised later, some definitions changing what a plain word means) and measured once
# at ea82a9b, as it came: 359 of 416 correct, 56 unrecognized, 1 misread; after its general
# causes were fixed (markup read as the page shows it, defined periods, a score "to" a team):
# 403, 12, 1.
SET_AE_MAX_MISREADS = 1
SET_AE_MIN_CORRECT = 405


def test_set_ae_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ae", SET_AE_MAX_MISREADS, SET_AE_MIN_CORRECT)


# Set (af): written blind by a twenty-second fresh helper after set (ae)'s fixes, from the
# same notes only (52 legs: a venue's general house rules for every soccer market around
# the market's own rule, clauses for other market types saying nothing about this leg;
# rules written as structured settings, key-value lines, nesting, JSON-ish fragments,
# pseudo-code, codes with a legend) and measured once at 01afdd3, as it came: 238 of 416
# correct, 169 unrecognized, 9 misread; after settings' names read apart and house rules for
# several kinds of market in one sentence blanked: 268, 145, 3; after settings read as
# prose (blocks, JSON objects, names with their unit) and house defaults yielding: 294,
# 122, 0.
SET_AF_MAX_MISREADS = 0
SET_AF_MIN_CORRECT = 344


def test_set_af_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("af", SET_AF_MAX_MISREADS, SET_AF_MIN_CORRECT)


# Set (ag): written blind by a twenty-third fresh helper after set (af)'s fixes, from the
# same notes only (50 legs: plain-language "easy read" versions, one short idea a line and
# everyday words for the contingencies; rule pairs drafted by lawyers, full of provisos
# that narrow or reverse the rule before them) and measured once at 6cdbfeb, as it came:
# 328 of 400 correct, 70 unrecognized, 2 misread; after a consequence pointing back to the
# sentence before is read with it, and "put off" is a postponement: 361, 37, 2.
SET_AG_MAX_MISREADS = 1
SET_AG_MIN_CORRECT = 362


def test_set_ag_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ag", SET_AG_MAX_MISREADS, SET_AG_MIN_CORRECT)


# Set (ah): written blind by a twenty-fourth fresh helper after set (ag)'s fixes, from the
# same notes only (40 legs: rule text read off screenshots with recognition errors; windows
# given by the clock, with time zones) and measured once at b7513b8, as it came: 292 of 320
# correct, 27 unrecognized, 1 misread.
SET_AH_MAX_MISREADS = 1
SET_AH_MIN_CORRECT = 292


def test_set_ah_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ah", SET_AH_MAX_MISREADS, SET_AH_MIN_CORRECT)


# Set (ai): written blind by a twenty-fifth fresh helper, from the same notes only (46 legs:
# a chat assistant's restatements, hedged and correcting themselves; windows in unusual units
# and void rules written as exceptions to exceptions) and measured once at 4eae722, as it
# came: 300 of 368 correct, 55 unrecognized, 13 misread; after lengths written in pieces
# are read whole, a writer's doubt leaves a clause unread and a correction takes back the
# sentence before it: 320, 47, 1.
SET_AI_MAX_MISREADS = 1
SET_AI_MIN_CORRECT = 325


def test_set_ai_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ai", SET_AI_MAX_MISREADS, SET_AI_MIN_CORRECT)


# Set (aj): written blind by a twenty-sixth fresh helper after set (ai)'s fixes, from the
# same notes only (46 legs: rules republished with a season-change notice, the rule in
# force on the match's date; rules taught by worked examples) and measured once at
# 04a425d, as it came: 313 of 368 correct, 50 unrecognized, 5 misread; after a worked
# example's length is read as a case, not a bound, and a notice holding the old rule and
# the new from a date is blanked: 317, 49, 2.
SET_AJ_MAX_MISREADS = 2
SET_AJ_MIN_CORRECT = 319


def test_set_aj_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("aj", SET_AJ_MAX_MISREADS, SET_AJ_MIN_CORRECT)


# Set (ak): written blind by a twenty-seventh fresh helper after set (aj)'s fixes, from the
# same notes only (44 legs: rules buried in a whole market page among fees, payout times and
# trading cut-offs; rules that point to other documents) and measured once at 8fd9c3b, as
# it came: 329 of 352 correct, 20 unrecognized, 3 misread; after a window whose length
# is set out elsewhere and a payout hedged on its own verb are left unread: 331, 21, 0.
SET_AK_MAX_MISREADS = 0
SET_AK_MIN_CORRECT = 331


def test_set_ak_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ak", SET_AK_MAX_MISREADS, SET_AK_MIN_CORRECT)


# Set (al): written blind by a twenty-eighth fresh helper after set (ak)'s fixes, from the
# same notes only (40 legs: rules exported from a back office as XML, INI, TOML, YAML, JSON
# and key=value lines; compliance checklists with short answers) and measured once at
# f5b0d00, as it came: 253 of 320 correct, 61 unrecognized, 6 misread; after yes-or-no
# settings, checklist answers and units in brackets are read: 269, 50, 1 (the one left is
# al1-010, whose labels swap what its text says).
SET_AL_MAX_MISREADS = 1
SET_AL_MIN_CORRECT = 270


def test_set_al_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("al", SET_AL_MAX_MISREADS, SET_AL_MIN_CORRECT)


# Set (an): written blind by a twenty-ninth fresh helper from the same notes only (42 legs:
# staff threads agreeing a rule, with proposals overruled and the agreed rule anywhere in
# the thread; settlement pseudocode with commented-out lines) and measured once at
# 30a9066, as it came: 227 of 335 correct, 106 unrecognized, 2 misread; after a source named
# after a comma is read as a matter of its own: 227, 107, 1.
SET_AN_MAX_MISREADS = 1
SET_AN_MIN_CORRECT = 227


def test_set_an_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("an", SET_AN_MAX_MISREADS, SET_AN_MIN_CORRECT)


# Set (am): written blind by a thirtieth fresh helper beside set (an), from the same notes
# only (42 legs: redlined drafts with tracked changes, accepted or rejected, and reviewers'
# comments; decision trees with branches, some "TBD") and measured once at 57f8ba2 (the
# reader of 30a9066), as it came: 285 of 336 correct, 44 unrecognized, 7 misread; after
# tracked changes are applied by their fate and an empty line ends a paragraph: 295, 40, 1;
# after a result standing at settlement names no source: 296, 40, 0.
SET_AM_MAX_MISREADS = 0
SET_AM_MIN_CORRECT = 296


def test_set_am_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("am", SET_AM_MAX_MISREADS, SET_AM_MIN_CORRECT)


# Set (ao): written blind by a thirty-first fresh helper from the same notes only (50 legs:
# unusual fixtures in a venue's ordinary prose: moved grounds, walkovers and forfeits, cup
# replays, resumed matches, results overturned on appeal) and measured once at 9db8b63, as
# it came: 350 of 400 correct, 45 unrecognized, 5 misread; after a result standing at
# settlement names no source, a replay's date is no postponement and a tie that cannot be
# completed no abandonment: 355, 45, 0.
SET_AO_MAX_MISREADS = 0
SET_AO_MIN_CORRECT = 355


def test_set_ao_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ao", SET_AO_MAX_MISREADS, SET_AO_MIN_CORRECT)


# Set (ap): written blind by a thirty-second fresh helper from the same notes only (41 legs:
# a sportsbook's jargon for contract meanings; lettered clauses that point at one another,
# exceptions before their rule) and measured once at 3e0eb5f, as it came: 263 of 328
# correct, 59 unrecognized, 6 misread; after a bookmaker's grading is read as its payout, an
# example's payout word is not the rule's, and a rule yields to the clause it names: 282, 43,
# 3.
SET_AP_MAX_MISREADS = 3
SET_AP_MIN_CORRECT = 282


def test_set_ap_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ap", SET_AP_MAX_MISREADS, SET_AP_MIN_CORRECT)


# Set (aq): written blind by a thirty-third fresh helper from the same notes only (42 legs:
# English rules with local football words left in; template output with unfilled
# placeholders, clauses pasted twice, numbers without units) and measured once at aa894f4,
# as it came: 307 of 336 correct, 26 unrecognized, 3 misread; after a bound whose number
# lost its unit is no window: 307, 28, 1.
SET_AQ_MAX_MISREADS = 1
SET_AQ_MIN_CORRECT = 307


def test_set_aq_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("aq", SET_AQ_MAX_MISREADS, SET_AQ_MIN_CORRECT)


# Set (ar): written blind by a thirty-fourth fresh helper from the same notes only (42 legs:
# both venues' ordinary templates rewritten for a new season with fresh sentence shapes)
# and measured once at 8d643a1, as it came: 317 of 336 correct, 19 unrecognized, 0 misread.
SET_AR_MAX_MISREADS = 0
SET_AR_MIN_CORRECT = 317


def test_set_ar_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ar", SET_AR_MAX_MISREADS, SET_AR_MIN_CORRECT)


# Set (as): written blind by a thirty-fifth fresh helper from the same notes only (42 legs:
# help-centre pages in plain words, questions as headings, second person, friendly asides)
# and measured once at a0b0305, as it came: 307 of 335 correct, 26 unrecognized, 2 misread;
# after answers are read past words that say nothing and periods asked about: 315, 18, 2.
SET_AS_MAX_MISREADS = 2
SET_AS_MIN_CORRECT = 317


def test_set_as_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("as", SET_AS_MAX_MISREADS, SET_AS_MIN_CORRECT)


# Set (at): written blind by a thirty-sixth fresh helper from the same notes only (42 legs:
# rules written in a second language: dropped articles, false friends, verb-final order,
# literal idioms) and measured once at 2be6f83, as it came: 309 of 336 correct, 26
# unrecognized, 1 misread; after inverted conditions and 'if X will win' are read: 313, 23, 0.
SET_AT_MAX_MISREADS = 0
SET_AT_MIN_CORRECT = 313


def test_set_at_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("at", SET_AT_MAX_MISREADS, SET_AT_MIN_CORRECT)


# Set (au): written blind by a thirty-seventh fresh helper from the same notes only (42 legs:
# the rule inside a busy listing page, among a preview, team news, tips and marketing that
# use the rule's words without being rules) and measured once at 7a7d05d, as it came: 283
# of 336 correct, 49 unrecognized, 4 misread; after a page's news, credits, tips and where
# to watch are no rule: 324, 11, 1.
SET_AU_MAX_MISREADS = 1
SET_AU_MIN_CORRECT = 324


def test_set_au_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("au", SET_AU_MAX_MISREADS, SET_AU_MIN_CORRECT)


# Set (av): written blind by a thirty-eighth fresh helper from the same notes only (42 legs: a
# mixed batch, every leg from a different imagined writer: trader, lawyer, support agent,
# engineer's table, release notes, non-native speaker ...) and measured once at 037ca6a, as
# it came: 300 of 334 correct, 34 unrecognized, 0 misread; after two windows with one payout
# and more words for a postponement are read: 308, 26, 0.
SET_AV_MAX_MISREADS = 0
SET_AV_MIN_CORRECT = 311


def test_set_av_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("av", SET_AV_MAX_MISREADS, SET_AV_MIN_CORRECT)


# Set (aw): written blind by a thirty-ninth fresh helper from the same notes only (42 legs: a
# second mixed batch, each leg from a different imagined writer and register) and measured
# once at 16c6448, as it came: 302 of 335 correct, 32 unrecognized, 1 misread; after a date
# is no score: 302, 33, 0.
SET_AW_MAX_MISREADS = 0
SET_AW_MIN_CORRECT = 309


def test_set_aw_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("aw", SET_AW_MAX_MISREADS, SET_AW_MIN_CORRECT)


# Set (ax): written blind by a fortieth fresh helper from the same notes only (42 legs: a
# third mixed batch, each leg from a different imagined writer) and measured once at
# 8b8923a, as it came: 296 of 334 correct, 38 unrecognized, 0 misread.
SET_AX_MAX_MISREADS = 0
SET_AX_MIN_CORRECT = 305


def test_set_ax_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ax", SET_AX_MAX_MISREADS, SET_AX_MIN_CORRECT)


# Set (ay): written blind by a forty-first fresh helper from the same notes only (42 legs: a
# fourth mixed batch, each leg from a different imagined writer) and measured once at
# 73e92fc, as it came: 302 of 334 correct, 32 unrecognized, 0 misread.
SET_AY_MAX_MISREADS = 0
SET_AY_MIN_CORRECT = 304


def test_set_ay_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ay", SET_AY_MAX_MISREADS, SET_AY_MIN_CORRECT)


# Set (az): written blind by a forty-second fresh helper from the same notes only (42 legs: a
# fifth mixed batch, each leg from a different imagined writer) and measured once at
# 6c99b7d, as it came: 317 of 336 correct, 19 unrecognized, 0 misread.
SET_AZ_MAX_MISREADS = 0
SET_AZ_MIN_CORRECT = 317


def test_set_az_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("az", SET_AZ_MAX_MISREADS, SET_AZ_MIN_CORRECT)


# Set (ba): written blind by a forty-third fresh helper from the same notes only (42 legs: a
# sixth mixed batch, each leg from a different imagined writer) and measured once at
# d0f2ff5, as it came: 321 of 335 correct, 12 unrecognized, 2 misread.
SET_BA_MAX_MISREADS = 2
SET_BA_MIN_CORRECT = 321


def test_set_ba_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("ba", SET_BA_MAX_MISREADS, SET_BA_MIN_CORRECT)


# Set (bb): written blind by a forty-fourth fresh helper from the same notes only (42 legs: a
# seventh mixed batch, each leg from a different imagined writer) and measured once at
# d0f2ff5, as it came: 310 of 336 correct, 24 unrecognized, 2 misread.
SET_BB_MAX_MISREADS = 2
SET_BB_MIN_CORRECT = 310


def test_set_bb_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("bb", SET_BB_MAX_MISREADS, SET_BB_MIN_CORRECT)


# Set (bc): written blind by a forty-fifth fresh helper from the same notes only (42 legs: an
# eighth mixed batch, each leg from a different imagined writer) and measured once at
# a63d537, as it came: 319 of 335 correct, 16 unrecognized, 0 misread.
SET_BC_MAX_MISREADS = 0
SET_BC_MIN_CORRECT = 319


def test_set_bc_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("bc", SET_BC_MAX_MISREADS, SET_BC_MIN_CORRECT)


# Set (bd): written blind by a forty-sixth fresh helper from the same notes only (42 legs: a
# ninth mixed batch, each leg from a different imagined writer) and measured once at
# a63d537, as it came: 297 of 334 correct, 36 unrecognized, 1 misread.
SET_BD_MAX_MISREADS = 1
SET_BD_MIN_CORRECT = 297


def test_set_bd_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("bd", SET_BD_MAX_MISREADS, SET_BD_MIN_CORRECT)


# Set (be): written blind by a forty-seventh fresh helper from the same notes only (42 legs:
# a tenth mixed batch, each leg from a different imagined writer) and measured once at
# 85c79d9, as it came: 313 of 335 correct, 22 unrecognized, 0 misread.
SET_BE_MAX_MISREADS = 0
SET_BE_MIN_CORRECT = 313


def test_set_be_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("be", SET_BE_MAX_MISREADS, SET_BE_MIN_CORRECT)


# Set (bf): written blind by a forty-eighth fresh helper from the same notes only (44 legs:
# an eleventh mixed batch, each leg from a different imagined writer) and measured once at
# 85c79d9, as it came: 327 of 351 correct, 21 unrecognized, 3 misread.
SET_BF_MAX_MISREADS = 3
SET_BF_MIN_CORRECT = 327


def test_set_bf_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("bf", SET_BF_MAX_MISREADS, SET_BF_MIN_CORRECT)


# Set (bg): written blind by a forty-ninth fresh helper from the same notes only (42 legs:
# a twelfth mixed batch, each leg from a different imagined writer) and measured once at
# fc22a53, as it came: 313 of 334 correct, 21 unrecognized, 0 misread.
SET_BG_MAX_MISREADS = 0
SET_BG_MIN_CORRECT = 313


def test_set_bg_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("bg", SET_BG_MAX_MISREADS, SET_BG_MIN_CORRECT)


# Set (bh): written blind by a fiftieth fresh helper from the same notes only (42 legs:
# a thirteenth mixed batch, each leg from a different imagined writer) and measured once at
# fc22a53, as it came: 319 of 335 correct, 16 unrecognized, 0 misread.
SET_BH_MAX_MISREADS = 0
SET_BH_MIN_CORRECT = 319


def test_set_bh_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("bh", SET_BH_MAX_MISREADS, SET_BH_MIN_CORRECT)


# Set (bi): written blind by a fifty-first fresh helper from the same notes only (42 legs:
# a fourteenth mixed batch, each leg from a different imagined writer) and measured once at
# 31827ca, as it came: 313 of 335 correct, 21 unrecognized, 1 misread.
SET_BI_MAX_MISREADS = 1
SET_BI_MIN_CORRECT = 313


def test_set_bi_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("bi", SET_BI_MAX_MISREADS, SET_BI_MIN_CORRECT)


# Set (bj): written blind by a fifty-second fresh helper from the same notes only (42 legs:
# a fifteenth mixed batch, each leg from a different imagined writer) and measured once at
# 31827ca, as it came: 316 of 335 correct, 19 unrecognized, 0 misread.
SET_BJ_MAX_MISREADS = 0
SET_BJ_MIN_CORRECT = 316


def test_set_bj_reads_no_worse_than_its_blind_measure() -> None:
    _no_worse("bj", SET_BJ_MAX_MISREADS, SET_BJ_MIN_CORRECT)
