"""A ruleset file that is not valid TOML, told in the player's language: tomllib's English
message ("Expected ']' at the end of a table declaration (at line 2, column 8)") was shown
inside ours whatever the language. Each message tomllib can raise (Python 3.11, 3.12 and 3.13
have the same parser) is made here by a TOML text, and said in our words, the place first as
our other ruleset messages say it; a text tomllib may say one day that we do not know is kept
as it wrote it."""

from __future__ import annotations

import ast
import inspect
import re
import tomllib
from collections.abc import Iterator
from pathlib import Path

import pytest

from golf_tui import i18n
from golf_tui.engine.errors import RulesetError
from golf_tui.presets import load_ruleset
from golf_tui.toml_words import toml_error

SOURCE = "kitchen.toml"

# (a TOML text, tomllib's message for it, ours in English after "kitchen.toml: ")
CASES: list[tuple[str, str, str]] = [
    ("= 1\n", "Invalid statement (at line 1, column 1)",
     "line 1, column 1: not valid TOML: expected key = value, a [table] or a # comment"),
    ('name = "a" title = "b"\n',
     "Expected newline or end of document after a statement (at line 1, column 12)",
     "line 1, column 12: not valid TOML: more on the line after a key = value or a [table]:"
     " give each a line of its own"),
    ("name = 'abc\n", "Expected \"'\" (at end of document)",
     "at the end of the file: not valid TOML: a text in single quotes (') is not closed"),
    ("name = 'abc\nx = 'y'\n", "Found invalid character '\\n' (at line 1, column 12)",
     "line 1, column 12: not valid TOML: a text in single quotes (') is not closed on its"
     " line"),
    ("# a bell \x07 here\n", "Found invalid character '\\x07' (at line 1, column 10)",
     "line 1, column 10: not valid TOML: a control character (U+0007) is not allowed here:"
     " remove it"),
    ("name = '''abc\n", "Expected \"'''\" (at end of document)",
     "at the end of the file: not valid TOML: a text in triple single quotes (''') is not"
     " closed"),
    ("[match]\n[match]\n", "Cannot declare ('match',) twice (at line 2, column 7)",
     "line 2, column 7: not valid TOML: key 'match' is written twice: write each key, and"
     " each [table], once"),
    ('[a.b]\n[a]\nb.c = 1\n', "Cannot redefine namespace ('a', 'b') (at line 3, column 8)",
     "line 3, column 8: not valid TOML: key 'a.b' is a [table] of its own: write its keys"
     " under it"),
    ("a = 1\na = 2\n", "Cannot overwrite a value (at line 2, column 6)",
     "line 2, column 6: not valid TOML: this key already has a value: write each key, and"
     " each [table], once"),
    ("[values\n", "Expected ']' at the end of a table declaration (at line 1, column 8)",
     "line 1, column 8: not valid TOML: expected ']' to end the [table] name"),
    ("a = [1]\n[[a]]\n", "Cannot mutate immutable namespace ('a',) (at line 2, column 4)",
     "line 2, column 4: not valid TOML: a table or list written whole, as { … } or [ … ],"
     " cannot be added to later: write all of it there"),
    ("[[x\n", "Expected ']]' at the end of an array declaration (at line 1, column 4)",
     "line 1, column 4: not valid TOML: expected ']]' to end the [[table]] name"),
    ("name 'x'\n", "Expected '=' after a key in a key/value pair (at line 1, column 6)",
     "line 1, column 6: not valid TOML: expected '=' after the key (key = value)"),
    ("[]\n", "Invalid initial character for a key part (at line 1, column 2)",
     "line 1, column 2: not valid TOML: expected a key: a name of letters, digits, '_' and"
     " '-', or one in quotes"),
    ("grid = [1 2]\n", "Unclosed array (at line 1, column 11)",
     "line 1, column 11: not valid TOML: expected ',' or ']' in the list [ … ]"),
    ("grid = [1, 2\n", "Unclosed array (at end of document)",
     "at the end of the file: not valid TOML: expected ',' or ']' in the list [ … ]"),
    ("a = {b = 1, b = 2}\n", "Duplicate inline table key 'b' (at line 1, column 18)",
     "line 1, column 18: not valid TOML: the key 'b' is written twice in the same { … }"),
    ("a = {b = 1\n", "Unclosed inline table (at line 1, column 11)",
     "line 1, column 11: not valid TOML: expected ',' or '}' in the table { … }, which is"
     " written on one line"),
    ('path = "C:\\games"\n', "Unescaped '\\' in a string (at line 1, column 13)",
     "line 1, column 13: not valid TOML: unknown escape after \\ in a text: write \\\\ for"
     " a backslash, or put the text in 'single quotes'"),
    ('name = "\\uZZZZ"\n', "Invalid hex value (at line 1, column 11)",
     "line 1, column 11: not valid TOML: \\u needs 4 hexadecimal digits after it, \\U 8"),
    ('name = "\\uD800"\n',
     "Escaped character is not a Unicode scalar value (at line 1, column 15)",
     "line 1, column 15: not valid TOML: the escape \\u or \\U names no Unicode character"),
    ('name = "abc', "Unterminated string (at end of document)",
     'at the end of the file: not valid TOML: a text in double quotes (" or """) is not'
     " closed"),
    ('name = "abc\n', "Illegal character '\\n' (at line 1, column 12)",
     'line 1, column 12: not valid TOML: a text in double quotes (") is not closed on its'
     " line"),
    ('name = "a\rb"\n', "Illegal character '\\r' (at line 1, column 10)",
     "line 1, column 10: not valid TOML: a control character (U+000D) is not allowed here:"
     " remove it"),
    ("d = 2024-02-30\n", "Invalid date or datetime (at line 1, column 5)",
     "line 1, column 5: not valid TOML: not a valid date or time"),
    ("name = swedish\n", "Invalid value (at line 1, column 8)",
     'line 1, column 8: not valid TOML: expected a value: a number, true, false, a "text" in'
     " quotes, a list [ … ] or a table { … }"),
]
# Words of the English messages that no language's own may keep (not "text", Swedish too, or
# "list" and "file", in "liste" and "filen"; "TOML" is a name).
ENGLISH_WORDS = ("xpected", "nvalid", "nclosed", "annot", "llegal", "nterminated", "nescaped",
                 "not valid", "written", "line", "column", "key", "table", "value", "quote",
                 "character", "end of", "the file", " or ", "string", "array", "twice",
                 "escape", "closed", "allowed", "remove", "document", "declar", "digits",
                 "date", "whole", "name")


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def tomllib_says(text: str) -> str:
    with pytest.raises(tomllib.TOMLDecodeError) as caught:
        tomllib.loads(text)
    return str(caught.value)


@pytest.mark.parametrize(("text", "raised", "ours"), CASES)
def test_each_tomllib_message_is_said_in_our_words(text: str, raised: str, ours: str) -> None:
    assert tomllib_says(text) == raised
    assert toml_error(SOURCE, raised) == f"{SOURCE}: {ours}"


def _templates() -> list[str]:
    """Every message the installed tomllib raises with a place (``suffixed_err``), as a
    pattern: what it fills in (a key, a character) as ``.+``."""
    from tomllib import _parser

    found = []
    for node in ast.walk(ast.parse(inspect.getsource(_parser))):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "suffixed_err"):
            message = node.args[2]
            parts = message.values if isinstance(message, ast.JoinedStr) else [message]
            found.append("".join(re.escape(p.value) if isinstance(p, ast.Constant) else ".+"
                                 for p in parts))
    return found


def test_every_message_tomllib_raises_has_a_case() -> None:
    templates = _templates()
    assert len(templates) >= 20
    raised = [problem.rpartition(" (at ")[0] for _text, problem, _ours in CASES]
    missing = [t for t in templates if not any(re.fullmatch(t, r) for r in raised)]
    assert not missing


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
@pytest.mark.parametrize(("text", "raised", "ours"), CASES)
def test_each_tomllib_message_is_translated(lang: str, text: str, raised: str,
                                            ours: str) -> None:
    i18n.set_language(lang)
    said = toml_error(SOURCE, raised)
    assert said.startswith(f"{SOURCE}: ")
    assert not any(word in said.lower() for word in ENGLISH_WORDS), said
    assert "TOML" in said
    line, _sep, column = raised.rpartition("(at ")[2].partition(", ")
    if column:  # the place named with its numbers
        assert line.split()[1] in said and column.split()[1].rstrip(")") in said, said


@pytest.mark.parametrize(("lang", "place"), [("en", "line 3, column 2: not valid TOML"),
                                             ("nb", "linje 3, kolonne 2: ugyldig TOML"),
                                             ("sv", "rad 3, kolumn 2: ogiltig TOML"),
                                             ("da", "linje 3, kolonne 2: ugyldig TOML")])
def test_a_message_we_do_not_know_is_kept_as_tomllib_wrote_it(lang: str, place: str) -> None:
    """A future Python's new words: the place ours, the problem as tomllib said it."""
    i18n.set_language(lang)
    assert toml_error(SOURCE, "Unexpected thing {x} (at line 3, column 2)") \
        == f"{SOURCE}: {place}: Unexpected thing {{x}}"
    assert toml_error(SOURCE, "Something else entirely") == (
        f"{SOURCE}: {place.partition(': ')[2]}: Something else entirely")
    # a character tomllib names in a way we cannot read: the whole text kept, never a crash
    assert toml_error(SOURCE, "Illegal character 'ab (at line 3, column 2)") \
        == f"{SOURCE}: {place}: Illegal character 'ab"


def test_a_ruleset_file_says_it_with_its_place_first(tmp_path: Path) -> None:
    path = tmp_path / SOURCE
    path.write_text('extends = "swedish-6"\n[values\n')
    i18n.set_language("nb")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(str(path))
    assert str(caught.value) == (f"{path}: linje 2, kolonne 8: ugyldig TOML: forventet ']'"
                                 " for å avslutte [tabell]-navnet")


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "line 3: key 'values': written twice (first on line 2)"),
    ("sv", "rad 3: nyckeln 'values': skriven två gånger (första gången på rad 2)"),
])
def test_a_key_written_twice_is_still_named_with_both_lines(tmp_path: Path, lang: str,
                                                            words: str) -> None:
    path = tmp_path / SOURCE
    path.write_text('extends = "swedish-6"\n[values]\n[values]\n')
    i18n.set_language(lang)
    with pytest.raises(RulesetError) as caught:
        load_ruleset(str(path))
    assert str(caught.value).startswith(f"{path}: {words}: ")


@pytest.mark.parametrize("text", [
    '["K"."\\u001b[2J"]\n["K"."\\u001b[2J"]\n',  # Cannot declare ('K…', '\x1b[2J') twice
    '["K".b]\n["K"]\nb.c = 1\n',  # Cannot redefine namespace ('K…', 'b')
    'a = {"K" = 1, "K" = 2}\n',  # Duplicate inline table key 'K…'
    'a = {"\\u001b[2J" = 1, "\\u001b[2J" = 2}\n',
])
def test_a_key_tomllib_names_is_cut_and_shows_no_control_character(text: str) -> None:
    """tomllib names a key whole, as a Python tuple: a key of 5,000 characters filled the
    terminal, and one with a control character is given with it escaped, as a key is."""
    text = text.replace("K", "k" * 5000)
    said = toml_error(SOURCE, tomllib_says(text))
    assert "\x1b" not in said and len(said) < 200, said
    assert "k" * 25 not in said
    assert "k" * 24 + "…" in said or "\\x1b[2J" in said, said
