"""The rules of one table as Markdown: what every game shares, the preset's page, the house rules
switched on, and a list of the settings actually in force.

The text lives in ``docs/rules/`` (shipped in the wheel as ``golf_tui/rules_docs``): ``common.md``
and one page per preset, where each house rule has a section headed ``## House rule: <key>``.
A custom ruleset that is not a preset gets a description generated from its fields. Plain text
only: no Textual or Rich here, so the rules screen, the CLI and tests can all use it.
"""

from __future__ import annotations

from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path

from .engine.customize import RulesetError
from .engine.ruleset import ALL_RANK_CODES, HouseRule, Ruleset
from .presets import load_ruleset, preset_names

HOUSE_RULE_HEADING = "## House rule: "
COMMON = "common"
# Fields that say how the game is played (not names, descriptions or the menu of house rules).
_LABEL_FIELDS = {"name", "title", "description", "house_rules", "active_house_rules"}
_FACE_VALUES = {str(n): n for n in range(3, 11)}


def _docs_dir() -> Traversable:
    packaged = resources.files("golf_tui") / "rules_docs"
    if packaged.is_dir():
        return packaged
    # A source checkout (editable install): the pages sit in the repository's docs/rules.
    return Path(__file__).resolve().parents[2] / "docs" / "rules"


def read_doc(name: str) -> str | None:
    """The text of ``docs/rules/<name>.md``, or None when there is no such page."""
    page = _docs_dir() / f"{name}.md"
    if not page.is_file():
        return None
    return page.read_text(encoding="utf-8")


def split_house_rules(text: str) -> tuple[str, dict[str, str]]:
    """A preset page split into its main text and its house-rule sections, by key.

    A section runs from its ``## House rule: <key>`` heading to the next level-2 heading."""
    body: list[str] = []
    sections: dict[str, list[str]] = {}
    current: list[str] = body
    for line in text.splitlines():
        if line.startswith(HOUSE_RULE_HEADING):
            current = sections.setdefault(line[len(HOUSE_RULE_HEADING) :].strip(), [])
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


def rules_markdown(ruleset: Ruleset) -> str:
    """The rules of a table playing ``ruleset``, as one Markdown document."""
    parts = [(read_doc(COMMON) or "").strip()]
    preset_text = read_doc(ruleset.name) if _is_preset(ruleset.name) else None
    sections: dict[str, str] = {}
    if preset_text is None:
        parts.append(describe_custom(ruleset))
    else:
        body, sections = split_house_rules(preset_text)
        parts.append(body)
        if _differs_from_preset(ruleset):
            parts.append(
                "> Some settings at this table differ from the preset described above. Where"
                " they disagree, the list under *This table's settings* is what the game plays."
            )
    parts.append(_house_rules_text(ruleset, sections))
    parts.append(settings_markdown(ruleset))
    return "\n\n".join(p for p in parts if p) + "\n"


def _house_rules_text(ruleset: Ruleset, sections: dict[str, str]) -> str:
    if not ruleset.active_house_rules:
        return "## House rules at this table\n\nNo house rules are switched on."
    out: list[str] = []
    for active in ruleset.active_house_rules:
        key, _, option = active.partition("=")
        rule = ruleset.house_rules.get(key)
        text = sections.get(key) or _generated_house_rule(key, rule)
        if option:
            title = rule.options[option].title if rule and option in rule.options else option
            text += f"\n\nAt this table: **{title}** (`{active}`)."
        out.append(text)
    return "\n\n".join(out)


def _generated_house_rule(key: str, rule: HouseRule | None) -> str:
    if rule is None:
        return f"{HOUSE_RULE_HEADING}{key}\n\n(This house rule is not described.)"
    lines = [f"{HOUSE_RULE_HEADING}{key}", "", f"**{rule.title}.** {rule.description}"]
    if rule.changes:
        lines += ["", "It sets " + ", ".join(f"`{k}` = `{v}`" for k, v in rule.changes.items())
                  + "."]
    return "\n".join(lines)


# --- text generated from a ruleset's fields ----------------------------------------------------


def _num(n: int) -> str:
    return f"−{-n}" if n < 0 else str(n)


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _span(a: int, b: int) -> str:
    return str(a) if a == b else f"{a}–{b}"


def describe_grid(r: Ruleset) -> str:
    rows, cols = r.shape
    return f"{rows}×{cols}, {r.grid_size} cards each ({rows} rows of {cols})"


def describe_decks(r: Ruleset) -> str:
    groups: list[tuple[int, int, int]] = []  # (decks, first player count, last player count)
    for players in range(r.players.min, r.players.max + 1):
        decks = r.decks_for(players)
        if groups and groups[-1][0] == decks:
            groups[-1] = (decks, groups[-1][1], players)
        else:
            groups.append((decks, players, players))
    if len(groups) == 1:
        text = _plural(groups[0][0], "deck")
    else:
        text = ", ".join(
            f"{_plural(d, 'deck')} for {_span(a, b)} players" for d, a, b in groups
        )
    if r.jokers_per_deck:
        text += f"; {r.jokers_per_deck} jokers per deck, worth {_num(r.values['JK'])} each"
    else:
        text += "; no jokers"
    return text


def describe_values(r: Ruleset) -> str:
    v: dict[str, int] = {str(code): points for code, points in r.values.items()}
    face = all(v[code] == n for code, n in _FACE_VALUES.items())
    codes = [c for c in ALL_RANK_CODES if c != "JK" and not (face and c in _FACE_VALUES)]
    parts = [f"{c} = {_num(v[c])}" for c in codes]
    if face:
        parts.insert(2, "3–10 = face value")
    if r.jokers_per_deck:
        parts.append(f"joker = {_num(v['JK'])}")
    return ", ".join(parts)


def describe_opening(r: Ruleset) -> str:
    n = r.opening.count
    if n == 0:
        return "none"
    if r.opening.kind == "peek":
        return f"look once, privately, at {_plural(n, 'card')} of your bottom row"
    return f"turn {_plural(n, 'card')} of your choice face up"


def describe_placement(r: Ruleset) -> str:
    if r.placement == "face_up":
        return "a card swapped into your grid lies face up"
    return "a card swapped into your grid lies face down (remember it)"


def describe_endings(r: Ruleset) -> str:
    out = []
    if r.knock:
        out.append("knock instead of drawing, then everyone else has one more turn")
    if r.all_face_up == "final_lap":
        out.append("a grid all face up, then everyone else has one more turn")
    elif r.all_face_up == "immediate":
        out.append("a grid all face up ends the hole at once")
    return "; ".join(out) or "only an empty stock"


def describe_turn_options(r: Ruleset) -> str:
    out = []
    if r.flip_as_turn:
        out.append("flip a face-down card as your whole turn")
    if r.flip_after_discard:
        out.append("after throwing away a stock card, flip a face-down card (unless one is left)")
    return "; ".join(out) or "none"


def describe_pairs(r: Ruleset) -> str:
    rows, _ = r.shape
    if r.pairs == "column":
        text = (
            "a column of two cards of one rank scores 0"
            if rows == 2
            else f"a column of {rows} cards of one rank scores 0"
        )
    elif r.pairs == "anywhere":
        text = "two cards of one rank anywhere in the grid score 0 together"
    else:
        return "none: every card counts its value"
    if r.jokers_per_deck or r.jokers_pair:
        text += "; jokers pair" if r.jokers_pair else "; jokers never pair"
    return text


def describe_bonuses(r: Ruleset) -> str:
    b = r.two_pair_bonus
    if b.kind == "any":
        return f"{_num(b.value)} for a grid with two or more pair columns"
    if b.kind == "same_rank":
        return f"{_num(b.value)} for two pair columns of the same rank"
    return "none"


def describe_penalties(r: Ruleset) -> str:
    out = []
    kp = r.knock_penalty
    if kp.enabled:
        tie = "a tie counts as lowest" if kp.tie_counts_as_lowest else "a tie is not lowest"
        out.append(f"the knocker scores 0 with the lowest score, otherwise +{kp.points} ({tie})")
    pp = r.peek_penalty
    if pp.enabled:
        out.append(f"looking at your own face-down card during your turn: +{pp.points} a look")
    return "; ".join(out) or "none"


def describe_empty_stock(r: Ruleset) -> str:
    return {
        "reshuffle": "reshuffle the discard pile, except its top card, into a new stock",
        "redeal": "the hole is void and the same dealer deals it again",
        "end_hole": "the hole ends and is scored as it stands",
    }[r.empty_stock]


def describe_match_end(r: Ruleset) -> str:
    m = r.match
    if m.end == "holes":
        return f"{m.holes} holes, lowest total wins"
    return f"after the hole in which a total reaches {m.target}, lowest total wins"


def settings_markdown(r: Ruleset) -> str:
    """The settings of ``r`` as a short Markdown list, headed "This table's settings"."""
    items = [
        ("Ruleset", f"{r.title} (`{r.name}`)" if r.title else f"`{r.name}`"),
        ("Grid", describe_grid(r)),
        ("Players", _span(r.players.min, r.players.max)),
        ("Decks", describe_decks(r)),
        ("Card values", describe_values(r)),
        ("Opening", describe_opening(r)),
        ("Placement", describe_placement(r)),
        ("Hole ends with", describe_endings(r)),
        ("Extra turn options", describe_turn_options(r)),
        ("Pairs", describe_pairs(r)),
        ("Bonuses", describe_bonuses(r)),
        ("Penalties", describe_penalties(r)),
        ("Empty stock", describe_empty_stock(r)),
        ("Match end", describe_match_end(r)),
        ("House rules on", ", ".join(f"`{k}`" for k in r.active_house_rules) or "none"),
    ]
    return "## This table's settings\n\n" + "\n".join(f"- **{k}:** {v}" for k, v in items)


def describe_custom(r: Ruleset) -> str:
    """A page for a ruleset that is not a preset, generated from its fields."""
    rows, cols = r.shape
    title = r.title or r.name
    lines = [f"# {title} (custom ruleset `{r.name}`)", ""]
    if r.description:
        lines += [r.description, ""]
    lines += [
        "This ruleset is not one of the presets; this page is generated from its settings.",
        "",
        "## Setup",
        "",
        f"- {_span(r.players.min, r.players.max)} players; {describe_decks(r)}.",
        f"- Each player gets {r.grid_size} cards face down in {rows} rows of {cols}.",
        f"- Card values: {describe_values(r)}.",
        f"- A match: {describe_match_end(r)}.",
        "",
        "## Opening",
        "",
        f"At the start of your first turn in a hole: {describe_opening(r)}.",
        "",
        "## A turn",
        "",
        "- Draw from the stock, then swap the card into your grid or throw it away.",
        "- Or take the top discard and swap it into your grid.",
    ]
    if r.knock:
        lines.append("- Or knock, as your whole turn (not during a final lap).")
    if r.flip_as_turn:
        lines.append("- Or turn one of your face-down cards face up, as your whole turn.")
    if r.flip_after_discard:
        lines.append(
            "- After throwing away a stock card you must turn a face-down card face up,"
            " unless only one is left."
        )
    if r.peek_penalty.enabled:
        lines.append(
            f"- During your turn you may look at your own face-down cards,"
            f" {r.peek_penalty.points} point(s) a look."
        )
    lines += [
        "",
        f"When you swap, {describe_placement(r)}.",
        "",
        "## The end of a hole",
        "",
        f"The hole ends with: {describe_endings(r)}. If the stock runs out:"
        f" {describe_empty_stock(r)}.",
        "",
        "## Scoring",
        "",
        f"Pairs: {describe_pairs(r)}. Bonus: {describe_bonuses(r)}."
        f" Penalties: {describe_penalties(r)}.",
    ]
    return "\n".join(lines)
