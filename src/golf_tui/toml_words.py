"""A TOML text that ``tomllib`` cannot read, told in the player's language.

``tomllib`` says what is wrong in English, with the place after it: "Expected ']' at the end
of a table declaration (at line 2, column 8)". This module says it as our other ruleset
messages do, the place first and in our words ("kitchen.toml: line 2, column 8: not valid
TOML: expected ']' to end the [table] name"), the problem from the catalog. Python 3.11, 3.12
and 3.13 have the same parser, so the same messages; a message it does not know (a later
Python's) keeps tomllib's words, and one whose place it cannot read is kept whole.

Pure standard library, like the reading of presets that uses it (``presets._parse_toml``).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable

from .i18n import N_, _
from .toml_lines import dotted

_PLACE = re.compile(r"(?s)(.*) \(at (?:line (\d+), column (\d+)|end of document)\)")

NOT_CLOSED_ON_ITS_LINE = {
    "'": N_("a text in single quotes (') is not closed on its line"),
    '"': N_('a text in double quotes (") is not closed on its line'),
}
CONTROL_CHARACTER = N_("a control character (%(char)s) is not allowed here: remove it")
# tomllib's texts for a [table] or [[table]] header without its closing bracket, by the bracket
_UNCLOSED = {"]": "Expected ']' at the end of a table declaration",
             "]]": "Expected ']]' at the end of an array declaration"}
# tomllib's texts that name nothing, and ours
PROBLEMS = {
    "Invalid statement": N_("expected key = value, a [table] or a # comment"),
    "Expected newline or end of document after a statement": N_(
        "more on the line after a key = value or a [table]: give each a line of its own"),
    "Expected \"'\"": N_("a text in single quotes (') is not closed"),
    "Expected \"'''\"": N_("a text in triple single quotes (''') is not closed"),
    "Cannot overwrite a value": N_(
        "this key already has a value: write each key, and each [table], once"),
    _UNCLOSED["]"]: N_("expected ']' to end the [table] name"),
    _UNCLOSED["]]"]: N_("expected ']]' to end the [[table]] name"),
    "Expected '=' after a key in a key/value pair": N_("expected '=' after the key (key = value)"),
    "Invalid initial character for a key part": N_(
        "expected a key: a name of letters, digits, '_' and '-', or one in quotes"),
    "Unclosed array": N_("expected ',' or ']' in the list [ … ]"),
    "Unclosed inline table": N_(
        "expected ',' or '}' in the table { … }, which is written on one line"),
    "Unescaped '\\' in a string": N_(
        "unknown escape after \\ in a text: write \\\\ for a backslash, or put the text in"
        " 'single quotes'"),
    "Invalid hex value": N_("\\u needs 4 hexadecimal digits after it, \\U 8"),
    "Escaped character is not a Unicode scalar value": N_(
        "the escape \\u or \\U names no Unicode character"),
    "Unterminated string": N_('a text in double quotes (" or """) is not closed'),
    "Invalid date or datetime": N_("not a valid date or time"),
    "Invalid value": N_('expected a value: a number, true, false, a "text" in quotes, a list'
                        " [ … ] or a table { … }"),
}
# tomllib's texts that name a key (as a Python tuple: "('a', 'b')") or a character
_TWICE = re.compile(r"Cannot declare (\(.*\)) twice")
_OWN_TABLE = re.compile(r"Cannot redefine namespace (\(.*\))")
_WHOLE = re.compile(r"Cannot mutate immutable namespace \(.*\)")
_TWICE_INLINE = re.compile(r"Duplicate inline table key ('.*'|\".*\")")
_CHARACTER = re.compile(r"(?:Found invalid|Illegal) character ('.*'|\".*\")")


def toml_error(source: str, message: str) -> str:
    """``tomllib``'s ``message`` of a TOML text that does not read, of ``source`` (a file as
    the user named it, "preset swedish-6"), in the current language."""
    found = place_of(message)
    if found is None:
        return _("%(source)s: not valid TOML: %(problem)s") % {"source": source,
                                                               "problem": message}
    return _said(source, found[0], found[1])


def header_not_closed(source: str, line: int, column: int, bracket: str) -> str:
    """What ``toml_error`` says of a [table] (``bracket`` "]") or [[table]] ("]]") header of
    ``source`` without its closing bracket at ``line``, ``column``: the problem tomllib tells
    after a table written again (``toml_lines.unclosed_header``), as it would have told it."""
    return _said(source, _UNCLOSED[bracket], (line, column))


def _said(source: str, problem: str, place: tuple[int, int] | None) -> str:
    """``toml_error`` of tomllib's ``problem`` at ``place`` (None: at the end of the file)."""
    problem = problem_words(problem)
    if place is None:
        return (_("%(source)s: at the end of the file: not valid TOML: %(problem)s")
                % {"source": source, "problem": problem})
    return (_("%(source)s: line %(line)d, column %(column)d: not valid TOML: %(problem)s")
            % {"source": source, "line": place[0], "column": place[1], "problem": problem})


def place_of(message: str) -> tuple[str, tuple[int, int] | None] | None:
    """``tomllib``'s ``message`` as its problem and its place, the line and the column (None:
    at the end of the document); None where it gives no place."""
    found = _PLACE.fullmatch(message)
    if found is None:
        return None
    return found[1], None if found[2] is None else (int(found[2]), int(found[3]))


def of_a_key_written_twice(problem: str) -> bool:
    """Whether ``tomllib``'s ``problem`` (without its place) is of a key or a table written
    again: a value, a [table], a table or list written whole and added to, an inline key."""
    return problem == "Cannot overwrite a value" or any(
        words.fullmatch(problem) for words in (_TWICE, _OWN_TABLE, _WHOLE, _TWICE_INLINE))


def problem_words(problem: str) -> str:
    """``tomllib``'s ``problem`` (its message without the place) in the current language; as
    it is where it is none we know."""
    if problem in PROBLEMS:
        return _(PROBLEMS[problem])
    try:
        if found := _CHARACTER.fullmatch(problem):
            char = ast.literal_eval(found[1])
            if char == "\n":  # in a basic string ("Illegal") or a literal one
                return _(NOT_CLOSED_ON_ITS_LINE['"' if problem.startswith("Illegal") else "'"])
            return _(CONTROL_CHARACTER) % {"char": f"U+{ord(char):04X}"}
        if found := _TWICE.fullmatch(problem):
            return (_("key %(key)s is written twice: write each key, and each [table], once")
                    % {"key": _key(found[1])})
        if found := _OWN_TABLE.fullmatch(problem):
            return (_("key %(key)s is a [table] of its own: write its keys under it")
                    % {"key": _key(found[1])})
        if _WHOLE.fullmatch(problem):
            return _("a table or list written whole, as { … } or [ … ], cannot be added to"
                     " later: write all of it there")
        if found := _TWICE_INLINE.fullmatch(problem):
            return (_("the key %(key)s is written twice in the same { … }")
                    % {"key": repr(_cut(ast.literal_eval(found[1])))})
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        pass  # named otherwise than we know: said as tomllib said it
    return problem


def _key(written: str) -> str:
    """A key as tomllib names it, a Python tuple ("('a', 'b c')"), as our messages name it
    (``'a."b c"'``: each part as TOML writes it, cut as a name is, in quotes that show a
    control character as an escape); TypeError where it is none."""
    parts = ast.literal_eval(written)
    if not isinstance(parts, tuple) or not all(isinstance(p, str) for p in parts):
        raise TypeError(written)
    return key_named(parts)


def key_named(parts: Iterable[str]) -> str:
    """The key of ``parts`` as our messages name it: ``'a."b c"'``, each part as TOML writes it
    and cut as a name is, in quotes that show a control character as an escape."""
    return repr(".".join(_cut(dotted([part])) for part in parts))


def _cut(name: str) -> str:
    from .presets import cut_name  # (which reads presets with this module)

    return cut_name(name)
