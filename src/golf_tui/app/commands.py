"""Command palette entries (ctrl+p): new match, rules, scorecard, log, keys, warnings, the bots'
pace and pause, and theme.

The provider asks the app to do things by action name, so the app stays the one place that knows
the match: ``new_match``, ``show_rules``, ``show_scorecard``, ``show_log``, ``show_keys``,
``show_warnings``, ``bots_faster``, ``bots_slower``, ``pause_bots`` and ``bots_go_on``.
At the match over some say what they open there, or are left out (``AT_MATCH_OVER``).
An entry whose action the app does not have, or does not offer right now over the screen the
palette is opened from (its ``command_available(action, screen)`` says no: no scorecard on the
setup screen, no pace where the table's + and - do nothing, no pause but on a computer's turn at
the table), is left out instead of doing nothing. Register it
with ``COMMANDS = App.COMMANDS | {GolfCommands}`` (or ``GOLF_COMMANDS``); an app that keys its own
commands (``GolfApp.palette_commands``) registers it alone, and gets them from it too, all in
one order whatever the language (``ORDER``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from textual.app import App
from textual.command import DiscoveryHit, Hit, Hits, Provider
from textual.content import Content
from textual.fuzzy import Matcher
from textual.screen import Screen

from ..i18n import N_, _, decimal
from ..names import letter_spellings


@dataclass(frozen=True)
class Entry:
    """One palette entry: what it says, its help line and the app action it runs (the words in
    English, marked for extraction; ``title`` and ``words`` give them in the current language)."""

    name: str
    help: str
    action: str

    @property
    def title(self) -> str:
        return _(self.name)

    @property
    def words(self) -> str:
        return _(self.help)


ENTRIES: tuple[Entry, ...] = (
    Entry(N_("New match"), N_("Leave this match and go back to the setup"), "new_match"),
    Entry(N_("Rules"), N_("The rules of this table, with its house rules"), "show_rules"),
    Entry(N_("Scorecard"), N_("Every hole so far, golf-scorecard style"), "show_scorecard"),
    Entry(N_("What happened"), N_("Every move of this hole so far, newest last"),
          "show_log"),
    Entry(N_("Keys for the table"), N_("Every key of the game, with the position keys"),
          "show_keys"),
    Entry(N_("Warnings"), N_("Every warning of this session, to read again"), "show_warnings"),
    # the table's + and - (not in its footer, and so out of the mouse's reach without these);
    # named by the pace, the word their note and the keys screen use: a search for "pace"
    # found nothing when they were "Bots faster" and "Bots slower"
    Entry(N_("Bots' pace: faster"), N_("Less time between the bots' moves (the + key)"),
          "bots_faster"),
    Entry(N_("Bots' pace: slower"), N_("More time between the bots' moves (the - key)"),
          "bots_slower"),
    # the table's w on a computer's turn: one of the two, as the footer shows Pause or Go on
    Entry(N_("Pause the bots"), N_("Stop the bots to look at the table (the w key)"),
          "pause_bots"),
    Entry(N_("Let the bots play on"), N_("End the pause: the bots move again (the w key)"),
          "bots_go_on"),
    Entry(N_("Theme: dark / light"), N_("Switch between the dark and the light theme"),
          "toggle_dark"),
    Entry(N_("Theme: choose…"), N_("Pick one of the installed colour themes"), "change_theme"),
)


# At the match over (the app's ``match_over_shown()``) the entries that speak of a match in play
# say what they open there, or are left out (None): the setup is the screen's New setup, the
# log is the last hole's, the scorecard the final one, and the keys are the match over's own
# (``?`` there opens the same list).
AT_MATCH_OVER: dict[str, Entry | None] = {
    # the match is over: nothing is left ("Leave this match"), the screen's n is "New setup"
    "new_match": Entry(N_("New setup"), N_("Back to the setup, for a new match"), "new_match"),
    "show_scorecard": Entry(N_("Scorecard"), N_("Every hole of the match, golf-scorecard style"),
                            "show_scorecard"),
    "show_log": Entry(N_("What happened in the last hole"),
                      N_("Every move of the match's last hole, newest last"), "show_log"),
    "show_keys": Entry(N_("Keys for this screen"),
                       N_("Play again, new setup, quit, and what can be looked up"), "show_keys"),
}


def offered(app: App[object], screen: Screen[object] | None = None) -> list[Entry]:
    """The entries the palette offers in ``app`` now, opened from ``screen`` (default: the
    screen shown; the keys screen lists those of the screen under it), in the words of the
    screen shown."""
    screen = app.screen if screen is None else screen
    available = getattr(app, "command_available", None)
    over = getattr(app, "match_over_shown", None)
    entries: tuple[Entry | None, ...] = ENTRIES
    if callable(over) and over():
        entries = tuple(AT_MATCH_OVER.get(entry.action, entry) for entry in ENTRIES)
    return [entry for entry in entries if entry is not None
            if callable(getattr(app, f"action_{entry.action}", None))
            and (not callable(available) or available(entry.action, screen))]


PACE_ENTRIES = frozenset({"bots_faster", "bots_slower"})

# The palette's entries in one order in every language, the most looked up during a match
# first and Quit last, by what each does (an entry's action; ``GolfApp.palette_commands``' keys
# for the app's own). Textual's provider listed the app's commands by their translated titles,
# before the game's: Enter on an empty search opened "Quit the match?" in Norwegian, Swedish and
# Danish ("Avslutt" first) and switched to Danish in English ("Language: Dansk").
ORDER = (
    "show_rules", "show_scorecard", "show_log", "show_keys", "show_warnings",
    "pause_bots", "bots_go_on", "bots_faster", "bots_slower",
    "seat_to_computer", "seat_back",
    "resume_saved", "new_match", "show_history", "show_stats", "language",
    "toggle_dark", "change_theme", "screenshot", "maximize", "minimize", "quit",
)  # fmt: skip


@dataclass(frozen=True)
class Offer:
    """One line of the palette: its title and help line in the current language, what it runs,
    and whether an empty search lists it (a command that is only found by typing: not)."""

    title: str
    help: str
    run: Callable[[], object]
    listed: bool = True
    seat: str | None = None  # the name of the seat it is about (``GolfApp.palette_entries``)


def _place(key: str) -> tuple[bool, int]:
    """Where ``key``'s entry goes in the palette (``ORDER``; one it does not name, before
    Quit)."""
    return key == "quit", ORDER.index(key) if key in ORDER else len(ORDER)


# after the help line of the pace's entries: the pace they step from (the table's)
PACE_NOW = N_("%(help)s; now %(seconds)s s a move")


def _with_pace(app: App[object], entry: Entry) -> str:
    """The help line of ``entry``; of the pace's entries with the pace now, which the palette
    did not say (a step faster or slower from what?)."""
    pace = getattr(getattr(app, "table", None), "pace", None)
    if entry.action not in PACE_ENTRIES or not isinstance(pace, (int, float)):
        return entry.words
    return _(PACE_NOW) % {"help": entry.words, "seconds": decimal(pace, 1)}


def palette(app: App[object], screen: Screen[object] | None = None) -> list[Offer]:
    """Everything the palette of ``app`` offers now, opened from ``screen`` (default: the
    screen shown), in its order (``ORDER``): the game's entries (``offered``), and the app's
    own commands where it keys them (``GolfApp.palette_commands``; an app without is left to
    Textual's provider for them)."""
    screen = app.screen if screen is None else screen
    keyed = [(entry.action, Offer(entry.title, _with_pace(app, entry),
                                  partial(app.run_action, entry.action)))
             for entry in offered(app, screen)]
    more = getattr(app, "palette_entries", None)
    if callable(more):
        keyed += [(key, Offer(str(command.title), command.help, command.callback,
                              command.discover, seat))
                  for key, command, seat in more(screen)]
    keyed.sort(key=lambda pair: _place(pair[0]))  # a stable sort: the languages stay in order
    return [offer for _key, offer in keyed]


def plain_letters(text: str) -> tuple[str, tuple[int, ...]]:
    """``text`` in plain letters, each letter in the longest way it is typed without it
    (``names.letter_spellings``: "Cæcilie": "Caecilie", "Åse": "Aase", "Bjørn": "Bjoern"),
    and for each of them the index in ``text`` of the letter it stands for. The search
    matches the letters in order, so the shorter ways find it too ("Ase", "Bjorn")."""
    letters: list[str] = []
    at: list[int] = []
    for i, char in enumerate(text):
        plain = letter_spellings(char)[0]
        letters.append(plain)
        at.extend([i] * len(plain))
    return "".join(letters), tuple(at)


def found(matcher: Matcher, title: str) -> tuple[float, Content] | None:
    """How well ``title`` answers the palette's search (``matcher``), and the title with the
    letters that answer it marked; None where it does not. The title's letters as typed, or in
    plain letters (``plain_letters``): "comp Cae" finds "A computer plays for Cæcilie…" (a
    keyboard without æ, or a player who does not know where it is), and marks its "Cæ". The
    better of the two: "Aase" found "A computer plays for Åse…" by the letters as typed, the
    a and s of "plays", and ranked it below Solveig's."""
    typed = matcher.match(title)
    plain, at = plain_letters(title)
    query = plain_letters(matcher.query)[0]  # "Aerø" typed finds Ærø
    score, offsets = ((0.0, []) if plain == title and query == matcher.query
                      else matcher.fuzzy_search.match(query, plain))
    if typed > 0 and typed >= score:
        return typed, matcher.highlight(title)
    if not score:
        return None
    marked = Content(title)
    for i in sorted({at[offset] for offset in offsets}):
        if not title[i].isspace():
            marked = marked.stylize(matcher.match_style, i, i + 1)
    return score, marked


# Above any score of the fuzzy search (at most four a letter typed): the entries of the seat whose
# name is typed come first
NAMED = 1_000_000.0


def _words(text: str) -> list[str]:
    """``text``'s words, casefolded, in plain letters ("Bjørn": "bjoern") and without the signs
    at either end ("Siri," "«Siri»")."""
    said = (word.strip(".,;:!?'\"«»()[]…") for word in text.casefold().split())
    return [plain_letters(word)[0] for word in said if word]


def names_typed(query: str, name: str) -> bool:
    """Whether the seat's ``name`` is among the words of the palette's search ``query`` ("bot
    Siri", "bot siri", "Bjorn comp": the whole name, casefolded, in plain letters or not). The
    fuzzy search scores by letters: "bot Siri" scored Kari's "En bot spiller for Kari…"
    above Siri's, and Enter sent the wrong person away."""
    typed, named = _words(query), _words(name)
    if not named:
        return False
    return any(typed[i:i + len(named)] == named for i in range(len(typed) - len(named) + 1))


def help_answers(query: str, help: str) -> bool:
    """Whether every word of the palette's search ``query`` begins a word of an entry's
    ``help`` line (casefolded, in plain letters: ``_words``): "leave" finds "Kari leaves the
    table: …", "gå fra bordet" finds "Kari går fra bordet: …". The leaving was in the help of
    the entries titled "A computer plays for Kari…" alone, and a player who typed "leave" was
    told "No matches found". Whole words' starts, not the fuzzy search's scattered letters: in
    a line that long, those would be found almost anywhere."""
    typed, said = _words(query), _words(help)
    return bool(typed) and all(any(w.startswith(t) for w in said) for t in typed)


# An entry found by its help line alone (``help_answers``): below any its title answers (the
# fuzzy search's scores are above 0)
HELP_FOUND = 1e-3


def _name_marked(matcher: Matcher, title: str, name: str) -> Content:
    """``title`` with the seat's ``name`` in it marked (its entry found by the name typed, the
    rest of the search not in it: "bot Siri" and "A computer plays for Siri…")."""
    marked = Content(title)
    at = title.casefold().find(name.casefold())
    return marked if at < 0 else marked.stylize(matcher.match_style, at, at + len(name))


class GolfCommands(Provider):
    """The game's own commands in the palette, and the app's (``palette``)."""

    def _available(self) -> list[Offer]:
        return palette(self.app, self.screen)  # the screen under the palette

    async def discover(self) -> Hits:
        for offer in self._available():
            if offer.listed:
                yield DiscoveryHit(offer.title, offer.run, help=offer.help)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for offer in self._available():
            hit = found(matcher, offer.title)
            if offer.seat is not None and names_typed(query, offer.seat):
                score, marked = hit or (0.0, _name_marked(matcher, offer.title, offer.seat))
                hit = NAMED + score, marked
            if hit is None and offer.help and help_answers(query, offer.help):
                hit = HELP_FOUND, Content(offer.title)
            if hit is not None:
                score, marked = hit
                yield Hit(score, marked, offer.run, text=offer.title, help=offer.help)


GOLF_COMMANDS = {GolfCommands}
