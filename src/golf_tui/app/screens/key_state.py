"""What the parts of the table's keys and clicks (``TableKeys``) share: the table's state they
read and change (the cursor, the flip or peek or knock asked, the reason said, the pace), whether
the table is covered for want of room (``too_small``), and stubs of what ``TableScreen`` and each
part give the others. The base of ``TableKeys``'s parts."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from textual.screen import Screen

from ...engine import Action, SeatView
from ..hints import Hint

if TYPE_CHECKING:
    from textual.timer import Timer

    from ..controller import Controller
    from ..layout import Fit
    from ..widgets.status import StatusBar


class KeyState(Screen[None]):
    """The table's state the keys and clicks share (the base of ``TableKeys``'s parts,
    set up by ``TableScreen``)."""

    ctrl: Controller
    rows: int
    cols: int
    size_: int
    armed: str | None
    cursor: int | str | None  # a grid position, or a pile (``PILE_SPOTS``)
    said: Hint | None  # why the last key did nothing, shown in place of the prompt
    busy: bool
    skip: bool
    paused: bool
    noted: bool
    pace: float
    show_history: bool
    history_for: tuple[int | None, tuple[int, int, int] | None]
    fitted: Fit | None
    built: bool
    status: StatusBar
    _note_timer: Timer | None
    # when cards peeked at were last held on show (Textual's event clock): ``too_soon``
    held_from = -math.inf
    # when the knock was asked, or an answer to it made too soon (Textual's event clock): a k
    # or Enter made sooner than the reading time after it does not knock (``_knock_too_soon``)
    knock_from = -math.inf

    if TYPE_CHECKING:  # provided by TableScreen

        def render_table(self) -> None:
            ...

        def act(self, action: Action) -> bool:
            ...

        def fit_table(self) -> None:
            ...

        def pace_changed(self) -> None:
            ...

        def pace_pending(self) -> None:
            ...

        def bots_resume(self) -> None:
            ...

    if TYPE_CHECKING:  # provided by the parts of ``TableKeys``

        def hide_then(self) -> bool:
            ...

        def act_on_pile(self, action: Action) -> None:
            ...

        def _below(self, spot: str) -> int:
            ...

        def pile_move(self, spot: str) -> Action:
            ...

        def action_knock(self) -> None:
            ...

        def _unknock(self) -> bool:
            ...

        def _bots_turn(self) -> Hint | None:
            ...

        def cursor_move(self) -> Action | None:
            ...

        def _picked(self, pos: int) -> tuple[SeatView, Action | None]:
            ...

        def say(self, hint: Hint | None) -> None:
            ...

        def pick(self, pos: int, *, keep_cursor: bool = False) -> None:
            ...

        def _first_then(self, v: SeatView) -> Hint:
            ...

        def as_clicked(self, hint: Hint) -> Hint:
            ...

        def action_enter(self) -> None:
            ...

    @property
    def too_small(self) -> bool:
        """The table is covered by the message asking for a larger terminal."""
        return self.fitted is not None and not self.fitted.fits
