"""No message is marked for translation inside an f-string. Python 3.11's tokenizer reads an
f-string as one string, so the catalog script (babel's extractor, scripts/i18n.py) run on 3.11
never sees a ``_("…")`` inside one, while on 3.12 and later (PEP 701) it does: the catalogs
were complete on one Python and not on the other, and a message found on neither was shown in
English in every language."""

from __future__ import annotations

import ast
import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def keywords() -> set[str]:
    """The functions scripts/i18n.py extracts messages from."""
    pytest.importorskip("babel", reason="the catalog script needs babel (test extras)")
    spec = importlib.util.spec_from_file_location("i18n_tool", ROOT / "scripts" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return set(module.KEYWORDS)


def marked_in_fstrings(source: str, names: set[str]) -> list[tuple[int, str]]:
    """(line, function) of each call of one of ``names`` with a message written out (a string
    literal, which is what the extractor reads) inside an f-string of ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.JoinedStr):
            continue
        for inner in ast.walk(node):
            if isinstance(inner, ast.Call):
                func = inner.func
                name = func.id if isinstance(func, ast.Name) else (
                    func.attr if isinstance(func, ast.Attribute) else "")
                if name in names and any(isinstance(a, ast.Constant) and isinstance(a.value, str)
                                         for a in inner.args):
                    found.append((inner.lineno, name))
    return found


def test_the_check_sees_a_message_inside_an_fstring() -> None:
    assert marked_in_fstrings('x = f"({_(\'bot level\')})"\n', {"_"}) == [(1, "_")]
    assert marked_in_fstrings('x = f"({n})" + _("a")\n', {"_"}) == []
    # a message kept in a constant is marked where the constant is written (N_), not here
    assert marked_in_fstrings('x = f"{_(LEGEND)}"\n', {"_"}) == []


def test_no_message_is_marked_inside_an_fstring() -> None:
    names = keywords()
    found = [f"{path.relative_to(ROOT)}:{line}: {name}(…) inside an f-string"
             for path in sorted((ROOT / "src" / "golf_tui").rglob("*.py"))
             for line, name in marked_in_fstrings(path.read_text("utf-8"), names)]
    assert found == [], "\n".join(found)
