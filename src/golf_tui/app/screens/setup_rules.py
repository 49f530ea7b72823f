"""The setup screen's house rules and the text under them: a line a house rule of the preset
chosen, a switch or a choice (``_show_ruleset``), the match length's choice, and what the rule in
focus does, or the ruleset chosen (``RulesetText``, ``_show_about``). Mixed into ``SetupScreen``."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Checkbox, Label, Select, Static

from ...engine import Ruleset
from ...i18n import N_, _
from ...ruleset_words import house_rule_words
from ..colours import faint
from ..config import GameConfig
from ..setup_model import (
    Checked,
    base_length,
    capitalized,
    length_choices,
    switch_rules,
    translated,
)
from ..widgets.focus_mark import FocusMark
from ..widgets.tick import Tick

# A house rule with options: its title's column, the gap after it included, and its choice's
# (the arrow and the gap before it included), at least as wide as setup.tcss has them, or as the
# ruleset's longest title and option need (up to 40 characters each): at 80 columns the title's
# column is cut to 60% of the line (setup.tcss), the rest its choice's, each cut with "…".
# The match length's choice likewise (``LENGTH_COLUMN``).
TITLE_COLUMN, CHOICE_COLUMN, CHOICE_ROOM, LENGTH_COLUMN = 18, 16, 3, 30
# What the Table choice does, under the rules while it has the focus (as a house rule's text),
# and on the setup's keys screen (F1): its options alone never said what a hand-over screen is.
HANDOVER_ABOUT = N_("A hand-over screen (\"Pass to Ola\") covers the table until the next"
                    " person takes the keys and presses Enter, so that nobody sees another's"
                    " private cards. Between people: whenever the keys pass to another person."
                    " Before every turn: before every turn of a person, even one alone at the"
                    " table. None: everyone sees all the table shows.")
TABLE_ABOUT = "#table"  # ``SetupScreen._about`` while the Table choice has the focus
ASCII_ABOUT = "#ascii"  # ``SetupScreen._about`` while that box has the focus


def _option_words(rule_title: str, option_title: str) -> str:
    """A house rule's option as its choice shows it, beside the rule's title: without the title
    it starts with ("Jokers −5" beside "Jokers" read "Jokers   Jokers −5"), translated."""
    rule, option = translated(rule_title), translated(option_title)
    head = rule.casefold() + " "
    if option.casefold().startswith(head) and option[len(head):].strip():
        return option[len(head):].strip()
    return option


def _choice_columns(base: Ruleset) -> tuple[int, int]:
    """The widths of the house rules with options' titles and choices (``TITLE_COLUMN``): the
    same for every such rule of ``base``, so that their choices line up."""
    rules = [base.house_rules[key] for key in switch_rules(base)]
    titles = [cell_len(translated(r.title)) + 1 for r in rules if r.options]
    options = [cell_len(_option_words(r.title, o.title)) + CHOICE_ROOM
               for r in rules for o in r.options.values()]
    return (max([TITLE_COLUMN, *titles]),
            max([CHOICE_COLUMN, cell_len(_("Off")) + CHOICE_ROOM, *options]))


class RulesetText(Static, can_focus=True):
    """What the house rule in focus does, or the ruleset chosen, under the rules. Where it runs
    past what its pane shows, Tab reaches it after the match length, and the arrows and page
    keys scroll the pane it is in: at 80×24 danish-6's text with every house rule ticked ran
    below the screen, where no key reached it. The focus is what scrolls it there (the pane
    takes none: its fields scroll it). Where it shows whole beside the match length, it is no
    stop of Tab (``allow_focus``): a read-only text, it held the focus for nothing between the
    last rule and Start."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "scroll(-1)", show=False),
        Binding("down", "scroll(1)", show=False),
        Binding("pageup", "page(-1)", show=False),
        Binding("pagedown", "page(1)", show=False),
        Binding("home", "page(-1000)", show=False),
        Binding("end", "page(1000)", show=False),
    ]

    def _pane(self) -> Widget | None:
        """What scrolls it: the rules pane, or (below ``NARROW`` columns) the whole form."""
        for node in self.ancestors:
            if isinstance(node, Widget) and node.max_scroll_y > 0:
                return node
        return None

    def allow_focus(self) -> bool:
        """Only where the focus is needed to read it all (``runs_past``), or while it has it
        (Tab goes on from it)."""
        return self.has_focus or self.runs_past()

    def runs_past(self) -> bool:
        """Whether its pane scrolls and cannot show it whole with the match length above it
        (what the match length in focus brings into sight: ``SetupScreen._info_in_sight``)."""
        pane = self._pane()
        if pane is None:
            return False
        top = min((w.region.y for w in self.screen.query("#match-length")), default=self.region.y)
        return self.region.bottom - top > pane.scrollable_content_region.height

    def on_focus(self) -> None:
        """Its start in sight, under what is above it as far as the pane has room."""
        self.scroll_visible(animate=False, top=True, immediate=True)

    def action_scroll(self, lines: int) -> None:
        pane = self._pane()
        if pane is not None:
            pane.scroll_relative(y=lines, animate=False, immediate=True)

    def action_page(self, pages: int) -> None:
        pane = self._pane()
        if pane is not None:
            pane.scroll_relative(y=pages * max(1, pane.scrollable_content_region.height - 1),
                                 animate=False, immediate=True)


class SetupRules(Screen[GameConfig]):
    """The house rules and the text under them (mixed into ``SetupScreen``, which sets these
    up)."""

    _about: str
    _checked: Checked | None
    _house_memory: dict[str, list[str]]
    _preset: str
    _shown: str

    if TYPE_CHECKING:  # provided by SetupScreen and its other parts

        def _plain(self, text: str) -> str:
            ...

        def _ascii_guess_words(self) -> str | None:
            ...

        def _validate(self) -> None:
            ...

        def _base(self) -> Ruleset:
            ...

    async def _show_ruleset(self, *, validate: bool = True) -> None:
        base = self._base()
        remembered = set(self._house_memory.get(self._preset, []))
        box = self.query_one("#house-rules", Vertical)
        await box.remove_children()
        widgets: list[Static | Horizontal] = []
        title_width, choice_width = _choice_columns(base)
        for key in switch_rules(base):
            rule = base.house_rules[key]
            # one line a rule; what it does shows below the rules while it has the focus
            # (``_show_about``), and over it under the mouse
            about = self._plain(translated(rule.description))
            if rule.options:
                chosen = next((c for c in remembered if c.split("=")[0] == key), "")
                choices = [(Text(_("Off")), ""),
                           *((Text(_option_words(rule.title, o.title)), f"{key}={k}")
                             for k, o in rule.options.items())]
                values = {v for _, v in choices}
                select: Select[str] = Select(choices, value=chosen if chosen in values else "",
                                             allow_blank=False, compact=True, name=key,
                                             classes="house-choice", tooltip=Content(about))
                select.styles.max_width = choice_width
                title = Label(translated(rule.title), classes="choice-title", markup=False)
                title.styles.width = title_width
                widgets.append(Horizontal(FocusMark(), title, select, classes="choice-row"))
            else:
                tick = Tick(translated(rule.title), key in remembered, compact=True, name=key,
                            classes="house-switch")
                tick.tooltip = Content(about)
                widgets.append(_line(tick))
        if not widgets:
            widgets.append(Static(_("This ruleset offers none."), classes="rule-description",
                                  markup=False))
        await box.mount_all(widgets)
        length = self.query_one("#match-length", Horizontal)
        await length.query("#length, .length-fixed").remove()
        offered = length_choices(base)  # fewest holes first; none beyond its own: empty
        if offered:
            choices = [(Text(label), k) for label, k in offered]
            chosen = next((k for _label, k in offered if k and k in remembered), "")
            select = Select(choices, value=chosen, allow_blank=False, compact=True, id="length")
            # as wide as its longest choice needs, at least as setup.tcss has it
            select.styles.max_width = max([LENGTH_COLUMN, *(cell_len(str(label)) + CHOICE_ROOM
                                                            for label, _value in choices)])
            await length.mount(select)
        else:
            await length.mount(Static(capitalized(base_length(base)), classes="length-fixed",
                                      markup=False))
        self._shown = self._preset
        if validate:
            self._validate()

    def _show_about(self) -> None:
        """What the house rule in focus does (the Table choice too: what a hand-over screen
        is), or the ruleset chosen and its facts (which follow the house rules and match length
        chosen)."""
        info = self.query_one("#ruleset-info", Static)
        if self._about == TABLE_ABOUT:
            info.update(Content.assemble((_("Table"), "bold"), ": ",
                                         self._plain(_(HANDOVER_ABOUT))))
            return
        why = self._ascii_guess_words() if self._about == ASCII_ABOUT else None
        if why is not None:
            info.update(Content.assemble((_("ASCII cards"), "bold"), ": ", self._plain(why)))
            return
        ruleset = self.chosen_ruleset()
        rule = ruleset.house_rules.get(self._about) if self._about else None
        if rule is None:
            info.update(self._describe(ruleset))
        else:
            info.update(Content.assemble((translated(rule.title), "bold"), ": ",
                                         self._plain(translated(rule.description))))

    def _describe(self, r: Ruleset) -> Content:
        """The preset's description, then a line for each house rule ticked, saying what it
        changes (as the rules page words it, ``house_rule_words``): the preset's own text may
        say what a house rule undoes (danish-6's hole "ends the moment a grid is all face up",
        with "Final lap" ticked), and the rule's line, after it, says what is played instead.
        The match length's rule has none: the facts' line under them gives the length."""
        # the grid is in the list above, and in the description
        facts = _("%(min)d–%(max)d players · %(length)s") % {
            "min": r.players.min, "max": r.players.max, "length": base_length(r)}
        parts: list[str | tuple[str, str]] = [self._plain(translated(r.description))]
        ticked = {a.partition("=")[0]: a for a in r.active_house_rules}
        for key, rule in r.house_rules.items():  # the form's order, not the order of ticking
            active = ticked.get(key)
            if active is None or rule.match_length_only:
                continue
            title, description = house_rule_words(r, active)
            parts += ["\n+ ", (self._plain(title), "bold"), ": ", self._plain(description)]
        return Content.assemble(*parts, "\n",
                                (self._plain(facts), faint(self.app.theme_variables)))

    def chosen_ruleset(self) -> Ruleset:
        """The ruleset the form describes now, for its rules page (the command palette): with the
        house rules and match length chosen, or the preset alone while those do not fit
        together."""
        checked = self._checked
        if checked is not None and checked.ruleset is not None:
            return checked.ruleset
        return self._base()

    def _house_choices(self) -> list[str]:
        # in their own boxes: a query of the whole screen goes through every seat's widgets
        box = self.query_one("#house-rules", Vertical)
        chosen = [cb.name or "" for cb in box.query(".house-switch").results(Checkbox)
                  if cb.value]
        for select in box.query(".house-choice").results(Select):
            if isinstance(select.value, str) and select.value:
                chosen.append(select.value)
        for length in self.query_one("#match-length").query("#length").results(Select):
            if isinstance(length.value, str) and length.value:
                chosen.append(length.value)
        return chosen


def _line(widget: Widget, *, id: str | None = None) -> Horizontal:
    """``widget`` on a line of its own, after the line's ``FocusMark``."""
    return Horizontal(FocusMark(), widget, id=id, classes="focus-line")
