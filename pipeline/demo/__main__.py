"""CLI: ``python -m pipeline.demo --out data/demo [--seed 7]``."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

from pipeline.demo import DEFAULT_SEED, write_demo
from pipeline.demo.reference import DEFAULT_RULESETS_DIR


def main(argv: list[str] | None = None) -> int:
    """Generate the demo data and print a one-line summary per file kind."""
    parser = argparse.ArgumentParser(prog="python -m pipeline.demo", description=__doc__)
    parser.add_argument("--out", type=Path, required=True, help="output folder (e.g. data/demo)")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help="RNG seed (default 7)")
    parser.add_argument(
        "--rulesets", type=Path, default=DEFAULT_RULESETS_DIR, help="folder of the reference tables"
    )
    args = parser.parse_args(argv)
    files = write_demo(args.out, args.seed, args.rulesets)
    truth = json.loads(files["truth.json"])
    books = sum(1 for p in files if p.startswith("venue_one/books/"))
    orderbooks = sum(1 for p in files if p.startswith("venue_two/orderbooks/"))
    size = sum(len(t.encode()) for t in files.values())
    print(f"wrote {len(files)} files ({size / 1e6:.2f} MB) to {args.out}")
    print(f"venue_one books: {books}, venue_two orderbooks: {orderbooks}")
    print("summary:", json.dumps(truth["summary"], ensure_ascii=False))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
