"""A footer that keeps to one line: when its keys do not fit the width, it hides the least needed
ones, in a given order, until they do.

Textual's footer lets a row that is too wide run off the screen's right edge (under the command
palette's key), so the last keys of a crowded turn (four moves, the keys to look things up and
"? Keys") were cut off at 80 columns in some languages. A hidden key still works and the keys
screen (``?``) lists it; only its place in the footer goes.
"""

from __future__ import annotations

from typing import Any

from textual.app import ComposeResult
from textual.screen import Screen
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

# The palette's key is not a binding of the screen: it stands for itself in ``hide_first``.
PALETTE = "command_palette"


class FittingFooter(Footer):
    """``hide_first``: the actions whose keys may go, the first to go first (``PALETTE`` for
    the command palette's key at the right)."""

    def __init__(self, hide_first: tuple[str, ...]) -> None:
        super().__init__()
        self.hide_first = hide_first
        self.hidden: tuple[str, ...] = ()  # what the last fitting hid
        self.fitted = False  # whether the keys shown now have been fitted (for tests)
        self.asked: tuple[Any, ...] | None = None  # the keys the last recompose was asked for

    def keys_wanted(self, screen: Screen[Any]) -> tuple[Any, ...]:
        """Everything the footer's keys are composed from: the screen's active bindings (with
        whether each is enabled, its tooltip and how its key is shown)."""
        return tuple((key, active.binding, active.enabled, active.tooltip,
                      self.app.get_key_display(active.binding))
                     for key, active in screen.active_bindings.items())

    def bindings_changed(self, screen: Screen[Any]) -> None:
        # Screens refresh their bindings more often than the keys change (a hand-over closing
        # over the table, a move that leaves the same keys): composing the same keys again
        # costs a remount and two layouts for nothing.
        if screen is not self.screen or not self.is_attached:
            super().bindings_changed(screen)
            return
        wanted = self.keys_wanted(screen)
        if wanted == self.asked:
            return
        if screen.app.app_focus:  # Textual recomposes only then
            self.asked = wanted
        super().bindings_changed(screen)

    def compose(self) -> ComposeResult:
        # A new FooterKey starts compact and is then bound to the footer's (not compact) style
        # (the palette's key is not bound, and stays compact): with eight players, restyling
        # every key for that was a few percent of a move's time. Starting each key in the
        # style it ends in leaves nothing to restyle.
        for widget in super().compose():  # grouped keys too: they are yielded inside the group
            if isinstance(widget, FooterKey):
                compact = self.compact or widget.has_class("-command-palette")
                widget.set_reactive(FooterKey.compact, compact)
                widget.set_class(compact, "-compact", update=False)
            yield widget

    async def recompose(self) -> None:
        self.fitted = False
        await super().recompose()
        self.hidden = ()
        self.call_after_refresh(self.fit)

    def on_resize(self) -> None:
        if self.hidden:  # a wider screen may have room for them again
            self.call_after_refresh(self.recompose)
        else:
            self.call_after_refresh(self.fit)

    def fit(self) -> None:
        """Hide keys, in ``hide_first`` order, until the row is no wider than the footer."""
        self.fitted = True
        over = self.virtual_size.width - self.size.width
        if over <= 0:
            return
        keys = list(self.query(FooterKey))
        hidden = list(self.hidden)
        for action in self.hide_first:
            if over <= 0:
                break
            for key in keys:
                if key.display and _stands_for(key, action):
                    margin = key.styles.margin
                    over -= key.outer_size.width + margin.left + margin.right
                    key.display = False
                    hidden.append(action)
        self.hidden = tuple(hidden)


def _stands_for(key: FooterKey, action: str) -> bool:
    if action == PALETTE:
        return key.has_class("-command-palette")
    return key.action == action and not key.has_class("-command-palette")
