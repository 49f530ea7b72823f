"""The remembered setup: who sat where, which ruleset and house rules, and the table settings.

Stored as JSON in the user's config directory (``GOLF_TUI_HOME`` overrides it, for tests and
portable installs). Reading never fails and never loses more than it must: a field with a bad
value is dropped (the rest is kept) and reported, the file copied aside as it was
(``settings.json.bad``) and rewritten with the rest, so it is reported once; a file that cannot
be read at all is moved aside (``settings.json.bad``) and reported; the defaults fill in.
``load_settings_report`` gives the message, naming the file (every value dropped in one, as the
app shows it: ``combined_report``); ``load_settings`` is the quiet version the setup screen uses.

Finding and reading the file is ``settings_file`` (standard library only); this module validates
what was read. The app's start-up reads first and validates after its first frame.

Values are taken as written, never converted (``strict``): ``"yes"`` or ``1`` is no ``true``,
``"2"`` no number of seconds, and NaN or Infinity no number at all. Why a value is dropped is
worded from pydantic's error type (``ruleset_words.value_words`` and ``WORDS`` here), in the
player's language; only a type not foreseen keeps pydantic's English.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator
from pydantic_core import ErrorDetails

from ..engine.errors import RulesetError
from ..i18n import LANGUAGES, N_, _, and_list, decimal, ngettext
from ..names import clean_name, has_control
from ..paths import HOME_ENV, os_problem, os_words
from ..presets import cut_name, load_ruleset, preset_names
from ..ruleset_words import value_words
from .config import HUMAN, HandOver
from .settings_file import (
    FILE_NAME,
    MAX_BYTES,
    SettingsRead,
    known_theme,
    read_settings_file,
    settings_dir,
    settings_path,
)
from .setup_model import MAX_NAME, MAX_SEATS, bot_kinds, is_short_length, length_choice

__all__ = [
    "FILE_NAME", "HOME_ENV", "KEPT_ON_SAVE", "MAX_BYTES", "DealPassed", "SeatSetting", "Settings",
    "load_settings", "load_settings_report", "save_settings", "settings_dir",
    "settings_from_read", "settings_not_saved", "settings_path", "setup_not_saved",
    "update_settings", "write_settings",
]  # fmt: skip

# Saved from the table or the palette, not by the setup screen: kept when the setup saves.
KEPT_ON_SAVE = ("theme", "bot_delay", "language")


class SeatSetting(BaseModel):
    """One remembered chair."""

    model_config = ConfigDict(frozen=True, extra="ignore", strict=True,
                              use_attribute_docstrings=True)

    name: str
    """The player's name as typed at setup (as ``names.clean_name`` keeps it: a file written by
    hand or by an older golf-tui may hold invisible characters, left out when read)."""
    kind: str = "human"
    """``human`` or a computer player kind (see ``golf_tui.bots.BOT_KINDS``)."""

    @field_validator("name")
    @classmethod
    def _cleaned(cls, name: str) -> str:
        return clean_name(name)


class DealPassed(BaseModel):
    """The deal passed on at the end of a finished match (``GameConfig.dealt_on``): the players
    the next setup lists, from the new dealer on, so that it can say why the list starts where
    it does while it is still that list (``SetupScreen``). The last of them dealt first in the
    match that passed it. Forgotten once a setup has said so, or a match of other players has
    started."""

    model_config = ConfigDict(frozen=True, extra="ignore", strict=True,
                              use_attribute_docstrings=True)

    seats: list[str]
    """The players' names as the deal passed on, the new dealer first."""
    played: bool = False
    """A match was started from that list since (Play again) and left unfinished: the last
    match was dealt by the new dealer already, and the one before it passed the deal."""


def _default_seats() -> list[SeatSetting]:
    # in the language spoken when the settings are made (a first run)
    return [SeatSetting(name=_("Player %(n)d") % {"n": n}) for n in (1, 2)]


class Settings(BaseModel):
    """Everything the app remembers between runs."""

    model_config = ConfigDict(frozen=True, extra="ignore", strict=True,
                              use_attribute_docstrings=True)

    seats: list[SeatSetting] = Field(default_factory=_default_seats)
    """The players in turn order, as last started."""
    ruleset: str = "swedish-6"
    """Name of the preset last played."""
    house_rules: dict[str, list[str]] = Field(default_factory=dict)
    """Per preset, the house rules last switched on (``key`` or ``key=option``)."""
    handover: HandOver = "auto"
    """When the hand-over screen covers the table between turns."""
    ascii: bool | None = None
    """ASCII card faces for terminals without suit glyphs, as the player chose them at the
    setup; None: never chosen, the terminal decides (``terminal.ascii_guessed``: ASCII on the
    Linux console). Left out of the file when None (``write_settings``): an older golf-tui
    takes no ``null`` for it."""
    animations: bool = True
    """Staggered reveals and paced computer moves."""
    theme: str | None = None
    """The Textual theme last chosen (command palette); None: Textual's default. A name
    Textual does not have is dropped (``settings_file.known_theme``)."""
    bot_delay: float = Field(default=0.8, ge=0.0, le=10.0, allow_inf_nan=False)
    """Seconds between visible computer moves (the table's + / - keys)."""
    language: str | None = None
    """The language a match was last started in from the setup screen, or chosen there or in
    the palette (``en``, ``nb``, ``sv``, ``da``); None: from the environment. ``--lang`` on the
    command line wins for its run (and is saved as the setup's other choices are, when a match
    is started from the setup in it)."""
    deal_passed: DealPassed | None = None
    """The deal passed on by the last finished match, not yet said by a setup (``DealPassed``).
    Left out of the file when None (``write_settings``). Not the player's own setting: a value
    of the wrong kind is dropped without a word (``_salvaged``)."""


# What the game notes for itself, not the player's choice: a value of the wrong kind is left out
# without a word (the player could do nothing about it) and the file is not rewritten for it
SILENT = ("deal_passed",)
BAD_NAMES = 99  # settings.json.bad, .bad2 … .bad99


def _kept_aside(path: Path, copy: bool = False) -> Path:
    """``path`` kept as ``settings.json.bad`` (else ``.bad2`` … ``.bad99``): moved there, or with
    ``copy`` copied there (the next save rewrites the file). Raises OSError as ``move_aside``."""
    from ..storage.atomic import move_aside  # the storage loads the engine: not earlier

    return move_aside(path, "bad", copy=copy, plain_first=True, tries=BAD_NAMES)


def _unreadable(path: Path, problem: str) -> tuple[Settings, list[str]]:
    try:
        where = _("it was moved to %(path)s") % {"path": _kept_aside(path)}
    except OSError as e:
        where = _("it could not be moved aside (%(reason)s)") % {"reason": os_words(e)}
    return Settings(), [_("Settings file %(path)s: %(problem)s; the defaults are used (%(where)s).")
                        % {"path": path, "problem": problem, "where": where}]


@dataclass(frozen=True)
class Dropped:
    """One value of the settings file that was not used: where it was (``'theme'``, or a house
    rule's entry), why, and what is used in its place (None: the reason says it)."""

    what: str
    reason: str
    instead: str | None


def _salvaged(data: dict[str, Any],
              path: Path) -> tuple[Settings, list[Dropped], Path | str | None, bool]:
    """The fields valid on their own, each value dropped, where the original was copied (or
    why it could not be; None: nothing was dropped, the file stays as it is), and whether the
    file was rewritten with the values kept (only once the copy is made: the warning is then
    given once, not at every start, and the user's file is never lost)."""
    good: dict[str, Any] = {}
    dropped: list[Dropped] = []

    def ignored(key: str, reason: str) -> None:
        dropped.append(Dropped(repr(key), reason, _instead(key)))

    for key, value in data.items():
        if key not in Settings.model_fields:
            continue  # a newer golf-tui's setting, or an old one: harmless
        try:
            typed = getattr(Settings.model_validate({key: value}), key)
        except ValidationError as e:
            if key not in SILENT:
                ignored(key, _why(e.errors()[0]))
            continue
        if key == "seats" and len(typed) > MAX_SEATS:
            # the setup seats the first eight: the others are said to be left out
            dropped.append(Dropped(_seats_over(len(typed)), _("a table seats at most %(max)d"
                                                             " players") % {"max": MAX_SEATS},
                                   _("left out")))
            typed, value = typed[:MAX_SEATS], value[:MAX_SEATS]
        if key == "house_rules":
            value, rules = _known_house_rules(typed)
            dropped += [Dropped(_("'house_rules' entry %(rule)s of %(preset)s")
                                % {"rule": repr(cut_name(rule)), "preset": repr(cut_name(preset))},
                                reason,
                                _("the house rule is left off")) for preset, rule, reason in rules]
        elif (reason := _value_problem(key, typed)) is not None:
            ignored(key, reason)
            continue
        good[key] = value
    kept: Path | str | None = None
    rewritten = False
    if dropped:  # the file is rewritten: keep the original as it was
        try:
            kept = _kept_aside(path, copy=True)
        except OSError as e:
            kept = os_words(e)
        else:
            # in the file's order, with what this version does not know kept as it was (a
            # newer golf-tui's settings)
            rewritten = _rewritten(path, data, {
                key: good.get(key, value) for key, value in data.items()
                if key in good or key not in Settings.model_fields})
    return Settings.model_validate(good), dropped, kept, rewritten


def _rewritten(path: Path, data: dict[str, Any], values: dict[str, Any]) -> bool:
    """``path`` written anew with ``values``, if it still holds ``data``, as it was read (not
    a file another golf-tui saved since); False where it was not written."""
    from ..storage.atomic import atomic_write_text  # the storage loads the engine: not earlier

    now = read_settings_file(path).data
    if now is None or json.dumps(now) != json.dumps(data):  # as text: NaN is no NaN
        return False
    try:
        atomic_write_text(path, json.dumps(values, indent=2, ensure_ascii=False))
    except OSError:
        return False  # the warning comes again next time; the copy is kept already
    return True


def _seats_over(count: int) -> str:
    """The remembered players past the table's last chair: "players 9 to 11 of 'seats'"."""
    first = MAX_SEATS + 1
    if count == first:
        return _("player %(n)d of 'seats'") % {"n": first}
    return _("players %(first)d to %(last)d of 'seats'") % {"first": first, "last": count}


def _instead(key: str) -> str | None:
    """What is used in place of a dropped ``key``: its default, in words (None: the reason
    says it already)."""
    default = Settings.model_fields[key].get_default(call_default_factory=True)
    if key == "theme":
        return None  # "no theme 'neon': the default theme is used"
    if key == "seats":
        value = and_list([seat.name for seat in default])
    elif key == "language":
        value = _("the language of the environment")
    elif key == "house_rules":  # {}: it read "used instead: {}"
        value = _("no house rules")
    elif key == "ascii":  # none chosen: as the terminal suggests
        from .terminal import ascii_guessed

        value = _("on") if ascii_guessed(None) else _("off")
    elif isinstance(default, bool):
        value = _("on") if default else _("off")
    elif isinstance(default, float):
        value = decimal(default)
    else:
        value = str(default)
    return _("used instead: %(value)s") % {"value": value}


def _dropped_words(item: Dropped) -> str:
    """One value dropped, in words: which, what is used in its place, then why ("'ruleset':
    used instead: swedish-6; no preset 'nope' (presets: …)"). What is used comes before why:
    a toast short of room shows the start of it (``notes.fit``), and a long reason (the
    presets, a house rule's words) left out what was used instead."""
    args = {"what": item.what, "reason": item.reason, "instead": item.instead}
    if item.instead is None:
        return _("%(what)s: %(reason)s.") % args
    return _("%(what)s: %(instead)s; %(reason)s.") % args


def combined_report(dropped: list[Dropped], kept: Path | str | None, path: Path,
                    rewritten: bool = False) -> str:
    """Every value dropped from the settings file in one message: one value in one line
    ("Settings file: 'ruleset': used instead: …"), more under a line counting them, a line
    each (which, what is used instead, why: ``_dropped_words``); then where the original
    was kept (and, where the file was ``rewritten``, that it now holds only what could be
    used), naming the file. The file's path comes last: first, it took the toast's first
    lines (three at the setup), and the value dropped was cut off."""
    if len(dropped) == 1:
        lines = [_("Settings file: %(problem)s") % {"problem": _dropped_words(dropped[0])}]
    else:
        lines = [ngettext("Settings file: %(n)d value could not be used:",
                          "Settings file: %(n)d values could not be used:", len(dropped))
                 % {"n": len(dropped)}]
        lines += [_("• %(problem)s") % {"problem": _dropped_words(item)} for item in dropped]
    if isinstance(kept, Path) and rewritten:
        lines.append(_("The original file is kept as %(copy)s; the settings file now holds"
                       " only the values that could be used.") % {"copy": kept})
    elif isinstance(kept, Path):
        lines.append(_("The original file is kept as %(copy)s.") % {"copy": kept})
    elif kept is not None:
        lines.append(_("The original file %(path)s could not be kept beside it (%(reason)s).")
                     % {"path": path, "reason": kept})
    return "\n".join(lines)


# What pydantic finds wrong in settings.json that ``ruleset_words`` has no words for, by type.
WORDS: dict[str, str] = {
    "finite_number": N_("%(value)s is not a number"),  # NaN, Infinity (Python's JSON reads them)
    "dict_type": N_("expected an object: { … }"),  # house_rules
    "model_type": N_('expected an object such as {"name": "Kari", "kind": "human"}'),  # a seat
    "missing": N_("%(field)s is missing"),  # a seat's name
}


def _why(error: ErrorDetails) -> str:
    """Why a value was dropped, from pydantic's error: where in the value (a seat by its
    number, an entry of a list, a key of an object) and what, in the current language
    (pydantic's English only for an error type not foreseen here)."""
    key, *inside = error["loc"]
    code, params = error["type"], dict(error.get("ctx") or {})
    for bound in ("ge", "le"):  # 10.0 seconds is "10", as pydantic says it
        if isinstance(limit := params.get(bound), float) and limit.is_integer():
            params[bound] = int(limit)
    if code == "missing" and inside:
        params["field"] = repr(inside.pop())
    if code == "finite_number":
        params["value"] = json.dumps(error["input"])  # as the file spells it: NaN, -Infinity
    try:
        words = _(WORDS[code]) % params if code in WORDS else value_words(code, params)
    except (KeyError, TypeError, ValueError):
        words = None
    words = words or error["msg"]
    if not inside:
        return words
    where = ", ".join(_place(part, seat=key == "seats" and n == 0)
                      for n, part in enumerate(inside))
    return _("%(where)s: %(problem)s") % {"where": where, "problem": words}


def _place(part: int | str, seat: bool) -> str:
    """One step of the way into a value: a seat (counted from 1, as the setup does), an entry
    of another list, or a key."""
    if isinstance(part, str):
        return repr(part)
    return (_("player %(n)d") if seat else _("entry %(n)d")) % {"n": part + 1}


def _value_problem(key: str, value: Any) -> str | None:
    """What a value of the right type may still get wrong: a preset, a language, a theme, a
    computer player or a name this version does not have or allow (None: nothing)."""
    if key == "ruleset":
        names = preset_names()
        if names and value not in names:  # (none: their folder does not read, nothing to say)
            return _("no preset %(name)r (presets: %(presets)s)") % {
                "name": cut_name(value), "presets": ", ".join(names)}
    elif key == "language":
        if value is not None and value not in LANGUAGES:
            return _("no language %(code)s (languages: %(codes)s)") % {
                "code": repr(value), "codes": ", ".join(LANGUAGES)}
    elif key == "theme":
        if value is not None and not known_theme(value):
            return _("no theme %(name)s: the default theme is used") % {"name": repr(value)}
    elif key == "seats":
        return _seats_problem(value)
    return None


def _seats_problem(seats: list[SeatSetting]) -> str | None:
    if not seats:
        return _("no players")
    kinds: tuple[str, ...] = ()
    for n, seat in enumerate(seats, start=1):
        if not clean_name(seat.name):
            return _("player %(n)d has no name") % {"n": n}
        if len(seat.name.strip()) > MAX_NAME:
            return _("the name of player %(n)d is longer than %(max)d characters") % {
                "n": n, "max": MAX_NAME}
        if has_control(seat.name):
            return _("the name of player %(n)d holds control characters") % {"n": n}
        if seat.kind != HUMAN:
            kinds = kinds or bot_kinds()  # the computer players imported only when needed
            if seat.kind not in kinds:
                return _("player %(n)d: no bot %(kind)s (kinds: %(kinds)s)") % {
                    "n": n, "kind": repr(seat.kind), "kinds": ", ".join(kinds)}
    return None


HouseRules = dict[str, list[str]]


def _known_house_rules(remembered: HouseRules) -> tuple[HouseRules, list[tuple[str, str, str]]]:
    """The remembered house rules each preset still offers, each with the ones before it, and
    (preset, rule, why) for each one dropped."""
    names = preset_names()
    if not names:  # their folder does not read (a damaged installation): nothing to check them
        return {preset: list(rules) for preset, rules in remembered.items()}, []  # against
    kept: dict[str, list[str]] = {}
    dropped: list[tuple[str, str, str]] = []
    for preset, rules in remembered.items():
        if preset not in names:  # never a path: only presets are remembered
            dropped += [(preset, rule, _("no preset %(name)r (presets: %(presets)s)")
                         % {"name": cut_name(preset), "presets": ", ".join(names)})
                        for rule in rules]
            continue
        try:
            load_ruleset(preset)
        except RulesetError:  # a damaged preset, not offered at the setup: nothing to check
            kept[preset] = list(rules)  # them against; kept for when it is mended
            continue
        kept[preset] = []
        for rule in rules:
            if is_short_length(rule):  # a short match's holes, where the setup offers it
                choice = length_choice(preset, rule)
                if choice is None:
                    dropped.append((preset, rule, _("no such match length")))
                    continue
                if choice == rule:
                    kept[preset].append(rule)
                    continue
                # the length a house rule of the preset plays (norwegian-6's "6 holes"), which
                # the setup offers in its stead: that house rule, as any other
                rule = choice
            try:
                # with the ones kept before it: each may be offered, but not with another
                # ("18-holes" and "6-holes", an option twice), and the setup would keep one
                load_ruleset(preset, [*kept[preset], rule])
            except RulesetError as e:
                dropped.append((preset, rule, str(e)))
            else:
                kept[preset].append(rule)
    return kept, dropped


def settings_from_read(read: SettingsRead, path: Path) -> tuple[Settings, list[str]]:
    """The settings in a file read with ``read_settings_file(path)``, and the message for what
    was found wrong (none when all is well): the values dropped from a file otherwise read, all
    in one (``combined_report``), or why the file could not be used. An unusable file is moved
    aside here."""
    if read.data is not None:
        settings, dropped, kept, rewritten = _salvaged(read.data, path)
        return settings, [combined_report(dropped, kept, path, rewritten)] if dropped else []
    if read.problem == "cannot_read":
        return Settings(), [_("Settings file %(path)s cannot be read (%(problem)s); the defaults"
                              " are used.") % {"path": path, "problem": read.detail}]
    problem = _unusable(read)
    if problem is not None:
        return _unreadable(path, problem)
    return Settings(), []  # no file yet


def _unusable(read: SettingsRead) -> str | None:
    """Why the file read as ``read`` is no JSON object to take settings from, in words (None:
    it is one, or there is no file; a file that cannot be read at all is not said here)."""
    if read.problem == "too_large":
        return _("larger than %(limit)d bytes") % {"limit": MAX_BYTES}
    if read.problem == "not_utf8":
        return _("not UTF-8 text")
    if read.problem == "not_json":
        return _("not valid JSON (%(problem)s)") % {"problem": read.detail}
    if read.problem == "not_object":
        return _("expected a JSON object")
    return None


def load_settings_report(path: Path | None = None) -> tuple[Settings, list[str]]:
    """The remembered settings and the message for what was found wrong with the file (none
    when all is well), as ``settings_from_read`` gives it."""
    path = path or settings_path()
    return settings_from_read(read_settings_file(path), path)


def load_settings(path: Path | None = None) -> Settings:
    """The remembered settings, or the defaults when there are none or they cannot be read."""
    return load_settings_report(path)[0]


def write_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (a temporary file of its own, fsync, rename: two copies of
    golf-tui saving at once never share a temporary file, and a crash leaves the old file or
    the new one). Raises OSError; nothing is left behind then.

    Fields in ``KEPT_ON_SAVE`` that ``settings`` was built without keep their value on disk,
    so the setup screen saving its choices does not forget the theme or the pace."""
    path = path or settings_path()
    missing = [k for k in KEPT_ON_SAVE if k not in settings.model_fields_set]
    if missing:
        on_disk = load_settings(path)
        settings = settings.model_copy(update={k: getattr(on_disk, k) for k in missing})
    from ..storage.atomic import atomic_write_text  # the storage loads the engine: not earlier

    # ASCII never chosen is no key at all (``Settings.ascii``), nor a deal passed on and said
    exclude = {key for key in ("ascii", "deal_passed") if getattr(settings, key) is None}
    atomic_write_text(path, settings.model_dump_json(indent=2, exclude=exclude or None))


def save_settings(settings: Settings, path: Path | None = None) -> bool:
    """``write_settings``; False (and nothing raised) when the file cannot be written."""
    try:
        write_settings(settings, path)
    except OSError:
        return False
    return True


def settings_not_saved(error: OSError, path: Path) -> str:
    """The warning for settings that could not be written, naming the cause."""
    return _("Could not save the settings: %(reason)s. Play goes on, but what was chosen now"
             " will not be remembered next time.") % {"reason": os_problem(error, path)}


def setup_not_saved(error: OSError, path: Path) -> str:
    """The warning for a setup left by quitting that could not be written, naming the cause."""
    return _("Could not save the setup: %(reason)s. It will not be remembered next time.") % {
        "reason": os_problem(error, path)}


def update_settings(path: Path | None = None, now: Settings | None = None,
                    **changes: Any) -> list[str]:
    """Change some fields of the remembered settings (a theme, the pace) and save; the warnings
    for what was found wrong with the file (none when all is well). Raises OSError as
    ``write_settings`` does.

    The fields are changed in the file as it is now, so that another golf-tui's changes since
    are kept. ``now``: the settings this run has, saved in the place of a file that has become
    unusable since it was read (a hand's edit left a comma too many): that file was moved aside
    and the defaults saved with the change, without a word, and the next start forgot the
    language, the players and the theme; in the place of one that cannot be read at all too,
    where it can be replaced. A file that cannot be moved aside is left as it is, and the
    OSError raised. Without ``changes`` the file is only looked at again, and only an unusable
    one moved aside (the setup, reading it next, moved it aside without a word), saying
    nothing where it cannot be."""
    path = path or settings_path()
    read = read_settings_file(path)
    problem = _unusable(read)
    if now is None or problem is None:
        if not changes:
            return []
        if read.problem == "cannot_read":  # said as it cannot be written, if it cannot
            write_settings((now or Settings()).model_copy(update=changes), path)
            return []
        current, found = settings_from_read(read, path)
        write_settings(current.model_copy(update=changes), path)
        return found
    try:
        aside = _kept_aside(path)
    except OSError:
        if not changes:
            return []
        raise
    write_settings(now.model_copy(update=changes), path)
    return [_("Settings file %(path)s: %(problem)s. It was moved to %(aside)s, and this"
              " game's settings were saved in its place.")
            % {"path": path, "problem": problem, "aside": aside}]
