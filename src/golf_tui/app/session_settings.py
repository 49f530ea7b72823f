"""The remembered settings (the settings file): validated on first use (``settings``), the
language, the theme and the table settings read before that (``early_text``, ``early_table``:
a quick start's first frame), the pace a match starts or resumes with, and the settings saved
at each change (``remember``, ``remember_players``), a file that cannot be written said once a
run. Mixed into ``Session``."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .config import GameConfig
from .settings_file import SettingsRead

EARLY_TEXTS = ("language", "theme")  # read before the file is validated (``early_text``)

if TYPE_CHECKING:
    from .settings import Settings


class RememberedSettings:
    """The remembered settings (mixed into ``Session``, which sets these up)."""

    settings_file: Path
    settings_unsaved: bool
    warn: Callable[[str], None] | None
    _read: SettingsRead
    _settings: Settings | None
    _problems: list[str]
    _settings_said: set[str]
    _validating: threading.Lock

    if TYPE_CHECKING:  # provided by Session

        @property
        def problems(self) -> list[str]:
            ...

    @property
    def settings(self) -> Settings:
        """The remembered settings, validated on first use (a damaged file is reported in
        ``problems`` and moved aside then)."""
        with self._validating:
            if self._settings is None:
                from .settings import settings_from_read

                # the values dropped from the file in one message (a file with nine bad values
                # was nine warnings, the first pushed off the screen by the others)
                self._settings, found = settings_from_read(self._read, self.settings_file)
                self._problems[:0] = found
            return self._settings

    @property
    def found_so_far(self) -> list[str]:
        """The problems found so far, reading nothing more (``problems`` validates the
        settings first, which may move a damaged settings file aside)."""
        return list(self._problems)

    def early_text(self, key: str) -> str | None:
        """The ``language`` or ``theme`` setting without validating the settings first: the
        value validation gives it (see ``SettingsRead.text``)."""
        if self._settings is not None:
            value = getattr(self._settings, key)
            return value if isinstance(value, str) else None
        return self._read.text(key)

    def early_table(self) -> dict[str, Any]:
        """The remembered table settings (``handover``, ``ascii``, ``animations``) without
        validating the settings first (see ``SettingsRead.table``): a quick start is drawn with
        them from its first frame. ``ascii`` is the player's choice, or where there is none the
        terminal's guess (``terminal.ascii_guessed``: ASCII on the Linux console)."""
        from .terminal import ascii_guessed

        if self._settings is not None:
            table: dict[str, Any] = {"handover": self._settings.handover,
                                     "animations": self._settings.animations}
        else:
            table = self._read.table()
        return {**table, "ascii": ascii_guessed(self.ascii_chosen())}

    def ascii_chosen(self) -> bool | None:
        """The ASCII cards the player chose at the setup (``Settings.ascii``); None: none."""
        if self._settings is not None:
            return self._settings.ascii
        chosen = self._read.table()["ascii"]
        return chosen if isinstance(chosen, bool) else None

    def with_remembered(self, config: GameConfig) -> GameConfig:
        """A new match's config with the remembered pace."""
        return dataclasses.replace(config, bot_delay=self.settings.bot_delay)

    def resumed_pace(self, config: GameConfig) -> GameConfig:
        """A resumed match's config (``config_from_saved``) with the pace last chosen: the
        settings file's, when it has one (it is written at every change of the pace, in any
        match, and an autosave of an older golf-tui kept the pace its match started with);
        else the save's own."""
        if "bot_delay" not in self.settings.model_fields_set:
            return config
        return dataclasses.replace(config, bot_delay=self.settings.bot_delay)

    def remember_players(self, config: GameConfig, *, passed: bool = False) -> None:
        """A new match started: its seats (names and kinds) and, for a preset, its ruleset and
        house rules are the setup to offer next time, however it was started. The setup screen
        saves its own choices on Start; a quick start (``--players``) had nothing else to
        remember them by, and the next ``golf-tui`` offered "Player 1, Player 2".

        ``passed``: ``config`` is the one the deal passed on to from a match just finished
        (``GameConfig.dealt_on``), remembered with a note of it (``Settings.deal_passed``), so
        that the next setup says why its list starts from the next dealer (the next start of
        golf-tui showed "Ola" first without a word). A match started from that list (Play
        again) keeps the note, marked played; one of other players forgets it."""
        from ..rules_text import is_presets
        from .settings import DealPassed, SeatSetting
        from .setup_model import remembered_choices

        names = [s.name for s in config.seats]
        changes: dict[str, Any] = {
            "seats": [SeatSetting(name=s.name, kind=s.kind) for s in config.seats]}
        noted = self.settings.deal_passed
        if passed:
            changes["deal_passed"] = DealPassed(seats=names)
        elif noted is not None:
            changes["deal_passed"] = (noted.model_copy(update={"played": True})
                                      if noted.seats == names else None)
        name = config.ruleset.name
        if is_presets(config.ruleset):
            changes["ruleset"] = name
            # the house rules played, as the setup remembers them (``--house`` too)
            changes["house_rules"] = {**self.settings.house_rules,
                                      name: remembered_choices(config.ruleset)}
        self.remember(**changes)

    def remember(self, **changes: Any) -> None:
        """Save some settings now (theme, pace), if they changed; never raises."""
        if self._settings is None and all(key in EARLY_TEXTS and self.early_text(key) == value
                                          for key, value in changes.items()):
            # as the file has them (the theme it gave, set at start-up): nothing to save, and
            # the file is validated later, not before the quick start's first frame (pydantic)
            return
        changed = {k: v for k, v in changes.items() if getattr(self.settings, k, None) != v}
        if not changed:
            return
        self._settings = self.settings.model_copy(update=changed)
        self._saved(changed)

    def settings_read_again(self, tell: Callable[[str], None] | None = None) -> None:
        """Look at the settings file again before the setup reads it for itself during the run
        (New match, New setup), or saves its choices over it (Start, quitting from it): a
        hand's edit since this run read it that left the file unusable is said, and the file
        moved aside with this run's settings saved in its place (``update_settings``). The
        setup's own reading moved it aside without a word and showed the defaults; its Start
        and its quit saved the defaults' pace and theme. ``tell``: what says it (the game
        quitting: on the terminal once it has left it, where a toast would go with it); else
        a warning."""
        if self._settings is None:
            return  # never read: ``settings`` reads it, and says what it finds
        self._saved({}, tell)

    def _saved(self, changed: dict[str, Any],
               tell: Callable[[str], None] | None = None) -> None:
        """``changed`` saved in the settings file (nothing: only looked at again), what was
        found wrong with it said (by ``tell``, else warned of)."""
        from .settings import update_settings

        try:
            # a file edited by hand since it was read, and left unusable or with values that
            # cannot be used, is said as at a start (it was moved aside without a word)
            found = update_settings(self.settings_file, now=self.settings, **changed)
        except OSError as e:
            self.settings_not_saved(e, self.settings_file, tell)
            return
        for message in found:
            # a file whose copy could not be made is left as it is, and found so again
            if message in self._settings_said or message in self.problems:
                continue
            self._settings_said.add(message)
            self._said(message, tell)

    def settings_not_saved(self, error: OSError, path: Path,
                           tell: Callable[[str], None] | None = None) -> None:
        """The settings file could not be written: say so once a run, naming the cause (the
        change is kept for this run all the same)."""
        if self.settings_unsaved:
            return
        self.settings_unsaved = True
        from .settings import settings_not_saved

        self._said(settings_not_saved(error, path), tell)

    def _said(self, message: str, tell: Callable[[str], None] | None) -> None:
        """``message`` said by ``tell``, else warned of (kept for the start's report before
        the app can warn)."""
        if tell is not None:
            tell(message)
        elif self.warn is not None:
            self.warn(message)
        else:
            self.problems.append(message)
