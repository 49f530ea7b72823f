"""The house rules switched on at a table, as its rules tell them (``_house_rules_text``): each
its page's section headed by its title and key, a note where ``--rule`` changed its numbers,
the option chosen; a section generated from the house rule's title, description and what it
sets where the page has none (a custom file's) or tells of another match length. A house
rule's title and description are data: they go in as text (``md_text``), never as Markdown."""

from __future__ import annotations

from .engine.ruleset import HouseRule, Ruleset
from .i18n import translation
from .markdown_text import md_code, md_text
from .rules_changes import preset_changes
from .rules_pages import house_rule_heading
from .ruleset_words import house_rule_words, in_force


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
