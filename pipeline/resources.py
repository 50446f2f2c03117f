"""Where the data the package ships lives: reference tables, frozen rulesets, demo data.

The repository keeps them at its top level (`rulesets/`, `data/demo/`). The wheel build
copies both into the package as `pipeline/_resources/rulesets` and
`pipeline/_resources/demo` (hatch `force-include` in pyproject.toml), so an installed
service finds them without a checkout. This module answers both cases with one path per
resource: the packaged copy when there is one, else the checkout's folder (a source tree or
an editable install, where `pipeline/` sits beside `rulesets/`).

Coverage sets grow at run time (`resaudit expand` writes new ones), so the packaged
rulesets are only a seed: `seed_rulesets` copies them into a writable folder under the data
home once, and the service reads and writes that folder from then on.
"""

from __future__ import annotations

import logging
import os
import re
import shutil
from importlib.resources import files
from pathlib import Path

__all__ = [
    "checkout_root",
    "demo_data_dir",
    "packaged_rulesets_dir",
    "reference_table_path",
    "seed_rulesets",
]

logger = logging.getLogger(__name__)

_RESOURCES = "_resources"
# A frozen ruleset file (not a reference table or an expand report).
_RULESET_FILE = re.compile(r"[0-9a-f]{64}\.json")


def _packaged(name: str) -> Path | None:
    """`pipeline/_resources/<name>` when this is an installed wheel holding it."""
    resource = files("pipeline") / _RESOURCES / name
    # A wheel installed by pip or uv is unpacked on disk, so its resources are plain paths;
    # anything else (a zip import) falls through to the checkout lookup.
    if isinstance(resource, Path) and resource.is_dir():
        return resource
    return None


def checkout_root() -> Path:
    """The folder that holds `pipeline/` (a repository checkout, or site-packages)."""
    return Path(__file__).resolve().parent.parent


def packaged_rulesets_dir() -> Path:
    """The shipped rulesets folder: frozen coverage sets, `CURRENT` and the reference tables."""
    return _packaged("rulesets") or checkout_root() / "rulesets"


def demo_data_dir() -> Path:
    """The shipped recorded venue data the demo simulator serves (`data/demo` in a checkout)."""
    return _packaged("demo") or checkout_root() / "data" / "demo"


def reference_table_path(name: str) -> Path:
    """The shipped reference table `<name>.json` (`competitions`, `teams`)."""
    return packaged_rulesets_dir() / f"{name}.json"


def seed_rulesets(target: Path, source: Path | None = None) -> Path:
    """Give `target` the shipped coverage sets and `CURRENT` unless it already has a CURRENT.

    Only frozen rulesets are copied: the reference tables are read from the package unless
    `target` holds its own. Files are written under temporary names and renamed, CURRENT
    last, so a process starting at the same time sees either no CURRENT or a complete set.
    A folder that cannot be written is logged and left as it is: loading the ruleset later
    names the missing CURRENT, which says more than a failure while reading settings.
    """
    source = source or packaged_rulesets_dir()
    if (target / "CURRENT").exists():
        return target
    try:
        target.mkdir(parents=True, exist_ok=True)
        for path in sorted(source.iterdir()):
            if _RULESET_FILE.fullmatch(path.name) and not (target / path.name).exists():
                _copy_atomic(path, target / path.name)
        if (source / "CURRENT").is_file():
            _copy_atomic(source / "CURRENT", target / "CURRENT")
            logger.info("seeded coverage sets in %s from %s", target, source)
    except OSError as exc:
        logger.warning("could not seed coverage sets in %s from %s: %s", target, source, exc)
    return target


def _copy_atomic(src: Path, dest: Path) -> None:
    tmp = dest.with_name(f".{dest.name}.{os.getpid()}.tmp")
    shutil.copyfile(src, tmp)
    os.replace(tmp, dest)
