# resaudit tasks. Run through uv so the locked environment is always the one used:
#   python3 -m uv run --frozen just <recipe>

uv := env("UV", "uv")

# lint, then the whole test suite
default: test

# the environment exactly as locked
init:
    {{uv}} sync --frozen

# the service on the embedded demo venues (simulator + refresher + API + MCP)
serve *args:
    {{uv}} run --frozen resaudit serve --demo {{args}}

# the venue simulator alone over a recorded-data directory
simulate port="8765" data="data/demo":
    {{uv}} run --frozen resaudit simulate --port {{port}} --data {{data}}

# regenerate the committed demo data from its seed
demo-data:
    {{uv}} run --frozen python -m pipeline.demo --out data/demo

# format check, lint and strict typing of pipeline/ and serve/
lint:
    {{uv}} run --frozen ruff format --check .
    {{uv}} run --frozen ruff check .
    {{uv}} run --frozen mypy

# apply formatting and safe lint fixes
fix:
    {{uv}} run --frozen ruff format .
    {{uv}} run --frozen ruff check --fix .

# lint, then every test
test *opts: lint
    {{uv}} run --frozen pytest {{opts}}
