"""Where a choice's open list goes (a ``Select``'s): inside the part of the screen its form has,
under its field where the whole list fits there, else on the side with more room (over the
field where that has it all), as high as that side allows, and scrolling inside then.

Textual puts the list under its field and keeps it only on the screen (``constrain: none
inside``, with the screen for bounds: no container can be given): near the bottom it slid up
until it fitted, over the setup's Ready line and keys and over its own field. At 80×24 the
setup's Theme list (twenty-odd themes, at most 12 lines as Textual draws it) ran from the
field's line above to the bottom row, and at 60×20 the Language list covered the bottom bar's
rule. The list keeps Textual's look, and its most lines (its ``max-height``); only its place
and its height change, set on the list while it is open (``fit_open_list``)."""

from __future__ import annotations

from textual.geometry import Region
from textual.widgets import Select
from textual.widgets._select import SelectCurrent, SelectOverlay


def fit_open_list(overlay: SelectOverlay, room: Region) -> bool:
    """``overlay`` (an open list) placed within ``room`` (a region of the screen), beside its
    field: under it where the list fits there, or where there is no more room over it; else
    over it. True where its place or its height changed (its highlight may need scrolling
    back into sight)."""
    field = overlay.parent
    if not isinstance(field, Select) or not field.expanded:
        return False
    shown = field.query_one(SelectCurrent).region  # (where the list goes under, as Textual has it)
    if not shown.area or not room.area:
        return False  # not laid out yet, or out of sight
    size = overlay.app.size
    most = overlay.styles.base.max_height  # Textual's (12 lines), not one set here before
    gutter = overlay.styles.gutter
    # the width its options are laid out in: its own once drawn, else its field's
    width = overlay.content_region.width or max(1, shown.width - gutter.width)
    wanted = overlay.get_content_height(size, size, width) + gutter.height
    if most is not None:
        wanted = min(wanted, int(most.resolve(size, size)))
    below = room.bottom - shown.bottom
    above = shown.y - room.y
    if wanted <= below or below >= above:
        height, offset = min(wanted, below), 0
    else:
        height = min(wanted, above)
        offset = -(shown.height + height)
    height = max(height, 1)
    styles = overlay.styles
    before = (styles.inline.max_height, styles.inline.offset)
    styles.max_height = height
    styles.offset = (0, offset)
    return (styles.inline.max_height, styles.inline.offset) != before
