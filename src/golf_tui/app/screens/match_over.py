"""The end of a match: the winner (or the winners, when tied) and the final scorecard. Dismisses
with ``"again"`` (same players, same rules), ``"setup"`` or ``"quit"``.

The winner is told once, large, with the score ("Kari wins with 23!"); the card under it marks
the winner's row but leaves out its own line ("★ Kari won"), which said it again. The card
lists the players by place, lowest total first, each with its place ("1st", "2nd", "=3rd"):
in seat order, "Bot 1 113" stood above "Bot 2 90" and nobody read as second.

Like a hole's result, it covers the table (``over.py``): the log (the last hole's), the
scorecard, the rules and the keys open over it, and closing them comes back to it as it was;
each of the table's other keys says, in a line under the choices, that the match is over and
which keys choose what comes next."""

from __future__ import annotations

from typing import ClassVar, Literal

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Center, Horizontal
from textual.widgets import Button, Static

from ...engine import Match
from ...i18n import N_, NP_, _
from ..glyphs import best_mark
from ..narration import winner_words as winner_words  # its home before narration
from ..widgets.focus_mark import MarkedButton
from ..widgets.footer import PALETTE, FittingFooter
from ..widgets.key_text import KeyText
from ..widgets.scorecard_table import Scorecard
from .caps import caps_answer
from .deliberate import Deliberate
from .over import LOOK_UPS, REFUSED, SCROLL, SCROLL_KEYS, Over, Scroller
from .over_keys import WORDS
from .relabel import Relabelled
from .scorecard import match_caption

Choice = Literal["again", "setup", "quit"]
BUTTON_LEAST = 14  # a button's least width where they fit side by side (match_over.tcss)


MATCH_OVER = N_("The match is over.")


class MatchOverScreen(Over[Choice], Deliberate[Choice], Relabelled[Choice]):
    """Winner(s), final scorecard and what to do next."""

    # Nothing has the focus at first, so Enter chooses nothing until Tab puts it on a button:
    # with Play again in the focus, the Enter that closed the last hole's result, pressed
    # twice, started a new match before the winner was read (a quick double press is typed
    # ahead, ``Deliberate``; two a moment apart were not).
    AUTO_FOCUS = ""

    CSS_PATH = "../styles/match_over.tcss"
    # beyond the DESIGN sketch's 24 lines the body sits in the middle (match_over.tcss)
    VERTICAL_BREAKPOINTS = [(0, "-short"), (25, "-tall")]  # noqa: RUF012 (Textual's own type)
    BINDINGS: ClassVar[list[BindingType]] = [
        # the footer's words of its own for the button above it: Norwegian's and Swedish's
        # "Spill igjen" ran the palette's key off the footer at 80 columns ("Igjen" keeps it)
        Binding("a", "choose('again')", NP_("the match over's footer: its button Play again",
                                            "Play again")),
        Binding("n", "choose('setup')", N_("New setup")),
        Binding("q", "choose('quit')", N_("Quit")),
        *SCROLL_KEYS,
        *LOOK_UPS,
        *REFUSED,
        Binding("space", "refuse", show=False),  # no button takes it (Enter presses one)
        Binding("enter", "refuse", show=False),  # a button in the focus takes it first
    ]
    OVER = MATCH_OVER
    PROMPT = "over-prompt"
    SCROLLERS = ("over-body",)

    def __init__(self, match: Match) -> None:
        super().__init__()
        self._match = match

    def _fit_buttons(self, buttons: list[Button]) -> None:
        """The buttons as far apart as at 80 columns where that fits the terminal's width
        (the body's padding and its scrollbar's room taken off); else close together, each
        only as wide as its words (``-tight``); else one under the other, each as wide as the
        widest, in the middle (``-stacked``). At 45 columns, a phone held upright, Quit was
        cut to "Qu", at 40 it was off the screen."""
        room = self.app.size.width - 6
        words = [cell_len(str(button.label)) + 2 for button in buttons]  # and a cell aside
        apart = sum(max(width, BUTTON_LEAST) + 4 for width in words)
        close = sum(width + 2 for width in words)
        stacked = close > room
        self.set_class(apart > room >= close, "-tight")
        self.set_class(stacked, "-stacked")
        for button in buttons:
            button.styles.width = max(words) if stacked else None

    def on_resize(self) -> None:
        self._fit_buttons(list(self.query("#over-buttons Button").results(Button)))

    def compose(self) -> ComposeResult:
        # the buttons' tips say what each keeps, as the keys screen does: a newcomer could
        # not tell "Play again" from "New setup"
        buttons: list[Button] = [
            MarkedButton(_("Play again"), id="again", variant="success", compact=True,
                         tooltip=_(WORDS["choose('again')"])),
            MarkedButton(_("New setup"), id="setup", compact=True,
                         tooltip=_(WORDS["choose('setup')"])),
            MarkedButton(_("Quit"), id="quit", variant="error", compact=True,
                         tooltip=_(WORDS["choose('quit')"]))]
        self._fit_buttons(buttons)
        with Scroller(id="over-body"):
            ascii = self.app.has_class("-ascii")
            mark, title = best_mark(ascii), _("Match over")
            yield Static(f"{mark} {title} {mark}", id="over-title", markup=False)
            with Center():  # the box keeps to 76 cells (match_over.tcss), in the middle
                yield Static(winner_words(self._match, ascii), id="over-winner", markup=False)
            yield Static(match_caption(self._match), id="over-caption", markup=False)
            with Center():
                # by place, lowest total first, each with its place ("1st", "=3rd")
                yield Scorecard(self._match, lead_note=False, focus=True, ranked=True,
                                id="over-scorecard")
            with Horizontal(id="over-buttons"):
                yield from buttons
        prompt = KeyText(self.prompt(), id="over-prompt")
        prompt.display = bool(self._why)  # only a refused key's reason, and what to do
        yield prompt
        # the choices' keys and the look-ups, on one line: in a long language the palette's
        # key goes first, then the scorecard's (the final card is on the screen), the rules'
        # and, at 60 columns in Swedish, the log's, then the scroll keys' (where something does
        # not fit); the choices and "?" stay
        yield FittingFooter((PALETTE, "look('scorecard')", "look('rules')", "look('log')",
                             SCROLL))

    def next_step(self) -> str:
        return _("Choose Play again (a), New setup (n) or Quit (q).")

    def show_prompt(self) -> None:
        super().show_prompt()
        self.query_one("#over-prompt").display = bool(self._why)

    async def on_key(self, event: events.Key) -> None:
        """With Caps Lock on, A, N and Q choose as a, n and q do (``caps_answer``); the
        look-ups' upper case asks about Caps Lock, as at the table (``Over.on_key``)."""
        await caps_answer(self, event)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        if event.button.id in ("again", "setup", "quit"):
            self.action_choose(event.button.id)

    def action_choose(self, choice: str) -> None:
        cover = getattr(self.app, "cover", None)  # GolfApp's: the table beneath is not drawn
        if choice in ("again", "setup") and callable(cover):  # on the way to the next screen
            cover()
        if choice == "again":
            self.dismiss("again")
        elif choice == "setup":
            self.dismiss("setup")
        else:
            self.dismiss("quit")
