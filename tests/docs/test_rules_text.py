"""The player-facing rules in docs/rules and their assembly for one table (rules_text)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from golf_tui.engine import parse_grid, score_grid
from golf_tui.engine.errors import RulesetError
from golf_tui.i18n import translation
from golf_tui.markdown_text import md_text
from golf_tui.presets import load_ruleset, preset_names
from golf_tui.rules_text import (
    HOUSE_RULE_HEADING,
    common_rules,
    for_table,
    house_rule_heading,
    read_doc,
    rules_markdown,
    settings_markdown,
    split_decisions,
    split_house_rules,
    table_notes,
)

PRESETS = preset_names()


def house_headings(text: str) -> list[str]:
    """The house rules' keys, from their headings: "Jokers (`jokers`)" on the rules screen,
    the key alone on the pages."""
    heads = [line[len(HOUSE_RULE_HEADING) :].strip() for line in text.splitlines()
             if line.startswith(HOUSE_RULE_HEADING)]
    return [h.rsplit("(`", 1)[1].rstrip("`)") if h.endswith("`)") else h for h in heads]


def test_the_five_presets_are_documented() -> None:
    assert {"norwegian-4", "norwegian-6", "swedish-6", "danish-6", "nine-card"} <= set(PRESETS)
    assert read_doc("common") is not None


@pytest.mark.parametrize("name", PRESETS)
def test_every_preset_has_a_page(name: str) -> None:
    text = read_doc(name)
    assert text is not None, f"docs/rules/{name}.md is missing"
    assert text.startswith("# ")
    assert name in text.splitlines()[0]


@pytest.mark.parametrize("name", PRESETS)
def test_every_house_rule_has_exactly_one_section(name: str) -> None:
    text = read_doc(name) or ""
    headings = house_headings(text)
    offered = list(load_ruleset(name).house_rules)
    assert sorted(headings) == sorted(offered), "one section per offered house rule, no others"
    assert len(headings) == len(set(headings))
    _, sections = split_house_rules(text)
    assert all(len(sections[key].splitlines()) > 1 for key in offered), "sections say something"


@pytest.mark.parametrize("name", PRESETS)
def test_a_preset_without_house_rules_has_none_in_its_text(name: str) -> None:
    text = rules_markdown(load_ruleset(name))
    assert house_headings(text) == []
    assert "No house rules are switched on." in text
    assert common_rules(load_ruleset(name)) in text
    # the page as written, its <!-- table: KEY --> marks dropped (no --rule changes a number)
    page = split_house_rules(table_notes(read_doc(name) or "", load_ruleset(name)))[0]
    page, decisions = split_decisions(page, "en")  # the decisions last (their own test)
    first = page.index("\n## ")  # the aim stands between the opening lines and the rest
    # the opening lines under the title, which leaves out the id (its own test)
    opening = page[:first].strip().partition("\n")[2].strip()
    assert opening in text and page[first:].strip() in text
    assert text.rstrip().endswith(decisions)
    assert "## This table's settings" in text
    assert "differ from the preset" not in text


@pytest.mark.parametrize("name", PRESETS)
def test_each_house_rule_alone_shows_its_section_only(name: str) -> None:
    for key in load_ruleset(name).house_rules:
        text = rules_markdown(load_ruleset(name, [key]))
        assert house_headings(text) == [key]
        assert "differ from the preset" not in text


def test_active_house_rules_in_and_inactive_out() -> None:
    ruleset = load_ruleset("danish-6", ["jokers=minus-3", "final-lap"])
    text = rules_markdown(ruleset)
    assert house_headings(text) == ["jokers", "final-lap"]
    for inactive in ("two-decks", "flip-after-discard", "flip-as-turn", "four-of-a-kind"):
        assert f"{HOUSE_RULE_HEADING}{inactive}" not in text
    assert "**Jokers −3** (`jokers=minus-3`)" in text
    settings = settings_markdown(ruleset)
    assert "2 = 2" in settings and "joker = −3" in settings
    assert "then everyone else has one more turn" in settings


def test_the_settings_name_the_house_rules_by_their_titles() -> None:
    """The list said "House rules on: `four-of-a-kind`, `jokers=minus-3`", keys where the
    setup shows titles: each by its title (the option's), then what --house takes, in the
    order the ruleset offers them (jokers first), not the order switched on."""
    ruleset = load_ruleset("danish-6", ["four-of-a-kind", "jokers=minus-3"])
    line = settings_markdown(ruleset).splitlines()[-1]
    assert line == ("- **House rules on:** Jokers −3 (`jokers=minus-3`),"
                    " Four of a kind (`four-of-a-kind`)")


def test_settings_follow_the_fields() -> None:
    text = settings_markdown(load_ruleset("norwegian-4", ["knock-penalty", "to-100"]))
    assert "2×2" in text
    assert "peek once, privately, at 2 cards of your bottom row" in text
    assert "face down" in text
    assert "+10 (a tie counts as lowest)" in text
    assert "reaches 100" in text
    nine = settings_markdown(load_ruleset("nine-card"))
    assert "1 deck for 2–3 players, 2 decks for 4–8 players" in nine
    assert "a column of 3 cards of one rank scores 0" in nine


def test_overrides_on_a_preset_are_flagged() -> None:
    text = rules_markdown(load_ruleset("norwegian-4", rules=["empty_stock=redeal"]))
    assert "differ from the preset" in text
    assert "the hole is void and the same dealer deals it again" in text


@pytest.mark.parametrize(("house", "rules"), [([], ["empty_stock=redeal"]), (["jokers"], []),
                                             (["jokers", "face-up"], [])])
def test_the_notice_names_the_settings_list_in_a_sentence(house: list[str],
                                                         rules: list[str]) -> None:
    """"Its house rules and the list This table's settings come next": the list's heading,
    italic in Markdown, read as plain words joined to the sentence. The notice names it in the
    sentence's own words."""
    text = rules_markdown(load_ruleset("norwegian-4", house, rules=rules))
    notice = next(line for line in text.splitlines() if line.startswith("> "))
    assert "This table's settings" not in notice, notice
    assert "then the list of this table's settings;" in notice, notice


def test_house_rules_and_changes_come_before_the_presets_own_rules() -> None:
    """norwegian-4 with jokers and face-up, 2 holes: the page's own "one 52-card deck without
    jokers", "put face down" and "9 holes" came four screens before the notice and the house
    rules that override them. Now the title and the opening lines, the notice, the house rules
    and the settings come first; the preset's sections follow."""
    ruleset = load_ruleset("norwegian-4", ["jokers", "face-up"],
                           rules=["empty_stock=redeal", "match.holes=2"])
    text = rules_markdown(ruleset)
    notice = text.index("> Settings at this table that differ from the preset: `empty_stock` ="
                        " `redeal`, where the preset has `reshuffle`.")
    first_section = text.index("\n## ")
    assert text.startswith("# Four-card Golf") and notice < first_section
    order = [text.index(s) for s in ("(`jokers`)", "(`face-up`)",
                                     "## This table's settings", "## Setup", "without jokers",
                                     "A match is 9 holes", "put **face down**")]
    assert order == sorted(order)


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_match_length_is_told_in_words_not_as_a_setting(lang: str) -> None:
    """A Swedish family chose "3 hål" at the setup and read, at the top of the rules,
    "`match.holes` = `3`, där regeluppsättningen har `9`": a key it never typed. The length is
    told where the page speaks of it ("At this table: 3 holes"); the notice names the other
    settings changed, not the length."""
    t = translation(lang)
    text = rules_markdown(load_ruleset("nine-card", rules=["match.holes=3"]), lang)
    assert "match.holes" not in text, text[:600]
    assert not [line for line in text.splitlines() if line.startswith("> ")], text[:600]
    at_table = t.gettext("**At this table:** %(setting)s.").partition("%")[0]
    assert at_table in text
    both = rules_markdown(load_ruleset("norwegian-6", rules=["players.max=8", "match.holes=3"]),
                          lang)
    notice = next(line for line in both.splitlines() if line.startswith("> "))
    assert "`players.max`" in notice and "match.holes" not in notice, notice


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_house_rules_alone_are_named_in_a_notice_at_the_top(lang: str) -> None:
    ruleset = load_ruleset("norwegian-4", ["jokers", "face-up"])
    text = rules_markdown(ruleset, lang)
    head = text[: text.index("\n## ")]
    assert "differ from the preset" not in text
    if lang == "en":
        assert ("> At this table the preset is played with house rules: **Jokers**, **New cards"
                " face up**.") in head
    else:
        assert head.count("**") == 6 and "\n> " in head  # two house rules, and the aim
    heading = house_rule_heading(lang)
    sections = [line for line in text.splitlines() if line.startswith("## ")]
    assert [s.startswith(heading) for s in sections[:3]] == [True, True, False]
    assert house_headings("\n".join(sections[:2]).replace(heading, HOUSE_RULE_HEADING)) == [
        "jokers", "face-up"]


def test_the_notice_names_a_house_rules_chosen_option() -> None:
    text = rules_markdown(load_ruleset("danish-6", ["jokers=minus-3", "final-lap"]))
    assert "played with house rules: **Jokers −3**, **" in text.split("\n## ")[0]


CUSTOM = """
extends = "swedish-6"
name = "kitchen"
title = "Kitchen Golf"
description = "Swedish Golf as played in our kitchen."
jokers_per_deck = 2
match = { holes = 6 }

[house_rules.big-bonus]
title = "Big bonus"
description = "Double pairs are worth −20."
changes = { "two_pair_bonus.kind" = "any", "two_pair_bonus.value" = -20 }
"""


def test_a_custom_ruleset_file_gets_a_generated_page(tmp_path: Path) -> None:
    path = tmp_path / "kitchen.toml"
    path.write_text(CUSTOM, encoding="utf-8")
    ruleset = load_ruleset(str(path), ["big-bonus", "jokers"])
    text = rules_markdown(ruleset)
    assert common_rules(ruleset) in text
    assert "# Kitchen Golf (custom ruleset `kitchen`)" in text
    assert md_text("Swedish Golf as played in our kitchen.") in text  # as text, not Markdown
    assert "Sexkortsgolf" not in text  # not the preset's page
    assert house_headings(text) == ["jokers", "big-bonus"]  # the preset's, then the file's
    assert md_text("Double pairs are worth −20.") in text
    assert "−20 for a grid with two or more pair columns" in text
    assert "6 holes" in text
    assert f"{HOUSE_RULE_HEADING}18-holes" not in text


def test_a_standalone_custom_ruleset(tmp_path: Path) -> None:
    path = tmp_path / "tiny.toml"
    values = ", ".join(f'"{c}" = {v}' for c, v in load_ruleset("norwegian-4").values.items())
    path.write_text(
        'name = "tiny"\ngrid = "2x2"\nplayers = { min = 2, max = 4 }\n'
        'opening = { kind = "flip", count = 1 }\nplacement = "face_up"\n'
        'all_face_up = "immediate"\nflip_as_turn = true\n'
        f"values = {{ {values} }}\n",
        encoding="utf-8",
    )
    text = rules_markdown(load_ruleset(str(path)))
    assert "# tiny (custom ruleset `tiny`)" in text
    assert "flip 1 card of your choice" in text
    assert "as your whole turn" in text
    assert "a grid all face up ends the hole at once" in text


@pytest.mark.parametrize("name", ["a\n\n# Injected", "a\r# Injected", "a\u2028\n# Injected"])
def test_a_custom_rulesets_name_stays_in_its_heading(tmp_path: Path, name: str) -> None:
    """The name went into the page's heading as written: a line break in it ended the heading
    there, and what came after it was Markdown (a heading of its own). A file with such a name
    is refused, naming the key; a ruleset made some other way still keeps its heading whole."""
    path = tmp_path / "kitchen.toml"
    path.write_text(CUSTOM.replace('name = "kitchen"', f"name = {json.dumps(name)}"),
                    encoding="utf-8")
    with pytest.raises(RulesetError, match="key 'name': holds a control character"):
        load_ruleset(str(path))
    path.write_text(CUSTOM, encoding="utf-8")
    ruleset = load_ruleset(str(path)).model_copy(update={"name": name})  # not validated
    text = rules_markdown(ruleset)
    assert not [line for line in text.splitlines() if line.startswith("# Injected")]
    assert "# Kitchen Golf (custom ruleset `a # Injected`)" in text


# The worked examples on the preset pages, checked against the engine (those of the rules
# specification, RULES.md §8, and ours).
EXAMPLES = [
    ("norwegian-4", [], "K 3 / A 2", 6),
    ("norwegian-4", [], "Q 4 / 4 K", 18),
    ("norwegian-4", [], "J 5 / A 7", 23),
    ("norwegian-4", ["pair-bonus"], "4 9 / 4 K", 9),
    ("norwegian-6", [], "Q 5 9 / Q 2 A", 13),
    ("swedish-6", [], "2 K 7 / 2 K 7", 0),
    ("swedish-6", ["double-pairs"], "7 Q 5 / 7 Q 3", -2),
    ("danish-6", [], "8 2 Q / 8 K A", 9),
    ("danish-6", [], "8 2 Q / 8 2 A", 11),
    ("danish-6", ["jokers"], "8 2 JK / 8 K A", 1),
    ("danish-6", ["four-of-a-kind"], "7 7 Q / 7 7 3", 3),
    ("nine-card", [], "5 K 9 / 5 2 9 / 5 A 4", 21),
]


@pytest.mark.parametrize(("name", "house", "grid", "expected"), EXAMPLES)
def test_worked_examples_on_the_pages_hold(
    name: str, house: list[str], grid: str, expected: int
) -> None:
    ruleset = load_ruleset(name, house)
    cards = [card for row in parse_grid(grid) for card in row]
    assert score_grid(ruleset, cards).total == expected
    page = read_doc(name) or ""
    rows = [" ".join(row.split()) for row in grid.split("/")]
    shown = grid in page or all(f"\n{row}\n" in page for row in rows)
    assert shown, f"{grid!r} is not on the {name} page"
    total = f"**{expected}**".replace("-", "−")
    assert total in page


def test_rules_text_imports_without_textual_or_rich() -> None:
    code = (
        "import sys, golf_tui.rules_text as r; from golf_tui.presets import load_ruleset;"
        " r.rules_markdown(load_ruleset('swedish-6'));"
        " bad = [m for m in sys.modules if m.split('.')[0] in ('textual', 'rich')];"
        " assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize(("points", "words"), [(1, "1 point a peek"), (3, "3 points a peek")])
def test_a_generated_page_counts_the_peek_penalty_in_words(tmp_path: Path, points: int,
                                                           words: str) -> None:
    path = tmp_path / "peeking.toml"
    path.write_text('extends = "norwegian-4"\nname = "peeking"\n'
                    f"peek_penalty = {{ enabled = true, points = {points} }}\n", encoding="utf-8")
    assert words in rules_markdown(load_ruleset(str(path)))


def test_a_house_rule_is_headed_by_its_title_on_the_rules_screen() -> None:
    """The screen names a house rule as the setup does; the key follows, as --house takes it
    (the heading was the key alone: "House rule: knock-penalty")."""
    text = rules_markdown(load_ruleset("norwegian-4", ["knock-penalty", "pair-bonus"]), "en")
    assert "## House rule: Knock penalty (`knock-penalty`)" in text.splitlines()
    assert "## House rule: Pair bonus (`pair-bonus`)" in text.splitlines()


ENDINGS = {"knock": "**a knock**", "final_lap": "**a grid all face up, with a final lap**",
           "immediate": "**a grid all face up, immediately**"}
EMPTY_STOCK = {"reshuffle": "**reshuffle**", "redeal": "**redeal**",
               "end_hole": "**end the hole**"}


def section(text: str, heading: str) -> str:
    return text.split(heading + "\n", 1)[1].split("\n## ", 1)[0]


@pytest.mark.parametrize(("name", "house"), [
    (name, [key]) for name in PRESETS for key in [None, *load_ruleset(name).house_rules]
])
def test_a_table_reads_only_the_endings_it_has(name: str, house: list[str | None]) -> None:
    """The rules screen of swedish-6 told, under "How a hole ends", of knocks and of the
    immediate ending, which swedish-6 does not have: a table's common rules keep the ways a
    hole can end, and what an empty stock does, that its ruleset (with its house rules) has."""
    r = load_ruleset(name, [k for k in house if k])
    text = rules_markdown(r)
    ends = section(text, "## How a hole ends")
    has = {"knock": r.knock, "final_lap": r.all_face_up == "final_lap",
           "immediate": r.all_face_up == "immediate"}
    assert {key for key, words in ENDINGS.items() if words in ends} == {
        key for key, on in has.items() if on}, ends
    assert "Depending on the ruleset" not in ends
    stock = section(text, "## When the stock runs out")
    assert [key for key, words in EMPTY_STOCK.items() if words in stock] == [r.empty_stock]
    assert stock.rstrip().endswith("."), stock
    assert "<!--" not in text and "\n\n\n" not in text


def marks(page: str) -> list[str]:
    return re.findall(r"<!-- only: ([^>]*?) -->", page)


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
def test_every_language_marks_the_same_lines_of_the_common_page(lang: str) -> None:
    """Every language's common page marks the same lines, in the same order, with the same
    keys, so that each table drops the same."""
    english = marks(read_doc("common") or "")
    assert {"knock", "flip_as_turn", "flip_after_discard", "peek_penalty"} <= set(english)
    assert marks(read_doc("common", lang) or "") == english


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_common_page_keeps_each_ending_in_every_language(lang: str) -> None:
    heading = {"en": "## How a hole ends", "nb": "## Slik slutter et hull",
               "sv": "## Så slutar ett hål", "da": "## Sådan slutter et hul"}[lang]
    tables = ((load_ruleset("swedish-6"), 1), (load_ruleset("norwegian-4", ["face-up"]), 2))
    for r, endings in tables:
        ends = section(rules_markdown(r, lang), heading)
        assert ends.count("\n- **") == endings, ends
        assert "<!--" not in ends


def test_an_unknown_key_is_refused_even_after_a_false_one() -> None:
    with pytest.raises(ValueError, match="knok"):
        for_table("- a line <!-- only: immediate knok -->", load_ruleset("norwegian-4"))


def test_marks_read_from_the_fields() -> None:
    """Keys joined by spaces must all hold, ``!`` turns one around, a marked line takes the
    lines indented deeper than it along, a numbered list counts on without gaps, and a run-on
    line of a paragraph loses the indent that tied it to its mark."""
    text = "\n".join([
        "1. one",
        "2. knock <!-- only: knock -->",
        "   with more",
        "3. three",
        "   flip <!-- only: flip_as_turn -->",
        "     on",
        "   four",
        "",
        "Flat. <!-- only: !knock -->",
        "  and on.",
        "Both. <!-- only: knock face_down -->",
        "Either. <!-- only: knock face_up -->",
    ])
    assert for_table(text, load_ruleset("norwegian-4")) == "\n".join([
        "1. one", "2. knock", "   with more", "3. three", "   four", "", "Both."])
    assert for_table(text, load_ruleset("norwegian-6")) == "\n".join([
        "1. one", "2. three", "   flip", "     on", "   four", "", "Flat.", "and on."])


TURN_HEADING = {"en": "## A turn", "nb": "## En tur", "sv": "## En tur", "da": "## En tur"}
# Words that show each move the common page's "A turn" can describe, in every language.
MOVES = {
    "knock": {"en": "**Knock.**", "nb": "**Bank.**", "sv": "**Knacka.**", "da": "**Bank.**"},
    "final lap": {"en": "Nobody may knock during a final lap.",
                  "nb": "Ingen kan banke i en siste runde.",
                  "sv": "Ingen får knacka under en sista runda.",
                  "da": "Ingen må banke i en sidste omgang."},
    "flip as a turn": {"en": "**Flip** one of your face-down cards face up.",
                       "nb": "**Snu** et av de skjulte kortene dine. Det er hele turen din.",
                       "sv": "**Vänd upp** ett av dina dolda kort. Det är hela din tur.",
                       "da": "**Vend** et af dine skjulte kort. Det er hele din tur."},
    "flip after discard": {"en": "Then you must flip one of your face-down cards face up",
                           "nb": "Deretter må du snu et av de skjulte kortene dine",
                           "sv": "Därefter måste du vända upp ett av dina dolda kort",
                           "da": "Derefter skal du vende et af dine skjulte kort"},
    "peek penalty": {"en": "With the peek penalty you may first peek",
                     "nb": "Med tittestraff kan du først titte",
                     "sv": "Med tittstraff får du först titta",
                     "da": "Med kigstraf må du først kigge"},
    "take the discard": {"en": "**Take the top card of the discard pile.**",
                         "nb": "**Ta øverste kort i avkastbunken.**",
                         "sv": "**Ta översta kortet på kasthögen.**",
                         "da": "**Tag det øverste afkast.**"},
}
# The names of the knock and of the peek penalty: none of them anywhere on the common page of a
# table that has neither.
KNOCK_WORD = {"en": "knock", "nb": "bank", "sv": "knack", "da": "bank"}
PEEK_WORD = {"en": "peek penalty", "nb": "tittestraff", "sv": "tittstraff", "da": "kigstraf"}
FACE_UP_ENDING = {"en": "**a grid all face up, with a final lap**",
                  "nb": "**et rutenett med bare åpne kort, med siste runde**",
                  "sv": "**ett helt uppvänt rutnät, med sista runda**",
                  "da": "**et felt med alle kort åbne, med en sidste omgang**"}
ALWAYS = {"take the discard"}
TABLES = [
    ("norwegian-4", [], {"knock", "final lap"}),
    ("norwegian-6", [], {"flip as a turn"}),
    ("swedish-6", [], set()),
    ("danish-6", [], set()),
    ("nine-card", [], set()),
    ("danish-6", ["flip-after-discard"], {"flip after discard"}),
    ("danish-6", ["flip-as-turn"], {"flip as a turn"}),
    ("danish-6", ["flip-after-discard", "flip-as-turn"], {"flip after discard", "flip as a turn"}),
    ("norwegian-4", ["peek-penalty"], {"knock", "final lap", "peek penalty"}),
    ("norwegian-4", ["face-up"], {"knock", "final lap"}),
]


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize(("name", "house", "moves"), TABLES)
def test_a_turn_describes_only_the_tables_moves(name: str, house: list[str], moves: set[str],
                                                lang: str) -> None:
    """"A turn" on the common page told every table of knocking and of flipping as a turn,
    "if your ruleset has" them: swedish-6 has neither. Now a table reads of the moves it has
    (knocking, flipping as a turn, the flip after a discard, the peek penalty's look), and of
    no other, and the items left count 1, 2, 3 without a gap."""
    r = load_ruleset(name, house)
    common = common_rules(r, lang)
    turn = section(common, TURN_HEADING[lang])
    shown = {move for move, words in MOVES.items() if words[lang] in turn}
    assert shown == moves | ALWAYS, turn
    numbers = re.findall(r"^(\d+)\. ", turn, re.MULTILINE)
    assert numbers == [str(n) for n in range(1, len(numbers) + 1)], turn
    assert len(numbers) == 2 + ("knock" in moves) + ("flip as a turn" in moves)
    assert (KNOCK_WORD[lang] in common.lower()) == ("knock" in moves), "knocking anywhere"
    assert (PEEK_WORD[lang] in common.lower()) == ("peek penalty" in moves), "peeking anywhere"
    assert (FACE_UP_ENDING[lang] in common) == (r.all_face_up == "final_lap")


def reads_badly(text: str) -> list[str]:
    """What reads badly when lines are left out: a list ending in ";", an "or" or "either" with
    nothing after it, a numbered list with a gap, a mark or a hole left behind."""
    bad: list[str] = []
    lines = text.splitlines()
    dangling = (";", " or", " eller", " either", " enten", " antingen")
    for i, line in enumerate(lines):
        if lines[i + 1 : i + 2] not in ([], [""]):
            continue  # the block goes on
        after = next((later for later in lines[i + 1 :] if later.strip()), "")
        if line.endswith(dangling):
            bad.append(f"ends a block: {line!r}")
        if line.endswith(":") and not re.match(r"- |\d+\. |```|\|", after):
            bad.append(f"nothing follows: {line!r}")
    count = 0
    for line in lines:
        number = re.match(r"(\d+)\. ", line)
        if number:
            count += 1
            if int(number.group(1)) != count:
                bad.append(f"numbering: {line!r}")
        elif not line.startswith("  "):
            count = 0
    if "<!--" in text or "\n\n\n" in text:
        bad.append("a mark, or a hole where a line was")
    return bad


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize(("name", "house"), [
    *[(name, [key]) for name in PRESETS for key in load_ruleset(name).house_rules],
    *[(name, house) for name, house, _ in TABLES],
    ("norwegian-4", ["peek-penalty", "knock-penalty", "face-up", "pair-bonus", "to-100"]),
])
def test_the_common_page_reads_whole_with_lines_left_out(name: str, house: list[str],
                                                         lang: str) -> None:
    assert reads_badly(common_rules(load_ruleset(name, house), lang)) == []


def test_a_custom_ruleset_reads_its_own_fields(tmp_path: Path) -> None:
    """The marks follow the fields, not the preset's name: no opening, jokers that pair, a
    target to reach."""
    path = tmp_path / "odd.toml"
    path.write_text('extends = "norwegian-6"\nname = "odd"\n'
                    'opening = { kind = "flip", count = 0 }\n'
                    'jokers_per_deck = 2\njokers_pair = true\n'
                    'match = { end = "target", target = 50 }\n', encoding="utf-8")
    common = common_rules(load_ruleset(str(path)))
    assert "## Your first turn of a hole" not in common and "opening" not in common
    # the ruleset's own jokers, at their value: no house rule brought them
    assert "| Joker | −2 |" in common and "never makes a pair" not in common
    assert "Joker (house rule)" not in common
    assert "reaches the target" in common and "A match is 9 holes" not in common
    assert "**Flip** one of your face-down cards face up." in common
    assert reads_badly(common) == []


def test_scoring_lists_only_the_tables_steps() -> None:
    """norwegian-4 as published only adds the cards up: no list of five steps, three of them
    about pairs, bonuses and penalties it does not have. With the knock penalty, the steps it
    has, counted 1 and 2."""
    plain = section(common_rules(load_ruleset("norwegian-4")), "## Scoring a hole").strip()
    assert plain.startswith("Each grid is scored on its own: add up the points of its cards.")
    assert "1. " not in plain and "Pairs" not in plain and "Bonus" not in plain
    knock = section(common_rules(load_ruleset("norwegian-4", ["knock-penalty"])),
                    "## Scoring a hole")
    assert "1. **Add up** the points of the cards.\n2. **The knocker's result.**" in knock
    swedish = section(common_rules(load_ruleset("swedish-6", ["double-pairs"]), "sv"),
                      "## Poängräkning för ett hål")
    assert "1. **Par.**\n   En kolumn där alla kort har samma valör" in swedish
    assert "\n3. **Bonus.**" in swedish and "Tittar" not in swedish


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("name", preset_names())
def test_the_game_gives_no_command_line_and_its_decisions_last(name: str, lang: str) -> None:
    """The rules screen showed a `golf-tui score` example (a command line a player at the table
    has no use for), and "Decisions we made where the source is silent" halfway through, read
    as the developers' notes. In the game: no command line, and the decisions last, under a
    heading a player understands; the docs pages keep both."""
    text = rules_markdown(load_ruleset(name), lang)
    assert "golf-tui " not in text, text
    page, common = read_doc(name, lang) or "", read_doc("common", lang) or ""
    assert "golf-tui score" in common and "<!-- decisions -->" in page
    headings = [line for line in text.splitlines() if line.startswith("## ")]
    wanted = "## " + translation(lang).gettext("How this game settles what the rules leave open")
    assert headings[-1] == wanted, headings
    decided = page.split("<!-- decisions -->")[1].split("\n## ")[0].strip()
    assert text.rstrip().endswith(decided), text[-300:]
    assert "<!--" not in text


def test_a_code_block_after_a_line_left_out_goes_with_it() -> None:
    """Only the block right after the line left out (blank lines between): not one after a
    line kept."""
    text = "Kept.\n\nShown on the page: <!-- only: page -->\n\n```\nx\n```\n\nAfter.\n\n" \
           "Kept too:\n\n```\ny\n```"
    kept = "Kept.\n\nAfter.\n\nKept too:\n\n```\ny\n```"
    assert for_table(text, load_ruleset("swedish-6")) == kept


# How each language says "the same value" (points) and "rank" (ace, 2–10, jack, queen, king).
SAME_VALUE = {"nb": "samme verdi", "sv": "samma värde", "da": "samme værdi"}
RANK = {"nb": "valør", "sv": "valör", "da": "valør"}


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
def test_pairs_are_told_by_rank_in_every_language(lang: str) -> None:
    """The pages in Norwegian, Swedish and Danish said a pair column's cards have "the same
    value", which a jack and a queen (both 10) have: pairs are by rank, and every rules text of
    every preset says so in the language's word for rank."""
    for name in PRESETS:
        text = rules_markdown(load_ruleset(name, ["jokers"] if name != "danish-6" else []),
                              lang).lower()
        assert SAME_VALUE[lang] not in text, name
        if load_ruleset(name).pairs != "none":
            assert f"samm{'a' if lang == 'sv' else 'e'} {RANK[lang]}" in text, name


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_every_table_says_what_the_aim_is_before_its_first_section(lang: str) -> None:
    """A table's own page never said whether many points were good or bad: only the common
    page did, at the very end. A newcomer reading from the top now learns it under the opening
    lines, in every preset, with house rules on or not, and in a custom ruleset's page."""
    aim = translation(lang).gettext(
        "**The aim:** as few points as possible. Low cards are good, and when the match ends the"
        " lowest total wins. What every table shares comes further down this page.")
    assert lang == "en" or not aim.startswith("**The aim:**")
    for ruleset in [*(load_ruleset(name) for name in PRESETS),
                    load_ruleset("norwegian-4", ["jokers"]),
                    load_ruleset("swedish-6", rules=["match.holes=3"])]:
        text = rules_markdown(ruleset, lang)
        assert aim in text[: text.index("\n## ")], ruleset.name


def test_the_aim_does_not_put_the_common_rules_at_the_end_when_decisions_follow() -> None:
    """The aim said "What every table shares comes at the end of this page", but a preset's
    decisions come after the common rules (``split_decisions``): it says further down."""
    decided = 0
    for name in PRESETS:
        text = rules_markdown(load_ruleset(name), "en")
        heading = text.find("## How this game settles what the rules leave open")
        if heading < 0:
            continue
        decided += 1
        assert "end of this page" not in text, name
        assert text.index("What every table shares comes further down") < heading, name
    assert decided


@pytest.mark.parametrize("name", preset_names())
def test_the_peek_penalty_says_a_peek_may_be_paid_for_again(name: str) -> None:
    """One may peek as often as one pays (RULES.md: "each look adds N"): the house rule's
    description said "peek at one of your face-down cards for 1 point", a single peek."""
    from golf_tui.presets import preset_data

    rule = preset_data(name).get("house_rules", {}).get("peek-penalty")
    if rule is None:
        return
    text = rule["description"]
    assert "one of your" not in text and "a peek" in text and "as many as" in text


# The first words of the common page's line on face-down cards going unnamed, per language.
UNNAMED = {"en": "no longer name it", "nb": "nevner ikke trekkene bordet forteller om",
           "sv": "nämner varken dragen som bordet berättar om",
           "da": "nævner hverken de træk, bordet fortæller om"}


@pytest.mark.parametrize("lang", sorted(UNNAMED))
def test_a_face_down_table_says_why_its_lines_never_name_a_face_down_card(lang: str) -> None:
    """"Bot 1 put the card from the discard pile face down bottom-left": a newcomer asked
    "which card?". The rules page of a table whose new cards lie face down says, under the
    swap, that this is on purpose; a table whose new cards lie face up does not."""
    face_down = rules_markdown(load_ruleset("norwegian-4"), lang)
    assert UNNAMED[lang] in face_down
    assert face_down.index(UNNAMED[lang]) < face_down.rindex("(`l`)")  # in the turn, not the end
    assert UNNAMED[lang] not in rules_markdown(load_ruleset("norwegian-4", ["face-up"]), lang)
    assert UNNAMED[lang] not in rules_markdown(load_ruleset("swedish-6"), lang)


def _section(text: str, key: str) -> str:
    """The house rule ``key``'s section of a rules page (its heading to the next heading)."""
    start = text.index(f"(`{key}`)")
    end = text.find("\n## ", start)
    return text[start:end if end != -1 else len(text)]


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_a_rule_that_changes_a_house_rules_numbers_is_said_in_its_section(lang: str) -> None:
    """``--house knock-penalty --rule knock_penalty.points=5``: the result said +5, while the
    house rule's section said "plus 10" and its example "6 + 10 = 16". The section says, above
    its text, that the --rule changes it."""
    plain = rules_markdown(load_ruleset("norwegian-4", ["knock-penalty"]), lang)
    assert "--rule" not in _section(plain, "knock-penalty")
    ruleset = load_ruleset("norwegian-4", ["knock-penalty"], ["knock_penalty.points=5"])
    section = _section(rules_markdown(ruleset, lang), "knock-penalty")
    first = section.split("\n\n")[1]  # under the heading, before the section's own text
    assert first.startswith("> ") and "`--rule knock_penalty.points=5`" in first
    # a change beside the house rule's, not to it: no such line (a card's value, with jokers)
    jokers = load_ruleset("danish-6", ["jokers=minus-5"], ["values.K=1"])
    assert "--rule" not in _section(rules_markdown(jokers, lang), "jokers")


def test_a_rule_may_repeat_a_house_rules_change_or_set_the_length_it_sets() -> None:
    """Refused is only a --rule that undoes what a house rule sets (tests/cli); the same value
    again, and a length of the match's house rule changed (named by the length played), are
    played."""
    assert load_ruleset("danish-6", ["final-lap"], ["all_face_up=final_lap"]).all_face_up == \
        "final_lap"
    assert load_ruleset("norwegian-4", ["18-holes"], ["match.holes=2"]).match.holes == 2
    assert load_ruleset("norwegian-4", ["knock-penalty"],
                        ["knock_penalty.points=5"]).knock_penalty.points == 5
    with pytest.raises(RulesetError) as caught:
        load_ruleset("danish-6", ["final-lap"], ["all_face_up=immediate"])
    assert [p.code for p in caught.value.problems] == ["rule_against_house"]


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_a_chosen_option_is_described_by_its_own_value(lang: str) -> None:
    """danish-6 with jokers at −5: "+ Jokers −5: Two jokers per deck; twos then count +2 and
    jokers −2 (or −3, −5)." named a value the table did not play. The option's own line names
    its value only; the list of house rules (`golf-tui rulesets`) keeps the rule's line, with
    every option."""
    from golf_tui.ruleset_words import house_rule_words

    for option, value, others in (("minus-2", "−2", ("−3", "−5")),
                                  ("minus-3", "−3", ("−2", "−5")),
                                  ("minus-5", "−5", ("−2", "−3"))):
        active = f"jokers={option}"
        title, description = house_rule_words(load_ruleset("danish-6", [active]), active, lang)
        assert value in title and value in description, (title, description)
        assert not any(other in description for other in others), description
        assert "+2" in description or "2" in description
    rule = load_ruleset("danish-6").house_rules["jokers"]
    assert all(v in rule.description for v in ("−2", "−3", "−5"))


def test_every_jokers_house_rule_says_whether_jokers_pair() -> None:
    """swedish-6's and norwegian-4's jokers did not say that a joker never makes a pair, where
    norwegian-6's and nine-card's did (it matters with pairs, or norwegian-4's pair bonus);
    every one says it now, as the scoring plays it, in every language."""
    for name in PRESETS:
        base = load_ruleset(name)
        for key, rule in base.house_rules.items():
            if "jokers_per_deck" not in rule.changes:
                continue
            choices = [f"{key}={o}" for o in rule.options] or [key]
            for active in choices:
                played = load_ruleset(name, [active])
                assert not played.jokers_pair  # what the words say
                option = rule.options.get(active.partition("=")[2])
                for text in (rule.description, option.description if option else ""):
                    if not text:
                        continue
                    assert re.search(r"never (make a|pair)", text), (name, text)
                    for lang in ("nb", "sv", "da"):
                        assert translation(lang).gettext(text) != text, (name, lang, text)


# The rows of the common page's table of points for a custom ruleset, by language: (the file,
# the rows it must have, the rows it must not). tiny-up's J = 11 and Q = 12 read "Jack, Queen |
# 10 each" under its own "J = 11, Q = 12"; grandpa's kings −1 "King | 0", and its own jokers
# "Joker (house rule) | negative; each ruleset says how much".
TINY_UP = ('name = "tiny-up"\ngrid = "2x2"\nplayers = { min = 2, max = 5 }\n'
           'opening = { kind = "peek", count = 2 }\nplacement = "face_up"\nknock = true\n'
           'pairs = "column"\n[values]\nA = 1\n2 = 2\n3 = 3\n4 = 4\n5 = 5\n6 = 6\n7 = 7\n'
           '8 = 8\n9 = 9\n10 = 10\nJ = 11\nQ = 12\nK = 0\n')
GRANDPA = ('extends = "swedish-6"\nname = "grandpa"\njokers_per_deck = 2\nknock = true\n'
           '[values]\nJK = -3\nK = -1\n')
CARD_ROWS = {
    "en": (["| Ace | 1 |", "| 2 | +2 |", "| Jack | 11 |", "| Queen | 12 |", "| King | 0 |"],
           ["| Jack, Queen |", "10 each"],
           ["| King | −1 |", "| Joker | −3 |", "| Jack, Queen | 10 each |",
            "with the jokers this ruleset adds"],
           ["| King | 0 |", "house rule", "Joker (house rule)"]),
    "nb": (["| Knekt (Kn) | 11 |", "| Dame (D) | 12 |", "| Konge (K) | 0 |"],
           ["10 hver"],
           ["| Konge (K) | −1 |", "| Joker | −3 |", "og med jokerne regelsettet legger til"],
           ["| Konge (K) | 0 |", "husregel"]),
    "sv": (["| Knekt (Kn) | 11 |", "| Dam (D) | 12 |", "| Kung (K) | 0 |"],
           ["10 var"],
           ["| Kung (K) | −1 |", "| Joker | −3 |", "jokrarna som regeluppsättningen lägger till"],
           ["| Kung (K) | 0 |", "husregel"]),
    "da": (["| Knægt (B) | 11 |", "| Dame (D) | 12 |", "| Konge (K) | 0 |"],
           ["10 hver"],
           ["| Konge (K) | −1 |", "| Joker | −3 |", "med de jokere, regelsættet tilføjer"],
           ["| Konge (K) | 0 |", "husregel"]),
}


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_table_of_points_is_the_rulesets_own(tmp_path: Path, lang: str) -> None:
    """The common page's table of the cards' points follows a custom ruleset's values, as its
    own part of the page does, and says jokers are the ruleset's own where they are."""
    tiny_in, tiny_out, grandpa_in, grandpa_out = CARD_ROWS[lang]
    for text, wanted, unwanted in ((TINY_UP, tiny_in, tiny_out),
                                   (GRANDPA, grandpa_in, grandpa_out)):
        path = tmp_path / "mine.toml"
        path.write_text(text, encoding="utf-8")
        common = common_rules(load_ruleset(str(path)), lang)
        two = common.index("| 2 |")  # the section of the cards and their points
        cards = common[common.rindex("\n## ", 0, two):common.index("\n## ", two)]
        for words in wanted:
            assert words in cards, (words, cards)
        for words in unwanted:
            assert words not in cards, (words, cards)
        assert "<!--" not in common and reads_badly(common) == []


def test_a_jack_and_a_queen_are_not_said_to_be_worth_10_where_they_are_not(
        tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(TINY_UP, encoding="utf-8")
    common = common_rules(load_ruleset(str(path)), "en")
    assert "both worth 10" not in common
    assert "A jack and a queen are different cards: they never make a pair." in common


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_a_house_rules_jokers_keep_the_pages_row(lang: str) -> None:
    """The presets' jokers come by a house rule: their row stays the page's."""
    row = {"en": "| Joker (house rule) | negative; each ruleset says how much |",
           "nb": "| Joker (husregel) | negativ; hvert regelsett sier hvor mye |",
           "sv": "| Joker (husregel) | negativ; varje regeluppsättning säger hur mycket |",
           "da": "| Joker (husregel) | negativ; hvert regelsæt siger hvor meget |"}[lang]
    assert row in common_rules(load_ruleset("danish-6", ["jokers=minus-3"]), lang)
    assert "| Joker" not in common_rules(load_ruleset("danish-6"), lang)


# "0 even when the knocker's cards come to less than 0", in each language's page
BELOW_ZERO = {"en": "0 even when the knocker's cards come to less than 0",
              "nb": "0 også når kortene til den som banket, gir under 0",
              "sv": "0 även när korten för den som knackade ger under 0",
              "da": "0 også, når kortene for den, der bankede, giver under 0"}


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_lowest_knocker_scores_0_even_below_0_where_the_rules_are_read(lang: str) -> None:
    """A knocker lowest with −4 (a joker, two kings and an ace) scores 0 (RULES.md §3: exactly
    0), while Ola, also at −4, keeps −4 and the best hole: a table argues about it. The house
    rule's section on the rules screen says so where it says the knocker scores 0, and so does
    the settings reference."""
    from golf_tui.engine.scoring import apply_knock

    rules = load_ruleset("norwegian-4", ["knock-penalty", "jokers"])
    low = score_grid(rules, [c for row in parse_grid("JK K / K A") for c in row])
    assert low.subtotal == -4
    assert apply_knock(rules, [low, low], 0)[0].total == 0  # the rule, unchanged
    section = " ".join(_section(rules_markdown(rules, lang), "knock-penalty").split())
    first = next(line for line in section.split("; ") if "**0**" in line)
    assert BELOW_ZERO[lang] in first
    reference = Path(__file__).parents[2] / "docs" / "settings-reference.md"
    row = next(line for line in reference.read_text(encoding="utf-8").splitlines()
               if line.startswith("| `knock_penalty.enabled`"))
    assert BELOW_ZERO["en"] in row


def table_marks(page: str) -> list[str]:
    return re.findall(r"<!-- table: ([^>]*?) -->", page)


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
def test_every_language_marks_the_same_numbers_of_a_preset_page(name: str, lang: str) -> None:
    """The sentences that quote a setting's number carry the same ``<!-- table: KEY -->`` marks,
    in the same order, in every language, so each table's notes are the same."""
    english = table_marks(read_doc(name) or "")
    assert english.count("match") >= 1 and "values" in english
    assert table_marks(read_doc(name, lang) or "") == english


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_preset_text_does_not_contradict_the_tables_match_length(lang: str) -> None:
    """``--rule match.holes=1``: the rules page (r) still quoted "After 9 holes the lowest total
    wins" (and "A match is 9 holes"), while *This table's settings* above said 1 hole. Each
    sentence that quotes the length now says, right after it, what this table plays."""
    from golf_tui.rules_text import describe_match_end

    one = load_ruleset("norwegian-4", [], ["match.holes=1"])
    text = rules_markdown(one, lang)
    note = {"en": "**At this table:**", "nb": "**Ved dette bordet:**",
            "sv": "**Vid det här bordet:**", "da": "**Ved dette bord:**"}[lang]
    # no "(`--rule match.holes=1`)": a length chosen at the setup is the same change, and a
    # family that chose "3 hål" read of a flag it never typed
    said = f"{note} {describe_match_end(one, lang)}."
    assert "--rule" not in text
    assert describe_match_end(one, lang).startswith("1 ")
    assert text.count(said) == 2  # "A match is 9 holes." and "After 9 holes ... wins."
    nine = {"en": "9 holes", "nb": "9 hull", "sv": "9 hål", "da": "9 huller"}[lang]
    for line in text.splitlines():
        if nine in line and "(6" not in line:  # the common page's "9 holes unless ..." aside
            assert line.endswith(said), line
    assert "<!--" not in text
    # the preset as it ships, or with house rules only: the page as written, no notes
    for ruleset in (load_ruleset("norwegian-4"), load_ruleset("norwegian-4", ["18-holes"])):
        plain = rules_markdown(ruleset, lang)
        assert note not in plain and "<!--" not in plain


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_other_numbers_a_rule_changes_are_noted_where_the_page_quotes_them(lang: str) -> None:
    """A card's value, the jokers' value, the knock penalty's points and its tie, the peek
    penalty's points and the target of to-100 changed by ``--rule``: where the page quotes the
    preset's number, the note gives the table's."""
    def notes(house: list[str], rules: list[str], name: str = "norwegian-4") -> list[str]:
        text = rules_markdown(load_ruleset(name, house, rules), lang)
        assert "<!--" not in text
        assert "(`--rule " not in text
        note = {"en": "**At this table:** ", "nb": "**Ved dette bordet:** "}[lang]
        return [line for line in text.splitlines() if note in line
                and not line.startswith(("> ", "- **"))]

    (values,) = notes([], ["values.K=5"])
    assert values.endswith("K = 5.") and ("king 0." in values or "konge 0." in values)
    (joker,) = notes(["jokers"], ["values.JK=-3"])
    assert "**−5**" in joker and ":** joker = −3." in joker
    for name in ("nine-card", "norwegian-6", "swedish-6"):
        (joker,) = notes(["jokers"], ["values.JK=-4"], name)
        assert "**−2**" in joker and "joker = −4." in joker
    knock = notes(["knock-penalty"], ["knock_penalty.points=5"])
    assert len(knock) == 1 and "10**." in knock[0] and "+5" in knock[0]
    tie = notes(["knock-penalty"], ["knock_penalty.tie_counts_as_lowest=false"])
    assert len(tie) == 1 and "= false`.)" in tie[0] and "+10" in tie[0]
    (peek,) = notes(["peek-penalty"], ["peek_penalty.points=2"])
    assert "**1 po" in peek and "+2" in peek
    target = rules_markdown(load_ruleset("norwegian-4", ["to-100"], ["match.target=50"]), lang)
    assert "**100**" not in target and target.count("50, ") >= 2


def test_an_unknown_table_mark_is_refused() -> None:
    with pytest.raises(ValueError, match="holes"):
        table_notes("A match is 9 holes. <!-- table: holes -->", load_ruleset("norwegian-4"))
