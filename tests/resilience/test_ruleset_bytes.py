"""Whatever bytes a ruleset file holds, reading it gives a ruleset or a RulesetError that names
the file: never another exception (a traceback), never a message that leaves out which file, and
never one that passes a control character on to the terminal.
The bytes are anything at all, or lines made of a ruleset's keys and values of every kind TOML
has (the mistakes a hand makes: a wrong type, a number out of range, NaN, a key twice, a table
over a value, a house rule's changes naming anything), after an ``extends`` or without one."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from golf_tui.engine import Ruleset, RulesetError
from golf_tui.engine.text import first_control
from golf_tui.presets import load_ruleset

KEYS = ["name", "title", "description", "grid", "players", "players.min", "players.max", "decks",
        '"\\u001b[31m"', '"\\u202e"', 'house_rules."\\u001b".title', "decks.count",
        "jokers_per_deck", "opening", "opening.kind", "opening.count",
        "placement", "knock", "all_face_up", "flip_as_turn", "pairs", "two_pair_bonus.value",
        "knock_penalty.enabled", "empty_stock", "match", "match.end", "match.holes",
        "match.target", "values", "values.K", "values.JK", "house_rules", "house_rules.x",
        "house_rules.x.title", "house_rules.x.changes", "house_rules.x.default_option",
        "house_rules.x.options.a.changes", "extends", "tagline", "active_house_rules", '"a.b"',
        "values.Z"]
VALUES = ["0", "-1", "2", "99999999999999999999", "1e400", "nan", "-inf", "1.5", "true", '""',
          '"x"', '"3x3"', '"2x2"', '"flip"', '"face_up"', '"holes"', '"swedish-6"',
          '"./self.toml"', '"\\u001b"', "[]", "[1, 2]", "{}", "{ a = 1 }", "1979-05-27",
          '{ "values.K" = 1 }', '{ jokers_per_deck = 2 }', '{ "match.holes" = "x" }',
          '{ extends = "danish-6" }', '{ "a.b.c" = 1 }', '{ grid = "9x9" }', '{ "" = 1 }',
          "{ a = 1, a = 2 }"]
HEADERS = ["[values]", "[match]", "[house_rules.x]", "[house_rules.x.changes]", "[[values]]",
           "[house_rules.x.options.a]", "[opening]", '["values"]']
LINE = st.one_of(st.builds(lambda key, value: f"{key} = {value}", st.sampled_from(KEYS),
                           st.sampled_from(VALUES)),
                 st.sampled_from(HEADERS))
TOML = st.lists(LINE, max_size=10).map("\n".join)
# any text, as a TOML string (JSON's escapes are TOML's: "\u001b")
TEXT = st.one_of(st.text(st.characters(exclude_categories=["Cs"]), max_size=6),
                 # and often what a terminal acts on
                 st.text(st.sampled_from("a-\x1b\x07\t\n\x7f\x9b\u202e\u2066"), max_size=4)
                 ).map(json.dumps)
# each key once, or not at all (a key twice is a TOML error, told before the house rule is checked)
HOUSE = st.fixed_dictionaries({}, optional={
    key: st.one_of(TEXT, st.sampled_from(VALUES))
    for key in ("default_option", "options.a.title", "options.a.description", "changes.name",
                "changes.title", "changes.grid")}).map(
    lambda lines: "\n".join(f"{key} = {value}" for key, value in lines.items()))
CONTENT = st.one_of(
    st.binary(max_size=300),
    TOML.map(str.encode),
    TOML.map(lambda text: f'extends = "swedish-6"\n{text}\n'.encode()),
    TOML.map(lambda text: f'\ufeffextends = "danish-6"\r\n{text}'.replace("\n", "\r\n")
             .encode()),
    # the lines of a house rule that is right so far, its own checks reached, with any text
    HOUSE.map(lambda text: f'extends = "swedish-6"\n[house_rules.x]\ntitle = "X"\n'
              f'description = "x"\n{text}\n'.encode()),
)


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.too_slow])
@given(content=CONTENT, house=st.lists(st.sampled_from(["jokers", "jokers=minus-5", "x",
                                                        "final-lap", "x=a"]), max_size=2))
def test_any_bytes_give_a_ruleset_or_a_message_naming_the_file(content: bytes,
                                                                house: list[str]) -> None:
    with tempfile.TemporaryDirectory() as folder:  # hypothesis: no function-scoped fixture
        path = str(Path(folder) / "house.toml")
        Path(path).write_bytes(content)
        try:
            ruleset = load_ruleset(path, house)
        except RulesetError as e:
            assert str(e).startswith(f"{path}: "), str(e)
            # nothing a terminal would act on (an escape in a key or a value, written as TOML's
            # \\u001b) reaches it: one problem a line, each as printable text
            assert all(first_control(line) is None for line in str(e).split("\n")), str(e)
        else:
            assert isinstance(ruleset, Ruleset)
