"""What the table's keys do on the screens that end a hole or the match: a hole's result and the
match over (``summary.py``, ``match_over.py``).

Both cover the table, and the table's keys that look things up work over them as over the
table: the log (still the last hole's), the scorecard, the rules and the keys open over the
screen, as the palette opens them, and closing one comes back to the screen as it was. Every
other key of the table's says why it does nothing, in the screen's prompt line, before what
to do now, and so does a letter or sign nothing takes (z), in the table's words: the reason
answers the last key only, and a look-up takes it away.

What does not fit the screen scrolls by the screen's own keys (↑ ↓, PgUp PgDn, Home End), with
nothing to find with Tab first: each box that scrolls is a ``Scroller`` (no keys, no focus of
its own), and the keys go to whichever of them has more to show (``Over.SCROLLERS``, read as one
page: Down goes on in the next box when the first is at its end). The footer says "↑↓ Scroll"
while something does not fit, and only then. A hole's result whose last panel was cut off
scrolled only after Tab had put the focus in its box: the focus sat on the box around it, which
had nothing to scroll, and every scroll key did nothing."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import Screen, ScreenResultType
from textual.widget import Widget
from textual.widgets import Static

from ...i18n import N_, _
from ..ascii_signs import ascii_text
from .bindings import KEYS_LABEL
from .deliberate import TOO_SOON, TOO_SOON_CLICK
from .table_keys import CAPS, UNBOUND, UNKNOWN
from .unbound import BOX, BOX_CAPS, binds, named

# The table's keys of a move (and its pace, which waits for the table): the hole is over.
MOVE_KEYS = "d,t,x,k,f,p,w,1,2,3,4,5,6,7,8,9,plus,minus,escape,u,ctrl+z,backspace"
# the reasons that name their key (``Over._key``)
NAMING = (UNBOUND, CAPS, BOX, BOX_CAPS)
# h shows the discard pile at the table: the hole's went with it; the log tells its cards.
PILE_GONE = N_("The discard pile went with the hole: the log (l) tells every move.")

# The table's keys that look things up, as the table's footer names them.
LOOK_UPS: list[BindingType] = [
    Binding("l", "look('log')", N_("Log")),
    Binding("s", "look('scorecard')", N_("Scores")),
    Binding("r", "look('rules')", N_("Rules")),
    Binding("question_mark,f1", "look('keys')", KEYS_LABEL, key_display="?"),
]
# q asks to quit, as at the table (the match over has a Quit of its own on q).
QUIT = Binding("q", "app.quit_game", N_("Quit"), show=False)
# The keys that scroll what does not fit (``Over.action_scroll``): one key in the footer for them
# all, and only while something does not fit (``Over.check_action``).
SCROLL = "scroll('down')"
SCROLL_KEYS: list[BindingType] = [
    Binding("down", SCROLL, N_("Scroll"), key_display="↑↓"),
    Binding("up", "scroll('up')", show=False),
    Binding("pagedown", "scroll('pagedown')", show=False),
    Binding("pageup", "scroll('pageup')", show=False),
    Binding("home", "scroll('home')", show=False),
    Binding("end", "scroll('end')", show=False),
]
# The scroll keys as the keys screens name them, and what each does (English, marked with N_).
SCROLL_KEY_WORDS = [
    ("↑ ↓ PgUp PgDn", N_("Scroll what does not fit on the screen")),
    ("Home End", N_("Scroll to the top, to the end")),
]
# The rest of the table's keys but Enter, space and the arrows (which each screen binds or leaves
# to its widgets): each says why it does nothing.
REFUSED: list[BindingType] = [
    Binding("h", "refuse('pile')", show=False),
    Binding(MOVE_KEYS, "refuse", show=False),
]


class Scroller(VerticalScroll, can_focus=False, inherit_bindings=False):
    """A box of an ``Over`` screen that scrolls what does not fit it, by the screen's keys:
    it takes no focus and binds no key itself (a box in the focus, or around the button in it,
    took the scroll keys first, and the footer could not name them)."""

    def on_resize(self) -> None:
        self._told()

    def watch_virtual_size(self) -> None:
        self._told()

    def _told(self) -> None:
        """Whether something does not fit may have changed: the screen tells its footer."""
        screen = self.screen
        if isinstance(screen, Over):
            self.call_after_refresh(screen.check_scroll)


class Over(Screen[ScreenResultType]):
    """A screen at the end of a hole or the match, with a prompt line (``PROMPT``, the id of a
    ``Static``) that says what to do now (``next_step``), after the reason the last key did
    nothing, if it did."""

    OVER: ClassVar[str]  # why a move's key does nothing (English, marked with N_)
    PROMPT: ClassVar[str]
    # the ids of the boxes that scroll (``Scroller``s), in reading order: the scroll keys go
    # on from one to the next as if they were one page
    SCROLLERS: ClassVar[tuple[str, ...]] = ()

    _why = ""  # why the last key did nothing (English, marked with N_), or empty
    _key = ""  # that key, where ``_why`` names it (``UNBOUND``, ``CAPS``)
    _can_scroll = False  # what the footer was last told: something does not fit
    too_soon_said = TOO_SOON  # the key or click made too soon (``Deliberate.too_soon_said``)
    # the actions that only say why a key does nothing (``Deliberate.takes``): made too soon,
    # such a key says so all the same, never "Too quick"
    REFUSALS: ClassVar[frozenset[str]] = frozenset({"refuse"})

    def next_step(self) -> str:
        """What to do now, in the current language."""
        raise NotImplementedError

    def prompt(self) -> str:
        """The prompt line, in ASCII mode as ``ascii_text`` writes it ("Revealing... press
        Enter", where the "…" drawn one cell for one cell was a full stop)."""
        text = self.next_step()
        if self._why:
            why = _(self._why) % {"key": self._key} if self._why in NAMING \
                else _(self._why)
            text = why + " " + text
        return ascii_text(text, self.app.has_class("-ascii"))

    def show_prompt(self) -> None:
        self.query_one(f"#{self.PROMPT}", Static).update(self.prompt())

    def forget_why(self) -> None:
        """A key did something: an earlier key's reason would read as its."""
        if self._why:
            self._why = ""
            self.show_prompt()

    def say_too_soon(self, shown: bool) -> None:
        """A key made too soon was dropped (``Deliberate.too_soon``): the prompt says so,
        before what to do now, for a moment (the reason of a key that did nothing, as the
        others). Before the screen is composed, it says so once it is."""
        composed = self.is_mounted and bool(self.query(f"#{self.PROMPT}"))
        if shown:
            self._why = self.too_soon_said
            if composed:
                self.show_prompt()
        elif self._why in (TOO_SOON, TOO_SOON_CLICK) and composed:
            self.forget_why()

    def action_refuse(self, why: str = "") -> None:
        """A key of the table's that does nothing here: say why, before what to do now."""
        self._why = PILE_GONE if why == "pile" else self.OVER
        self.show_prompt()

    async def on_key(self, event: events.Key) -> None:
        """A key nothing on the screen takes (a letter, a sign, an F-key) did nothing and said
        nothing: it says so, as at the table ("The z key does nothing here: ? lists the
        keys."), or asks about Caps Lock where its lower case is taken."""
        if binds(self, event):
            return
        key, caps = named(self, event)
        if key is None:  # Textual misread it: no name rather than a wrong one
            self._why, self._key = UNKNOWN, ""
        else:
            self._why, self._key = (CAPS if caps else UNBOUND), key
        self.show_prompt()

    def before_look(self) -> None:
        """Called before a look-up opens over the screen."""

    async def action_look(self, what: str) -> None:
        """The log, the scorecard, the rules or the keys (``what``) over the screen, as the
        palette opens them."""
        self.before_look()
        self.forget_why()
        await self.app.run_action(f"show_{what}")

    def scrollers(self) -> list[Widget]:
        """The boxes that have more to show than they hold now, in reading order."""
        boxes = [box for id in self.SCROLLERS for box in self.query(f"#{id}").results(Widget)]
        return [box for box in boxes if box.display and box.allow_vertical_scroll]

    def check_scroll(self) -> None:
        """Tell the footer when something has come not to fit, or fits again."""
        if not self.is_mounted:
            return
        can = bool(self.scrollers())
        if can != self._can_scroll:
            self._can_scroll = can
            self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "scroll":
            return bool(self.scrollers())  # nothing to scroll: no key in the footer
        return super().check_action(action, parameters)

    def action_scroll(self, how: str) -> None:
        """Scroll (``how``: up, down, pageup, pagedown, home, end) the boxes as one page: down
        in the first that is not at its end, up in the last that is not at its top; Home and
        End take every box to its top or its end."""
        boxes = self.scrollers()
        if how in ("home", "end"):
            for each in boxes:
                if how == "home":
                    each.scroll_home()
                else:
                    each.scroll_end()
            return
        box: Widget | None
        if how in ("down", "pagedown"):
            box = next((b for b in boxes if b.scroll_target_y < b.max_scroll_y), None)
        else:
            box = next((b for b in reversed(boxes) if b.scroll_target_y > 0), None)
        if box is None:
            return
        if how == "down":
            box.scroll_down()
        elif how == "up":
            box.scroll_up()
        elif how == "pagedown":
            box.scroll_page_down()
        else:
            box.scroll_page_up()
