"""The rules of one table as one Markdown document (``rules_markdown``): the table's own rules
first (the preset's page or a custom ruleset's generated one, what a player is after, the house
rules and the settings in force), the common rules after. A preset page's section of the
decisions its authors made where the sources are silent, its heading marked ``<!-- decisions
-->``, comes last, under a heading a player understands (``split_decisions``)."""

from __future__ import annotations

from .engine.ruleset import Ruleset
from .i18n import N_, current_language, translation
from .presets import preset_names
from .rules_changes import _changes_notice
from .rules_common import common_rules
from .rules_custom import describe_custom
from .rules_house import _house_rules_text
from .rules_notes import table_notes
from .rules_pages import _page, split_house_rules
from .rules_settings import settings_markdown

_DECISIONS = " <!-- decisions -->"
# The heading of a preset page's decisions, at a table (the page's "Decisions we made where the
# source is silent" read as the developers' notes, halfway through the rules)
DECISIONS_HEADING = N_("How this game settles what the rules leave open")


def _is_preset(name: str) -> bool:
    return name in preset_names()


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


def _aim(lang: str) -> str:
    """What a player is after, under the page's opening lines: a table's own page never said
    it (the common page, further down, did), and a newcomer reading from the top could not tell
    whether many points were good or bad. "Further down": a preset's decisions come after the
    common page (``split_decisions``), which the aim said came at the end."""
    return translation(lang).gettext(
        "**The aim:** as few points as possible. Low cards are good, and when the match ends the"
        " lowest total wins. What every table shares comes further down this page.")


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
