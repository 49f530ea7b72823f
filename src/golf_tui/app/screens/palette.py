"""Textual's command palette, dismissed once like the game's own screens (``once.py``).

Its own ``dismiss`` (on Escape, a click beside it, a command chosen) popped whatever screen was
on top by then: a key queued for it after a hand-over or a hole's result went up over it took
that screen down instead, and with it, once, the table. And its search, a worker started on
every change of the search field, failed when it started after the palette had been taken down
or was taken down while it searched (a key typed into it as the app quit). Its "No matches found"
is in the current language (``_say_no_matches``), and its search field's hint in ASCII mode ends
in three dots, not in a "…" drawn as a full stop. Its busy dots turn only while they show.
Imported when the palette first opens."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from rich.align import Align
from rich.segment import Segment
from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.command import (
    CommandInput,
    CommandList,
    CommandPalette,
    DiscoveryHit,
    Hit,
    Hits,
    Provider,
)  # fmt: skip
from textual.content import Content
from textual.css.query import NoMatches
from textual.fuzzy import Matcher
from textual.strip import Strip
from textual.theme import ThemeProvider
from textual.widgets import LoadingIndicator
from textual.widgets.option_list import OptionDoesNotExist

from ...i18n import N_, _
from ..ascii_signs import ascii_text
from ..themes import theme_order, theme_title
from ..widgets.focus_mark import FOCUS_MARK
from .once import DismissedOnce

NO_MATCHES = N_("No matches found")
IN_USE = N_("The theme in use")
# What the game's own themes look like, under their names in the theme picker (the docs said
# it, the picker listed "felt" bare beside Textual's)
THEME_HELP = {"felt": N_("A green baize table, cream cards, red suits")}

# how often the busy dots are redrawn while they show (Textual's ``LoadingIndicator``'s own)
BUSY_DOTS_REFRESH = 1 / 16
COMMANDS = "-commands"  # the class of the palette of ctrl+p (the theme picker is one too)


class MarkedCommandList(CommandList):
    """Textual's list of commands, the highlighted one marked ``▶`` (``>`` in ASCII) in the
    first cell of its padding: its own highlight is colour, or a reverse under NO_COLOR, which
    a screen reader or the screen copied as text does not show. The cell is the padding's
    (two on the left), so no command moves."""

    def render_line(self, y: int) -> Strip:
        strip = super().render_line(y)
        try:  # (Textual's own map of lines to commands: were it gone, no mark, as before)
            index, offset = self._lines[self.scroll_offset.y + y]
        except (AttributeError, IndexError, TypeError, ValueError):
            return strip
        if index != self.highlighted or offset or strip.cell_length < 2:
            return strip
        head = next(iter(strip), None)
        mark = Strip([Segment(FOCUS_MARK, head.style if head is not None else None)], 1)
        return Strip.join([mark, strip.crop(1, strip.cell_length)])


class Palette(CommandPalette, DismissedOnce[Any]):
    """The palette of ctrl+p and of the theme picker.

    Textual stops a key's bindings at a modal screen, short of the app's ctrl+c: it copied the
    search text selected, else did nothing and said nothing. As over the game's boxes
    (``beside.ClosedBeside``), ctrl+c copies the text selected (the search field's own binding
    first), and else asks to quit (n goes back to the palette)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+c", "copy_or_quit", show=False),
    ]
    # on fewer than 20 lines no empty lines above the search field (styles/app.tcss)
    VERTICAL_BREAKPOINTS = [(0, "-short"), (20, "-tall")]  # noqa: RUF012 (Textual's own type)

    def compose(self) -> ComposeResult:
        """Textual's palette, its list of commands a ``MarkedCommandList``."""
        for widget in super().compose():
            yield (MarkedCommandList(id=widget.id, classes=" ".join(widget.classes))
                   if type(widget) is CommandList else widget)

    def refresh_language(self) -> None:
        """Nothing to relabel: a command chosen (the language's too) takes the palette down
        before it runs, and the commands are found anew, in the language then, each time the
        palette opens."""

    def action_copy_or_quit(self) -> None:
        from .beside import copy_selected

        if not copy_selected(self):
            self.app.action_help_quit()

    keys_held: int | None = None  # the keys typed after it wait for its field (``hold_keys``)

    def on_mount(self) -> None:
        # its search field has the focus now (Textual's AUTO_FOCUS, once composed): the keys
        # typed after the palette's key go to it
        release = getattr(self.app, "release_keys", None)
        if self.keys_held is not None and callable(release):
            release(self.keys_held)
        # its search field's hint ends in "…", drawn one cell for one cell in ASCII mode as a
        # full stop ("Search for commands."): written out there as the setup's texts are
        for field in self.query(CommandInput).results(CommandInput):
            field.placeholder = ascii_text(field.placeholder, self.app.has_class("-ascii"))
            field.cursor_blink = False  # steady, as the setup's name fields (``NameInput``)
        # Textual adds its "No matches found" (English, in a timer's callback of its own) as
        # the list's one option, then shows the list: it is put in the current language then.
        self.watch(self, "_list_visible", self._say_no_matches, init=False)
        # Textual's busy dots, hidden until a search has taken a moment, asked to be redrawn 16
        # times a second all the while the palette was open (``auto_refresh``): they turn only
        # while they show
        self.watch(self, "_show_busy", self._dots_turn)

    def _dots_turn(self, busy: bool) -> None:
        for dots in self.query(LoadingIndicator).results(LoadingIndicator):
            dots.auto_refresh = BUSY_DOTS_REFRESH if busy else None

    def _say_no_matches(self, visible: bool) -> None:
        """Textual's "No matches found" option, said in the current language (its look kept);
        were a later Textual to name it otherwise, it stays as Textual words it."""
        if not visible:
            return
        lists = self.query(CommandList)
        try:
            if lists:
                lists.first().replace_option_prompt(
                    self._NO_MATCHES, Align.center(Text(_(NO_MATCHES), style="not bold")))
        except OptionDoesNotExist:
            pass  # commands were found: nothing to say

    @work(exclusive=True, group=CommandPalette._GATHER_COMMANDS_GROUP)
    async def _gather_commands(self, search_value: str) -> None:
        if not self.query(CommandList):
            return  # taken down already: there is no list left to fill
        search = inspect.unwrap(CommandPalette._gather_commands)  # Textual's own, not a worker
        try:
            await search(self, search_value)
        except NoMatches:
            if self.query(CommandList):
                raise  # the palette is still up: a fault of its own
            # taken down while it searched: nothing is left to show the results in


class Themes(ThemeProvider):
    """Textual's theme list, with the theme in use marked, and first until the player searches:
    the picker highlights it, so Enter keeps it (Textual's listed every theme alike, A to Z,
    and the player could not tell which one was theirs). The game's own themes come before
    Textual's (``themes.GAME_THEMES``). Each is listed by the name the player reads
    (``themes.theme_title``: "Dark", "Mørk", "Tokyo Night"), not by Textual's id, which Textual
    lists (its ``Theme`` has no other name to give); a search finds a theme by its id too
    ("textual-dark", as the settings file has it), and shows the id after the name where only
    the id has what was typed."""

    @property
    def commands(self) -> list[tuple[str, Callable[[], None]]]:
        """(id, what choosing it does) for every theme, in the picker's order."""
        order = theme_order(self.app.available_themes)
        return sorted(super().commands, key=lambda command: order.index(command[0]))

    async def discover(self) -> Hits:
        current = self.app.theme
        commands = sorted(self.commands, key=lambda command: command[0] != current)
        for name, callback in commands:
            title = theme_title(name)
            yield DiscoveryHit(Content(title), callback, text=title,
                               help=_theme_help(name, current))

    async def search(self, query: str) -> Hits:
        matcher, current = self.matcher(query), self.app.theme
        for name, callback in self.commands:
            title = theme_title(name)
            by_title, by_id = matcher.match(title), matcher.match(name)
            if by_title > 0:
                shown = _highlighted(matcher, title)
            elif by_id > 0:  # "textual" typed: "Dark (textual-dark)", to say why it is there
                shown = Content.assemble(title, " (", _highlighted(matcher, name), ")")
            else:
                continue
            yield Hit(max(by_title, by_id), shown, callback, text=title,
                      help=_theme_help(name, current))


def _highlighted(matcher: Matcher, text: str) -> Content:
    """``text`` with the letters ``matcher`` found in it marked, as Textual's
    ``Matcher.highlight`` marks them, but as plain text: Textual's reads it as markup, where a
    theme's "[" would be lost."""
    content = Content(text)
    score, offsets = matcher.fuzzy_search.match(matcher.query, text)
    for offset in offsets if score else ():
        if not text[offset].isspace():
            content = content.stylize(matcher.match_style, offset, offset + 1)
    return content


def _theme_help(name: str, current: str) -> str | None:
    """The theme picker's line under ``name``: that it is in use, and what a theme of the
    game's own looks like (``THEME_HELP``); None: nothing to say."""
    said = [_(text) for text in (IN_USE if name == current else "", THEME_HELP.get(name, ""))
            if text]
    return ". ".join(said) or None


def choices(offered: Sequence[tuple[str, Callable[[], object], str]]) -> type[Provider]:
    """A provider of a few choices (title, what choosing it does, help line), listed in their
    order before the player searches: the first is highlighted, so Enter takes it (a small
    chooser: the level of the computer that plays for someone who left the table)."""

    class Choices(Provider):
        async def discover(self) -> Hits:
            for title, callback, help in offered:
                yield DiscoveryHit(title, callback, help=help)

        async def search(self, query: str) -> Hits:
            matcher = self.matcher(query)
            for title, callback, help in offered:
                if (match := matcher.match(title)) > 0:
                    yield Hit(match, matcher.highlight(title), callback, help=help)

    return Choices
