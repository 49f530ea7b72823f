"""Every problem of a ruleset file that comes from a place in it names the file's line: the
line of the key, of the table a missing key belongs in, or of the house rule's change that made
it. Only control characters and numbers too long to read did; the rest named file and key."""

from __future__ import annotations

import subprocess
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from golf_tui import i18n
from golf_tui.engine import Match, match_from_dict, match_to_dict
from golf_tui.engine.errors import RulesetError
from golf_tui.engine.ruleset import (
    AS_SAVED,
    MAX_DESCRIPTION_LENGTH,
    MAX_KEY_LENGTH,
    MAX_NAME_LENGTH,
    MAX_TITLE_LENGTH,
    Ruleset,
)
from golf_tui.presets import load_ruleset, preset_names
from golf_tui.storage import Store
from golf_tui.toml_lines import dotted, key_lines

EXTENDS = 'extends = "swedish-6"\nname = "mine"\n'  # lines 1 and 2
RULE = '[house_rules.a]\ntitle = "A"\ndescription = "d"\n'  # lines 3 to 5, after EXTENDS
Golf = Callable[..., subprocess.CompletedProcess[str]]

NEVER_ENDS = ("this ruleset can never end a hole: allow knock, or an all_face_up ending with a"
              " way to turn every card face up (placement = 'face_up' or flip_as_turn; the flip"
              " after a discard never turns the last card), or set empty_stock to 'end_hole'")

# (the file after EXTENDS, the message after "PATH: ")
CASES: list[tuple[str, str]] = [
    # an unknown key, a wrong type, a value out of range or not one of the choices
    ("\njokers = 2\n", "line 4: key 'jokers': unknown key (did you mean one of 'jokers_pair',"
     " 'jokers_per_deck'?)"),
    ("\n[match]\nhole = 3\n", "line 5: key 'match.hole': unknown key (did you mean"
     " 'match.holes'?)"),
    # nothing close to it: the keys there are (the ruleset's first ones, a table's all)
    ("\ncolour = 2\n", "line 4: key 'colour': unknown key (keys of a ruleset: 'name', 'title',"
     " 'description', 'grid', 'players', 'decks', 'jokers_per_deck', 'values', …, see"
     " `golf-tui rulesets schema`)"),
    ("\n[match]\nrounds = 3\n", "line 5: key 'match.rounds': unknown key (keys of 'match':"
     " 'end', 'holes' or 'target')"),
    (RULE + "colour = 2\n", "line 6: key 'house_rules.a.colour': unknown key (keys of"
     " 'house_rules.a': 'title', 'description', 'changes', 'options' or 'default_option')"),
    ("\n\nknock = 5\n", "line 5: key 'knock': must be true or false"),
    ("[values]\nA = 1\nK = 101\n",
     "line 5: key 'values.K': must be at most 100"),
    ("match.holes = 0\n",
     "line 3: key 'match.holes': must be at least 1"),
    ('\npairs = "diagonal"\n',
     "line 4: key 'pairs': must be 'none', 'column' or 'anywhere'"),
    ("[values]\nZ = 1\n",
     "line 4: key 'values.Z': unknown key (keys of 'values': 'A', '2', '3', '4', '5', '6', '7',"
     " '8', '9', '10', 'J', 'Q', 'K' or 'JK')"),
    ("\nmatch = 3\n", "line 4: key 'match': must be a table, e.g. match = { … }"),
    # a missing key: the line of its table, under a header or inline
    (RULE + '[house_rules.b]\ntitle = "B"\n',
     "line 6: key 'house_rules.b.description': required key is missing"),
    ('\nhouse_rules.c = { title = "C" }\n',
     "line 4: key 'house_rules.c.description': required key is missing"),
    # one key against another: the line of the key the message names
    ("\n\nplayers = { min = 4, max = 3 }\n",
     "line 5: key 'players': min (4) is larger than max (3)"),
    ('[opening]\nkind = "flip"\n\ncount = 6\n',
     "line 6: opening.count: flipping 6 of 6 cards leaves none hidden"),
    # a house rule's problem that none of its changes is named in: its header
    ('two_pair_bonus = { kind = "any" }\n[house_rules.b]\ntitle = "B"\ndescription = "d"\n'
     'changes = { pairs = "none" }\n',
     "line 4: house rule 'b': two_pair_bonus needs pairs = 'column'"),
    # a bad house rule or option
    (RULE + 'default_option = "o"\n',
     "line 6: key 'house_rules.a': default_option 'o' names an option, but there are none: add"
     " options, or leave default_option out"),
    (RULE + 'options.o = { title = "O" }\ndefault_option = "p"\n',
     "line 7: key 'house_rules.a': default_option must be one of ['o']"),
    ('[house_rules."a.b"]\ntitle = "A"\ndescription = "d"\n\noptions = { o = { title = "O" } }\n',
     "line 3: key 'house_rules.\"a.b\"': default_option must be one of ['o']"),  # none given
    (RULE + '[house_rules.b]\ntitle = "B"\ndescription = 5\n',
     "line 8: key 'house_rules.b.description': must be text"),
    ('\n[house_rules."a b"]\ntitle = "A"\ndescription = "d"\n',
     "line 4: house_rules: 'a b' is not a usable key: write it without spaces, '=', ','"
     " or control characters"),
    (RULE + 'default_option = "o"\noptions.o = { title = "O" }\n'
     'options."p\\u0007" = { title = "P" }\n',
     "line 8: key 'house_rules.a.options': holds a control character (U+0007): write the text"
     " without it"),
    # a text longer than the game shows: the name, a title, a description, an option's title
    ('\nextends = "swedish-6"\nname = "' + "n" * 41 + '"\n',
     "line 3: key 'name': is 41 characters long, at most 40 are allowed: shorten it"),
    ('\ntitle = "' + "t" * 400 + '"\n',
     "line 4: key 'title': is 400 characters long, at most 40 are allowed: shorten it"),
    ('description = "' + "d" * 161 + '"\n',
     "line 3: key 'description': is 161 characters long, at most 160 are allowed: shorten it"),
    (RULE + '[house_rules.b]\ntitle = "B"\ndescription = "' + "d" * 161 + '"\n',
     "line 8: key 'house_rules.b.description': is 161 characters long, at most 160 are allowed:"
     " shorten it"),
    ('[house_rules.b]\ndescription = "d"\ntitle = "' + "t" * 41 + '"\n',
     "line 5: key 'house_rules.b.title': is 41 characters long, at most 40 are allowed:"
     " shorten it"),
    (RULE + 'default_option = "o"\noptions.o = { title = "' + "o" * 41 + '" }\n',
     "line 7: key 'house_rules.a.options.o.title': is 41 characters long, at most 40 are"
     " allowed: shorten it"),
    # a house rule's key or an option's name longer than --house and the rules screen take:
    # the table it is in, the name's line, the name by its start
    ('\n[house_rules.' + "k" * 5000 + ']\ntitle = "A"\ndescription = "d"\n',
     "line 4: key 'house_rules': the name '" + "k" * 24 + "…' is 5000 characters long, at most"
     " 24 are allowed: shorten it"),
    (RULE + '[house_rules."' + "k" * 25 + '"]\ntitle = "B"\ndescription = "d"\n',
     "line 6: key 'house_rules': the name '" + "k" * 24 + "…' is 25 characters long, at most"
     " 24 are allowed: shorten it"),
    (RULE + 'default_option = "o"\noptions.o = { title = "O" }\noptions.' + "p" * 25
     + ' = { title = "P" }\n',
     "line 8: key 'house_rules.a.options': the name '" + "p" * 24 + "…' is 25 characters long,"
     " at most 24 are allowed: shorten it"),
    # a key holding a dot: named quoted, as TOML writes it
    ('[house_rules."a.b"]\ntitle = "A"\n\ndescription = 5\n',
     "line 6: key 'house_rules.\"a.b\".description': must be text"),
    # a problem named by a key the file does not write (players.max is the preset's): the
    # line of the first key the file writes that makes it so (named no line at all)
    ('\ngrid = "3x3"\ndecks = { large_from = 9 }\n',
     "line 4: players.max: 6 players need 56 cards for 3x3 grids, but the pack holds only 52"
     " (decks: 1)"),
    # a ruleset that can never end a hole: named by the file's key that made it so, with its
    # line (it named neither)
    ('\nextends = "norwegian-4"\nname = "x"\n\n\nknock = false\n',
     "line 6: key 'knock': " + NEVER_ENDS),
    ('\nall_face_up = "off"\n', "line 4: key 'all_face_up': " + NEVER_ENDS),
    ('placement = "face_up"\n\nflip_as_turn = false\nall_face_up = "off"\n',
     "line 6: key 'all_face_up': " + NEVER_ENDS),  # not placement: face up would help
    # the file's keys that are not the ruleset's
    ('name = "x"\n\nextends = 6\n', "line 3: key 'extends': must be a preset name"),
    ('\nextends = "swedish-7"\n',
     "line 2: key 'extends': no preset 'swedish-7' (presets: norwegian-4, norwegian-6,"
     " swedish-6, danish-6, nine-card)"),
    ("\nactive_house_rules = []\n",
     "line 4: key 'active_house_rules': golf-tui records this itself; switch house rules on"
     " with --house (or at setup), or write their changes into the file"),
]

# A house rule's changes (after EXTENDS and RULE): the line of the entry that made the problem.
CHANGES: list[tuple[str, str]] = [
    ('\nchanges = { "match.holes" = "9" }\n',
     "line 7: house rule 'a': key 'match.holes': must be a whole number"),
    ('[house_rules.a.changes]\nknock = true\n"knok" = true\n',
     "line 8: house rule 'a': key 'knok': unknown key (did you mean 'knock'?)"),
    ('\nchanges = { knock = true, "colour" = 1 }\n',
     "line 7: house rule 'a': key 'colour': unknown key (keys of a ruleset: 'name', 'title',"
     " 'description', 'grid', 'players', 'decks', 'jokers_per_deck', 'values', …, see"
     " `golf-tui rulesets schema`)"),
    ('changes.opening = { kind = "flip" }\n',
     "line 6: house rule 'a': key 'opening.count': required key is missing"),
    ("\n\nchanges.match = { end = 'target', target = 0 }\n",
     "line 8: house rule 'a': key 'match.target': must be at least 1"),
    ('\nchanges = { title = "A\\u0007" }\n',  # a text set through a house rule's changes
     "line 7: house rule 'a': key 'title': holds a control character (U+0007): write the text"
     " without it"),
    ('\n\nchanges = { "knock.x" = 1 }\n', "line 8: house rule 'a': key 'knock' is not a table"),
    ('\nchanges = { "match..holes" = 1 }\n',
     "line 7: house rule 'a': 'match..holes' is not a key: write a name between every two dots,"
     " e.g. match.holes"),
    ('\nchanges = { extends = "danish-6" }\n',
     "line 7: house rule 'a': key 'extends': a house rule changes the game's settings, not"
     " extends, house_rules or active_house_rules"),
    ("\n[house_rules.a.changes]\nknock = false\nknock_penalty = { enabled = true }\n",
     "line 9: house rule 'a': knock_penalty is enabled but knock is not allowed"),
    ('\nchanges = { title = "T", all_face_up = "off" }\n',
     "line 7: house rule 'a': key 'all_face_up': " + NEVER_ENDS),
    ('\nchanges = { two_pair_bonus = { kind = "any" }, pairs = "none" }\n',
     "line 7: house rule 'a': two_pair_bonus needs pairs = 'column'"),
    # an option's changes: the option's entry, not the house rule's own
    ('default_option = "o"\nchanges = { "values.K" = 1 }\noptions.o = { title = "O" }\n'
     '[house_rules.a.options.p]\ntitle = "P"\nchanges = { "values.K" = 500 }\n',
     "line 11: house rule 'a=p': key 'values.K': must be at most 100"),
]


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def refused(tmp_path: Path, text: str, rules: tuple[str, ...] = ()) -> str:
    """The message of the file ``text``, after its path."""
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(str(path), rules=rules)
    message = str(caught.value)
    assert message.startswith(f"{path}: "), message
    return message[len(f"{path}: "):]


@pytest.mark.parametrize(("text", "message"), CASES)
def test_a_problem_of_the_file_names_its_line(tmp_path: Path, text: str, message: str) -> None:
    whole = text if text.startswith(("name", "\nextends")) else EXTENDS + text
    assert refused(tmp_path, whole) == message


@pytest.mark.parametrize(("text", "message"), CHANGES)
def test_a_problem_of_a_house_rules_change_names_its_line(tmp_path: Path, text: str,
                                                          message: str) -> None:
    assert refused(tmp_path, EXTENDS + RULE + text) == message


def test_a_missing_key_names_its_tables_line_and_a_missing_table_no_line(
        tmp_path: Path) -> None:
    """A file without ``extends`` must give every required key: one missing from a table the
    file writes is named with the table's line; one missing from the file as a whole (no
    place in it) with none."""
    lines = refused(tmp_path, 'name = "mine"\n\n[players]\nmin = 2\n').splitlines()
    path = tmp_path / "mine.toml"
    # the one with a line first (refused took the path off), the others after it
    assert lines[0] == "line 3: key 'players.max': required key is missing"
    assert f"{path}: key 'grid': required key is missing" in lines
    assert sum("line " in line for line in lines) == 1, lines


@pytest.mark.parametrize(("lang", "words"), [
    ("nb", "linje 4: nøkkelen 'all_face_up': med dette regelsettet kan et hull aldri ta slutt"),
    ("sv", "rad 4: nyckeln 'all_face_up': med den här regeluppsättningen kan ett hål aldrig"),
    ("da", "linje 4: nøglen 'all_face_up': med dette regelsæt kan et hul aldrig slutte"),
])  # fmt: skip
def test_a_ruleset_that_never_ends_names_its_key_in_the_players_language(
        tmp_path: Path, lang: str, words: str) -> None:
    i18n.set_language(lang)
    assert refused(tmp_path, EXTENDS + '\nall_face_up = "off"\n').startswith(words)


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "line 7: house rule 'a': key 'match.holes': "),
    ("nb", "linje 7: husregelen 'a': nøkkelen 'match.holes': "),
    ("sv", "rad 7: husregeln 'a': nyckeln 'match.holes': "),
    ("da", "linje 7: husreglen 'a': nøglen 'match.holes': "),
])  # fmt: skip
def test_the_line_and_the_house_rule_are_named_in_the_players_language(
        tmp_path: Path, lang: str, words: str) -> None:
    """"house rule 'a'" was English in every language."""
    i18n.set_language(lang)
    message = refused(tmp_path, EXTENDS + RULE + '\nchanges = { "match.holes" = "9" }\n')
    assert message.startswith(words), message
    assert ("must be" in message) == (lang == "en")


@pytest.mark.parametrize("rules", [("knock=5",), ("match.holes.x=1",),
                                   ('house_rules.a.title="B\\u0007"',)])
def test_a_problem_of_a_rule_names_the_rule_not_a_line(tmp_path: Path,
                                                       rules: tuple[str, ...]) -> None:
    """--rule KEY=VALUE is no place in the file, though the file sets the same key: the key
    is named, and no line."""
    text = EXTENDS + "knock = true\nmatch.holes = 5\n" + RULE
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    load_ruleset(str(path))  # the file alone is good
    with pytest.raises(RulesetError) as caught:
        load_ruleset(str(path), rules=rules)
    message, key = str(caught.value), rules[0].partition("=")[0]
    assert "line" not in message, message
    assert f"--rule {key}" in message or f"key '{key}'" in message or f"key '{key[:-2]}'" in message


@pytest.mark.parametrize(("lang", "words"), [
    ("nb", "linje 4: nøkkelen 'title': er 41 tegn lang, høyst 40 er tillatt: forkort den"),
    ("sv", "rad 4: nyckeln 'title': är 41 tecken lång, högst 40 är tillåtna: korta den"),
    ("da", "linje 4: nøglen 'title': er 41 tegn lang, højst 40 er tilladt: forkort den"),
])  # fmt: skip
def test_a_text_too_long_is_named_in_the_players_language(tmp_path: Path, lang: str,
                                                          words: str) -> None:
    i18n.set_language(lang)
    assert refused(tmp_path, EXTENDS + '\ntitle = "' + "t" * 41 + '"\n') == words


def test_every_shipped_text_fits_its_limit_with_room_to_spare() -> None:
    """The limits keep a custom file's texts on the screen; a preset's own texts, in every
    language, are well inside them (at most three quarters of each)."""
    texts: list[tuple[str, str, int]] = []
    for name in preset_names():
        r = load_ruleset(name)
        texts += [(r.name, name, MAX_NAME_LENGTH), (r.title, name, MAX_TITLE_LENGTH),
                  (r.description, name, MAX_DESCRIPTION_LENGTH)]
        for rule in r.house_rules.values():
            texts += [(rule.title, name, MAX_TITLE_LENGTH),
                      (rule.description, name, MAX_DESCRIPTION_LENGTH)]
            texts += [(o.title, name, MAX_TITLE_LENGTH) for o in rule.options.values()]
            texts += [(o.description, name, MAX_DESCRIPTION_LENGTH)
                      for o in rule.options.values() if o.description]
        # the names --house takes: a house rule's key and its options'
        texts += [(key, name, MAX_KEY_LENGTH) for key in r.house_rules]
        texts += [(o, name, MAX_KEY_LENGTH) for rule in r.house_rules.values()
                  for o in rule.options]
    assert len(texts) > 20
    for lang in ("en", "nb", "sv", "da"):
        say = i18n.translation(lang).gettext
        for text, name, limit in texts:
            shown = say(text) if text and text != name else text
            assert len(shown) <= limit * 3 // 4, (lang, name, shown)


def test_a_match_saved_before_the_limits_still_reads(tmp_path: Path) -> None:
    """The limits are for what a file writes: a match saved with a longer title (before there
    were limits) is no damaged save, to be moved aside, in the autosave or the history."""
    data = load_ruleset("swedish-6").model_dump(mode="json")
    data["title"] = "t" * 100
    with pytest.raises(ValueError, match="100 characters long"):
        Ruleset.model_validate(data)
    match = Match.start(Ruleset.model_validate(data, context=AS_SAVED), ["Kari", "Ola"], 1)
    assert match_from_dict(match_to_dict(match)).ruleset.title == "t" * 100
    store = Store(tmp_path)
    store.save(match, (("Kari", "human"), ("Ola", "human")))
    saved = store.load()
    assert saved is not None and saved.match.ruleset.title == "t" * 100


def test_a_match_saved_with_a_long_house_rule_key_still_reads(tmp_path: Path) -> None:
    """The key limit is for what a file writes, like the texts': a match saved with a longer
    house rule key or option name (before there was a limit) still reads."""
    data = load_ruleset("danish-6").model_dump(mode="json")
    key, option = "k" * 60, "o" * 60
    data["house_rules"][key] = {"title": "K", "description": "d", "changes": {"knock": True},
                                "options": {option: {"title": "O"}}, "default_option": option}
    data["active_house_rules"] = [f"{key}={option}"]
    with pytest.raises(ValueError, match="60 characters long"):
        Ruleset.model_validate(data)
    match = Match.start(Ruleset.model_validate(data, context=AS_SAVED), ["Kari", "Ola"], 1)
    assert key in match_from_dict(match_to_dict(match)).ruleset.house_rules
    store = Store(tmp_path)
    store.save(match, (("Kari", "human"), ("Ola", "human")))
    saved = store.load()
    assert saved is not None and saved.match.ruleset.active_house_rules == (f"{key}={option}",)


@pytest.mark.parametrize(("lang", "words"), [
    ("nb", "linje 4: nøkkelen 'house_rules': navnet '" + "k" * 24 + "…' er 25 tegn langt, høyst"
           " 24 er tillatt: forkort det"),
    ("sv", "rad 4: nyckeln 'house_rules': namnet '" + "k" * 24 + "…' är 25 tecken långt, högst"
           " 24 är tillåtna: korta det"),
    ("da", "linje 4: nøglen 'house_rules': navnet '" + "k" * 24 + "…' er 25 tegn langt, højst"
           " 24 er tilladt: forkort det"),
])  # fmt: skip
def test_a_key_too_long_is_named_in_the_players_language(tmp_path: Path, lang: str,
                                                         words: str) -> None:
    i18n.set_language(lang)
    text = EXTENDS + '\n[house_rules.' + "k" * 25 + ']\ntitle = "A"\ndescription = "d"\n'
    assert refused(tmp_path, text) == words


def test_the_command_line_names_the_line(golf_here: Golf, tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(EXTENDS + RULE + '\nchanges = { title = "A\\u001b[2J" }\n', encoding="utf-8")
    out = golf_here("--lang", "sv", "rulesets", "show", str(path))
    assert out.returncode == 2 and out.stdout == "", out
    assert out.stderr.startswith(f"golf-tui: {path}: rad 7: husregeln 'a': nyckeln 'title': ")
    out = golf_here("rulesets", "show", str(path), "--rule", "knock=maybe")  # the file's first
    assert f"{path}: line 7: " in out.stderr
    path.write_text(EXTENDS + "\nknock = true\n", encoding="utf-8")
    out = golf_here("rulesets", "show", str(path), "--rule", "knock=maybe")
    assert out.returncode == 2
    assert out.stderr == f"golf-tui: {path}: key 'knock': must be true or false\n"


@pytest.mark.parametrize(("text", "path", "line"), [
    ('a = """x\n]"""\nb = 1\n', ("b",), 3),
    ('a = """x"""""\nb = 1\n', ("b",), 2),  # two quotes end the text itself
    ("a = [ # ]\n  1,\n  { k = 'v' },\n]\nb = 1\n", ("a", "1", "k"), 3),
    ("t = 1979-05-27 07:32:00Z\n[x]\n", ("x",), 2),
    ('[x."y.z"]\n\'q\' = 1\n', ("x", "y.z", "q"), 2),
    ("[[t]]\n[[t]]\na = 1\n[t.u]\n", ("t", "1", "u"), 4),
    ("a.b . c = 1\n", ("a", "b"), 1),
])  # fmt: skip
def test_every_key_is_found_where_it_is_written(text: str, path: tuple[str, ...],
                                                line: int) -> None:
    assert key_lines(text)[path] == line


def test_a_key_is_named_as_toml_writes_it() -> None:
    assert dotted(("house_rules", "a.b", "title")) == 'house_rules."a.b".title'
    assert dotted(("values", "10", 'x"y')) == 'values.10."x\\"y"'


def test_several_problems_come_in_the_order_of_the_files_lines(tmp_path: Path) -> None:
    """They came in the order the model checked them: "line 5 … line 4 … line 6"."""
    text = EXTENDS + 'grid = "9x9"\n[values]\nK = "minus one"\nQ = 1.5\nZZ = 3\n'
    message = refused(tmp_path, text)
    lines = [int(line.split("line ")[1].split(":")[0])
             for line in message.splitlines()]
    assert lines == [3, 5, 6, 7], message


def test_problems_without_a_line_come_after_those_with_one(tmp_path: Path) -> None:
    message = refused(tmp_path, 'name = 5\n[values]\nQ = 1\n')
    first, second, *rest = message.splitlines()
    assert first.startswith("line 1: key 'name'") and "line 2: key 'values'" in second
    assert rest and all("line " not in r and "required key is missing" in r for r in rest)


def test_two_house_rules_at_odds_name_the_line_of_the_second_ones_change(
        tmp_path: Path) -> None:
    """Both of the file's own: the line where the second one sets the key (named no line)."""
    text = (EXTENDS + RULE + 'changes = { grid = "3x3" }\n'
            '[house_rules.b]\ntitle = "B"\ndescription = "d"\n\nchanges = { grid = "2x2" }\n')
    path = tmp_path / "mine.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(str(path), ("a", "b"))
    assert str(caught.value) == (f"{path}: line 11: house rules A ('a') and B ('b') cannot be"
                                 " played together: both set 'grid'")  # titles, keys typed


# Problems independent of each other, each of which hid the next: all are told, one a line, in
# the order of the file's lines (after EXTENDS, which is lines 1 and 2).
TOGETHER: list[tuple[str, list[str]]] = [
    # the key golf-tui records itself hid every problem of the ruleset's own
    ('pairs = "none"\ntwo_pair_bonus = { kind = "any", value = -5 }\n'
     'active_house_rules = ["jokers"]\n',
     ["line 4: two_pair_bonus needs pairs = 'column'",
      "line 5: key 'active_house_rules': golf-tui records this itself; switch house rules on"
      " with --house (or at setup), or write their changes into the file"]),
    # an unknown key hid a house rule's key that cannot be used (checked by the model, after
    # every key was valid)
    ('colour = 1\n[house_rules."\\u0007bell"]\ntitle = "t"\ndescription = "d"\n',
     ["line 3: key 'colour': unknown key (keys of a ruleset: 'name', 'title', 'description',"
      " 'grid', 'players', 'decks', 'jokers_per_deck', 'values', …, see `golf-tui rulesets"
      " schema`)",
      "line 4: house_rules: '\\x07bell' is not a usable key: write it without spaces, '=', ','"
      " or control characters"]),
    # one check of keys against others hid the next
    ('knock_penalty.enabled = true\npairs = "none"\ntwo_pair_bonus.kind = "any"\n',
     ["line 3: knock_penalty is enabled but knock is not allowed",
      "line 5: two_pair_bonus needs pairs = 'column'"]),
    # one house rule's problem hid the next one's
    (RULE + 'changes = { knok = true }\n[house_rules.b]\ntitle = "B"\ndescription = "d"\n'
     'changes = { "match.holes" = "9" }\n',
     ["line 6: house rule 'a': key 'knok': unknown key (did you mean 'knock'?)",
      "line 10: house rule 'b': key 'match.holes': must be a whole number"]),
]


@pytest.mark.parametrize(("text", "lines"), TOGETHER)
def test_independent_problems_are_told_together(tmp_path: Path, text: str,
                                                lines: list[str]) -> None:
    path = tmp_path / "mine.toml"
    message = refused(tmp_path, EXTENDS + text)
    assert message.splitlines() == [lines[0], *(f"{path}: {line}" for line in lines[1:])]


def test_a_ruleset_built_without_a_list_for_its_problems_raises_the_first() -> None:
    """Only ``customise.build`` collects the checks of keys against others; a ruleset read
    another way (a saved match's) is still refused at the first."""
    data = {**load_ruleset("swedish-6").model_dump(), "pairs": "none",
            "two_pair_bonus": {"kind": "any", "value": -5}, "knock_penalty": {"enabled": True}}
    with pytest.raises(ValueError, match="two_pair_bonus needs") as caught:
        Ruleset.model_validate(data)
    assert "knock_penalty" not in str(caught.value)


TWICE = "written twice (first on line {first}): write each key, and each [table], once"


@pytest.mark.parametrize(("text", "message"), [
    # tomllib named no key ("Cannot overwrite a value"), or named it as a Python tuple
    # ("Cannot declare ('values',) twice"); its line was the end of a value over several lines
    ('extends = "danish-6"\n', "line 3: key 'extends': " + TWICE.format(first=1)),
    ('name = "ours"\n', "line 3: key 'name': " + TWICE.format(first=2)),
    ('"name" = "ours"\n', "line 3: key 'name': " + TWICE.format(first=2)),
    ("[values]\nK = 0\n[values]\nQ = 0\n", "line 5: key 'values': " + TWICE.format(first=3)),
    ("[values]\nK = 0\nK = 1\n", "line 5: key 'values.K': " + TWICE.format(first=4)),
    ("match.holes = 3\n[match]\nend = 'holes'\n", "line 4: key 'match': "
     + TWICE.format(first=3)),
    ("match = { holes = 3 }\nmatch.end = 'holes'\n", "line 4: key 'match': "
     + TWICE.format(first=3)),
    ("match = { holes = 3, holes = 4 }\n", "line 3: key 'match.holes': "
     + TWICE.format(first=3)),
    ('description = """a\nb"""\ndescription = """c\nd"""\n', "line 5: key 'description': "
     + TWICE.format(first=3)),
    ('[house_rules."a.b"]\ntitle = "A"\n[house_rules."a.b"]\n',
     "line 5: key 'house_rules.\"a.b\"': " + TWICE.format(first=3)),
    ("k" * 30 + " = 1\n" + "k" * 30 + " = 2\n", "line 4: key '" + "k" * 24 + "…': "
     + TWICE.format(first=3)),
])
def test_a_key_written_twice_is_named_with_both_lines(tmp_path: Path, text: str,
                                                      message: str) -> None:
    assert refused(tmp_path, EXTENDS + text) == message


UNCLOSED = "not valid TOML: expected ']' to end the [table] name"


@pytest.mark.parametrize(("text", "column", "key", "first"), [
    ("[values]\nK = 0\n[values\nQ = 0\n", 8, "values", 3),
    ("[values]\nK = 0\n[values  # ours\nQ = 0\n", 10, "values", 3),
    ("[values]\nK = 0\n[values", 8, "values", 3),  # at the end, without a line break
    ("[[x]]\n[x\n", 3, "x", 3),
    ("match.holes = 3\n[match\n", 7, "match", 3),
    ('[house_rules."a.b"]\ntitle = "A"\n[house_rules."a.b"\n', 19, 'house_rules."a.b"', 3),
])
def test_a_table_written_again_and_not_closed_names_both_problems(
        tmp_path: Path, text: str, column: int, key: str, first: int) -> None:
    """``[values]`` and later ``[values`` without its ``]``: tomllib tells the table written
    twice before the missing ``]``, at a header the lines' walk could not read, so the message
    said "key 'values' is written twice" with neither its first line nor the ``]``: half of
    what to mend, and the mended file refused again. Now both, each with its line."""
    path = tmp_path / "mine.toml"
    line = text.count("\n", 0, text.rindex("[")) + 3  # after EXTENDS
    assert refused(tmp_path, EXTENDS + text).splitlines() == [
        f"line {line}, column {column}: {UNCLOSED}",
        f"{path}: line {line}: key {key!r}: " + TWICE.format(first=first)]


@pytest.mark.parametrize("other", ["./other.toml", "mine.toml", "rules/base.TOML"])
def test_extends_naming_a_file_says_it_takes_a_preset(tmp_path: Path, other: str) -> None:
    """Two files extending each other, or one itself: "no preset './other.toml'" left the
    player to guess that a file cannot be extended at all."""
    (tmp_path / "other.toml").write_text(f'extends = "{other}"\n', encoding="utf-8")
    presets = ", ".join(preset_names())
    assert refused(tmp_path, f'name = "mine"\nextends = "{other}"\n') == (
        f"line 2: key 'extends': no preset {other!r} (presets: {presets}); extends takes a"
        " preset's name: a ruleset file cannot extend another file")


def test_a_presets_name_is_cut_as_the_engine_cuts_a_name() -> None:
    """``presets`` cuts a name that is no preset's without the engine (pydantic): the same way."""
    from golf_tui import presets
    from golf_tui.engine.ruleset import shown_name

    assert presets.SHOWN_NAME_LENGTH == MAX_KEY_LENGTH
    for name in ("x", "x" * 24, "x" * 25, "x" * 5000):
        assert presets.cut_name(name) == shown_name(name)


@pytest.mark.parametrize("lang", ["en", "nb"])
@pytest.mark.parametrize(("option", "shown"), [
    ("\\u001b[31mred", "'\\x1b[31mred'"),  # as TOML writes it, and as the message gives it
    ("o" * 5000, "'" + "o" * 24 + "…'"),
], ids=["escape", "long"])
def test_a_default_option_without_options_is_named_escaped_and_cut(
        tmp_path: Path, lang: str, option: str, shown: str) -> None:
    """A house rule's default_option with no options to name: the message gave it as written, an
    escape reaching the terminal as it is (red text after it) and 5000 characters filling it;
    in English whatever the player's language, as the engine's words and the catalog's
    differed. Now as every name the ruleset does not have is given."""
    i18n.set_language(lang)
    message = refused(tmp_path, EXTENDS + RULE + f'default_option = "{option}"\n')
    assert "\x1b" not in message and len(message) < 200, message[:300]
    assert f" {shown} " in message
    assert ("names an option" if lang == "en" else "viser til et valg") in message


def test_a_file_with_a_tagline_alone_has_no_ruleset_keys(tmp_path: Path) -> None:
    """The tagline is the file's, not the ruleset's: a file with it alone got six "required key
    is missing" lines, one for each key a ruleset needs, where an empty one gets one line."""
    assert refused(tmp_path, 'tagline = "Our kitchen"\n').startswith("the file has no ruleset keys")
