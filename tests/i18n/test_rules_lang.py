"""The rules screen in every language: the translated pages, the active house rules' sections
only, the generated settings list, and English for what has no page in a language."""

from __future__ import annotations

from pathlib import Path

import pytest

from golf_tui import i18n
from golf_tui.markdown_text import md_text
from golf_tui.presets import load_ruleset, preset_names
from golf_tui.rules_text import (
    COMMON,
    common_rules,
    house_rule_heading,
    read_doc,
    rules_markdown,
    settings_markdown,
    split_decisions,
    split_house_rules,
    table_notes,
)

LANGS = ["nb", "sv", "da"]
PRESETS = preset_names()
SETTINGS_HEADING = {"en": "This table's settings", "nb": "Innstillinger ved dette bordet",
                    "sv": "Inställningar vid det här bordet", "da": "Indstillinger ved dette bord"}
NO_HOUSE_RULES = {"en": "No house rules are switched on.", "nb": "Ingen husregler er slått på.",
                  "sv": "Inga husregler är påslagna.", "da": "Ingen husregler er slået til."}


def headings(text: str, lang: str) -> list[str]:
    start = house_rule_heading(lang)
    return [_key(line[len(start) :].strip()) for line in text.splitlines()
            if line.startswith(start)]


def _key(heading: str) -> str:
    """A house rule's key from its heading: "Jokers (`jokers`)" on the rules screen, the key
    alone on the pages."""
    return heading.rsplit("(`", 1)[1].rstrip("`)") if heading.endswith("`)") else heading


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_exists_in_every_language(lang: str) -> None:
    for name in [COMMON, *PRESETS]:
        text = read_doc(name, lang)
        assert text is not None, f"docs/rules/{lang}/{name}.md is missing"
        assert text.startswith("# ")
        assert text != read_doc(name), "written for the language, not a copy"
        if name != COMMON:
            assert name in text.splitlines()[0]


@pytest.mark.parametrize("lang", ["en", *LANGS])
@pytest.mark.parametrize("name", PRESETS)
def test_a_tables_rules_do_not_name_the_preset_by_its_id(lang: str, name: str) -> None:
    """A Swedish family that chose Niokortsgolf at the setup read "# Niokortsgolf (nine-card)"
    and "Regeluppsättning: Niokortsgolf (`nine-card`)" on the rules page: an id it never
    typed, and English. A table's rules name the preset in the language only (the status
    line's name, "Sexkortsgolf (Sverige)" where two read the same); the id stays on the pages
    in docs/rules and in the commands, where it is typed."""
    for ruleset in (load_ruleset(name), load_ruleset(name, [], ["match.holes=3"])):
        text = rules_markdown(ruleset, lang)
        title = text.splitlines()[0]
        assert title.startswith("# ") and name not in title, title
        named = next(line for line in settings_markdown(ruleset, lang).splitlines()
                     if line.startswith("- **"))  # the ruleset's, first
        assert name not in named, named
    assert name in (read_doc(name, None if lang == "en" else lang) or "").splitlines()[0]
    # a ruleset file is named by its id too: its title may be a preset's
    retitled = load_ruleset(name, [], ["title=Kitchen"])
    assert f"(`{name}`)" in settings_markdown(retitled, lang)


@pytest.mark.parametrize("lang", ["en", *LANGS])
@pytest.mark.parametrize("name", PRESETS)
def test_a_heading_names_the_preset_once(lang: str, name: str) -> None:
    """The heading gives the preset's own title in quotes only where it says something new:
    "Sekskorts-Golf på dansk (danish-6, »Sekskorts-Golf«)" said the name twice."""
    heading = (read_doc(name, None if lang == "en" else lang) or "").splitlines()[0]
    words, _, brackets = heading[2:].partition(" (")
    quoted = brackets.removesuffix(")").partition(", ")[2][1:-1]
    assert not quoted or quoted.lower() not in words.lower(), heading


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_unpaired_2s_are_worth_minus_4_together(lang: str) -> None:
    """Swedish-6's example: the two 2s would be worth −4 together (−2 each), not "each" (the
    English "worth −4 apart" was translated "hver for seg", "var för sig")."""
    text = " ".join((read_doc("swedish-6", None if lang == "en" else lang) or "").split())
    together = {"en": "worth −4 together (−2 each)", "nb": "til sammen −4 (−2 hver)",
                "sv": "tillsammans −4 (−2 var)", "da": "tilsammen −4 (−2 hver)"}
    assert together[lang] in text
    assert not any(each in text for each in ("−4 apart", "hver for seg;", "var för sig;",
                                             "hver for sig;"))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PRESETS)
def test_same_house_rule_sections_and_headings_as_english(lang: str, name: str) -> None:
    text = read_doc(name, lang) or ""
    assert sorted(headings(text, lang)) == sorted(load_ruleset(name).house_rules)
    english = [line for line in (read_doc(name) or "").splitlines() if line.startswith("#")]
    local = [line for line in text.splitlines() if line.startswith("#")]
    assert len(local) == len(english), "the same sections as the English page"
    _, sections = split_house_rules(text, house_rule_heading(lang))
    assert all(len(section.splitlines()) > 1 for section in sections.values())


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name", PRESETS)
def test_worked_example_totals_kept(lang: str, name: str) -> None:
    totals = {line.split("**")[1] for line in (read_doc(name) or "").splitlines()
              if "**" in line and line.split("**")[1].lstrip("−").isdigit()}
    page = read_doc(name, lang) or ""
    for total in totals:
        assert f"**{total}**" in page, (name, total)


@pytest.mark.parametrize("lang", ["en", *LANGS])
@pytest.mark.parametrize("name", PRESETS)
def test_no_house_rules_on(lang: str, name: str) -> None:
    text = rules_markdown(load_ruleset(name), lang)
    assert headings(text, lang) == []
    assert common_rules(load_ruleset(name), lang) in text
    page = split_house_rules(table_notes(read_doc(name, lang) or "", load_ruleset(name)),
                             house_rule_heading(lang))[0]
    page, decisions = split_decisions(page, lang)  # the decisions go last
    first = page.index("\n## ")  # the aim stands between the opening lines and the rest
    # the opening lines under the title, which leaves out the id (its own test)
    opening = page[:first].strip().partition("\n")[2].strip()
    assert opening in text and page[first:].strip() in text
    assert text.rstrip().endswith(decisions)
    assert f"## {SETTINGS_HEADING[lang]}" in text
    assert NO_HOUSE_RULES[lang] in text


@pytest.mark.parametrize("lang", ["en", *LANGS])
@pytest.mark.parametrize("name", PRESETS)
def test_each_house_rule_alone_shows_its_section_only(lang: str, name: str) -> None:
    for key in load_ruleset(name).house_rules:
        text = rules_markdown(load_ruleset(name, [key]), lang)
        assert headings(text, lang) == [key]


@pytest.mark.parametrize("lang", LANGS)
def test_active_house_rules_in_and_inactive_out(lang: str) -> None:
    text = rules_markdown(load_ruleset("danish-6", ["jokers=minus-3", "final-lap"]), lang)
    assert headings(text, lang) == ["jokers", "final-lap"]
    assert "House rule" not in text and "This table" not in text, "no English left"
    option = {"nb": "**Jokere −3**", "sv": "**Jokrar −3**", "da": "**Jokere −3**"}[lang]
    assert f"{option} (`jokers=minus-3`)" in text


def test_the_current_language_is_the_default() -> None:
    ruleset = load_ruleset("swedish-6")
    try:
        i18n.set_language("sv")
        assert rules_markdown(ruleset) == rules_markdown(ruleset, "sv")
    finally:
        i18n.set_language("en")
    assert rules_markdown(ruleset) == rules_markdown(ruleset, "en")


@pytest.mark.parametrize(
    ("lang", "phrases"),
    [
        ("nb", ["E = 1", "Kn = 10", "D = 10", "3–10 = pålydende",
                "titt én gang, for deg selv, på 2 kort", "+10 (delt lavest teller som lavest)",
                "når 100"]),
        ("sv", ["E = 1", "Kn = 10", "3–10 = tryckt värde",
                "titta en gång, i hemlighet, på 2 kort"]),
        ("da", ["E = 1", "B = 10", "3–10 = pålydende", "kig én gang, i smug, på 2 kort"]),
    ],
)
def test_settings_list_in_the_language(lang: str, phrases: list[str]) -> None:
    text = settings_markdown(load_ruleset("norwegian-4", ["knock-penalty", "to-100"]), lang)
    for phrase in phrases:
        assert phrase in text, (phrase, text)


@pytest.mark.parametrize(("lang", "named"), [("nb", "Fire like (`four-of-a-kind`)"),
                                             ("sv", "(`four-of-a-kind`)"),
                                             ("da", "(`four-of-a-kind`)")])
def test_the_settings_name_the_house_rules_in_the_language(lang: str, named: str) -> None:
    line = settings_markdown(load_ruleset("danish-6", ["four-of-a-kind"]), lang).splitlines()[-1]
    assert named in line and "Four of a kind" not in line and ": `" not in line


KITCHEN = """
extends = "swedish-6"
name = "kitchen"
title = "Kitchen Golf"
description = "Swedish Golf as played in our kitchen."

[house_rules.big-bonus]
title = "Big bonus"
description = "Double pairs are worth −20."
changes = { "two_pair_bonus.kind" = "any", "two_pair_bonus.value" = -20 }
"""


@pytest.mark.parametrize("lang", LANGS)
def test_a_custom_ruleset_gets_a_generated_page_in_the_language(tmp_path: Path, lang: str) -> None:
    path = tmp_path / "kitchen.toml"
    path.write_text(KITCHEN, encoding="utf-8")
    ruleset = load_ruleset(str(path), ["big-bonus", "jokers"])
    text = rules_markdown(ruleset, lang)
    assert common_rules(ruleset, lang) in text
    custom = {"nb": "eget regelsett", "sv": "egen regeluppsättning", "da": "eget regelsæt"}[lang]
    assert f"# Kitchen Golf ({custom} `kitchen`)" in text
    assert md_text("Swedish Golf as played in our kitchen.") in text  # the author's words stay
    # switched on as "big-bonus", "jokers": told in the order the ruleset offers them, its own
    # after swedish-6's
    assert headings(text, lang) == ["jokers", "big-bonus"]
    assert "−20" in text


@pytest.mark.parametrize("lang", ["en", *LANGS])
@pytest.mark.parametrize("name", PRESETS)
def test_the_text_names_a_house_rule_by_its_title(lang: str, name: str) -> None:
    """A pub night in bokmål: the rules screen said "(det er husregelen pair-bonus)", "med
    mindre husregelen knock-penalty er slått på", "Avsnittet om knock-penalty": the key that
    --house takes, where the setup and the section's own heading name it "Parbonus",
    "Bankestraff". The text names a house rule by its title in the language; its key is left
    to the heading ("Husregel: Bankestraff (`knock-penalty`)")."""
    ruleset = load_ruleset(name)
    pages = [rules_markdown(load_ruleset(name, keys), lang)
             for keys in ([], *([key] for key in ruleset.house_rules))]
    text = "\n".join(line for page in pages for line in page.splitlines()
                     if not line.startswith("#"))
    for key in ruleset.house_rules:
        assert f"*{key}*" not in text, (key, lang)
    if name == "norwegian-4":
        said = {"en": "*Knock penalty* section", "nb": "Avsnittet om *Bankestraff*",
                "sv": "Avsnittet om *Knackstraff*", "da": "Afsnittet om *Bankestraf*"}[lang]
        assert said in " ".join(text.split())
