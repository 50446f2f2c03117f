"""venue_two legs of set (w): compliance-reviewed contract terms.

Placeholders: {H} home (short name), {A} away, {D} the originally scheduled date
("Oct 17, 2026"), {L} the competition's long name. p = rules_primary, s = rules_secondary.
Other keys as in legs_v1; `series` overrides the series settlement sources
(None = the competition default in common.COMP).
"""
from common import ESPN, FOX, MLS, UEFA, FIFA

LEGS = [
    # 1
    dict(fx="ARS-CHE", fam="win", side="H", m=["S2", "D1", "P2", "C4", "R3"],
         st=["defined_terms", "legal", "number_words_and_numerals", "cross_reference", "british_spelling"],
         p="If {H} wins the {H} vs {A} professional {L} soccer match originally scheduled for {D}, as measured by the Expiration "
           "Value, then the Market shall resolve to Yes. For purposes of this Rule, \"Expiration Value\" means the score of the "
           "Underlying at the conclusion of ninety (90) minutes of play together with any stoppage time, and shall not take into "
           "account extra time or any penalty shoot-out.",
         s="In the event that the Expiration Value reflects a level score, the Market for Tie shall resolve to Yes and this Market "
           "shall resolve to No. In the event that the Underlying is cancelled, or is rescheduled so as to commence more than "
           "forty-eight (48) hours after its originally scheduled start time, the Market shall be settled at a fair price "
           "determined in accordance with Rule 6.3 of the Contract Terms."),
    # 2
    dict(fx="ARS-CHE", fam="draw", side="draw", m=["S2", "D1", "P2", "C4", "R3"],
         st=["plain_summary_first", "defined_terms", "legal", "numerals", "american_spelling"],
         p="Plain-English summary: this contract pays if {H} and {A} are level once regulation time is over. Terms: The Payout "
           "Criterion for this Market is satisfied if the Underlying, being the {H} vs {A} {L} match originally scheduled for {D}, "
           "ends in a Tie at the end of 90 minutes plus stoppage time, excluding extra time and penalties; if the Payout Criterion is "
           "satisfied, the Market shall resolve to Yes.",
         s="\"Tie\" means that both teams have scored the same number of goals at the end of regulation. In the event that the "
           "Underlying is canceled or is rescheduled to a start time more than 48 hours after the original one, the Market shall "
           "resolve to a fair price pursuant to the Contract Terms."),
    # 3
    dict(fx="LIV-MCI", fam="win", side="A", m=["S4", "P3", "C4", "R3", "AB"], x={"void_abandoned": "fair_price"},
         series=[ESPN],
         st=["scope_in_secondary", "defined_terms", "proviso", "number_words_and_numerals", "abandonment_as_cancellation"],
         p="If {A} wins the {H} vs {A} {L} match originally scheduled for {D}, then the Market shall resolve to Yes.",
         s="(a) The outcome of the Underlying shall be determined on the basis of regulation time only, meaning ninety (90) minutes "
           "and any added stoppage time; for the avoidance of doubt, extra time and kicks from the penalty mark are disregarded. "
           "(b) In the event that the Underlying is postponed, the Market shall remain open, provided that the Underlying commences "
           "within forty-eight (48) hours of its originally scheduled time; otherwise the Market shall settle at a fair price. "
           "(c) Subject to paragraph (b), a cancellation of the Underlying shall likewise result in settlement at a fair price. "
           "(d) An Underlying that is abandoned and not completed shall be treated as cancelled for the purposes of paragraph (c)."),
    # 4
    dict(fx="LIV-MCI", fam="draw", side="draw", m=["S2", "D1", "P:72h", "C4", "R3"], x={"timing_window": 72, "void_postponed_long": "fair_price"},
         st=["defined_terms", "legal", "number_words_and_numerals", "custom_window"],
         p="If the Underlying, namely the {H} vs {A} {L} match originally scheduled for {D}, ends in a Tie after ninety (90) "
           "minutes plus stoppage time (extra time and penalty kicks not included), then the Market shall resolve to Yes.",
         s="In the event that the Underlying is cancelled, or is postponed and does not commence within seventy-two (72) hours of "
           "its originally scheduled start, the Exchange shall assign the Market a fair price."),
    # 5
    dict(fx="TOT-AVL", fam="win", side="A", m=["S2", "P2", "C:refund", "R3"], x={"void_cancelled": "refund"},
         st=["defined_terms", "legal", "refund", "numerals", "one_long_sentence"],
         p="If {A} wins the {H} vs {A} {L} match originally scheduled for {D}, measured at the end of 90 minutes plus stoppage time and "
           "without regard to extra time or penalties, the Market shall resolve to Yes.",
         s="In the event that the Underlying is rescheduled to begin more than 48 hours after its original start time, the Market "
           "shall settle at a fair price; provided, however, that in the event that the Underlying is cancelled outright and not "
           "rescheduled, all positions shall be closed and each Member's purchase price shall be refunded in full."),
    # 6
    dict(fx="TOT-AVL", fam="total", side="over", line=2.5, m=["S2", "P2", "C4", "R3"],
         st=["defined_terms", "legal", "number_words", "payout_criterion"],
         p="If the Expiration Value for the {H} vs {A} {L} match originally scheduled for {D} is greater than 2.5, then the "
           "Market shall resolve to Yes. \"Expiration Value\" means the total number of goals scored by both teams in regulation time "
           "(ninety minutes plus stoppage time), excluding extra time and penalty shoot-out kicks.",
         s="In the event that the Underlying is cancelled, or is rescheduled to more than forty-eight hours after its original "
           "start, the Market shall resolve to a fair price as set out in the Contract Terms."),
    # 7
    dict(fx="NEW-EVE", fam="spread", side="H", line=1.5, m=["S2", "P2", "C4", "R3"],
         st=["defined_terms", "legal", "number_words_and_numerals", "margin"],
         p="If {H} wins the {H} vs {A} {L} match originally scheduled for {D} by a margin of more than 1.5 goals, that is, by two "
           "(2) or more goals, at the end of 90 minutes plus stoppage time (extra time and penalties excluded), then the Market shall "
           "resolve to Yes.",
         s="For purposes of this Market, the \"Margin\" is {H}'s goals minus {A}'s goals at the end of regulation. Should the "
           "Underlying be cancelled or moved to a start time more than 48 hours later than originally scheduled, the Market shall "
           "settle at a fair price as the rules provide."),
    # 8
    dict(fx="NEW-EVE", fam="btts", side="yes", m=["S2", "P3", "C4", "AB", "R3"], x={"void_abandoned": "fair_price"},
         st=["defined_terms", "legal", "proviso", "abandonment_explicit", "numerals"],
         p="If both {H} and {A} score at least one goal in the {H} vs {A} {L} match originally scheduled for {D}, counting only "
           "goals scored in the 90 minutes plus stoppage time (not extra time or penalties), the Market shall resolve to Yes.",
         s="A postponed Underlying shall keep the Market open only where play begins within 48 hours of the original kickoff; "
           "in the event that it does not, the Market shall resolve to a fair price. The same fair-price settlement shall apply "
           "in the event that the Underlying is cancelled or is abandoned and not resumed."),
    # 9
    dict(fx="NFO-WHU", fam="half", side="H", half="first", m=["P2", "C4", "R3"],
         st=["defined_terms", "legal", "first_half", "number_words"],
         p="If {H} is leading {A} at the end of the first half of the {L} match originally scheduled for {D}, the first half "
           "being forty-five minutes plus any stoppage time added to it, then the Market shall resolve to Yes.",
         s="For the avoidance of doubt, goals scored after the half-time interval shall not be counted toward the Expiration "
           "Value. In the event that the Underlying is cancelled, or rescheduled to start more than forty-eight hours after its "
           "originally scheduled time, the Market shall be resolved to a fair price."),
    # 10
    dict(fx="RMA-SEV", fam="win", side="H", m=["S2", "P2", "C4", "R:official"],
         st=["defined_terms", "source_agency_defined", "legal", "numerals", "cross_reference"],
         p="If {H} wins the {H} vs {A} {L} match originally scheduled for {D}, at the end of 90 minutes plus stoppage time and without "
           "extra time or penalties, the Market shall resolve to Yes.",
         s="Rule 4.1 (Source Agency). The Source Agency for this Market shall be the official website of LaLiga, and the "
           "Expiration Value shall be taken as published there. Rule 4.2 (Postponement and cancellation). In the event that the "
           "Underlying is cancelled or is rescheduled to commence more than 48 hours after its original start, the Market shall "
           "settle at a fair price."),
    # 11
    dict(fx="RMA-SEV", fam="draw", side="draw", m=["S3", "D1", "P2", "C4", "R3"],
         st=["scope_split", "defined_terms", "legal", "number_words"],
         p="If the result of the {H} vs {A} {L} match originally scheduled for {D}, taken at the close of ninety "
           "minutes plus stoppage time, is a Tie, then the Market shall resolve to Yes.",
         s="Neither extra time nor a penalty shoot-out, if any, shall form part of the result for purposes of this Market. In the "
           "event that the Underlying is cancelled, or is rescheduled beyond forty-eight hours after its originally scheduled "
           "start, the Market shall resolve to a fair price."),
    # 12  ambiguous scope
    dict(fx="ATH-VCF", fam="win", side="H", m=["S:ambiguous", "P2", "C4", "R3"], x={"scope": "ambiguous"},
         st=["defined_terms", "undefined_cross_reference", "legal"],
         p="If {H} wins the {H} vs {A} {L} match originally scheduled for {D}, then the Market shall resolve to Yes.",
         s="The Expiration Value shall be the result of the Underlying as defined in the Contract Terms. In the event that the "
           "Underlying is cancelled or is pushed back by more than 48 hours from its original start time, the Market shall "
           "resolve to a fair price."),
    # 13
    dict(fx="BMU-BVB", fam="win", side="A", m=["S2", "P2", "C4", "AB", "R3"], x={"void_abandoned": "fair_price"},
         st=["defined_terms", "legal", "one_long_sentence", "numerals", "abandonment_as_cancellation"],
         p="If {A} wins the {H} vs {A} {L} match originally scheduled for {D} at the end of 90 minutes plus stoppage time (excluding "
           "extra time and penalties), then the Market shall resolve to Yes.",
         s="In the event that the Underlying is cancelled, is rescheduled to a start time more than 48 hours after its originally "
           "scheduled start, or is abandoned and not completed (an abandonment being treated for all purposes as a cancellation), "
           "the Market shall be settled at a fair price as determined under the Contract Terms."),
    # 14  ambiguous cancellation
    dict(fx="BMU-BVB", fam="draw", side="draw", m=["S2", "D1", "P3", "C:ambiguous", "R3"], x={"void_cancelled": "ambiguous"},
         st=["defined_terms", "undefined_cross_reference", "legal", "numbered_rules"],
         p="If the {H} vs {A} {L} match originally scheduled for {D} ends in a Tie at the end of 90 minutes plus stoppage time, with "
           "extra time and penalties disregarded, then the Market shall resolve to Yes.",
         s="Rule 6.1. In the event that the Underlying is postponed but commences within 48 hours of its originally scheduled "
           "start, the Market shall remain open; in the event that it does not so commence, the Market shall settle at a fair "
           "price. Rule 6.2. In the event that the Underlying is cancelled, the Market shall be settled as set out in Rule 6.4."),
    # 15
    dict(fx="RBL-SGE", fam="win", side="A", m=["S2", "P:168h", "C4", "R3"], x={"timing_window": 168, "void_postponed_long": "fair_price"},
         st=["defined_terms", "legal", "number_words_and_numerals", "custom_window", "syn:calendar_days"],
         p="If {A} wins the {H} vs {A} {L} match originally scheduled for {D}, as determined at the end of 90 minutes plus stoppage time "
           "(extra time and penalties do not apply), then the Market shall resolve to Yes.",
         s="In the event that the Underlying is postponed and has not been played within seven (7) calendar days of its "
           "originally scheduled start, or in the event that the Underlying is cancelled, the Market shall be settled at a fair "
           "price."),
    # 16
    dict(fx="JUV-MIL", fam="win", side="H", m=["S2", "P2", "C4", "R:official+provider"],
         x={"source_primary": "official", "source_fallback": "provider"},
         st=["defined_terms", "source_agency_defined", "fallback_source", "legal", "numerals"],
         p="If {H} wins the {H} vs {A} {L} match originally scheduled for {D} at the end of 90 minutes plus stoppage time, extra time "
           "and penalties excluded, then the Market shall resolve to Yes.",
         s="The Source Agency shall be the official Lega Serie A website; in the event that the result is not available from the "
           "Source Agency, the Exchange shall use ESPN's match report. In the event that the Underlying is cancelled or "
           "put back by more than 48 hours from the original start, the Market shall settle at a fair price."),
    # 17  ambiguous timing window
    dict(fx="JUV-MIL", fam="draw", side="draw", m=["S2", "D1", "P:ambiguous", "C4", "R3"],
         x={"timing_window": "ambiguous", "void_postponed_long": "fair_price"},
         st=["defined_terms", "undefined_cross_reference", "legal"],
         p="If the result of the {H} vs {A} {L} match originally scheduled for {D} at the end of 90 minutes plus "
           "stoppage time (no extra time, no penalties) is a Tie, then the Market shall resolve to Yes.",
         s="In the event that the Underlying does not commence within the Postponement Window (as defined in the Contract Terms), "
           "or is cancelled, the Market shall resolve to a fair price."),
    # 18
    dict(fx="NAP-ROM", fam="win", side="A", m=["S2", "P2", "C4", "R3"], series=[ESPN],
         st=["one_long_sentence", "legal", "number_words", "syn:moved"],
         p="If {A} wins the {H} vs {A} {L} match originally scheduled for {D}, judged at the end of ninety minutes plus "
           "stoppage time and excluding any extra time or penalties, the Market shall resolve to Yes.",
         s="In the event that the Underlying is cancelled or is moved to a start time falling more than forty-eight hours after "
           "its originally scheduled start, the Market shall resolve to a fair price, and in the event that the score after "
           "regulation is level, the Market for Tie shall resolve to Yes and this Market shall resolve to No."),
    # 19
    dict(fx="PSG-OM", fam="win", side="H", m=["S2", "D1", "P2", "C4", "R3"],
         st=["plain_summary_first", "defined_terms", "legal", "numerals"],
         p="Summary: Yes pays if {H} beat {A} in regulation time. Terms: If {H} wins the {H} vs {A} {L} match originally "
           "scheduled for {D}, such result being determined at the end of 90 minutes plus stoppage time and excluding extra time and "
           "penalties, then the Market shall resolve to Yes.",
         s="Summary: a delay of more than two days, or a cancellation, means a fair-price settlement. Terms: In the event that "
           "the Underlying is cancelled or is rescheduled to commence more than 48 hours after its original start time, the "
           "Market shall settle at a fair price. A level score after regulation resolves the Tie Market to Yes."),
    # 20
    dict(fx="PSG-OM", fam="draw", side="draw", m=["S2", "D1", "P2", "C4", "AB", "R3"], x={"void_abandoned": "last_price"},
         st=["defined_terms", "legal", "abandonment_explicit", "numerals"],
         p="If the {H} vs {A} {L} match originally scheduled for {D} is a Tie at the end of 90 minutes plus stoppage time (extra time "
           "and penalties excluded), then the Market shall resolve to Yes.",
         s="In the event that the Underlying is cancelled or is rescheduled to start more than 48 hours after its originally "
           "scheduled start, the Market shall settle at a fair price. In the event that the Underlying is abandoned after kickoff "
           "and not completed, the Market shall instead settle at the last traded price before play was suspended."),
    # 21
    dict(fx="OL-LIL", fam="total", side="under", line=2.5, m=["S2", "P2", "C4", "R3"],
         st=["defined_terms", "legal", "number_words", "under_side"],
         p="If fewer than 2.5 goals in total (that is, two goals or fewer) are scored in the {H} vs {A} {L} match originally "
           "scheduled for {D} during regulation time (ninety minutes plus stoppage time; extra time and penalties excluded), "
           "then the Market shall resolve to Yes.",
         s="In the event that the Underlying is cancelled, or is rescheduled to commence more than forty-eight hours after its "
           "original start, the Market shall resolve to a fair price."),
    # 22
    dict(fx="LA-SEA", fam="win", side="A", m=["S2", "P3", "C4", "R3"],
         st=["defined_terms", "legal", "proviso", "numerals", "american_spelling"],
         p="If {A} wins the {H} vs {A} {L} fixture originally scheduled for {D}, at the end of 90 minutes plus stoppage time (not including "
           "extra time or penalties), the Market shall resolve to Yes.",
         s="If the Underlying is postponed, the Market shall remain open; provided that, in the event that the Underlying does "
           "not begin within 48 hours of its scheduled start, or is canceled, the Market shall settle at a fair price."),
    # 23
    dict(fx="MIA-CLB", fam="draw", side="draw", m=["S2", "D1", "P2", "C4", "R3"],
         st=["defined_terms", "legal", "number_words", "american_spelling"],
         p="If the {H} vs {A} {L} fixture originally scheduled for {D} is a Tie after ninety minutes plus stoppage time, excluding "
           "extra time and penalties, then the Market shall resolve to Yes.",
         s="The Market for Tie shall resolve to Yes where the teams are level at the end of regulation. In the event that the "
           "Underlying is canceled, or is rescheduled to start more than two days after its original start time, the Market "
           "shall resolve to a fair price."),
    # 24
    dict(fx="MIA-CLB", fam="win", side="H", m=["S4", "P2", "C4", "R3"],
         st=["scope_in_secondary", "defined_terms", "legal", "numerals"],
         p="If {H} wins the {H} vs {A} {L} fixture originally scheduled for {D}, then the Market shall resolve to Yes.",
         s="The Expiration Value means the score of the Underlying at the end of regulation time, i.e. 90 minutes plus stoppage "
           "time, and no extra time or penalties shall be considered. In the event that the Underlying is canceled or "
           "moved back by more than 48 hours from the original start time, the Market shall resolve to a fair price."),
    # 25
    dict(fx="ARS-RMA", fam="advance", side="A", m=["S6", "P2", "C4", "R3"],
         st=["defined_terms", "legal", "two_way", "syn:advance", "numerals"],
         p="If {A} advances from the {L} Round of 16 tie against {H}, the second leg of which is originally scheduled for {D}, "
           "then the Market shall resolve to Yes. Advancement shall be determined on the basis of the tie as a whole, including "
           "aggregate score, extra time and any penalty shoot-out.",
         s="In the event that the second leg of the Underlying is cancelled or is rescheduled to start more than 48 hours after "
           "its originally scheduled start, the Market shall resolve to a fair price."),
    # 26
    dict(fx="ARS-RMA", fam="win", side="H", m=["S2", "P2", "C4", "R3"],
         st=["defined_terms", "legal", "proviso", "knockout_regulation", "numerals"],
         p="If {H} wins the {H} vs {A} {L} match originally scheduled for {D} at the end of 90 minutes plus stoppage time, then the "
           "Market shall resolve to Yes.",
         s="Provided, however, that in the event that the Underlying proceeds to extra time or a penalty shoot-out, neither shall "
           "be taken into account, and the Expiration Value shall remain the score at the end of regulation. This Market does "
           "not concern which team advances from the tie. In the event that the Underlying is cancelled or delayed by more "
           "than 48 hours beyond its original start, the Market shall resolve to a fair price."),
    # 27  ambiguous scope (contradiction)
    dict(fx="BMU-PSG", fam="win", side="H", m=["S:ambiguous", "P2", "C4", "R3"], x={"scope": "ambiguous"},
         st=["defined_terms", "legal", "proviso", "contradiction"],
         p="If {H} wins the {H} vs {A} {L} match originally scheduled for {D} at the end of 90 minutes plus stoppage time, then the "
           "Market shall resolve to Yes.",
         s="Provided that, where the Contract Terms so specify for knockout fixtures, the Expiration Value may instead reflect "
           "the score after any extra time. In the event that the Underlying is cancelled, or rescheduled to a kickoff more than 48 hours "
           "after its original start, the Market shall resolve to a fair price."),
    # 28
    dict(fx="BMU-PSG", fam="advance", side="H", m=["S6", "P3", "C4", "R3"],
         st=["plain_summary_first", "defined_terms", "legal", "two_way", "syn:qualify", "number_words_and_numerals"],
         p="Summary: Yes if {H} qualify for the semi-finals, however the tie is decided. Terms: If {H} qualifies from the {L} "
           "quarter-final tie against {A}, whose second leg is originally scheduled for {D}, including by way of extra time or "
           "a penalty shoot-out, then the Market shall resolve to Yes.",
         s="In the event that the second leg is postponed, the Market shall remain open provided that play begins within "
           "forty-eight (48) hours of the original start; otherwise, and in the event of cancellation, the Market shall settle "
           "at a fair price."),
    # 29
    dict(fx="LIV-INT", fam="draw", side="draw", m=["S3", "D1", "P2", "C4", "R3"],
         st=["scope_split", "defined_terms", "legal", "knockout_regulation", "numerals"],
         p="Where a Tie is the score of the {H} vs {A} {L} match originally scheduled for {D} once 90 minutes "
           "plus stoppage time have been played, then the Market shall resolve to Yes.",
         s="Any extra time and any penalty shoot-out played to settle the tie shall be excluded from the Expiration Value, and a "
           "level score at the end of regulation shall resolve this Market to Yes notwithstanding which team advances. In the "
           "event that the Underlying is cancelled, or rescheduled to a kickoff more than 48 hours after its original start, the Market "
           "shall resolve to a fair price."),
    # 30
    dict(fx="MEX-KOR", fam="win", side="H", m=["S3", "D1", "P2", "C4", "R3"],
         st=["scope_split", "defined_terms", "legal", "numerals", "american_spelling"],
         p="If {H} wins the {H} vs {A} {L} game originally scheduled for {D} at the end of 90 minutes plus stoppage time, then the "
           "Market shall resolve to Yes.",
         s="Extra time and penalties shall not be counted. If the score is level at the end of regulation, the Market for Tie "
           "shall resolve to Yes. In the event that the Underlying is canceled or rescheduled to begin more than 48 hours after "
           "its original start, the Market shall resolve to a fair price."),
    # 31
    dict(fx="MEX-KOR", fam="draw", side="draw", m=["S3", "D1", "P2", "C4", "R3"],
         st=["scope_split", "defined_terms", "legal", "number_words", "american_spelling"],
         p="If Tie is the outcome of the {H} vs {A} {L} game originally scheduled for {D} after ninety minutes plus stoppage "
           "time, then the Market shall resolve to Yes.",
         s="For purposes of the Payout Criterion, extra time and penalty kicks are not part of the game. In the event that the "
           "Underlying is canceled or is moved more than forty-eight hours from its original start time, the Market shall "
           "resolve to a fair price."),
    # 32  ambiguous source
    dict(fx="BRA-CIV", fam="win", side="A", m=["S2", "P2", "C4", "R:ambiguous"],
         x={"source_primary": "ambiguous", "source_fallback": "ambiguous"},
         st=["defined_terms", "source_agency_defined", "unordered_sources", "legal"],
         p="If {A} wins the {H} vs {A} {L} game originally scheduled for {D} at the end of 90 minutes plus stoppage time (excluding "
           "extra time and penalties), then the Market shall resolve to Yes.",
         s="\"Source Agency\" means any of ESPN, FIFA.com, or such other source as the Exchange may designate from time to time. "
           "In the event that the Underlying is canceled, or rescheduled to a kickoff more than 48 hours after its original start, the "
           "Market shall resolve to a fair price."),
    # 33
    dict(fx="ARG-GER", fam="advance", side="H", m=["S6", "P:72h", "C4", "R3"], x={"timing_window": 72, "void_postponed_long": "fair_price"},
         st=["defined_terms", "legal", "two_way", "custom_window", "number_words_and_numerals"],
         p="If {H} advances to the quarter-finals from the {L} Round of 16 game against {A} originally scheduled for {D}, the "
           "Expiration Value being determined after any extra time and, where required, a penalty shoot-out, then the Market "
           "shall resolve to Yes.",
         s="In the event that the Underlying is cancelled or does not commence within seventy-two (72) hours of its originally "
           "scheduled start, the Market shall settle at a fair price."),
    # 34
    dict(fx="ARG-GER", fam="half", side="draw", half="first", m=["P2", "C4", "R3"],
         st=["defined_terms", "legal", "first_half", "numerals"],
         p="If the score of the {H} vs {A} {L} game originally scheduled for {D} is level at half-time, meaning after the first "
           "45 minutes plus first-half stoppage time, then the Market shall resolve to Yes.",
         s="Goals scored in the second half, extra time or a penalty shoot-out shall be disregarded. In the event that the "
           "Underlying is cancelled or rescheduled to begin more than 48 hours after its original start, the Market shall "
           "resolve to a fair price."),
    # 35
    dict(fx="BHA-FUL", fam="btts", side="yes", m=["S2", "P2", "C4", "R3"],
         st=["plain_summary_first", "defined_terms", "legal", "number_words_and_numerals", "payout_criterion"],
         p="Summary: Yes if both sides score in normal time. Terms: The Payout Criterion is met if each of {H} and {A} scores one "
           "(1) or more goals during regulation time of the {L} match originally scheduled for {D}, being 90 minutes plus "
           "stoppage time without extra time or penalties; if it is met, Yes shall be the resolution of the Market.",
         s="In the event that the Underlying is cancelled or is rescheduled to commence more than 48 hours after its original "
           "start, the Market shall be settled at a fair price."),
]
