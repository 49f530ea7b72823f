"""The setup screen's checks: the form checked at every change (``setup_model.check_seats``), the
problems under it, or the Ready line and why the list starts where it does (``_deal_note``).
Mixed into ``SetupScreen``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.cells import cell_len, set_cell_size
from textual import on
from textual.content import Content
from textual.screen import Screen
from textual.widgets import Checkbox, Select, Static

from ...i18n import N_, _, current_language, ngettext
from ...presets import ruleset_name
from ..colours import faint
from ..config import GameConfig, Seat
from ..settings import DealPassed
from ..setup_model import (
    Checked,
    build_ruleset,
    check_seats,
    in_current_language,
    is_short_length,
    problem_lines,
    short_length_words,
    wrapped,
)
from ..widgets.seat_row import SeatRow, WhyButton

# under the Ready line where the deal passed on from a finished match (New setup after it, and
# the next start of golf-tui): the list starts from the new dealer, and the players looked
# silently reordered (``SetupScreen._deal_note``). The last match's first dealer is named: the
# deal passes from the one who dealt its first hole, not its last.
DEAL_PASSED = N_("%(name)s deals first: %(last)s dealt first in the last match, so the deal"
                 " passed to %(name)s.")
# the same, where a match was started from that list since (Play again) and left unfinished
DEAL_PASSED_PLAYED = N_("%(name)s deals first, as in the last match: %(last)s dealt first in"
                        " the match before it, so the deal passed to %(name)s.")
PROBLEM_LINES = 4  # the lines under the form (setup.tcss: #setup-bottom, less its border)
# the columns of the line under the form that the problems do not have (setup.tcss): its
# padding, and the Start button's margin and width (its 12 are less than the least width
# Textual gives a button, 16)
PROBLEM_ROOM = 2 + 2 + 16


class SetupChecks(Screen[GameConfig]):
    """The form's checks (mixed into ``SetupScreen``, which sets these up)."""

    _built: tuple[tuple[str, list[str], str], Checked] | None
    _checked: Checked | None
    _checked_language: str
    _checked_seats: tuple[Seat, ...] | None
    _deal_passed: DealPassed | None
    _limits: tuple[int, int]
    _preset: str
    _problems_width: int | None

    if TYPE_CHECKING:  # provided by SetupScreen and its other parts

        def _plain(self, text: str) -> str:
            ...

        def _rows(self) -> list[SeatRow]:
            ...

        @staticmethod
        def _names(rows: list[SeatRow]) -> list[str]:
            ...

        @staticmethod
        def _name_after_seats(rows: list[SeatRow]) -> None:
            ...

        def _find_limits(self) -> None:
            ...

        def _limit_seats(self, rows: list[SeatRow]) -> None:
            ...

        def _house_choices(self) -> list[str]:
            ...

        def _show_about(self) -> None:
            ...

    @on(SeatRow.Changed)
    def _seat_changed(self, event: SeatRow.Changed) -> None:
        if event.kind:  # "Player 5" becomes "Bot 1", and back
            self._name_after_seats(self._rows())
        self._validate()

    @on(Checkbox.Changed, ".house-switch")
    @on(Select.Changed, ".house-choice")
    @on(Select.Changed, "#length")
    def _validate(self) -> None:
        house = self._house_choices()
        rows = self._rows()
        names = self._names(rows)
        for row, name in zip(rows, names, strict=True):
            row.set_default(name)  # what a field left empty stands for
        seats = tuple(Seat(name, row.kind) for row, name in zip(rows, names, strict=True))
        built, key = self._built, (self._preset, house, current_language())
        if built is not None and built[0] == key and seats == self._checked_seats:
            return  # nothing changed since the last check: it would say the same
        if built is None or built[0] != key:  # a name alone: built already (its words too)
            built = (key, build_ruleset(self._preset, house))
            self._built = built
        self._checked_seats = seats
        self._checked = check_seats(built[1], seats)
        limits = self._limits
        self._find_limits()
        if self._limits != limits or self._checked_language != current_language():
            self._checked_language = current_language()  # the buttons' reasons in its words
            self._limit_seats(self._rows())
        self._show_about()
        self._show_problems()
        start = self.query_one("#start", WhyButton)
        why = None if self._checked.ok else self._plain("\n".join(self._checked.problems))
        if why != start.why:
            start.explain(why)  # its tip and a click on it say the problems in full
        self.refresh_bindings()

    def _show_problems(self) -> None:
        """The problems under the form, each wrapped to the width it has there (a conflict of
        house rules was cut at 80 columns, "… the two c…"), or that all is ready."""
        if self._checked is None:
            return
        problems = self.query_one("#problems", Static)
        seats = self._checked_seats or ()
        width = self.size.width - PROBLEM_ROOM
        self._problems_width = width
        if self._checked.problems:
            every = self._checked.problems
            shown = problem_lines(every, PROBLEM_LINES, width)
            problems.update(self._plain("\n".join(shown)))
            # the mouse can read those left out or cut; the keys reach them by solving the ones
            # shown, and ctrl+s says them all
            whole = shown == problem_lines(every, len(every) * 100, width)
            problems.tooltip = None if whole else Content("\n".join(every))
            problems.add_class("-bad")
        else:
            ruleset = self._checked.ruleset
            title = ruleset_name(ruleset) if ruleset else self._preset
            short = next((c for c in self._house_choices() if is_short_length(c)), None)
            # the preset's title alone said nothing of a short match: its holes follow it,
            # "3 holes (short match)", or where that runs past the line, "3 holes" (the Swedish
            # line was cut "… · 3 hål (kort p…" at 80 columns)
            titles = [title] if short is None else [
                f"{title} · {short_length_words(short, plain=plain)}" for plain in (False, True)]
            # then without "Ready:": beside the Start button at 60 columns "✓ Klar: 2 spillere ·
            # Sekskortsgolf (Sve…" lost the country that tells the six-card presets apart in
            # Norwegian, Swedish and Danish (in English their titles differ)
            words = [ngettext("✓ Ready: %(n)d player · %(title)s",
                              "✓ Ready: %(n)d players · %(title)s", len(seats)),
                     ngettext("✓ %(n)d player · %(title)s",
                              "✓ %(n)d players · %(title)s", len(seats))]
            forms = [self._plain(w % {"n": len(seats), "title": t}) for w in words for t in titles]
            ready = next((f for f in forms if cell_len(f) <= width), forms[-1])
            note = self._deal_note(seats)
            problems.tooltip = None
            if note:
                # dim lines under it: why the list starts where it does, wrapped to the room
                room = max(width, 8)  # as the problems are (``problem_lines``)
                lines = wrapped(self._plain(note), room, mark="")
                shown = lines[:PROBLEM_LINES - 1]
                if len(shown) < len(lines):  # a narrow screen: the rest in its tip
                    last = set_cell_size(shown[-1], room - 1).rstrip()
                    shown[-1] = f"{last}…"
                    problems.tooltip = Content(note)
                problems.update(Content.assemble(
                    ready, ("\n" + "\n".join(shown), faint(self.app.theme_variables))))
                said = getattr(self.app, "deal_passed_said", None)
                if callable(said):
                    said()
            else:
                problems.update(ready)
            problems.remove_class("-bad")

    def _deal_note(self, seats: tuple[Seat, ...]) -> str:
        """Why the list starts from its first player, while it is the one the deal passed on
        to from a finished match (``Settings.deal_passed``): who deals first now, and who dealt
        first in the match that passed the deal; "" once the list is another (the player moved
        or renamed someone: the note is not theirs to fight)."""
        passed = self._deal_passed
        names = [in_current_language(seat.name) for seat in seats]
        if passed is None or [in_current_language(n) for n in passed.seats] != names:
            return ""
        words = DEAL_PASSED_PLAYED if passed.played else DEAL_PASSED
        return _(words) % {"name": names[0], "last": names[-1]}
