"""The statistics screen: per player name (people first, then a computer player per level,
under a heading of their own, "Bot levels:"), matches and wins, then a line per ruleset:
matches, wins, mean hole score, best hole, and the best match among matches of as many holes.
Card values differ between rulesets, and house rules change them, so scores are never compared
across them: a ruleset played with house rules has a line of its own ("norwegian-4 · Peek
penalty", ``RulesetStats``); the numbers are those ``golf-tui stats`` prints (one decimal).

The columns fit the screen's width: from 80 columns the best matches wrap, one length a line, in
the last column, and the names' column is as wide as its widest line where the screen has room
for it beside them (``stats_layout``). Narrower (60 columns), the full headings leave that
column no room in any language: the numbers' headings are shorter ("Played", "Won", "Mean
hole" over two lines, …), each word in its column, and a best match that does not fit its line
breaks after its total.
(Below them the best matches stood under their ruleset's name, with "Best match" as the second
line of the Player heading: it read as a column broken over two lines.) Nothing scrolls
sideways."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, NamedTuple

from rich.cells import cell_len
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.events import Resize
from textual.widgets import Footer, Static

from ...breakdown import minus
from ...card_rows import STOOD_IN  # after a person's matches a computer stood in for in some
from ...cli.history import best_match_text, holes_text, matches_text, mean_text
from ...i18n import N_, NP_, _, translated
from ...presets import preset_names
from ...storage import HistoryUnreadable, PlayerStats, Store
from ...storage.history import HUMAN, NOBODY_NAMED, RulesetStats
from ..widgets.row_table import RowTable
from .beside import ClosedBeside
from .history import FRAME, LEAST_WIDTH, MAX_WIDTH, problem_notes, too_narrow
from .relabel import Relabelled

COLUMNS = (N_("Player"), N_("Matches"), N_("Wins"), N_("Mean hole"), N_("Best hole"),
           N_("Best match"))
# The numbers' headings where the full ones leave no room for the best matches beside them (60
# columns, in every language): over two lines at most, no word wider than its numbers need
SHORT_COLUMNS = (
    NP_("a narrow heading in Player statistics: a word of 6 letters at most", "Played"),
    NP_("a narrow heading in Player statistics: a word of 5 letters at most", "Won"),
    NP_("a narrow heading in Player statistics: two words of 5 letters at most", "Mean hole"),
    NP_("a narrow heading in Player statistics: two words of 5 letters at most", "Best hole"),
)
NAME_WIDTH = 18  # a name of 16 characters, or a ruleset under it, indented
BEST_MATCH_WIDTH = 12  # "188 (9 holes)" wraps after its total at most
NARROW_NAME_WIDTH = 13  # "  norwegian-4"; a longer name wraps
# Above the computer levels' rows, in the name's column: a person may be called "hard bot" too.
# (Each level's row ended in "(bot level)", in the best match column, where a play-tester read
# it as a best match.)
BOTS_HEADING = N_("Bot levels:")
LONGEST = 99  # the most holes a match may have: the widest "(99 holes)"
# The lines a ruleset's name and house rules may take in the names' column before the full
# headings give way to the short ones, for room (``stats_layout``)
MOST_LABEL_LINES = 2


class Layout(NamedTuple):
    """The columns' widths, and whether the numbers' headings are the short ones."""

    widths: tuple[int, ...]
    short: bool


def stats_layout(width: int, stats: Sequence[PlayerStats] = ()) -> Layout:
    """The columns on a screen ``width`` wide: the numbers as wide as their headings, the names
    ``NAME_WIDTH`` or, where there is room, as wide as the widest of ``stats``' names and
    ruleset lines needs (``_names_width``), as long as the best matches keep their widest line
    (``_best_width``), and the best matches the rest: at 120 columns "norwegian-4 · Knock
    penalty, own rules" was three lines in 18 cells beside 50 empty ones. Where that leaves the
    best matches too little room, or the names less than the widest ruleset's name needs on
    a line of its own (its house rules may wrap under it: "Sexkortsgolf (Sverige)" at 80
    columns in Swedish, which the full headings broke after "Sexkortsgolf"), the numbers' short
    headings (``SHORT_COLUMNS``), each number column as wide as its longest word, the best
    matches as wide as "(99 holes)" (or as their longest word, where the
    names would have less than ``NARROW_NAME_WIDTH``), as "999 (99 holes)" where there is
    room, the names the rest. Every heading stays in its column, over two lines at most. The
    short headings are used too where a ruleset's house rules take more than
    ``MOST_LABEL_LINES`` lines beside the full ones and fewer beside them (``_roomier``)."""
    inner = min(width, MAX_WIDTH) - FRAME - 2 * len(COLUMNS)
    numbers = [max(cell_len(_(c)), 4) for c in COLUMNS[1:-1]]
    rest = inner - sum(numbers)
    if (rest - NAME_WIDTH >= BEST_MATCH_WIDTH
            and rest - _best_width(stats) >= _names_width(stats, titles=False)):
        names = max(NAME_WIDTH, min(_names_width(stats), rest - _best_width(stats)))
        full = Layout((names, *numbers, rest - names), False)
        if _tallest(stats, names) <= MOST_LABEL_LINES:
            return full
        return _roomier(inner, stats, full)
    numbers = [max(max(cell_len(w) for w in translated(c).split()), 4) for c in SHORT_COLUMNS]
    pieces = [_(COLUMNS[-1]), f"({holes_text(LONGEST)})"]
    whole = max(cell_len(p) for p in pieces)
    least = max(cell_len(w) for p in pieces for w in p.split())
    rest = inner - sum(numbers)
    # the names as wide as their longest word (a ruleset's name: "Firekortsgolf", where the
    # 13 cells of "  norwegian-4" broke it "Firekortsgo" / "lf"), where the best matches keep
    # their "(9 holes)" whole beside them
    keep = max(least, *(cell_len(line.partition(" ")[2]) for s in stats for r in s.rulesets
                        for line in best_match_text(r.best_match, "\n").splitlines()))
    names = max(NARROW_NAME_WIDTH, min(_name_word(stats), rest - keep))
    best = max(least, min(whole, rest - names))
    # room to spare goes to a best match on one line ("999 (99 holes)"), then to the names
    best = max(best, min(cell_len(best_match_text({LONGEST: 999})), rest - names))
    return Layout((max(rest - best, 1), *numbers, best), True)


def _tallest(stats: Sequence[PlayerStats], names: int) -> int:
    """The most lines a ruleset's name and house rules of ``stats`` take in a names' column
    ``names`` cells wide (``ruleset_cell``)."""
    return max((len(ruleset_cell(r, names).plain.splitlines()) for s in stats
                for r in s.rulesets), default=1)


def _roomier(inner: int, stats: Sequence[PlayerStats], full: Layout) -> Layout:
    """``full`` (the full headings), or where a ruleset's house rules take more lines than
    ``MOST_LABEL_LINES`` in its names' column and the short headings with the best matches
    broken after their totals give the names room for fewer: those, the names as narrow as
    that many lines allow, the best matches the rest. At 80 columns in bokmål "Firekortsgolf ·
    Bankestraff, Parbonus, Jokere, Tittestraff" took five lines of 18 cells for each player,
    beside one of numbers; in 32 cells it takes two."""
    numbers = [max(max(cell_len(w) for w in translated(c).split()), 4) for c in SHORT_COLUMNS]
    rest = inner - sum(numbers)
    pieces = [_(COLUMNS[-1]), *(line.partition(" ")[2] for s in stats for r in s.rulesets
                                for line in best_match_text(r.best_match, "\n").splitlines())]
    keep = max(max(cell_len(w) for w in _(COLUMNS[-1]).split()),
               *(cell_len(p) for p in pieces[1:]), 4)
    widest = rest - keep
    if widest < full.widths[0]:
        return full
    fewest = _tallest(stats, widest)
    if fewest >= _tallest(stats, full.widths[0]):
        return full
    names = next(w for w in range(full.widths[0], widest + 1) if _tallest(stats, w) == fewest)
    return Layout((names, *numbers, rest - names), True)


def _name_word(stats: Sequence[PlayerStats]) -> int:
    """The cells the longest word of a ruleset's name in ``stats`` needs, indented."""
    return max((2 + cell_len(word) for s in stats for r in s.rulesets
                for word in r.shown_name().split()), default=0)


def _names_width(stats: Sequence[PlayerStats], *, titles: bool = True) -> int:
    """The cells the widest name or ruleset line (indented, on one line) of ``stats`` needs;
    without ``titles``, the widest name or ruleset's name alone (its house rules may go on
    lines of their own)."""
    return max((cell_len(line) for s in stats
                for line in (s.name, *(f"  {r.label(r.shown_name()) if titles else r.shown_name()}"
                                       for r in s.rulesets))), default=0)


def _best_width(stats: Sequence[PlayerStats]) -> int:
    """The cells the best match column needs for its heading and the widest best match of
    ``stats`` on one line, ``BEST_MATCH_WIDTH`` at least. (A computer level's row no longer
    ends in "(bot level)" there, ``bots_row``, so no room is kept for it.)"""
    lines = [_(COLUMNS[-1])]
    lines += [line for s in stats for r in s.rulesets
              for line in best_match_text(r.best_match, "\n").splitlines()]
    return max(BEST_MATCH_WIDTH, *(cell_len(line) for line in lines))


def headings(layout: Layout) -> list[Text]:
    """The columns' headings; short, over two lines, each word in its column."""
    if not layout.short:
        return [Text(_(c)) for c in COLUMNS]
    return [Text(_(COLUMNS[0])),
            *(Text(translated(c).replace(" ", "\n"), justify="right") for c in SHORT_COLUMNS),
            Text(_(COLUMNS[-1]).replace(" ", "\n"))]


def best_match_cell(best: dict[int, int], width: int = 0) -> Text:
    """The best matches, one length a line, each broken after its total where it is wider than
    ``width`` (not inside its "(9 holes)")."""
    lines = best_match_text(best, "\n").splitlines()
    return Text("\n".join(line if not width or cell_len(line) <= width
                          else line.replace(" ", "\n", 1) for line in lines))


def player_row(s: PlayerStats) -> tuple[Text, ...]:
    """The player's own line: name, matches and wins in all. A computer level's ("hard bot")
    stands under the heading of the levels (``bots_row``), not beside a person's of that
    name."""
    matches = f"{s.matches}{STOOD_IN}" if s.stood_in else str(s.matches)
    return (Text(s.name, style="bold"), Text(matches, justify="right"),
            Text(str(s.wins), justify="right"), Text(), Text(), Text())


def stood_in_note(stats: Sequence[PlayerStats]) -> str:
    """The note under the table of the people a computer stood in for (their matches marked
    ``STOOD_IN``): in how many matches, and that those holes are left out; "" where
    none."""
    who = [_("%(name)s (%(matches)s)") % {"name": s.name, "matches": matches_text(s.stood_in)}
           for s in stats if s.kind == HUMAN and s.stood_in]
    if not who:
        return ""
    return STOOD_IN + " " + _(
        "A computer stood in for %(who)s: each such match counts, but the holes it played are"
        " not in the mean hole or the best hole, nor its totals in the best match.") % {
        "who": ", ".join(who)}


def bots_row() -> tuple[Text, ...]:
    """The heading of the computer levels' rows, in the name's column, in italics (a name is
    bold): "(bot level)" at the end of each level's row stood in the best match column and
    read as a best match; on a line of its own under the name it read as another player."""
    return (Text(_(BOTS_HEADING), style="italic"), *(Text() for _c in COLUMNS[1:]))


def ruleset_cell(r: RulesetStats, width: int = 0) -> Text:
    """The ruleset's name, indented under its player, with its house rules, in italics, where it
    was played with some ("norwegian-4 · Peek penalty", ``RulesetStats.label``). Where that is
    wider than ``width``, a house rule's title that does not fit whole on the line before it
    (the name's, or one of whole titles) starts a line of its own ("danish-6 ·", "Jokers −5,",
    "Final lap"; "norwegian-4 · Knock penalty,", "own rules"); one wider than the column wraps
    between its words, and a comma after it is left out where it does not fit (its line ends
    there all the same). Each line is
    as indented as the name: at 60 columns the column has 13 cells, and "  Tittestraff" fits
    where further in it did not. Where the "·" does not fit after the name ("norwegian-4" fills
    those 13 cells), it stands in the indent before the first title ("· Peek" / "  penalty"):
    left out, the variant's first line read as the plain preset's line above it. A word wider
    than the column is broken at its edge."""
    indent = "  "
    name = r.shown_name()
    label = r.label(name)
    if not width or cell_len(indent + label) <= width:
        text = Text(indent + name)
        text.append(label.removeprefix(name)[:3])
        text.append(label.removeprefix(name)[3:], style="italic")
        return text
    room = width - len(indent)
    # each line: its indent and its pieces, (words, style)
    lines = [(indent, [(line, "")]) for line in _wrapped(name, room)]
    if label != name:
        marked = cell_len(lines[-1][1][0][0] + " ·") <= room
        if marked:
            lines[-1][1].append((" ·", ""))
        whole = marked  # the last line ends with the name or a whole title: one may follow
        titles = label.removeprefix(name + " · ").split(", ")
        for n, title in enumerate(titles):
            comma = "," if n < len(titles) - 1 else ""
            last = "".join(words for words, _style in lines[-1][1])
            if whole and cell_len(f"{last} {title}{comma}") <= room:
                lines[-1][1].extend([(" ", ""), (title + comma, "italic")])
                continue
            wrapped = _wrapped(title, room)
            if comma and cell_len(wrapped[-1] + ",") <= room:
                wrapped[-1] += comma
            lines += [(indent, [(line, "italic")]) for line in wrapped]
            whole = len(wrapped) == 1
            if not marked:  # the "·" in the indent, before the first title
                lines[-len(wrapped)] = ("· ", [(wrapped[0], "italic")])
                marked = True
    text = Text()
    for n, (at, pieces) in enumerate(lines):
        text.append(("\n" if n else "") + at)
        for words, style in pieces:
            text.append(words, style=style)
    return text


def _wrapped(words: str, width: int) -> list[str]:
    """``words`` in lines of at most ``width`` cells, broken between words; a word wider than
    that, after a hyphen where its first part fits ("Sekskorts-" / "Golf"), else at the
    edge."""
    lines = [""]
    for word in words.split(" "):
        if lines[-1] and cell_len(f"{lines[-1]} {word}") <= width:
            lines[-1] += " " + word
            continue
        if lines[-1]:
            lines.append("")
        while cell_len(word) > width and (cut := _hyphen_cut(word, width)):
            lines[-1] = word[:cut]
            lines.append("")
            word = word[cut:]
        for char in word:
            if lines[-1] and cell_len(lines[-1] + char) > max(width, 1):
                lines.append("")
            lines[-1] += char
    return lines


def _hyphen_cut(word: str, width: int) -> int:
    """Where ``word`` breaks after its last hyphen that leaves ``width`` cells at most before
    it and some of the word after it; 0 where none does."""
    cuts = [n + 1 for n, char in enumerate(word[:-1]) if char == "-"
            and cell_len(word[:n + 1]) <= width]
    return cuts[-1] if cuts else 0


def ruleset_row(r: RulesetStats, best_width: int = 0, name_width: int = 0) -> tuple[Text, ...]:
    """One ruleset's line under its player (``ruleset_cell``), its best matches in the last
    column (``best_match_cell``)."""
    best_hole = "–" if r.best_hole is None else minus(r.best_hole)
    return (ruleset_cell(r, name_width), Text(str(r.matches), justify="right"),
            Text(str(r.wins), justify="right"), Text(mean_text(r.mean_hole), justify="right"),
            Text(best_hole, justify="right"), best_match_cell(r.best_match, best_width))


def stats_rows(s: PlayerStats, layout: Layout) -> list[tuple[Text, ...]]:
    """A player's rows in ``layout``'s columns (``stats_layout``), the presets in the order the
    setup lists them, then the ruleset files by name: sorted by the game's names for them
    ("danish-6" first), the lines read "Sexkortsgolf (Danmark), Niokortsgolf, Fyrkortsgolf"."""
    order = preset_names()
    rulesets = sorted(s.rulesets, key=lambda r: (
        order.index(r.ruleset) if r.ruleset in order else len(order), 0 if r.ruleset in order
        else r.ruleset))
    return [player_row(s), *(ruleset_row(r, layout.widths[-1], layout.widths[0])
                             for r in rulesets)]


def table_rows(stats: list[PlayerStats], layout: Layout) -> list[tuple[Text, ...]]:
    """Every player's rows (people first, as ``HistoryTally.stats`` orders them), the
    computer levels' under their heading (``bots_row``)."""
    rows: list[tuple[Text, ...]] = []
    for n, s in enumerate(stats):
        if s.kind != HUMAN and (n == 0 or stats[n - 1].kind == HUMAN):
            rows.append(bots_row())
        rows += stats_rows(s, layout)
    return rows


class StatsScreen(ClosedBeside, Relabelled[None]):
    """Every player name in the history, by name."""

    CSS_PATH = "../styles/history.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "close", N_("Close"))]

    def __init__(self, store: Store) -> None:
        super().__init__()
        # counted as each file is read: the history's matches are not kept (10,000: 470 MB)
        self.stats: list[PlayerStats] = []
        self.nobody_named = False  # matches counted, none of a named player (``NOBODY_NAMED``)
        self.readable = True
        try:
            tally, self.problems = store.tally()
        except HistoryUnreadable as e:  # its one problem is all there is to show
            self.problems, self.readable = [str(e)], False
        else:
            self.stats = tally.stats()
            self.nobody_named = bool(tally.counted) and not self.stats
        self._layout = Layout((), False)
        self._narrow = 0  # the width that ``too_narrow`` says, or 0: the list is shown

    def compose(self) -> ComposeResult:
        with Vertical(id="history-box") as box:
            box.border_title = _("Player statistics")
            box.border_subtitle = _("Esc: close")
            yield from problem_notes(self.problems)
            if not self.stats:
                if self.readable:
                    empty = _(NOBODY_NAMED) if self.nobody_named \
                        else _("No finished matches yet.")
                    yield Static(empty, id="history-empty", markup=False)
            elif self.app.size.width < LEAST_WIDTH:
                self._narrow = self.app.size.width
                yield from too_narrow(self._narrow)
            else:
                self._narrow = 0
                layout = self._layout = stats_layout(self.app.size.width, self.stats)
                labels = headings(layout)
                table = RowTable(
                    id="stats-table",
                    header_height=max(len(label.plain.splitlines()) for label in labels))
                for label, width in zip(labels, layout.widths, strict=True):
                    table.add_column(label, width=width)
                for row in table_rows(self.stats, layout):
                    table.add_row(*row, height=None)
                yield table
                note = stood_in_note(self.stats)
                if note:
                    yield Static(note, id="stats-stood-in", markup=False)
        yield Footer()

    def on_resize(self, event: Resize) -> None:
        """The columns follow the screen's width."""
        narrow = event.size.width if event.size.width < LEAST_WIDTH else 0
        if self.stats and (stats_layout(event.size.width, self.stats) != self._layout
                           or narrow != self._narrow):
            self._narrow = narrow
            self._layout = stats_layout(event.size.width, self.stats)
            self.call_later(self.relabel)

    def action_close(self) -> None:
        self.dismiss(None)
