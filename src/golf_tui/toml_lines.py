"""Where each key of a TOML text is written: its line, for messages that name a file's line.

``tomllib`` reads a file's data but not where each part of it was written. ``key_lines`` walks
the text of a file that ``tomllib`` has already read (so the text is valid TOML) and gives the
line of each path of keys: the line of the key that sets a value (``knock = true``, a dotted
``match.holes = 5`` or a key in an inline table), and for a table the line of its header
(``[house_rules.a]``) or of the first key that makes it. The items of an array are paths too,
by their index (``"0"``). Pure standard library, and one pass over the text: it never fails,
and on anything it does not expect it stops and gives what it found.
"""

from __future__ import annotations

import bisect
import contextlib
import re
import tomllib

_BARE = re.compile(r"[A-Za-z0-9_-]+")
_BASIC = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_LITERAL = re.compile(r"'[^'\n]*'")
_ML_BASIC = re.compile(r'"""(?:[^\\]|\\.)*?"""', re.S)
_ML_LITERAL = re.compile(r"'''.*?'''", re.S)
# A number, a boolean or a date and time (which may have a space before its time).
_SCALAR = re.compile(r"[^\s,\]}#]+(?: [0-9]{2}:[^\s,\]}#]*)?")
_SPACE = re.compile(r"(?:[ \t]|#[^\n]*)*")
_SPACE_LINES = re.compile(r"(?:\s|#[^\n]*)*")


class _Stop(Exception):
    """Something the walk does not expect: what is found so far is the answer."""


def key_lines(text: str) -> dict[tuple[str, ...], int]:
    """The line (from 1) where each path of keys of ``text`` is first written."""
    walk = _Walk(text)
    with contextlib.suppress(_Stop, IndexError, ValueError, RecursionError,
                             tomllib.TOMLDecodeError):
        walk.document()
    return walk.lines


def written_twice(text: str, at: int) -> tuple[tuple[str, ...], int, int] | None:
    """The key that ``tomllib`` refused at index ``at`` of ``text`` as written twice ("Cannot
    overwrite a value", "Cannot declare ('values',) twice", which name no key or name it as a
    Python tuple), the line it was first written on and the line of the statement that writes it
    again (tomllib's is where it saw it: the end of a value); None where the walk cannot tell. The
    innermost statement around ``at`` whose key was written before it, else the longest part
    of its key that was (``match.end = …`` after ``match = { … }``)."""
    walk = _Walk(text)
    with contextlib.suppress(_Stop, IndexError, ValueError, RecursionError,
                             tomllib.TOMLDecodeError):
        walk.document()
    around = [(start, path) for start, end, path in walk.statements if start <= at <= end]
    for start, path in reversed(around):  # the innermost first
        if walk.starts.get(path, start) < start:
            return path, walk.line(walk.starts[path]), walk.line(start)
    for start, path in reversed(around):
        for n in range(len(path) - 1, 0, -1):
            if walk.starts.get(path[:n], start) < start:
                return path[:n], walk.line(walk.starts[path[:n]]), walk.line(start)
    return None


def unclosed_header(text: str, at: int) -> tuple[int, int, str] | None:
    """The [table] or [[table]] header around index ``at`` of ``text`` that its closing bracket
    does not end (``[values`` on a line of its own): the line and the column (from 1) of
    ``at``, where tomllib stopped after its name, and the bracket; None where there is none.
    tomllib tells a table written twice (``[values]`` before) ahead of the missing bracket."""
    walk = _Walk(text)
    with contextlib.suppress(_Stop, IndexError, ValueError, RecursionError,
                             tomllib.TOMLDecodeError):
        walk.document()
    for start, end, _path in walk.statements:
        if start <= at <= end and text.startswith("[", start):
            bracket = "]]" if text.startswith("[[", start) else "]"
            if text.startswith(bracket, end):
                return None
            return walk.line(at), at - text.rfind("\n", 0, at), bracket
    return None


def bare(part: str) -> bool:
    """Whether ``part`` may be written as a TOML key without quotes."""
    return _BARE.fullmatch(part) is not None


def dotted(path: tuple[str, ...] | list[str]) -> str:
    """``path`` as a dotted key, each part quoted as TOML would need it (``house_rules."a.b"``)."""
    return ".".join(p if bare(p) else '"' + p.replace("\\", "\\\\").replace('"', '\\"') + '"'
                    for p in path)


class _Walk:
    def __init__(self, text: str) -> None:
        self.text = text
        self.i = 0
        self.lines: dict[tuple[str, ...], int] = {}
        self.newlines = [m.start() for m in re.finditer("\n", text)]
        self.arrays: dict[tuple[str, ...], int] = {}  # [[x]]: how many so far
        self.starts: dict[tuple[str, ...], int] = {}  # where each path is first written
        # each header and each key = value, inline ones too: (start, end, path)
        self.statements: list[tuple[int, int, tuple[str, ...]]] = []

    def line(self, at: int) -> int:
        return bisect.bisect_left(self.newlines, at) + 1

    def note(self, path: tuple[str, ...], at: int) -> None:
        self.lines.setdefault(path, self.line(at))
        self.starts.setdefault(path, at)

    def space(self, lines: bool = False) -> None:
        self.i = (_SPACE_LINES if lines else _SPACE).match(self.text, self.i).end()  # type: ignore[union-attr]

    def expect(self, token: str) -> None:
        if not self.text.startswith(token, self.i):
            raise _Stop
        self.i += len(token)

    def document(self) -> None:
        table: tuple[str, ...] = ()
        while True:
            self.space(lines=True)
            if self.i >= len(self.text):
                return
            start = self.i
            # a header is noted before its closing bracket: ``written_twice`` of a table
            # written again whose ``]`` is missing, which tomllib tells first
            if self.text.startswith("[[", self.i):
                self.i += 2
                parts = self.within(self.key())
                self.arrays[parts] = self.arrays.get(parts, 0) + 1
                table = (*parts, str(self.arrays[parts] - 1))
                self.statements.append((start, self.i, table))
                self.note_all(table, start)
                self.expect("]]")
            elif self.text.startswith("[", self.i):
                self.i += 1
                table = self.within(self.key())
                self.statements.append((start, self.i, table))
                self.note_all(table, start)
                self.expect("]")
            else:
                self.pair(table)

    def within(self, parts: tuple[str, ...]) -> tuple[str, ...]:
        """A header's key, with the index of each array of tables on the way (``[x.y]`` after
        ``[[x]]`` is in the last ``x``)."""
        path: tuple[str, ...] = ()
        for part in parts:
            path = (*path, part)
            if path in self.arrays and path != parts:
                path = (*path, str(self.arrays[path] - 1))
        return path

    def note_all(self, path: tuple[str, ...], at: int) -> None:
        for n in range(1, len(path) + 1):
            self.note(path[:n], at)

    def pair(self, table: tuple[str, ...]) -> None:
        """``key = value`` in ``table``: each table of a dotted key starts at its line."""
        start = self.i
        path = (*table, *self.key())
        for n in range(len(table) + 1, len(path) + 1):
            self.note(path[:n], start)
        self.space()
        self.expect("=")
        self.value(path)
        self.statements.append((start, self.i, path))

    def key(self) -> tuple[str, ...]:
        parts: list[str] = []
        while True:
            self.space()
            text, i = self.text, self.i
            if text.startswith('"', i):
                found = _BASIC.match(text, i)
                if found is None:
                    raise _Stop
                parts.append(tomllib.loads(f"k = {found.group()}")["k"])
            elif text.startswith("'", i):
                found = _LITERAL.match(text, i)
                if found is None:
                    raise _Stop
                parts.append(found.group()[1:-1])
            else:
                found = _BARE.match(text, i)
                if found is None:
                    raise _Stop
                parts.append(found.group())
            self.i = found.end()
            self.space()
            if not self.text.startswith(".", self.i):
                return tuple(parts)
            self.i += 1

    def value(self, path: tuple[str, ...]) -> None:
        self.space()
        text, i = self.text, self.i
        if text.startswith(('"""', "'''"), i):
            found = (_ML_BASIC if text[i] == '"' else _ML_LITERAL).match(text, i)
            if found is None:
                raise _Stop
            end = found.end()
            for _extra in range(2):  # """a""""": up to two quotes end the text itself
                if text.startswith(text[i], end):
                    end += 1
            self.i = end
        elif text.startswith(('"', "'"), i):
            found = (_BASIC if text[i] == '"' else _LITERAL).match(text, i)
            if found is None:
                raise _Stop
            self.i = found.end()
        elif text.startswith("[", i):
            self.i += 1
            index = 0
            while True:
                self.space(lines=True)
                if self.text.startswith("]", self.i):
                    self.i += 1
                    return
                item = (*path, str(index))
                self.note(item, self.i)
                self.value(item)
                self.space(lines=True)
                if self.text.startswith(",", self.i):
                    self.i += 1
                index += 1
        elif text.startswith("{", i):
            self.i += 1
            while True:
                self.space(lines=True)
                if self.text.startswith("}", self.i):
                    self.i += 1
                    return
                self.pair(path)
                self.space(lines=True)
                if self.text.startswith(",", self.i):
                    self.i += 1
        else:
            found = _SCALAR.match(text, i)
            if found is None or not found.group():
                raise _Stop
            self.i = found.end()
