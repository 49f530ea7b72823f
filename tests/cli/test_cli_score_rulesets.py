"""``golf-tui score`` and ``golf-tui rulesets``: scoring one grid at a real table, listing and
showing presets, and the published JSON schema.

Run in the test's process (``golf_here``, tests/conftest.py), but for one real process: a suit
glyph on the command line and in the output, which only a process's own encoding shows."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from golf_tui.presets import load_ruleset, preset_names

Golf = Callable[..., subprocess.CompletedProcess[str]]
JSON_TYPES = {"object", "array", "string", "integer", "number", "boolean", "null"}


def schema_problems(node: Any, root: dict[str, Any], path: str = "#") -> list[str]:
    """Structural checks of a JSON schema: known types, resolvable $refs, nested schemas."""
    problems: list[str] = []
    if isinstance(node, dict):
        ref = node.get("$ref")
        if ref is not None and (not ref.startswith("#/$defs/") or
                                ref.removeprefix("#/$defs/") not in root.get("$defs", {})):
            problems.append(f"{path}: unresolved $ref {ref}")
        kind = node.get("type")
        if kind is not None and kind not in JSON_TYPES:
            problems.append(f"{path}: unknown type {kind}")
        if "enum" in node and not isinstance(node["enum"], list):
            problems.append(f"{path}: enum is not a list")
        for key, value in node.items():
            problems += schema_problems(value, root, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            problems += schema_problems(value, root, f"{path}/{i}")
    return problems


class TestScore:
    def test_text_breakdown(self, golf_here: Golf) -> None:
        out = golf_here("score", "--ruleset", "danish-6", "8 2 Q / 8 K A")
        assert out.returncode == 0, out.stderr
        assert out.stdout.splitlines() == ["8 8: pair, 0", "other cards: −2 + 10 + 0 + 1 = 9",
                                           "total: 9"]

    def test_a_grid_that_cancels_whole_says_so_as_the_table_does(self, golf_here: Golf) -> None:
        """The rules' example: "cards: everything cancelled, 0" here was "everything cancelled:
        0" under the grid at the table; both say the latter now."""
        out = golf_here("score", "--ruleset", "swedish-6", "2 K 7 / 2 K 7")
        assert out.stdout.splitlines() == ["2 2: pair, 0", "K K: pair, 0", "7 7: pair, 0",
                                           "everything cancelled: 0", "total: 0"]

    @pytest.mark.parametrize(
        ("args", "lines"),
        [
            (["5 9 2 / 1 7 3"], ["cards: 5 + 9 − 2 + 1 + 7 + 3 = 23", "total: 23"]),
            (["2 9 5 / 3 7 2"], ["cards: −2 + 9 + 5 + 3 + 7 − 2 = 20", "total: 20"]),
            # A cancelled column of three is a set, as the hole's result at the table says.
            (["--ruleset", "nine-card", "8 1 2 / 8 3 4 / 8 5 6"],
             ["8 8 8: three of a kind, 0", "other cards: 1 − 2 + 3 + 4 + 5 + 6 = 17", "total: 17"]),
            (["--lang", "nb", "--ruleset", "nine-card", "8 1 2 / 8 3 4 / 8 5 6"],
             ["8 8 8: tre like, 0", "andre kort: 1 − 2 + 3 + 4 + 5 + 6 = 17", "sum: 17"]),
        ],
    )
    def test_sums_and_sets_read_as_written_by_hand(self, golf_here: Golf, args: list[str],
                                                   lines: list[str]) -> None:
        """Not "5 + 9 + -2", not "8 + 8 + 8: pair"; the JSON's English lines say the same, with
        the hyphen for the minus sign (the engine's, for whatever reads them)."""
        out = golf_here("score", *args)
        assert out.returncode == 0, out.stderr
        assert out.stdout.splitlines() == lines
        if "--lang" not in args:
            assert json.loads(golf_here("score", "--json", *args).stdout)["lines"] == [
                line.replace("−", "-") for line in lines]

    @pytest.mark.parametrize(
        ("args", "total"),
        [
            (["--ruleset", "norwegian-4", "K 3 / A 2"], 6),
            (["--ruleset", "norwegian-6", "Q 5 9 / Q 2 A"], 13),
            (["--ruleset", "danish-6", "8 2 Q / 8 2 A"], 11),
            (["--ruleset", "swedish-6", "--house", "double-pairs", "7 Q 5 / 7 Q 3"], -2),
            (["--ruleset", "norwegian-4", "--house", "pair-bonus", "4 9 / 4 K"], 9),
            (["--ruleset", "swedish-6", "8h, 2♠ Q / 8c K 1"], 9),  # suits, glyphs, commas, 1 = A
            (["--ruleset", "nine-card", "7 A K / 7 A K / 7 3 K"], 5),
            (["--ruleset", "swedish-6", "--rule", "values.K=5", "K 3 5 / A 2 4"], 16),
        ],
    )
    def test_json_total(self, golf_here: Golf, args: list[str], total: int) -> None:
        out = golf_here("score", "--json", *args)
        assert out.returncode == 0, out.stderr
        data = json.loads(out.stdout)
        assert data["total"] == total
        assert data["lines"][-1] == f"total: {total}"

    def test_default_ruleset_is_swedish(self, golf_here: Golf) -> None:
        out = golf_here("score", "--json", "2 K 7 / 2 K 7")
        assert json.loads(out.stdout)["total"] == 0

    @pytest.mark.parametrize(
        ("args", "message"),
        [
            (["--ruleset", "norwegian-4", "As As / As As"],
             "grid: 4 × A♠ cannot be dealt: norwegian-4 plays with one deck, which holds 1 × A♠"),
            # five aces, one of them without a suit: a deck has four
            (["--ruleset", "swedish-6", "--rule", "decks.large_count=1", "Ah Ad Ac / As A 2"],
             "grid: 5 × A cannot be dealt: swedish-6 plays with one deck, which holds 4 × A"),
            # two decks from five players on: at most two of each card
            (["--ruleset", "danish-6", "Qh 2 Qh / Qh 3 4"],
             "grid: 3 × Q♥ cannot be dealt: danish-6 plays with at most 2 decks, which hold"
             " 2 × Q♥"),
            (["--ruleset", "norwegian-4", "--rule", "jokers_per_deck=2", "JK JK / JK 2"],
             "grid: 3 × JK cannot be dealt: norwegian-4 plays with one deck, which holds 2 × JK"),
        ],
    )
    def test_a_grid_the_decks_cannot_deal_is_refused(self, golf_here: Golf, args: list[str],
                                                     message: str) -> None:
        out = golf_here("score", *args)
        assert out.returncode == 2 and out.stdout == ""
        assert out.stderr.strip().splitlines()[-1] == "golf-tui: " + message

    def test_cards_the_decks_hold_are_scored(self, golf_here: Golf) -> None:
        """Two decks from five players on: two of a card, eight of a rank are dealt."""
        out = golf_here("score", "--json", "--ruleset", "danish-6", "Qh Qh A / A A A")
        assert out.returncode == 0, out.stderr
        out = golf_here("score", "--json", "--ruleset", "norwegian-6", "A A A / A A A")
        assert out.returncode == 0, out.stderr

    def test_undealable_in_norwegian(self, golf_here: Golf) -> None:
        out = golf_here("--lang", "nb", "score", "--ruleset", "norwegian-4", "Es Es / 2 3")
        assert out.returncode == 2 and out.stdout == ""
        message = out.stderr.strip().splitlines()[-1]
        assert "2 × E♠" in message and "1 × E♠" in message and "norwegian-4" in message

    @pytest.mark.parametrize("preset", preset_names())
    def test_a_joker_the_pack_does_not_have_is_refused(self, golf_here: Golf,
                                                       preset: str) -> None:
        """No preset has jokers unless its jokers house rule is on: a grid with one cannot be
        dealt (it was scored, a norwegian-4 joker at -5, with a note on stderr). Every other card
        is in every pack (52 a deck)."""
        rows, cols = load_ruleset(preset).shape
        cards = iter(["JK", "3", "5", "A", "2", "4", "6", "7", "8"])
        grid = " / ".join(" ".join(next(cards) for _ in range(cols)) for _ in range(rows))
        out = golf_here("score", "--ruleset", preset, grid)
        assert out.returncode == 2 and out.stdout == ""
        assert out.stderr.strip() == (f"golf-tui: grid: JK: {preset} has no jokers (the house"
                                      " rule jokers is off; --house jokers switches it on)")
        out = golf_here("score", "--ruleset", preset, "--house", "jokers", grid)
        assert out.returncode == 0 and out.stderr == ""

    def test_a_joker_is_refused_where_no_house_rule_gives_any(self, golf_here: Golf) -> None:
        out = golf_here("score", "--ruleset", "norwegian-4", "--rule", "house_rules={}",
                        "--json", "A 3 / A JK")
        assert out.returncode == 2 and out.stdout == ""
        assert out.stderr.strip() == ("golf-tui: grid: JK: norwegian-4 has no jokers"
                                      " (jokers_per_deck is 0)")

    @pytest.mark.parametrize(("lang", "words"), [("nb", "har ingen jokere"),
                                                 ("sv", "har inga jokrar"),
                                                 ("da", "har ingen jokere")])
    def test_a_joker_refused_in_each_language(self, golf_here: Golf, lang: str,
                                              words: str) -> None:
        out = golf_here("--lang", lang, "score", "--ruleset", "swedish-6", "JK 3 5 / A 2 4")
        assert out.returncode == 2 and out.stdout == ""
        assert words in out.stderr and "--house jokers" in out.stderr


class TestRulesets:
    def test_list_names_every_preset_and_house_rule(self, golf_here: Golf) -> None:
        out = golf_here("rulesets")
        assert out.returncode == 0, out.stderr
        for name in preset_names():
            assert any(line.startswith(name) for line in out.stdout.splitlines())
            for key in load_ruleset(name).house_rules:
                assert f"--house {key}" in out.stdout
        assert "[minus-2|minus-3|minus-5]" in out.stdout

    @pytest.mark.parametrize("name", ["norwegian-4", "danish-6"])
    def test_show_prints_the_resolved_ruleset(self, golf_here: Golf, name: str) -> None:
        out = golf_here("rulesets", "show", name)
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout) == load_ruleset(name).model_dump(mode="json")

    def test_show_with_house_rules_and_rules(self, golf_here: Golf) -> None:
        out = golf_here("rulesets", "show", "danish-6", "--house", "jokers=minus-5", "--rule",
                        "match.holes=3")
        data = json.loads(out.stdout)
        assert data["values"]["JK"] == -5 and data["values"]["2"] == 2
        assert data["match"]["holes"] == 3 and data["active_house_rules"] == ["jokers=minus-5"]

    def test_a_ruleset_named_without_show_is_shown(self, golf_here: Golf,
                                                 tmp_path: Path) -> None:
        """"golf-tui rulesets norwegian-6" said argparse's "argument action: invalid choice"."""
        out = golf_here("rulesets", "danish-6", "--house", "jokers=minus-5")
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout) == load_ruleset("danish-6", ["jokers=minus-5"]).model_dump(
            mode="json")
        path = tmp_path / "short.toml"
        path.write_text('extends = "swedish-6"\nmatch = { holes = 3 }\n', encoding="utf-8")
        out = golf_here("rulesets", str(path))
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["match"]["holes"] == 3

    def test_schema_is_a_json_schema(self, golf_here: Golf) -> None:
        out = golf_here("rulesets", "schema")
        assert out.returncode == 0, out.stderr
        schema = json.loads(out.stdout)
        assert schema["type"] == "object" and schema["additionalProperties"] is False
        assert {"grid", "opening", "knock", "empty_stock", "match"} <= set(schema["properties"])
        assert set(schema["required"]) >= {"name", "grid", "players", "values", "opening"}
        assert schema_problems(schema, schema) == []
        assert schema["properties"]["grid"]["enum"] == ["2x2", "2x3", "3x3"]
        assert schema["properties"]["knock"]["type"] == "boolean"


class TestScoreInOtherLanguages:
    """The text breakdown through the catalog: translated words and the local rank letters."""

    @pytest.mark.parametrize(
        ("lang", "expected"),
        [
            ("nb", ["7 7: par, 0", "D D: par, 0", "andre kort: 5 + 3 = 8", "doble par: −10",
                    "sum: −2"]),
            ("sv", ["7 7: par, 0", "D D: par, 0", "övriga kort: 5 + 3 = 8", "dubbla par: −10",
                    "summa: −2"]),
            ("da", ["7 7: par, 0", "D D: par, 0", "øvrige kort: 5 + 3 = 8", "dobbelte par: −10",
                    "i alt: −2"]),
        ],
    )
    def test_text_breakdown(self, golf_here: Golf, lang: str, expected: list[str]) -> None:
        out = golf_here("--lang", lang, "score", "--ruleset", "swedish-6", "--house",
                        "double-pairs", "7 Q 5 / 7 Q 3")
        assert out.returncode == 0, out.stderr
        assert out.stdout.splitlines() == expected

    def test_english_is_the_jsons_breakdown(self, golf_here: Golf) -> None:
        """The English lines --json gives (beside the engine's codes and numbers), with the
        game's minus sign: "−10", as the rules and the hole's result write it, not the
        hyphen."""
        out = golf_here("--lang", "en", "score", "--ruleset", "swedish-6", "--house",
                        "double-pairs", "7 Q 5 / 7 Q 3")
        assert out.stdout.splitlines() == ["7 7: pair, 0", "Q Q: pair, 0",
                                           "other cards: 5 + 3 = 8", "double pairs: −10",
                                           "total: −2"]
        data = json.loads(golf_here("score", "--json", "--ruleset", "swedish-6", "--house",
                                    "double-pairs", "7 Q 5 / 7 Q 3").stdout)
        assert data["lines"][-2:] == ["double pairs: -10", "total: -2"] and data["total"] == -2
        assert data["bonus"] == -10 and data["bonus_reason"] == "double_pairs"

    @pytest.mark.parametrize(
        ("lang", "grid", "pairs"),
        [
            ("nb", "E Kn Dh / e kn♥ K", ["E E: par, 0", "Kn Kn♥: par, 0"]),
            ("sv", "E Kn D / E Kn K", ["E E: par, 0", "Kn Kn: par, 0"]),
            ("da", "E B D / e b K", ["E E: par, 0", "B B: par, 0"]),
            ("nb", "A J Q / A J K", ["E E: par, 0", "Kn Kn: par, 0"]),  # English still works
        ],
    )
    def test_local_letters_in_and_out(self, golf_here: Golf, lang: str, grid: str,
                                      pairs: list[str]) -> None:
        out = golf_here("--lang", lang, "score", "--ruleset", "swedish-6", grid)
        assert out.returncode == 0, out.stderr
        assert out.stdout.splitlines()[:2] == pairs
        english = golf_here("--lang", "en", "score", "--ruleset", "swedish-6", "--json",
                            "A J Q / A J K")
        mine = golf_here("--lang", lang, "score", "--ruleset", "swedish-6", "--json", grid)
        assert json.loads(mine.stdout)["total"] == json.loads(english.stdout)["total"]

    def test_a_suit_glyph_goes_in_and_comes_out_as_typed(self, golf: Golf) -> None:
        """Through the installed script: the arguments decoded and the output encoded as
        UTF-8 by the process itself, not by the test's capture."""
        out = golf("--lang", "nb", "score", "--ruleset", "swedish-6", "E Kn Dh / e kn♥ K")
        assert out.returncode == 0, out.stderr
        assert out.stdout.splitlines()[:2] == ["E E: par, 0", "Kn Kn♥: par, 0"]

    def test_json_stays_english(self, golf_here: Golf) -> None:
        out = golf_here("--lang", "nb", "score", "--ruleset", "swedish-6", "--json",
                        "E Kn D / E Kn K")
        data = json.loads(out.stdout)
        assert data["cards"][:3] == ["A", "J", "Q"]
        assert data["lines"][0] == "A A: pair, 0"

    def test_bad_card_in_norwegian(self, golf_here: Golf) -> None:
        out = golf_here("--lang", "nb", "score", "--ruleset", "swedish-6", "E X D / E 2 K")
        assert out.returncode == 2 and out.stdout == ""
        assert "Traceback" not in out.stderr
        message = out.stderr.strip().splitlines()[-1]
        assert message.startswith("golf-tui: rutenett: 'X' er ikke et kort: bruk E 2 3")
        assert "Kn D K" in message

    def test_english_letters_only_in_english(self, golf_here: Golf) -> None:
        out = golf_here("--lang", "en", "score", "--ruleset", "swedish-6", "E 2 3 / 4 5 6")
        assert out.returncode == 2
        assert "'E' is not a card: use A 2 3 4 5 6 7 8 9 10 J Q K or JK" in out.stderr


@pytest.mark.parametrize("grid", ["", "X 2 / 3 4", "JKh 2 / 3 4", "A 2 / / 3 4", "A 2 / 3"])
def test_every_reason_a_grid_is_refused_for_has_its_words(grid: str) -> None:
    """``ParseError.reason`` is one of ``PARSE_REASONS``, the list the engine gives for a caller
    that words the problem itself, and ``golf-tui score`` has words for each of them
    (``PARSE_PROBLEMS``); a reason without them would be told in English in every language."""
    from golf_tui.cli.score import PARSE_PROBLEMS
    from golf_tui.engine.cards import PARSE_REASONS, ParseError, parse_card, parse_grid

    assert set(PARSE_PROBLEMS) == set(PARSE_REASONS)
    with pytest.raises(ParseError) as refused:
        parse_grid(grid) if grid else parse_card(grid)
    assert refused.value.reason in PARSE_REASONS


@pytest.mark.parametrize("lang", ["en", "da"])
def test_the_rulesets_help_says_what_house_and_rule_do(golf_here: Golf, lang: str) -> None:
    """``golf-tui rulesets --help`` listed --house and --rule with no word of what they do
    (they work with ``show`` only, which every other command's help could not say)."""
    out = golf_here("--lang", lang, "rulesets", "--help")
    assert out.returncode == 0
    lines = out.stdout.splitlines()
    for option in ("--house", "--rule"):
        at = next(i for i, line in enumerate(lines) if line.strip().startswith(option))
        words = " ".join(" ".join(lines[at:at + 3]).split()[2:])
        assert "show" in words, (option, lines[at:at + 3])


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_help_names_every_kind_of_computer_player(golf_here: Golf, lang: str) -> None:
    """``--help`` said "'bot:KIND' one of the given kind" and ``simulate --help`` "one player
    kind per seat" without naming one: the kinds (easy, normal, hard, random) were found only by
    typing a wrong one. Both name them; no line of the help runs past 100 columns."""
    from golf_tui.bots import BOT_KINDS

    for args in (("--help",), ("simulate", "--help")):
        out = golf_here("--lang", lang, *args)
        assert out.returncode == 0
        words = " ".join(out.stdout.split())
        for kind in BOT_KINDS:
            assert f" {kind}" in words.replace(",", " ").replace("(", " "), (args, kind)
        assert all(len(line) <= 100 for line in out.stdout.splitlines()), args


# what each language says of a "1": an ace (on purpose since the first score tests' "1 = A")
ONE_IS_AN_ACE = {"en": "1 is an ace too, so a ten is 10", "nb": "1 er også ess, så tier er 10",
                 "sv": "1 är också ess, så tia är 10", "da": "1 er også es, så tier er 10"}


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_a_1_scored_as_an_ace_is_said_where_the_ranks_are_listed(golf_here: Golf,
                                                                  lang: str) -> None:
    """"K 3 / 1 2" scores the "1" as an ace, on purpose, but the help, the README and the
    message for a card not understood listed only A 2 … 10 J Q K JK: a "1" typed for "10"
    was scored without a word. Each says it now, and a ten is 10."""
    out = golf_here("--lang", lang, "score", "--ruleset", "norwegian-4", "K 3 / 1 2")
    assert out.returncode == 0 and out.stdout.splitlines()[-1].endswith(" 6")
    helped = golf_here("--lang", lang, "score", "--help")
    assert ONE_IS_AN_ACE[lang] in " ".join(helped.stdout.split())
    refused = golf_here("--lang", lang, "score", "--ruleset", "norwegian-4", "K 3 / 11 2")
    assert refused.returncode == 2 and "'11'" in refused.stderr
    assert ONE_IS_AN_ACE[lang] in refused.stderr
    if lang == "en":
        readme = (Path(__file__).parents[2] / "README.md").read_text(encoding="utf-8")
        assert "A `1` is an ace too (`1h` is `Ah`), so a ten is always\n`10`" in readme
