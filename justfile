# resaudit tasks. Run through uv so the locked environment is always the one used:
#   python3 -m uv run --frozen just <recipe>

uv := env("UV", "uv")

# Some machines set PYTHONDONTWRITEBYTECODE: then every process the suite starts (each
# service, simulator and CLI call) compiles every module again, about 2 s of CPU each.
# An empty value lets Python cache bytecode.
export PYTHONDONTWRITEBYTECODE := ""

# lint, then the whole test suite
default: test

# the environment exactly as locked
init:
    {{uv}} sync --frozen

# the service on the embedded demo venues (simulator + refresher + API + MCP), with the
# venues' published request budgets enforced as the live venues do
serve *args:
    {{uv}} run --frozen resaudit serve --demo --budgets {{args}}

# the venue simulator alone over a recorded-data directory
simulate port="8765" data="data/demo":
    {{uv}} run --frozen resaudit simulate --port {{port}} --data {{data}}

# JupyterLab on notebooks/ (the notebooks group); they build a demo data home unless home= names one
notebook home="":
    # Jupyter refuses to run as root without --allow-root; containers and CI machines are root.
    RESAUDIT_HOME="{{home}}" {{uv}} run --frozen --group notebooks jupyter lab notebooks/ \
        $([ "$(id -u)" = 0 ] && echo --allow-root)

# execute every notebook headless on the demo data (nbmake; a failing cell fails the run)
notebooks:
    {{uv}} run --frozen pytest notebooks -q

# regenerate docs/data-dictionary.md (every export column's description) from pipeline/dictionary.py
data-dictionary:
    {{uv}} run --frozen python -m pipeline.dictionary --out docs/data-dictionary.md

# regenerate the committed demo data from its seed
demo-data:
    {{uv}} run --frozen python -m pipeline.demo --out data/demo

# format check, lint, strict typing of pipeline/ and serve/, imports vs declared dependencies
lint:
    {{uv}} run --frozen ruff format --check .
    {{uv}} run --frozen ruff check .
    {{uv}} run --frozen mypy
    {{uv}} run --frozen deptry .

# --strict: a dependency that could not be checked (advisory service unreachable) fails
# the audit, because an unaudited build is not a clean one. Nothing is ignored; an
# --ignore-vuln added here needs a comment saying why. Not part of `lint`/`test`: the
# build machines reach the package index but not PyPI's per-version JSON API that the
# advisories come from, so there it could only ever fail. Run it where that API answers.
# known vulnerabilities in the locked environment (pip-audit against PyPI advisories)
audit:
    {{uv}} run --frozen pip-audit --strict --skip-editable --progress-spinner off --desc on

# apply formatting and safe lint fixes
fix:
    {{uv}} run --frozen ruff format .
    {{uv}} run --frozen ruff check --fix .

# Workers take whole files (module-scoped services are started once per file); most of a
# test's time is spent waiting on the real processes it started, so three workers keep the
# two cores busy. `just test -n 0` runs in one process.
# lint, then every test
test *opts: lint
    {{uv}} run --frozen pytest -n 3 --dist loadfile {{opts}}

# Fails on any 5xx, any served verdict missing from the audit log, a broken chain.
# CI runs an 8 s variant of the same code: tests/test_loadtest.py.
# 64 clients of mixed REST and MCP audits for 30 s while the refresher runs
loadtest clients="64" duration="30":
    {{uv}} run --frozen python -m tests.load --clients {{clients}} --duration {{duration}}

# benchmarks B1-B4 (issue 8): a table, and every figure in bench/results.json; --quick for small sizes
bench *args:
    {{uv}} run --frozen python -m bench {{args}}

# the reader on the held-out rule texts (tests/data/reading): correct / unrecognized / misread per dimension
bench-reading set="a":
    {{uv}} run --frozen python -m bench.reading --set {{set}}

# the matcher on a blind listing set (tests/data/matching): precision, recall, every miss with its reason
bench-matching set="batch1":
    {{uv}} run --frozen python -m bench.matching --set {{set}}
