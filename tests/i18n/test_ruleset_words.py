"""A ruleset's problems (a mistyped --house or --rule, a bad ruleset file) in the player's
language, with the engine's English kept word for word in English."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from pydantic import ValidationError

from golf_tui import i18n
from golf_tui.app.settings import load_settings_report
from golf_tui.engine import ruleset as ruleset_module
from golf_tui.engine.customise import customise, parse_override, validation_problems
from golf_tui.engine.errors import PROBLEM_CODES, Problem, RulesetError
from golf_tui.engine.ruleset import Ruleset
from golf_tui.presets import load_ruleset, preset_data
from golf_tui.ruleset_words import VALUE, WHOLE, error_text, problem_text

# (preset, house rules, --rule overrides) -> the code of the problem they make
CASES: list[tuple[str, list[str], list[str], str]] = [
    ("swedish-6", [], ["nonsense"], "bad_override"),
    ("swedish-6", [], [".holes=3"], "bad_key"),
    ("swedish-6", [], ["match..holes=3"], "bad_key"),
    ("danish-6", ["jokers="], [], "house_option_missing"),
    ("danish-6", ["final-lap="], [], "house_takes_no_option"),
    ("danish-6", ["final-lap", "final-lap"], [], "house_twice"),
    ("danish-6", ["jokers=minus-3", "jokers=minus-5"], [], "house_options_twice"),
    ("swedish-6", [], ["values.Z=1"], "unknown_key_in"),
    ("swedish-6", [], ["match.holes.x=1"], "not_a_table"),
    ("swedish-6", ["nosuch"], [], "no_house_rule"),
    ("danish-6", ["jokers=minus-4"], [], "no_house_option"),
    ("swedish-6", ["double-pairs=yes"], [], "house_takes_no_option"),
    ("norwegian-6", ["18-holes", "6-holes"], [], "house_conflict"),
    ("danish-6", ["final-lap"], ["all_face_up=immediate"], "rule_against_house"),
    ("swedish-6", [], ["extends=norwegian-4"], "not_overridable"),
    ("swedish-6", [], ["colour=red"], "unknown_key_top"),
    ("swedish-6", [], ["match.rounds=3"], "unknown_key_in"),
    # a dotted key whose first part is no key: named whole, and the part that is not one
    ("swedish-6", [], ["foo.bar=1"], "unknown_key_top"),
    ("swedish-6", [], ["match.rounds.x=1"], "unknown_key_in"),
    ("swedish-6", [], ["match.hole.x=1"], "unknown_key_like"),
    ("swedish-6", [], ["jokers.x=1"], "unknown_key_among"),
    ("swedish-6", [], ["match.holes=true"], "int_type"),
    ("swedish-6", [], ["match.holes=abc"], "int_type"),
    ("swedish-6", [], ["knock=maybe"], "bool_type"),
    ("swedish-6", [], ["name=3"], "string_type"),
    ("swedish-6", [], ["name="], "string_too_short"),  # was English in every language
    ("swedish-6", [], ["values=[1]"], "table_expected"),
    ("swedish-6", [], ["match=3"], "table_expected"),
    ("swedish-6", [], ["match.holes=0"], "greater_than_equal"),
    ("swedish-6", [], ["players.max=99"], "less_than_equal"),
    ("swedish-6", [], ["pairs=diagonal"], "literal_error"),
    # numbers, not quoted: "must be 0 or 2" kept its English "or" in every language
    ("swedish-6", [], ["jokers_per_deck=3"], "literal_error"),
    ("swedish-6", [], ["values.K=101"], "less_than_equal"),
    ("swedish-6", [], ["two_pair_bonus.value=-101"], "greater_than_equal"),
    ("swedish-6", [], ["values.K=" + "9" * 4301], "number_too_long"),
    ("swedish-6", [], ["match.end=target", *(f"values.{code}=0" for code in (
        "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"))],
     "target_unreachable"),
    # The ruleset's own checks of one key against others said them in English only.
    ("norwegian-4", [], ["opening.count=3"], "peek_too_many"),
    ("swedish-6", [], ["opening.count=6"], "flip_too_many"),
    ("swedish-6", [], ["two_pair_bonus.kind=any", "pairs=none"], "bonus_needs_column_pairs"),
    ("swedish-6", [], ["knock_penalty.enabled=true"], "knock_penalty_without_knock"),
    ("swedish-6", [], ["all_face_up=off"], "never_ends"),
    ("swedish-6", [], ["grid=3x3", "decks.large_from=9"], "too_few_cards"),
    ("swedish-6", [], ['house_rules={"a b" = {title = "t", description = "d"}}'],
     "house_key_unusable"),
    ("swedish-6", [], ["players.min=5", "players.max=3"], "players_reversed"),
    ("swedish-6", [], ["house_rules.x={title='t', description='d', options={a={title='a'}},"
                       " default_option='b'}"], "default_option_unknown"),
    ("swedish-6", [], ["values={A=1}"], "values_missing"),
    ("swedish-6", [], ["jokers_per_deck=2", "values={A=1}"], "values_missing_joker"),
    # A text shown as written with a control character in it (a rule's: in its table too).
    ("swedish-6", [], ['house_rules={x = {title = "t\\u0007", description = "d"}}'],
     "control_character_rule"),
    ("swedish-6", [], ['title="Ours\\u001b[2J"'], "control_character_rule"),
]
ENGLISH_WORDS = ("house rule", "key '", "Input should", "must ", "unknown key", "expected KEY",
                 "offered", "cannot be", " or ", "both set", "missing")


@pytest.fixture(autouse=True)
def english_again() -> Iterator[None]:
    yield
    i18n.set_language("en")


def engine_error(preset: str, house: list[str], rules: list[str], source: str) -> RulesetError:
    """What the engine itself raises, in English."""
    with pytest.raises(RulesetError) as caught:
        customise(preset_data(preset), source, house, [parse_override(r) for r in rules])
    return caught.value


@pytest.mark.parametrize(("preset", "house", "rules", "code"), CASES)
def test_english_is_the_engines_own_message(preset: str, house: list[str], rules: list[str],
                                            code: str) -> None:
    with pytest.raises(RulesetError) as caught:
        load_ruleset(preset, house, rules)
    raw = engine_error(preset, house, rules, f"preset {preset}")
    assert [p.code for p in raw.problems] == [code]
    assert str(caught.value) == str(raw)  # word for word


# A bad value of a ruleset and the words English gives it
OWN_WORDS = [("players.max=20", "must be at most 8"), ("knock=5", "must be true or false"),
             ("match.holes=x", "must be a whole number"),
             ("name=", "must have at least 1 character"),
             ("pairs=rows", "must be 'none', 'column' or 'anywhere'")]


def test_english_says_a_bad_value_in_the_games_own_words(tmp_path: Path) -> None:
    """English said pydantic's words, a capital letter in mid-line ("key 'players.max': Input
    should be less than or equal to 8"), where nb, sv and da said the game's own; the settings
    file's warnings too ("'ascii': Input should be a valid boolean")."""
    for rule, words in OWN_WORDS:
        with pytest.raises(RulesetError) as caught:
            load_ruleset("swedish-6", rules=[rule])
        key = rule.partition("=")[0]
        assert str(caught.value) == f"preset swedish-6: key {key!r}: {words}"
    path = tmp_path / "settings.json"
    path.write_text('{"ascii": "yes", "bot_delay": 11, "handover": "often"}')
    _settings, problems = load_settings_report(path)
    assert problems[0].splitlines()[1:4] == [
        "• 'ascii': used instead: off; must be true or false.",
        "• 'bot_delay': used instead: 0.8; must be at most 10.",
        "• 'handover': used instead: auto; must be 'auto', 'always' or 'never'."]


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
@pytest.mark.parametrize(("preset", "house", "rules", "code"), CASES)
def test_other_languages_get_the_whole_message_translated(
        lang: str, preset: str, house: list[str], rules: list[str], code: str) -> None:
    i18n.set_language(lang)
    with pytest.raises(RulesetError) as caught:
        load_ruleset(preset, house, rules)
    text = str(caught.value)
    problem = caught.value.problems[0]
    assert problem.code == code
    assert not any(word in text for word in ENGLISH_WORDS), text
    assert text != "\n".join(p.english for p in caught.value.problems)  # not the engine's
    # what the player typed is still named, quoted as in English
    for typed in (*house, *rules):
        name = typed.partition("=")[0] if code != "bad_override" else typed
        if code in ("no_house_option", "house_takes_no_option", "no_house_rule",
                    "house_conflict", "not_overridable", "number_too_long", "unknown_key_top",
                    "rule_against_house",
                    "bad_override",
                    "bad_key", "house_option_missing", "house_twice", "house_options_twice"):
            assert repr(name) in text or f"--rule {name}" in text, (name, text)
    if problem.key is not None and code not in ("not_overridable", "number_too_long",
                                                "control_character_rule"):
        assert repr(problem.key) in text


@pytest.mark.parametrize(("lang", "words"), [
    ("nb", "linje 3: nøkkelen 'title': inneholder et kontrolltegn (U+001B)"),
    ("sv", "rad 3: nyckeln 'title': innehåller ett styrtecken (U+001B)"),
    ("da", "linje 3: nøglen 'title': indeholder et kontroltegn (U+001B)"),
])  # fmt: skip
def test_a_control_character_in_a_file_is_named_with_its_line_in_the_players_language(
        tmp_path: Path, lang: str, words: str) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('extends = "swedish-6"\nname = "mine"\ntitle = "Mine\\u001b[31m"\n')
    i18n.set_language(lang)
    with pytest.raises(RulesetError) as caught:
        load_ruleset(str(path))
    assert str(caught.value).startswith(f"{path}: {words}: ")


def test_a_ruleset_file_missing_keys_is_named_in_the_players_language(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('name = "mine"\n', encoding="utf-8")
    i18n.set_language("nb")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(str(path))
    lines = str(caught.value).splitlines()
    assert len(lines) == len(caught.value.problems) > 1
    assert {p.code for p in caught.value.problems} == {"missing_key"}
    assert all(line.startswith(f"{path}: nøkkelen '") and "må være med" in line
               for line in lines), lines


@pytest.mark.parametrize(("lang", "line"), [("nb", "linje 7"), ("sv", "rad 7"), ("da", "linje 7")])
def test_a_control_character_in_an_options_name_is_named_in_the_players_language(
        tmp_path: Path, lang: str, line: str) -> None:
    """An option's name with a control character: the key named is the table of options (the
    name would show as written), the line is the name's."""
    path = tmp_path / "mine.toml"
    path.write_text('extends = "swedish-6"\nname = "x"\n[house_rules.a]\ntitle = "t"\n'
                    'description = "d"\ndefault_option = "o"\n'
                    'options = { o = { title = "O" }, "p\\u0007" = { title = "P" } }\n')
    i18n.set_language(lang)
    with pytest.raises(RulesetError) as caught:
        load_ruleset(str(path))
    assert [p.code for p in caught.value.problems] == ["control_character"]
    text = str(caught.value)
    assert text.startswith(f"{path}: {line}: ") and "'house_rules.a.options'" in text
    assert "(U+0007)" in text and "control character" not in text, text


@pytest.mark.parametrize(
    ("house_rule", "code"),
    [
        ('changes = { extends = "danish-6" }', "house_cannot_change"),
        ('changes = { "match..holes" = 5 }', "house_bad_key"),
        ('default_option = "o"', "default_without_options"),
    ],
)
def test_a_house_rules_problem_is_translated(tmp_path: Path, house_rule: str, code: str) -> None:
    path = tmp_path / "mine.toml"
    path.write_text('extends = "swedish-6"\nname = "x"\n[house_rules.a]\ntitle = "t"\n'
                    f'description = "d"\n{house_rule}\n', encoding="utf-8")
    with pytest.raises(RulesetError) as english:
        load_ruleset(str(path))
    i18n.set_language("da")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(str(path))
    assert [p.code for p in caught.value.problems] == [code]
    text = str(caught.value)
    assert text != str(english.value) and text.startswith(f"{path}: ")
    assert not any(word in text for word in ENGLISH_WORDS), text
    assert "'a'" in text or "'o'" in text


@pytest.mark.parametrize(
    ("preset", "house", "rules", "english"),
    [
        ("swedish-6", [], [".holes=3"],
         "--rule '.holes=3': '.holes' is not a key: write a name between every two dots,"
         " e.g. match.holes"),
        ("swedish-6", [], ["match.=3"],
         "--rule 'match.=3': 'match.' is not a key: write a name between every two dots,"
         " e.g. match.holes"),
        ("swedish-6", [], ["values.Z=1"],
         "preset swedish-6: key 'values.Z': unknown key (keys of 'values': 'A', '2', '3', '4',"
         " '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K' or 'JK')"),
        ("swedish-6", [], ["match=5"],
         "preset swedish-6: key 'match': must be a table, e.g. match = { … }"),
        ("danish-6", ["jokers="], [],
         "preset danish-6: house rule 'jokers' needs an option after '='"
         " (options: minus-2, minus-3, minus-5)"),
        ("danish-6", ["jokers=minus-3", "jokers=minus-5"], [],
         "preset danish-6: house rule 'jokers' is given twice, with options 'minus-3' and"
         " 'minus-5': choose one"),
        ("danish-6", ["final-lap", "final-lap"], [],
         "preset danish-6: house rule 'final-lap' is given twice"),
    ],
)
def test_the_problem_is_named(preset: str, house: list[str], rules: list[str],
                              english: str) -> None:
    """No nameless key (".holes" said "unknown key" of nothing), no "[key]" or pydantic class
    name, no "house rules 'jokers' and 'jokers'"."""
    with pytest.raises(RulesetError) as caught:
        load_ruleset(preset, house, rules)
    assert str(caught.value) == english


def test_every_code_has_a_message_but_a_check_with_none_of_its_own() -> None:
    assert set(PROBLEM_CODES) - {"detail"} <= set(WHOLE) | set(VALUE)


def test_every_check_of_the_rulesets_own_has_a_code() -> None:
    """A plain ValueError in a validator reaches the player in English only, as "detail"; the
    one left is ``check_players``, whose callers word their own message."""
    source = Path(ruleset_module.__file__).read_text(encoding="utf-8")
    assert source.count("raise ValueError") == 1


def test_a_check_of_the_rulesets_own_is_translated() -> None:
    i18n.set_language("sv")
    with pytest.raises(RulesetError) as caught:
        load_ruleset("swedish-6", rules=["knock_penalty.enabled=true"])
    assert caught.value.problems[0].code == "knock_penalty_without_knock"
    assert str(caught.value) == ("regeluppsättning swedish-6: knock_penalty är påslaget, men"
                                 " knock är inte tillåtet")


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
def test_a_ruleset_that_is_not_a_table_is_said_in_the_players_language(lang: str) -> None:
    with pytest.raises(ValidationError) as caught:
        Ruleset.model_validate("swedish-6")  # as a damaged save may have it
    english = RulesetError.of(*validation_problems(caught.value, "match ruleset"))
    assert [p.code for p in english.problems] == ["not_a_ruleset"]
    assert str(english).startswith("match ruleset: must be a table of ruleset keys")
    i18n.set_language(lang)
    text = error_text(english)
    assert text.startswith("match ruleset: ") and "must be" not in text


def test_a_problem_worded_otherwise_than_expected_keeps_its_english() -> None:
    """A newer pydantic may word a type's message differently: its English line is shown
    rather than a translation of words it did not say."""
    i18n.set_language("da")
    odd = Problem("x.toml", "knock", "bool_parsing", "x.toml: key 'knock': not a truth value")
    assert problem_text(odd) == odd.english
    unknown = Problem("x.toml", "knock", "bool_from_moon", "x.toml: key 'knock': moon")
    assert problem_text(unknown) == unknown.english
    broken = Problem("x.toml", None, "no_house_option", "x.toml: whatever", {"house": "j"})
    assert problem_text(broken) == broken.english  # a value missing: no KeyError


def test_an_error_without_problems_is_its_message() -> None:
    i18n.set_language("nb")
    assert error_text(RulesetError("plain words")) == "plain words"


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "preset swedish-6: key 'nosuch': unknown key (keys of a ruleset: 'name', 'title',"
           " 'description', 'grid', 'players', 'decks', 'jokers_per_deck', 'values', …, see"
           " `golf-tui rulesets schema`)"),
    ("nb", "regelsett swedish-6: nøkkelen 'nosuch': ukjent nøkkel (nøklene i et regelsett:"
           " 'name', 'title', 'description', 'grid', 'players', 'decks', 'jokers_per_deck',"
           " 'values', …, se `golf-tui rulesets schema`)"),
    ("sv", "regeluppsättning swedish-6: nyckeln 'match.nosuch': okänd nyckel (nycklarna i"
           " 'match': 'end', 'holes' eller 'target')"),
    ("da", "regelsæt swedish-6: nøglen 'opening.nosuch': ukendt nøgle (nøglerne i 'opening':"
           " 'kind' eller 'count')"),
])  # fmt: skip
def test_an_unknown_key_with_none_close_lists_the_keys_there_are(lang: str, words: str) -> None:
    """It said only "unknown key": now the keys of its table, in the schema's order, or the
    ruleset's first ones and where to find them all."""
    key = words.split("'")[1]
    i18n.set_language(lang)
    with pytest.raises(RulesetError) as caught:
        load_ruleset("swedish-6", rules=[f"{key}=1"])
    assert str(caught.value) == words


@pytest.mark.parametrize(("lang", "words"), [
    ("en", "line 5: house rule 'x': key 'foo.bar': 'foo' is not a ruleset key (keys of a"
           " ruleset:"),
    ("nb", "linje 5: husregelen 'x': nøkkelen 'foo.bar': 'foo' er ikke en nøkkel i et"
           " regelsett (nøklene i et regelsett:"),
    ("sv", "rad 5: husregeln 'x': nyckeln 'foo.bar': 'foo' är ingen nyckel i en"
           " regeluppsättning (nycklarna i en regeluppsättning:"),
    ("da", "linje 5: husreglen 'x': nøglen 'foo.bar': 'foo' er ikke en nøgle i et regelsæt"
           " (nøglerne i et regelsæt:"),
])  # fmt: skip
def test_a_house_rules_dotted_key_that_is_no_key_is_named_whole_in_the_players_language(
        tmp_path: Path, lang: str, words: str) -> None:
    """``changes = { "foo.bar" = 1 }`` was told as key 'foo', which the file does not write."""
    path = tmp_path / "mine.toml"
    path.write_text('extends = "swedish-6"\n[house_rules.x]\ntitle = "X"\ndescription = "x"\n'
                    'changes = { "foo.bar" = 1 }\n', encoding="utf-8")
    i18n.set_language(lang)
    with pytest.raises(RulesetError) as caught:
        load_ruleset(str(path))
    assert str(caught.value).startswith(f"{path}: {words}"), str(caught.value)
