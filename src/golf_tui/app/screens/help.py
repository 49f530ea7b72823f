"""Help over the table: the keys (``?``/F1) and the rules of the table being played (``r``).

The rules text comes from ``golf_tui.rules_text`` (the pages in ``docs/rules``); should that be
missing, a short summary is generated from the ruleset's own fields."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import ClassVar

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.padding import Padding
from rich.table import Table
from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.content import Content
from textual.geometry import Offset, Size
from textual.widget import Widget
from textual.widgets import Footer, Markdown, Static

from ...engine import Card, Rank, Ruleset, Suit
from ...engine.table import Table as EngineTable
from ...i18n import N_, _, ngettext
from ...markdown_text import md_text
from ...presets import ruleset_name
from ...ruleset_words import house_rule_words
from ..ascii_signs import ascii_text
from ..glyphs import card_label
from ..setup_model import ruleset_title, translated
from ..widgets.opponents import dealer_mark
from .beside import ClosedBeside
from .once import DismissedOnce
from .relabel import Relabelled

# (key, what it does), in English; both are translated where shown. POSITIONS and PALETTE_KEYS are
# filled in when shown: the digits of the grid played, and what the palette offers.
POSITIONS = "1–9"
PALETTE_KEYS = "ctrl+p / :"  # ":" where a terminal keeps ctrl+p (GolfApp.BINDINGS)
TURN_KEYS: list[tuple[str, str]] = [
    ("d", N_("draw from the stock")),
    ("t", N_("take the top card of the discard pile")),
    (POSITIONS, N_("choose a grid position (laid out like the grid, below)")),
    # the first arrow shows the cursor (on the first face-down card), the next ones move it:
    # a player pressing Right twice from nothing lands on 2, which this says
    (N_("arrows, Enter"), N_("the first arrow shows a cursor, the next ones move it (Up from the"
                             " top row: the stock and the discard pile); Enter chooses (a click:"
                             " \"With the mouse\", below)")),
    ("x", N_("throw the drawn card away")),
    # what a knock does, not only its name: a newcomer pressed k to learn, and a knock stands;
    # so k asks first (``TableKeys.action_knock``), and the line says how to answer
    ("k", N_("knock: everyone else gets one more turn, then the hole ends (where the rules"
             " allow it); k asks first, then k again or Enter knocks and Esc does not")),
    ("f", N_("flip a face-down card (where the rules allow it)")),
    # the penalty shows beside the total: "+1 peek" in another's frame (or "+1" where it has no
    # room), "+1 for peeking" over your own grid; unexplained, "Anna · 89 +1" puzzled a player
    ("p", N_("peek at one of your face-down cards, for a penalty: its points show beside the"
             " total (\"+1 peek\", or \"+1\" where a box has no room)")),
]
ANY_TIME_KEYS: list[tuple[str, str]] = [
    ("s", N_("scorecard")),
    ("r", N_("rules of this table")),
    ("h", N_("discard pile history")),
    ("l", N_("every move of this hole so far")),
    ("+ / -", N_("the bots' pace: faster / slower")),
    (N_("space"), N_("while the bots play: skip ahead to the next person's turn")),
    # a key of its own (p is the peek's): on a person's turn the bots wait after it
    ("w", N_("pause the bots to look at the table (on your turn: once it is over); w again"
             " lets them play on")),
    ("? / F1", N_("this list of keys")),
    (PALETTE_KEYS, N_("command palette: %(commands)s")),
    ("q / ctrl+q", N_("quit (asks first during a match)")),
]
# What a (left) click does at the table (``KeysScreen``'s "With the mouse"): (where, what), in
# English. "A mouse click does the same" was all the list said, and a mouse player could not
# learn that the piles, the key bar, the palette's ^p and the hand-over's box are clicked too,
# nor what a click on a card does before a draw and after it. As the handlers do: the piles'
# ``TableKeys.pile_move``, a card's ``TableKeys.pick`` (``positional``), the rest ``_click_said``
# and ``group_clicked``; ``HandoverScreen.on_click``; ``widgets.footer``.
TABLE_CLICKS: list[tuple[str, str]] = [
    (N_("stock"), N_("draw")),
    (N_("discard pile"), N_("take its top card; with a card you drew in hand: throw that card"
                            " away")),
    (N_("your cards"), N_("with a card in hand: put it there; at the opening, after f or p, or"
                          " where the move is a flip: flip (or peek at) that card; before you"
                          " draw or take, a click only says what to click first")),
    (N_("other grids"), N_("another player's grid, or the card in your hand: no move, the line"
                           " says where a click makes one")),
    (N_("key bar"), N_("a key there does what pressing it does (k asks first); a group's words"
                       " (\"Place\" after 1234) say where to click")),
    ("^p", N_("the command palette (bottom right)")),
    (N_("hand-over"), N_("a click in the box goes on, as Enter does")),
]
# Under "With the mouse": which button (``CardBox.on_click``, ``Piles.on_click``)
MOUSE_BUTTONS = N_("The left button; the right and middle ones do nothing at the table.")

# What the table's marks mean (``KeysScreen``'s "Marks on the table"): each written as it is
# drawn now (ASCII mode's own in place of the Unicode ones), and what it means. Told by
# shape alone, they were explained nowhere: a play-tester reading the screen as text met
# "[4♣]" and "║8♣  2║" with no word of what they meant. ``{card}`` is the queen of clubs as the
# table writes it now (``MARK_CARD``): "D♣" in Danish, "Dc" in ASCII mode.
MARKS: list[tuple[str, str, str]] = [
    ("▒▒", "##", N_("a face-down card")),
    ("[{card}]", "[{card}]", N_("an opponent's card in a pair already made (it scores 0)")),
    ("║{card}║", "={card}=", N_("your card in a pair already made: a double frame (= in ASCII)")),
    # the cursor's heavy frame: "*" in ASCII, where a pair's "=" sides stay under it (it was
    # written "|Qc|" there, as any card is drawn)
    ("┃{card}┃", "*{card}*", N_("a heavy frame (* in ASCII): the card the arrow keys picked,"
                               " which Enter acts on")),
    # a card shown while peeked at (``CardBox.-revealed``): its dashed frame, which the ASCII
    # filter draws with ":" sides (``ascii_cells``); listed where the rules peek (``PEEKED``)
    ("╏{card}╏", ":{card}:", N_("a dashed frame (: in ASCII): your face-down card you are"
                               " peeking at, shown to you alone")),
    ("▶", ">", N_("the player whose turn it is")),
    ("(D)", "(D)", N_("the dealer")),
    ("★", "*", N_("the best hole, and the match's winner")),
    # ``notes.WARNING_MARK`` before a note that refuses or warns, and the banner's mark
    # (``widgets.banner.marked``): told from a plain note by its colour alone before
    ("!", "!", N_("before a note that refuses or warns, and before the line across the"
                  " table: the final lap, the hole's end")),
]
PEEKED = MARKS[4][2]  # the peeked card's words: only where the rules peek
# where the cards that cancel are a column of three (nine-card): "an opponent's card in a pair"
# beside the breakdown's "tre ens" read as a rule of two
THREE_MARKS = {
    MARKS[1][2]: N_("an opponent's card in three of a kind already made (it scores 0)"),
    MARKS[2][2]: N_("your card in three of a kind already made: a double frame (= in ASCII)"),
}
MARK_CARD = Card(Rank.QUEEN, Suit.CLUBS, 0)
_TRANSLATED_KEYS = {"arrows, Enter", "space"}
BOT_KEYS = {"+ / -", "space", "w"}  # the any-time keys of a table with computer players

# after the opening peek's line where it looks at the whole bottom row (``prompts.opening_all``)
# the keys of those moves, as the prompt then says them (``prompts.REMEMBER_OR_MOVE``): "d, t or
# k" where the rules allow a knock
PEEK_ALL = N_("; Enter peeks at them all at once. Enter hides them again, or press the key"
              " of your move (%(keys)s) to hide them and make that move at once")
# the same where k is among them: k hides them and asks (a knock is asked first)
PEEK_ALL_KNOCK = N_("; Enter peeks at them all at once. Enter hides them again, or press the"
                    " key of your move (%(keys)s) to hide them and make that move (k asks"
                    " first)")


def opening_keys(r: Ruleset) -> tuple[str, str] | None:
    """The opening of ruleset ``r`` as a line of keys, in the current language: the positions
    it uses (any card of a flip opening, the bottom row of a peek) and what is done with them;
    None where there is no opening."""
    o = r.opening
    if o.count <= 0:
        return None
    rows, cols = r.shape
    first, last = ((1, rows * cols) if o.kind == "flip" else ((rows - 1) * cols + 1, rows * cols))
    key = f"{first} / {last}" if last - first == 1 else f"{first}–{last}"
    if o.kind == "flip":
        words = ngettext("the opening: flip one of your cards face up before your first turn",
                         "the opening: flip %(n)d of your cards face up before your first turn",
                         o.count)
    else:
        words = ngettext("the opening: look at one of your bottom cards before your first"
                         " turn (only you see it)",
                         "the opening: look at %(n)d of your bottom cards before your first"
                         " turn (only you see them)", o.count)
    words = words % {"n": o.count}
    if o.kind == "peek" and o.count == cols > 1:  # the whole bottom row: one key for it all
        moves = ["d", "t", "k"] if r.knock else ["d", "t"]
        keys = _("%(first)s or %(last)s") % {"first": ", ".join(moves[:-1]), "last": moves[-1]}
        words += _(PEEK_ALL_KNOCK if r.knock else PEEK_ALL) % {"keys": keys}
    return key, words


def position_layout(rows: int, cols: int) -> str:
    """The digit keys as they sit on the grid: ``1 2 3 / 4 5 6``, one row a line."""
    return "\n".join(" ".join(str(r * cols + c + 1) for c in range(cols)) for r in range(rows))


def _shown(key: str) -> str:
    return _(key) if key in _TRANSLATED_KEYS else key


# The least width of what a key does beside it: with less (a phone, 40 columns and fewer) the
# words go under the key (``KeysTable``).
LEAST_WORDS = 20


class KeysTable:
    """Keys and what they do, a table of two columns where the words have room beside the
    keys; where they have not, each key on a line and its words under it, indented. At 30
    columns the keys' column kept its width and left the words none: the list showed keys
    alone; at 40 the words had 8 to 10 cells, a word or two a line."""

    def __init__(self, title: str, keys: list[tuple[str, str]], key_width: int,
                 key_style: str) -> None:
        self.title = title
        self.keys = keys
        self.key_width = key_width
        self.key_style = key_style
        self.caption: str | None = None

    def _chip(self, key: str) -> Text:
        return Text().append(f" {key} ", style=self.key_style)

    def table(self, width: int) -> Table:
        """The table as drawn in ``width`` cells."""
        beside = width - self.key_width - 2 >= LEAST_WORDS
        table = Table(title=self.title, title_justify="left", title_style="bold", box=None,
                      show_header=False, padding=(0, 2, 0, 0) if beside else 0,
                      caption=self.caption, caption_justify="left", caption_style="none")
        if beside:
            table.add_column(no_wrap=True, justify="right", min_width=self.key_width)
            table.add_column()
            for key, words in self.keys:
                table.add_row(self._chip(key), words)
        else:
            table.add_column()
            for key, words in self.keys:
                table.add_row(self._chip(key))
                table.add_row(Padding(words, (0, 0, 0, 2)))
        return table

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        yield self.table(options.max_width)

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, self.table(options.max_width))


def keys_table(title: str, keys: list[tuple[str, str]], key_width: int = 8,
               key_style: str = "bold reverse") -> KeysTable:
    """Keys and what they do (already in the current language); ``key_width`` lines up the key
    column of several tables; ``key_style`` "bold" for what is clicked ("With the mouse"),
    which is no key."""
    return KeysTable(title, keys, key_width, key_style)


def mouse_table(clicks: list[tuple[str, str]], note: str = "") -> KeysTable:
    """"With the mouse": where a click goes and what it does (in the current language), its
    own column of places as wide as the longest, and ``note`` under them."""
    width = max(cell_len(where) + 2 for where, _words in clicks)
    table = keys_table(_("With the mouse"), clicks, width, key_style="bold")
    table.caption = note or None
    return table


def grouped(titles: list[str]) -> list[str]:
    """``Theme: dark / light`` and ``Theme: choose…`` as ``Theme: dark / light / choose…``:
    titles that share what comes before ": " in one, where the first of them stood."""
    out: list[str] = []
    heads: dict[str, int] = {}
    for title in titles:
        head, sep, rest = title.partition(": ")
        if not sep:
            out.append(title)
        elif head in heads:
            out[heads[head]] += " / " + rest
        else:
            heads[head] = len(out)
            out.append(title)
    return out


def _offered(r: Ruleset | None) -> set[str]:
    """The keys of ``TURN_KEYS`` and ``ANY_TIME_KEYS`` that ruleset ``r`` can ever use: the
    knock, flip and peek keys only where its rules have such moves (``f`` is a flip as a whole
    turn; the opening's flips and the flip after a discard are chosen by position alone);
    every key when no ruleset is known."""
    everything = {key for key, _words in TURN_KEYS + ANY_TIME_KEYS}
    if r is None:
        return everything
    unused = {"k": not r.knock, "f": not r.flip_as_turn, "p": not r.peek_penalty.enabled}
    return {key for key in everything if not unused.get(key, False)}


# The foot of a list of keys (the table's, the setup's, the match over's): ? closes it, as it
# opened it, and the foot names it as the scorecard's names s ("Esc or s: close")
KEYS_CLOSE = N_("Esc or ?: close")


class LookUp(ClosedBeside, Relabelled[None]):
    """A box to read over the screen beneath (a list of keys, the rules), centred by
    help.tcss: Esc closes it, and so do the keys named in ``BINDINGS``."""

    CSS_PATH = "../styles/help.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close")),
        Binding("question_mark,f1", "close", N_("Close"), show=False),
    ]

    _resized_to: Size | None = None  # the size the boxes were last kept in place for

    def action_close(self) -> None:
        self.dismiss(None)

    def on_resize(self, event: events.Resize) -> None:
        """A box scrolled to its end stays at its end when a resize wraps its text anew (the
        rules read to the end at 80×24 landed mid-text at 60×20, at the same offset); one
        scrolled part way puts the block of its first line in sight at its top. (A screen
        hears of a resize twice, the second time laid out anew: only the first is read.)"""
        if event.size == self._resized_to:
            return
        self._resized_to = event.size
        for box in self.query(".help-box").results(VerticalScroll):
            if not box.scroll_y:
                continue  # at the top: it stays there
            if box.scroll_y >= box.max_scroll_y:
                self.call_after_refresh(box.scroll_end, animate=False, immediate=True)
                continue
            top = _top_block(box)
            if top is not None:
                self.call_after_refresh(box.scroll_to_widget, top, animate=False, top=True,
                                        immediate=True)

    def plain(self, keys: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """``keys`` as this terminal can draw them: in ASCII mode ``ctrl+Up`` for ``ctrl+↑``
        (``ascii_signs.ascii_text``)."""
        ascii = self.app.has_class("-ascii")
        return [(ascii_text(key, ascii), ascii_text(words, ascii)) for key, words in keys]

    def palette_titles(self) -> list[str]:
        """What the command palette offers, opened from the screen under this one: the
        game's commands and the app's own, in the palette's order (``commands.palette``; an
        app that does not key its own has them listed after the game's by Textual's provider)."""
        from ..commands import palette

        stack = self.app.screen_stack
        under = stack[stack.index(self) - 1] if self in stack[1:] else self.app.screen
        titles = [offer.title for offer in palette(self.app, under)]
        if not callable(getattr(self.app, "palette_commands", None)):
            titles += [str(command.title) for command in self.app.get_system_commands(under)]
        return titles


def _top_block(box: VerticalScroll) -> Widget | None:
    """The block (a paragraph, a heading, a list: a Markdown document's own child, or the
    box's) with the first line in sight in ``box``: None where none is laid out. Scrolled to
    its top after the text wraps anew, that line stays in sight unless the block is taller
    than the box."""
    blocks = [block for child in box.children
              for block in (child.children if isinstance(child, Markdown) else (child,))]
    top = box.content_region.y
    return next((block for block in blocks
                 if block.region.height and block.region.bottom > top), None)


class KeysScreen(LookUp):
    """Every key of the table, with the position keys drawn like the grid."""

    def __init__(self, ruleset: Ruleset | None = None, bots: bool | None = None) -> None:
        """``ruleset``: the table's rules (None: every key); ``bots``: whether computers play
        at the table (None: not known, their keys are listed)."""
        super().__init__()
        self._ruleset = ruleset
        self._bots = bots

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="help-box", classes="help-box") as box:
            box.border_title = _("Keys")
            box.border_subtitle = _(KEYS_CLOSE)
            # in ASCII mode as ``ascii_text`` writes them: "choose…" as "choose...", which the
            # cells' filter drew "choose." (a full stop, one cell for one)
            turn, any_time = (self.plain(self._keys(keys)) for keys in (TURN_KEYS, ANY_TIME_KEYS))
            width = max(cell_len(key) + 2 for key, _words in turn + any_time)
            yield Static(keys_table(_("On your turn"), turn, width))
            yield Static(self._layouts(), classes="layouts")
            yield Static(keys_table(_("Any time"), any_time, width))
            clicks = self.plain([(_(where), _(words)) for where, words in TABLE_CLICKS])
            yield Static(mouse_table(clicks, _(MOUSE_BUTTONS)), id="mouse")
            yield Static(keys_table(_("Marks on the table"), self._marks(), width),
                         id="marks")
        yield Footer()

    def _marks(self) -> list[tuple[str, str]]:
        """``MARKS`` as drawn now (ASCII mode's), in the current language; the dealer's and the
        card's in the language's own letters (``opponents.dealer_mark``, ``glyphs.card_label``);
        a pair's words those of three of a kind where a column of three cancels; the peeked
        card's frame only where the rules peek.
        """
        ascii = self.app.has_class("-ascii")
        r = self._ruleset
        threes = r is not None and r.pairs == "column" and r.shape[0] == 3
        out = []
        # the peeked card's frame where a card can be peeked at: at the opening, or with p
        peeks = r is None or (r.opening.kind == "peek" and r.opening.count > 0) or (
            "p" in _offered(r))
        for unicode, plain, words in MARKS:
            if words == PEEKED and not peeks:
                continue
            mark = dealer_mark() if unicode == "(D)" else plain if ascii else unicode
            # the rank's letter the table prints (a Danish queen is "D♣", not "Q♣")
            mark = mark.replace("{card}", card_label(MARK_CARD, ascii=ascii))
            out.append((mark, _(THREE_MARKS.get(words, words) if threes else words)))
        return out

    def _keys(self, keys: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """``keys`` in the current language, the position keys those of the grid played
        (``1–4`` on a 2×2 grid), the palette's line what it offers now, and without the keys
        of moves the table's rules never allow (no ``k`` where nobody may knock) nor the bots'
        keys at a table of humans. The turn's keys begin with the opening's."""
        out = []
        offered = _offered(self._ruleset)
        bots = self._bots is not False
        opening = opening_keys(self._ruleset) if self._ruleset is not None else None
        if keys is TURN_KEYS and opening is not None:
            out.append(opening)
        for key, words in keys:
            turn = (key, words) in TURN_KEYS
            if turn and key not in offered:
                continue  # a move these rules never have
            if not turn and key in BOT_KEYS and not bots:
                continue  # no computer plays here
            if key == POSITIONS and self._ruleset is not None:
                rows, cols = self._ruleset.shape
                key = f"1–{rows * cols}"
            text = _(words)
            if key == PALETTE_KEYS:
                text %= {"commands": ", ".join(grouped(self.palette_titles()))}
            out.append((_shown(key), text))
        return out

    def _layouts(self) -> Table:
        shapes = [self._ruleset.shape] if self._ruleset else [(2, 2), (2, 3), (3, 3)]
        title = _("Position keys")
        # One narrow grid would otherwise wrap the title to its own width.
        table = Table(box=None, show_header=True, header_style="bold", padding=(0, 4, 0, 0),
                      title=title, title_justify="left", title_style="bold",
                      min_width=cell_len(title))
        for rows, cols in shapes:
            table.add_column(_("%(rows)d×%(cols)d grid") % {"rows": rows, "cols": cols})
        table.add_row(*(Text(position_layout(r, c)) for r, c in shapes))
        return table


def summary_markdown(r: Ruleset) -> str:
    """A short description of a ruleset made from its fields (used when its rules page cannot
    be read): its title and description, its settings in words (``rules_text``'s list, in the
    current language) and the house rules in play."""
    from ...rules_text import settings_markdown

    # named as the status line names it: a preset without its id, a file with it
    lines = [f"# {md_text(ruleset_name(r))}", "",
             md_text(translated(r.description)), "", settings_markdown(r)]
    if r.active_house_rules:
        lines += ["", "## " + _("House rules in play"), ""]
        for active in r.active_house_rules:
            # the option chosen by its title ("Jokers −3"), as the setup offers it; a length
            # --rule changed by the length played ("Play to 10")
            title, description = house_rule_words(r, active)
            lines.append(f"- **{md_text(title or active)}:** {md_text(description or active)}")
    return "\n".join(lines)


def rules_markdown(ruleset: Ruleset) -> str:
    """The rules of ``ruleset`` from the docs, or the generated summary."""
    from ...rules_text import rules_markdown as from_docs

    try:
        return from_docs(ruleset)
    except (OSError, ValueError):
        return summary_markdown(ruleset)


def older_rules_notice(table: EngineTable | None) -> str:
    """A note, first on the rules page, for each rule of an older golf-tui the match keeps (one
    begun there, resumed here, goes on by the rules it began with: ``Table.record``), where the
    page's own words say otherwise: the peek rule (``look_again``) and the redeal rule
    (``endless_voids``, and ``void_lap`` where a final lap can begin); empty where it keeps
    none."""
    if table is None:
        return ""
    r = table.ruleset
    notes = []
    if table.look_again and r.peek_penalty.enabled:
        notes.append(_(
            "This match began in an older golf-tui and keeps its peek rule to the end: a card"
            " you have peeked at may be paid for again in the same turn, each look costing its"
            " points again. The rules below, which say you may not pay for it again meanwhile,"
            " are those of a match begun now."))
    if table.endless_voids and r.empty_stock == "redeal":
        # the page says "at most three times in a row", and with a knock or a final lap that a
        # stock running out during one ends the hole: what a format-1 record voids too
        if table.void_lap and (r.knock or r.all_face_up == "final_lap"):
            notes.append(_(
                "This match began in an older golf-tui and keeps its redeal rule to the end: a"
                " hole is redealt each time the stock runs out, however many times in a row,"
                " during a final lap too. The rules below, which say a hole is redealt at most"
                " three times in a row and that the stock running out in a final lap ends the"
                " hole, are those of a match begun now."))
        else:
            notes.append(_(
                "This match began in an older golf-tui and keeps its redeal rule to the end: a"
                " hole is redealt each time the stock runs out, however many times in a row."
                " The rules below, which say a hole is redealt at most three times in a row,"
                " are those of a match begun now."))
    return "\n\n".join("> " + md_text(note) for note in notes)


class RulesDocument(Markdown):
    """The rules' Markdown, built after the frame that shows the screen.

    Building and styling the document's hundred-odd blocks takes about a second (Textual's
    ``Markdown``), so the screen first shows "Loading the rules…" (``#rules-loading``) and
    fills the document once that frame is drawn. Closed before then, it builds nothing."""

    def __init__(self, markdown: str, *, id: str | None = None) -> None:
        super().__init__(None, id=id)
        self._rules = markdown
        self.filled = False
        self.when_filled: list[Callable[[], object]] = []  # after the first refresh filled

    def on_mount(self) -> None:
        # Built in this widget's own queue, not in the screen's callbacks after the refresh:
        # those wait for each other, and the screen's keys would wait for the document.
        self.call_after_refresh(self.call_later, self._fill)

    async def _fill(self) -> None:
        screen = self.screen
        if not self.is_attached or (isinstance(screen, DismissedOnce) and screen.dismissed):
            return  # closed while loading
        await self.update(self._rules)
        for loading in self.screen.query("#rules-loading"):
            await loading.remove()
        self.filled = True
        for callback in self.when_filled:
            self.call_after_refresh(callback)
        self.when_filled.clear()


class RulesScreen(LookUp):
    """The rules of the table being played, with its house rules: "Loading the rules…" on the
    first frame, the document after it (``RulesDocument``)."""

    AUTO_FOCUS = "#rules-box"  # a screen composed not at all (the app leaving) focuses nothing
    # under 50 columns the document keeps no padding of its own (help.tcss)
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (50, "-wide")]  # noqa: RUF012 (Textual's type)

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("escape", "close", N_("Close")),
        Binding("r", "close", N_("Close"), show=False),
    ]

    def __init__(self, ruleset: Ruleset, table: EngineTable | None = None) -> None:
        super().__init__()
        self._ruleset = ruleset
        self._table = table

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="rules-box", classes="help-box") as box:
            # a custom ruleset's title as written: a frame's title is read as markup unless
            # it is Content
            box.border_title = Content(_("Rules · %(title)s")
                                       % {"title": ruleset_title(self._ruleset)})
            # r closes it, as s the scorecard: R said "is Caps Lock on? Esc: close"
            box.border_subtitle = _("Esc or r: close")
            yield Static(_("Loading the rules…"), id="rules-loading")
            notice = older_rules_notice(self._table)
            rules = rules_markdown(self._ruleset)
            yield RulesDocument(f"{notice}\n\n{rules}" if notice else rules, id="rules-text")
        yield Footer()

    def _scroll_back(self, scrolled: dict[str, Offset]) -> None:
        """Back where the rules were read (after a language switch) once the document is
        there: a box cannot scroll past the loading line."""
        document = self.query_one(RulesDocument)
        if document.filled:
            super()._scroll_back(scrolled)
        else:
            document.when_filled.append(partial(super()._scroll_back, scrolled))
