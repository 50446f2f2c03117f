"""The summary table `just bench` prints: each figure beside its target."""

from __future__ import annotations

from typing import Any

__all__ = ["summary_rows", "table"]

Row = tuple[str, str, str, str, bool | None]


def _s(x: float | None, unit: str = "s", digits: int = 2) -> str:
    return "n/a" if x is None else f"{x:.{digits}f} {unit}"


def _engine_cell(eng: dict[str, Any]) -> str:
    if eng["completed"]:
        return (
            f"{_s(eng['seconds'])} ({eng['rows_per_s']:,.0f} pairs/s; extract "
            f"{_s(eng['extract_s'], digits=1)}, compare {_s(eng['compare_s'], digits=1)}), "
            f"peak {eng['peak_rss_mib'] / 1024:.2f} GiB"
        )
    if "killed_by_signal" in eng:
        return f"killed (out of memory) after {eng['seconds_until_killed']:.0f} s"
    peak = eng.get("peak_rss_mib_at_timeout")
    return f"not done in {eng['timeout_s']:.0f} s" + (
        f" (peak so far {peak / 1024:.2f} GiB)" if peak else ""
    )


def _b1(b1: dict[str, Any]) -> list[Row]:
    rows: list[Row] = []
    t = b1["targets"]
    for size in b1["sizes"]:
        n, eng, ref = size["pairs"], size["engine"], size.get("reference")
        target, met = "", None
        if n == 1_000_000:
            target = "<= 30 s, <= 4 GiB"
            met = t["seconds_at_1m_max_30"]["met"] and t["peak_gib_at_1m_max_4"]["met"]
        rows.append(("B1", f"engine, {n:,} pairs", _engine_cell(eng), target, met))
        if ref and ref.get("completed"):
            how = f"{ref['rows']:,}-pair sample, scaled" if ref["extrapolated"] else "all pairs"
            rows.append(
                (
                    "B1",
                    f"reference, {n:,} pairs",
                    f"{_s(ref['seconds_for_all_pairs'])} ({how}; {ref['rows_per_s']:,.0f} pairs/s)",
                    "",
                    None,
                )
            )
        if "speedup" in size:
            at_100k = n == 100_000
            rows.append(
                (
                    "B1",
                    f"engine / reference, {n:,} pairs",
                    f"{size['speedup']:.1f}x (extract {size['speedup_extract']:.1f}x, "
                    f"compare {size['speedup_compare']:.1f}x)",
                    ">= 30x" if at_100k else "",
                    size["speedup"] >= 30 if at_100k else None,
                )
            )
            if at_100k:
                ratio = size["speedup_compare"]
                rows.append(
                    (
                        "B1",
                        "comparison / reference comparison, 100,000 pairs",
                        f"{ratio:.1f}x",
                        ">= 10x",
                        ratio >= 10,
                    )
                )
            agree = size["agreement"]
            rows.append(
                (
                    "B1",
                    f"verdicts identical, {n:,} pairs",
                    f"{agree['pairs_compared'] - agree['disagreements']:,}"
                    f"/{agree['pairs_compared']:,} pairs",
                    "all",
                    agree["disagreements"] == 0,
                )
            )
    for entry in b1.get("rules_cached", []):
        n = entry["pairs"]
        target, met = "", None
        if n == 1_000_000:
            target = "<= 5 s, <= 3 GiB"
            met = (
                t["seconds_at_1m_rules_cached_max_5"]["met"]
                and t["peak_gib_at_1m_rules_cached_max_3"]["met"]
            )
        label = f"engine, {n:,} pairs, rules cached"
        rows.append(("B1", label, _engine_cell(entry["engine"]), target, met))
    return rows


def _b2(b2: dict[str, Any]) -> list[Row]:
    bare, audit, t = b2["bare"], b2["audit"], b2["targets"]

    def lat(x: dict[str, Any]) -> str:
        return f"p50 {x['latency_ms']['p50']:.1f} ms, p99 {x['latency_ms']['p99']:.1f} ms"

    d = b2["durability"]
    return [
        ("B2", "bare JSON endpoint", f"{bare['throughput_rps']:,.0f} req/s, {lat(bare)}", "", None),
        (
            "B2",
            "POST /v1/audit by pair_id",
            f"{audit['throughput_rps']:,.0f} req/s, {lat(audit)}",
            "p99 <= 20 ms",
            t["audit_p99_ms_max_20"]["met"],
        ),
        (
            "B2",
            "audit / bare throughput",
            f"{b2['throughput_ratio']:.2f}",
            ">= 0.6",
            t["throughput_ratio_min_0.6"]["met"],
        ),
        (
            "B2",
            "every verdict durably logged",
            f"{d['log_records_added']:,} records for {d['audit_200s']:,} 200s, verify "
            f"{'ok' if d['verify_ok'] else 'FAILED'}",
            "all",
            t["every_verdict_durably_logged"]["met"],
        ),
    ]


def _b3(b3: dict[str, Any]) -> list[Row]:
    t = b3["targets"]["budgeted_cycle_over_floor_max_1.5"]
    bud = b3["budgeted"]
    return [
        ("B3", f"refresher cycle, {b3['markets']:,} markets", _s(b3["cycle"]["seconds"]), "", None),
        (
            "B3",
            f"bare fetch, {b3['requests_per_cycle']:,} URLs (no budgets)",
            _s(b3["bare_fetch"]["seconds"]),
            "",
            None,
        ),
        ("B3", "cycle / bare fetch (no budgets)", f"{b3['ratio']:.2f}x", "", None),
        (
            "B3",
            "cycle with budgets on / floor of its requests",
            f"{_s(bud['seconds'])} / {_s(bud['floor_s'])} = {bud['over_floor']:.2f}x, "
            f"{bud['venue_two_429']} 429s",
            "<= 1.5x, 0 429s (10k markets)",
            t["met"],
        ),
    ]


def _b4(b4: dict[str, Any]) -> list[Row]:
    t = b4["targets"]["seconds_max_1"]
    return [
        (
            "B4",
            f"track record, {b4['verdict_rows']:,} verdicts, {b4['settled_events']:,} events",
            # CPU beside the wall time, and the cold call's: results written before have none.
            _s(b4["seconds"])
            + (f" (CPU {_s(b4['cpu_seconds'])})" if "cpu_seconds" in b4 else "")
            + (
                f" after a cycle; cold {_s(b4['cold_seconds'])} (CPU {_s(b4['cold_cpu_seconds'])})"
                if "cold_seconds" in b4
                else ""
            ),
            "<= 1 s (1M, 100k)",
            t["met"],
        ),
    ]


def _b5(b5: dict[str, Any]) -> list[Row]:
    t = b5["targets"]["ondemand_engine_p50_ms_max_20"]
    cell = (
        f"p50 {b5['p50_ms']:.1f} ms, p95 {b5['p95_ms']:.1f} ms ({b5['pairs']} pairs)"
        if b5["completed"]
        else f"not done in {b5['timeout_s']:.0f} s"
    )
    rows: list[Row] = [
        ("B5", "on-demand pair, engine time (fetch excluded)", cell, "p50 <= 20 ms", t["met"])
    ]
    if b5["completed"] and "known_template_p50_ms" in b5:
        known = (
            f"p50 {b5['known_template_p50_ms']:.1f} ms, p95 {b5['known_template_p95_ms']:.1f} ms"
            f" ({b5['known_template_hits']} of {b5['pairs']} a known template)"
        )
        rows.append(("B5", "same, venue_one leg from a template read before", known, "", None))
    if "end_to_end" in b5:
        e2e = b5["end_to_end"]
        cell = f"p50 {e2e['p50_ms']:.1f} ms, p95 {e2e['p95_ms']:.1f} ms ({e2e['pairs']} pairs)"
        paced = f", paced {e2e['pace_s']:g} s" if "paced" in e2e else ""
        rows.append(
            (
                "B5",
                f"on-demand audit, two uncovered legs, end to end (fetch included{paced})",
                cell,
                "p50 <= 30 ms",
                e2e["met"],
            )
        )
        if "back_to_back" in e2e:
            # Back to back, audits wait for the service's own venue budgets: a throughput,
            # printed beside the paced run's latency, which the target judges.
            b2b = e2e["back_to_back"]
            cell = f"p50 {b2b['p50_ms']:.1f} ms, p95 {b2b['p95_ms']:.1f} ms ({b2b['pairs']} pairs)"
            rows.append(("B5", "same, audits sent back to back", cell, "", None))
        # The kinds' throughput is one client's, not the issue's (server under load): the
        # target column judges their p50 only.
        for kind, row in e2e["covered_kinds"].items():
            cell = (
                f"p50 {row['p50_ms']:.1f} ms, one client {row['one_client_rps']:,.0f} req/s "
                f"= {row['vs_pair_id']:.2f}x pair_id"
            )
            met = row["p50_ms"] <= 10
            rows.append(
                ("B5", f"covered pair, {kind.replace('_', ' ')}", cell, "p50 <= 10 ms", met)
            )
    return rows


def _b6(b6: dict[str, Any]) -> list[Row]:
    t = b6["targets"]["seconds_for_100k_new_legs_max_5"]
    if not b6["completed"]:
        return [
            ("B6", "reading, every text new", f"not done in {b6['timeout_s']:.0f} s", "", False)
        ]
    return [
        (
            "B6",
            "reading cold, distinct texts per second",
            f"{b6['texts_per_s']:,.0f} texts/s",
            "",
            None,
        ),
        (
            "B6",
            f"reading, {b6['legs']:,} legs, every text new",
            _s(b6["seconds"]),
            "<= 5 s (100k legs)",
            t["met"],
        ),
    ]


def _b7(b7: dict[str, Any]) -> list[Row]:
    rows: list[Row] = []
    sizes = b7["sizes"]
    for n, s in sizes.items():
        if "error" in s:
            rows.append(("B7", f"{n} matches", "error: " + " ".join(s["error"]), "", False))
            continue
        cold, steady, free = s["cold"], s["steady_budgeted"], s["steady_free"]
        plan = steady["fetch_plan"]
        rows += [
            (
                "B7",
                f"{s['matches']:,} matches: first cycle from cold / floor of its requests",
                f"{_s(cold['seconds'])} / {_s(cold['floor_s'])} "
                f"(fetch {_s(cold['fetch_s'])}, "
                f"reading {_s(cold['phases_s'].get('reading rules'))})",
                "<= 1.3x floor (4000)",
                cold["seconds"] <= 1.3 * cold["floor_s"],
            ),
            (
                "B7",
                f"{s['matches']:,} matches: steady cycle, budgets on (requests v1/v2)",
                f"{_s(steady['seconds'])} ({steady['requests']['venue_one']}"
                f"/{steady['requests']['venue_two']})",
                "",
                None,
            ),
            (
                "B7",
                f"{s['matches']:,} matches: venue_two 429s in steady state",
                str(steady["venue_two_429"]),
                "0",
                steady["venue_two_429"] == 0,
            ),
            (
                "B7",
                f"{s['matches']:,} matches: oldest rule text / book after a cycle",
                f"{plan['oldest_rules_age_seconds']} s / {plan['oldest_book_age_seconds']} s "
                f"({plan['venue_two_books_deferred']} books deferred)",
                "<= 2 intervals / <= TTL",
                (plan["oldest_rules_age_seconds"] or 0) <= 120,
            ),
            (
                "B7",
                f"{s['matches']:,} matches: restart, stored state to answering view",
                _s(s["restart_view_s"]),
                "<= 5 s (4000)",
                s["restart_view_s"] <= 5,
            ),
            (
                "B7",
                f"{s['matches']:,} matches: steady cycle's own compute, budgets off",
                f"{_s(free['compute_s'])} (fetch {_s(free['fetch_s'])})",
                "<= 5 s (4000)",
                free["compute_s"] <= 5,
            ),
            (
                "B7",
                f"{s['matches']:,} matches: peak RSS of the cycle process",
                f"{s['peak_rss_mib']:.0f} MiB",
                "<= 600 MiB (4000)",
                s["peak_rss_mib"] <= 600,
            ),
        ]
        srv = s.get("serve")
        if srv:
            health, audit = srv.get("health_200_s"), srv.get("audit_200_s")
            rows += [
                (
                    "B7",
                    f"{s['matches']:,} matches: restart, `serve` start to health / pair_id 200",
                    f"{_s(health)} / {_s(audit)}",
                    "<= 5 s (4000)",
                    health is not None and audit is not None and max(health, audit) <= 5,
                ),
                (
                    "B7",
                    f"{s['matches']:,} matches: peak RSS of `serve` after "
                    f"{srv.get('cycles')} cycles, budgets off",
                    f"{srv['peak_rss_mib']:.0f} MiB",
                    "<= 600 MiB (4000)",
                    srv["peak_rss_mib"] <= 600,
                ),
            ]
    if b7.get("compute_growth_exponent") is not None:
        e = b7["compute_growth_exponent"]
        rows.append(
            ("B7", "growth exponent of the cycle's compute", f"{e:.2f}", "<= 1.0", e <= 1.0)
        )
    return rows


def summary_rows(results: dict[str, Any]) -> list[Row]:
    """One row per figure: (bench, figure, measured, target, met)."""
    rows: list[Row] = []
    for key, fn in (
        ("B1", _b1),
        ("B2", _b2),
        ("B3", _b3),
        ("B4", _b4),
        ("B5", _b5),
        ("B6", _b6),
        ("B7", _b7),
    ):
        if key in results:
            rows.extend(fn(results[key]))
    return rows


def table(rows: list[Row]) -> str:
    """The rows as a fixed-width text table."""
    head: Row = ("bench", "figure", "measured", "target", None)
    widths = [max(len(str(r[i])) for r in [head, *rows]) for i in range(4)]
    lines = []
    for r in [head, *rows]:
        met = "met" if r is head else {True: "yes", False: "MISSED", None: ""}[r[4]]
        lines.append("  ".join(c.ljust(w) for c, w in zip(r[:4], widths, strict=True)) + "  " + met)
        if r is head:
            lines.append("-" * (sum(widths) + 2 * 4 + 6))
    return "\n".join(lines)
