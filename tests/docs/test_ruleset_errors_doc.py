"""The messages docs/adding-a-ruleset.md quotes, under "When something is wrong", are the ones
golf-tui gives: each is produced here, from a file written as a user would write it (its
problem on the line the message names) or from the command line, and compared word for word.
A message that changes in the code must change on the page too."""

from __future__ import annotations

import re
import subprocess
import tomllib
from collections.abc import Callable
from pathlib import Path

import pytest

Golf = Callable[..., subprocess.CompletedProcess[str]]

DOC = Path(__file__).resolve().parents[2] / "docs" / "adding-a-ruleset.md"
LONG = 5000


def at_line(line: int, text: str, first: str = 'extends = "swedish-6"') -> str:
    """A file that extends swedish-6 (on line 1) with ``text`` on line ``line``."""
    return first + "\n" * (line - 1) + text + "\n"


def standalone(*, players: bool = True, opening: str = 'opening = { kind = "flip", count = 2 }'
               ) -> str:
    lines = ['name = "tiny"', 'grid = "2x3"',
             "players = { min = 2, max = 4 }" if players else "# no players",
             opening, 'placement = "face_up"', "[values]"]
    lines += [f"{rank} = {value}" for rank, value in
              (("A", 1), ("2", -2), ("3", 3), ("4", 4), ("5", 5), ("6", 6), ("7", 7), ("8", 8),
               ("9", 9), ("10", 10), ("J", 10), ("Q", 10), ("K", 0))]
    return "\n".join(lines) + "\n"


def house_rule(line: int, entry: str) -> str:
    """A house rule ``big-bonus`` whose ``changes`` line, ``entry``, is line ``line``."""
    head = '[house_rules.big-bonus]\ntitle = "Big bonus"\ndescription = "Double pairs at -20."\n'
    return at_line(line - 3, head + entry)


FILE = "kitchen.toml"
# (files to write, command-line arguments after "golf-tui", the line the page quotes)
CASES: list[tuple[dict[str, str | bytes], list[str], str]] = [
    ({FILE: at_line(7, "jokers = 2")}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 7: key 'jokers': unknown key (did you mean one of"
     " 'jokers_pair', 'jokers_per_deck'?)"),
    ({}, ["rulesets", "show", "swedish-6", "--rule", "match.hole=3"],
     "golf-tui: preset swedish-6: key 'match.hole': unknown key (did you mean 'match.holes'?)"),
    ({}, ["rulesets", "show", "swedish-6", "--rule", "match.rounds=3"],
     "golf-tui: preset swedish-6: key 'match.rounds': unknown key (keys of 'match': 'end',"
     " 'holes' or 'target')"),
    ({FILE: at_line(4, 'colour = "red"')}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 4: key 'colour': unknown key (keys of a ruleset: 'name',"
     " 'title', 'description', 'grid', 'players', 'decks', 'jokers_per_deck', 'values', …,"
     " see `golf-tui rulesets schema`)"),
    ({FILE: at_line(12, 'pairs = "rows"')}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 12: key 'pairs': must be 'none', 'column' or 'anywhere'"),
    ({FILE: '# mine\nextends = "swedish-7"\n'}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 2: key 'extends': no preset 'swedish-7' (presets:"
     " norwegian-4, norwegian-6, swedish-6, danish-6, nine-card)"),
    ({"tiny.toml": standalone(players=False)}, ["rulesets", "show", "tiny.toml"],
     "golf-tui: tiny.toml: key 'players': required key is missing"),
    ({"tiny.toml": standalone(opening='opening = { kind = "flip" }')},
     ["rulesets", "show", "tiny.toml"],
     "golf-tui: tiny.toml: line 4: key 'opening.count': required key is missing"),
    ({FILE: 'extends = "swedish-6"\n[values\n'}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 2, column 8: not valid TOML: expected ']' to end the"
     " [table] name"),
    # the file named as typed, "./kitchen.toml" (a TOML error said "kitchen.toml")
    ({FILE: 'extends = "swedish-6"\n[values\n'}, ["rulesets", "show", f"./{FILE}"],
     "golf-tui: ./kitchen.toml: line 2, column 8: not valid TOML: expected ']' to end the"
     " [table] name"),
    ({FILE: at_line(4, "pairs = column")}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 4, column 9: not valid TOML: expected a value: a number,"
     ' true, false, a "text" in quotes, a list [ … ] or a table { … }'),
    ({FILE: at_line(3, "grid = [2, 3")}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: at the end of the file: not valid TOML: expected ',' or ']' in"
     " the list [ … ]"),
    ({FILE: 'extends = "swedish-6"\n[values]\nK = -1\n\n[values]\nQ = 9\n'},
     ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 5: key 'values': written twice (first on line 2): write each"
     " key, and each [table], once"),
    ({FILE: at_line(3, 'title = "Caf\xe9 Golf"').encode("latin-1")}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 3, column 13: not UTF-8 text (byte 0xE9): save the file as"
     " UTF-8"),
    ({"empty.toml": "# my own rules, to come\n"}, ["rulesets", "show", "empty.toml"],
     "golf-tui: empty.toml: the file has no ruleset keys (it is empty, or only comments): start"
     ' it with extends = "swedish-6" and the keys to change, or write a whole ruleset (see'
     " `golf-tui rulesets show swedish-6`)"),
    ({}, ["rulesets", "show", "nofile.toml"],
     "golf-tui: nofile.toml: cannot read: No such file or directory"),
    ({"huge.toml": "#" * 1_000_001}, ["rulesets", "show", "huge.toml"],
     "golf-tui: huge.toml: file is larger than 1000000 bytes"),
    ({}, ["rulesets", "show", "swedish-6", "--house", "nope"],
     "golf-tui: preset swedish-6: no house rule 'nope' (offered: 18-holes, double-pairs,"
     " jokers)"),
    ({}, ["rulesets", "show", "danish-6", "--house", "jokers=minus-4"],
     "golf-tui: preset danish-6: house rule 'jokers' has no option 'minus-4' (options: minus-2,"
     " minus-3, minus-5)"),
    ({}, ["rulesets", "show", "danish-6", "--house", "jokers=minus-3", "--house",
          "jokers=minus-5"],
     "golf-tui: preset danish-6: house rule 'jokers' is given twice, with options 'minus-3' and"
     " 'minus-5': choose one"),
    ({FILE: at_line(10, "match = 6")}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 10: key 'match': must be a table, e.g. match = { … }"),
    ({FILE: at_line(14, "[values]\nZ = 3")}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 15: key 'values.Z': unknown key (keys of 'values': 'A', '2',"
     " '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K' or 'JK')"),
    ({}, ["rulesets", "show", "swedish-6", "--rule", "knock_penalty.enabled=true"],
     "golf-tui: preset swedish-6 with --rule knock_penalty.enabled=true: knock_penalty is"
     " enabled but knock is not allowed"),
    ({FILE: at_line(9, "opening = { count = 6 }")}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 9: opening.count: flipping 6 of 6 cards leaves none hidden"),
    ({FILE: house_rule(20, 'changes = { "two_pair_bonus.kind" = "any",'
                           ' "two_pair_bonus.value" = "-20" }')},
     ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 20: house rule 'big-bonus': key 'two_pair_bonus.value':"
     " must be a whole number"),
    ({FILE: at_line(15, '[house_rules."x.y"]\ntitle = "X"\ndescription = "x"\n'
                        'default_option = "c"\noptions.a = { title = "A", changes = {} }\n'
                        'options.b = { title = "B", changes = {} }')},
     ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 18: key 'house_rules.\"x.y\"': default_option must be one"
     " of ['a', 'b']"),
    ({FILE: at_line(13, "[values]\nK = 101")}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 14: key 'values.K': must be at most 100"),
    ({FILE: house_rule(21, 'changes = { extends = "danish-6" }')}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 21: house rule 'big-bonus': key 'extends': a house rule"
     " changes the game's settings, not extends, house_rules or active_house_rules"),
    ({FILE: house_rule(20, 'changes = { "bonus.value" = -20 }')}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 20: house rule 'big-bonus': key 'bonus.value': 'bonus' is not"
     " a ruleset key (keys of a ruleset: 'name', 'title', 'description', 'grid', 'players',"
     " 'decks', 'jokers_per_deck', 'values', …, see `golf-tui rulesets schema`)"),
    ({FILE: 'extends = "swedish-6"\n'},
     ["rulesets", "show", f"./{FILE}", "--rule", "two_pair.value=-20"],
     "golf-tui: ./kitchen.toml: key 'two_pair.value': 'two_pair' is not a ruleset key (did you"
     " mean one of 'jokers_pair', 'pairs', 'two_pair_bonus'?)"),
    ({}, ["rulesets", "show", "swedish-6", "--rule", "grid"],
     "golf-tui: --rule 'grid': expected KEY=VALUE, e.g. knock=true"),
    ({}, ["rulesets", "show", "swedish-6", "--rule", ".holes=3"],
     "golf-tui: --rule '.holes=3': '.holes' is not a key: write a name between every two dots,"
     " e.g. match.holes"),
    ({FILE: at_line(3, 'title = "\\u001b[31mKitchen"')}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 3: key 'title': holds a control character (U+001B): write"
     " the text without it"),
    ({}, ["rulesets", "show", "swedish-6", "--rule", "title=Golf\a"],
     "golf-tui: --rule title: holds a control character (U+0007): write the text without it"),
    ({FILE: at_line(3, f'title = "{"t" * LONG}"')}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 3: key 'title': is 5000 characters long, at most 40 are"
     " allowed: shorten it"),
    ({FILE: at_line(7, f'[house_rules.{"k" * LONG}]\ntitle = "K"\ndescription = "k"')},
     ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 7: key 'house_rules': the name 'kkkkkkkkkkkkkkkkkkkkkkkk…'"
     " is 5000 characters long, at most 24 are allowed: shorten it"),
    ({}, ["rulesets", "show", "swedish-6", "--house", "h" * LONG],
     "golf-tui: preset swedish-6: no house rule 'hhhhhhhhhhhhhhhhhhhhhhhh…' (offered: 18-holes,"
     " double-pairs, jokers)"),
    ({}, ["rulesets", "show", "swedish-6", "--rule", f"match.{'k' * LONG}=3"],
     "golf-tui: preset swedish-6: key 'match.kkkkkkkkkkkkkkkkkkkkkkkk…': unknown key (keys of"
     " 'match': 'end', 'holes' or 'target')"),
    ({FILE: at_line(2, f"{'k' * LONG} = 3")}, ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 2: key 'kkkkkkkkkkkkkkkkkkkkkkkk…': unknown key (keys of a"
     " ruleset: 'name', 'title', 'description', 'grid', 'players', 'decks', 'jokers_per_deck',"
     " 'values', …, see `golf-tui rulesets schema`)"),
    ({FILE: at_line(4, "knock = false", 'extends = "norwegian-4"\nname = "kitchen"')},
     ["rulesets", "show", FILE],
     "golf-tui: kitchen.toml: line 5: key 'knock': this ruleset can never end a hole: allow"
     " knock, or an all_face_up ending with a way to turn every card face up (placement ="
     " 'face_up' or flip_as_turn; the flip after a discard never turns the last card), or set"
     " empty_stock to 'end_hole'"),
]


def doc_messages() -> set[str]:
    return {line for line in DOC.read_text(encoding="utf-8").splitlines()
            if line.startswith("golf-tui: ")}


@pytest.mark.parametrize(("files", "args", "message"), CASES,
                         ids=[f"{i:02d}" for i in range(len(CASES))])
def test_the_page_quotes_what_golf_tui_says(
        golf_here: Golf, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        files: dict[str, str], args: list[str], message: str) -> None:
    assert message in doc_messages(), "the page no longer quotes this message"
    for name, text in files.items():
        (tmp_path / name).write_bytes(text if isinstance(text, bytes) else text.encode())
    monkeypatch.chdir(tmp_path)
    out = golf_here(*args)
    assert out.returncode == 2, out.stdout[:200]
    assert out.stderr == message + "\n"


def test_every_message_the_page_quotes_is_checked() -> None:
    """A message added to the page comes with a case here (/dev/zero, a device, aside)."""
    checked = {message for _files, _args, message in CASES}
    assert doc_messages() - checked == {"golf-tui: /dev/zero: cannot read: not a regular file"}


def test_the_refusal_for_too_few_cards_is_quoted_as_given(golf_here: Golf) -> None:
    """The page's inline example of a problem "with" --rule: the preset it names refuses it,
    in the words quoted (up to the page's "…")."""
    quoted = re.search(r"`(preset \S+ with --rule (\S+): [^`]*)…`",
                       DOC.read_text(encoding="utf-8"))
    assert quoted is not None, "the page no longer quotes the refusal"
    preset = quoted.group(1).split()[1]
    out = golf_here("rulesets", "show", preset, "--rule", quoted.group(2))
    assert out.returncode == 2, out.stdout[:200]
    assert out.stderr.startswith("golf-tui: " + quoted.group(1))


def test_the_longest_shipped_texts_are_as_the_page_says() -> None:
    """"the longest title is N characters, the longest description M": over every preset's
    titles and descriptions, its house rules' and their options'."""
    longest = {"title": 0, "description": 0}

    def walk(node: object) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key in longest and isinstance(value, str):
                    longest[key] = max(longest[key], len(value))
                walk(value)

    for path in sorted((DOC.parents[1] / "rulesets").glob("*.toml")):
        walk(tomllib.loads(path.read_text(encoding="utf-8")))
    said = re.search(r"longest title is (\d+) characters, the longest description (\d+)",
                     " ".join(DOC.read_text(encoding="utf-8").split()))
    assert said is not None
    assert (int(said.group(1)), int(said.group(2))) == (longest["title"],
                                                         longest["description"])
