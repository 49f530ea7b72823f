"""The setup screen's ruleset list: a line a preset, with its country and tagline, the chosen one
marked (``_preset_prompts``); a preset chosen there, the match length going with the player to it
(``_carry_length``). Mixed into ``SetupScreen``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.content import Content
from textual.screen import Screen
from textual.widgets import OptionList, Select
from textual.widgets.option_list import Option

from ...engine import Ruleset
from ...engine.errors import RulesetError
from ...i18n import current_language
from ...presets import country_of, load_ruleset, preset_tagline
from ..colours import faint
from ..config import GameConfig
from ..setup_model import length_of, match_length_rules, same_length, short_lengths, translated
from ..widgets.focus_mark import FOCUS_MARK
from .setup_layout import SHORT

CHOSEN_MARK = "●"  # the ruleset chosen, in its list (``*`` in ASCII: ``ascii_signs``)


class SetupPresets(Screen[GameConfig]):
    """The ruleset list (mixed into ``SetupScreen``, which sets these up)."""

    _bases: dict[str, Ruleset]
    _house_memory: dict[str, list[str]]
    _list_has_focus: bool
    _preset: str
    _rows_made: tuple[str, dict[str, tuple[str, str, str]]]
    _shown: str
    _taglines: bool

    if TYPE_CHECKING:  # provided by SetupScreen and its other parts

        def _plain(self, text: str) -> str:
            ...

        def _house_choices(self) -> list[str]:
            ...

        def _rules_in_sight(self) -> None:
            ...

        async def _show_ruleset(self, *, validate: bool = True) -> None:
            ...

    def _base(self) -> Ruleset:
        """The chosen preset as its file makes it now (changed while the setup is up, read
        again), or as it read when the setup came up where it does not read any more: the form
        still shows it, and Start names the problem (``check_setup``)."""
        try:
            return load_ruleset(self._preset)
        except RulesetError:
            return self._bases[self._preset]

    def _preset_options(self) -> list[Option]:
        self._taglines = self.app.size.height >= SHORT
        return [Option(prompt, id=name) for name, prompt in self._preset_prompts().items()]

    def _preset_prompts(self) -> dict[str, Content]:
        """Each preset's line in the list, in two columns every line keeps: the first the
        focus's ``▶`` while the list has it, on the ruleset highlighted (the one chosen), as in
        the first column of every line of the form; the second the chosen one's ``●`` (``>``
        and ``*`` in ASCII). Bold alone marked the chosen one, which a screen reader or a copy
        of the screen as text does not show; and the ``▶`` once stood in the ``●``'s stead, so
        that in the list in focus nothing said which ruleset was chosen, only which was
        highlighted. The title follows the ``●`` with no space between: at 80 columns the
        list has not a cell to spare."""
        focus = FOCUS_MARK if self._list_has_focus else " "
        prompts = {}
        variables = self.app.theme_variables
        dim = faint(variables)
        # the chosen one's is on the highlight, in the cursor's colours (or its faint ground)
        lit = faint(variables, "cursor-faint" if self._list_has_focus
                    else "cursor-blurred-faint")
        for name, (row, country_row, tagline) in self._preset_rows().items():
            line = Content(f"{focus if name == self._preset else ' '}"
                           f"{CHOSEN_MARK if name == self._preset else ' '}"
                           f"{row if self._taglines else country_row}")
            # under the title, where the preset is from and what sets it apart: three titles
            # read nearly the same (Sekskortsgolf, Sexkortsgolf, Sekskorts-Golf); every
            # preset's where the pane has the room, else the chosen one's (``_taglines``), and
            # every line names its country then
            shown = tagline and (self._taglines or name == self._preset)
            style = lit if name == self._preset else dim
            prompts[name] = (Content.assemble(line, "\n  ", (self._plain(tagline), style))
                             if shown else line)
        return prompts

    def _preset_rows(self) -> dict[str, tuple[str, str, str]]:
        """Each preset's line without its mark (title, name, grid), the same with its country
        in its name's stead (for the list with no room for every tagline: three six-card
        titles read nearly the same, "norwegian-6" is the game's word for the file, not the
        players'), and its tagline ("Norway · flip as a turn", none where the ruleset has
        none), in the current language: made once a language, where the mark moving with every
        highlight loaded and checked every preset again."""
        lang = current_language()
        if self._rows_made[0] != lang:
            rulesets = self._bases
            titles = {name: translated(r.title) for name, r in rulesets.items()}
            taglines = {name: translated(preset_tagline(name)) for name in rulesets}
            countries = {name: country_of(taglines[name]) or name for name in rulesets}
            width = max(14, *(len(t) for t in titles.values()))
            # no wider: the players' pane needs it, and a row one cell wider wrapped every
            # line of the list (Swedish "Hela världen" for nine-card); the countries take what
            # the titles leave of both columns (Swedish titles are two cells shorter than
            # "Sekskorts-Golf", and "Hela världen" fits whole), and a longer country is cut
            names = max(len(name) for name in rulesets)
            titled = max(len(t) for t in titles.values())
            gap = 1 + min(1, width - titled)  # two spaces where the titles leave the room
            room = width + names - titled - (gap - 1)
            countries = {name: country if len(country) <= room else f"{country[:room - 1]}…"
                         for name, country in countries.items()}
            grids = {name: r.grid.replace("x", "×") for name, r in rulesets.items()}
            self._rows_made = (lang, {
                name: (f"{titles[name]:<{width}} {name:<{names}} {grids[name]}",
                       f"{titles[name]:<{titled}}{' ' * gap}{countries[name]:<{room}}"
                       f" {grids[name]}",
                       taglines[name])
                for name in rulesets})
        return self._rows_made[1]

    def _mark_chosen_preset(self) -> None:
        """The list's mark (``_preset_prompts``) on the ruleset now chosen, as the focus has
        it."""
        for presets in self.query("#presets").results(OptionList):  # (none while recomposed)
            for name, prompt in self._preset_prompts().items():
                presets.replace_option_prompt(name, prompt)

    @on(OptionList.OptionHighlighted, "#presets")
    async def _preset_chosen(self, event: OptionList.OptionHighlighted) -> None:
        current = event.option_list.highlighted_option
        if current is None or current.id != event.option_id:
            return  # a stale highlight, e.g. the list's own first one while mounting
        if event.option_id and event.option_id != self._preset:
            carried = None
            if self._shown == self._preset:
                self._house_memory[self._preset] = self._house_choices()
                carried = self._length_set()
            self._preset = event.option_id
            self._mark_chosen_preset()
            if carried is not None:
                self._carry_length(carried)
            await self._show_ruleset()
            self._rules_in_sight()

    def _length_set(self) -> tuple[str, int] | None:
        """The match length the form shows (the preset's own too, where the player left or put
        it back): it goes with the player to another preset. None: one no choice plays."""
        base = self._base()
        for length in self.query_one("#match-length").query("#length").results(Select):
            return length_of(base, length.value if isinstance(length.value, str) else "")
        return length_of(base, "")  # a preset with one length: its own

    def _carry_length(self, length: tuple[str, int]) -> None:
        """``length`` (``_length_set``), shown for the preset before, is the one the form shows
        for this preset too, where one of its Match length's choices plays it (its own length,
        a house rule's, a short match's); where none does (to 100 points, to a preset that has
        no such game), this preset's own length. Choosing another preset put it back to 9 holes,
        and then showed the length remembered for that preset, from choices before the last
        (3 holes, after 18 holes and to 100 points had been chosen since)."""
        base = self._base()
        choice = same_length(base, length) or ""
        lengths = {"", *match_length_rules(base), *short_lengths(base)}
        kept = [c for c in self._house_memory.get(self._preset, []) if c not in lengths]
        self._house_memory[self._preset] = [*kept, *([choice] if choice else [])]
