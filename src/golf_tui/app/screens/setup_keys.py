"""The setup screen's keys (F1, or ? outside a name): what the setup binds, read from its
bindings and its seats' (so a key added there is listed here), and the keys of the fields."""

from __future__ import annotations

from collections.abc import Iterable

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from ...i18n import N_, _
from ..ascii_signs import ascii_text
from .help import KEYS_CLOSE, PALETTE_KEYS, LookUp, keys_table, mouse_table

# Key names as the keys screen writes them; other names are written as Textual spells them.
_KEY_NAMES = {"up": "↑", "down": "↓", "question_mark": "?", "f1": "F1", "delete": "Delete",
              "escape": "Esc"}

# The fields' own keys, which no binding of ours lists: (key, what it does), in English. SPACE
# is the space bar's name, translated where shown as on the table's keys screen.
SPACE = "space"
FIELD_KEYS: list[tuple[str, str]] = [
    ("Tab / shift+Tab", N_("Go to the next / previous field")),
    ("Enter", N_("In a name: confirm it and go to the next player's name")),
    ("abc…", N_("After the last name: type to add a player of that name")),
    (f"Enter / {SPACE}", N_("On a choice: open it; ↑ ↓ and Enter choose")),
    (SPACE, N_("On a checkbox: tick or untick it")),
    ("↑ ↓", N_("In the ruleset list: choose a ruleset")),
    ("↑ ↓ PgUp PgDn", N_("In the text under the rules (after the match length): scroll it")),
]
# What a (left) click does on the setup (its "With the mouse", as the table's keys list has
# one: ``help.TABLE_CLICKS``): (where, what), in English; ``SEAT`` stands for the seat's
# buttons as drawn (``seat_row.SEAT_BUTTONS``: ↑ ↓ ✕, in ASCII ^ v x). As the widgets do:
# ``NameInput._on_mouse_up``, ``WhyButton._on_click``, the setup's ``_keys_clicked``.
SEAT = "seat"
SETUP_CLICKS: list[tuple[str, str]] = [
    (N_("a name"), N_("type in it; a name nobody typed (\"Player 2\") is selected whole, so"
                      " typing replaces it")),
    (SEAT, N_("move that player up or down the turn order, or remove them")),
    (N_("buttons"), N_("\"+ Add player\" adds a player, \"Start ▶\" starts the match; a"
                       " dimmed button, clicked, says why it is dimmed")),
    (N_("lists"), N_("a click on the ruleset list chooses a ruleset; one on a choice (a kind,"
                     " the language) opens it, one on an option chooses it, one outside"
                     " closes it; one on a checkbox ticks or unticks it")),
    (N_("F1 keys"), N_("above the form: this list")),
    (N_("key bar"), N_("a key there does what pressing it does; ^p (bottom right): the command"
                       " palette")),
]
OTHER_KEYS: list[tuple[str, str]] = [
    (PALETTE_KEYS, N_("Command palette: rules, history, statistics, language, theme")),
]  # ctrl+q: a binding of the setup's (listed with them)


def key_text(keys: str) -> str:
    """``ctrl+up,shift+up`` as ``ctrl+↑ / shift+↑``."""
    out = []
    for key in keys.split(","):
        *mods, name = key.strip().split("+")
        out.append("+".join([*mods, _KEY_NAMES.get(name, name)]))
    return " / ".join(out)


def binding_keys(bindings: Iterable[BindingType]) -> list[tuple[str, str]]:
    """(keys, what they do) of each ``Binding``, in the current language: its tooltip, or its
    footer label when it has none."""
    return [(key_text(b.key), _(b.tooltip or b.description))
            for b in bindings if isinstance(b, Binding) and (b.tooltip or b.description)]


# Above the keys: what a newcomer choosing a ruleset could not learn from the setup (its
# summaries say how each ruleset differs, never that the lowest total wins).
AIM = N_("Golf: the lowest total wins, so low cards are good. \"Rules\" in the command palette"
         " shows the chosen ruleset in full.")


class SetupKeysScreen(LookUp):
    """The aim of the game, then every key of the setup screen."""

    def compose(self) -> ComposeResult:
        from ..widgets.seat_row import SEAT_BUTTONS, SeatRow
        from .setup import SetupScreen
        from .setup_rules import HANDOVER_ABOUT

        with VerticalScroll(id="help-box", classes="help-box") as box:
            box.border_title = _("Keys · setup")
            box.border_subtitle = _(KEYS_CLOSE)
            plain = self.plain
            players = plain(binding_keys(SeatRow.BINDINGS))
            match = plain(binding_keys(SetupScreen.BINDINGS))
            fields = plain([(key.replace(SPACE, _("space")), _(words))
                            for key, words in FIELD_KEYS])
            other = plain([(key, _(words)) for key, words in OTHER_KEYS])
            width = max(cell_len(key) + 2 for key, _words in players + match + fields + other)
            yield Static(Text(_(AIM) + "\n"), id="setup-aim")
            yield Static(keys_table(_("Players: the one whose name or kind has the focus"),
                                    players, width))
            yield Static(keys_table(_("The match"), match + other, width))
            yield Static(keys_table(_("The fields"), fields, width))
            seat = " ".join(SEAT_BUTTONS[cls][self.app.has_class("-ascii")]
                            for cls in ("up", "down", "remove"))
            clicks = plain([(seat if where == SEAT else _(where), _(words))
                            for where, words in SETUP_CLICKS])
            yield Static(mouse_table(clicks), id="mouse")
            # the Table choice's options said when, never what: a newcomer looked here for it
            yield Static(Text.assemble((_("Table"), "bold"), "\n",
                                       ascii_text(_(HANDOVER_ABOUT),
                                                  self.app.has_class("-ascii"))))
        yield Footer()
