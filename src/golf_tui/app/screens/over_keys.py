"""The match over's keys (``?``/F1 there, or the palette's "Keys for this screen"): what the
match-over screen binds, read from its bindings (so a key added there is listed here), and the
keys of its buttons. The table's keys list, which ``?`` opened there before, named the moves of
a match that is over, and the palette no longer offered it there."""

from __future__ import annotations

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.widgets import Footer, Static

from ...i18n import N_, _
from .help import KEYS_CLOSE, PALETTE_KEYS, LookUp, grouped, keys_table
from .over import SCROLL, SCROLL_KEY_WORDS
from .setup_keys import key_text

# What each of the match over's bindings does, by its action, in English; a binding not named
# here is listed with its footer label.
WORDS: dict[str, str] = {
    # the deal passes to the left (``GolfApp.on_table_screen_match_done``): the players are
    # remembered in the new order, which a player saw only at the next setup
    "choose('again')": N_("Play again: the same players and rules; the next player deals"),
    "choose('setup')": N_("Back to the setup, for a new match"),
    "choose('quit')": N_("Quit the game"),
    "look('log')": N_("Every move of the match's last hole, newest last"),
    "look('scorecard')": N_("Every hole of the match, golf-scorecard style"),
    "look('rules')": N_("The rules of this table, with its house rules"),
    "look('keys')": N_("This list of keys"),
}
BUTTON_KEYS: list[tuple[str, str]] = [
    ("Tab / shift+Tab", N_("Go to the next / previous button")),
    ("Enter", N_("Press the button in focus")),
]
PALETTE = N_("Command palette: %(commands)s")


class MatchOverKeysScreen(LookUp):
    """Every key of the match-over screen."""

    def compose(self) -> ComposeResult:
        from .match_over import MatchOverScreen

        with VerticalScroll(id="help-box", classes="help-box") as box:
            box.border_title = _("Keys · match over")
            box.border_subtitle = _(KEYS_CLOSE)
            keys = []
            for b in MatchOverScreen.BINDINGS:
                if not isinstance(b, Binding) or not b.description:
                    continue
                if b.action == SCROLL:  # the scroll keys, named together (``over.SCROLL_KEYS``)
                    keys += [(names, _(words)) for names, words in SCROLL_KEY_WORDS]
                else:
                    keys.append((key_text(b.key), _(WORDS.get(b.action, b.description))))
            buttons = [(key, _(words)) for key, words in BUTTON_KEYS]
            offered = ", ".join(grouped(self.palette_titles()))
            other = [(PALETTE_KEYS, _(PALETTE) % {"commands": offered})]
            keys, buttons, other = self.plain(keys), self.plain(buttons), self.plain(other)
            width = max(cell_len(key) + 2 for key, _words in keys + buttons + other)
            yield Static(keys_table(_("Match over"), keys + other, width))
            yield Static(keys_table(_("The buttons"), buttons, width))
        yield Footer()
