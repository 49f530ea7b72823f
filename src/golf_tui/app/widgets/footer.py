"""A footer that keeps to one line and comes back quickly.

It keeps to one line: when its keys do not fit the width, it first draws them closer together
(one space between two keys, not two: Textual's compact style, ``tighten``), and if they still
do not fit, it hides the least needed ones, in a given order, until they do; if those are not
enough, the others from the right, each whole (``_hide_all``). Textual's footer
lets a row that is too wide run off the screen's right edge (under the command palette's key),
so the last keys of a crowded turn (four moves, the keys to look things up and "? Keys") were
cut off at 80 columns in some languages; hiding alone then cost the palette's key at the
crowdest turn in English, Norwegian and Swedish, and a custom ruleset's five moves the pile's
too in Swedish, where a cell a key was enough room for them. A hidden key still works and the
keys screen (``?``) lists it; only its place in the footer goes. A group of keys (a turn's
digits) is hidden only where ``hide_first`` names it beside a key shown with it that stands in
for it (``beside``: the table's Enter, for the card the arrow keys picked).

It fits before it is first drawn: a new row's keys are measured from their text and style as
they mount, before the layout that first shows them, and the keys that will not fit are hidden
then; the measure after that layout only corrects it. Fitted only after that layout, the first
frames of a screen showed its keys cut off at the right ("? Ta" for "? Taster" in Danish, at 80
columns, on the match-over screen).

It comes back quickly: Textual's footer removes its keys and mounts new ones whenever a screen
refreshes its bindings, and restyles each new key twice (it starts compact, then takes the
footer's style): a remount and three layouts a move. A turn goes through the same few sets of
keys again and again (draw or take, place, the next player's), so each set is kept as a row,
hidden while another shows: a move only swaps which row shows.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import groupby
from typing import Any

from textual import events, on
from textual.binding import ActiveBinding, Binding
from textual.containers import ScrollableContainer
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Footer
from textual.widgets._footer import FooterKey, FooterLabel, KeyGroup

from ...i18n import N_, _
from .. import timings
from ..ascii_signs import ascii_words
from ..screens.bindings import textual_words

# The palette's key is not a binding of the screen: it stands for itself in ``hide_first``.
PALETTE = "command_palette"
# In ``hide_first``, followed by an action: a group's keys with its words ("123456 Flip"), where
# that action's key is shown beside them and stands in for them (the table's Enter, for the card
# the arrow keys picked: ``beside``); a group is never hidden otherwise.
GROUP_BESIDE = "group beside "


def beside(action: str) -> str:
    """The name in ``hide_first`` of a group's keys beside ``action``'s (``GROUP_BESIDE``)."""
    return GROUP_BESIDE + action


# In ``hide_first``, followed by actions (each without a space): their keys, hidden as one (a
# pair that reads as one: the setup's Move up and Move down, neither much use without the other)
TOGETHER = "together "


def together(*actions: str) -> str:
    """The name in ``hide_first`` of ``actions``' keys, hidden together (``TOGETHER``)."""
    return TOGETHER + " ".join(actions)

# What a screen says when a click landed on a key that had just come under the pointer
# (``timings.MOVED_TIME``, ``FittingFooter.moved_under``): the click did nothing, and a second
# one presses the key now there.
KEYS_MOVED = N_("The keys changed: click again.")

ROWS_KEPT = 12  # sets of keys kept for a quick return (a turn goes through about four)
LAYOUT_TRIES = 5  # refreshes a row's note waits for its keys' layout (``_note_drawn``)
DRAWN_KEPT = 8  # sets of keys drawn remembered, with when (``FittingFooter.moved_under``)

Keys = tuple[Any, ...]  # everything a row is built from (``FittingFooter.keys_wanted``)


class SayingKey(FooterKey):
    """A footer key whose click, dimmed, presses its key all the same, so that the screen says
    why it does nothing, as it does for the key itself (the setup's ctrl+n at a full table, a
    move's key at the table: ``refuse``). Textual's only rang the bell: a click on the dimmed
    "+ Add player" said the table was full, one on the dimmed "^n Add player" under it did not.

    Its key is pressed as a click's (``GolfApp.press_clicked``), so that what it refuses speaks
    of clicking; and a click on it does nothing but say so where it had only just come under
    the pointer (``FittingFooter.moved_under``)."""

    @on(events.MouseDown)
    def _pressed(self, event: events.MouseDown) -> None:
        """Run before Textual's handler of the class below (``FooterKey.on_mouse_down``)."""
        event.prevent_default()  # nor Textual's bell: the key's refusal rings it
        footer = next((node for node in self.ancestors if isinstance(node, FittingFooter)),
                      None)
        if footer is not None and footer.moved_under(self, event):
            footer.say_moved()
            return
        press = getattr(self.app, "press_clicked", self.app.simulate_key)
        press(self.key)


class SayingLabel(FooterLabel):
    """The words of a group of keys ("Place" after "1234"): a click on them presses no key, and
    did nothing without a word. The screen says what to do (its ``group_clicked``, given the
    group's keys), where it has something to say."""

    @on(events.MouseDown)
    def _pressed(self, event: events.MouseDown) -> None:
        if event.button != 1 or self.parent is None:
            return
        siblings = list(self.parent.children)
        at = siblings.index(self)
        group = siblings[at - 1] if at else None
        if not isinstance(group, KeyGroup):
            return
        keys = [key.key for key in group.query(FooterKey) if key.display]
        said = getattr(self.screen, "group_clicked", None)
        if keys and callable(said):
            said(keys)


class FooterRow(ScrollableContainer, can_focus=False, can_focus_children=False):
    """One set of keys, on one line the footer's width; wider when its keys do not fit."""

    DEFAULT_CSS = """
    FooterRow { layout: horizontal; width: 1fr; height: 1; scrollbar-size: 0 0; }
    """

    def __init__(self, footer: FittingFooter, *keys: Widget) -> None:
        super().__init__(*keys)
        self.footer = footer
        self.tight = False  # its keys are drawn closer together (``FittingFooter.tighten``)
        self.hidden: tuple[str, ...] = ()  # the actions whose keys the fitting hid
        self.fitted = False
        self.restored = False  # keys hidden on a stale measure were given back (once)
        self.spread = False  # drawn wide apart again after it was tight (once a fitting)
        self.settling = 0  # refreshes waited for the layout of its keys spread again
        self.waited = 0  # refreshes waited for a layout that shows its last change (``fit``)
        self.fitting = False  # a fit is waiting for the next refresh (``FittingFooter.refit``)

    async def mount_composed_widgets(self, widgets: list[Widget]) -> None:
        mounted = self.mount_all(widgets)  # styled now; laid out and drawn later
        self.footer.prefit(self)
        await mounted


class FittingFooter(Footer):
    """``hide_first``: the actions whose keys may go, the first to go first (``PALETTE`` for
    the command palette's key at the right). ``spare``: actions whose keys show only where the
    row has room for them as it is: they go before the others are drawn closer together (the
    table's log key, which a turn's moves must not lose their room to)."""

    # A key of a tight row: compact ("d Draw", no space around its key) and one cell before
    # it, so that the row still starts a cell in, under the prompt.
    DEFAULT_CSS = """
    FittingFooter FooterKey.-tight { margin-left: 1; }
    """

    def __init__(self, hide_first: tuple[str, ...], spare: tuple[str, ...] = ()) -> None:
        super().__init__()
        self.hide_first = hide_first
        self.spare = spare
        self.rows: dict[Keys, FooterRow] = {}  # the least recently shown first
        self.row: FooterRow | None = None  # the row shown
        self._width = 0  # the width the rows were fitted to
        # what the footer has shown, cell by cell, and from when (``moved_under``): the last
        # few sets, the one shown now last
        self._drawn: list[tuple[float, dict[int, tuple[str, str]]]] = []

    # --- what tests and callers read -------------------------------------------------------

    @property
    def tight(self) -> bool:
        """Whether the keys shown now are drawn closer together to fit."""
        return self.row is not None and self.row.tight

    @property
    def hidden(self) -> tuple[str, ...]:
        """The actions whose keys the row shown now had to hide."""
        return self.row.hidden if self.row else ()

    @property
    def fitted(self) -> bool:
        """Whether the keys shown now have been fitted to the width."""
        return self.row is not None and self.row.fitted

    @property
    def settled(self) -> bool:
        """Whether the keys shown have been fitted to the footer's width as it is now: a resize
        fits them anew, in a few steps, a layout each."""
        return self.fitted and self._width == self.size.width

    @property
    def overflow(self) -> int:
        """How many cells the keys shown run past the footer's right edge (0 when they fit)."""
        return max(0, self.row.virtual_size.width - self.row.size.width) if self.row else 0

    def shown_keys(self) -> list[FooterKey]:
        """The keys of the row shown now, hidden ones included."""
        return list(self.row.query(FooterKey)) if self.row else []

    # --- what stood under the pointer ------------------------------------------------------

    def moved_under(self, key: FooterKey, press: events.MouseDown) -> bool:
        """Whether ``key``, pressed by ``press``, came under the pointer only just before it
        (``timings.MOVED_TIME``): another key, or none, stood in that cell at some moment
        since then, or the footer changed and is not drawn yet. The footer changes with the
        turn, and the click was aimed at what was there: "l Log" became "k Knock", "w Pause"
        the "3" of "1234 Place" just as a turn began, and placed a card."""
        wait = timings.moved_wait()
        if not wait:
            return False
        cell, now = int(press.screen_x), _identity(key)
        made = getattr(self.app, "press_made", None)  # the press's own time, not its copy's
        since = (made if isinstance(made, float) else press.time) - wait
        for (_shown, cells), after in zip(self._drawn, [*self._drawn[1:], None], strict=True):
            if (after is None or after[0] > since) and cells.get(cell) != now:
                return True
        return False

    def say_moved(self) -> None:
        """A click on a key just come under the pointer did nothing: the screen says so
        (its ``keys_moved``), or a note does."""
        say = getattr(self.screen, "keys_moved", None)
        if callable(say):
            say()
            return
        self.app.bell()
        self.notify(_(KEYS_MOVED), severity="warning", timeout=timings.TOO_SOON_SHOWN)

    def _note_drawn(self, tries: int = LAYOUT_TRIES) -> None:
        """Take note of the keys drawn now, cell by cell, when they differ from the last. A row
        whose keys are not laid out yet (a kept row shown again: no regions after the first
        refresh) is noted after a later one: noted empty, and never again, every click on it
        said "The keys changed" (k, Esc, k, then any click)."""
        cells = self._cells()
        if not cells and tries and self._laying_out():
            self.call_after_refresh(self._note_drawn, tries - 1)
            return
        if self._drawn and self._drawn[-1][1] == cells:
            return
        self._drawn = [*self._drawn[-(DRAWN_KEPT - 1):], (timings.event_clock(), cells)]

    def _laying_out(self) -> bool:
        """Whether the row shown has keys to show that have no place on the screen yet."""
        return self.row is not None and self.row.display and any(
            key.display for key in self.row.query(FooterKey))

    def _cells(self) -> dict[int, tuple[str, str]]:
        """The keys of the row shown, cell by cell, as laid out now."""
        cells: dict[int, tuple[str, str]] = {}
        if self.row is not None and self.row.display:
            for key in self.row.query(FooterKey):
                region = key.region
                if key.display and region.width:
                    cells.update(dict.fromkeys(range(region.x, region.right), _identity(key)))
        return cells

    def _drawn_soon(self) -> None:
        """The keys shown may change with the next refresh: note them once it is done. Until
        then a click on a key that is new counts as on one just come (``moved_under``)."""
        self.call_after_refresh(self._note_drawn)

    # --- building and showing rows ---------------------------------------------------------

    def compose(self) -> Any:
        return ()  # the rows come with the bindings (``bindings_changed``)

    def keys_wanted(self, active: dict[str, ActiveBinding]) -> Keys:
        """Everything a row is built from: a screen's ``active`` bindings (with whether each is
        enabled, its tooltip and how its key is shown)."""
        ascii = self.app.has_class("-ascii")  # a new match may draw in ASCII or not
        return tuple((key, a.binding, a.enabled, a.tooltip, self.app.get_key_display(a.binding),
                      ascii) for key, a in active.items())

    def bindings_changed(self, screen: Screen[Any]) -> None:
        self._bindings_ready = True
        if not screen.app.app_focus or not self.is_attached or screen is not self.screen:
            return  # as Textual's footer: the keys follow when the app has the focus again
        active = textual_words(screen.active_bindings)  # an open Select's "esc Close"
        self.show_keys(self.keys_wanted(active), active)

    def show_keys(self, wanted: Keys, active: dict[str, ActiveBinding]) -> None:
        """Show the row for ``wanted``, built from ``active`` if none is kept."""
        row = self.rows.pop(wanted, None)
        if row is None:
            row = FooterRow(self, *self._build(active))
            self.mount(row)
            self.refit(row)
            while len(self.rows) >= ROWS_KEPT:
                self.rows.pop(next(iter(self.rows))).remove()
        elif not row.fitted:  # replaced before it could be fitted
            self.refit(row)
        self.rows[wanted] = row  # now the most recently shown
        for other in self.rows.values():
            other.display = other is row
        self.row = row
        self._drawn_soon()

    def _build(self, active: dict[str, ActiveBinding]) -> list[Widget]:
        """The keys Textual's footer would compose, each made in its final style: one key per
        action (its first binding), grouped keys under their group's description, then the
        command palette's key."""
        first: dict[str, tuple[Binding, bool, str]] = {}
        for _node, binding, enabled, tooltip in active.values():
            if binding.show:
                first.setdefault(binding.action, (binding, enabled, tooltip))
        widgets: list[Widget] = []
        for group, runs in groupby(first.values(), lambda shown: shown[0].group):
            keys = list(runs)
            if group is not None and len(keys) > 1:
                widgets.append(KeyGroup(*(
                    self._key(binding, enabled, "", tooltip or binding.description, "-grouped")
                    for binding, enabled, tooltip in keys),
                    classes="-compact" if group.compact else ""))
                widgets.append(SayingLabel(self._words(group.description)))
            else:
                widgets.extend(self._key(binding, enabled, binding.description, tooltip)
                               for binding, enabled, tooltip in keys)
        if self.show_command_palette and self.app.ENABLE_COMMAND_PALETTE:
            palette = active.get(self.app.COMMAND_PALETTE_BINDING)
            if palette is not None:
                _node, binding, enabled, tooltip = palette
                widgets.append(self._key(binding, enabled, binding.description,
                                         binding.tooltip or binding.description,
                                         "-command-palette"))
        return widgets

    def _key(self, binding: Binding, enabled: bool, description: str, tooltip: str,
             classes: str = "") -> FooterKey:
        key = SayingKey(binding.key, self.app.get_key_display(binding), self._words(description),
                        binding.action, disabled=not enabled, tooltip=tooltip, classes=classes)
        # Textual's footer binds every key but the palette's to its own style (not compact);
        # a key starts compact. Set now, nothing has to be restyled once it is mounted.
        compact = self.compact or classes == "-command-palette"
        key.set_reactive(FooterKey.compact, compact)
        key.set_class(compact, "-compact", update=False)
        return key

    def _words(self, description: str) -> str:
        """A key's words as drawn: in ASCII mode as ``ascii_words`` writes them ("Flip", not
        "Flip." one cell for "…" one)."""
        return ascii_words(description) if self.app.has_class("-ascii") else description

    # --- fitting ---------------------------------------------------------------------------

    def on_resize(self) -> None:
        self._drawn_soon()
        if self.size.width == self._width:
            return
        first, self._width = not self._width, self.size.width
        if first:  # its first layout: the rows were measured for it (``prefit``, ``fit``)
            return
        # The rows kept were fitted to the old width: only the one shown stays, refitted.
        for wanted, row in list(self.rows.items()):
            if row is not self.row:
                del self.rows[wanted]
                row.remove()
        if self.row is not None:
            for key in [*self.row.query(FooterKey), *self.row.children]:
                key.display = True
            self.tighten(self.row, False)
            self.row.hidden = ()
            self.row.fitted = self.row.restored = self.row.spread = False
            self.row.settling = 0
            self.refit(self.row)

    def prefit(self, row: FooterRow) -> None:
        """Hide the keys of the new ``row`` that its width, measured from the keys' text and
        style before any layout, says will not fit, so that its first frame is right; ``fit``
        measures the row again once laid out."""
        width = self.content_size.width or self.app.size.width  # a footer not yet laid out
        over = sum(_measured(w) for w in row.children if w.display) - width
        keys = list(row.query(FooterKey))
        spared = _hide(keys, self.spare, over, _measured)
        over = sum(_measured(w) for w in row.children if w.display) - width
        if over > 0:
            self.tighten(row, True)
            over = sum(_measured(w) for w in row.children if w.display) - width
        hidden = _hide_all(keys, self.hide_first, over, _measured)
        row.hidden = (*spared, *hidden)

    def refit(self, row: FooterRow) -> None:
        """Fit ``row`` after the next refresh, unless a fit of it is waiting already: one
        chain of fits a row. Two (a new row's, and the resize's that came before its first
        layout, when the terminal grew back from too small a size) ran a fit straight after the
        other's change, on the layout before it: keys given back counted as fitting, and "? Keys"
        ran off the right edge at 72 columns."""
        if not row.fitting:
            row.fitting = True
            row.call_after_refresh(self._fit_now, row)

    def _fit_now(self, row: FooterRow) -> None:
        row.fitting = False
        self.fit(row)
        self._drawn_soon()

    def fit(self, row: FooterRow) -> None:
        """Hide keys of ``row``, in ``hide_first`` order, until it is no wider than the
        footer. The widths hidden are the keys' last laid-out ones, which can be a cell short
        of what the row loses (a row measured while its keys were still being laid out), so
        the row is measured again once laid out anew, and fitted only when it fits (or has
        nothing left to hide). A layout that does not show the row as it is yet is waited for
        (``_laid_out``, a few refreshes at most)."""
        if row is not self.row or row.fitted:
            return  # hidden again before it was laid out: fitted when it shows
        if not self.is_attached or self.screen is not self.app.screen:
            # gone, or covered (a language switched under the scorecard, a resize under the
            # rules): no layout comes until its screen is back, whose keys refit it then
            # (``show_keys``). A fit after every refresh asked again some 265 times a second, a
            # core kept busy; and one that went on measured the row as it was last laid out:
            # the table's row at 60×20, resized to 300×80 and back under the rules, lost every
            # key, each hidden in turn from a width that never changed.
            return
        if not row.size.width:  # not laid out yet
            self.refit(row)
            return
        if not _laid_out(row) and row.waited < LAYOUT_TRIES:
            # The layout has not caught up with the row's last change yet (on a loaded
            # machine): decided on it, a row shrunk from 300×80 to 80×24 still counted the log's
            # key it had hidden and was drawn close together, or lost keys to a width its keys
            # had before they came closer (the setup's, in Norwegian). Measured after a later one.
            row.waited += 1
            self.refit(row)
            return
        row.waited = 0
        over = row.virtual_size.width - row.size.width
        keys = list(row.query(FooterKey))
        if over > 0 and not row.tight:
            spared = _hide(keys, self.spare, over, _width)
            if spared:  # measured again without them before the others come closer
                row.hidden = (*row.hidden, *spared)
                self.refit(row)
                return
            self.tighten(row, True)
            self.refit(row)  # measured again once laid out tight
            return
        hidden = [*row.hidden, *_hide_all(keys, self.hide_first, over, _width)]
        if len(hidden) == len(row.hidden):  # it fits, or nothing is left to hide
            if not row.restored and self._restore(row, keys):
                return
            if self._spread(row) or self._settling(row):
                return
            row.fitted = True
            return
        row.hidden = tuple(hidden)
        self.refit(row)  # measured again before it counts as fitted

    def tighten(self, row: FooterRow, tight: bool) -> None:
        """Draw the keys of ``row`` closer together (``tight``), or as wide apart as Textual's
        footer does: a tight key is compact ("d Draw", not " d Draw ") with one cell before it,
        a cell narrower. The palette's key is compact already; a group's keys are left as they
        are. Each key is restyled at once, so that it is measured in its new style (restyled
        later, a key laid out in between kept its old width, with the text in its new)."""
        row.tight = tight
        for key in row.children:
            if (not isinstance(key, FooterKey) or key.has_class("-command-palette")
                    or key.has_class("-tight") == tight):
                continue
            key.set_reactive(FooterKey.compact, tight or self.compact)
            key.set_class(tight or self.compact, "-compact", update=False)
            key.set_class(tight, "-tight", update=False)
            self.app.stylesheet.apply(key)
            # measured anew: a key not yet mounted (``prefit``) keeps what it measured through
            # ``refresh``, its text (``_render``) and width
            key._layout_cache.clear()
            key.clear_cached_dimensions()
            key.refresh(layout=True)

    def _restore(self, row: FooterRow, keys: list[FooterKey]) -> bool:
        """Give back keys hidden last while they fit in the room the shown ones leave: a row
        measured again before its layout caught up with a hidden key still counts that key's
        width, and then hides one key too many (after a resume the pile's ``h`` went with the
        palette's key, at 80 columns). The room and the keys are measured from their text and
        style as they will be drawn (``_measured``), as ``_spread`` does: a hidden key's last
        layout may be from another style. Once per fitting; True when keys came back (the row
        is then measured again)."""
        row.restored = True
        room = min(row.size.width, self.size.width) - _row_width(row)
        hidden = list(row.hidden)
        while hidden and not (row.tight and hidden[-1] in self.spare):
            back = [k for k in _standing(keys, hidden[-1]) if not k.display]
            width = sum(_measured(k) for k in back)
            if not back or width > room:
                break
            for key in back:
                key.display = True
            room -= width
            hidden.pop()
        if len(hidden) == len(row.hidden):
            return False
        row.hidden = tuple(hidden)
        self.refit(row)
        return True

    def _spread(self, row: FooterRow) -> bool:
        """Draw the keys of a tight ``row`` as wide apart as Textual does again where they fit
        so, and no key but a spared one (``spare``) is hidden: a row measured before its layout
        caught up with the spared key's hiding still counted that key, and was drawn tight with
        cells to spare (the Norwegian table's keys at 80×24 after the terminal was 300×80,
        where "l Logg" showed: nine cells). Whether they fit is measured from the keys' text
        and style as they will be drawn (the words of a group too), not from the last layout,
        which may not have caught up either: spread on the room its keys alone left, the peek's
        row ran past the right edge ("? Key▏"). It counts as fitted only once laid out so
        (``_settling``). Once a fitting, so that a row never goes back and forth: spread and
        found too wide after all, it is tightened again and stays so. True when they are spread
        (the row is then measured again)."""
        if (not row.tight or row.spread
                or any(action not in self.spare for action in row.hidden)):
            return False
        row.spread = True
        self.tighten(row, False)
        if _row_width(row) > min(row.size.width, self.size.width):
            self.tighten(row, True)  # restyled back before any frame showed it spread
            return False
        self.refit(row)
        return True

    def _settling(self, row: FooterRow) -> bool:
        """Whether ``row``, spread again (``_spread``), waits for a layout that draws its keys
        as measured: a fit on an earlier layout, still tight, found the row narrow enough
        whatever it measured. Waited for a few refreshes (``LAYOUT_TRIES``), then drawn close
        together again: a key cut is worse than a row tight with cells to spare."""
        if not row.spread or row.tight:
            return False
        if sum(_width(widget) for widget in row.children if widget.display) == _row_width(row):
            return False
        row.settling += 1
        if row.settling > LAYOUT_TRIES:
            self.tighten(row, True)
        self.refit(row)
        return True


def _hide(keys: list[FooterKey], hide_first: tuple[str, ...], over: int,
          width: Callable[[Widget], int]) -> list[str]:
    """Hide ``keys``, in ``hide_first`` order, until ``over`` cells (each key ``width``) are
    gone; the actions whose keys went."""
    return _hiding(keys, hide_first, over, width)[0]


def _hiding(keys: list[FooterKey], hide_first: tuple[str, ...], over: int,
            width: Callable[[Widget], int]) -> tuple[list[str], int]:
    """``_hide``, and the cells still over once it is done (0 or fewer: none)."""
    hidden: list[str] = []
    for action in hide_first:
        if over <= 0:
            break
        for key in _standing(keys, action):
            if key.display:
                over -= width(key)
                key.display = False
                if action not in hidden[-1:]:  # a group and its words are hidden as one
                    hidden.append(action)
    return hidden, over


def _standing(keys: list[FooterKey], action: str) -> list[Widget]:
    """The widgets of a row (its keys ``keys``) that stand for ``action`` of ``hide_first``:
    its key (or keys), or for a group beside a key (``GROUP_BESIDE``) every group of keys with
    its words, where that key is shown."""
    if action.startswith(TOGETHER):
        actions = action[len(TOGETHER):].split(" ")
        return [key for key in keys if any(_stands_for(key, one) for one in actions)]
    if not action.startswith(GROUP_BESIDE):
        return [key for key in keys if _stands_for(key, action)]
    shown = action[len(GROUP_BESIDE):]
    if not any(key.display and _stands_for(key, shown) for key in keys):
        return []
    # found from the row (the parent of the key beside them): a new row's groups have no keys
    # of their own mounted yet when it is first fitted (``FittingFooter.prefit``)
    row = next(key.parent for key in keys if _stands_for(key, shown))
    widgets = list(row.children) if row is not None else []
    out: list[Widget] = []
    for group, after in zip(widgets, [*widgets[1:], None], strict=True):
        if isinstance(group, KeyGroup):
            out += [group, *([after] if isinstance(after, FooterLabel) else [])]
    return out


def _hide_all(keys: list[FooterKey], hide_first: tuple[str, ...], over: int,
              width: Callable[[Widget], int]) -> list[str]:
    """``_hide``, and where the keys on ``hide_first`` were not enough, the others from the
    right, each whole (a group's keys stay: they are a turn's moves): a row still too wide
    once its list was done ran off the right edge, cut mid-word ("? Tangente" under "Make
    the terminal larger" at 40 columns in Swedish). The keys screen (``?``) lists every key,
    and a hidden key still works."""
    hidden, over = _hiding(keys, hide_first, over, width)
    for key in reversed(keys):
        if over <= 0:
            break
        if key.display and not isinstance(key.parent, KeyGroup):
            over -= width(key)
            key.display = False
            hidden.append(_hidden_as(key))
    return hidden


def _hidden_as(key: FooterKey) -> str:
    """The name ``key`` is hidden under (``FooterRow.hidden``): its action, or ``PALETTE``."""
    return PALETTE if key.has_class("-command-palette") else key.action


def _measured(widget: Widget) -> int:
    """The cells ``widget`` (styled, not yet laid out) will take in its row: its text's, or
    its shown children's, with its padding, border and margins."""
    styles = widget.styles
    if widget.children:
        content = sum(_measured(child) for child in widget.children if child.display)
    else:
        content = widget.get_content_width(Size(0, 0), Size(0, 0))
    return content + styles.gutter.width + styles.margin.width


def _row_width(row: FooterRow) -> int:
    """The cells the keys shown in ``row`` take, measured from their text and style as they
    are now (``_measured``), whatever the row's last layout was."""
    return sum(_measured(widget) for widget in row.children if widget.display)


def _laid_out(row: FooterRow) -> bool:
    """Whether the last layout of ``row`` shows it as it is now: its keys shown are as wide as
    they measure (``_row_width``), and the row as wide as they are, or as the footer."""
    laid = sum(_width(widget) for widget in row.children if widget.display)
    return laid == _row_width(row) and row.virtual_size.width == max(laid, row.size.width)


def _width(key: Widget) -> int:
    """The cells ``key`` takes in its row, as last laid out (kept while it is hidden), or as
    measured from its text for a key hidden before it was ever laid out (``prefit``)."""
    if not key.outer_size.width:
        return _measured(key)
    margin = key.styles.margin
    return key.outer_size.width + margin.left + margin.right


def _identity(key: FooterKey) -> tuple[str, str]:
    """What a click on ``key`` does: its key and action (its words may change, "k Knock" to
    "k/⏎ Knock", and a click on it still does the same)."""
    return key.key, key.action


def _stands_for(key: FooterKey, action: str) -> bool:
    if action == PALETTE:
        return key.has_class("-command-palette")
    return key.action == action and not key.has_class("-command-palette")
