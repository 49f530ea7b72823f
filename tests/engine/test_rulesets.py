"""Rulesets as data (the rules specification, RULES.md §3, §6): the presets' values and house
rules, validation errors that name the key, house-rule conflicts, custom ruleset files and the JSON
schema."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from golf_helpers import PRESETS, ruleset

from golf_tui.engine import Ruleset, RulesetError, parse_override
from golf_tui.engine.ruleset import AS_SAVED
from golf_tui.presets import MAX_FILE_BYTES, load_ruleset

# Every rank at 0 or below: no card can raise a score.
NOTHING_ABOVE_0 = [f"values.{code}={-1 if code == '5' else 0}"
                   for code in ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")]


def get(rules: Ruleset, dotted: str) -> Any:
    node: Any = rules.model_dump()
    for part in dotted.split("."):
        node = node[part]
    return node


SECTION_6 = {
    "norwegian-4": {"grid": "2x2", "players.min": 2, "players.max": 8, "opening.kind": "peek",
                    "opening.count": 2, "placement": "face_down", "knock": True,
                    "all_face_up": "off", "pairs": "none", "values.2": 2, "values.JK": -5,
                    "empty_stock": "reshuffle", "match.holes": 9, "match.end": "holes"},
    "norwegian-6": {"grid": "2x3", "players.min": 2, "players.max": 6, "opening.kind": "flip",
                    "opening.count": 2, "placement": "face_up", "knock": False,
                    "all_face_up": "final_lap", "flip_as_turn": True, "pairs": "column",
                    "jokers_pair": False, "values.2": -2, "values.JK": -2,
                    "empty_stock": "reshuffle", "match.holes": 9},
    "swedish-6": {"grid": "2x3", "players.max": 8, "opening.kind": "flip", "opening.count": 2,
                  "placement": "face_up", "all_face_up": "final_lap", "flip_as_turn": False,
                  "pairs": "column", "values.2": -2, "empty_stock": "reshuffle"},
    "danish-6": {"grid": "2x3", "players.max": 8, "opening.count": 2, "placement": "face_up",
                 "all_face_up": "immediate", "pairs": "column", "values.2": -2,
                 "empty_stock": "redeal", "flip_after_discard": False, "flip_as_turn": False},
    "nine-card": {"grid": "3x3", "players.max": 8, "opening.kind": "flip", "opening.count": 3,
                  "placement": "face_up", "all_face_up": "final_lap", "pairs": "column",
                  "values.2": -2, "match.holes": 9},
}  # fmt: skip

HOUSE_RULES = {
    "norwegian-4": ["knock-penalty", "pair-bonus", "jokers", "peek-penalty", "face-up",
                    "18-holes", "to-100"],
    "norwegian-6": ["jokers", "18-holes", "6-holes"],
    "swedish-6": ["jokers", "double-pairs", "18-holes"],
    "danish-6": ["jokers", "two-decks", "flip-after-discard", "flip-as-turn", "four-of-a-kind",
                 "final-lap", "18-holes"],
    "nine-card": ["jokers", "18-holes"],
}  # fmt: skip

# What switching each house rule on does to the resolved ruleset.
HOUSE_EFFECTS = [
    ("norwegian-4", "knock-penalty", {"knock_penalty.enabled": True}),
    ("norwegian-4", "pair-bonus", {"pairs": "anywhere"}),
    ("norwegian-4", "jokers", {"jokers_per_deck": 2, "values.JK": -5}),
    ("norwegian-4", "peek-penalty", {"peek_penalty.enabled": True, "peek_penalty.points": 1}),
    ("norwegian-4", "face-up", {"placement": "face_up", "all_face_up": "final_lap"}),
    ("norwegian-4", "18-holes", {"match.holes": 18}),
    ("norwegian-4", "to-100", {"match.end": "target", "match.target": 100}),
    ("norwegian-6", "jokers", {"jokers_per_deck": 2, "values.JK": -2, "jokers_pair": False}),
    ("norwegian-6", "18-holes", {"match.holes": 18}),
    ("norwegian-6", "6-holes", {"match.holes": 6}),
    ("swedish-6", "jokers", {"jokers_per_deck": 2, "values.JK": -2}),
    ("swedish-6", "double-pairs", {"two_pair_bonus.kind": "any", "two_pair_bonus.value": -10}),
    ("swedish-6", "18-holes", {"match.holes": 18}),
    ("danish-6", "jokers", {"jokers_per_deck": 2, "values.2": 2, "values.JK": -2}),
    ("danish-6", "jokers=minus-3", {"jokers_per_deck": 2, "values.2": 2, "values.JK": -3}),
    ("danish-6", "jokers=minus-5", {"jokers_per_deck": 2, "values.2": 2, "values.JK": -5}),
    ("danish-6", "two-decks", {"decks.count": 2}),
    ("danish-6", "flip-after-discard", {"flip_after_discard": True}),
    ("danish-6", "flip-as-turn", {"flip_as_turn": True}),
    ("danish-6", "four-of-a-kind", {"two_pair_bonus.kind": "same_rank",
                                    "two_pair_bonus.value": -10}),
    ("danish-6", "final-lap", {"all_face_up": "final_lap"}),
    ("danish-6", "18-holes", {"match.holes": 18}),
    ("nine-card", "jokers", {"jokers_per_deck": 2, "values.JK": -2}),
    ("nine-card", "18-holes", {"match.holes": 18}),
]  # fmt: skip


class TestPresets:
    @pytest.mark.parametrize("name", PRESETS)
    def test_values_of_section_6(self, name: str) -> None:
        rules = ruleset(name)
        assert rules.name == name and rules.title and rules.description
        for key, value in SECTION_6[name].items():
            assert get(rules, key) == value, key
        assert rules.active_house_rules == ()

    @pytest.mark.parametrize("name", PRESETS)
    def test_house_rules_offered(self, name: str) -> None:
        rules = ruleset(name)
        assert list(rules.house_rules) == HOUSE_RULES[name]
        for rule in rules.house_rules.values():
            assert rule.title and rule.description and "\n" not in rule.description

    def test_every_house_rule_has_an_effect_test(self) -> None:
        tested = {(p, h.partition("=")[0]) for p, h, _ in HOUSE_EFFECTS}
        assert tested == {(p, h) for p in PRESETS for h in HOUSE_RULES[p]}

    @pytest.mark.parametrize(("name", "house", "effects"), HOUSE_EFFECTS)
    def test_house_rule_effect(self, name: str, house: str, effects: dict[str, Any]) -> None:
        base = ruleset(name)
        rules = ruleset(name, house)
        for key, value in effects.items():
            assert get(rules, key) == value, key
        changed = {k for k in Ruleset.model_fields if getattr(rules, k) != getattr(base, k)}
        assert changed <= {k.split(".")[0] for k in effects} | {"active_house_rules"}
        key = house.partition("=")[0]
        option = house.partition("=")[2] or base.house_rules[key].default_option
        assert rules.active_house_rules == ((f"{key}={option}",) if option else (key,))


class TestValidation:
    @pytest.mark.parametrize(
        ("preset", "rules", "names"),
        [
            ("swedish-6", ["colour=red"], ["'colour'", "unknown key"]),
            ("swedish-6", ["match.rounds=3"], ["'match.rounds'", "unknown key"]),
            ("swedish-6", ["knock=perhaps"], ["'knock'", "true or false"]),
            ("swedish-6", ["players.max=lots"], ["'players.max'", "whole number"]),
            # no quiet conversions: true is not one hole, 1 is not true, 2.0 is not 2
            ("swedish-6", ["match.holes=true"], ["'match.holes'", "whole number"]),
            ("swedish-6", ["knock=1"], ["'knock'", "true or false"]),
            ("swedish-6", ["match.holes=2.0"], ["'match.holes'", "whole number"]),
            ("swedish-6", ["values.K=false"], ["'values.K'", "whole number"]),
            ("swedish-6", ["grid=4x4"], ["'grid'"]),
            ("swedish-6", ["jokers_per_deck=3"], ["'jokers_per_deck'"]),
            ("swedish-6", ["jokers_per_deck=2.0"], ["'jokers_per_deck'", "whole number"]),
            ("swedish-6", ["jokers_per_deck=false"], ["'jokers_per_deck'", "whole number"]),
            ("swedish-6", ["values.2=minus"], ["'values.2'"]),
            ("swedish-6", ["players.min=1"], ["'players.min'"]),
            ("swedish-6", ["players.min=6", "players.max=4"], ["min (6)", "max (4)"]),
            ("swedish-6", ["match.holes.first=1"], ["'match.holes'", "not a table"]),
            # Scoring numbers have limits: a 4,300-digit card value once froze the table and
            # then crashed it, as the total grew too long to print.
            ("swedish-6", ["values.K=101"], ["'values.K'", "at most 100"]),
            ("swedish-6", ["values.A=" + "9" * 4300], ["'values.A'", "at most"]),
            ("swedish-6", ["jokers_per_deck=2", "values.JK=-101"],
             ["'values.JK'", "at least -100"]),
            ("swedish-6", ["two_pair_bonus.value=-101"], ["'two_pair_bonus.value'", "-100"]),
            ("swedish-6", ["two_pair_bonus.value=101"], ["'two_pair_bonus.value'", "100"]),
            ("norwegian-4", ["knock_penalty.points=101"], ["'knock_penalty.points'", "100"]),
            ("norwegian-4", ["peek_penalty.points=101"], ["'peek_penalty.points'", "100"]),
            ("norwegian-4", ["peek_penalty.points=-1"], ["'peek_penalty.points'", "0"]),
            ("norwegian-4", ["match.target=1001"], ["'match.target'", "1000"]),
        ],
    )  # fmt: skip
    def test_bad_values_name_the_key(self, preset: str, rules: list[str], names: list[str]) -> None:
        with pytest.raises(RulesetError) as e:
            ruleset(preset, rules=rules)
        message = str(e.value)
        assert f"preset {preset}" in message
        for name in names:
            assert name in message

    @pytest.mark.parametrize(
        ("preset", "house", "rules", "names"),
        [
            ("nine-card", (), ["decks.large_from=9"], ["players.max", "6 players", "56 cards"]),
            ("nine-card", ("jokers",), ["decks.large_count=1"], ["players.max", "holds only 54"]),
            ("swedish-6", (), ["opening.count=6"], ["opening.count", "none hidden"]),
            ("nine-card", (), ["opening.count=9"], ["opening.count"]),
            ("norwegian-4", (), ["opening.count=3"], ["opening.count", "bottom row"]),
            ("swedish-6", (), ["all_face_up=off"], ["can never end a hole", "knock"]),
            ("swedish-6", (), ["all_face_up=off", "empty_stock=redeal"], ["can never end"]),
            ("norwegian-4", (), ["knock=false"], ["can never end a hole"]),
            # placement back to face down undoes the house rule: refused before anything else
            ("norwegian-4", ("face-up",), ["knock=false", "placement=face_down"],
             ["undoes house rule", "'placement'"]),
            # The flip after a discard leaves the last face-down card down: with cards placed
            # face down no grid is ever all face up (eight bots once played such a hole for ever).
            ("norwegian-4", (), ["knock=false", "all_face_up=immediate", "flip_after_discard=true"],
             ["can never end a hole", "never turns the last card"]),
            ("swedish-6", (), ["placement=face_down", "flip_after_discard=true"],
             ["can never end a hole"]),
            ("norwegian-4", (), ["two_pair_bonus.kind=any"], ["two_pair_bonus", "column"]),
            ("norwegian-4", ("pair-bonus",), ["two_pair_bonus.kind=same_rank"],
             ["two_pair_bonus"]),
            ("swedish-6", (), ["knock_penalty.enabled=true"], ["knock_penalty", "knock"]),
            # A target no total can reach played for ever (simulate printed nothing).
            ("swedish-6", (), ["match.end=target", "match.target=1", *NOTHING_ABOVE_0],
             ["match.target", "no total can ever reach 1", "match.end = 'holes'"]),
            # A joker above 0 counts only when jokers are dealt; a bonus only when it is on.
            ("swedish-6", (), ["match.end=target", *NOTHING_ABOVE_0, "values.JK=5",
                               "two_pair_bonus.kind=none", "two_pair_bonus.value=5"],
             ["no total can ever reach 100"]),
            ("norwegian-4", ("peek-penalty", "knock-penalty", "to-100"),
             [*NOTHING_ABOVE_0, "peek_penalty.points=0", "knock_penalty.points=0"],
             ["match.target"]),
        ],
    )  # fmt: skip
    def test_impossible_combinations(
        self, preset: str, house: tuple[str, ...], rules: list[str], names: list[str]
    ) -> None:
        with pytest.raises(RulesetError) as e:
            ruleset(preset, *house, rules=rules)
        for name in names:
            assert name in str(e.value)

    @pytest.mark.parametrize(
        ("preset", "rules"),
        [
            ("swedish-6", ["all_face_up=off", "empty_stock=end_hole"]),  # ends when stock runs out
            ("swedish-6", ["all_face_up=off", "knock=true"]),
            ("norwegian-4", ["knock=false", "all_face_up=final_lap", "flip_as_turn=true"]),
            ("norwegian-4", ["knock=false", "all_face_up=immediate", "flip_after_discard=true",
                             "empty_stock=end_hole"]),
            ("swedish-6", ["flip_after_discard=true"]),  # cards placed face up finish a grid
            ("nine-card", ["decks.large_from=4", "decks.large_count=2", "players.max=8"]),
            # the limits themselves
            ("swedish-6", ["values.K=-100", "values.Q=100", "jokers_per_deck=2",
                           "values.JK=-100", "two_pair_bonus.kind=any",
                           "two_pair_bonus.value=-100", "match.end=target",
                           "match.target=1000"]),
            ("swedish-6", ["two_pair_bonus.value=100"]),
            ("norwegian-4", ["knock_penalty.points=100", "peek_penalty.points=100"]),
            # a target some score can reach: a card, a joker dealt, a bonus or a penalty above 0
            ("swedish-6", ["match.end=target", *NOTHING_ABOVE_0, "values.K=1"]),
            ("swedish-6", ["match.end=target", *NOTHING_ABOVE_0, "jokers_per_deck=2",
                           "values.JK=1"]),
            ("swedish-6", ["match.end=target", *NOTHING_ABOVE_0, "two_pair_bonus.kind=any",
                           "two_pair_bonus.value=1"]),
            ("norwegian-4", ["match.end=target", *NOTHING_ABOVE_0, "peek_penalty.enabled=true"]),
            ("norwegian-4", ["match.end=target", *NOTHING_ABOVE_0,
                             "knock_penalty.enabled=true"]),
            ("swedish-6", NOTHING_ABOVE_0),  # nine holes end whatever the scores
        ],
    )  # fmt: skip
    def test_possible_combinations_are_accepted(self, preset: str, rules: list[str]) -> None:
        ruleset(preset, rules=rules)

    def test_house_rule_conflict_names_both(self) -> None:
        with pytest.raises(RulesetError) as e:
            ruleset("norwegian-6", "18-holes", "6-holes")
        assert all(w in str(e.value) for w in ("'18-holes'", "'6-holes'", "'match.holes'"))

    def test_unknown_house_rule_lists_the_offer(self) -> None:
        with pytest.raises(RulesetError) as e:
            ruleset("swedish-6", "power-cards")
        assert "'power-cards'" in str(e.value) and "double-pairs" in str(e.value)

    def test_unknown_option(self) -> None:
        with pytest.raises(RulesetError) as e:
            ruleset("danish-6", "jokers=minus-9")
        assert "'minus-9'" in str(e.value) and "minus-3" in str(e.value)

    def test_option_on_a_plain_house_rule(self) -> None:
        with pytest.raises(RulesetError, match="'double-pairs' takes no option"):
            ruleset("swedish-6", "double-pairs=big")

    def test_unknown_preset(self) -> None:
        with pytest.raises(RulesetError, match="no preset 'french-6'"):
            load_ruleset("french-6")

    @pytest.mark.parametrize("text", ["knock", "=true", "  =1"])
    def test_override_needs_key_and_value(self, text: str) -> None:
        with pytest.raises(RulesetError, match="KEY=VALUE"):
            parse_override(text)

    def test_override_values_are_toml(self) -> None:
        assert parse_override("knock=true") == ("knock", True)
        assert parse_override("values.JK = -5") == ("values.JK", -5)
        assert parse_override("grid=2x2") == ("grid", "2x2")
        assert parse_override("x=" + "[" * 5000)[0] == "x"  # absurd nesting is just a string

    def test_overrides_beat_house_rules(self) -> None:
        rules = ruleset("swedish-6", "18-holes", rules=["match.holes=4"])
        assert rules.match.holes == 4 and rules.active_house_rules == ("18-holes",)

    def test_rulesets_are_frozen(self) -> None:
        rules = ruleset("swedish-6")
        with pytest.raises(ValueError, match="frozen"):
            rules.knock = True  # type: ignore[misc]


class TestRulesetFiles:
    def write(self, tmp_path: Path, text: str | bytes, name: str = "mine.toml") -> str:
        path = tmp_path / name
        path.write_bytes(text.encode() if isinstance(text, str) else text)
        return str(path)

    def test_extends_a_preset(self, tmp_path: Path) -> None:
        path = self.write(tmp_path, 'extends = "swedish-6"\nname = "ours"\n'
                                    'flip_as_turn = true\n[match]\nholes = 5\n')
        rules = load_ruleset(path, house=["double-pairs"])
        assert rules.name == "ours" and rules.flip_as_turn and rules.match.holes == 5
        assert rules.match.end == "holes" and rules.grid == "2x3"  # merged, not replaced
        assert rules.two_pair_bonus.kind == "any"
        assert rules.active_house_rules == ("double-pairs",)

    def test_a_file_that_plays_otherwise_does_not_keep_the_presets_description(
            self, tmp_path: Path) -> None:
        """A file that changed the kings' value kept swedish-6's description ("… column pairs
        score 0; 2 is −2."), shown as its own on its rules page and by ``rulesets show``. It
        has none unless it writes one; a file that changes only the match's length or adds
        house rules still plays the preset's game, and keeps its description."""
        preset = ruleset("swedish-6").description
        kings = 'extends = "swedish-6"\nname = "ours"\n[values]\nK = -1\n'
        assert load_ruleset(self.write(tmp_path, kings)).description == ""
        own = kings.replace('name = "ours"', 'name = "ours"\ndescription = "Kings -1."')
        assert load_ruleset(self.write(tmp_path, own)).description == "Kings -1."
        same = ('extends = "swedish-6"\nname = "ours"\nmatch = { holes = 6 }\n'
                '[house_rules.x]\ntitle = "X"\ndescription = "X."\n'
                'changes = { jokers_per_deck = 2 }\n')
        assert load_ruleset(self.write(tmp_path, same)).description == preset != ""

    def test_a_whole_ruleset_without_extends(self, tmp_path: Path) -> None:
        text = (Path(__file__).parents[2] / "rulesets" / "danish-6.toml").read_text()
        rules = load_ruleset(self.write(tmp_path, text.replace('"danish-6"', '"copy"', 1)))
        assert rules.model_dump(exclude={"name"}) == ruleset("danish-6").model_dump(
            exclude={"name"})

    @pytest.mark.parametrize(
        ("content", "words"),
        [
            ('extends = "swedish-6"\nknocking = true\n', ["'knocking'", "unknown key"]),
            ('extends = "swedish-6"\n[match]\nholes = "nine"\n', ["'match.holes'"]),
            ('extends = "swedish-7"\n', ["'extends'", "no preset 'swedish-7'"]),
            ("extends = 6\n", ["'extends'", "preset name"]),
            ('extends = "swedish-6"\nopening = { kind = "flip", count = 6 }\n',
             ["opening.count"]),
            ('name = "x"\n', ["'grid'", "missing"]),
            (b"name = \"caf\xe9\"\n", ["not UTF-8"]),
            ("name = [unclosed\n", ["not valid TOML"]),
            ("a = " + "[" * 3000 + "]" * 3000 + "\n", ["TOML"]),
            ("# padding\n" * (MAX_FILE_BYTES // 10 + 1), ["larger than"]),
        ],
    )  # fmt: skip
    def test_broken_files_name_file_and_problem(
        self, tmp_path: Path, content: str | bytes, words: list[str]
    ) -> None:
        path = self.write(tmp_path, content)
        with pytest.raises(RulesetError) as e:
            load_ruleset(path)
        assert path in str(e.value)
        for word in words:
            assert word in str(e.value)

    @pytest.mark.parametrize(
        ("rule", "problem"),
        [
            # These were accepted and ignored, or (house_rules) made a ruleset whose active
            # house rule it no longer offered.
            ('changes = { extends = "danish-6" }', "key 'extends': a house rule changes"),
            ('changes = { active_house_rules = ["jokers"] }', "key 'active_house_rules': a"),
            ("changes = { house_rules = {} }", "key 'house_rules': a house rule changes"),
            ('changes = { "house_rules.b.title" = "z" }', "key 'house_rules.b.title': a house"),
            ('options.o = { title = "O", changes = { extends = "danish-6" } }\n'
             'default_option = "o"', "key 'extends': a house rule changes"),
            ('changes = { "" = 5 }', "'' is not a key: write a name between every two dots"),
            ('changes = { ".holes" = 5 }', "'.holes' is not a key"),
            ('changes = { "match.holes.x" = 5 }', "key 'match.holes' is not a table"),
        ],
    )  # fmt: skip
    def test_a_house_rule_changes_only_settings(self, tmp_path: Path, rule: str,
                                                problem: str) -> None:
        """Every problem of a house rule names the file, the line, the house rule and the key,
        in the words of the other ruleset errors ("file: line 6: house rule 'a': …")."""
        path = self.write(tmp_path, 'extends = "swedish-6"\nname = "x"\n[house_rules.a]\n'
                                    f'title = "t"\ndescription = "d"\n{rule}\n')
        with pytest.raises(RulesetError) as e:
            load_ruleset(path)
        choice = "a=o" if "options" in rule else "a"
        assert str(e.value).startswith(f"{path}: line 6: house rule {choice!r}: "), str(e.value)
        assert problem in str(e.value)

    @pytest.mark.parametrize("content", [b"", b"\n  \n", b"# mine\n\n# nothing yet\n",
                                         b"\xef\xbb\xbf"])
    def test_an_empty_file_says_so_once(self, tmp_path: Path, content: bytes) -> None:
        """An empty file (or one of comments) gave six lines, one per key a ruleset needs
        ("key 'name': required key is missing", …), none saying the file was empty."""
        path = self.write(tmp_path, content)
        with pytest.raises(RulesetError) as e:
            load_ruleset(path)
        assert str(e.value) == (
            f"{path}: the file has no ruleset keys (it is empty, or only comments): start it"
            ' with extends = "swedish-6" and the keys to change, or write a whole ruleset (see'
            " `golf-tui rulesets show swedish-6`)")

    @pytest.mark.parametrize(
        ("content", "problem"),
        [
            (b"name = [unclosed\n", "./typed.toml: line 1, column 9: not valid TOML: "),
            (b"name = \"caf\xe9\"\n", "./typed.toml: line 1, column 12: not UTF-8"),
            (b"name = 5\n", "./typed.toml: line 1: key 'name': must be text"),
            (b"", "./typed.toml: the file has no ruleset keys"),
            (b'extends = "swedish-6"\nknocking = 1\n', "./typed.toml: line 2: key 'knocking'"),
        ],
    )  # fmt: skip
    def test_the_file_is_named_as_typed_in_every_message(
            self, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, content: bytes,
            problem: str) -> None:
        """``./b1.toml`` was "b1.toml" in a TOML or UTF-8 error (``Path``'s way) but
        "./b1.toml" in a key's: one file, two names."""
        self.write(tmp_path, content, "typed.toml")
        monkeypatch.chdir(tmp_path)
        with pytest.raises(RulesetError) as e:
            load_ruleset("./typed.toml")
        assert str(e.value).startswith(problem), str(e.value)
        assert all(line.startswith("./typed.toml: ") for line in str(e.value).splitlines())

    @pytest.mark.parametrize(
        ("content", "place", "byte"),
        [
            (b'name = "x"\ntitle = "caf\xe9"\n', "line 2, column 13", "0xE9"),
            # columns count characters (\u00e5 is two bytes), a byte-order mark none
            (b'\xef\xbb\xbfname = "\xc3\xa5\xff"\n', "line 1, column 10", "0xFF"),
            (b"# a\r\n# b\r\n\x80", "line 3, column 1", "0x80"),
        ],
    )  # fmt: skip
    def test_a_byte_that_is_not_utf8_is_named_by_its_line_and_column(
            self, tmp_path: Path, content: bytes, place: str, byte: str) -> None:
        """It said "not UTF-8 text (byte 20)", an offset no editor shows, where every other
        problem names a line."""
        path = self.write(tmp_path, content)
        with pytest.raises(RulesetError) as e:
            load_ruleset(path)
        assert str(e.value) == (
            f"{path}: {place}: not UTF-8 text (byte {byte}): save the file as UTF-8")

    @pytest.mark.parametrize(
        ("key", "problem"),
        [
            ("foo.bar", "key 'foo.bar': 'foo' is not a ruleset key (keys of a ruleset: 'name',"),
            ("jokers.x", "key 'jokers.x': 'jokers' is not a ruleset key (did you mean one of"
                         " 'jokers_pair', 'jokers_per_deck'?)"),
            ("match.hole.x", "key 'match.hole.x': 'match.hole' is not a ruleset key (did you"
                             " mean 'match.holes'?)"),
        ],
    )  # fmt: skip
    def test_a_dotted_key_that_is_no_key_is_named_whole(self, tmp_path: Path, key: str,
                                                        problem: str) -> None:
        """A house rule's ``"foo.bar" = 1`` (or ``--rule foo.bar=1``) was told as "key 'foo':
        unknown key", a key nobody wrote."""
        path = self.write(tmp_path, 'extends = "swedish-6"\nname = "x"\n[house_rules.a]\n'
                                    'title = "t"\ndescription = "d"\n'
                                    f'changes = {{ "{key}" = 1 }}\n')
        with pytest.raises(RulesetError) as e:
            load_ruleset(path)
        assert str(e.value).startswith(f"{path}: line 6: house rule 'a': {problem}"), str(e.value)
        with pytest.raises(RulesetError) as e:
            load_ruleset("swedish-6", rules=[f"{key}=1"])
        assert str(e.value).startswith(f"preset swedish-6: {problem}"), str(e.value)

    @pytest.mark.parametrize(
        ("rule", "problem"),
        [
            ("values.Z.x=1", "key 'values.Z.x': 'values.Z' is not a ruleset key (keys of"
                             " 'values': 'A', "),
            ("values.Z=x", "key 'values.Z': unknown key (keys of 'values': 'A', "),
        ],
    )  # fmt: skip
    def test_a_key_values_does_not_have_is_one_problem(self, tmp_path: Path, rule: str,
                                                       problem: str) -> None:
        """``--rule values.Z.x=1`` said that 'values.Z' is no key, then, on a second line, that
        'values.Z' must be a whole number: pydantic checks the value of the unknown key too.
        A value wrong elsewhere is still told."""
        with pytest.raises(RulesetError) as e:
            load_ruleset("swedish-6", rules=[rule])
        assert str(e.value).startswith(f"preset swedish-6: {problem}"), str(e.value)
        assert len(e.value.problems) == 1, str(e.value)
        path = self.write(tmp_path, 'extends = "swedish-6"\nname = "x"\n[values]\nZ = "x"\n')
        with pytest.raises(RulesetError) as e:
            load_ruleset(path)
        assert len(e.value.problems) == 1 and "unknown key" in str(e.value), str(e.value)
        with pytest.raises(RulesetError) as e:
            load_ruleset("swedish-6", rules=[rule, "match.holes=x"])
        assert [p.key for p in e.value.problems] == [rule.partition("=")[0], "match.holes"]

    def test_a_default_option_needs_options(self, tmp_path: Path) -> None:
        path = self.write(tmp_path, 'extends = "swedish-6"\nname = "x"\n[house_rules.a]\n'
                                    'title = "t"\ndescription = "d"\ndefault_option = "o"\n')
        with pytest.raises(RulesetError) as e:
            load_ruleset(path)
        assert str(e.value) == (f"{path}: line 6: key 'house_rules.a': default_option 'o' names an"
                                " option, but there are none: add options, or leave"
                                " default_option out")

    def test_a_number_too_long_for_python_names_its_line(self, tmp_path: Path) -> None:
        """Python reads at most 4,300 digits into an int: the file's line is named, not
        Python's limit."""
        text = 'extends = "swedish-6"\ntitle = "' + "1" * 5000 + '"\n[values]\nA = ' \
            + "9" * 4301 + "\n"
        path = self.write(tmp_path, text)
        with pytest.raises(RulesetError) as e:
            load_ruleset(path)
        assert str(e.value) == f"{path}: line 4: a number too long to read"

    @pytest.mark.parametrize("char", ["\x1b", "\x07", "\x00", "\t", "\n", "\u202e"])
    @pytest.mark.parametrize(
        ("where", "key", "line"),
        [
            ('title = "Mine{}"\n', "title", 3),
            ('description = "Ours{}, as we play it"\n', "description", 3),
            ('name = "mine{}"\n', "name", 2),
            ('[house_rules.x]\ntitle = "X{}"\ndescription = "d"\n', "house_rules.x.title", 4),
            ('[house_rules.x]\ntitle = "X"\ndescription = """first, \\\n  then {}"""\n',
             "house_rules.x.description", 5),
            ('house_rules.x = {{ title = "X", description = "d{}" }}\n',
             "house_rules.x.description", 3),
            ('[house_rules.x]\ntitle = "X"\ndescription = "d"\ndefault_option = "o"\n'
             '[house_rules.x.options.o]\ntitle = "O{}"\n', "house_rules.x.options.o.title", 8),
            # keys holding a dot: named quoted, as TOML writes them (house_rules."a.b")
            ('[house_rules."a.b"]\ntitle = "X{}"\ndescription = "d"\n',
             'house_rules."a.b".title', 4),
            ("house_rules.'a.b'.title = \"X\"\nhouse_rules.'a.b'.description = \"d{}\"\n",
             'house_rules."a.b".description', 4),
            ('house_rules = {{ "a.b" = {{ title = "X{}", description = "d" }} }}\n',
             'house_rules."a.b".title', 3),
            ('[house_rules.x]\ntitle = "X"\ndescription = "d"\ndefault_option = "o.p"\n'
             '[house_rules.x.options."o.p"]\ntitle = "O{}"\n',
             'house_rules.x.options."o.p".title', 8),
        ],
    )  # fmt: skip
    def test_a_control_character_in_a_text_is_refused_naming_its_line(
            self, tmp_path: Path, char: str, where: str, key: str, line: int) -> None:
        """A text the game shows as written held an escape (written \\u001b in the TOML: the
        file read), a bell, a NUL, a tab, a line break or a direction override, which went to
        the terminal as they were."""
        escaped = "\\u" + f"{ord(char):04x}"
        named = "" if key == "name" else 'name = "mine"\n'
        path = self.write(tmp_path, 'extends = "swedish-6"\n' + named + where.format(escaped))
        with pytest.raises(RulesetError) as e:
            load_ruleset(path)
        assert str(e.value) == (f"{path}: line {line}: key {key!r}: holds a control character"
                                f" (U+{ord(char):04X}): write the text without it")

    def test_a_direction_override_written_as_it_is_is_refused(self, tmp_path: Path) -> None:
        path = self.write(tmp_path, 'extends = "swedish-6"\nname = "mine"\n'
                                    'description = "abc \u202e cba"\n')
        with pytest.raises(RulesetError, match="line 3: key 'description': holds a control"
                                               r" character \(U\+202E\)"):
            load_ruleset(path)

    @pytest.mark.parametrize("where", [
        '[house_rules.a]\ntitle = "A\\u0007"\ndescription = "a"\n\n'
        '[house_rules.b]\ntitle = "A\\u0007"\ndescription = "b"\n',
        '\nhouse_rules.a = { title = "A\\u0007", description = "a" }\n\n\n\n'
        'house_rules.b = { title = "A\\u0007", description = "b" }\n',
    ])  # fmt: skip
    def test_the_same_text_in_two_tables_names_each_ones_line(
            self, tmp_path: Path, where: str) -> None:
        """Two house rules with the same title: each problem names its own line (the second
        named the first's: the line was found by the key's last part and the value only)."""
        path = self.write(tmp_path, 'extends = "swedish-6"\nname = "mine"\n\n' + where)
        with pytest.raises(RulesetError) as e:
            load_ruleset(path)
        assert str(e.value).splitlines() == [
            f"{path}: line {n}: key 'house_rules.{k}.title': holds a control character"
            " (U+0007): write the text without it" for n, k in ((5, "a"), (9, "b"))]

    def test_a_control_characters_line_in_a_file_whose_path_says_key(
            self, tmp_path: Path) -> None:
        """The message is made from its parts, not cut out of the engine's English: a path
        with ": key " in it had the key named twice."""
        (tmp_path / "a: key b").mkdir()
        path = self.write(tmp_path, 'extends = "swedish-6"\nname = "mine"\ntitle = "x\\u0007"\n',
                          "a: key b/mine.toml")
        with pytest.raises(RulesetError) as e:
            load_ruleset(path)
        assert str(e.value) == (f"{path}: line 3: key 'title': holds a control character"
                                " (U+0007): write the text without it")

    def test_a_rule_giving_a_table_with_a_control_character_names_the_rule(self) -> None:
        """A text inside a --rule's table or list is the rule's, not the preset's."""
        with pytest.raises(RulesetError) as e:
            load_ruleset("swedish-6", rules=[
                'house_rules.x={ title = "X\\u001b[2J", description = "d" }'])
        assert str(e.value) == ("--rule house_rules.x: holds a control character (U+001B):"
                                " write the text without it")

    def test_an_option_named_with_a_control_character_is_refused(self, tmp_path: Path) -> None:
        """An option's name is shown as written (the rules screen's "At this table: … (`x=b`)",
        where Textual let an escape through to the terminal), as the house rule's key is."""
        path = self.write(tmp_path, 'extends = "swedish-6"\nname = "mine"\n[house_rules.x]\n'
                                    'title = "X"\ndescription = "d"\ndefault_option = "a"\n'
                                    '[house_rules.x.options.a]\ntitle = "A"\n'
                                    '[house_rules.x.options."b\\u001b[2J"]\ntitle = "B"\n')
        with pytest.raises(RulesetError) as e:
            load_ruleset(path, house=["x=b\x1b[2J"])
        assert str(e.value) == (f"{path}: line 9: key 'house_rules.x.options': holds a control"
                                " character (U+001B): write the text without it")

    def test_a_rule_with_a_control_character_names_the_rule(self) -> None:
        with pytest.raises(RulesetError) as e:
            load_ruleset("swedish-6", rules=['title="Ours\\u001b[2J"'])
        assert str(e.value) == ("--rule title: holds a control character (U+001B): write the"
                                " text without it")

    def test_a_rule_with_a_number_too_long_for_python_names_its_key(self) -> None:
        with pytest.raises(RulesetError) as e:
            load_ruleset("swedish-6", rules=["values.A=" + "9" * 4301])
        assert str(e.value) == "--rule values.A: the number is too long to read"

    def test_a_pack_without_jokers_needs_no_joker_value(self, tmp_path: Path) -> None:
        text = (Path(__file__).parents[2] / "rulesets" / "norwegian-4.toml").read_text()
        lines = [line for line in text.splitlines() if not line.startswith("JK =")]
        body = "\n".join(lines).split("[house_rules")[0]
        rules = load_ruleset(self.write(tmp_path, body))
        assert rules.jokers_per_deck == 0 and rules.values["A"] == 1
        jokers = '[house_rules.jokers]\ntitle = "J"\ndescription = "d"\n' \
                 "changes = { jokers_per_deck = 2 }\n"
        path = self.write(tmp_path, body + jokers, "with-jokers.toml")
        with pytest.raises(RulesetError) as e:  # found on loading, not when switched on
            load_ruleset(path)
        line = body.count("\n") + 1  # the house rule's, which made the problem: its header
        assert str(e.value) == (f"{path}: line {line}: house rule 'jokers': key 'values': missing"
                                " a value for JK (the pack has 2 jokers per deck)")
        with pytest.raises(RulesetError, match="missing a value for JK"):
            load_ruleset(self.write(tmp_path, body, "plain.toml"), (), ["jokers_per_deck=2"])

    def test_missing_file(self, tmp_path: Path) -> None:
        path = str(tmp_path / "nowhere.toml")
        with pytest.raises(RulesetError, match="cannot read") as e:
            load_ruleset(path)
        assert path in str(e.value)

    def test_a_directory_is_not_a_file(self, tmp_path: Path) -> None:
        (tmp_path / "dir.toml").mkdir()
        with pytest.raises(RulesetError, match="cannot read"):
            load_ruleset(str(tmp_path / "dir.toml"))


def test_json_schema_documents_every_field() -> None:
    schema = Ruleset.model_json_schema()
    props = schema["properties"]
    assert set(props) == set(Ruleset.model_fields)
    assert schema.get("additionalProperties") is False
    for name, prop in props.items():
        assert prop.get("description"), name
    for sub in schema["$defs"].values():
        for name, prop in sub.get("properties", {}).items():
            assert prop.get("description"), name


def test_json_schema_publishes_the_limits_of_the_scoring_numbers() -> None:
    schema = Ruleset.model_json_schema()
    defs = schema["$defs"]
    limits = {
        "values": schema["properties"]["values"]["additionalProperties"],
        "two_pair_bonus.value": defs["TwoPairBonus"]["properties"]["value"],
        "knock_penalty.points": defs["KnockPenalty"]["properties"]["points"],
        "peek_penalty.points": defs["PeekPenalty"]["properties"]["points"],
        "match.target": defs["MatchEnd"]["properties"]["target"],
    }
    assert {key: (p["minimum"], p["maximum"]) for key, p in limits.items()} == {
        "values": (-100, 100), "two_pair_bonus.value": (-100, 100),
        "knock_penalty.points": (0, 100), "peek_penalty.points": (0, 100),
        "match.target": (1, 1000)}


@pytest.mark.parametrize("name", PRESETS)
def test_the_stock_after_a_deal_is_what_a_deal_leaves(name: str) -> None:
    """``Ruleset.stock_after_deal`` and ``face_down_after_opening`` (what the computer players
    weigh a short stock by) against a real deal, for every seat count."""
    import random

    from golf_tui.engine import Table, apply, deal, view

    rs = ruleset(name)
    for players in range(rs.players.min, rs.players.max + 1):
        h = deal(Table(rs, players), 0, random.Random(players))
        assert len(h.stock) == rs.stock_after_deal(players)
        while view(h, h.current).phase == "opening":  # the first player flips or peeks
            h = apply(h, view(h, h.current).legal[0])
        assert len(view(h, None).face_down(h.current)) == rs.face_down_after_opening


def test_a_pack_too_small_for_the_most_players_is_refused_with_the_count() -> None:
    """Nine cards each for six players, the first discard and a card to draw: 56 of 52."""
    d = ruleset("nine-card").model_dump()
    d["decks"] = {"count": 1}
    with pytest.raises(ValueError, match=r"players.max: 6 players need 56 cards for 3x3 grids,"
                                         r" but the pack holds only 52 \(decks: 1\)"):
        Ruleset.model_validate(d)


def test_each_house_rule_is_tried_without_the_others(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Loading a file tries every house rule (each option) on its own. A trial that carried
    every house rule offered validated them all again, so loading grew with the square of
    their number (600 house rules: 3 s; the 1 MB a file may hold fits thousands)."""
    import importlib

    # the module, by its name in sys.modules: ``from golf_tui.engine import customise`` is the
    # function of the same name
    customise_module = importlib.import_module("golf_tui.engine.customise")

    seen: list[int] = []
    build = customise_module.build

    def counting(data: Any, source: str) -> Ruleset:
        seen.append(len(data.get("house_rules", {})))
        return build(data, source)

    monkeypatch.setattr(customise_module, "build", counting)
    rules = "\n".join(f'[house_rules.r{i}]\ntitle = "R{i}"\ndescription = "d"\n'
                      f'changes = {{ "match.holes" = {i + 1} }}\n' for i in range(5))
    path = tmp_path / "many.toml"
    path.write_text(f'extends = "swedish-6"\ntitle = "Many"\n{rules}', encoding="utf-8")
    loaded = load_ruleset(str(path))
    assert len(loaded.house_rules) >= 5
    trials = seen[1:len(loaded.house_rules) + 1]  # the first build is the file's own
    assert seen[0] == len(loaded.house_rules) and trials and set(trials) == {0}


def test_a_preset_is_parsed_once_and_a_user_file_every_time(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``load_ruleset`` parsed its preset's TOML on every call (the setup makes a ruleset on
    every change): a shipped preset is parsed once; a file given by path, which its owner may
    edit between two loads, every time."""
    import golf_tui.presets as presets

    parsed: list[str] = []
    loads = presets.tomllib.loads

    def counting(text: str) -> dict[str, Any]:
        parsed.append(text)
        return loads(text)

    load_ruleset("swedish-6")  # parsed here, if no test before did
    monkeypatch.setattr(presets.tomllib, "loads", counting)
    for _ in range(3):
        load_ruleset("swedish-6")
    assert parsed == []
    path = tmp_path / "kitchen.toml"
    path.write_text('extends = "swedish-6"\nname = "kitchen"\n', encoding="utf-8")
    assert load_ruleset(str(path)).name == "kitchen"
    path.write_text('extends = "swedish-6"\nname = "kitchen-2"\n', encoding="utf-8")
    assert load_ruleset(str(path)).name == "kitchen-2"
    assert len(parsed) == 2  # the file each time; the preset it extends not again


def test_a_preset_s_data_changed_by_one_caller_is_not_the_next_s() -> None:
    """The parsed preset is kept (``_parsed_preset``): each caller gets a copy of its own, so
    what one changes, at the top or deep in a table, the next does not see."""
    import copy

    from golf_tui.presets import preset_data

    made = load_ruleset("swedish-6")
    first = preset_data("swedish-6")
    want = copy.deepcopy(first)
    first["values"]["K"] = 99
    first["house_rules"]["jokers"]["changes"]["jokers_per_deck"] = 4
    first["players"].clear()
    first.pop("grid")
    assert preset_data("swedish-6") == want
    assert load_ruleset("swedish-6") == made


def test_house_rules_are_in_the_order_the_ruleset_offers_them_however_switched_on() -> None:
    """The match-over screen and ``golf-tui history`` listed a match's house rules in the order
    they were switched on ("Final lap, Jokers −5"), the statistics in the ruleset's ("Jokers
    −5, ..., Final lap"): one match, two orders. The order of switching them on is no part of
    the rules (two that change the same key are refused), so a ruleset keeps the offered one."""
    offered = ("jokers=minus-5", "flip-after-discard", "flip-as-turn", "final-lap")
    key_order = list(load_ruleset("danish-6").house_rules)
    assert [key_order.index(a.partition("=")[0]) for a in offered] == [0, 2, 3, 5]
    orders = [["final-lap", "jokers=minus-5", "flip-as-turn", "flip-after-discard"],
              ["flip-as-turn", "final-lap", "flip-after-discard", "jokers=minus-5"]]
    played = [load_ruleset("danish-6", order) for order in orders]
    assert [r.active_house_rules for r in played] == [offered, offered]
    assert played[0] == played[1]
    # a ruleset saved in the order it was switched on (by an older version) reads in order
    saved = {**played[0].model_dump(mode="json"), "active_house_rules": orders[0]}
    assert Ruleset.model_validate(saved, context=AS_SAVED).active_house_rules == offered
    # any the ruleset does not offer go last, as they came (what ``in_offered_order`` is for:
    # the labels of a history entry whose ruleset reads)
    assert played[0].in_offered_order(["x", "final-lap", "jokers", "a"]) == (
        "jokers", "final-lap", "x", "a")
