"""The setup screen's players: the seats in turn order, their numbers and default names, how few
and how many the ruleset chosen takes (``_limits``), and a player added, moved or removed (a
removal made too soon after the one before is dropped: ``_too_quick``). Mixed into
``SetupScreen``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events, on
from textual.containers import Vertical
from textual.screen import Screen
from textual.widget import AwaitMount
from textual.widgets import Button

from ...i18n import N_, _
from ...names import clean_name
from ...presets import ruleset_name
from .. import timings
from ..config import GameConfig, Seat
from ..setup_model import MAX_SEATS, MIN_SEATS, Checked, default_name, new_seat_name, seat_names
from ..widgets.seat_row import SeatRow, WhyButton
from .deliberate import TOO_SOON, TOO_SOON_CLICK
from .relabel import ready_for_actions

# Why a seat button (✕, "+ Add player") and its key are dimmed: the table's limit, or the
# ruleset's where that is narrower (``SetupScreen._seat_limit``).
TABLE_AT_MOST = N_("A table seats at most %(n)d players.")
TABLE_AT_LEAST = N_("A match needs at least %(n)d players.")
RULESET_AT_MOST = N_("%(title)s is for at most %(n)d players.")
RULESET_AT_LEAST = N_("%(title)s is for at least %(n)d players.")


class SetupSeats(Screen[GameConfig]):
    """The players (mixed into ``SetupScreen``, which sets these up)."""

    _adding: AwaitMount | None
    _arriving: tuple[SeatRow, int] | None
    _checked: Checked | None
    _limits: tuple[int, int]
    _newest: SeatRow | None
    _removed_at: float | None

    if TYPE_CHECKING:  # provided by SetupScreen and its other parts

        @property
        def dismissed(self) -> bool:
            ...

        def _plain(self, text: str) -> str:
            ...

        def _validate(self) -> None:
            ...

    def _rows(self) -> list[SeatRow]:
        """The seats in turn order: the children of ``#seats`` (asked for by every check of
        the footer's keys, ``check_action``, so not a query of the whole screen)."""
        seats = self.query_one_optional("#seats", Vertical)  # none while composing again
        return [] if seats is None else [row for row in seats.children if isinstance(row, SeatRow)]

    def _seats(self) -> tuple[Seat, ...]:
        rows = self._rows()
        return tuple(Seat(name, row.kind)
                     for row, name in zip(rows, self._names(rows), strict=True))

    @staticmethod
    def _names(rows: list[SeatRow]) -> list[str]:
        """The seats' names as the match gets them: a name cleared (or only spaces) is a name
        nobody typed, its seat's default ("Player 3", a computer's "Bot 1"), which its field
        shows greyed (``SeatRow.set_default``). Cleared, a bot's "Bot 1" kept Start off ("Seat 2
        needs a name"), where the README has a bot nobody named be "Bot 1"."""
        typed = [clean_name(row.player_name) for row in rows]
        defaults = seat_names([name or default_name(n) for n, name in enumerate(typed, start=1)],
                              [row.kind for row in rows])
        return [name or default for name, default in zip(typed, defaults, strict=True)]

    def _renumber(self) -> None:
        """Number the seats, and name the ones nobody named after their number."""
        rows = self._rows()
        self._name_after_seats(rows)
        self._limit_seats(rows)

    def _limit_seats(self, rows: list[SeatRow]) -> None:
        """Number the seats, and dim the buttons that would take the table past the fewest or
        the most players the ruleset chosen takes (``_limits``), saying why in their tips."""
        lo, hi = self._limits
        alone = self._plain(self._seat_limit(lo)) if len(rows) <= lo else None
        for i, row in enumerate(rows, start=1):
            row.set_number(i, first=i == 1, last=i == len(rows), alone=alone)
        full = self._plain(self._seat_limit(hi, most=True)) if len(rows) >= hi else None
        add = self.query_one("#add-player", WhyButton)
        if full != add.why:
            add.explain(full)
        self.refresh_bindings()  # ^n shows dimmed in the footer while the table is full

    def _full_table(self) -> str:
        """Why no player can be added: what ctrl+n and Enter in the last name say at a full
        table (``_name_done``)."""
        return self._seat_limit(self._limits[1], most=True)

    def _seat_limit(self, n: int, *, most: bool = False) -> str:
        """Why the table takes no fewer (``most``: no more) players than ``n``: the ruleset
        chosen's limit where it is the narrower, else the table's (2 to 8)."""
        ruleset = self._checked.ruleset if self._checked is not None else None
        if ruleset is not None and n != (MAX_SEATS if most else MIN_SEATS):
            text = RULESET_AT_MOST if most else RULESET_AT_LEAST
            return _(text) % {"title": ruleset_name(ruleset), "n": n}
        return _(TABLE_AT_MOST if most else TABLE_AT_LEAST) % {"n": n}

    def _find_limits(self) -> None:
        """The fewest and the most players of the ruleset chosen (its house rules too), within
        the table's 2 to 8; the table's while the ruleset cannot be built."""
        ruleset = self._checked.ruleset if self._checked is not None else None
        limits = (MIN_SEATS, MAX_SEATS)
        if ruleset is not None:
            lo, hi = max(MIN_SEATS, ruleset.players.min), min(MAX_SEATS, ruleset.players.max)
            limits = (lo, hi) if lo <= hi else limits
        self._limits = limits

    @staticmethod
    def _name_after_seats(rows: list[SeatRow]) -> None:
        names = seat_names([r.player_name for r in rows], [r.kind for r in rows])
        for row, name in zip(rows, names, strict=True):
            if name != row.player_name:
                row.set_seat(name, row.kind)

    def names_that_fit(self, text: str, row: SeatRow | None) -> str:
        """``text``, pasted into ``row``'s name (None: on "+ Add player"), as far as the table
        has seats for its lines from there, a line a name; the names left out are said. The
        lines past the last seat went on as keys to what follows the seats: a name typed into
        the hand-over's list could pick "Never (everyone sees all)" without a word."""
        lines = text.splitlines(keepends=True)
        rows = self._rows()
        room = self._limits[1] - (rows.index(row) if row in rows else len(rows))
        if len(lines) <= room:
            return text
        left = [name for line in lines[max(room, 0):] if (name := clean_name(line))]
        if left:
            self.app.bell()
            self.notify(_("%(full)s Pasted names left out: %(names)s")
                        % {"full": self._full_table(),
                           "names": ", ".join(left)}, severity="warning", markup=False)
        # the last name that fits keeps the focus: the line break after it would move it on
        return "".join(lines[:max(room, 0)]).rstrip("\r\n")

    @on(events.DescendantFocus)
    def _arrived(self, event: events.DescendantFocus) -> None:
        """The player added last has the focus: the keys typed meanwhile go on, to its name,
        once the row has been laid out. Before that Tab and shift+Tab lose their way: Textual
        orders the focus chain by where widgets are, and a row not laid out yet is nowhere
        (Tab from its name went to the name above, on a loaded machine)."""
        arriving = self._arriving
        if arriving is not None and arriving[0] in event.widget.ancestors:
            self.call_after_refresh(self._laid_out, arriving)

    def _laid_out(self, arriving: tuple[SeatRow, int]) -> None:
        if self._arriving is arriving:  # (not let go already: by another player added)
            self._let_keys_go()

    def _let_keys_go(self) -> None:
        if self._arriving is not None:
            _row, hold = self._arriving
            self._arriving = None
            self._release(hold)

    def action_add_player(self, typed: str = "") -> None:
        """A player at the end of the turn order: with a default name, or the first letter
        ``typed`` of one (``_moves_on``), to go on with. The keys typed after are for its
        name, which is not there yet: they wait for it (``GolfApp.hold_keys``)."""
        rows = self._rows()
        if len(rows) >= self._limits[1]:
            return
        name = typed or new_seat_name(len(rows) + 1, [r.player_name for r in rows])
        row = SeatRow(len(rows) + 1, name, "human")
        self._let_keys_go()  # a player added before has its name by now, or never will
        hold = getattr(self.app, "hold_keys", None)
        if callable(hold):
            self._arriving = (row, hold())
        self._adding = self.query_one("#seats", Vertical).mount(row)
        self._newest = row
        self.call_after_refresh(self._added, row, bool(typed))

    def _added(self, row: SeatRow, go_on: bool) -> None:
        """The player ``row`` is in: its name takes the focus, unless a player added after it
        is on its way (ctrl+n pressed again before this row was drawn), whose name then does.
        Focusing each in turn left the focus on an earlier one now and then: a row not drawn yet
        takes it later, when it has drawn its name."""
        self._after_change(row if row is self._newest else None, go_on)

    def _after_change(self, focus: SeatRow | None = None, go_on: bool = False) -> None:
        if self.dismissed or not ready_for_actions(self):
            return  # started (ctrl+s came first) or composing again: its form is not there
        self._renumber()
        self._validate()
        if focus is not None:
            focus.focus_name(go_on=go_on)

    @on(Button.Pressed, "#add-player")
    def _add_pressed(self) -> None:
        self.action_add_player()

    @on(SeatRow.Move)
    def _move(self, event: SeatRow.Move) -> None:
        try:
            self._move_seat(event)
        finally:
            self._release(event.hold)

    def _move_seat(self, event: SeatRow.Move) -> None:
        rows = self._rows()
        if event.row not in rows:
            return  # removed by a key pressed just before
        i = rows.index(event.row)
        j = i + event.step
        if 0 <= j < len(rows):
            a, b = rows[i], rows[j]
            (a_name, a_kind), (b_name, b_kind) = (a.player_name, a.kind), (b.player_name, b.kind)
            a.set_seat(b_name, b_kind)
            b.set_seat(a_name, a_kind)
            self._name_after_seats(rows)
            if self.focused is not None and a in self.focused.ancestors:
                b.focus_name()
            self._validate()

    @on(SeatRow.Remove)
    async def _remove(self, event: SeatRow.Remove) -> None:
        try:
            rows = self._rows()
            if len(rows) <= self._limits[0] or event.row not in rows:
                # the fewest players stay; a row removed already (ctrl+r twice) is gone
                return
            if self._too_quick(event):
                return
            i = rows.index(event.row)
            await event.row.remove()
            rows = self._rows()
            self._after_change(rows[min(i, len(rows) - 1)])
            self._removed_at = event.asked_at
        finally:
            self._release(event.hold)

    def _too_quick(self, event: SeatRow.Remove) -> bool:
        """Whether the removal ``event`` asks for came sooner than ``timings.FINAL_TIME``
        after the last one (``final_wait``; 0.3 s, the reading time, let a held ctrl+r's first
        repeat through): it is dropped, and said ("Too quick: press that key again.", or
        "… click again."), as a question's answer made before it could be read is
        (``Deliberate``). ctrl+r pressed twice quickly removed two players, the second one
        whose row had moved up into the focus a moment before, and nothing brings a player
        back; a held ctrl+r emptied the table down to its fewest players. A removal dropped
        so starts the wait again: an answer comes after a moment's quiet.
        The times compared are when the keys or clicks were made (``SeatRow.Remove.asked_at``),
        not when their messages came through: on a loaded machine the second of two quick
        ctrl+r was handed on more than the reading time after the first and removed a second
        player, and a deliberate one handed on just after a late first was refused."""
        wait, last, asked = timings.final_wait(), self._removed_at, event.asked_at
        if not wait or last is None or asked >= last + wait:
            return False
        self._removed_at = max(last, asked)
        self.app.bell()
        self.notify(_(TOO_SOON_CLICK if event.click else TOO_SOON), severity="warning",
                    timeout=timings.TOO_SOON_SHOWN, markup=False)
        return True

    def _release(self, hold: int | None) -> None:
        """Let the keys held by ``hold`` go on (``GolfApp.release_keys``)."""
        release = getattr(self.app, "release_keys", None)
        if hold is not None and callable(release):
            release(hold)
