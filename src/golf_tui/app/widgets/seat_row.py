"""One chair on the setup screen: number, name, who plays it, and buttons to move or remove it.

The row posts intent messages (Move, Remove, Changed); the setup screen owns the order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.message import Message
from textual.widgets import Button, Input, Label, Select

from ...i18n import N_, _
from ..config import HUMAN
from ..screens.bindings import translate_bindings
from ..setup_model import MAX_NAME, bot_kind_name, bot_kinds


def _kind_choices() -> list[tuple[str, str]]:
    return [(_("Human"), HUMAN),
            *((_("Bot: %(kind)s") % {"kind": bot_kind_name(k)}, k) for k in bot_kinds())]


class SeatRow(Horizontal):
    """A seat: ``1  [Kari        ] [Human  ▼] ▲ ▼ ✕``."""

    DEFAULT_CSS = """
    SeatRow { height: 1; width: 100%; }
    SeatRow .seat-number { width: 3; color: $text-muted; }
    SeatRow Input { width: 1fr; min-width: 8; }
    SeatRow Select { width: 17; margin-left: 1; }
    SeatRow Button { width: 3; min-width: 3; margin-left: 0; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+up", "move(-1)", N_("Move up")),
        Binding("ctrl+down", "move(1)", N_("Move down")),
        Binding("ctrl+r", "remove", N_("Remove")),
    ]

    @dataclass
    class Move(Message):
        """Move this seat one place earlier (step -1) or later (step +1)."""

        row: SeatRow
        step: int

    @dataclass
    class Remove(Message):
        """Take this seat away from the table."""

        row: SeatRow

    class Changed(Message):
        """The name or the kind of player changed."""

    def __init__(self, number: int, name: str, kind: str = HUMAN) -> None:
        super().__init__()
        translate_bindings(self)
        self._number = number
        self._name = name
        kinds = {k for _, k in _kind_choices()}
        self._kind = kind if kind in kinds else HUMAN

    def compose(self) -> ComposeResult:
        yield Label(f"{self._number}.", classes="seat-number")
        yield Input(self._name, placeholder=_("name"), max_length=MAX_NAME, compact=True,
                    select_on_focus=True)
        yield Select(_kind_choices(), value=self._kind, allow_blank=False, compact=True)
        for label, cls, tip in (("▲", "up", _("Move earlier in the turn order (ctrl+↑)")),
                                ("▼", "down", _("Move later in the turn order (ctrl+↓)")),
                                ("✕", "remove", _("Remove this player (ctrl+r)"))):
            button = Button(label, classes=cls, compact=True, tooltip=tip)
            button.can_focus = False  # keys do this from the name field; tab skips the buttons
            yield button

    @property
    def player_name(self) -> str:
        return self.query_one(Input).value

    @property
    def kind(self) -> str:
        value = self.query_one(Select).value
        return value if isinstance(value, str) else HUMAN

    def set_seat(self, name: str, kind: str) -> None:
        self.query_one(Input).value = name
        self.query_one(Select).value = kind

    def set_number(self, number: int, *, first: bool, last: bool, alone: bool) -> None:
        """Renumber after a change; buttons that would do nothing are disabled."""
        self._number = number
        self.query_one(".seat-number", Label).update(f"{number}.")
        self.query_one(".up", Button).disabled = first
        self.query_one(".down", Button).disabled = last
        self.query_one(".remove", Button).disabled = alone
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The keys of the buttons that would do nothing show dimmed in the footer."""
        if not self.is_mounted or action not in ("move", "remove"):
            return True
        step = parameters[0] if parameters else 0
        button = ".remove" if action == "remove" else ".up" if step == -1 else ".down"
        return None if self.query_one(button, Button).disabled else True

    def focus_name(self) -> None:
        self.query_one(Input).focus()

    def action_move(self, step: int) -> None:
        self.post_message(self.Move(self, step))

    def action_remove(self) -> None:
        self.post_message(self.Remove(self))

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.has_class("remove"):
            self.post_message(self.Remove(self))
        else:
            self.post_message(self.Move(self, -1 if event.button.has_class("up") else 1))

    @on(Input.Changed)
    @on(Select.Changed)
    def _changed(self, event: Input.Changed | Select.Changed) -> None:
        event.stop()
        self.post_message(self.Changed())
