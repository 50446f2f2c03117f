"""Gamma list-query semantics for the simulator: parameter parsing, filters and ordering.

Mirrors the documented quirks (docs/DESIGN.md §4): repeatable `id`/`slug`, booleans in Go's
spellings, and `closed=false` applied implicitly when `closed` is not sent.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any, TypeVar

from starlette.datastructures import QueryParams

from pipeline.venues.sim_store import JSONObj, parse_token_ids

__all__ = ["GammaError", "GammaQuery", "order_rows", "parse_int"]

T = TypeVar("T")
_TRUE = {"1", "t", "T", "true", "TRUE", "True"}
_FALSE = {"0", "f", "F", "false", "FALSE", "False"}


class GammaError(Exception):
    """A request Gamma refuses; carries the status and Gamma's `{"type", "error"}` body."""

    def __init__(self, status: int, kind: str, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.body = {"type": kind, "error": message}


def _invalid(message: str) -> GammaError:
    return GammaError(422, "validation error", message)


def _get(params: QueryParams, name: str) -> str | None:
    """A single query value; an empty one (`closed=`, as clients send for None) is absent."""
    raw = params.get(name)
    return raw if raw else None


def parse_bool(params: QueryParams, name: str) -> bool | None:
    """A boolean query parameter (Go `strconv.ParseBool` spellings); None when absent."""
    raw = _get(params, name)
    if raw is None:
        return None
    if raw in _TRUE:
        return True
    if raw in _FALSE:
        return False
    raise _invalid(f"invalid value for {name}: {raw!r} is not a boolean")


def parse_int(params: QueryParams, name: str) -> int | None:
    """A non-negative integer query parameter; None when absent."""
    raw = _get(params, name)
    if raw is None:
        return None
    if not raw.isdigit():
        raise _invalid(f"invalid value for {name}: {raw!r} is not a non-negative integer")
    return int(raw)


def parse_instant(raw: Any) -> datetime | None:
    """An ISO-8601 instant (also Gamma's `2026-09-15 18:00:00+00`); naive values are UTC."""
    if not isinstance(raw, str) or not raw:
        return None
    try:
        value = datetime.fromisoformat(raw)
    except ValueError:
        return None
    return value if value.tzinfo else value.replace(tzinfo=UTC)


def _date_param(params: QueryParams, name: str) -> datetime | None:
    raw = _get(params, name)
    if raw is None:
        return None
    value = parse_instant(raw)
    if value is None:
        raise _invalid(f"invalid value for {name}: {raw!r} is not an ISO-8601 date")
    return value


def _multi(params: QueryParams, name: str) -> frozenset[str]:
    """A repeatable parameter, also accepting comma lists (`a&a` or `a,b`)."""
    return frozenset(v.strip() for raw in params.getlist(name) for v in raw.split(",") if v.strip())


def _ordered(params: QueryParams, name: str) -> tuple[str, ...]:
    """A comma list whose order matters (`order=volume,startDate`), without duplicates."""
    values = [v.strip() for raw in params.getlist(name) for v in raw.split(",") if v.strip()]
    return tuple(dict.fromkeys(values))


def _int_multi(params: QueryParams, name: str) -> frozenset[str]:
    values = _multi(params, name)
    bad = sorted(v for v in values if not v.isdigit())
    if bad:
        raise _invalid(f"invalid value for {name}: {bad[0]!r} is not an integer")
    return frozenset(str(int(v)) for v in values)


def _in_window(raw: Any, lo: datetime | None, hi: datetime | None) -> bool:
    if lo is None and hi is None:
        return True
    value = parse_instant(raw)
    if value is None:
        return False
    return (lo is None or value >= lo) and (hi is None or value <= hi)


def _ids_of(items: Any) -> set[str]:
    """The `id`s of a list of tag or series objects."""
    if not isinstance(items, list):
        return set()
    return {str(x.get("id")) for x in items if isinstance(x, dict)}


@dataclass(frozen=True)
class GammaQuery:
    """The filters and ordering of one Gamma list request."""

    ids: frozenset[str]
    slugs: frozenset[str]
    closed: bool
    active: bool | None
    archived: bool | None
    series_ids: frozenset[str]
    tag_ids: frozenset[str]
    market_types: frozenset[str]
    token_ids: frozenset[str]
    condition_ids: frozenset[str]
    start_min: datetime | None
    start_max: datetime | None
    end_min: datetime | None
    end_max: datetime | None
    order: tuple[str, ...]
    ascending: bool

    @classmethod
    def parse(cls, params: QueryParams) -> GammaQuery:
        """Parse and validate the query string; raises GammaError (422) on a bad value."""
        closed = parse_bool(params, "closed")
        return cls(
            ids=_int_multi(params, "id"),
            slugs=_multi(params, "slug"),
            # The pitfall the adapters must handle: omitting `closed` hides resolved markets.
            closed=False if closed is None else closed,
            active=parse_bool(params, "active"),
            archived=parse_bool(params, "archived"),
            series_ids=_int_multi(params, "series_id"),
            tag_ids=_int_multi(params, "tag_id"),
            market_types=_multi(params, "sports_market_types"),
            token_ids=_multi(params, "clob_token_ids"),
            condition_ids=_multi(params, "condition_ids"),
            start_min=_date_param(params, "start_date_min"),
            start_max=_date_param(params, "start_date_max"),
            end_min=_date_param(params, "end_date_min"),
            end_max=_date_param(params, "end_date_max"),
            order=_ordered(params, "order"),
            ascending=parse_bool(params, "ascending") is not False,
        )

    def _common(self, obj: JSONObj, tags: Any) -> bool:
        flags_ok = (
            bool(obj.get("closed", False)) == self.closed
            and (self.active is None or bool(obj.get("active", False)) == self.active)
            and (self.archived is None or bool(obj.get("archived", False)) == self.archived)
        )
        return (
            flags_ok
            and (not self.ids or str(obj.get("id")) in self.ids)
            and (not self.slugs or str(obj.get("slug")) in self.slugs)
            and (not self.tag_ids or bool(_ids_of(tags) & self.tag_ids))
            and _in_window(obj.get("startDate"), self.start_min, self.start_max)
            and _in_window(obj.get("endDate"), self.end_min, self.end_max)
        )

    def keep_event(self, event: JSONObj) -> bool:
        """Whether an event passes the filters."""
        types = {m.get("sportsMarketType") for m in event.get("markets") or []}
        return (
            self._common(event, event.get("tags"))
            and (not self.series_ids or bool(_ids_of(event.get("series")) & self.series_ids))
            and (not self.market_types or bool(types & self.market_types))
        )

    def keep_market(self, market: JSONObj, event: JSONObj) -> bool:
        """Whether a market (with its parent event, for tags) passes the filters."""
        tags = market.get("tags") if "tags" in market else event.get("tags")
        return (
            self._common(market, tags)
            and (not self.market_types or market.get("sportsMarketType") in self.market_types)
            and (not self.token_ids or bool(set(parse_token_ids(market)) & self.token_ids))
            and (not self.condition_ids or market.get("conditionId") in self.condition_ids)
        )


def _camel(name: str) -> str:
    return re.sub(r"_([a-z0-9])", lambda m: m.group(1).upper(), name)


def _sort_key(value: Any) -> tuple[int, float, str]:
    """Numbers (and numeric strings such as Gamma ids) compare as numbers, the rest as text."""
    try:
        return (0, float(value), "")
    except (TypeError, ValueError):
        return (1, 0.0, str(value))


def order_rows(
    rows: Iterable[T], order: tuple[str, ...], ascending: bool, obj: Callable[[T], JSONObj]
) -> list[T]:
    """Order rows by Gamma `order` fields (camelCase or snake_case); missing values go last."""
    result = list(rows)
    for name in reversed(order):

        def value(row: T, name: str = name) -> Any:
            o = obj(row)
            return o.get(name, o.get(_camel(name)))

        present = [r for r in result if value(r) is not None]
        missing = [r for r in result if value(r) is None]
        present.sort(key=lambda r: _sort_key(value(r)), reverse=not ascending)
        result = present + missing
    return result
