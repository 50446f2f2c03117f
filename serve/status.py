"""GET /v1/status, GET /status (the same as a page a person reads at a glance), GET /v1/adoption.

The track record and adoption figures come from the app's `StatusCache` (DuckDB over
the stores, rescanned only when they change).
"""

from __future__ import annotations

from datetime import UTC, datetime
from html import escape
from typing import Any

from fastapi import APIRouter
from fastapi.responses import HTMLResponse, RedirectResponse
from pydantic import BaseModel, Field

from pipeline import __version__
from pipeline.coverage import coverage_counts
from pipeline.formats import percent
from serve.state import AppState, State, snapshot_age

__all__ = [
    "VERDICT_COLORS",
    "AdoptionResponse",
    "StatusResponse",
    "bar_chart_svg",
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


class StatusResponse(BaseModel):
    """Coverage, freshness, audits served and the track record."""

    coverage: dict[str, int]
    ruleset_sha: str
    snapshot_ts: datetime | None
    snapshot_age_seconds: int | None
    audits_served: int
    track_record: TrackRecordBody
    verdicts_by_competition: list[CompetitionVerdicts]


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
    return HTMLResponse(render_page(body, used, health=health, now=now))


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


def verdict_chart_svg(rows: list[dict[str, Any]]) -> str:
    """The status page's chart: latest scored verdict per covered event, by competition."""
    return bar_chart_svg(
        rows,
        label="competition",
        series=VERDICT_COLORS,
        title="Latest scored verdict per covered event, by competition",
    )


def render_page(body: StatusResponse, used: dict[str, Any], *, health: str, now: datetime) -> str:
    """The status page; every value that reaches the HTML is escaped."""
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
        f"<tr><th>flagged (CAUTION or BLOCK)</th><td>TP {t.true_positives}</td>"
        f"<td>FP {t.false_positives}</td></tr>"
        f"<tr><th>SAFE</th><td>FN {t.false_negatives}</td><td>TN {t.true_negatives}</td></tr>"
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
<h2>By divergence code</h2>
<table id="by-code"><tr><th>code</th><th>flagged</th><th>TP</th><th>FP</th><th>FN</th>
<th>TN</th><th>precision</th><th>recall</th></tr>{code_rows}</table>
<h2>Verdicts by competition</h2>
<p class="sub">Latest scored verdict of every covered event with a stored verdict.</p>
<div id="chart">{chart}</div>
<p class="sub">JSON: <a href="/v1/status">/v1/status</a> · <a href="/v1/adoption">/v1/adoption</a>
· <a href="/v1/health">/v1/health</a> · <a href="/docs">API docs</a></p>
</body></html>
"""
