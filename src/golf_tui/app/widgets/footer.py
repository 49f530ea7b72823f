"""A footer that keeps to one line: when its keys do not fit the width, it hides the least needed
ones, in a given order, until they do.

Textual's footer lets a row that is too wide run off the screen's right edge (under the command
palette's key), so the last keys of a crowded turn (four moves, the keys to look things up and
"? Keys") were cut off at 80 columns in some languages. A hidden key still works and the keys
screen (``?``) lists it; only its place in the footer goes.
"""

from __future__ import annotations

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
