"""Asking before quitting a running match: a small modal that dismisses True to quit."""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Static

from ...i18n import N_, _, pgettext
from ..session import other_golf_tui
from ..widgets.focus_mark import MarkedButton
from .caps import caps_lower
from .deliberate import Deliberate
from .relabel import Relabelled


def yes_key() -> str:
    """The key that says yes in the current language (j for ja in Norwegian, Swedish and
    Danish); y says yes in every language."""
    return pgettext("key for yes", "y")


def no_key() -> str:
    """The key that says no in the current language; n says no in every language."""
    return pgettext("key for no", "n")


BOX_WIDTH = 44  # the box's width where the terminal has room (DEFAULT_CSS)


class ConfirmQuitScreen(ModalScreen[bool], Deliberate[bool], Relabelled[bool]):
    """"Quit the match?" — y (or the language's yes key, ``yes_key``) / Enter on Quit says yes;
    n (or the language's no key) / Escape says no. It says what becomes
    of the match: saved, so that golf-tui offers to go on with it (``saved``), or lost when it
    could not be saved (``kept_out``: why it is not, when that is no failure: another golf-tui
    has the autosave, ``Session.kept_out``). ``for_new``: leaving it for the setup of a new
    match, which offers it back (ctrl+o) until the new match starts, and then keeps it aside
    (offered again, as every match moved aside is) where a move is played in it (``played``),
    or takes its place where none is: "It stays saved until the new match starts" read as
    if it were lost then."""

    AUTO_FOCUS = "#no"  # a screen composed not at all (the app leaving) focuses nothing

    DEFAULT_CSS = """
    ConfirmQuitScreen { align: center middle; }
    ConfirmQuitScreen > Vertical {
        width: 44; max-width: 100%; height: auto; max-height: 100%; padding: 1 2;
        border: thick $error; background: $surface;
    }
    ConfirmQuitScreen Static { width: 100%; text-align: center; }
    ConfirmQuitScreen #confirm-too-soon { margin-top: 1; color: $text-warning; }
    ConfirmQuitScreen Horizontal { height: auto; align-horizontal: center; margin-top: 1; }
    ConfirmQuitScreen Button { margin: 0 1; min-width: 12; }
    /* a terminal too small for the box as it is (30×8 cut its buttons off): no blank lines,
       and the buttons one under the other where they do not fit side by side (``_fit``) */
    ConfirmQuitScreen.-tight > Vertical { padding: 0 1; }
    ConfirmQuitScreen.-tight Horizontal { margin-top: 0; }
    ConfirmQuitScreen.-tight Button { margin: 0; min-width: 0; }
    ConfirmQuitScreen.-tight #confirm-too-soon { margin-top: 0; }
    ConfirmQuitScreen.-stacked Horizontal { layout: vertical; }
    ConfirmQuitScreen.-stacked Button { width: 100%; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Quit")),
        Binding("n,escape", "answer(False)", N_("Keep playing")),
        # Textual stops a key's bindings at a modal screen, short of the app's ctrl+c: here it
        # did nothing and said nothing (``action_copy_or_quit``)
        Binding("ctrl+c", "copy_or_quit", show=False),
    ]

    def __init__(self, saved: bool = True, for_new: bool = False,
                 kept_out: tuple[str, int] | None = None,
                 resumes_from: tuple[int, int] | None = None, played: bool = True) -> None:
        """``resumes_from``: where a match whose saves fail resumes (the hole of its last save
        that worked, and the engine actions made since: 0 says it holds every move); None: it
        has no save. ``played``: a move is played in the match (the computers' too)."""
        super().__init__()
        self.saved = saved
        self.for_new = for_new
        self.played = played
        self.kept_out = kept_out
        self.resumes_from = resumes_from
        self._fitted_for: tuple[int, int] | None = None  # the size ``_fit`` fitted it to
        self.early = False  # a key made too soon was dropped: the box says so, a moment

    def compose(self) -> ComposeResult:
        keys = {"yes": yes_key(), "no": no_key()}
        yes = (_("New match (%(yes)s)") if self.for_new else _("Quit (%(yes)s)")) % keys
        no = _("Keep playing (%(no)s)") % keys
        text = self._fit(yes, no)
        with Vertical():
            yield Static(text, id="confirm-text")
            with Horizontal():
                yield MarkedButton(yes, id="yes", variant="error", compact=True)
                yield MarkedButton(no, id="no", variant="primary", compact=True)
            early = Static(_(self.too_soon_said), id="confirm-too-soon", markup=False)
            early.display = self.early
            yield early

    def _fit(self, yes: str, no: str) -> str:
        """Fit the box to the terminal, and the text it shows there: as it is where it fits
        (44 columns at most); else without its blank lines (``-tight``), the buttons one under
        the other where they do not fit side by side (``-stacked``); where even that is too
        tall, the question alone. The buttons always show: at 30×8 they were cut off."""
        width, height = self.app.size
        text = self._text()
        box = min(BOX_WIDTH, width) - 2  # inside the border

        def rows(text: str, inner: int) -> int:
            return len(Content.from_markup(text).wrap(max(inner, 1)))

        labels = [cell_len(yes) + 2, cell_len(no) + 2]  # a button: its label and a cell aside
        across = sum(max(w, 12) + 2 for w in labels)
        if across <= box - 4 and 2 + 2 + rows(text, box - 4) + 1 + 1 <= height:
            self.set_class(False, "-tight")
            self.set_class(False, "-stacked")
            self._fitted_for = (width, height)
            return text
        stacked = sum(labels) > box - 2
        self.set_class(True, "-tight")
        self.set_class(stacked, "-stacked")
        buttons = 2 if stacked else 1
        if 2 + rows(text, box - 2) + buttons > height:
            text = text.split("\n")[0]  # the question: "Quit the match?"
        self._fitted_for = (width, height)
        return text

    async def on_resize(self) -> None:
        """Another size: the box is fitted to it again (``_fit``)."""
        if self.is_mounted and (self.app.size.width, self.app.size.height) != self._fitted_for:
            await self.relabel()

    def _text(self) -> str:
        question = _("Leave the match for a new one?") if self.for_new else _("Quit the match?")
        if not self.saved:
            fate = self._not_saved()
        elif self.for_new and not self.played:
            fate = _("No move is played in it yet: the new match takes its place.")
        elif self.for_new:
            fate = _("It stays saved: the new match keeps it aside, and golf-tui offers it"
                     " again.")
        else:
            fate = _("It is saved: golf-tui offers to resume it next time.")
        return f"[b]{question}[/b]\n{fate}"

    def _not_saved(self) -> str:
        """Why the match is not saved: a failure, or the autosave is another golf-tui's (then
        nothing here says it could be resumed: it is not this copy's to offer)."""
        if self.kept_out is None:
            if self.resumes_from is None:  # no save of it at all
                return _("It could not be saved, so it cannot be resumed.")
            # the save before the failures is whole (atomic), and the next start offers it:
            # "it cannot be resumed" was not so
            hole, lost = self.resumes_from
            if lost == 0:
                return _("Its last save holds every move: golf-tui offers to resume it next"
                         " time.")
            # no count: ``lost`` is the engine's actions, and a draw and its throw-away are two
            # of them but one move as the table tells it ("Its last 4 moves" was 2)
            return _("The moves since its last save (on hole %(hole)d) could not be saved:"
                     " golf-tui resumes it from that save, without them.") % {"hole": hole}
        why, holder = self.kept_out
        if why == "locked":
            return _("It is not saved: %(who)s has the autosave.") % {
                "who": other_golf_tui(holder)}
        return _("It is not saved: the autosave holds a match that was not offered here.")

    def say_too_soon(self, shown: bool) -> None:
        """A y typed with the ctrl+q that asked (or an answer a moment after the question
        appeared) was dropped (``Deliberate.too_soon``): the box says so under its buttons for a
        moment, rather than nothing happening without a word."""
        self.early = shown
        if self.is_mounted and (line := self.query("#confirm-too-soon")):
            line.first(Static).update(_(self.too_soon_said))
            line.first().display = shown

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def on_key(self, event: events.Key) -> None:
        """The language's own yes and no keys, besides y and n (bound), and with Caps Lock on
        the upper case of each (``caps_lower``: Y, N, J)."""
        key = caps_lower(event) or event.key
        answer = {yes_key(): True, no_key(): False, "y": True, "n": False}.get(key)
        if answer is not None and event.key not in ("y", "n"):
            event.stop()
            self.dismiss(answer)

    def takes_unbound(self, event: events.Key) -> bool:
        """The language's yes and no keys, and their capitals (``on_key``): made too soon,
        they are dropped as y and n are; any other key nothing binds does nothing here, too
        soon or not, and says nothing (q, x: never "Too quick: press that key again.")."""
        key = caps_lower(event) or event.key
        return key in (yes_key(), no_key(), "y", "n")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)

    def action_copy_or_quit(self) -> None:
        """ctrl+c: the text selected with the mouse is copied, as over the other boxes
        (``beside.ClosedBeside``); else, as everywhere, ctrl+c quits (``asked_again``)."""
        from .beside import copy_selected

        if not copy_selected(self):
            self.asked_again()

    def asked_again(self) -> None:
        """Quitting asked for again while the question is up (a second ctrl+c or ctrl+q, the
        palette's Quit): it is answered yes, as in many a terminal program (the first asks,
        the second quits), and the match stays saved as after y. Over "Leave the match for a
        new one?" it asks to quit in place of that question (a yes there would start a new
        match, no quitting)."""
        if not self.for_new:
            self.action_answer(True)
            return
        self.action_answer(False)
        quit_game = getattr(self.app, "action_quit_game", None)  # GolfApp's: asks first
        if callable(quit_game):
            self.app.call_later(quit_game)
