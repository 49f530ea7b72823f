"""The table's bindings (``BINDINGS``: named in the footer, with a disabled move's key bound
again to say why), every key they bind (``bound_keys``), and the footer's copies of them in the
current language, while a flip, a peek or a knock waits (``translated``)."""

from __future__ import annotations

from dataclasses import replace
from functools import cache

from textual.binding import ActiveBinding, Binding, BindingType

from ...i18n import N_
from .bindings import KEYS_LABEL, translated_active
from .table_words import GAME_ACTIONS, REFUSED_KEYS

PLACE = Binding.Group(N_("Place"), compact=True)
FLIP = Binding.Group(N_("Flip"), compact=True)
PEEK = Binding.Group(N_("Peek"), compact=True)


def _digit_bindings() -> list[BindingType]:
    out: list[BindingType] = []
    for kind, group in (("place", PLACE), ("flip", FLIP), ("peek", PEEK)):
        out += [Binding(str(i + 1), f"{kind}({i})", group.description, group=group)
                for i in range(9)]
    out += [Binding(str(i + 1), f"explain({i})", "", show=False) for i in range(9)]
    return out


# The descriptions are English (marked with N_); ``translated`` gives the current language's.
BINDINGS: list[BindingType] = [
    Binding("d", "draw", N_("Draw"), tooltip=N_("Draw the top card of the stock")),
    Binding("t", "take", N_("Take"), tooltip=N_("Take the top card of the discard pile")),
    Binding("x", "throw", N_("Throw away"),
            tooltip=N_("Throw the drawn card onto the discard pile")),
    Binding("k", "knock", N_("Knock"), tooltip=N_("Knock: everyone else gets one more turn")),
    Binding("f", "arm('flip')", N_("Flip…"), tooltip=N_("Flip one of your face-down cards")),
    Binding("p", "arm('peek')", N_("Peek…"),
            tooltip=N_("Peek at one of your face-down cards, for a penalty")),
    # w (wait), at any time at a table with bots: stop them to look at the table, and go on.
    # It was p on a computer's turn, the peek's key on a person's own: one key, two meanings,
    # and in rules without peeks p on one's own turn said peeking was not allowed. In the
    # footer during the computers' turns and while paused; on a person's own turn the same
    # key, unshown, has the bots wait once the turn is over. Textual tries the next binding
    # of w while the one before is disabled.
    Binding("w", "pause", N_("Pause"), tooltip=N_("Stop the bots to look at the table")),
    # On a person's own turn, "w Go on" is a key of its own action, which the footer hides
    # before the turn's moves (the opening's "123456 Flip" went first with the cursor on a
    # card): the status line still says the bots are paused.
    Binding("w", "go_on('ahead')", N_("Go on"), tooltip=N_("Let the bots play on")),
    Binding("w", "go_on", N_("Go on"), tooltip=N_("Let the bots play on")),
    Binding("w", "pause('ahead')", show=False),
    *_digit_bindings(),
    Binding("enter", "enter", N_("OK"), key_display="⏎"),
    Binding("escape", "cancel", N_("Cancel"), show=False),
    Binding("left", "move(0,-1)", show=False),
    Binding("right", "move(0,1)", show=False),
    Binding("up", "move(-1,0)", show=False),
    Binding("down", "move(1,0)", show=False),
    Binding("space", "skip", N_("Skip ahead"), tooltip=N_("Play the bots' turns at once")),
    # Not in the footer: with computer players it would not fit 80 columns; the keys screen
    # (? / F1) lists them.
    Binding("plus", "pace(-1)", N_("Faster"), key_display="+", show=False),
    Binding("minus", "pace(1)", N_("Slower"), key_display="-", show=False),
    # in the footer only where the row has room for it as it is (``FittingFooter.spare``)
    Binding("l", "log", N_("Log"), tooltip=N_("What happened so far, newest last")),
    Binding("h", "history", N_("Pile"), tooltip=N_("Show the discard pile, top first")),
    Binding("s", "scorecard", N_("Scores")),
    Binding("r", "rules", N_("Rules")),
    Binding("question_mark,f1", "keys", KEYS_LABEL, key_display="?"),
    # q is no move at the table: it quits, as ctrl+q does (asking first), and as q does on the
    # match-over screen; at the keys screen, not in the footer, which it would crowd.
    Binding("q", "app.quit_game", N_("Quit"), show=False),
    # A move's key when the move is not allowed now: Textual tries a key's next binding when the
    # first is disabled, so these say why (as a digit's ``explain`` does) instead of nothing.
    *(Binding(key, f"refuse('{move}')", show=False) for key, move in REFUSED_KEYS),
]


@cache
def bound_keys() -> frozenset[str]:
    """Every key the table binds, whatever it does now (a disabled move's key says why)."""
    return frozenset(key for b in BINDINGS if isinstance(b, Binding)
                     for key in b.key.split(","))


# Shown in the footer while a flip or peek waits for its card, in place of the other moves
# (which still work): with them, the peek's row ran past 80 columns and lost "? Keys". While a
# knock is asked, the knock's key stays, as one with Enter's: either knocks ("k/⏎ Knock").
ARMED_HIDES = frozenset(GAME_ACTIONS) | {"arm"}
KNOCK_KEY_DISPLAY = "k/⏎"


def translated(bindings: dict[str, ActiveBinding], armed: str | None = None,
               enter: str | None = None) -> dict[str, ActiveBinding]:
    """The screen's active bindings as the footer should show them, in the current language:
    Textual reads a binding's description when the footer is built, so the table hands the
    footer translated copies while its key handling keeps the English originals. ``armed``: a
    flip or peek waits for its card, so the footer offers the positions and Esc instead of the
    other moves; or a knock is asked ("knock"), and the footer offers the knock's key (Enter's
    too, which it shows with it) and Esc. Once the arrow keys have picked a card with a move,
    Enter is enabled and shown after the digits, which still work: the footer keeps them where
    the row has room for them as it is (``footer.beside``; only Enter was shown, and the flip
    opening's "123456 Flip" became "⏎ OK" at the first arrow). ``enter``: Enter's words in
    place of "OK", the move it makes on the card the arrow keys picked (``prompts.
    enter_words``), already in the current language."""
    out = {}
    for key, active in bindings.items():
        shown = translated_active(active)
        b = shown.binding
        knocking = armed == "knock" and b.action in ("knock", "enter")
        if knocking and b.action == "enter":
            b = replace(b, show=False)  # shown with the knock's key: "k/⏎ Knock"
        elif knocking:
            b = replace(b, key_display=KNOCK_KEY_DISPLAY)
        elif armed and b.action.split("(")[0] in ARMED_HIDES:
            b = replace(b, show=False)
        elif armed and b.action == "cancel":
            b = replace(b, show=True)
        if enter and b.action == "enter":
            b = replace(b, description=enter)
        out[key] = shown._replace(binding=b)
    return out
