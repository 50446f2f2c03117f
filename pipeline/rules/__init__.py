"""Rule extraction (text -> structured record) and the comparison engine (verdicts).

extract_rules(legs)                       one rule record per distinct rules_hash
pair_frame(keys, a, b)                    the pair frame audit_frame reads
audit_frame(pairs, now=, stale=, mode=)   verdict, divergences, contingencies, liquidity
scored_verdict_expr()                     the verdict on rule dimensions only (track record)
"""

from pipeline.rules.compare import (
    CODES,
    LEG_COLUMNS,
    MODES,
    OPERATIONAL_CODES,
    PAIR_KEYS,
    audit_frame,
    pair_frame,
    scored_verdict_expr,
    verdict_expr,
    with_rules,
)
from pipeline.rules.extract import RULE_INPUT_COLUMNS, RULE_RECORD_SCHEMA, extract_rules

__all__ = [
    "CODES",
    "LEG_COLUMNS",
    "MODES",
    "OPERATIONAL_CODES",
    "PAIR_KEYS",
    "RULE_INPUT_COLUMNS",
    "RULE_RECORD_SCHEMA",
    "audit_frame",
    "extract_rules",
    "pair_frame",
    "scored_verdict_expr",
    "verdict_expr",
    "with_rules",
]
