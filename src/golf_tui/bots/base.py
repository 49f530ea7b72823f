"""The contract every computer player keeps."""

from __future__ import annotations

from typing import Protocol

from ..engine import Action, SeatView


class Bot(Protocol):
    """Decides from a view. ``choose`` is called only when the view's seat is to act; it must
    return one of ``view.legal``. ``observe`` lets a bot remember what its seat saw (every view
    of its seat is passed, its own turns and others'); ``new_hole`` forgets the last hole."""

    kind: str

    def choose(self, view: SeatView) -> Action: ...

    def observe(self, view: SeatView) -> None: ...

    def new_hole(self) -> None: ...
