"""Keep golf-tui's message catalogs in step with the source.

    python scripts/i18n.py extract   # write the template build/i18n/golf_tui.pot (for translators)
    python scripts/i18n.py update    # merge new and removed messages into every .po
    python scripts/i18n.py compile   # write each .mo from its .po
    python scripts/i18n.py check     # fail on a missing or unused message or a stale .mo

Messages come from the Python files under src/golf_tui (keywords ``_``, ``N_``, ``gettext``,
``ngettext``, ``pgettext``, ...) and from the player-facing text of the presets in rulesets/*.toml:
each ruleset's title, description and tagline, the titles and descriptions of its house rules
and their options. Needs babel (in the test extras). The tests in tests/i18n import this file
and call :func:`problems`.
"""

from __future__ import annotations

import io
import sys
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from babel.messages.catalog import Catalog
from babel.messages.extract import DEFAULT_KEYWORDS, extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "src" / "golf_tui"
RULESETS = ROOT / "rulesets"
LOCALE = PACKAGE / "locale"
TEMPLATE = ROOT / "build" / "i18n" / "golf_tui.pot"
DOMAIN = "golf_tui"
KEYWORDS: dict[str, Any] = {**DEFAULT_KEYWORDS, "N_": None, "NP_": ((1, "c"), 2)}
PROJECT = "golf-tui"
HEADER = """\
# {language} messages of golf-tui, the Golf card game in a terminal.
# Copyright (C) the golf-tui developers. Distributed under the same license as golf-tui (MIT).
# Update with: python scripts/i18n.py update && python scripts/i18n.py compile
#"""


def languages() -> list[str]:
    """Every language but the source language, English: the codes of ``golf_tui.i18n.LANGUAGES``,
    the one list of them (read when called, so a language added there is updated, compiled and
    checked here without a list of its own to keep in step)."""
    sys.path.insert(0, str(ROOT / "src"))
    try:
        from golf_tui import i18n
    finally:
        sys.path.remove(str(ROOT / "src"))
    return [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]


def _version() -> str:
    text = (PACKAGE / "__init__.py").read_text(encoding="utf-8")
    return text.split('__version__ = "')[1].split('"')[0]


# --- extraction --------------------------------------------------------------------------------


def _python_messages() -> Iterator[tuple[str, int, str | tuple[str, ...], list[str], str | None]]:
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
            "python", str(path), keywords=KEYWORDS, comment_tags=("Translators:",)
        ):
            yield rel, lineno, message, list(comments), context


def _toml_texts(data: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(what, text) for every player-facing text of one ruleset file."""
    for field in ("title", "description", "tagline"):
        if isinstance(data.get(field), str):
            yield field, data[field]
    for key, rule in (data.get("house_rules") or {}).items():
        for field in ("title", "description"):
            if isinstance(rule.get(field), str):
                yield f"house rule {key}: {field}", rule[field]
        for option, spec in (rule.get("options") or {}).items():
            for field in ("title", "description"):
                if isinstance(spec.get(field), str):
                    yield f"house rule {key}, option {option}: {field}", spec[field]


def _toml_messages() -> Iterator[tuple[str, int, str, list[str], None]]:
    for path in sorted(RULESETS.glob("*.toml")):
        text = path.read_text(encoding="utf-8")
        lines = text.splitlines()
        rel = path.relative_to(ROOT).as_posix()
        for what, message in _toml_texts(tomllib.loads(text)):
            lineno = next((i for i, line in enumerate(lines, 1) if f'"{message}"' in line), 1)
            yield rel, lineno, message, [f"ruleset {path.stem}, {what}"], None


def extract() -> Catalog:
    """A template catalog of every message in the source."""
    template = Catalog(project=PROJECT, version=_version(), domain=DOMAIN, fuzzy=False,
                       header_comment=HEADER.format(language="All"))
    for source in (_python_messages(), _toml_messages()):
        for rel, lineno, message, comments, context in source:
            template.add(message, None, [(rel, lineno)], auto_comments=comments, context=context)
    return template


# --- catalogs ----------------------------------------------------------------------------------


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def read(lang: str) -> Catalog:
    path = po_path(lang)
    if not path.exists():
        catalog = Catalog(locale=lang, domain=DOMAIN, project=PROJECT, version=_version(),
                          fuzzy=False)
        name = catalog.locale.english_name if catalog.locale else lang
        catalog.header_comment = HEADER.format(language=name)
        return catalog
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    # No line numbers: moving code must not touch the catalogs.
    write_po(out, catalog, width=100, ignore_obsolete=True, include_lineno=False)
    return out.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def update() -> None:
    template = extract()
    for lang in languages():
        catalog = read(lang)
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
        po_path(lang).parent.mkdir(parents=True, exist_ok=True)
        po_path(lang).write_bytes(po_bytes(catalog))
        print(f"{po_path(lang).relative_to(ROOT)}: {len(catalog)} messages")


def compile_all() -> None:
    for lang in languages():
        mo = po_path(lang).with_suffix(".mo")
        mo.write_bytes(mo_bytes(read(lang)))
        print(f"{mo.relative_to(ROOT)} written")


def _key(message_id: str | tuple[str, ...] | list[str]) -> str:
    return message_id if isinstance(message_id, str) else message_id[0]


def problems() -> list[str]:
    """Everything wrong with the catalogs, one line each; empty when all is well."""
    template = extract()
    wanted = {(_key(m.id), m.context) for m in template if m.id}
    found: list[str] = []
    for lang in languages():
        if not po_path(lang).exists():
            found.append(f"{lang}: no catalog at {po_path(lang).relative_to(ROOT)}")
            continue
        catalog = read(lang)
        have = {(_key(m.id), m.context): m for m in catalog if m.id}
        for key in sorted(wanted - have.keys(), key=str):
            found.append(f"{lang}: missing {key[0]!r}" + (f" ({key[1]})" if key[1] else ""))
        for key in sorted(have.keys() - wanted, key=str):
            found.append(f"{lang}: unused {key[0]!r} (no longer in the source)")
        for key, message in sorted(have.items(), key=lambda kv: str(kv[0])):
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            if key in wanted and (message.fuzzy or not all(strings)):
                found.append(f"{lang}: untranslated {key[0]!r}")
        for message, errors in catalog.check():
            for error in errors:
                found.append(f"{lang}: {_key(message.id)!r}: {error}")
        if catalog.obsolete:
            found.append(f"{lang}: {len(catalog.obsolete)} obsolete entries (run update)")
        mo = po_path(lang).with_suffix(".mo")
        if not mo.exists() or mo.read_bytes() != mo_bytes(catalog):
            found.append(f"{lang}: {mo.relative_to(ROOT)} is out of date (run compile)")
    return found


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "extract":
        TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
        out = io.BytesIO()
        write_po(out, extract(), width=100, include_lineno=False)
        TEMPLATE.write_bytes(out.getvalue())
        print(f"{TEMPLATE.relative_to(ROOT)} written")
    elif command == "update":
        update()
    elif command == "compile":
        compile_all()
    elif command == "check":
        found = problems()
        for line in found:
            print(line, file=sys.stderr)
        if found:
            return 1
        print("catalogs complete, no unused messages, .mo files up to date")
    else:
        print(__doc__, file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
