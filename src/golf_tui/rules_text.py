"""The rules of one table as Markdown: what every game shares, the preset's page, the house rules
switched on, and a list of the settings actually in force, in any of golf-tui's languages.

The text lives in ``docs/rules/`` (shipped in the wheel as ``golf_tui/rules_docs``): ``common.md``
and one page per preset in English, the same pages in ``docs/rules/<lang>/`` for the other
languages. On each preset page every house rule has a section headed ``## House rule: <key>``
(in Norwegian, Swedish and Danish: ``## Husregel: <key>``, the word from the message catalog).
A custom ruleset that is not a preset gets a description generated from its fields, in the
language asked for. On the common page, a line that only some rulesets have ends with
``<!-- only: KEYS -->``, KEYS being one or more of ``_facts``'s keys, each read from the ruleset's
fields (``knock``, ``flip_as_turn``, ``redeal``, ...), ``!`` before one for "not", all of them
needed: a list item or a line runs on over the lines indented deeper than it. ``page`` marks what
only the page itself shows (it lists every ruleset's variants); a table's rules keep the lines
its ruleset has (``for_table``), and leave out the page's example of ``golf-tui score`` (a code
block after a line left out goes with it). A preset page's section of the decisions its authors
made where the sources are silent, its heading marked ``<!-- decisions -->``, comes last at a
table, under a heading a player understands (``split_decisions``). On a preset's page, a
sentence quoting a number that ``--rule`` can change ends with ``<!-- table: KEY -->``: a note
of the table's own where it was changed (``table_notes``).
Plain text only: no Textual or Rich here, so the rules screen, the CLI and tests can all use it.

A ruleset's own words (its name, title and description, its house rules' titles and keys) are
data, written by whoever wrote the file or ``--rule title=…``: they go in as text (``md_text``,
``md_code``), never as Markdown, so ``[x](http://…)`` is no link and ``# x`` no heading.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from gettext import NullTranslations
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from .breakdown import minus
from .engine.customise import RulesetError
from .engine.ruleset import ALL_RANK_CODES, HouseRule, Ruleset
from .i18n import N_, SOURCE_LANGUAGE, current_language, rank_label, translation
from .markdown_text import md_code, md_text
from .presets import is_presets_title, load_ruleset, name_for, preset_names
from .ruleset_words import house_rule_words, in_force

HOUSE_RULE_HEADING = "## House rule: "
COMMON = "common"
# Fields that say how the game is played (not names, descriptions or the menu of house rules).
_LABEL_FIELDS = {"name", "title", "description", "house_rules", "active_house_rules"}
_FACE_VALUES = {str(n): n for n in range(3, 11)}
_ONLY = re.compile(r" ?<!-- only: ([a-z_! ]+?) -->")
_DECISIONS = " <!-- decisions -->"
# The heading of a preset page's decisions, at a table (the page's "Decisions we made where the
# source is silent" read as the developers' notes, halfway through the rules)
DECISIONS_HEADING = N_("How this game settles what the rules leave open")
_TABLE = re.compile(r" ?<!-- table: ([A-Za-z_.]+) -->")
_LIST_LINE = re.compile(r"- |\d+\. |  ")  # an item, or a line of one
_NUMBERED = re.compile(r"(\d+)\. ")


def _docs_dir() -> Traversable:
    packaged = resources.files("golf_tui") / "rules_docs"
    if packaged.is_dir():
        return packaged
    # A source checkout (editable install): the pages sit in the repository's docs/rules.
    return Path(__file__).resolve().parents[2] / "docs" / "rules"


def read_doc(name: str, lang: str | None = None) -> str | None:
    """The text of ``docs/rules/<name>.md`` (``docs/rules/<lang>/<name>.md`` for a language other
    than English), or None when there is no such page."""
    folder = _docs_dir()
    if lang and lang != SOURCE_LANGUAGE:
        folder = folder / lang
    page = folder / f"{name}.md"
    if not page.is_file():
        return None
    return page.read_text(encoding="utf-8")


def house_rule_heading(lang: str | None = None) -> str:
    """The start of a house rule's heading on the pages of ``lang``: ``## House rule: ``."""
    return "## " + translation(lang).gettext("House rule") + ": "


def split_house_rules(text: str, heading: str = HOUSE_RULE_HEADING) -> tuple[str, dict[str, str]]:
    """A preset page split into its main text and its house-rule sections, by key.

    A section runs from its ``heading<key>`` line to the next level-2 heading."""
    body: list[str] = []
    sections: dict[str, list[str]] = {}
    current: list[str] = body
    for line in text.splitlines():
        if line.startswith(heading):
            current = sections.setdefault(line[len(heading) :].strip(), [])
        elif line.startswith("## "):
            current = body
        current.append(line)
    return (
        "\n".join(body).strip(),
        {key: "\n".join(lines).strip() for key, lines in sections.items()},
    )


def _is_preset(name: str) -> bool:
    return name in preset_names()


def _differs_from_preset(ruleset: Ruleset) -> bool:
    """Whether ``ruleset`` plays differently from its preset with the same house rules on."""
    try:
        reference = load_ruleset(ruleset.name, ruleset.active_house_rules)
    except RulesetError:
        return True
    return bool(
        reference.model_dump(exclude=_LABEL_FIELDS) != ruleset.model_dump(exclude=_LABEL_FIELDS)
    )


def preset_changes(ruleset: Ruleset) -> list[str] | None:
    """The settings in which ``ruleset`` differs from its preset with the same house rules on,
    each as ``--rule`` takes it (``match.holes=2``), in the order of the ruleset's fields; None
    when ``ruleset`` is no preset's (a custom file's, or one whose house rules its preset does
    not offer)."""
    if ruleset.name not in preset_names():
        return None
    try:
        reference = load_ruleset(ruleset.name, ruleset.active_house_rules)
    except RulesetError:
        return None
    return [f"{key}={_rule_value(value)}" for key, value, _was in _changed(ruleset, reference)]


def _changed(ruleset: Ruleset, reference: Ruleset) -> list[tuple[str, Any, Any]]:
    """Each setting in which ``ruleset`` differs from ``reference``: its dotted key, its value
    at this table and in ``reference`` (``_MISSING`` where it has none)."""
    played = _flat(ruleset.model_dump(mode="json", exclude=_LABEL_FIELDS))
    preset = _flat(reference.model_dump(mode="json", exclude=_LABEL_FIELDS))
    return [(key, value, preset.get(key, _MISSING)) for key, value in played.items()
            if preset.get(key, _MISSING) != value]


def _changes_said(ruleset: Ruleset, lang: str) -> str:
    """The settings in which ``ruleset`` differs from its preset (with the same house rules
    on), each with its value here and in the preset, as the rules page's notice names them
    ("`players.max` = `8`, where the preset has `6`"); empty for no preset's."""
    if ruleset.name not in preset_names():
        return ""
    try:
        reference = load_ruleset(ruleset.name, ruleset.active_house_rules)
    except RulesetError:
        return ""
    t = translation(lang)
    said = []
    for key, value, was in _changed(ruleset, reference):
        args = {"setting": md_code(key), "value": md_code(_rule_value(value))}
        if was is _MISSING:
            said.append(t.gettext("%(setting)s = %(value)s") % args)
        else:
            said.append(t.gettext("%(setting)s = %(value)s, where the preset has %(preset)s")
                        % {**args, "preset": md_code(_rule_value(was))})
    return "; ".join(said)


def is_presets(ruleset: Ruleset) -> bool:
    """Whether ``ruleset`` is a preset's with house rules it offers (``--rule`` changes aside):
    a ruleset the setup can offer again, so its preset and house rules are remembered. A file
    that keeps its preset's name ("swedish-6") with a house rule of its own is not."""
    return preset_changes(ruleset) is not None


_MISSING = object()
_BARE_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")


def _flat(node: Any, prefix: str = "") -> dict[str, Any]:
    """A ruleset's dump with its tables flattened to dotted keys (``match.holes``)."""
    if not isinstance(node, dict) or not node:
        return {prefix: node}
    flat: dict[str, Any] = {}
    for key, value in node.items():
        flat.update(_flat(value, f"{prefix}.{key}" if prefix else str(key)))
    return flat


def _rule_value(value: Any) -> str:
    """``value`` as ``--rule`` reads it (``engine.customise.parse_value``): a TOML value, a
    plain word bare."""
    if isinstance(value, str) and _BARE_WORD.fullmatch(value) and value not in ("true", "false"):
        return value
    return json.dumps(value, ensure_ascii=False)


def _page(name: str, lang: str) -> tuple[str | None, str]:
    """The page ``name`` in ``lang``, else in English, with its house-rule heading."""
    text = read_doc(name, lang)
    if text is not None:
        return text, house_rule_heading(lang)
    return read_doc(name), HOUSE_RULE_HEADING


def rules_markdown(ruleset: Ruleset, lang: str | None = None) -> str:
    """The rules of a table playing ``ruleset``, as one Markdown document in ``lang`` (default:
    the current language). A page missing in ``lang`` comes in English.

    The table's own rules come first (what players open the screen for), the common rules
    after. A preset played as published: its page, then "no house rules" and the list of its
    settings. A preset with house rules on or settings changed: the page's title and opening
    lines, a notice saying so, the house rules and the settings in force, and then the rest of
    the page, which they override (a player once had to page four times past "a card you swap
    in is put face down" to learn that the face-up house rule was on)."""
    lang = lang or current_language()
    preset_text, heading = _page(ruleset.name, lang) if _is_preset(ruleset.name) else (None, "")
    if preset_text is not None:
        preset_text = table_notes(preset_text, ruleset, lang)
    sections: dict[str, str] = {}
    table = [_house_rules_text(ruleset, {}, lang), settings_markdown(ruleset, lang)]
    common = common_rules(ruleset, lang)
    aim = _aim(lang)
    if preset_text is None:
        parts = [describe_custom(ruleset, lang), aim, *table, common]
    else:
        body, sections = split_house_rules(preset_text, heading)
        table[0] = _house_rules_text(ruleset, sections, lang)
        notice = _changes_notice(ruleset, lang)
        body, decisions = split_decisions(body, lang)
        head, rest = _split_head(body)
        head = _without_id(head, ruleset.name)
        if notice:
            parts = [head, aim, notice, *table, rest, common, decisions]
        else:
            parts = [head, aim, rest, *table, common, decisions]
    return "\n\n".join(p for p in parts if p) + "\n"


def split_decisions(body: str, lang: str) -> tuple[str, str]:
    """A preset page's text without its section of decisions (its heading marked ``<!--
    decisions -->``), and that section under ``DECISIONS_HEADING`` in ``lang``, to go last:
    "Decisions we made where the source is silent" stood between the scoring and the house
    rules and read as the developers' notes. No such section: the text, and nothing."""
    lines = body.strip().splitlines()
    at = next((i for i, line in enumerate(lines) if line.endswith(_DECISIONS)), None)
    if at is None:
        return body, ""
    end = next((i for i in range(at + 1, len(lines)) if lines[i].startswith("## ")),
               len(lines))
    heading = "## " + translation(lang).gettext(DECISIONS_HEADING)
    section = "\n".join([heading, *lines[at + 1 : end]]).strip()
    return "\n".join(lines[:at] + lines[end:]).strip(), section


def table_notes(text: str, ruleset: Ruleset, lang: str | None = None) -> str:
    """A preset's page with its ``<!-- table: KEY -->`` marks, each after a sentence that quotes
    a number (or a choice) of the setting KEY or of the settings under it (``match``: "A match
    is 9 holes", "After 9 holes the lowest total wins"; ``values``, ``values.JK``,
    ``knock_penalty.points``, ``knock_penalty.tie_counts_as_lowest``, ``peek_penalty``;
    ``_NOTED``), made a note of what this table plays where it was changed: "A match is 9 holes.
    **At this table:** 1 hole, lowest total wins." With ``match.holes=1`` the page said "After 9
    holes the lowest total wins" while the list of the table's settings said 1 hole; the notice
    at the top, many lines up, was all that reconciled them. Elsewhere the marks are dropped.
    The note names no ``--rule``: the setup's match lengths are the same change (a family that
    chose "3 hål" read "(--rule match.holes=3)", a flag it never typed), and a ruleset, saved or
    not, does not tell which it was."""
    changed = preset_changes(ruleset) or []
    t = translation(lang)

    def note(mark: re.Match[str]) -> str:
        key = mark.group(1)
        describe = _NOTED.get(key)
        if describe is None:
            raise ValueError(f"docs/rules: unknown key {key!r} in <!-- table: {key} -->")
        rules = [c for c in changed if _noted_by(key, c.partition("=")[0])]
        if not rules:
            return ""
        # Translators: after a sentence of the preset's page that quotes another number:
        # "**At this table:** 1 hole, lowest total wins."
        return " " + t.gettext("**At this table:** %(setting)s.") % {
            "setting": describe(ruleset, lang)}

    return _TABLE.sub(note, text)


def _noted_by(mark: str, key: str) -> bool:
    """Whether a ``<!-- table: mark -->`` line quotes setting ``key`` (``match.holes`` for
    ``match``); the jokers' value is not among the card values the pages' lines list."""
    if mark == "values" and key == "values.JK":
        return False
    return key == mark or key.startswith(mark + ".")


def _aim(lang: str) -> str:
    """What a player is after, under the page's opening lines: a table's own page never said
    it (the common page, further down, did), and a newcomer reading from the top could not tell
    whether many points were good or bad. "Further down": a preset's decisions come after the
    common page (``split_decisions``), which the aim said came at the end."""
    return translation(lang).gettext(
        "**The aim:** as few points as possible. Low cards are good, and when the match ends the"
        " lowest total wins. What every table shares comes further down this page.")


def common_rules(ruleset: Ruleset, lang: str | None = None) -> str:
    """The common page as a table playing ``ruleset`` reads it (``for_table``), its table of
    the cards' points this ruleset's (``card_rows``). Its example of ``golf-tui score`` is the
    page's alone (``<!-- only: page -->``, the code block after it going with it): a player
    reading the rules at the table has no use for a command line."""
    lang = lang or current_language()
    text = card_rows((_page(COMMON, lang)[0] or "").strip(), ruleset, lang)
    return for_table(text, ruleset)


# The rows of the common page's table of the cards' points, by the ``<!-- only: KEY -->`` that
# marks each (``_facts``: the presets' values), and the ranks each gives.
_CARD_ROWS: dict[str, tuple[str, ...]] = {
    "ace_one": ("A",),
    "two_plus": ("2",),
    "two_minus": ("2",),
    "face_values": tuple(_FACE_VALUES),
    "jack_queen_ten": ("J", "Q"),
    "king_zero": ("K",),
    "house_jokers": ("JK",),
}
_CARD_ROW = re.compile(r"^\|.*\| ?<!-- only: ([a-z_]+) -->$")


def _card_name(code: str, lang: str) -> str:
    """A rank as the common page's table of points names it ("Jack"; "Knekt (Kn)")."""
    t = translation(lang)
    names = {
        "A": t.pgettext("card table", "Ace"),
        "J": t.pgettext("card table", "Jack"),
        "Q": t.pgettext("card table", "Queen"),
        "K": t.pgettext("card table", "King"),
        "JK": t.pgettext("card table", "Joker"),
    }
    return names.get(code, code)


def card_rows(text: str, ruleset: Ruleset, lang: str | None = None) -> str:
    """``text`` (the common page) with its table of the cards' points made this ruleset's: a
    row the ruleset's values do not hold (``<!-- only: KEY -->``, ``_CARD_ROWS``) is replaced by
    one row for each of its ranks with the ruleset's points ("Jack | 11", "Queen | 12"), unless
    another row of the page gives those ranks (the 2 has one row for +2 and one for −2). The
    table said "Jack, Queen | 10 each" under a custom ruleset's "J = 11, Q = 12", and "King |
    0" under its "K = −1"; a joker only by a house rule's jokers and "negative", where the
    ruleset itself had them."""
    facts = _facts(ruleset)
    kept = {rank for line in text.splitlines() if (mark := _CARD_ROW.match(line))
            and mark.group(1) in _CARD_ROWS and facts[mark.group(1)]
            for rank in _CARD_ROWS[mark.group(1)]}
    out: list[str] = []
    given = set(kept)
    points: dict[str, int] = {str(code): n for code, n in ruleset.values.items()}
    for line in text.splitlines():
        mark = _CARD_ROW.match(line)
        key = mark.group(1) if mark else ""
        if key not in _CARD_ROWS or facts[key]:
            out.append(line)
            continue
        for rank in _CARD_ROWS[key]:
            if rank in given or (rank == "JK" and not ruleset.jokers_per_deck):
                continue
            given.add(rank)
            out.append(f"| {_card_name(rank, lang or current_language())} |"
                       f" {minus(points[rank])} |")
    return "\n".join(out)


def _jokers_by_house_rule(r: Ruleset) -> bool:
    """Whether a house rule switched on gives ``r`` its jokers (the presets' "Jokers")."""
    for active in r.active_house_rules:
        key, _sep, option = active.partition("=")
        rule = r.house_rules.get(key)
        if rule is None:
            continue
        chosen = rule.options[option].changes if option in rule.options else {}
        if {**rule.changes, **chosen}.get("jokers_per_deck"):
            return True
    return False


def _facts(r: Ruleset) -> dict[str, bool]:
    """What the common page's ``<!-- only: KEY -->`` marks ask about a table playing ``r``."""
    decks = max(r.decks_for(n) for n in range(r.players.min, r.players.max + 1))
    points: dict[str, int] = {str(code): n for code, n in r.values.items()}
    pairs = r.pairs != "none"
    opening = r.opening.count > 0
    return {
        # how a hole ends, and whether it can have a final lap (after a knock or a grid gone up)
        "knock": r.knock,
        "final_lap": r.all_face_up == "final_lap",
        "immediate": r.all_face_up == "immediate",
        "last_turns": r.knock or r.all_face_up == "final_lap",
        # what an empty stock does
        "reshuffle": r.empty_stock == "reshuffle",
        "redeal": r.empty_stock == "redeal",
        "end_hole": r.empty_stock == "end_hole",
        # the opening and a turn
        "opening": opening,
        "peek_opening": opening and r.opening.kind == "peek",
        "flip_opening": opening and r.opening.kind == "flip",
        "flip_as_turn": r.flip_as_turn,
        "flip_after_discard": r.flip_after_discard,
        "peek_penalty": r.peek_penalty.enabled,
        "face_up": r.placement == "face_up",
        "face_down": r.placement == "face_down",
        # a face-down card of your own you have seen: remembering it is up to you
        "memory": (r.placement == "face_down" or (opening and r.opening.kind == "peek")
                   or r.peek_penalty.enabled),
        # the cards
        "decks": decks > 1,
        "jokers": r.jokers_per_deck > 0,
        # jokers a house rule brought (else the ruleset's own), at a negative value
        "house_jokers": (r.jokers_per_deck > 0 and _jokers_by_house_rule(r)
                         and r.values["JK"] < 0),
        "own_jokers": r.jokers_per_deck > 0 and not _jokers_by_house_rule(r),
        # the cards' points as the presets count them (else the table of points gives this
        # ruleset's, ``card_rows``)
        "ace_one": r.values["A"] == 1,
        "face_values": all(points[code] == n for code, n in _FACE_VALUES.items()),
        "jack_queen_ten": r.values["J"] == r.values["Q"] == 10,
        "king_zero": r.values["K"] == 0,
        "jokers_pair": r.jokers_pair,
        "two_plus": r.values["2"] == 2,
        "two_minus": r.values["2"] == -2,
        # scoring: "steps" when a grid's score is more than the sum of its cards
        "pairs": pairs,
        "column_pairs": r.pairs == "column",
        # a column of three cancels (nine-card): two 2s in a column never do, three do
        "threes": r.pairs == "column" and r.shape[0] == 3,
        "pairs_anywhere": r.pairs == "anywhere",
        "bonus": r.two_pair_bonus.kind != "none",
        "knock_penalty": r.knock_penalty.enabled,
        "steps": pairs or r.peek_penalty.enabled or r.knock_penalty.enabled,
        # the end of the match
        "holes": r.match.end == "holes",
        "target": r.match.end == "target",
        "page": False,
    }


def _has(facts: dict[str, bool], keys: str) -> bool:
    """Whether a table with ``facts`` has what an ``<!-- only: KEYS -->`` line describes: every
    key true (a key after ``!`` false)."""
    wanted = {key.removeprefix("!"): not key.startswith("!") for key in keys.split()}
    unknown = sorted(set(wanted) - set(facts))
    if unknown:  # every key is checked, not only those before the first one false
        raise ValueError(f"docs/rules: unknown key {unknown[0]!r} in <!-- only: {keys} -->")
    return all(facts[key] == value for key, value in wanted.items())


def for_table(text: str, ruleset: Ruleset) -> str:
    """``text`` without the lines marked ``<!-- only: KEYS -->`` that ``ruleset`` does not have
    (with the lines indented deeper than them: an item's, a sentence's run-on lines), and
    without the marks: swedish-6's "How a hole ends" told of knocks, and its "A turn" of
    knocking and flipping, which it does not have. A list left with fewer items ends its last
    with a full stop rather than the ";" that led to the next, and a numbered list counts on
    without gaps."""
    facts = _facts(ruleset)
    out: list[str] = []
    dropping = -1  # the indent of the line dropped last, while lines deeper than it follow
    cut = paragraph = False
    fence = ""  # "after": a line was just dropped; "in": in the code block that followed it
    for line in text.splitlines():
        indent = len(line) - len(line.lstrip(" "))
        if fence == "in":  # a code block goes with the line it follows: the example it shows
            fence = "" if line.startswith("```") else "in"
            continue
        if fence == "after" and line.startswith("```"):
            fence = "in"
            continue
        if line.strip():
            fence = ""
        if dropping >= 0 and line.strip() and indent > dropping:
            fence = "after"
            continue
        dropping = -1
        mark = _ONLY.search(line)
        if mark and not _has(facts, mark.group(1)):
            dropping, cut, fence = indent, True, "after"
            continue
        in_list = bool(_LIST_LINE.match(line))
        if cut and not in_list and out and out[-1].endswith(";"):
            out[-1] = out[-1][:-1] + "."
        if not in_list:
            cut = False
        if not line.strip() or _LIST_LINE.match(line.lstrip(" ")):
            paragraph = False
        elif not indent:
            paragraph = True
        elif paragraph:  # a paragraph's run-on line, indented to go with its mark
            line = line.lstrip(" ")
        out.append(_ONLY.sub("", line))
    text = re.sub(r"\n{3,}", "\n\n", "\n".join(out))  # a line dropped between paragraphs
    return _renumbered(text).strip()


def _renumbered(text: str) -> str:
    """``text`` with each numbered list counted 1, 2, 3, ... again (items left out)."""
    out: list[str] = []
    n = 0
    for line in text.splitlines():
        number = _NUMBERED.match(line)
        if number:
            n += 1
            line = f"{n}. {line[number.end():]}"
        elif not line.startswith("  "):
            n = 0
        out.append(line)
    return "\n".join(out)


def _split_head(body: str) -> tuple[str, str]:
    """A page's title and opening lines (before its first section), and the rest."""
    lines = body.splitlines()
    first = next((i for i, line in enumerate(lines) if line.startswith("## ")), len(lines))
    return "\n".join(lines[:first]).strip(), "\n".join(lines[first:]).strip()


def _without_id(head: str, name: str) -> str:
    """A preset page's opening lines with its id taken out of its title: "# Niokortsgolf
    (nine-card)" is "# Niokortsgolf", "# Sexkortsgolf på norskt vis (norwegian-6,
    ”Sekskortsgolf”)" is "# Sexkortsgolf på norskt vis (”Sekskortsgolf”)". The id is what
    ``--ruleset`` takes, for the commands and the pages in docs/rules; a family that chose the
    game at the setup never typed it."""
    title, newline, rest = head.partition("\n")
    if title.startswith("# "):
        title = title.replace(f" ({name})", "").replace(f"({name}, ", "(")
    return title + newline + rest


def _changes_notice(ruleset: Ruleset, lang: str) -> str:
    """A notice that the table does not play its preset as published (empty if it does)."""
    t = translation(lang)
    changes = _changes_said(ruleset, lang) if _differs_from_preset(ruleset) else ""
    if changes:
        # which settings, and how: "differ from the preset" alone left the player to guess
        # (``--rule players.max=8`` for eight players at norwegian-6)
        text = t.gettext(
            "Settings at this table that differ from the preset: %(changes)s. Its house rules"
            " come next, then the list of this table's settings; the preset's own rules follow,"
            " and where they disagree, the list is what the game plays.") % {"changes": changes}
    elif _differs_from_preset(ruleset):
        text = t.gettext(
            "Some settings at this table differ from the preset. Its house rules come next, then"
            " the list of this table's settings; the preset's own rules follow, and where they"
            " disagree, the list is what the game plays.")
    elif ruleset.active_house_rules:
        names = []
        for active in ruleset.active_house_rules:
            key, _, option = active.partition("=")
            rule = ruleset.house_rules.get(key)
            chosen = rule.options.get(option) if rule and option else None
            title = chosen.title if chosen else rule.title if rule else ""
            names.append(f"**{md_text(t.gettext(title))}**" if title else md_code(active))
        text = t.ngettext(
            "At this table the preset is played with a house rule: %(rules)s. It comes next,"
            " then the list of this table's settings; the preset's own rules follow, and where"
            " they disagree, the house rule is what the game plays.",
            "At this table the preset is played with house rules: %(rules)s. They come next,"
            " then the list of this table's settings; the preset's own rules follow, and where"
            " they disagree, the house rules are what the game plays.",
            len(names)) % {"rules": ", ".join(names)}
    else:
        return ""
    return "> " + text


def _house_rules_text(ruleset: Ruleset, sections: dict[str, str], lang: str) -> str:
    t = translation(lang)
    if not ruleset.active_house_rules:
        heading = t.gettext("House rules at this table")
        return f"## {heading}\n\n" + t.gettext("No house rules are switched on.")
    out: list[str] = []
    for active in ruleset.active_house_rules:
        key, _, option = active.partition("=")
        rule = ruleset.house_rules.get(key)
        # a length --rule changed (to-100 played to 10): the page's section tells the other one
        section = None if rule is not None and _length_changed(ruleset, rule) else \
            sections.get(key)
        title = house_rule_words(ruleset, key, lang)[0] if rule is not None else None
        text = _titled(section or _generated_house_rule(ruleset, key, lang), key, title, lang)
        refined = _refinements(ruleset, active)
        if refined:  # knock_penalty.points=5 under a section that says "plus 10"
            head, sep, body = text.partition("\n\n")
            note = "> " + t.ngettext(
                "At this table %(rules)s changes this house rule: where the text below says"
                " otherwise (its numbers, its example), the table plays that.",
                "At this table %(rules)s change this house rule: where the text below says"
                " otherwise (its numbers, its example), the table plays those.",
                len(refined)) % {"rules": ", ".join(f"`--rule {r}`" for r in refined)}
            text = f"{head}\n\n{note}{sep}{body}" if sep else f"{head}\n\n{note}"
        if option:
            title = rule.options[option].title if rule and option in rule.options else option
            text += "\n\n" + t.gettext("At this table: **%(title)s** (`%(active)s`).") % {
                "title": md_text(t.gettext(title)), "active": active}
        out.append(text)
    return "\n\n".join(out)


def _refinements(ruleset: Ruleset, active: str) -> list[str]:
    """The ``--rule`` changes (``knock_penalty.points=5``) at this table to the settings of
    house rule ``active`` (``key`` or ``key=option``): those in the table of a key it sets
    (``knock_penalty`` for ``knock_penalty.enabled``; the card values aside, each a setting of
    its own). The page's section tells the preset's numbers ("plus 10", "6 + 10 = 16"); a
    ``--rule`` that undid what the house rule sets is refused (``engine.customise``), and one
    of the match's length renames the rule instead (``house_rule_words``)."""
    key, _sep, option = active.partition("=")
    rule = ruleset.house_rules.get(key)
    changed = preset_changes(ruleset)
    if rule is None or not changed or rule.match_length_only:
        return []
    sets = [*rule.changes, *(rule.options[option].changes if option in rule.options else {})]
    tables = {k.rpartition(".")[0] for k in sets if "." in k} - {"values"}

    def touches(change: str) -> bool:
        k = change.partition("=")[0]
        return k in sets or k.rpartition(".")[0] in tables or \
            any(s.startswith(f"{k}.") for s in sets)

    return [c for c in changed if touches(c)]


def _length_changed(ruleset: Ruleset, rule: HouseRule) -> bool:
    """Whether ``rule`` sets the match's length and ``--rule`` changed it at this table."""
    return rule.match_length_only and any(in_force(ruleset, k) != v
                                         for k, v in rule.changes.items())


def _titled(section: str, key: str, title: str | None, lang: str) -> str:
    """``section`` headed by the house rule's title (``house_rule_words``, in ``lang``), as the
    setup and the notice above it name it, its key after it as ``--house`` takes it ("House
    rule: Knock penalty (`knock-penalty`)"); it was the key alone."""
    heading = house_rule_heading(lang)
    first, sep, rest = section.partition("\n")
    if title is None or first.strip() != f"{heading}{key}":
        return section
    return f"{heading}{md_text(title)} ({md_code(key)}){sep}{rest}"


def _generated_house_rule(ruleset: Ruleset, key: str, lang: str) -> str:
    """A section for a house rule the page does not describe (or describes with a length
    ``--rule`` changed), from its title, its description and what it sets."""
    t = translation(lang)
    heading = house_rule_heading(lang)
    rule = ruleset.house_rules.get(key)
    if rule is None:
        return f"{heading}{md_code(key)}\n\n" + t.gettext("(This house rule is not described.)")
    title, description = house_rule_words(ruleset, key, lang)
    lines = [f"{heading}{key}", "",  # ``_titled`` puts the title in its place
             f"**{md_text(title)}.** {md_text(description)}"]
    if rule.changes:
        played = _length_changed(ruleset, rule)  # then what it sets at this table
        changes = ", ".join(f"`{k}` = `{in_force(ruleset, k) if played else v}`"
                            for k, v in rule.changes.items())
        lines += ["", t.gettext("It sets %(changes)s.") % {"changes": changes}]
    return "\n".join(lines)


# --- text generated from a ruleset's fields, in the language asked for (default: current) ------


def _span(a: int, b: int) -> str:
    return str(a) if a == b else f"{a}–{b}"


def describe_grid(r: Ruleset, lang: str | None = None) -> str:
    rows, cols = r.shape
    text = translation(lang).gettext(
        "%(rows)d×%(cols)d, %(cards)d cards each (%(rows)d rows of %(cols)d)")
    return text % {"rows": rows, "cols": cols, "cards": r.grid_size}


def _decks(t: NullTranslations, n: int) -> str:
    return t.ngettext("%(n)d deck", "%(n)d decks", n) % {"n": n}


def describe_decks(r: Ruleset, lang: str | None = None) -> str:
    t = translation(lang)
    groups: list[tuple[int, int, int]] = []  # (decks, first player count, last player count)
    for players in range(r.players.min, r.players.max + 1):
        decks = r.decks_for(players)
        if groups and groups[-1][0] == decks:
            groups[-1] = (decks, groups[-1][1], players)
        else:
            groups.append((decks, players, players))
    if len(groups) == 1:
        text = _decks(t, groups[0][0])
    else:
        text = ", ".join(
            t.gettext("%(decks)s for %(players)s players") % {"decks": _decks(t, d),
                                                              "players": _span(a, b)}
            for d, a, b in groups
        )
    if r.jokers_per_deck:
        text += "; " + t.ngettext(
            "%(n)d joker per deck, worth %(value)s", "%(n)d jokers per deck, worth %(value)s each",
            r.jokers_per_deck,
        ) % {"n": r.jokers_per_deck, "value": minus(r.values["JK"])}
    else:
        text += "; " + t.gettext("no jokers")
    return text


def describe_values(r: Ruleset, lang: str | None = None) -> str:
    t = translation(lang)
    v: dict[str, int] = {str(code): points for code, points in r.values.items()}
    face = all(v[code] == n for code, n in _FACE_VALUES.items())
    codes = [c for c in ALL_RANK_CODES if c != "JK" and not (face and c in _FACE_VALUES)]
    parts = [f"{rank_label(c, lang or current_language())} = {minus(v[c])}" for c in codes]
    if face:
        parts.insert(2, t.gettext("3–10 = face value"))
    if r.jokers_per_deck:
        parts.append(t.gettext("joker = %(value)s") % {"value": minus(v["JK"])})
    return ", ".join(parts)


def describe_opening(r: Ruleset, lang: str | None = None) -> str:
    t = translation(lang)
    n = r.opening.count
    if n == 0:
        return t.gettext("none")
    if r.opening.kind == "peek":
        return t.ngettext("peek once, privately, at %(n)d card of your bottom row",
                          "peek once, privately, at %(n)d cards of your bottom row", n) % {"n": n}
    return t.ngettext("flip %(n)d card of your choice", "flip %(n)d cards of your choice",
                      n) % {"n": n}


def describe_placement(r: Ruleset, lang: str | None = None) -> str:
    t = translation(lang)
    if r.placement == "face_up":
        return t.gettext("a card swapped into your grid lies face up")
    return t.gettext("a card swapped into your grid lies face down (remember it)")


def describe_endings(r: Ruleset, lang: str | None = None) -> str:
    t = translation(lang)
    out = []
    if r.knock:
        out.append(t.gettext("knock instead of drawing, then everyone else has one more turn"))
    if r.all_face_up == "final_lap":
        out.append(t.gettext("a grid all face up, then everyone else has one more turn"))
    elif r.all_face_up == "immediate":
        out.append(t.gettext("a grid all face up ends the hole at once"))
    return "; ".join(out) or t.gettext("only an empty stock")


def describe_turn_options(r: Ruleset, lang: str | None = None) -> str:
    t = translation(lang)
    out = []
    if r.flip_as_turn:
        out.append(t.gettext("flip a face-down card as your whole turn"))
    if r.flip_after_discard:
        out.append(t.gettext(
            "after throwing away a stock card, flip a face-down card (unless one is left)"))
    return "; ".join(out) or t.gettext("none")


def describe_pairs(r: Ruleset, lang: str | None = None) -> str:
    t = translation(lang)
    rows, _cols = r.shape
    if r.pairs == "column":
        text = (
            t.gettext("a column of two cards of one rank scores 0")
            if rows == 2
            else t.gettext("a column of %(n)d cards of one rank scores 0") % {"n": rows}
        )
    elif r.pairs == "anywhere":
        text = t.gettext("two cards of one rank anywhere in the grid score 0 together")
    else:
        return t.gettext("none: every card counts its value")
    if r.jokers_per_deck or r.jokers_pair:
        text += "; " + (t.gettext("jokers pair") if r.jokers_pair
                        else t.gettext("jokers never pair"))
    return text


def describe_bonuses(r: Ruleset, lang: str | None = None) -> str:
    t = translation(lang)
    b = r.two_pair_bonus
    if b.kind == "any":
        return t.gettext("%(value)s for a grid with two or more pair columns") % {
            "value": minus(b.value)}
    if b.kind == "same_rank":
        return t.gettext("%(value)s for two pair columns of the same rank") % {
            "value": minus(b.value)}
    return t.gettext("none")


def describe_penalties(r: Ruleset, lang: str | None = None) -> str:
    out = []
    if r.knock_penalty.enabled:
        out.append(describe_knock_penalty(r, lang))
    if r.peek_penalty.enabled:
        out.append(describe_peek_penalty(r, lang))
    return "; ".join(out) or translation(lang).gettext("none")


def describe_knock_penalty(r: Ruleset, lang: str | None = None) -> str:
    t = translation(lang)
    kp = r.knock_penalty
    tie = (t.gettext("a tie counts as lowest") if kp.tie_counts_as_lowest
           else t.gettext("a tie is not lowest"))
    return t.gettext("the knocker scores 0 if lowest, otherwise +%(points)d (%(tie)s)") % {
        "points": kp.points, "tie": tie}


def describe_peek_penalty(r: Ruleset, lang: str | None = None) -> str:
    return translation(lang).gettext(
        "peeking at your own face-down card during your turn: +%(points)d a peek"
    ) % {"points": r.peek_penalty.points}


def describe_joker(r: Ruleset, lang: str | None = None) -> str:
    return translation(lang).gettext("joker = %(value)s") % {"value": minus(r.values["JK"])}


def describe_empty_stock(r: Ruleset, lang: str | None = None) -> str:
    t = translation(lang)
    if r.empty_stock == "reshuffle":
        return t.gettext("reshuffle the discard pile, except its top card, into a new stock")
    if r.empty_stock == "redeal":
        return t.gettext("the hole is void and the same dealer deals it again")
    return t.gettext("the hole ends and is scored as it stands")


def describe_match_end(r: Ruleset, lang: str | None = None) -> str:
    t = translation(lang)
    m = r.match
    if m.end == "holes":
        return t.ngettext("%(n)d hole, lowest total wins", "%(n)d holes, lowest total wins",
                          m.holes) % {"n": m.holes}
    return t.gettext("after the hole in which a total reaches %(target)d, lowest total wins") % {
        "target": m.target}


def settings_markdown(r: Ruleset, lang: str | None = None) -> str:
    """The settings of ``r`` as a short Markdown list, headed "This table's settings"."""
    t = translation(lang)
    title = md_text(t.gettext(r.title)) if r.title else ""
    if is_presets_title(r.name, r.title):
        # a preset by its name in this language ("Sexkortsgolf (Sverige)"), not its id, which
        # a family that chose it at the setup never typed (``ruleset_name``)
        named = md_text(name_for(r.name, r.title, lang or current_language()))
    else:  # a file's: its title may be another's, and its id is what --ruleset took
        named = f"{title} ({md_code(r.name)})" if title else md_code(r.name)
    items = [
        (t.gettext("Ruleset"), named),
        (t.gettext("Grid"), describe_grid(r, lang)),
        (t.gettext("Players"), _span(r.players.min, r.players.max)),
        (t.gettext("Decks"), describe_decks(r, lang)),
        (t.gettext("Card values"), describe_values(r, lang)),
        (t.gettext("Opening"), describe_opening(r, lang)),
        (t.gettext("Placement"), describe_placement(r, lang)),
        (t.gettext("Hole ends with"), describe_endings(r, lang)),
        (t.gettext("Extra turn options"), describe_turn_options(r, lang)),
        (t.gettext("Pairs"), describe_pairs(r, lang)),
        (t.gettext("Bonuses"), describe_bonuses(r, lang)),
        (t.gettext("Penalties"), describe_penalties(r, lang)),
        (t.gettext("Empty stock"), describe_empty_stock(r, lang)),
        (t.gettext("Match end"), describe_match_end(r, lang)),
        (t.gettext("House rules on"),
         ", ".join(_house_rule_named(r, active, lang) for active in r.active_house_rules)
         or t.gettext("none")),
    ]
    heading = t.gettext("This table's settings")
    return f"## {heading}\n\n" + "\n".join(f"- **{k}:** {v}" for k, v in items)


def _house_rule_named(r: Ruleset, active: str, lang: str | None) -> str:
    """A house rule in play by its title in ``lang``, as the setup offers it ("Fire like",
    "Jokers −3"), with what ``--house`` takes after it (``four-of-a-kind``), as the list's line
    of the ruleset gives its name and the house rules' headings their keys: the title says
    what it is, the key how to ask for it on the command line. A house rule the ruleset does
    not offer (an old save's) by its key alone."""
    if active.partition("=")[0] not in r.house_rules:
        return md_code(active)
    title = house_rule_words(r, active, lang)[0]
    return f"{md_text(title)} ({md_code(active)})" if title else md_code(active)


def describe_custom(r: Ruleset, lang: str | None = None) -> str:
    """A page for a ruleset that is not a preset, generated from its fields."""
    t = translation(lang)
    rows, cols = r.shape
    title = md_text(r.title or r.name)
    heading = t.gettext("%(title)s (custom ruleset `%(name)s`)") % {
        "title": title, "name": " ".join(r.name.split()).replace("`", "'")}  # on one line
    lines = [f"# {heading}", ""]
    if r.description:
        lines += [md_text(r.description), ""]
    lines += [
        t.gettext("This ruleset is not one of the presets; this page is generated from its"
                  " settings."),
        "",
        "## " + t.gettext("Setup"),
        "",
        "- " + t.gettext("%(players)s players; %(decks)s.") % {
            "players": _span(r.players.min, r.players.max), "decks": describe_decks(r, lang)},
        "- " + t.gettext("Each player gets %(cards)d cards face down in %(rows)d rows of %(cols)d.")
        % {"cards": r.grid_size, "rows": rows, "cols": cols},
        "- " + t.gettext("Card values: %(values)s.") % {"values": describe_values(r, lang)},
        "- " + t.gettext("A match: %(end)s.") % {"end": describe_match_end(r, lang)},
        "",
        "## " + t.gettext("Opening"),
        "",
        t.gettext("At the start of your first turn in a hole: %(opening)s.") % {
            "opening": describe_opening(r, lang)},
        "",
        "## " + t.gettext("A turn"),
        "",
        "- " + t.gettext("Draw from the stock, then swap the card into your grid or throw it"
                         " away."),
        "- " + t.gettext("Or take the top discard and swap it into your grid."),
    ]
    if r.knock:
        lines.append("- " + t.gettext("Or knock, as your whole turn (not during a final lap)."))
    if r.flip_as_turn:
        lines.append("- " + t.gettext(
            "Or flip one of your face-down cards, as your whole turn."))
    if r.flip_after_discard:
        lines.append("- " + t.gettext(
            "After throwing away a stock card you must flip a face-down card, unless only one"
            " is left."))
    if r.peek_penalty.enabled:
        points = r.peek_penalty.points
        lines.append("- " + t.ngettext(
            "During your turn you may peek at your own face-down cards, %(points)d point a peek.",
            "During your turn you may peek at your own face-down cards, %(points)d points a peek.",
            points) % {"points": points})
    lines += [
        "",
        t.gettext("When you swap, %(placement)s.") % {"placement": describe_placement(r, lang)},
        "",
        "## " + t.gettext("The end of a hole"),
        "",
        t.gettext("The hole ends with: %(endings)s. If the stock runs out: %(empty)s.") % {
            "endings": describe_endings(r, lang), "empty": describe_empty_stock(r, lang)},
        "",
        "## " + t.gettext("Scoring"),
        "",
        t.gettext("Pairs: %(pairs)s. Bonus: %(bonus)s. Penalties: %(penalties)s.") % {
            "pairs": describe_pairs(r, lang), "bonus": describe_bonuses(r, lang),
            "penalties": describe_penalties(r, lang)},
    ]
    return "\n".join(lines)


# What a ``<!-- table: KEY -->`` line's note says the table plays (``table_notes``).
_NOTED: dict[str, Callable[[Ruleset, str | None], str]] = {
    "match": describe_match_end,
    "values": describe_values,
    "values.JK": describe_joker,
    "knock_penalty.points": describe_knock_penalty,
    "knock_penalty.tie_counts_as_lowest": describe_knock_penalty,
    "peek_penalty": describe_peek_penalty,
}
