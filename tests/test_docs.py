"""Every reference to a design document points inside the repository, at a section that exists."""

from __future__ import annotations

import re
import subprocess

from tests.conftest import ROOT

DESIGN = ROOT / "docs" / "DESIGN.md"

# A design document outside the repository: the old shared notes, or "DESIGN.md" bare.
_OUTSIDE = re.compile(r"shared/|venues\.md|interface-spec|(?<!/)DESIGN\.md|(?<!/)DESIGN\s*§")
_SECTION_REF = re.compile(r"docs/DESIGN\.md(?:\)|\])?\s*§(\d+(?:\.\d+)?)")


def _tracked_text_files() -> list[str]:
    out = subprocess.run(
        ["git", "ls-files", "*.py", "*.md", "*.ipynb", "justfile", "*.toml"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    # The document itself, and this file, which has to name the patterns it looks for.
    return [n for n in out.splitlines() if n not in {"docs/DESIGN.md", "tests/test_docs.py"}]


def _sections() -> set[str]:
    heads = re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.? ", DESIGN.read_text(), flags=re.M)
    return set(heads)


def test_no_reference_leaves_the_repository() -> None:
    bad = [
        f"{name}:{n}: {line.strip()}"
        for name in _tracked_text_files()
        if (ROOT / name).is_file()
        for n, line in enumerate((ROOT / name).read_text(encoding="utf-8").splitlines(), 1)
        if _OUTSIDE.search(line)
    ]
    assert not bad, "\n".join(bad)


def test_every_cited_section_of_the_design_document_exists() -> None:
    sections = _sections()
    assert {"2.2", "3", "7.4", "12", "13"} <= sections  # the map, settings, taxonomy, stores
    missing = [
        f"{name}: §{ref}"
        for name in _tracked_text_files()
        if (ROOT / name).is_file()
        for ref in _SECTION_REF.findall((ROOT / name).read_text(encoding="utf-8"))
        if ref not in sections
    ]
    assert not missing, missing


def test_the_design_document_lists_every_divergence_code_and_contingency() -> None:
    from pipeline.rules.compare import CODES
    from pipeline.rules.contingency import CONTINGENCIES

    text = DESIGN.read_text()
    for name in (*CODES, *CONTINGENCIES):
        assert f"`{name}`" in text, name


def test_the_design_document_lists_every_setting() -> None:
    from pipeline.settings import Settings

    text = DESIGN.read_text()
    for field in Settings.model_fields:
        assert f"`RESAUDIT_{field.upper()}`" in text, field
