"""A ruleset's settings in words, in the language asked for (default: the current one): each
setting's own (``describe_grid``, ``describe_decks``, ... ``describe_match_end``) and the list
of them headed "This table's settings" (``settings_markdown``). A ruleset's own words (its
name and title, its house rules' titles and keys) are data: they go in as text (``md_text``,
``md_code``), never as Markdown, so ``[x](http://…)`` is no link and ``# x`` no heading."""

from __future__ import annotations

from gettext import NullTranslations

from .breakdown import minus
from .engine.ruleset import ALL_RANK_CODES, Ruleset
from .i18n import current_language, rank_label, translation
from .markdown_text import md_code, md_text
from .presets import is_presets_title, name_for
from .rules_facts import _FACE_VALUES
from .ruleset_words import house_rule_words


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
