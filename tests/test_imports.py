"""The module graph keeps its shape: no import cycle in pipeline/ or serve/, and pipeline/
imports nothing from serve/ (data flows one way, docs/DESIGN.md §2.1).

Every import statement of every module counts, those inside functions too: a cycle
hidden in a function body is still a cycle, only one that bites later.
"""

from __future__ import annotations

import ast
from functools import cache
from pathlib import Path

from tests.conftest import ROOT

PACKAGES = ("pipeline", "serve")


def _modules() -> dict[str, Path]:
    out: dict[str, Path] = {}
    for package in PACKAGES:
        for path in sorted((ROOT / package).rglob("*.py")):
            parts = list(path.relative_to(ROOT).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            out[".".join(parts)] = path
    return out


def import_graph() -> dict[str, set[str]]:
    """module -> the project modules it imports (by name; `from a import b` names a.b when
    a.b is a module, else a). A copy of one parse per run: parsing every module takes
    seconds on a busy machine, and the source does not change during the run."""
    return {name: set(targets) for name, targets in _parsed_graph().items()}


@cache
def _parsed_graph() -> dict[str, set[str]]:
    modules = _modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                graph[name] |= {a.name for a in node.names if a.name in modules}
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join([*anchor, base] if base else anchor)
                for alias in node.names:
                    target = f"{base}.{alias.name}"
                    if target in modules:
                        graph[name].add(target)
                    elif base in modules:
                        graph[name].add(base)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module, or a self-import."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1 or v in graph[v]:
                found.append(sorted(component))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_checker_sees_a_cycle_and_a_relative_import() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"a"}}) == [["a"]]
    graph = import_graph()
    assert "pipeline.rules.contingency" in graph["pipeline.rules.compare"]
    assert "serve.state" in graph["serve.api"]


def test_no_import_cycle_in_pipeline_or_serve() -> None:
    assert cycles(import_graph()) == []


def test_pipeline_imports_nothing_from_serve() -> None:
    graph = import_graph()
    wrong = sorted(
        (m, t)
        for m, targets in graph.items()
        if m.split(".")[0] == "pipeline"
        for t in targets
        if t.split(".")[0] == "serve"
    )
    assert wrong == []


def test_only_the_app_imports_the_routers() -> None:
    graph = import_graph()
    routers = {"serve.api", "serve.status", "serve.mcp"}
    importers = sorted(m for m, targets in graph.items() if targets & routers)
    assert importers == ["serve.app"]
