"""Where the notifications go, how a warning is fitted into the room there, and the warnings'
queue (``NoteBoard``: one shown at a time, in order, for ``WARNING_SECONDS``).

Textual stacks its notifications (toasts) at the bottom right of every screen, over whatever is
there: the hand-over's "Press Enter when only Ola is looking", the table's prompt, the footer.
Here the toasts go where the screen shows nothing to read (``free_area``): the screen is looked
at as it is laid out now, every widget that shows something to read is taken as covering its
region (a widget with no children shown, one with a frame, a footer), and the toasts go into the
largest room left that shows the whole warning (else as much of it as fits), lowest and
rightmost first. At 80×24 that is beside the player's own grid at the table, above or below the
hand-over's box, beside the setup's ruleset facts.

A warning longer than the room is cut after as many lines as fit, and its last line says where
the whole of it can be read (``fit``): the Warnings screen of the palette. A file's path longer
than the toast's line is broken after one of its "/" (``break_paths``); Textual cut it where the
line ended, in the middle of a name ("…/autosave.jso" over "n.corrupt-1."); every toast of
plain text, a passing note's too, is drawn so at its own width (``_toast_render``).

Textual's private parts used (Textual is pinned below 9): the toast rack each screen holds
(``ToastRack``, id ``textual-toastrack``), placed here through its public ``styles`` (and
hidden on the screens beneath the one on top), and a taken-down toast's holder removed with it;
the app's ``_on_notify`` (a warning's toast is put up
at once, so that one withdrawn in the same moment is really gone); and the app's ``_unnotify``
(``NoteBoard`` takes down one warning's toast with it, and ``GolfApp`` overrides it to learn
that a toast was clicked away: ``NoteBoard.unnotified``); and the app's notifications
(``App._notifications``), where a passing note that says again what one still shown says takes
that one's place (``NoteBoard.repeated``) and the notes on screen are found, for a room that
holds them all (``NoteBoard._passing``); and ``Toast.render``, replaced (``_toast_render``).
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator, Sequence
from contextlib import suppress
from dataclasses import dataclass
from functools import lru_cache, partial
from typing import TYPE_CHECKING, Any
from weakref import WeakKeyDictionary, WeakSet

from rich.cells import cell_len
from textual.app import ScreenStackError
from textual.content import Content
from textual.css.query import NoMatches
from textual.errors import NoWidget
from textual.geometry import Region
from textual.markup import MarkupError
from textual.notifications import Notification, Notify
from textual.visual import RenderOptions, Visual
from textual.widgets._toast import Toast

from ..i18n import _, ngettext

if TYPE_CHECKING:
    from textual.app import App
    from textual.css.styles import RulesMap
    from textual.dom import DOMNode
    from textual.screen import Screen
    from textual.strip import Strip
    from textual.style import Style
    from textual.timer import Timer
    from textual.widget import Widget

RACK_ID = "textual-toastrack"  # Textual's id for a screen's toast rack
MAX_WIDTH = 56  # a toast is at most this wide: longer lines are harder to read
MIN_WIDTH = 24  # a room narrower than this is no room for a toast
MIN_HEIGHT = 3  # a title and two lines
FRAME = 3  # a toast's coloured edge and its padding, across (app.tcss)
GAP = 1  # columns kept clear beside what the screen shows
# The class of a widget a toast may cover where nothing else has room for the whole warning:
# something read once, not while playing (the setup's ruleset description). With eight players
# at 80×24 the setup's form left no room but a strip beside "+ Add player", where a warning
# was squeezed to "Start plays" and "… all of it", and the description was the room for all.
MAY_COVER = "-toasts-may-cover"
WARNING_SECONDS = 30.0  # how long a warning stays up (a click on it closes it sooner)
# Before the text of a passing note that warns (a refusal: "! A table seats at most 8 …"), as
# before the final-lap banner: Textual tells it from a plain note by its edge's colour alone,
# orange or green, one grey under NO_COLOR and one olive to a red-green colour-blind player. A
# warning of the queue has its title ("Warning", "Saved") to say so in words.
WARNING_MARK = "! "


@dataclass(frozen=True)
class Room:
    """Where the toasts go: a region of the screen, and the widest a toast there is."""

    region: Region

    @property
    def width(self) -> int:
        return min(self.region.width, MAX_WIDTH)


def _framed(widget: Widget) -> tuple[bool, bool, bool, bool]:
    """Which edges of ``widget`` have a border (top, right, bottom, left)."""
    return tuple(edge[0] not in ("", "none", "hidden")  # type: ignore[return-value]
                 for edge in widget.styles.border)


def must_read(widget: Widget) -> bool:
    """Whether ``widget`` shows something the player reads, all over its region: a widget with
    no children shown (a line of text, a card, a button, a list), a box (a border all round:
    its border and padding are part of it), a footer."""
    from textual.widgets import Footer

    if isinstance(widget, Footer) or all(_framed(widget)):
        return True
    return not any(child.display for child in widget.children)


def _shown(screen: Screen[object], spare: bool = False) -> Iterator[Region]:
    """The regions of ``screen`` that show something to read (its toasts left out): the widgets
    that must be read, and the lines of a border on some sides only (a pane's edge). ``spare``:
    not the widgets a toast may cover (``MAY_COVER``)."""
    stack = list(screen.children)
    while stack:
        widget = stack.pop()
        if widget.id == RACK_ID or not widget.display or (spare and widget.has_class(MAY_COVER)):
            continue
        whole = must_read(widget)
        edges = () if whole else _framed(widget)
        if whole or any(edges):
            try:
                geometry = screen.find_widget(widget)
            except NoWidget:  # not on the screen (scrolled away, or not laid out yet)
                continue
            region = geometry.region.intersection(geometry.clip)
            if whole:
                if region:
                    yield region
                continue
            x, y, width, height = geometry.region
            strips = (Region(x, y, width, 1), Region(x + width - 1, y, 1, height),
                      Region(x, y + height - 1, width, 1), Region(x, y, 1, height))
            for edge, strip in zip(edges, strips, strict=True):
                if edge and (part := strip.intersection(geometry.clip)):
                    yield part
        stack.extend(widget.children)


def free_cells(screen: Screen[object], spare: bool = False) -> list[list[bool]]:
    """Row by row, whether each cell of ``screen`` shows nothing to read (with ``GAP`` columns
    kept clear on either side of what it shows); ``spare``: as ``_shown``."""
    width, height = screen.size
    free = [[True] * width for _row in range(height)]
    for region in _shown(screen, spare):
        left, right = max(region.x - GAP, 0), min(region.right + GAP, width)
        for y in range(max(region.y, 0), min(region.bottom, height)):
            free[y][left:right] = [False] * max(right - left, 0)
    return free


def rooms(free: list[list[bool]]) -> Iterator[Region]:
    """The largest free rectangles (each as tall as it can be for its width, and as wide as it
    can be for its height), at least ``MIN_WIDTH`` × ``MIN_HEIGHT``."""
    if not free:
        return
    heights = [0] * len(free[0])
    for y, row in enumerate(free):
        heights = [h + 1 if cell else 0 for h, cell in zip(heights, row, strict=True)]
        stack: list[tuple[int, int]] = []  # (first column, height) of the rectangles open
        for x, h in enumerate([*heights, 0]):
            start = x
            while stack and stack[-1][1] >= h:
                start, top = stack.pop()
                if x - start >= MIN_WIDTH and top >= MIN_HEIGHT:
                    yield Region(start, y - top + 1, x - start, top)
            if h and (not stack or stack[-1][1] < h):
                stack.append((start, h))


_WORD = re.compile(r"\S+")
_AFTER_SLASH = re.compile(r"(?<=[/\\])")
# where a name longer than a line breaks: after a dot, a dash or an underscore
_IN_NAME = re.compile(r"(?<=[.\-_])")


def break_paths(message: str, width: int) -> str:
    """``message`` with each word longer than a line of ``width`` cells that is a file's path
    (it has a "/" or "\\") broken into lines after its slashes, each line as long as fits; a
    name longer than a line by itself breaks after a dot, dash or underscore of its
    ("golf-tui-" over "rulesets-from-grandma.toml"), and only one without any is cut where the
    line ends. Textual breaks a line between words only, and cuts a longer word where the line
    ends, in the middle of a name; a word that fits, or has no slash, is left to it."""
    def broken(found: re.Match[str]) -> str:
        word = found.group()
        if cell_len(word) <= width or ("/" not in word and "\\" not in word):
            return word
        rows = [""]
        parts = [piece for part in _AFTER_SLASH.split(word)
                 for piece in (_IN_NAME.split(part) if cell_len(part) > width else [part])]
        for part in parts:
            if rows[-1] and cell_len(rows[-1] + part) > width:
                rows.append(part)
            else:
                rows[-1] += part
        return "\n".join(rows)

    return _WORD.sub(broken, message)


class PathsBroken(Visual):
    """A message whose file paths break after a slash at whatever width it is drawn
    (``break_paths``), for a screen that lists warnings whole (the Warnings screen, the resume
    offer's notes): a ``Static`` of the plain text cut a long path in the middle of a name.
    ``title``: a line above it in ``title_style`` (a toast's, ``_toast_render``)."""

    def __init__(self, message: str, title: str = "", title_style: Style | str = "") -> None:
        self.message = message
        self.title = title
        self.title_style = title_style

    def __str__(self) -> str:
        return f"{self.title}\n{self.message}" if self.title else self.message

    def _at(self, width: int) -> Content:
        message = Content(break_paths(self.message, max(width, 1)))
        if not self.title:
            return message
        return Content.assemble((self.title, self.title_style), "\n", message)

    def render_strips(self, width: int, height: int | None, style: Style,
                      options: RenderOptions) -> list[Strip]:
        return self._at(width).render_strips(width, height, style, options)

    def get_optimal_width(self, rules: RulesMap, container_width: int) -> int:
        return Content(str(self)).get_optimal_width(rules, container_width)

    def get_height(self, rules: RulesMap, width: int) -> int:
        return self._at(width).get_height(rules, width)


def marked(title: str, message: str, severity: str) -> str:
    """``message`` as its toast shows it: begun with ``WARNING_MARK`` where it warns (a
    warning's or an error's severity) with no title to say so."""
    return message if severity == "information" or title else f"{WARNING_MARK}{message}"


def _toast_render(toast: Toast) -> Visual | Content:
    """A toast's text (Textual's ``Toast.render``, replaced below), its file paths broken after
    a "/" at the width it is drawn (``PathsBroken``): a passing note (``GolfApp.notify``:
    "Screenshot saved: …") was wrapped by Textual where the line ended, inside the file's name
    ("…/golf-tui_2026" over "-12-06….svg"), and a warning fitted to its room (``fit``) was too
    wherever the toast came out narrower than that room. A note in markup is Textual's. A
    note that warns is marked so in its text, not by its edge's colour alone (``marked``)."""
    notification = toast._notification
    message = marked(notification.title, notification.message, notification.severity)
    if notification.markup:
        if message == notification.message:
            return _textual_toast_render(toast)
        return Content.assemble(WARNING_MARK, Content.from_markup(notification.message))
    return PathsBroken(message, notification.title,
                       toast.get_visual_style("toast--title") if notification.title else "")


_textual_toast_render = Toast.render
Toast.render = _toast_render  # type: ignore[method-assign,assignment]


@lru_cache(maxsize=512)  # asked again at every layout while a warning stands
def lines(title: str, message: str, width: int) -> int:
    """How many lines a toast ``width`` wide takes for ``title`` and ``message`` (its paths
    broken as ``fit`` breaks them)."""
    inner = max(width - FRAME, 1)
    message = break_paths(message, inner)
    return len(Content(f"{title}\n{message}" if title else message).wrap(inner))


def free_area(screen: Screen[object], shown: Sequence[tuple[str, str]]) -> Room | None:
    """Where the toasts go on ``screen``: the room that shows the whole of each message under
    its title in ``shown`` (the toasts on screen, stacked one above the other: a refusal and
    "Screenshot saved" together, in a room sized for the last alone, cut that one's file name
    off), else as much of them as can be shown; the lowest, then the rightmost, of equals.
    With no room at all (a terminal too small for the table, whose message stands in the
    middle): the right half of the bottom third, above the footer. None: not even that.
    Where no room shows the whole warning, the widgets a toast may cover (``MAY_COVER``) are
    counted as room too, if that shows all of it (a warning too long for any room is cut in
    a free one, as before)."""
    needed: dict[int, int] = {}
    best = _best_room(free_cells(screen), shown, needed)
    if (best is None or not best[0][0]) and screen.query(f".{MAY_COVER}"):
        spared = _best_room(free_cells(screen, spare=True), shown, needed)
        if spared is not None and (best is None or spared[0][0]):
            best = spared
    if best is not None:
        return Room(best[1])
    width, height = screen.size
    low = Region(width // 2, height - 1 - height // 3, width - width // 2, height // 3)
    return Room(low) if low.width >= MIN_WIDTH // 2 and low.height >= 2 else None


def _best_room(free: list[list[bool]], shown: Sequence[tuple[str, str]],
               needed: dict[int, int]) -> tuple[tuple[bool, int, int, int], Region] | None:
    """The room of ``free`` (``free_cells``) that shows the most of the toasts ``shown``
    (``free_area``), with its score; ``needed``: the lines they take together, by width."""
    best: tuple[tuple[bool, int, int, int], Region] | None = None
    for region in rooms(free):
        width = min(region.width, MAX_WIDTH)
        if width not in needed:
            needed[width] = sum(lines(title, message, width) for title, message in shown)
        seen = min(needed[width], region.height)
        score = (seen == needed[width], seen * (width - FRAME), region.bottom, region.right)
        if best is None or score > best[0]:
            best = score, region
    return best


def fit(title: str, message: str, width: int, height: int) -> str:
    """``message`` as a toast ``width`` × ``height`` shows it under ``title``: whole if it fits,
    else its first lines (whole lines of the message while they fit: a settings file's
    problem each; after a first line alone that ends in ":", as much of the next one as
    fits) and a last one saying where all of it can be read. A path longer than a line is
    broken after a "/" of its (``break_paths``)."""
    message = break_paths(message, max(width - FRAME, 1))
    if lines(title, message, width) <= height:
        return message
    more = _("… all of it: ctrl+p, Warnings")
    room = height - (1 if title else 0) - lines("", more, width)
    kept: list[str] = []
    parts = message.split("\n")
    for part in parts:
        if lines("", "\n".join([*kept, part]), width) > room:
            break
        kept.append(part)
    if not kept:  # not even the first line fits whole: as much of it as does
        wrapped = Content(message).wrap(max(width - FRAME, 1))
        kept = [line.plain.rstrip() for line in wrapped[:max(room, 1)]]
    elif (len(kept) == 1 < len(parts) and kept[0].rstrip().endswith(":")
          and (left := room - lines("", kept[0], width)) > 0):
        # a first line that only leads to the next ones ("Settings file: 3 values could not
        # be used:"): the start of the first of them too, which says what it is about
        wrapped = Content(parts[1]).wrap(max(width - FRAME, 1))
        kept += [line.plain.rstrip() for line in wrapped[:left]]
    return "\n".join([*kept, more])


def dismiss_warning(app: App[Any]) -> bool:
    """Esc with nothing else to cancel or close: take the warning shown down, as a click on it
    does (``NoteBoard.dismiss_warning``). False when none is shown, or ``app`` keeps no board."""
    board = getattr(app, "notes", None)
    return isinstance(board, NoteBoard) and board.dismiss_warning()


class NoteBoard:
    """The app's toasts: the warnings waiting to be shown, one at a time and in order (the
    toast showing the first of them says how many more wait), the last passing note, and where
    their toasts go on the screen shown (``free_area``), followed as that screen changes.

    ``GolfApp`` owns one (``GolfApp.notes``) and hands it its warnings (``warn``, ``withdraw``),
    its passing notes (``noted``), the toasts Textual takes down (``unnotified``) and the
    screens put on top (``screen_changed``)."""

    def __init__(self, app: App[Any]) -> None:
        self.app = app
        # the warnings to show, one at a time, numbered (first: the one shown), each with
        # whether it goes first and whether it is good news (``warn``), and the toast showing
        # it (``_show_warning``)
        self._waiting: list[tuple[int, str, bool, bool]] = []
        self._numbered = 0  # the warnings given so far
        self._shown: Notification | None = None
        self._shown_number: int | None = None
        self._shown_until = 0.0
        self._shown_timer: Timer | None = None
        self._followed: WeakSet[Screen[Any]] = WeakSet()  # screens whose layout toasts follow
        self._placed: WeakKeyDictionary[DOMNode, tuple[int, int, int, int]] = (
            WeakKeyDictionary())  # where each toast rack was put

    # --- the warnings ----------------------------------------------------------------------

    def warn(self, message: str, *, toast: bool = True, first: bool = False,
             saved: bool = False) -> None:
        """Show the warning ``message`` for ``WARNING_SECONDS`` (a click on it takes it down
        sooner), after the ones waiting before it; with the Warnings screen up, only have it
        list it at once. ``toast`` False: the screen shown says it already (not shown).
        ``first``: it goes before every warning waiting that does not (that the match being
        played is not saved: the player must not find it only after three Escapes), shown at
        once; the one shown then goes back to wait, next after it, for its whole time.
        ``saved``: the news that a save went well after all, shown as a warning is but titled
        "Saved" and coloured as information."""
        self._numbered += 1
        screen = self.app.screen
        follow = getattr(screen, "follow_warnings", None)
        if callable(follow):  # the Warnings screen is up: it lists it at once
            screen.call_later(follow)
            return
        if not toast:
            return
        place = len(self._waiting)
        if first:  # after those that go first too: in their order
            place = next((n for n, w in enumerate(self._waiting) if not w[2]), place)
        self._waiting.insert(place, (self._numbered, message, first, saved))
        self._show_warning()

    def withdraw(self, message: str) -> None:
        """Take down the warning ``message`` if it is still shown or waits to be (a later one
        says it again, as it is now)."""
        waiting = [w for w in self._waiting if w[1] != message]
        if len(waiting) != len(self._waiting):
            if self._waiting[0][1] == message:
                self._take_down()
            self._waiting = waiting
            self._show_warning()

    def read_all(self) -> None:
        """The Warnings screen is opening: the warnings waiting are read there, not shown."""
        self._take_down()
        self._waiting.clear()

    def clear(self, drop: str | None = None) -> None:
        """Clear every notification (a passing note too) but the warning shown, unless it is
        ``drop`` (taken down then, with the ones waiting that say the same). Textual clears
        notifications only all at once, so the warning is shown again for the time it had
        left."""
        for screen in self.app.screen_stack:  # the holders too (``_take_down``)
            with suppress(NoMatches):
                screen.get_child_by_id(RACK_ID).remove_children()
        self.app.clear_notifications()
        self._shown = None
        if drop is not None:
            self._waiting = [w for w in self._waiting if w[1] != drop]
        self._show_warning()

    def _title(self) -> str:
        more = len(self._waiting) - 1
        if self._waiting and self._waiting[0][3]:
            if more < 1:
                return _("Saved")
            return ngettext("Saved (+%(n)d more: ctrl+p, Warnings)",
                            "Saved (+%(n)d more: ctrl+p, Warnings)", more) % {"n": more}
        if more < 1:
            return _("Warning")
        return ngettext("Warning (+%(n)d more: ctrl+p, Warnings)",
                        "Warning (+%(n)d more: ctrl+p, Warnings)", more) % {"n": more}

    def _show_warning(self) -> None:
        """Show the first warning waiting, fitted into the room the screen shown has for it
        (``free_area``), its title saying how many more wait; again when that room changes
        (another screen, a new layout, another size) or more come."""
        if not self._waiting:
            self._take_down()
            self._place_notes()
            return
        number, message, _first, saved = self._waiting[0]
        now = time.monotonic()
        if self._shown_number != number:  # its time starts now
            self._take_down()
            self._shown_number = number
            self._shown_until = now + WARNING_SECONDS
            self._shown_timer = self.app.set_timer(WARNING_SECONDS,
                                                   partial(self._warning_done, number))
        title = self._title()
        room, notes = self._fitted((title, message))
        text = message
        if room is not None:  # the passing notes shown with it take their lines from the room
            below = sum(lines(note_title, note, room.width) for note_title, note in notes)
            text = fit(title, message, room.width, max(room.region.height - below, 3))
        shown = self._shown
        if shown is None:
            self._shown = Notification(text, title, "information" if saved else "warning",
                                       max(self._shown_until - now, 0.1), markup=False)
            # Textual's handler (private), called at once: taken down at once if need be (one
            # withdrawn in the same moment is really gone)
            self.app._on_notify(Notify(self._shown))
        elif shown.message != text or shown.title != title:  # the same toast, fitted anew
            shown.message, shown.title = text, title
            for toast in self._toasts(shown):
                for child in toast.children:
                    child.refresh(layout=True)
        self._place(room)

    def _take_down(self) -> None:
        """Take the warning shown down (its time is over, or it is withdrawn)."""
        shown, self._shown = self._shown, None
        if self._shown_timer is not None:
            self._shown_timer.stop()
            self._shown_timer = None
        self._shown_number = None
        if shown is not None:
            # its holder too (Textual's rack would take away only the toast inside it, and an
            # empty holder left there pushed the next toast down, out of its place)
            for holder in self._toasts(shown):
                holder.remove()
            self.app._unnotify(shown)

    def _toasts(self, notification: Notification) -> list[Widget]:
        """The toasts (each in its holder) showing ``notification`` on the screens open."""
        holders = []
        for screen in self.app.screen_stack:
            try:
                rack = screen.get_child_by_id(RACK_ID)
                holders.append(rack.get_child_by_id(f"--textual-toast-{notification.identity}"))
            except NoMatches:
                continue
        return holders

    def _warning_done(self, number: int) -> None:
        """The warning ``number`` has been shown for its time, or clicked away: the next."""
        if self._waiting and self._waiting[0][0] == number:
            self._take_down()
            self._waiting.pop(0)
            self._show_warning()

    def dismiss_warning(self) -> bool:
        """Take the warning shown down, as a click on it does (Esc, with nothing else to
        cancel or close): the next one waiting shows. False when none is shown."""
        if self._shown is None or self._shown_number is None:
            return False
        self._warning_done(self._shown_number)
        return True

    def unnotified(self, notification: Notification) -> None:
        """Textual has taken ``notification``'s toast down (``App._unnotify``, private): the
        warning shown, clicked away, makes way for the next one."""
        if notification is self._shown and self._shown_number is not None:
            self.app.call_later(self._warning_done, self._shown_number)

    # --- the passing notes, and where the toasts go ----------------------------------------

    def repeated(self, title: str, message: str, severity: str) -> None:
        """A passing note is about to be shown: a note still shown that says the same (the
        same refused control clicked twice) is taken down, holder and all (``_take_down``),
        so that the new one takes its place, for its whole time, rather than stacking two
        identical toasts. Not the warning shown: its queue has its own time."""
        for old in list(self.app._notifications):
            if (old is not self._shown and not old.has_expired and old.message == message
                    and old.title == title and old.severity == severity):
                self._take_down_note(old)

    def _take_down_note(self, note: Notification) -> None:
        """Take the passing note ``note`` down, holder and all (``_take_down``)."""
        for holder in self._toasts(note):
            holder.remove()
        self.app._unnotify(note, refresh=False)

    def noted(self, seconds: float) -> None:
        """A passing note is shown for ``seconds``: placed as the warnings are, with the other
        notes shown (``_passing``), and the warning shown with them leaves them their lines."""
        self.app.call_later(self._place_notes)
        self.app.set_timer(seconds, self._place_notes)  # gone: the warning has its room back

    def _fitted(self, warning: tuple[str, str] | None = None,
                ) -> tuple[Room | None, list[tuple[str, str]]]:
        """The room for the toasts on screen, and the passing notes' titles and texts
        (``_passing``); ``warning``: the warning shown's title and message, fitted into what
        the notes leave of the room (``_show_warning``). Where no room shows the notes whole
        (and the warning's first lines), the oldest notes are taken down, one by one, until
        one does: stacked in a room too small for both, the newer one lost its end (the
        file's name of "Screenshot saved"), and the newest says what was just done. A note
        left alone is cut, if it must be, as before."""
        notes = self._passing()
        while True:
            shown = [(title, text) for _note, title, text in notes]
            room = self._room([warning, *shown] if warning is not None else shown)
            if room is None or len(notes) < 2:
                return room, shown
            needed = sum(lines(title, text, room.width) for title, text in shown)
            if warning is not None:
                needed += min(lines(*warning, room.width), MIN_HEIGHT)
            if needed <= room.region.height:
                return room, shown
            self._take_down_note(notes.pop(0)[0])

    def _passing(self) -> list[tuple[Notification, str, str]]:
        """The passing notes on screen, oldest first (Textual's ``App._notifications``, the
        warning shown left out), each as its toast shows it: its title, its text
        (``marked``). The room holds them all (``_fitted``)."""
        notes = []
        for note in self.app._notifications:
            if note is self._shown or note.has_expired:
                continue
            message = note.message
            if note.markup:
                with suppress(MarkupError):
                    message = Content.from_markup(message).plain
            notes.append((note, note.title, marked(note.title, message, note.severity)))
        return notes

    def _room(self, shown: Sequence[tuple[str, str]]) -> Room | None:
        try:
            return free_area(self.app.screen, shown)
        except ScreenStackError:  # no screen yet, or none left (the app leaving)
            return None

    def _place_notes(self) -> None:
        """Put the toasts where they cover nothing to read on the screen shown: the warning's
        room, with the passing notes' lines (``_show_warning``), else the passing notes'."""
        if self._waiting:
            self._show_warning()
            return
        if self._passing():
            self._place(self._fitted()[0])

    def _place(self, room: Room | None) -> None:
        """Put the screen's toast rack (Textual's: ``RACK_ID``) into ``room``, or (None: a
        screen too small for any) at the bottom right, as Textual puts it."""
        try:
            screen = self.app.screen
            rack = screen.get_child_by_id(RACK_ID)
        except (ScreenStackError, NoMatches):  # no screen, or one without notifications
            return
        styles = rack.styles
        width, height = screen.size
        if room is None:
            place = (max(width - MAX_WIDTH, width // 2), 0, min(MAX_WIDTH, width - width // 2),
                     max(height - 1, 1))  # over all but the footer's line
        else:
            region = room.region
            place = (region.right - room.width, region.y, room.width, region.height)
        if self._placed.get(rack) != place:  # a new place: a new layout, followed here again
            self._placed[rack] = place
            x, y, w, h = place
            styles.offset = (x, y)
            styles.width = w
            styles.height = h

    def screen_changed(self, screen: Screen[Any]) -> None:
        """Another screen on top (``App.screen_change_signal``): the toasts follow it into its
        room, and move when its layout changes. The screens beneath it keep theirs out of
        sight (``_hide_beneath``). Not once the app has stopped: a screen change still
        queued as it leaves cannot subscribe to anything (Textual raises ``SignalError``)."""
        if not self.app.is_running:
            return
        self._hide_beneath(screen)
        if screen not in self._followed:
            self._followed.add(screen)
            screen.screen_layout_refresh_signal.subscribe(self.app, self._layout_changed)
        screen.call_after_refresh(self._place_notes)  # once it is laid out

    def _hide_beneath(self, top: Screen[Any]) -> None:
        """Hide the toast racks of the screens beneath ``top``. Textual puts the toasts on the
        screen on top only, and leaves those of the screen beneath as they were: seen through
        a screen that shows what is beneath it (the palette, the keys list), a warning was shown
        twice, once dimmed and half covered, once in the top screen's own room. The one on top
        is the one kept: readable, in a room that screen leaves free, and a click on it takes
        it down (beneath, the click went to the screen on top). Taken back on top, a screen's
        rack is shown again by Textual (``ToastRack.show``, at ``ScreenResume``)."""
        for screen in self.app.screen_stack:
            if screen is not top:
                with suppress(NoMatches):
                    screen.get_child_by_id(RACK_ID).display = False

    def _layout_changed(self, screen: Screen[Any]) -> None:
        if screen is self.app.screen and (self._waiting or self._passing()):
            self._place_notes()
