"""GET /v1/status, GET /status (the same as a page a person reads at a glance), GET /v1/adoption.

The track record and adoption figures come from the app's `StatusCache` (DuckDB over
the stores, rescanned only when they change).
"""

from __future__ import annotations

from datetime import UTC, datetime
from html import escape
from typing import Any, Literal

import polars as pl
from fastapi import APIRouter
from fastapi.responses import HTMLResponse, RedirectResponse
from pydantic import BaseModel, Field

from pipeline import __version__
from pipeline.coverage import coverage_counts
from pipeline.formats import percent
from pipeline.trackrecord import TrackRecord
from serve.state import AppState, State, snapshot_age

__all__ = [
    "VERDICT_COLORS",
    "AdoptionResponse",
    "StatusResponse",
    "bar_chart_svg",
    "daily_chart_svg",
    "event_lists",
    "render_page",
    "router",
    "verdict_chart_svg",
]

router = APIRouter()


class CodeRecord(BaseModel):
    """The confusion matrix of one divergence code: "flagged" = the event carries the code."""

    code: str
    flagged: int
    true_positives: int
    false_positives: int
    true_negatives: int
    false_negatives: int
    precision: float | None
    recall: float | None


class TrackRecordBody(BaseModel):
    """Scored verdicts against how settled events actually settled (docs/DESIGN.md §10)."""

    resolved_matches: int
    true_positives: int
    false_positives: int
    true_negatives: int
    false_negatives: int
    precision: float | None = Field(description="null when nothing was flagged")
    recall: float | None = Field(description="null when no settlement diverged")
    by_code: list[CodeRecord]


class CompetitionVerdicts(BaseModel):
    """Latest scored verdict per covered event, counted by competition."""

    competition: str
    events: int
    SAFE: int
    CAUTION: int
    BLOCK: int
    resolved: int


class BaselineRecord(BaseModel):
    """What a service flagging every resolved match would score on the same matches."""

    flagged: int
    true_positives: int
    false_positives: int
    precision: float | None = Field(description="the share of resolved matches that diverged")
    recall: float | None = Field(description="1 when any diverged, else null")


class SplitRecord(BaseModel):
    """The flagged matches of one kind, scored as a prediction of their own.

    `if_played`: a pair may pay differently when the match is played as scheduled (or that
    could not be read); `tail_only`: the legs pay the same whenever the match is played,
    and the flags concern a cancelled, abandoned or postponed match, deadlines or sources.
    """

    kind: Literal["if_played", "tail_only"]
    flagged: int
    true_positives: int
    false_positives: int
    true_negatives: int
    false_negatives: int
    precision: float | None
    recall: float | None


class PairPayout(BaseModel):
    """What each venue paid per share for the contract held in one pair."""

    pair_id: str
    venue_one_payout: float | None
    venue_two_payout: float | None
    equivalent: bool | None


class EarlierVerdict(BaseModel):
    """The last verdict computed before kickoff for the same event."""

    scored_verdict: str
    codes: list[str]
    predicted: bool
    computed_at: datetime | None


class RealDivergence(BaseModel):
    """One resolved match whose legs settled differently, and what the verdicts said."""

    canonical_event_id: str
    competition: str | None
    what_happened: str = Field(description="How each venue settled, read from the payouts")
    payouts: list[PairPayout]
    scored_verdict: str
    codes: list[str] = Field(description="Rule-dimension codes of the latest verdicts")
    if_played: str
    predicted: bool = Field(description="The latest scored verdict flagged it")
    pre_kickoff: EarlierVerdict | None


class PreKickoffRecord(TrackRecordBody):
    """The spec's figures scored on each event's last verdict computed before kickoff."""

    baseline: BaselineRecord
    split: list[SplitRecord]
    without_verdict: int = Field(
        description="Resolved matches with no verdict before kickoff (left out here)"
    )


class TrackRecordBreakdown(BaseModel):
    """Beside the spec's figures (docs/DESIGN.md §10): what puts them in context."""

    baseline: BaselineRecord
    split: list[SplitRecord]
    real_divergences: list[RealDivergence]
    pre_kickoff: PreKickoffRecord


class StatusResponse(BaseModel):
    """Coverage, freshness, audits served and the track record."""

    coverage: dict[str, int]
    ruleset_sha: str
    snapshot_ts: datetime | None
    snapshot_age_seconds: int | None
    audits_served: int
    track_record: TrackRecordBody
    verdicts_by_competition: list[CompetitionVerdicts]
    track_record_breakdown: TrackRecordBreakdown | None = None


class AuditsServed(BaseModel):
    """Audit records in the log: all time, last 24 hours, last 7 days."""

    total: int
    last_24h: int
    last_7d: int


class ActiveKeys(BaseModel):
    """Distinct API keys with at least one audit in the window (MCP audits carry none)."""

    last_7d: int
    last_30d: int


class DailyAudits(BaseModel):
    """Audits served on one UTC day."""

    date: str
    audits: int


class AdoptionResponse(BaseModel):
    """Audits served, active API keys, channels, verdicts and a daily series (last 30 days)."""

    audits_served: AuditsServed
    active_keys: ActiveKeys
    by_channel: dict[str, int]
    by_verdict: dict[str, int]
    daily: list[DailyAudits]


def event_lists(record: TrackRecord) -> dict[str, list[str]]:
    """The resolved events behind each count of the page, by the anchor that lists them.

    `TP`..`TN` (latest verdicts), `if_played-TP`, `tail_only-FP`... (the split), and the
    same with a `pre-` prefix for the verdicts computed before kickoff.
    """
    out: dict[str, list[str]] = {}
    for prefix, frame in (("", record.events), ("pre-", record.pre_kickoff_events)):
        if frame.is_empty():
            continue
        for row in frame.filter(pl.col("settled")).sort("canonical_event_id").iter_rows(named=True):
            eid, outcome = row["canonical_event_id"], row["outcome"]
            out.setdefault(f"{prefix}{outcome}", []).append(eid)
            if row["positive"]:
                kind = "tail_only" if row["if_played"] == "equivalent" else "if_played"
                out.setdefault(f"{prefix}{kind}-{outcome}", []).append(eid)
    return out


def _status(state: AppState, now: datetime) -> tuple[StatusResponse, dict[str, Any]]:
    view = state.view()
    record = state.status_cache.track_record()
    used = state.status_cache.adoption(now)
    age = snapshot_age(view, now)
    body = StatusResponse(
        coverage=coverage_counts(state.ruleset, view.snapshot),
        ruleset_sha=view.ruleset_sha,
        snapshot_ts=view.snapshot_ts,
        snapshot_age_seconds=None if age is None else int(age),
        audits_served=used["audits_served"]["total"],
        track_record=TrackRecordBody.model_validate(record.as_dict()),
        verdicts_by_competition=[
            CompetitionVerdicts.model_validate(r) for r in record.by_competition
        ],
        track_record_breakdown=TrackRecordBreakdown.model_validate(record.breakdown),
    )
    return body, used


@router.get(
    "/v1/status",
    tags=["status"],
    response_model=StatusResponse,
    summary="Coverage, snapshot freshness, audits served and the track record",
)
def status(state: State) -> StatusResponse:
    """The status page's figures as JSON; precision and recall are null when undefined."""
    return _status(state, datetime.now(UTC))[0]


@router.get(
    "/v1/adoption",
    tags=["status"],
    response_model=AdoptionResponse,
    summary="Audits served, active keys, channels and verdicts, from the audit log",
)
def adoption_route(state: State) -> AdoptionResponse:
    """Adoption figures computed from this machine's audit log."""
    return AdoptionResponse.model_validate(state.status_cache.adoption(datetime.now(UTC)))


@router.get("/", include_in_schema=False)
def root() -> RedirectResponse:
    """A browser pointed at the service lands on its status page."""
    return RedirectResponse("/status", status_code=307)


@router.get(
    "/status", response_class=HTMLResponse, tags=["status"], summary="The status page (HTML)"
)
def status_page(state: State) -> HTMLResponse:
    """Coverage, freshness, audits served, confusion matrix, precision, recall and a chart."""
    now = datetime.now(UTC)
    body, used = _status(state, now)
    s = state.settings
    age = body.snapshot_age_seconds
    health = (
        "stale"
        if age is None or age > s.stale_after_s
        else "degraded"
        if age > s.degraded_after_s
        else "ok"
    )
    lists = event_lists(state.status_cache.track_record())
    return HTMLResponse(render_page(body, used, health=health, now=now, lists=lists))


# ---- the page ------------------------------------------------------------------------
VERDICT_COLORS = {"SAFE": "#2e7d32", "CAUTION": "#f9a825", "BLOCK": "#c62828"}
_CSS = """
body{font:15px/1.45 system-ui,sans-serif;margin:2rem auto;max-width:60rem;color:#222;padding:0 1rem}
h1{font-size:1.5rem;margin-bottom:.2rem} h2{font-size:1.1rem;margin:1.8rem 0 .6rem}
.sub{color:#666;font-size:.9rem} .cards{display:flex;flex-wrap:wrap;gap:.8rem}
.card{border:1px solid #ddd;border-radius:6px;padding:.6rem .9rem;min-width:9rem}
.card b{display:block;font-size:1.6rem} .card span{color:#555;font-size:.85rem}
table{border-collapse:collapse} td,th{border:1px solid #ddd;padding:.3rem .6rem;text-align:right}
th{background:#f5f5f5} td:first-child,th:first-child{text-align:left}
.list{font:12px/1.4 ui-monospace,monospace;color:#444} details{margin:.3rem 0}
#real-divergences td{text-align:left;vertical-align:top;font-size:.85rem}
.ok{color:#2e7d32} .degraded{color:#b26a00} .stale{color:#c62828}
"""


def _card(ident: str, value: object, label: str, cls: str = "") -> str:
    klass = f' class="{escape(cls)}"' if cls else ""
    return (
        f'<div class="card" id="{escape(ident)}"><b{klass}>{escape(str(value))}</b>'
        f"<span>{escape(label)}</span></div>"
    )


def bar_chart_svg(
    rows: list[dict[str, Any]],
    *,
    label: str,
    series: dict[str, str],
    title: str,
    width: int = 640,
) -> str:
    """Horizontal stacked bars (inline SVG): one bar per row, one segment per series key.

    `series` maps a numeric key of the rows to its colour; the bar's total is printed
    after it. Every text is escaped.
    """
    label_w, bar_h, gap, top = 150, 22, 8, 26
    totals = [sum(int(r[k]) for k in series) for r in rows]
    scale_max = max([*totals, 1])
    span = width - label_w - 50
    height = top + len(rows) * (bar_h + gap) + 4
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'role="img" aria-label="{escape(title)}"><title>{escape(title)}</title>'
    ]
    for i, (name, color) in enumerate(series.items()):
        lx = label_w + i * 120
        parts.append(
            f'<rect x="{lx}" y="4" width="12" height="12" fill="{escape(color)}"/>'
            f'<text x="{lx + 16}" y="15" font-size="12">{escape(name)}</text>'
        )
    for row_i, (r, total) in enumerate(zip(rows, totals, strict=True)):
        y = top + row_i * (bar_h + gap)
        name = str(r[label])
        parts.append(f'<text x="0" y="{y + 15}" font-size="13">{escape(name)}</text>')
        x = float(label_w)
        for key, color in series.items():
            n = int(r[key])
            w = span * n / scale_max
            if n:
                tip = escape(f"{name}: {n} {key}")
                parts.append(
                    f'<rect x="{x:.1f}" y="{y}" width="{w:.1f}" height="{bar_h}" '
                    f'fill="{escape(color)}"><title>{tip}</title></rect>'
                )
            x += w
        parts.append(f'<text x="{x + 6:.1f}" y="{y + 15}" font-size="12">{total}</text>')
    parts.append("</svg>")
    return "".join(parts)


def daily_chart_svg(daily: list[dict[str, Any]], *, width: int = 640, height: int = 160) -> str:
    """Audits per UTC day as vertical bars (inline SVG), the series of GET /v1/adoption."""
    title = "Audits served per day (UTC), from /v1/adoption"
    top, bottom, left = 18, 22, 34
    n = max(len(daily), 1)
    peak = max([int(d["audits"]) for d in daily] + [1])
    step = (width - left) / n
    plot = height - top - bottom
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'role="img" aria-label="{escape(title)}"><title>{escape(title)}</title>',
        f'<text x="0" y="{top}" font-size="11">{peak}</text>',
        f'<text x="0" y="{height - bottom}" font-size="11">0</text>',
        f'<line x1="{left}" y1="{height - bottom}" x2="{width}" y2="{height - bottom}" '
        'stroke="#999"/>',
    ]
    for i, d in enumerate(daily):
        audits = int(d["audits"])
        h = plot * audits / peak
        x = left + i * step
        tip = escape(f"{d['date']}: {audits} audits")
        parts.append(
            f'<rect x="{x + 1:.1f}" y="{height - bottom - h:.1f}" width="{max(step - 2, 1):.1f}" '
            f'height="{h:.1f}" fill="#1565c0"><title>{tip}</title></rect>'
        )
    if daily:
        for i in (0, len(daily) - 1):
            x = left + i * step
            parts.append(
                f'<text x="{x:.1f}" y="{height - 6}" font-size="11">'
                f"{escape(str(daily[i]['date']))}</text>"
            )
    parts.append("</svg>")
    return "".join(parts)


def _count(value: int, anchor: str, lists: dict[str, list[str]]) -> str:
    """A count linked to the list of events behind it (plain when the list is empty)."""
    if not lists.get(anchor):
        return str(value)
    return f'<a href="#list-{escape(anchor)}">{value}</a>'


def _split_rows(split: list[SplitRecord], lists: dict[str, list[str]], prefix: str) -> str:
    label = {"if_played": "pay differently if played", "tail_only": "tail only (not played)"}
    return "".join(
        f"<tr><td>{escape(label[r.kind])}</td><td>{r.flagged}</td>"
        f"<td>{_count(r.true_positives, f'{prefix}{r.kind}-TP', lists)}</td>"
        f"<td>{_count(r.false_positives, f'{prefix}{r.kind}-FP', lists)}</td>"
        f"<td>{escape(percent(r.precision))}</td><td>{escape(percent(r.recall))}</td></tr>"
        for r in split
    )


def _breakdown_html(b: TrackRecordBreakdown | None, lists: dict[str, list[str]]) -> str:
    """Baseline, split, real divergences and the pre-kickoff figures, with the lists."""
    if b is None:
        return ""
    head = (
        "<tr><th>flags that</th><th>flagged</th><th>TP</th><th>FP</th>"
        "<th>precision</th><th>recall</th></tr>"
    )
    divergences = "".join(
        f"<tr><td>{escape(d.canonical_event_id)}</td><td>{escape(d.what_happened)}</td><td>"
        + "<br>".join(
            escape(
                f"{x.pair_id.rpartition('#')[2]}: {_money(x.venue_one_payout)} vs "
                f"{_money(x.venue_two_payout)}"
            )
            for x in d.payouts
        )
        + f"</td><td>{escape(d.scored_verdict)}</td><td>{escape(', '.join(d.codes) or '-')}</td>"
        f"<td>{'yes' if d.predicted else 'no'}</td><td>"
        + (
            escape(
                f"{d.pre_kickoff.scored_verdict} "
                f"({'flagged' if d.pre_kickoff.predicted else 'not flagged'})"
            )
            if d.pre_kickoff
            else "none"
        )
        + "</td></tr>"
        for d in b.real_divergences
    )
    pre = b.pre_kickoff
    titles = {
        "TP": "flagged, settled divergently",
        "FP": "flagged, settled equivalently",
        "FN": "SAFE, settled divergently",
        "TN": "SAFE, settled equivalently",
        "if_played-TP": "flagged as paying differently if played, settled divergently",
        "if_played-FP": "flagged as paying differently if played, settled equivalently",
        "tail_only-TP": "flagged for the tail only, settled divergently",
        "tail_only-FP": "flagged for the tail only, settled equivalently",
    }
    details = "".join(
        f'<details id="list-{escape(prefix + key)}"><summary>{escape(label)}'
        f"{' (before kickoff)' if prefix else ''}: {len(lists[prefix + key])}</summary>"
        f'<p class="list">{escape(", ".join(lists[prefix + key]))}</p></details>'
        for prefix in ("", "pre-")
        for key, label in titles.items()
        if lists.get(prefix + key)
    )
    return f"""
<h2>In context</h2>
<p id="baseline">Flagging every resolved match would score
<b>{escape(percent(b.baseline.precision))}</b> precision
({b.baseline.true_positives} of {b.baseline.flagged} resolved matches settled divergently)
and {escape(percent(b.baseline.recall))} recall.</p>
<table id="split">{head}{_split_rows(b.split, lists, "")}</table>
<h2>Every real divergence ({len(b.real_divergences)})</h2>
<table id="real-divergences"><tr><th>match</th><th>what happened</th>
<th>payouts (venue_one vs venue_two)</th><th>latest verdict</th><th>codes</th>
<th>predicted</th><th>before kickoff</th></tr>{divergences}</table>
<h2>Scored on the last verdict before kickoff</h2>
<p class="sub">{pre.resolved_matches} resolved matches with a verdict computed before kickoff
({pre.without_verdict} without one are left out).</p>
<table id="pre-kickoff"><tr><th>precision</th><th>recall</th><th>TP</th><th>FP</th><th>FN</th>
<th>TN</th><th>baseline precision</th></tr>
<tr><td>{escape(percent(pre.precision))}</td><td>{escape(percent(pre.recall))}</td>
<td>{_count(pre.true_positives, "pre-TP", lists)}</td>
<td>{_count(pre.false_positives, "pre-FP", lists)}</td>
<td>{_count(pre.false_negatives, "pre-FN", lists)}</td>
<td>{_count(pre.true_negatives, "pre-TN", lists)}</td>
<td>{escape(percent(pre.baseline.precision))}</td></tr></table>
<table id="pre-split">{head}{_split_rows(pre.split, lists, "pre-")}</table>
<h2>The matches behind each count</h2>
<div id="lists">{details or "<p>No resolved matches yet.</p>"}</div>
"""


def _money(x: float | None) -> str:
    return "unsettled" if x is None else f"{x:.2f}"


def verdict_chart_svg(rows: list[dict[str, Any]]) -> str:
    """The status page's chart: latest scored verdict per covered event, by competition."""
    return bar_chart_svg(
        rows,
        label="competition",
        series=VERDICT_COLORS,
        title="Latest scored verdict per covered event, by competition",
    )


def render_page(
    body: StatusResponse,
    used: dict[str, Any],
    *,
    health: str,
    now: datetime,
    lists: dict[str, list[str]] | None = None,
) -> str:
    """The status page; every value that reaches the HTML is escaped.

    `lists` holds the events behind each count (`event_lists`); a count links to its list.
    """
    lists = lists or {}
    t, cov = body.track_record, body.coverage
    snap = body.snapshot_ts.isoformat(timespec="seconds") if body.snapshot_ts else "no snapshot yet"
    age = "n/a" if body.snapshot_age_seconds is None else f"{body.snapshot_age_seconds} s"
    cards = "".join(
        [
            _card("precision", percent(t.precision), "precision (flagged that diverged)"),
            _card("recall", percent(t.recall), "recall (divergences flagged)"),
            _card("resolved", t.resolved_matches, "resolved matches"),
            _card(
                "coverage",
                f"{cov.get('total_events', 0)} events",
                f"{cov.get('events', 0)} open, {cov.get('settled_events', 0)} settled, "
                f"{cov.get('total_pairs', 0)} pairs",
            ),
            _card("freshness", age, f"snapshot age ({health})", health),
            _card(
                "audits",
                body.audits_served,
                f"audits served ({used['audits_served']['last_24h']} in 24 h)",
            ),
        ]
    )
    matrix = (
        '<table id="confusion"><tr><th></th><th>settled divergently</th>'
        "<th>settled equivalently</th></tr>"
        f"<tr><th>flagged (CAUTION or BLOCK)</th>"
        f"<td>TP {_count(t.true_positives, 'TP', lists)}</td>"
        f"<td>FP {_count(t.false_positives, 'FP', lists)}</td></tr>"
        f"<tr><th>SAFE</th><td>FN {_count(t.false_negatives, 'FN', lists)}</td>"
        f"<td>TN {_count(t.true_negatives, 'TN', lists)}</td></tr>"
        "</table>"
    )
    code_rows = "".join(
        f"<tr><td>{escape(c.code)}</td><td>{c.flagged}</td><td>{c.true_positives}</td>"
        f"<td>{c.false_positives}</td><td>{c.false_negatives}</td><td>{c.true_negatives}</td>"
        f"<td>{escape(percent(c.precision))}</td><td>{escape(percent(c.recall))}</td></tr>"
        for c in t.by_code
    )
    chart_rows = [r.model_dump() for r in body.verdicts_by_competition]
    chart = verdict_chart_svg(chart_rows) if chart_rows else "<p>No verdicts stored yet.</p>"
    daily = used.get("daily") or []
    daily_chart = daily_chart_svg(daily) if daily else "<p>No audits served yet.</p>"
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="60">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>resaudit status</title><style>{_CSS}</style></head>
<body>
<h1>resaudit status</h1>
<p class="sub">version {escape(__version__)} · ruleset <code>{escape(body.ruleset_sha[:12])}</code>
· snapshot {escape(snap)} · page generated {escape(now.isoformat(timespec="seconds"))}</p>
<div class="cards">{cards}</div>
<h2>Track record</h2>
<p class="sub">Latest verdict per settled covered event, across all rulesets, on the rule
dimensions only; positive = CAUTION or BLOCK; ground truth = whether the legs paid the
same per share (within half a cent) on both venues.</p>
{matrix}
{_breakdown_html(body.track_record_breakdown, lists)}
<h2>By divergence code</h2>
<table id="by-code"><tr><th>code</th><th>flagged</th><th>TP</th><th>FP</th><th>FN</th>
<th>TN</th><th>precision</th><th>recall</th></tr>{code_rows}</table>
<h2>Verdicts by competition</h2>
<p class="sub">Latest scored verdict of every covered event with a stored verdict.</p>
<div id="chart">{chart}</div>
<h2>Audits per day</h2>
<div id="daily">{daily_chart}</div>
<p class="sub">JSON: <a href="/v1/status">/v1/status</a> · <a href="/v1/adoption">/v1/adoption</a>
· <a href="/v1/health">/v1/health</a> · <a href="/docs">API docs</a></p>
</body></html>
"""
