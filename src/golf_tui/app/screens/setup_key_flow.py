"""The setup screen's keys: the footer's keys dimmed where they would do nothing
(``check_action``), and said why when pressed (``on_key``); Enter in a name and the keys of "+ Add
player" (``_moves_on``); a paste on "+ Add player"; Esc and F1. Mixed into ``SetupScreen``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events, on
from textual.containers import Vertical
from textual.screen import Screen
from textual.widgets import Button, Input, Select

from ...i18n import N_, _
from ..config import GameConfig
from ..notes import dismiss_warning
from ..setup_model import Checked
from ..widgets.seat_row import NameInput, SeatRow, refused_paste, typed_keys

# Keys that did nothing and said nothing (``SetupScreen._silent_key``)
NO_PLAYER_FOCUSED = N_("ctrl+r removes the player whose name or kind has the focus: go to a"
                       " player's name first (Tab, or a click).")
Q_IS_A_LETTER = N_("q does not quit here (it is a letter of a name): ctrl+q quits.")
LETTER_ON_CHOICE = N_("A choice takes no typing: Enter or space opens its list, where ↑ ↓ or"
                      " the first letters of an option, and Enter, choose.")


class SetupKeyFlow(Screen[GameConfig]):
    """The setup's keys (mixed into ``SetupScreen``, which sets these up)."""

    _checked: Checked | None
    _limits: tuple[int, int]

    if TYPE_CHECKING:  # provided by SetupScreen's other parts

        def _rows(self) -> list[SeatRow]:
            ...

        def _full_table(self) -> str:
            ...

        def _seat_limit(self, n: int, *, most: bool = False) -> str:
            ...

        def action_add_player(self, typed: str = "") -> None:
            ...

        def names_that_fit(self, text: str, row: SeatRow | None) -> str:
            ...

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "add_player" and self.is_mounted and len(self._rows()) >= self._limits[1]:
            return None  # shown, dimmed: there is no room for another player
        if action == "start" and self._checked is not None and not self._checked.ok:
            return None  # dimmed, like the Start button, until the problems listed are solved
        return True

    def on_key(self, event: events.Key) -> None:
        """ctrl+n at a full table and ctrl+r at the smallest: their keys are dimmed in the footer
        (``check_action``) and do nothing, so say why; so do other keys that do nothing
        (ctrl+r with no player in focus, ``_silent_key``). Enter in a name and the keys of "+
        Add player" are dealt with here (``_moves_on``)."""
        seats = len(self._rows())
        lo, hi = self._limits
        if event.key == "ctrl+n" and seats >= hi:
            refusal = self._full_table()
        elif event.key in ("ctrl+r", "shift+delete") and not self._row_focused():
            refusal = _(NO_PLAYER_FOCUSED)  # (which the fewest players would not be told)
        elif event.key in ("ctrl+r", "shift+delete") and seats <= lo:
            refusal = self._seat_limit(lo)
        elif event.key == "ctrl+s" and self._checked is not None and not self._checked.ok:
            # dimmed too; the problems in full, where the line under the form cuts them
            # short in a narrow terminal ("Sekskortsgolf is for 2–6 players, no…" at 60)
            refusal = "\n".join(self._checked.problems)
        elif self._moves_on(event):
            event.stop()  # nor the key's binding (the name's, the button's) after it
            return
        else:
            silent = self._silent_key(event)
            if silent is None:
                return
            refusal = silent
        event.stop()
        self.app.bell()
        self.notify(refusal, severity="warning", timeout=3, markup=False)

    def _silent_key(self, event: events.Key) -> str | None:
        """Why ``event``, a key no field and no binding took (it is here, on its way up), does
        nothing, for the keys a newcomer pressed and heard nothing of: q outside a name (it
        quits at the table), and a letter on a closed choice (a player's Human/Bot, the
        table's); None for any other key. (ctrl+r with no player in focus: ``on_key``.)"""
        focused = self.focused
        if isinstance(focused, Input) or not event.is_printable or event.character is None:
            return None
        if event.key in self.active_bindings or event.character.isspace():
            return None  # ? lists the keys; space opens a choice
        if event.character == "q":
            return _(Q_IS_A_LETTER)
        if isinstance(focused, Select):  # closed: its open list finds an option by its letters
            return _(LETTER_ON_CHOICE)
        return None

    def _row_focused(self) -> bool:
        """Whether a player's name or kind has the focus: ctrl+r removes that player."""
        focused = self.focused
        return focused is not None and any(
            isinstance(node, SeatRow) for node in (focused, *focused.ancestors))

    def _moves_on(self, event: events.Key) -> bool:
        """Enter in a name goes on to the next (``_name_done``); Enter, space or a letter on "+
        Add player" (where Enter in the last name leads) add a player, the letter the start of
        its name. Done here, on the key's way up, not by a message or a binding after it: the
        game reads the next key once this one is dealt with (``GolfApp._read``), and that key
        is for the name the focus moves to."""
        focused = self.focused
        if isinstance(focused, NameInput) and event.key == "enter":
            if isinstance(focused.parent, SeatRow):
                self._name_done(focused.parent)
                return True
            return False
        add = self.query_one("#add-player", Button)
        if focused is not add or add.disabled:
            return False
        if event.key in ("enter", "space"):
            self.action_add_player()
            return True
        char = event.character
        if not event.is_printable or char is None or char.isspace() \
                or event.key in self.active_bindings:
            return False  # ? lists the keys
        self.action_add_player(char)
        return True

    def on_paste(self, event: events.Paste) -> None:
        """A paste on "+ Add player" is typed there, a line a name (``typed_keys``); one into a
        name is typed by the name (``NameInput``)."""
        read_keys = getattr(self.app, "read_keys", None)
        if self.focused is self.query_one("#add-player", Button) and callable(read_keys):
            event.stop()
            if not refused_paste(self, event.text):
                read_keys(typed_keys(self.names_that_fit(event.text, None), event.time))

    @on(events.Click, "#keys-hint")
    def _keys_clicked(self) -> None:
        self.action_keys()

    def action_escape(self) -> None:
        """Esc on the form: take the warning shown down, else say which keys start, quit and
        list the others."""
        if dismiss_warning(self.app):
            return
        self.notify(_("Nothing to close here: ctrl+s starts the match, ctrl+q quits, F1 lists "
                      "the keys."), timeout=4, markup=False)

    def action_keys(self) -> None:
        from .setup_keys import SetupKeysScreen

        self.app.push_screen(SetupKeysScreen())

    def _name_done(self, row: SeatRow) -> None:
        """Enter confirms a name and moves on; it does not start the match (ctrl+s or Start do):
        to the next seat's name, and from the last seat's to what comes after the seats (adding
        a player, or the table's settings once the table is full, saying so as ctrl+n does: the
        name typed next went into the hand-over's list without a word). The focus moves at once
        (``Screen.set_focus``: ``Widget.focus`` waits its turn in the app's queue, behind the
        keys typed after)."""
        rows = self._rows()
        if row not in rows:
            return
        i = rows.index(row)
        if i + 1 < len(rows):
            rows[i + 1].focus_name()
            return
        seats = self.query_one("#seats", Vertical)
        chain = self.focus_chain
        field = next(iter(row.query(NameInput).results(NameInput)), None)
        after = chain[chain.index(field) + 1:] if field in chain else []
        nxt = next((w for w in after if seats not in w.ancestors), None)
        if nxt is not None:
            self.set_focus(nxt)
        if len(rows) >= self._limits[1]:
            self.notify(self._full_table(), severity="warning", timeout=3, markup=False)
