"""The setup's offer of the unfinished match saved, on a line above Start: "Saved match: Kari,
Ola and Siri · swedish-6, hole 4 of 9" and a button "^o Resume".

A player who chose New match at the start-up's offer (or Escape there), or New match during a
match, came to a setup that had no way back to the match: only quitting and starting golf-tui
again offered it. The button and ctrl+o (a priority key of the setup: it works in a name) run
the setup's ``resume_saved``, as the palette's entry does; the app resumes the match as the
start-up's Resume does (``GolfApp.resume_saved``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.content import Content
from textual.widgets import Button, Static

from ...i18n import N_, _, and_list, ngettext
from ..ascii_signs import ascii_text, line_cut
from .focus_mark import MarkedButton

if TYPE_CHECKING:
    from ...storage import AutosaveInfo

RESUME_KEY = "ctrl+o"  # the setup's key for it (``SetupScreen.BINDINGS``)
# the setup's ctrl+o with no match to offer (the keys list names the key all the same)
NONE_SAVED = N_("No unfinished match is saved: there is nothing to resume.")


def offer_words(info: AutosaveInfo, others: int = 0) -> str:
    """The line's words: whose match and where it stands (at 80 columns there is no room for
    more with three names: the line's tooltip says the rest, ``offer_tip``); with ``others``
    saved matches beside it (``Session.others``), how many there are, with the first."""
    words = {"who": and_list(info.players), "where": info.where(), "count": others + 1}
    if others:  # the count first: cut at the right end, "(and 1 more)" went first
        return ngettext("%(count)d saved matches: %(who)s · %(where)s",
                        "%(count)d saved matches: %(who)s · %(where)s", others + 1) % words
    return _("Saved match: %(who)s · %(where)s") % words


def fitted_words(info: AutosaveInfo, others: int, width: int, ascii: bool = False) -> str:
    """``offer_words`` made to fit ``width`` cells: whole where they fit, else with a shorter
    label ("Saved: Kari, Ola and Siri · Nine-card Golf, after hole 3 of 9"), else with the
    names cut ("Saved: Anna-Karin, Eva-L… · Niokortsgolf, efter hål 3 av 9"): the game and the
    hole, which tell one saved match from another, are kept whole, where the line cut at its
    end read "Sparat parti: Anna, Erik och Karin · Niokortsgolf, eft…" at 80 columns. Where
    even they do not fit, the shorter line, which the line's own "…" cuts at its end.

    The words come as the terminal draws them (``ascii_text`` where ``ascii``), and are measured
    so: in ASCII mode a "…" is "..." (``line_cut``), two cells wider, and a line measured before
    that ran two cells past its width."""

    def drawn(text: str) -> str:
        return ascii_text(text, ascii)

    whole = drawn(offer_words(info, others))
    if cell_len(whole) <= width:
        return whole
    who = and_list(info.players)
    words = {"who": who, "where": info.where(), "count": others + 1}

    def short(who: str) -> str:
        if others:
            # Translators: the setup's line of saved matches, where the whole line ("%(count)d
            # saved matches: …") does not fit: "2 saved: Kari and Ola · Sexkortsgolf, hole 4 of 9"
            return drawn(ngettext("%(count)d saved: %(who)s · %(where)s",
                                  "%(count)d saved: %(who)s · %(where)s",
                                  others + 1) % {**words, "who": who})
        # Translators: the setup's line of the saved match, where "Saved match: …" does not
        # fit: "Saved: Kari and Ola · Sexkortsgolf, hole 4 of 9"
        return drawn(_("Saved: %(who)s · %(where)s") % {**words, "who": who})

    mark = line_cut(ascii)
    room = width - cell_len(short(""))
    if cell_len(short(who)) <= width or room < 1 + len(mark):
        return short(who)
    cut = ""
    for char in who:
        if cell_len(drawn(cut + char)) > room - len(mark):
            break
        cut += char
    return short(cut.rstrip(" ,") + mark)


def start_fate(info: AutosaveInfo, others: int = 0) -> str:
    """What Start does to the saved match offered (``info``, with ``others`` beside it): one
    the autosave holds is kept aside for the new match where a move is played in it
    (``Store.set_aside_replaced``), and replaced where none is; one moved aside already
    stays where it is (a new match moves only the autosave). "Start keeps it aside" was said
    of a match with no move played too, which the new match simply replaced."""
    if info.aside:
        return (_("Start leaves them where they are.") if others
                else _("Start leaves it where it is."))
    if not info.played:
        return _("Start replaces it: no move is played in it yet.")
    return _("Start keeps it aside for a new match.")


def offer_tip(info: AutosaveInfo, others: int = 0) -> str:
    """The line's tooltip: its words whole, and what Start and ctrl+o do to the match (or,
    with ``others`` beside it, to the matches)."""
    resume = _("ctrl+o shows each, to resume one.") if others else _("ctrl+o resumes it.")
    return f"{offer_words(info, others)}\n{start_fate(info, others)} {resume}"


def palette_entry(info: AutosaveInfo, others: int = 0) -> tuple[str, str]:
    """The palette's entry for it, and its help line: "Resume the saved match: Kari, Ola and
    Siri", "swedish-6, hole 4 of 9: go on where it was left (ctrl+o)"; with ``others`` beside
    it, "Resume a saved match", "3 unfinished matches are saved: choose which (ctrl+o)"."""
    if others:
        return (_("Resume a saved match"),
                ngettext("%(count)d unfinished matches are saved: choose which (ctrl+o)",
                         "%(count)d unfinished matches are saved: choose which (ctrl+o)",
                         others + 1) % {"count": others + 1})
    return (_("Resume the saved match: %(who)s") % {"who": and_list(info.players)},
            _("%(where)s: go on where it was left (ctrl+o)") % {"where": info.where()})


class SavedWords(Static):
    """The line's words, fitted to its width (``fitted_words``) each time that changes."""

    def __init__(self, info: AutosaveInfo, others: int, ascii: bool) -> None:
        self._words = (info, others, ascii)
        super().__init__(ascii_text(offer_words(info, others), ascii), id="saved-words",
                         markup=False)

    def on_resize(self, event: events.Resize) -> None:
        info, others, ascii = self._words
        self.update(fitted_words(info, others, event.size.width, ascii))


class SavedMatchLine(Horizontal):
    """The saved match in words, cut with "…" where the line is too short (its tooltip has them
    whole), and its Resume button at the right, under which Start sits."""

    DEFAULT_CSS: ClassVar[str] = """
    SavedMatchLine {
        height: 1;
        padding: 0 1;
        background: $primary 15%;
    }
    SavedMatchLine > #saved-words {
        width: 1fr;
        text-wrap: nowrap;
        text-overflow: ellipsis;
    }
    SavedMatchLine > #resume-saved {
        width: auto;
        min-width: 12;
        margin-left: 2;
    }
    """

    def __init__(self, info: AutosaveInfo, others: int = 0) -> None:
        """``others``: how many saved matches wait beside ``info`` (``Session.others``)."""
        super().__init__(id="saved-match")
        self.info = info
        self.others = others

    def compose(self) -> ComposeResult:
        ascii = self.app.has_class("-ascii")
        tip = Content(ascii_text(offer_tip(self.info, self.others), ascii))
        yield SavedWords(self.info, self.others, ascii).with_tooltip(tip)
        yield MarkedButton(_("^o Resume"), id="resume-saved", compact=True,
                           tooltip=_("Resume the saved match (ctrl+o)"))

    @on(Button.Pressed, "#resume-saved")
    async def _pressed(self, event: Button.Pressed) -> None:
        event.stop()
        await self.screen.run_action("resume_saved")
