"""How the setup screen is drawn: its language (the form composed again, everything filled in
kept: ``relabel``), its theme (as the palette's), and ASCII cards (the form drawn anew in them).
Mixed into ``SetupScreen``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import on
from textual.screen import Screen
from textual.widgets import Checkbox, Select

from ...i18n import LANGUAGES, N_, _, current_language, set_language
from ..config import GameConfig
from ..settings import Settings
from ..terminal import glyphless_term_here, unicode_here
from .bindings import translate_bindings
from .relabel import rebuilding
from .setup_saving import _default_names_translated

if TYPE_CHECKING:
    from textual.theme import Theme


# Why the ASCII box is ticked where the terminal only suggests it (``terminal.ascii_guessed``):
# its tooltip, and under the rules while it has the focus. No ♠ in it: in ASCII it reads "s".
ASCII_GUESSED = N_("Ticked for this terminal (TERM=%(term)s), whose font often lacks card"
                   " suits and box lines: untick it if yours has them.")


class SetupDrawing(Screen[GameConfig]):
    """The setup's language, theme and ASCII cards (mixed into ``SetupScreen``, which sets these
    up)."""

    _ascii_box: bool
    _ascii_remembered: bool | None
    _house_memory: dict[str, list[str]]
    _language_picked: bool
    _preset: str
    _settings: Settings
    _shown: str
    _theme_picked: bool

    if TYPE_CHECKING:  # provided by SetupScreen and its other parts

        async def _fill(self) -> None:
            ...

        def _house_choices(self) -> list[str]:
            ...

        def _show_problems(self) -> None:
            ...

        def _mark_chosen_preset(self) -> None:
            ...

        def _form_settings(self) -> Settings:
            ...

    @on(Select.Changed, "#language")
    async def _language_chosen(self, event: Select.Changed) -> None:
        code = event.value
        if not isinstance(code, str) or code not in LANGUAGES or code == current_language():
            return
        set_language(code)
        self._language_picked = True
        translate_bindings(self.app)  # the palette's key, in every footer
        await self.relabel()

    def refresh_language(self) -> None:
        """The language was switched elsewhere (the command palette): relabel this screen."""
        self.call_later(self.relabel)

    async def relabel(self) -> None:
        """Show the screen in the current language, keeping everything filled in so far."""
        if self._shown == self._preset:
            self._house_memory[self._preset] = self._house_choices()
        self._settings = _default_names_translated(self._form_settings())
        self._ascii_box = self.query_one("#ascii", Checkbox).value
        translate_bindings(self)
        with rebuilding(self):  # a ctrl+s meanwhile waits for the form to be filled in again
            await self.recompose()
            await self._fill()
        self.query_one("#language", Select).focus()
        self.refresh_bindings()

    @on(Select.Changed, "#theme")
    def _theme_chosen(self, event: Select.Changed) -> None:
        name = event.value
        if not isinstance(name, str) or name == self.app.theme:
            return  # (the field following the palette's choice: ``_theme_changed``)
        self.app.theme = name
        self._theme_picked = True

    def _theme_changed(self, theme: Theme) -> None:
        """The theme changed, here or in the palette: the field shows the one in use, and the
        words dimmed in the theme's faint colour (a preset's tagline, the note under Ready:
        ``colours.faint``, written out) are drawn anew in the new theme's."""
        for field in self.query("#theme").results(Select):
            if field.value != theme.name:
                field.value = theme.name
        self._mark_chosen_preset()
        self._show_problems()

    def _ascii_guess_words(self) -> str | None:
        """Why the ASCII box is ticked, where the terminal's guess ticked it (the Linux
        console, a VT: ``terminal.ascii_guessed``) and the player never chose; else None."""
        term = glyphless_term_here()
        if term is None or self._ascii_remembered is not None or not self._ascii_box \
                or not unicode_here():
            return None
        return _(ASCII_GUESSED) % {"term": term}

    @on(Checkbox.Changed, "#ascii")
    def _ascii_ticked(self, event: Checkbox.Changed) -> None:
        """The screen drawn as the box says from now on, as the table will be: ticked on a
        terminal that lacks the glyphs, the setup stayed garbled until Start."""
        self.app.set_class(event.value or not unicode_here(), "-ascii")
        self.call_later(self._drawn_anew)

    async def _drawn_anew(self) -> None:
        """The form composed again in the drawing the box chose (its arrows, switches and
        signs are chosen as they are composed: only redrawn, an unticked switch went blank),
        everything filled in kept, the focus back on the box."""
        await self.relabel()
        self.query_one("#ascii", Checkbox).focus()
