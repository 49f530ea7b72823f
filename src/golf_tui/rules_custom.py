"""The page of a ruleset that is not a preset, generated from its fields in the language asked
for (``describe_custom``): its setup, opening, a turn, the end of a hole and its scoring, in the
words of its settings (``rules_settings``). Its title and description are data, written by
whoever wrote the file or ``--rule title=…``: they go in as text (``md_text``)."""

from __future__ import annotations

from .engine.ruleset import Ruleset
from .i18n import translation
from .markdown_text import md_text
from .rules_settings import (
    _span,
    describe_bonuses,
    describe_decks,
    describe_empty_stock,
    describe_endings,
    describe_match_end,
    describe_opening,
    describe_pairs,
    describe_penalties,
    describe_placement,
    describe_values,
)


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
