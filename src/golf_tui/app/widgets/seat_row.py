"""One chair on the setup screen: number, name, who plays it, and buttons to move or remove it.

The row posts intent messages (Move, Remove, Changed); the setup screen owns the order. Its
name, kind and number live in the row itself, not only in its widgets: a row just added is in
the screen at once but composes its widgets a moment later, and keys pressed in between (ctrl+n
twice, quickly) read and renumber it all the same.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderableType, RenderResult
from rich.measure import Measurement
from rich.text import Text
from textual import events, on
from textual.actions import SkipAction
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal
from textual.keys import _character_to_key
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Button, Input, Label, Select
from textual.widgets.input import Selection

from ...i18n import N_, _
from ...names import clean_part, has_control
from ..ascii_signs import ascii_text
from ..config import HUMAN
from ..screens.bindings import translate_bindings
from ..setup_model import (
    MAX_NAME,
    bot_kind_name,
    bot_kind_note,
    is_default_name,
    offered_bot_kinds,
)
from ..timings import click_made, event_clock, made_at
from .focus_mark import FocusMark, MarkedButton

# Why a seat's ↑ or ↓ is dimmed (``SeatRow.set_number``): said by its tip, a click on it and its
# keys (``SeatRow.on_key``), as the ✕ says why at the fewest players. ctrl+↑ on the first player
# did nothing and said nothing, and its ↑ looked as if it would move it.
FIRST_ALREADY = N_("This player is first in the turn order already.")
LAST_ALREADY = N_("This player is last in the turn order already.")
# the keys of ↑ and ↓ (``SeatRow.BINDINGS``)
UP_KEYS, DOWN_KEYS = "ctrl+up,shift+up", "ctrl+down,shift+down"
# A seat's buttons: (Unicode, ASCII). Not ▲ ▼: beside the kind's own ▼, which opens its list,
# the row read "Human ▼ ▲ ▼ ✕", two buttons alike doing different things. In ASCII the moves
# are "^" and "v", up and down the list of players ("<" and ">" read as left and right), and
# a list's ▼ is ">" there (``ascii_signs``), so that "Human > ^ v x" has no two alike.
SEAT_BUTTONS = {"up": ("↑", "^"), "down": ("↓", "v"), "remove": ("✕", "x")}


class NameInput(Input):
    """A seat's name field. A name is at most ``MAX_NAME`` characters: a key or a paste that
    would make it longer is refused with a note saying so, not cut silently."""

    # the name as selected by taking the focus (so that typing replaces it), not by the player:
    # ctrl+c copies what the player selected, and otherwise quits (``action_copy``)
    _focus_selection: Selection | None = None

    def __init__(self, value: str, placeholder: str = "") -> None:
        super().__init__(value, placeholder=placeholder or _("Name"), max_length=MAX_NAME,
                         compact=True, select_on_focus=True)
        # a steady cursor: a blinking one redrew the field twice a second for as long as it
        # had the focus, writing to the terminal (and waking the process) while nobody typed
        self.cursor_blink = False
        self._told = False  # the note on the length shown since the name was last shorter

    def continue_name(self) -> None:
        """Focus the field with the cursor after the name, to go on typing it (not selected, so
        that the next key does not replace it)."""
        self.select_on_focus = False
        focus_now(self)

    def on_focus(self) -> None:
        if not self.select_on_focus:  # the name may have grown since continue_name
            self.cursor_position = len(self.value)
        # what Input selects on taking the focus (the whole name), made after this handler
        self._focus_selection = Selection(0, len(self.value)) if self.select_on_focus else None

    def watch_selection(self, selection: Selection) -> None:
        if self._focus_selection is not None and selection != self._focus_selection:
            self._focus_selection = None  # the player moved or selected: theirs from now on

    async def _on_mouse_up(self, event: events.MouseUp) -> None:
        """A click in a name nobody typed ("Player 2", "Bot 1") selects the whole of it, as Tab
        does, so that typing replaces it: the click put the cursor mid-name, and "Ann" typed
        after it made "PlayeAnnr 2". A name somebody typed takes a click as any field does (the
        cursor where it lands, a drag selecting), and so does a drag in a default name."""
        await super()._on_mouse_up(event)
        event.prevent_default()  # Textual's handler is the one just called
        if self.selection.is_empty and is_default_name(self.value):
            self.select_all()
            self._focus_selection = self.selection  # not the player's selection: ctrl+c copies none

    def action_copy(self) -> None:
        """ctrl+c copies the text the player selected. The name the field selected itself on
        taking the focus is not that: copied, ctrl+c said nothing and did nothing to be seen,
        as often as it was pressed (the setup opens with the first name selected); it quits,
        as ctrl+c does with nothing selected (``GolfApp.action_help_quit``)."""
        if self.selection == self._focus_selection:
            raise SkipAction()
        super().action_copy()

    def on_blur(self) -> None:
        self.select_on_focus = True  # coming back to a name selects it, as Tab and Enter do

    def replace(self, text: str, start: int, end: int) -> None:
        """Put ``text`` between ``start`` and ``end`` (a key typed, a selection replaced, a
        Backspace: ``text`` empty), the name composed (NFC) as it is typed: a letter and the
        combining accent typed after it (A, then U+030A, shown "Å") are one character, which
        Backspace takes away whole (it took the ring alone) and ``MAX_NAME`` counts once. The
        cursor stays after what was typed."""
        value = self.value
        start, end = sorted((max(0, start), min(len(value), end)))
        before = unicodedata.normalize("NFC", value[:start] + text)
        new = unicodedata.normalize("NFC", before + value[end:])
        super().replace(new, 0, len(value))  # the length it checks is the composed name's
        if self.value == new:
            self.cursor_position = min(len(before), len(new))

    def restricted(self) -> None:
        self.app.bell()
        if not self._told:
            self._told = True
            self.notify(_("A name is at most %(max)d characters.") % {"max": MAX_NAME},
                        severity="warning", timeout=3)

    def watch_value(self, value: str) -> None:
        if len(value) < MAX_NAME:
            self._told = False

    def on_paste(self, event: events.Paste) -> None:
        """A paste is typed (``typed_keys``), a line a name: Enter goes on to the next name, as
        typed. (Textual's field takes the first line alone.)"""
        read_keys = getattr(self.app, "read_keys", None)
        if callable(read_keys):
            event.stop()
            event.prevent_default()
            if refused_paste(self, event.text):
                return
            text = event.text
            fit = getattr(self.screen, "names_that_fit", None)  # the setup's table: its room
            if callable(fit) and isinstance(self.parent, SeatRow):
                text = fit(text, self.parent)
            read_keys(typed_keys(text, event.time))


def refused_paste(widget: Widget, text: str) -> bool:
    """Whether a paste of ``text`` into the setup's names is refused, said if so: a line of it
    holds a control character (a tab, an escape), which a name cannot hold (``has_control``),
    typed or given to ``--players``. Nothing of it is typed then: the names stay as they were."""
    if not any(has_control(line) for line in text.splitlines()):
        return False
    widget.app.bell()
    widget.notify(_("Nothing was pasted: a name cannot hold control characters (tabs, escapes),"
                    " and the text pasted holds one."), severity="warning")
    return True


def typed_keys(text: str, time: float) -> list[events.Key]:
    """The keys that type ``text``, made at ``time``: a line break is Enter (one for CR LF
    too); each line is cleaned as a name is (``names.clean_part``: the characters that show
    nothing left out, a run of spaces one), as its keys typed one by one would leave it. A
    text holding control characters is refused before (``refused_paste``)."""
    keys: list[events.Key] = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if i:
            keys.append(events.Key("enter", "\r"))
        for char in clean_part(line):
            if not char.isprintable():  # an emoji's joiner: typed, the name takes none either
                continue
            keys.append(events.Key(char if char.isalnum() else _character_to_key(char), char))
    if text and text.splitlines(keepends=True)[-1] != lines[-1]:
        keys.append(events.Key("enter", "\r"))  # it ended with a line break
    for key in keys:
        key.time = time
    return keys


def focus_now(widget: Input) -> None:
    """Focus ``widget`` at once. (``Widget.focus`` waits its turn in the app's queue, behind
    the keys read already, which then go to the widget that had the focus.)"""
    if widget.is_attached:
        widget.screen.set_focus(widget)
    else:
        widget.focus()


def _kind_choices() -> list[tuple[RenderableType, str]]:
    return [(_("Human"), HUMAN), *((_BotKindLabel(k), k) for k in offered_bot_kinds())]


class _BotKindLabel:
    """``Bot: random (any legal move)`` where there is room (the open list), ``Bot: random``
    in the closed field: a kind that is no real opponent says so where it is chosen."""

    def __init__(self, kind: str) -> None:
        self.short = _("Bot: %(kind)s") % {"kind": bot_kind_name(kind)}
        note = bot_kind_note(kind)
        self.long = (_("Bot: %(kind)s (%(note)s)") % {"kind": bot_kind_name(kind), "note": note}
                     if note else self.short)

    def __str__(self) -> str:
        return self.short

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        text = self.long if cell_len(self.long) <= options.max_width else self.short
        yield Text(text, no_wrap=True, overflow="ellipsis")

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement(cell_len(self.short), cell_len(self.long))


class WhyButton(MarkedButton):
    """A button that says why it is dimmed (``explain``): its tooltip says so, and a click on
    it says so in a note, as the key of the button does. (Textual drops a click on a disabled
    widget: a dimmed "+ Add player" or ✕ did nothing and said nothing.)"""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._why: str | None = None  # why it is dimmed, or None: it is not
        self._tip: RenderableType | None = kwargs.get("tooltip")  # its tip while it is not
        self._clicked: float | None = None  # the click about to press it: when it was made
        # when the click that pressed it last was made (by the clock of Textual's events), or
        # a press without one (``press`` called) was: its Pressed is handed on after it, and
        # on a loaded machine a while after (``SeatRow.Remove``'s ``made``)
        self.pressed_at: float | None = None

    @property
    def why(self) -> str | None:
        """Why the button is dimmed, or None: it is not."""
        return self._why

    def explain(self, why: str | None, tip: RenderableType | None = None) -> None:
        """Dim the button for the reason ``why`` (None: enable it), its tooltip ``tip`` while it
        is not dimmed (None: as it was)."""
        if tip is not None:
            self._tip = tip
        self._why = why
        self.disabled = why is not None
        self.tooltip = why if why is not None else self._tip

    def check_message_enabled(self, message: Message) -> bool:
        if isinstance(message, events.Click) and self._why is not None:
            return True  # dimmed, it still says why
        return super().check_message_enabled(message)

    async def _on_click(self, event: events.Click) -> None:
        made = click_made(self, event)
        if self._why is None:
            self._clicked = made
            return  # Button's own handler presses it
        event.stop()
        event.prevent_default()  # nor Button's, which would do nothing
        self.app.bell()
        self.notify(self._why, severity="warning", timeout=3, markup=False)

    def press(self) -> Self:
        """Press it (``pressed_at``: by the click just made, or now)."""
        made, self._clicked = self._clicked, None
        self.pressed_at = made if made is not None else event_clock()
        return super().press()


class SeatRow(Horizontal):
    """A seat: ``▶1. [Kari        ] [Human  ▼] ↑ ↓ ✕`` (in ASCII ``[Human  >] ^ v x``), the
    ``▶`` there while its name or kind has the focus."""

    DEFAULT_CSS = """
    SeatRow { height: 1; width: 100%; }
    SeatRow .seat-number { width: 3; color: $text-muted; }
    SeatRow Input { width: 1fr; min-width: 8; }
    SeatRow Select { width: 17; margin-left: 1; }
    /* the open list as wide as its longest kind (_BotKindLabel), over what lies beside it */
    SeatRow Select > SelectOverlay { width: auto; min-width: 17; padding-right: 1; }
    SeatRow Button { width: 2; min-width: 2; margin-left: 0; }
    /* a button that does nothing here (↑ on the first player, ↓ on the last, ✕ at the fewest
       players) dimmer than Textual dims it: at 60% it was brighter than the kind's own arrow
       beside it, and read as a button to press */
    SeatRow WhyButton.-textual-compact:disabled { text-opacity: 0.3; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [
        # shift+↑/↓ too: some terminals keep ctrl+arrows for themselves (macOS's Mission
        # Control); alt+arrows reach Textual as Escape and an arrow, and ctrl+k is the name
        # field's own (delete to the end)
        Binding(UP_KEYS, "move(-1)", N_("Move up"),
                tooltip=N_("Move this player one place earlier in the turn order")),
        Binding(DOWN_KEYS, "move(1)", N_("Move down"),
                tooltip=N_("Move this player one place later in the turn order")),
        # shift+Delete too: some terminals keep ctrl+r (VS Code's may run a recent command with
        # it). The name field binds Delete (and ctrl+d, ctrl+k, ctrl+u, ctrl+w, ctrl+x); ctrl+
        # Delete deletes a word in most text fields, so one typing a name would lose the player
        # by it, where shift+Delete is no field's and removes something in many programs
        Binding("ctrl+r,shift+delete", "remove", N_("Remove"),
                tooltip=N_("Remove this player")),
    ]

    @dataclass
    class Move(Message):
        """Move this seat one place earlier (step -1) or later (step +1). ``hold``: the game's
        hold on the keys typed after (``GolfApp.hold_keys``), for the setup to release once
        the focus has followed the name."""

        row: SeatRow
        step: int
        hold: int | None = None

    @dataclass
    class Remove(Message):
        """Take this seat away from the table (``hold``: as ``Move``'s; ``click``: asked by a
        click on the row's ✕, not by a key; ``made``: when that key or click was made, by the
        clock of Textual's events, which the message's own ``time``, when the row handed it
        on, can be a while after on a loaded machine: ``SetupScreen._too_quick`` compares it)."""

        row: SeatRow
        hold: int | None = None
        click: bool = False
        made: float | None = None  # None: when the message was made (its ``time``)

        @property
        def asked_at(self) -> float:
            """When the removal was asked for: ``made``, else the message's ``time``."""
            return self.time if self.made is None else self.made

    @dataclass
    class Changed(Message):
        """The name or (``kind``) the kind of player changed (not posted for a field that says
        the value the row has already: its first, as it mounts, or one the setup gave it,
        ``set_seat``)."""

        kind: bool = False

    def __init__(self, number: int, name: str, kind: str = HUMAN) -> None:
        super().__init__()
        translate_bindings(self)
        self._number = number
        self._player_name = name
        kinds = {k for _, k in _kind_choices()}
        self._kind = kind if kind in kinds else HUMAN
        self._disabled = {"up": False, "down": False, "remove": False}  # buttons that do nothing
        # why each button is dimmed while it is (``set_number``): the ✕ at the fewest players,
        # ↑ on the first player and ↓ on the last
        self._why = {"up": "", "down": "", "remove": ""}
        self._focus_soon = False  # focus the name as soon as it is there
        self._default = ""  # the name the seat has while its field is empty (``set_default``)
        self._go_on = False  # ... with the cursor after it

    def compose(self) -> ComposeResult:
        yield FocusMark()  # ▶ while its name or kind has the focus
        yield Label(f"{self._number}.", classes="seat-number")
        yield NameInput(self._player_name, self._default)
        yield Select(_kind_choices(), value=self._kind, allow_blank=False, compact=True)
        ascii = self.app.has_class("-ascii")  # ^ v x, and ctrl+Up in the tips
        for cls, tip in (("up", _("Move earlier in the turn order (ctrl+↑ or shift+↑)")),
                         ("down", _("Move later in the turn order (ctrl+↓ or shift+↓)")),
                         ("remove", _("Remove this player (ctrl+r)"))):
            button = WhyButton(SEAT_BUTTONS[cls][ascii], classes=cls, compact=True,
                               tooltip=ascii_text(tip, ascii))
            # dimmed, it says why: the fewest players, the first or the last in the turn order
            button.explain(self._why[cls] if self._disabled[cls] else None)
            button.can_focus = False  # keys do this from the name field; tab skips the buttons
            # two cells, the glyph and a gap, leave the name room for 16 characters at 80
            # columns; Textual's CSS refuses a line-pad of 0 (a button pads its label by 1)
            button.styles.line_pad = 0
            yield button

    def on_mount(self) -> None:
        if self._focus_soon:
            self.focus_name(go_on=self._go_on)

    @property
    def player_name(self) -> str:
        """The name as its field has it now (a key it took has not reached the row yet)."""
        for field in self.query(NameInput).results(NameInput):
            return field.value
        return self._player_name

    @property
    def kind(self) -> str:
        return self._kind

    def set_seat(self, name: str, kind: str) -> None:
        self._player_name, self._kind = name, kind
        for field in self.query(Input).results(Input):
            field.value = name
        for select in self.query(Select).results(Select):
            select.value = kind

    def set_default(self, name: str) -> None:
        """The name the seat has while its field is empty, shown greyed in it: its seat's default
        ("Player 3", "Bot 1"), as for a name nobody typed (``SetupScreen._names``)."""
        if name == self._default:
            return
        self._default = name
        for field in self.query(NameInput).results(NameInput):
            field.placeholder = name

    def set_number(self, number: int, *, first: bool, last: bool, alone: str | None) -> None:
        """Renumber after a change; buttons that would do nothing are dimmed, saying why.
        ``alone``: why the seat may not be removed (the fewest players), or None."""
        disabled = {"up": first, "down": last, "remove": alone is not None}
        why = {"up": _(FIRST_ALREADY) if first else "", "down": _(LAST_ALREADY) if last else "",
               "remove": alone or ""}
        if (number, disabled, why) == (self._number, self._disabled, self._why):
            return  # as it was (a renumbering moves few seats, if any)
        self._number = number
        self._disabled = disabled
        self._why = why
        for label in self.query(".seat-number").results(Label):
            label.update(f"{number}.")
        for cls, off in self._disabled.items():
            for button in self.query(f".{cls}").results(WhyButton):
                button.explain(why[cls] if off else None)
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """The keys of the buttons that would do nothing show dimmed in the footer."""
        if action not in ("move", "remove"):
            return True
        step = parameters[0] if parameters else 0
        button = "remove" if action == "remove" else "up" if step == -1 else "down"
        return None if self._disabled[button] else True

    def on_key(self, event: events.Key) -> None:
        """ctrl+↑ on the first player and ctrl+↓ on the last (shift+↑/↓ too): their keys are
        dimmed in the footer (``check_action``) and moved nothing without a word; they say why,
        as a click on the dimmed ↑ or ↓ does."""
        for cls, keys in (("up", UP_KEYS), ("down", DOWN_KEYS)):
            if event.key in keys.split(",") and self._disabled[cls]:
                event.stop()
                event.prevent_default()
                self.app.bell()
                self.notify(self._why[cls], severity="warning", timeout=3, markup=False)
                return

    def focus_name(self, *, go_on: bool = False) -> None:
        """Focus the name, all of it selected (typing replaces it); or with ``go_on``, the cursor
        after it (typing goes on with it)."""
        fields = list(self.query(NameInput).results(NameInput))
        if not fields:
            self._focus_soon, self._go_on = True, go_on
        elif go_on:
            fields[0].continue_name()
        else:
            focus_now(fields[0])

    def action_move(self, step: int) -> None:
        self.post_message(self.Move(self, step, self._hold_keys()))

    def action_remove(self) -> None:
        self.post_message(self.Remove(self, self._hold_keys(), made=made_at(self)))

    def _hold_keys(self) -> int | None:
        """The keys typed after ctrl+r (shift+Delete) or ctrl+↑/↓ are for the name the focus
        goes to, once the setup has done it (keys arriving together: ``GolfApp.hold_keys``)."""
        hold = getattr(self.app, "hold_keys", None)
        return hold() if callable(hold) else None

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        if event.button.has_class("remove"):
            pressed = event.button.pressed_at if isinstance(event.button, WhyButton) else None
            self.post_message(self.Remove(self, click=True, made=pressed))
        else:
            self.post_message(self.Move(self, -1 if event.button.has_class("up") else 1))

    @on(Input.Changed)
    @on(Select.Changed)
    def _changed(self, event: Input.Changed | Select.Changed) -> None:
        event.stop()
        kind = False
        if isinstance(event, Input.Changed):
            if event.value == self._player_name:
                return
            self._player_name = event.value
        elif isinstance(event.value, str):
            if event.value == self._kind:
                return
            kind, self._kind = True, event.value
        else:
            return  # no kind chosen: the list offers no blank
        self.post_message(self.Changed(kind))
