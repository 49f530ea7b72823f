"""Finding and reading rulesets: the presets shipped in the package and users' TOML files.

This is the I/O side of rulesets; building and validating them is the engine's
(``engine.customise``). Every failure is a RulesetError naming the file and the problem.
Finding and reading a preset needs only the standard library: pydantic is loaded when a ruleset
is built (``load_ruleset``), so the command line can check a preset's name and player count
before it.
"""

from __future__ import annotations

import copy
import os
import re
import sys
import tomllib
from collections.abc import Sequence
from functools import cache, lru_cache
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .engine.errors import Problem, RulesetError
from .i18n import N_, _, translation
from .paths import os_words, read_regular, shown_path
from .ruleset_lines import line_of, with_lines
from .toml_lines import key_lines, unclosed_header, written_twice
from .toml_words import header_not_closed, key_named, of_a_key_written_twice, place_of, toml_error

if TYPE_CHECKING:
    from .engine.ruleset import MatchEnd, Ruleset

MAX_FILE_BYTES = 1_000_000


@cache
def _preset_dir() -> Traversable:
    """Where the presets are, found once a process: ``golf-tui history`` asks for it three times
    a match it lists (``shipped_match``: is it a short one?), and ``Path.resolve`` makes a system
    call a part of the path (a third of the command's time with 2,000 matches)."""
    packaged = resources.files("golf_tui") / "rulesets"
    if packaged.is_dir():
        return packaged
    # A source checkout installed in editable mode: the presets sit at the top of the repository.
    return Path(__file__).resolve().parents[2] / "rulesets"


def preset_names() -> list[str]:
    """Names of the shipped presets, in a stable order; none where their folder does not read
    (a damaged installation: ``folder_problem`` says why)."""
    order = ["norwegian-4", "norwegian-6", "swedish-6", "danish-6", "nine-card"]
    try:
        found = sorted(p.name[:-5] for p in _preset_dir().iterdir() if p.name.endswith(".toml"))
    except OSError:  # every command ended in a traceback
        return []
    return [n for n in order if n in found] + [n for n in found if n not in order]


def folder_problem() -> str:
    """Why the presets' folder does not read ("the presets' folder …/rulesets cannot be read:
    No such file or directory"), or "" where it does."""
    try:
        next(iter(_preset_dir().iterdir()), None)  # (a generator: it raises on its first item)
    except OSError as e:
        return (_("the presets' folder %(folder)s cannot be read: %(problem)s")
                % {"folder": shown_path(str(_preset_dir())), "problem": os_words(e)})
    return ""


def _parse_toml(text: bytes, source: str) -> dict[str, Any]:
    if len(text) > MAX_FILE_BYTES:
        raise RulesetError(_("%(source)s: file is larger than %(limit)d bytes")
                           % {"source": source, "limit": MAX_FILE_BYTES})
    try:
        # A byte-order mark, as some Windows editors write, is not part of the TOML.
        decoded = text.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as e:
        line, column = _byte_place(text, e.start)
        raise RulesetError(
            _("%(source)s: line %(line)d, column %(column)d: not UTF-8 text (byte 0x%(byte)02X):"
              " save the file as UTF-8")
            % {"source": source, "line": line, "column": column, "byte": text[e.start]}
        ) from None
    try:
        return tomllib.loads(decoded)
    except tomllib.TOMLDecodeError as e:
        twice = _written_twice(decoded, str(e))
        if twice is not None:
            path, first, line, unclosed = twice
            said = (_("%(source)s: line %(line)d: key %(key)s: written twice (first on line"
                      " %(first)d): write each key, and each [table], once")
                    % {"source": source, "line": line, "first": first,
                       "key": key_named(path)})
            if unclosed is not None:
                # ``[values`` after ``[values]``: tomllib tells the table written again before
                # the ``]`` it lacks, which the player has to mend too
                said = header_not_closed(source, *unclosed) + "\n" + said
            raise RulesetError(said) from None
        raise RulesetError(toml_error(source, str(e))) from None
    except RecursionError:  # tomllib recurses per nesting level
        raise RulesetError(_("%(source)s: not valid TOML: nested too deeply")
                           % {"source": source}) from None
    except ValueError:  # int() refuses a number of more than sys.get_int_max_str_digits() digits
        raise RulesetError(_("%(source)s: line %(line)d: a number too long to read")
                           % {"source": source, "line": _long_number_line(decoded)}) from None


def _written_twice(text: str, message: str
                   ) -> tuple[tuple[str, ...], int, int, tuple[int, int, str] | None] | None:
    """The key of ``text`` that tomllib's ``message`` is of when it is one written twice (which
    tomllib names not at all, "Cannot overwrite a value", or as a Python tuple, "Cannot declare
    ('values',) twice"), with the line it was first written on and the line that writes it
    again (``written_twice``); and, where that is a [table] header without its closing bracket,
    its line, column and bracket (``unclosed_header``), which tomllib would have told next."""
    found = place_of(message)
    if found is None or not of_a_key_written_twice(found[0]):
        return None
    if found[1] is None:
        at = len(text)
    else:
        line, column = found[1]
        at = sum(len(part) + 1 for part in text.split("\n")[:line - 1]) + column - 1
    twice = written_twice(text, at)
    if twice is None:
        return None
    return (*twice, unclosed_header(text, at))


def _byte_place(text: bytes, at: int) -> tuple[int, int]:
    """The line and the column (from 1, in characters, as an editor counts them) of the byte
    at ``at`` of ``text``, UTF-8 up to it (the first byte that is not: ``UnicodeDecodeError``'s
    ``start``); a byte-order mark that starts the file is no column."""
    start = text.rfind(b"\n", 0, at) + 1
    before = text[start:at].decode("utf-8", errors="replace")
    if start == 0:
        before = before.removeprefix("\ufeff")
    return text.count(b"\n", 0, at) + 1, len(before) + 1


def _long_number_line(text: str) -> int:
    """The line of the first number in ``text`` too long for Python to read (1 if none is)."""
    digits = (sys.get_int_max_str_digits() or 4300) + 1
    plain = text.replace("_", "")  # 1_000 is 1000
    # a value: after "=", or in an array (not digits inside a string)
    found = re.search(rf"[=\[,]\s*[+-]?[0-9]{{{digits}}}", plain)
    return plain.count("\n", 0, found.start()) + 1 if found else 1


def preset_data(name: str) -> dict[str, Any]:
    """The raw data of preset ``name``, without its ``tagline`` (``preset_tagline``)."""
    data = _preset_file(name)
    data.pop(TAGLINE, None)
    return data


def _preset_file(name: str) -> dict[str, Any]:
    """Preset ``name``'s file as read, the caller's own to change (``_parsed_preset`` keeps
    what it parsed)."""
    if name not in preset_names():
        problem = folder_problem()
        if problem:
            raise RulesetError(_("no preset %(name)r: %(problem)s")
                               % {"name": cut_name(name), "problem": problem})
        raise RulesetError(_("no preset %(name)r (presets: %(presets)s)")
                           % {"name": cut_name(name), "presets": ", ".join(preset_names())})
    try:
        # a folder named like a preset, a link that leads round in a loop, a file the player
        # may not read: named as a ruleset file's is, not an OSError out of every command
        text = _preset_bytes(name)
    except OSError as e:
        raise RulesetError(_("%(source)s: cannot read: %(problem)s")
                           % {"source": _("preset %(name)s") % {"name": name},
                              "problem": os_words(e)}) from None
    data: dict[str, Any] = _toml_copy(_parsed_preset(name, text))
    own = data.get("name")
    if isinstance(own, str) and own != name:
        # listed as preset foo, played as bar: its matches, statistics and remembered house
        # rules went under another name, maybe another preset's ("Swedish-6.toml" holding
        # swedish-6). Refused as a preset that does not read: the others still play.
        source = _("preset %(name)s") % {"name": name}
        line = key_lines(text.decode("utf-8", errors="replace").removeprefix("\ufeff")).get(
            ("name",))
        if line is not None:
            source = _("%(source)s: line %(line)d") % {"source": source, "line": line}
        raise RulesetError(
            _("%(source)s: key 'name': is %(name)s, but the file is %(file)s: a preset's name"
              " must be its file's name without .toml (%(preset)s)")
            % {"source": source, "name": repr(cut_name(own)), "file": shown_path(f"{name}.toml"),
               "preset": repr(name)})
    return data


@lru_cache(maxsize=32)
def _parsed_preset(name: str, text: bytes) -> dict[str, Any]:
    """A preset's text parsed once: ``load_ruleset`` reads its preset every time a ruleset is
    made (the setup on every change), and the parse was most of the reading. Kept by the text
    read, so a preset's file changed while golf-tui runs is parsed again; a file given by path
    (``file_data``) is never kept. A file that does not parse is not kept either: the next
    reading tells it again, in the language then spoken."""
    return _parse_toml(text, _("preset %(name)s") % {"name": name})


# A name that is no preset's is given by its first this many characters and "…", as the engine
# gives a name the ruleset does not have (``engine.ruleset.shown_name``, ``MAX_KEY_LENGTH``):
# ``--ruleset`` or ``extends`` of 5000 characters filled the terminal. Here, not from the
# engine: a preset is found without loading pydantic.
SHOWN_NAME_LENGTH = 24


def cut_name(name: str) -> str:
    """``name`` as a message gives a name it does not know: its first ``SHOWN_NAME_LENGTH``
    characters and "…" where it is longer."""
    return name if len(name) <= SHOWN_NAME_LENGTH else name[:SHOWN_NAME_LENGTH] + "…"


def _preset_bytes(name: str) -> bytes:
    """Preset ``name``'s file, read as a ruleset file is (``read_regular``): a named pipe nobody
    writes to, or a device, is refused unread (every command waited on one for ever), and one
    byte over the limit is all of a huge file read. Raises OSError."""
    where = _preset_dir() / f"{name}.toml"
    if isinstance(where, Path):
        return read_regular(where, MAX_FILE_BYTES)
    return where.read_bytes()  # inside a zip: no pipe there


def _preset_text(name: str) -> str:
    """Preset ``name``'s file as text, for the lines of its problems ("" where it does not read:
    its problem is told without them)."""
    try:
        return _preset_bytes(name).decode("utf-8").removeprefix("\ufeff")
    except (OSError, UnicodeDecodeError):
        return ""


def _toml_copy(value: Any) -> Any:
    """A copy of parsed TOML with no table or array shared with ``value`` (its other values,
    strings, numbers and dates, do not change); faster than ``copy.deepcopy``."""
    if isinstance(value, dict):
        return {key: _toml_copy(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_toml_copy(item) for item in value]
    return value


def shipped_match(name: str) -> MatchEnd:
    """How long a match of the ruleset called ``name`` lasts as it ships: its preset's
    ``match`` table; the engine's (9 holes) for a ruleset that is no preset, or a preset that
    does not read (loading it says why). The scorecards, the history and the question before a
    new match replaces a saved one tell a length apart from this one."""
    from pydantic import ValidationError

    from .engine.ruleset import MatchEnd

    if name not in preset_names():
        return MatchEnd()
    try:
        return MatchEnd.model_validate(preset_data(name).get("match", {}))
    except (RulesetError, OSError, ValidationError):
        return MatchEnd()


# A ruleset file's key that says where the game is from and what sets it apart, in a few words
# ("Norway · flip as a turn"): the setup's list of presets shows a preset's under its title. It
# is the file's, not the ruleset's: it changes nothing of the play, is not saved with a match
# (a record with a key an older golf-tui does not know would not read there) and is left out
# of the data the ruleset is made from; a custom file may have one too, unused.
TAGLINE = "tagline"
MAX_TAGLINE_LENGTH = 40


def country_of(tagline: str) -> str:
    """Where a preset is from, as its tagline (translated) says before its " · " ("Norway ·
    flip as a turn"); "" for a tagline that does not say."""
    country, dot, _rest = tagline.partition(" · ")
    return country.strip() if dot else ""


def _shipped_words() -> dict[str, tuple[str, str]]:
    """Each preset's title and tagline as its file writes them (English: the catalog's keys)."""
    folder = _preset_dir()
    return _words_in(str(folder), _files_state(folder))


def _files_state(folder: Traversable) -> tuple[tuple[str, int, int], ...]:
    """Each preset file of ``folder`` by its name, size and time of change (-1, -1: it does
    not stat), what ``_words_in`` is kept by; () where ``folder`` is in a zip (whose files do
    not change) or does not read."""
    if not isinstance(folder, Path):
        return ()
    state = []
    try:
        with os.scandir(folder) as entries:
            for entry in entries:
                if entry.name.endswith(".toml"):
                    try:
                        found = entry.stat()
                        state.append((entry.name, found.st_size, found.st_mtime_ns))
                    except OSError:  # a link that leads round in a loop
                        state.append((entry.name, -1, -1))
    except OSError:
        return ()
    return tuple(sorted(state))


@lru_cache(maxsize=8)
def _words_in(folder: str, state: tuple[tuple[str, int, int], ...]
              ) -> dict[str, tuple[str, str]]:
    """``_shipped_words``, kept for the presets' ``folder`` and the ``state`` of its files
    (``_files_state``): the Match history names a ruleset for each match it shows, and read
    every preset each time (bench/history.py); a look at the files is some 30 µs. Kept by the
    folder alone, a preset that did not read when it was first named stayed left out after the
    player mended its file: its title and tagline gone from the status line and the history
    for the rest of the run. Kept whatever the folder, a test's presets (another folder, a
    preset more) stayed the shipped ones for the tests after it in the same process, and one
    named an eighth-seat preset that was not there any more. A preset that does not read is
    left out (loading it says why): its problem took down every screen that named a ruleset."""
    words = {}
    for name in preset_names():
        try:
            title = _preset_file(name).get("title", "")
            words[name] = (title if isinstance(title, str) else "", preset_tagline(name))
        except RulesetError:
            continue
    return words


def ruleset_name(ruleset: Ruleset) -> str:
    """The name players read for ``ruleset``, in the current language (the table's status
    line, the scorecard, the statistics): a preset's title, in the language's own words
    ("Fyrkortsgolf" in Swedish), with where it is from after it where another preset's reads
    the same in this language (Swedish calls Norway's, Sweden's and Denmark's six-card Golf
    all "Sexkortsgolf": "Sexkortsgolf (Sverige)"); a ruleset file's own title (or a preset's
    changed by ``--rule title=…``) with its name after it ("Sexkortsgolf · kitchen"), as its
    title may be a preset's, or its name alone where it has no title. The name
    (``swedish-6``) is the game's word for the file, what ``--ruleset`` takes: "Golf ·
    swedish-6 · hål 1 av 3" showed it where a name exists."""
    return name_for(ruleset.name, ruleset.title)


def is_presets_title(name: str, title: str) -> bool:
    """Whether ``title`` is the title preset ``name`` ships with (not a file's of that name, nor
    one ``--rule title=…`` gave it)."""
    shipped = _shipped_words()
    return name in shipped and bool(title.strip()) and title.strip() == shipped[name][0].strip()


def name_for(name: str, title: str | None = None, lang: str | None = None) -> str:
    """``ruleset_name`` of the ruleset called ``name`` with the title ``title`` (a saved
    match's, as its record has them); without a title, a preset's own. ``lang``: in that
    language rather than the current one (the rules page's)."""
    shipped = _shipped_words()
    if title is None:
        title = shipped[name][0] if name in shipped else ""
    title = title.strip()
    if name not in shipped or title != shipped[name][0].strip():
        # a file's own (or a preset's retitled by --rule title=…): its title may be another's
        return f"{title} · {name}" if title and title != name else name
    if not title:
        return name
    say = translation(lang).gettext if lang else _
    shown = say(title)
    if any(other != name and words[0] and say(words[0]) == shown
           for other, words in shipped.items()):
        country = country_of(say(shipped[name][1])) if shipped[name][1] else ""
        if country:
            # Translators: a preset's name where another's reads the same in this language, and
            # where it is from: "Sexkortsgolf (Sverige)"
            return say(N_("%(title)s (%(country)s)")) % {"title": shown, "country": country}
    return shown


def preset_tagline(name: str) -> str:
    """Preset ``name``'s tagline as its file writes it (English), or "" where it has none, or
    one the game would not show (not a text of one line of at most 40 characters)."""
    text = _preset_file(name).get(TAGLINE)
    if (not isinstance(text, str) or len(text) > MAX_TAGLINE_LENGTH
            or any(not char.isprintable() for char in text)):
        return ""
    return text


def file_data(path: str) -> dict[str, Any]:
    """The data of a user's ruleset file, merged over the preset it ``extends``."""
    data, _text, _own, refused = _file_data(path)
    if refused:
        raise RulesetError.of(*refused)
    return data


def _file_data(path: str) -> tuple[dict[str, Any], str, dict[str, Any], list[Problem]]:
    """``file_data``, the file's text, its own data (before the merge) and the problems of the
    file's keys that are not the ruleset's and leave the rest to check: ``active_house_rules``,
    which is left out of the data so that the ruleset's own problems are told with it (they
    were not, until it was taken out). Every message names
    the file as ``path`` gives it, as typed ("./b.toml", not ``Path``'s "b.toml"), as the
    ruleset's checks name it, with what a terminal would not show as it is escaped
    (``shown_path``)."""
    source = shown_path(path)
    try:
        # ``read_regular``: a named pipe nobody writes to, or a device (/dev/zero), is refused
        # as "not a regular file", and one byte over the limit is all of a huge file read
        raw = read_regular(Path(path), MAX_FILE_BYTES)
    except OSError as e:
        raise RulesetError(_("%(source)s: cannot read: %(problem)s")
                           % {"source": source, "problem": os_words(e)}) from None
    data = _parse_toml(raw, source)
    data.pop(TAGLINE, None)  # the setup's, of a preset (``preset_tagline``): no ruleset key
    if not data:  # not six "required key is missing" lines, one for each key of a ruleset
        raise RulesetError(
            _("%(source)s: the file has no ruleset keys (it is empty, or only comments): start"
              " it with extends = \"swedish-6\" and the keys to change, or write a whole ruleset"
              " (see `golf-tui rulesets show swedish-6`)")
            % {"source": source})
    # read as UTF-8 already; without the byte-order mark, which would hide the first key from
    # key_lines and so every line from the messages
    text = raw.decode("utf-8").removeprefix("\ufeff")
    own = copy.deepcopy(data)
    refused: list[Problem] = []
    if "active_house_rules" in data:
        data.pop("active_house_rules")
        line = key_lines(text).get(("active_house_rules",))
        refused.append(Problem(
            source, None, "detail",
            _("%(source)s: key 'active_house_rules': golf-tui records this itself; switch house"
              " rules on with --house (or at setup), or write their changes into the file")
            % {"source": _at_line(source, text, "active_house_rules")},
            {} if line is None else {"line": line}))
    base = data.get("extends")
    if base is None:
        return data, text, own, refused
    if not isinstance(base, str):
        raise RulesetError(_("%(source)s: key 'extends': must be a preset name")
                           % {"source": _at_line(source, text, "extends")})
    try:
        merged = preset_data(base)
    except RulesetError as e:
        problem = str(e)
        if is_path(base):  # two files extending each other, one itself: no guessing why
            problem = _("%(problem)s; extends takes a preset's name: a ruleset file cannot"
                        " extend another file") % {"problem": problem}
        raise RulesetError(_("%(source)s: key 'extends': %(problem)s")
                           % {"source": _at_line(source, text, "extends"),
                              "problem": problem}) from None
    preset = copy.deepcopy(merged)
    _deep_merge(merged, data)
    merged.pop("extends", None)
    if "description" not in data and _plays_otherwise(merged, preset):
        merged["description"] = ""  # the preset's would describe the preset's game
    merged.setdefault("active_house_rules", [])
    return merged, text, own, refused


# what a preset's description does not speak of: its words, its house rules, the match's length
_NOT_DESCRIBED = {"name", "title", "description", "house_rules", "active_house_rules", "match"}


def _plays_otherwise(merged: dict[str, Any], preset: dict[str, Any]) -> bool:
    """Whether a file's ruleset (``merged``) plays otherwise than the ``preset`` it extends: a
    file that changed the kings' value or the pairs kept the preset's description ("column
    pairs score 0; 2 is −2"), which its rules page and ``rulesets show`` showed as its own."""
    return any(merged.get(key) != preset.get(key)
               for key in merged.keys() | preset.keys() if key not in _NOT_DESCRIBED)


def _at_line(source: str, text: str, key: str) -> str:
    """``source`` with the line of ``text`` that gives the top-level ``key``, as the ruleset's
    messages name it ("f.toml: line 3")."""
    from .ruleset_words import AT_LINE

    line = key_lines(text).get((key,))
    return source if line is None else _(AT_LINE) % {"source": source, "line": line}


def _deep_merge(into: dict[str, Any], extra: dict[str, Any]) -> None:
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            _deep_merge(into[key], value)
        else:
            into[key] = value


def readable_presets() -> tuple[dict[str, Ruleset], list[str]]:
    """The shipped presets that load, each as its file makes it, in the list's order, and the
    problem of each one that does not (a damaged installation, a preset edited by hand): the
    setup offers the others and says what is wrong with it, where one broken file took the
    whole setup down with a traceback before it was drawn."""
    found: dict[str, Ruleset] = {}
    problems = [problem for problem in [folder_problem()] if problem]
    for name in preset_names():
        try:
            found[name] = load_ruleset(name)
        except RulesetError as e:
            problems.append(str(e))
    return found, problems


def is_path(name: str) -> bool:
    """Whether ``name`` names a ruleset file, not a preset: it ends in ``.toml`` (in any case:
    ``KITCHEN.TOML`` as a FAT drive or a Windows copy writes it) or holds a ``/`` or ``\\``."""
    return name.lower().endswith(".toml") or "/" in name or "\\" in name


def file_hint(name: str) -> str:
    """For a name read as a preset's and not one: how to read the file of that name, when there
    is one ("kitchen", "rules.txt": a file there, not named as a file); else ""."""
    try:
        if not Path(name).is_file():
            return ""
    except OSError:  # a name too long for a file ("File name too long"): no file of it
        return ""
    return _("to read the file %(name)s, write ./%(name)s") % {"name": shown_path(name)}


def load_ruleset(
    name: str, house: Sequence[str] = (), rules: Sequence[str] = (), *, typed: bool = False
) -> Ruleset:
    """A preset (by name) or a ruleset file (by path), with house rules and ``KEY=VALUE`` rules.
    ``typed``: they were typed as ``--house`` and ``--rule`` (``_made_so`` names them so)."""
    from .engine.customise import check_ruleset, customise, parse_override
    from .ruleset_words import translated

    text, own, refused = "", dict[str, Any](), list[Problem]()
    if is_path(name):
        (data, text, own, refused), source = _file_data(name), shown_path(name)
    else:
        try:
            data = preset_data(name)
        except RulesetError as e:
            hint = file_hint(name)
            if hint:
                raise RulesetError(f"{e}; {hint}") from None
            raise
        source = _("preset %(name)s") % {"name": name}
    try:  # the engine's English, in the player's language
        overrides = [parse_override(r) for r in rules]
    except RulesetError as e:
        raise translated(e) from None
    try:  # the file's own problems: each named with its line
        base = check_ruleset(data, source)
    except RulesetError as e:
        if not is_path(name):  # a preset's, damaged or edited by hand: named by line too
            text, own = _preset_text(name), preset_data(name)
        e = with_lines(e, source, text, own) if text else e
        if refused and e.problems:  # all of them, in the order of the file's lines
            e = RulesetError.of(*sorted([*refused, *e.problems], key=line_of))
        elif refused:
            e = RulesetError("\n".join([*(p.english for p in refused), str(e)]))
        raise translated(e) from None
    if refused:
        raise translated(RulesetError.of(*refused))
    try:  # --house and --rule's: the command line's, no line of the file's
        return customise(data, source, house, overrides, base=base)
    except RulesetError as e:
        if text and e.problems and all(p.code == "house_conflict" for p in e.problems):
            # but two of the file's house rules at odds: the line where the second sets it
            e = with_lines(e, source, text, own)
        raise (_made_so(translated(e), source, house, rules) if typed else translated(e)
               ) from None


# Problems of one key against others (``engine.errors``): told of a key the command line may not
# have written ("players.max: 6 players need 56 cards" after --rule grid=3x3)
ACROSS_KEYS = frozenset({
    "players_reversed", "values_missing", "values_missing_joker", "peek_too_many",
    "flip_too_many", "bonus_needs_column_pairs", "knock_penalty_without_knock", "never_ends",
    "too_few_cards", "target_unreachable",
})


def _made_so(e: RulesetError, source: str, house: Sequence[str],
             rules: Sequence[str]) -> RulesetError:
    """``e``, a problem of the ruleset as ``house`` and ``rules`` change it, told of ``source``
    with them where it names only keys of others' (the ruleset alone passed its checks, so they
    made it so): "preset swedish-6 with --rule grid=3x3, --rule decks.large_from=9: players.max:
    …", where "preset swedish-6: players.max" named a key nobody wrote. Each line is worded
    afresh from its problem, in the current language, with that source in place of
    ``source``."""
    from .ruleset_words import problem_text

    if not e.problems or not all(p.code in ACROSS_KEYS for p in e.problems):
        return e
    changes = [*(f"--house {h}" for h in house), *(f"--rule {r}" for r in rules)]
    if not changes:
        return e
    # Translators: where a ruleset's problem is, "preset swedish-6 with --rule grid=3x3"
    made = _("%(source)s with %(changes)s") % {"source": source, "changes": ", ".join(changes)}
    lines = [problem_text(p, made if p.source == source else None) for p in e.problems]
    return RulesetError("\n".join(lines), e.problems)
