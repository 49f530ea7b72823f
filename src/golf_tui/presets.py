"""Finding and reading rulesets: the presets shipped in the package and users' TOML files.

This is the I/O side of rulesets; building and validating them is the engine's
(``engine.customize``). Every failure is a RulesetError naming the file and the problem.
Finding and reading a preset needs only the standard library: pydantic is loaded when a ruleset
is built (``load_ruleset``), so the command line can check a preset's name and player count
before it.
"""

from __future__ import annotations

import copy
import os
import re
import stat
import sys
import tomllib
from collections.abc import Sequence
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .engine.errors import Problem, RulesetError
from .i18n import _

if TYPE_CHECKING:
    from .engine.ruleset import Ruleset

MAX_FILE_BYTES = 1_000_000


def _preset_dir() -> Traversable:
    packaged = resources.files("golf_tui") / "rulesets"
    if packaged.is_dir():
        return packaged
    # A source checkout installed in editable mode: the presets sit at the top of the repository.
    return Path(__file__).resolve().parents[2] / "rulesets"


def preset_names() -> list[str]:
    """Names of the shipped presets, in a stable order."""
    order = ["norwegian-4", "norwegian-6", "swedish-6", "danish-6", "nine-card"]
    found = sorted(p.name[:-5] for p in _preset_dir().iterdir() if p.name.endswith(".toml"))
    return [n for n in order if n in found] + [n for n in found if n not in order]


def _parse_toml(text: bytes, source: str) -> dict[str, Any]:
    if len(text) > MAX_FILE_BYTES:
        raise RulesetError(_("%(source)s: file is larger than %(limit)d bytes")
                           % {"source": source, "limit": MAX_FILE_BYTES})
    try:
        # A byte-order mark, as some Windows editors write, is not part of the TOML.
        decoded = text.decode("utf-8").removeprefix("\ufeff")
    except UnicodeDecodeError as e:
        raise RulesetError(_("%(source)s: not UTF-8 text (byte %(byte)d)")
                           % {"source": source, "byte": e.start}) from None
    try:
        return tomllib.loads(decoded)
    except tomllib.TOMLDecodeError as e:
        raise RulesetError(_("%(source)s: not valid TOML: %(problem)s")
                           % {"source": source, "problem": e}) from None
    except RecursionError:  # tomllib recurses per nesting level
        raise RulesetError(_("%(source)s: not valid TOML: nested too deeply")
                           % {"source": source}) from None
    except ValueError:  # int() refuses a number of more than sys.get_int_max_str_digits() digits
        raise RulesetError(_("%(source)s: line %(line)d: a number too long to read")
                           % {"source": source, "line": _long_number_line(decoded)}) from None


def _long_number_line(text: str) -> int:
    """The line of the first number in ``text`` too long for Python to read (1 if none is)."""
    digits = (sys.get_int_max_str_digits() or 4300) + 1
    plain = text.replace("_", "")  # 1_000 is 1000
    # a value: after "=", or in an array (not digits inside a string)
    found = re.search(rf"[=\[,]\s*[+-]?[0-9]{{{digits}}}", plain)
    return plain.count("\n", 0, found.start()) + 1 if found else 1


def preset_data(name: str) -> dict[str, Any]:
    """The raw data of preset ``name``."""
    if name not in preset_names():
        raise RulesetError(_("no preset %(name)r (presets: %(presets)s)")
                           % {"name": name, "presets": ", ".join(preset_names())})
    return _parse_toml((_preset_dir() / f"{name}.toml").read_bytes(),
                       _("preset %(name)s") % {"name": name})


def file_data(path: Path) -> dict[str, Any]:
    """The data of a user's ruleset file, merged over the preset it ``extends``."""
    return _file_data(path)[0]


def _file_data(path: Path) -> tuple[dict[str, Any], str, dict[str, Any]]:
    """``file_data``, the file's text and its own data (before the merge)."""
    source = str(path)
    try:
        # Opened without waiting, then checked: opening a named pipe (FIFO) that nobody writes
        # to waits for ever, and a pipe or a device (/dev/zero) is no ruleset file.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            regular = stat.S_ISREG(os.fstat(fd).st_mode)
            # One byte over the limit is enough to know the file is too large: a huge file is
            # not read into memory whole.
            raw = os.read(fd, MAX_FILE_BYTES + 1) if regular else b""
        finally:
            os.close(fd)
    except OSError as e:
        raise RulesetError(_("%(source)s: cannot read: %(problem)s")
                           % {"source": source, "problem": e.strerror or e}) from None
    if not regular:
        raise RulesetError(_("%(source)s: cannot read: not a regular file")
                           % {"source": source})
    data = _parse_toml(raw, source)
    text = raw.decode("utf-8")  # read as UTF-8 already
    own = copy.deepcopy(data)
    if "active_house_rules" in data:
        raise RulesetError(
            _("%(source)s: key 'active_house_rules': golf-tui records this itself; switch house"
              " rules on with --house (or at setup), or write their changes into the file")
            % {"source": source}
        )
    base = data.get("extends")
    if base is None:
        return data, text, own
    if not isinstance(base, str):
        raise RulesetError(_("%(source)s: key 'extends': must be a preset name")
                           % {"source": source})
    try:
        merged = preset_data(base)
    except RulesetError as e:
        raise RulesetError(_("%(source)s: key 'extends': %(problem)s")
                           % {"source": source, "problem": e}) from None
    _deep_merge(merged, data)
    merged.pop("extends", None)
    merged.setdefault("active_house_rules", [])
    return merged, text, own


# A string as TOML writes it: multi-line basic or literal, basic, literal.
_TOML_STRING = re.compile(
    r'"""(?:[^\\]|\\.)*?"""'  # multi-line basic
    r"|'''.*?'''"  # multi-line literal
    r'|"(?:[^"\\\n]|\\.)*"'  # basic
    r"|'[^'\n]*'",  # literal
    re.S)


def _key_paths(data: Any, key: str) -> list[tuple[str, ...]]:
    """The ways the dotted ``key`` (as an error names it) reads as a path of keys of ``data``:
    a key may hold a dot itself (``[house_rules."a.b"]`` is named ``house_rules.a.b``), so
    ``a.b.c`` is ``a`` › ``b`` › ``c``, ``a.b`` › ``c`` or ``a`` › ``b.c``, as ``data`` has it."""
    if not isinstance(data, dict):
        return []
    paths: list[tuple[str, ...]] = [(key,)] if key in data else []
    for k, value in data.items():
        if key.startswith(f"{k}."):
            paths += [(k, *rest) for rest in _key_paths(value, key[len(k) + 1:])]
    return paths


def _path_value(data: Any, path: Sequence[str]) -> Any:
    """The value at ``path`` in ``data``; None where there is none."""
    for part in path:
        if not isinstance(data, dict) or part not in data:
            return None
        data = data[part]
    return data


def _text_line(text: str, path: Sequence[str], value: str) -> int | None:
    """The line of ``text`` (a ruleset file) where the key at ``path`` is given ``value``, a
    string; None if no such line is found. The key's last part is looked for (quoted or not),
    followed by ``=`` and a string that reads as ``value``: under its table's header, as a
    dotted key or in an inline table alike. Where two tables give the same text to keys of
    that name (two house rules' titles), the one at ``path`` is told by writing another text
    in its place and reading the file again."""
    name = re.escape(path[-1])
    for found in re.finditer(rf"""(?<![\w-])(["']?){name}\1[ \t]*=[ \t]*""", text):
        literal = _TOML_STRING.match(text, found.end())
        if literal is None:
            continue
        probe = f"golf-tui line probe {found.end()}"
        try:
            if tomllib.loads("v = " + literal.group())["v"] != value:
                continue
            probed = tomllib.loads(text[:literal.start()] + f'"{probe}"' + text[literal.end():])
        except tomllib.TOMLDecodeError:  # not a value after all: inside another text
            continue
        if _path_value(probed, path) == probe:
            return text.count("\n", 0, found.start()) + 1
    return None


def _key_line(text: str, own: dict[str, Any], key: str) -> int | None:
    """The line of ``text`` where the file gives ``key`` (dotted, as an error names it) its
    text, by each path of keys it can be (``_key_paths``); None if none is found."""
    for path in _key_paths(own, key):
        value = _path_value(own, path)
        line = _text_line(text, path, value) if isinstance(value, str) else None
        if line is not None:
            return line
    return None


def _with_lines(e: RulesetError, text: str, own: dict[str, Any]) -> RulesetError:
    """``e`` with the file's line named in each problem of a control character the file itself
    wrote (a text in a TOML string can hold one only as an escape, ``\\u001b``: the file
    reads, and only then is the text refused)."""
    problems = []
    for p in e.problems:
        line = _key_line(text, own, p.key) if p.code == "control_character" and p.key else None
        if line is not None:
            char = p.params.get("char")
            p = Problem(p.source, p.key, "control_character_line",
                        f"{p.source}: line {line}: key {p.key!r}: holds a control character"
                        f" ({char}): write the text without it", {**p.params, "line": line})
        problems.append(p)
    return RulesetError.of(*problems) if problems else e


def _deep_merge(into: dict[str, Any], extra: dict[str, Any]) -> None:
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(into.get(key), dict):
            _deep_merge(into[key], value)
        else:
            into[key] = value


def is_path(name: str) -> bool:
    return name.endswith(".toml") or "/" in name or "\\" in name


def load_ruleset(
    name: str, house: Sequence[str] = (), rules: Sequence[str] = ()
) -> Ruleset:
    """A preset (by name) or a ruleset file (by path), with house rules and ``KEY=VALUE`` rules."""
    from .engine.customize import customise, parse_override
    from .ruleset_words import translated

    text, own = "", dict[str, Any]()
    if is_path(name):
        (data, text, own), source = _file_data(Path(name)), name
    else:
        data, source = preset_data(name), _("preset %(name)s") % {"name": name}
    try:
        overrides = [parse_override(r) for r in rules]
        return customise(data, source, house, overrides)
    except RulesetError as e:  # the engine's English, in the player's language
        raise translated(_with_lines(e, text, own) if text else e) from None
