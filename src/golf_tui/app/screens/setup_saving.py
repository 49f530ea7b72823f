"""The setup remembered: the form as settings (``_form_settings``), saved when a match starts and
when the app quits from the setup (``remember_on_quit``); and the setup "New setup" starts from
after a match (``settings_played``), and what of that match it cannot show (``not_carried_over``).
Mixed into ``SetupScreen``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from textual.screen import Screen
from textual.widgets import Checkbox, Select

from ...i18n import N_, _, current_language
from ...names import clean_name, has_control
from ...presets import readable_presets
from ..config import GameConfig, HandOver, Seat, handover_mode
from ..settings import SeatSetting, Settings, load_settings, settings_path, write_settings
from ..setup_model import (
    build_ruleset,
    carried_short,
    default_name,
    in_current_language,
    offered_preset,
    remembered_choices,
    ruleset_title,
    seat_names,
    translated,
)
from ..widgets.seat_row import SeatRow
from .relabel import ready_for_actions

# What "New setup" could not carry over from the match played (``not_carried_over``)
# (short: a warning's room at 60×20 is three lines of 35 characters; the --rule one is below)
OWN_RULESET = N_("%(title)s, the last match's own ruleset, is not offered here: Start plays"
                 " %(preset)s.")
# a file that kept its preset's title: the one title twice read as if nothing changed
OWN_RULESET_SAME_TITLE = N_("The last match's own ruleset is not offered here: Start plays the"
                            " preset %(preset)s.")


class SetupSaving(Screen[GameConfig]):
    """The setup remembered (mixed into ``SetupScreen``, which sets these up)."""

    _ascii_first: bool
    _ascii_remembered: bool | None
    _house_memory: dict[str, list[str]]
    _language_picked: bool
    _preset: str
    _remember: bool
    _settings: Settings
    _shown: str
    _theme_picked: bool

    if TYPE_CHECKING:  # provided by SetupScreen's other parts

        @property
        def dismissed(self) -> bool:
            ...

        def _rows(self) -> list[SeatRow]:
            ...

        def _seats(self) -> tuple[Seat, ...]:
            ...

        def _house_choices(self) -> list[str]:
            ...

    @staticmethod
    def _write(settings: Settings, *, language: bool) -> tuple[OSError, Path] | None:
        """Save ``settings`` as the setup to start from next time; the error and the file
        when that fails. ``language``: its language too (a match started in it, or chosen in
        the setup's field); else the file keeps the one it has, or none (``write_settings``).
        The note of a deal passed on is never saved: the setup has shown its list
        (``Settings.deal_passed``)."""
        settings = settings.model_copy(update={"deal_passed": None})
        if not language:
            settings = without_language(settings)
        path = settings_path()
        try:
            write_settings(settings, path)
        except OSError as e:
            return e, path
        return None

    def remember_on_quit(self, tell: Callable[[str], None] | None = None
                         ) -> tuple[OSError, Path] | None:
        """The app quits from this setup (ctrl+q, ctrl+c, the palette's Quit, SIGTERM,
        SIGHUP): save what was filled in, as Start would, so that the next start shows it
        (eight names typed, then ctrl+q, came back as "Player 1 / Player 2"). A form with
        problems saves what can be: a seat with no name by its seat's default name, a name's
        control characters left out, and of the house rules ticked those that go together.
        The error and the file when the write fails (the app says so, and quits all the same);
        None when it is saved, or when this setup remembers nothing (``remember``) or has
        started its match already.

        The settings file is looked at again first, as Start does: one broken by hand while
        the setup was open is kept aside, said by ``tell`` (the app quitting prints it on the
        terminal once it has left it), and this run's pace and theme saved in its place, which
        the form's save keeps; they were the defaults', the file moved aside without a word."""
        if not self._remember or self.dismissed:
            return None
        read_again = getattr(self.app, "settings_read_again", None)
        if callable(read_again):  # a hand's edit since (``Remembered``)
            read_again(tell)
        try:
            settings = self._quit_settings()
        except ValueError:  # a form this version cannot put in the file: the one it came with
            settings = self._settings
        return self._write(settings, language=self._language_picked)

    def _quit_settings(self) -> Settings:
        """The form as settings that read back without a problem (``remember_on_quit``)."""
        if not ready_for_actions(self) or self.query_one_optional("#ascii") is None:
            return self._settings  # composing again: the form as it was before (``relabel``)
        if self._shown == self._preset:
            self._house_memory[self._preset] = _together(self._preset, self._house_choices())
        rows = self._rows()
        typed = [_file_name(row.player_name) for row in rows]
        kinds = [row.kind for row in rows]
        names = seat_names([name or default_name(n) for n, name in enumerate(typed, start=1)],
                           kinds)
        return self._form_settings().model_copy(update={"seats": [
            SeatSetting(name=name, kind=kind) for name, kind in zip(names, kinds, strict=True)]})

    def _handover(self) -> HandOver:
        return handover_mode(self.query_one("#handover-mode", Select).value)

    def _ascii_chosen(self) -> bool | None:
        """The box as the player left it: one ticked and locked by a terminal without Unicode
        remembers the player's own choice, for the next terminal, and one showing the match
        just left's (``--ascii``, ``ascii``) or the terminal's guess (the Linux console's)
        remembers it unless the player changed it: a guess left as it is stays no choice
        (None), and the next start guesses again."""
        box = self.query_one("#ascii", Checkbox)
        if box.disabled or box.value == self._ascii_first:
            return self._ascii_remembered
        return box.value

    def _form_settings(self) -> Settings:
        """What the form says now, as settings (the language is the one spoken now, the theme
        the one in use where it was chosen here)."""
        settings = Settings(
            seats=[SeatSetting(name=s.name, kind=s.kind) for s in self._seats()],
            ruleset=self._preset,
            house_rules=self._house_memory,
            handover=self._handover(),
            ascii=self._ascii_chosen(),
            animations=self.query_one("#animations", Checkbox).value,
            language=current_language(),
        )
        if self._theme_picked:  # set, so the file takes it (``settings.KEPT_ON_SAVE``)
            settings = settings.model_copy(update={"theme": self.app.theme})
        return settings


def without_language(settings: Settings) -> Settings:
    """``settings`` built without a language: written, the file keeps its own
    (``settings.KEPT_ON_SAVE``)."""
    return Settings(**{k: getattr(settings, k) for k in settings.model_fields_set
                       if k != "language"})


def _file_name(name: str) -> str:
    """A name typed as the settings file can keep it: without control characters."""
    return clean_name("".join(" " if has_control(ch) else ch for ch in name))


def _together(preset: str, choices: list[str]) -> list[str]:
    """Of the house rules ``choices`` of ``preset``, each that goes with the ones before it."""
    kept: list[str] = []
    for choice in choices:
        if build_ruleset(preset, [*kept, choice]).ruleset is not None:
            kept.append(choice)
    return kept


def _default_names_translated(settings: Settings) -> Settings:
    """``settings`` with the seats nobody named ("Spiller 2") named in the current language."""
    seats = [seat.model_copy(update={"name": in_current_language(seat.name)})
             for seat in settings.seats]
    return settings.model_copy(update={"seats": seats})


def not_carried_over(config: GameConfig, settings: Settings) -> str:
    """What of the ruleset of ``config`` the setup started from ``settings``
    (``settings_played``) cannot show, and what Start plays instead, in words; "" when it shows
    it all. The setup offers the presets and their house rules: a custom ruleset file
    (``--ruleset mine.toml``) and a preset's settings changed by ``--rule`` are not there, and
    a player who pressed Start as before would get another game without being told."""
    from ...rules_text import preset_changes

    ruleset = config.ruleset
    changes = preset_changes(ruleset)
    if changes is None:
        readable = readable_presets()[0]
        preset = offered_preset(settings.ruleset, list(readable))
        if not preset:  # no preset to play instead: the setup ends the game, saying why
            return ""
        title = ruleset_title(ruleset)
        preset_title = translated(readable[preset].title) or preset
        if title == preset_title:
            return _(OWN_RULESET_SAME_TITLE) % {"preset": preset_title}
        return _(OWN_RULESET) % {"title": title, "preset": preset_title}
    if not changes or carried_short(ruleset) is not None:  # a short match: its length is
        return ""  # offered (``settings_played``)
    words = ", ".join(f"--rule {change}" for change in changes)
    # what Start does first, then the settings: at 60×20 a toast shows two lines of it and
    # where to read all of it ("The last match's --rule / pairs=anywhere, --rule" told nothing)
    return _("Start plays %(title)s without the last match's %(changes)s, which cannot be set"
             " here.") % {"changes": words, "title": ruleset_title(ruleset)}


def settings_played(config: GameConfig) -> Settings:
    """The remembered setup, with the players and (for a preset) the ruleset and house rules of
    ``config``: what "New setup" starts from after a match. The table settings (hand-over,
    ASCII cards, animations) are the remembered ones, not the match's: ``--handover`` and
    ``--ascii`` are for their match only, and a terminal without Unicode, or a resumed save,
    does not choose them either (Start would save them over the player's own choice). The
    setup's box shows the match's ASCII all the same (``SetupScreen``'s ``ascii``), as the
    screen is drawn, and saves the remembered one unless it is changed there."""
    from ...rules_text import is_presets

    settings = load_settings()
    update: dict[str, object] = {
        "seats": [SeatSetting(name=s.name, kind=s.kind) for s in config.seats]}
    name = config.ruleset.name
    if is_presets(config.ruleset):
        update["ruleset"] = name
        update["house_rules"] = {**settings.house_rules,
                                 name: remembered_choices(config.ruleset)}
    return settings.model_copy(update=update)
