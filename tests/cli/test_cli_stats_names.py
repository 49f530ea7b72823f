"""``golf-tui stats NAME`` for a computer seat's name: its statistics are its level's, and the
message says which level to ask for rather than that no such player exists."""

from __future__ import annotations

from pathlib import Path

import pytest

from golf_tui.cli import main
from golf_tui.presets import load_ruleset
from golf_tui.simulate import simulate
from golf_tui.storage import Store


@pytest.fixture
def history(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    line_ups = [(("Kari", "human"), ("Bot 1", "random"), ("Bot 2", "hard")),
                (("Bot 1", "hard"), ("Kari", "human"), ("Bot 2", "hard"))]
    for seed, seats in enumerate(line_ups, 1):
        m = simulate(load_ruleset("norwegian-4", rules=["match.holes=1"]), 3, seed)
        m = type(m)(m.table, tuple(n for n, _ in seats), m.seed, m.hole, m.hole_number, m.deals,
                    m.results, m.actions, m.finished)
        store.record_finished(m, seats)


@pytest.mark.usefixtures("history")
@pytest.mark.parametrize(("name", "levels"), [("Bot 1", "'random bot', 'hard bot'"),
                                              ("Bot 2", "'hard bot'")])
def test_a_computer_seat_names_its_level(capsys: pytest.CaptureFixture[str], name: str,
                                         levels: str) -> None:
    assert main(["stats", name]) == 2
    assert capsys.readouterr().err.strip() == (
        f"golf-tui: no finished match has a player called {name!r}: bots are"
        f" counted by level: try {levels}")


@pytest.mark.usefixtures("history")
def test_a_name_nobody_had_says_only_that(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "Nobody"]) == 2
    assert capsys.readouterr().err.strip() == \
        "golf-tui: no finished match has a player called 'Nobody'"
    assert main(["stats", "random bot"]) == 0


@pytest.mark.usefixtures("history")
@pytest.mark.parametrize("name", ["", "  "])
def test_an_empty_name_is_refused(capsys: pytest.CaptureFixture[str], name: str) -> None:
    """``stats NAME`` prints only that player: an empty name (a script's empty variable) listed
    everyone as if no name were given."""
    with pytest.raises(SystemExit) as exited:  # told as argparse tells a mistake
        main(["stats", name])
    assert exited.value.code == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.startswith("usage: golf-tui stats ")
    assert out.err.splitlines()[-1] == ("golf-tui stats: error: the player's name is empty:"
                                        " give a name, or leave it out to list every player")


@pytest.mark.usefixtures("history")
@pytest.mark.parametrize("name", ["kari", "KARI", "Kari\u200b", "Ｋａｒｉ"])
def test_a_name_in_another_case_is_the_same_player(capsys: pytest.CaptureFixture[str],
                                                   name: str) -> None:
    """At the table "kari" and "Kari" are one name (two seats may not share it), but
    ``stats kari`` said no finished match had such a player."""
    assert main(["stats", name]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Kari: 2 matches"), out


@pytest.mark.usefixtures("history")
def test_a_computer_seat_in_another_case_names_its_level(
        capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "bot 2"]) == 2
    assert capsys.readouterr().err.strip().endswith("try 'hard bot'")
    assert main(["stats", "Hard Bot"]) == 0
    assert capsys.readouterr().out.startswith("hard bot: ")


@pytest.fixture
def nordic_history(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    seats = (("Åse", "human"), ("Søren", "human"), ("Ærø", "human"), ("Ida", "human"))
    m = simulate(load_ruleset("norwegian-4", rules=["match.holes=1"]), 4, 1)
    m = type(m)(m.table, tuple(n for n, _ in seats), m.seed, m.hole, m.hole_number, m.deals,
                m.results, m.actions, m.finished)
    store.record_finished(m, seats)


@pytest.mark.usefixtures("nordic_history")
@pytest.mark.parametrize(("typed", "name"), [
    ("Aase", "Åse"), ("ase", "Åse"), ("Åse", "Åse"), ("Soren", "Søren"), ("soren", "Søren"),
    ("Soeren", "Søren"), ("Aerø", "Ærø"), ("Aero", "Ærø"), ("aeroe", "Ærø")])
def test_a_name_is_found_as_typed_without_its_letters(
        capsys: pytest.CaptureFixture[str], typed: str, name: str) -> None:
    """A Danish family typed "Aase" and "soren" for Åse and Søren on a keyboard without å and
    ø (the palette's search found "Ase"): ``stats`` finds them as the palette does."""
    assert main(["stats", typed]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"{name}: 1 match"), out
    assert sum(line[:1].isalpha() and ": " in line for line in out.splitlines()) == 1, out


@pytest.mark.usefixtures("nordic_history")
@pytest.mark.parametrize("typed", ["Ada", "Sren", "Asse"])
def test_other_letters_are_another_name(capsys: pytest.CaptureFixture[str],
                                        typed: str) -> None:
    assert main(["stats", typed]) == 2


@pytest.mark.usefixtures("history")
def test_options_that_leave_none_of_a_players_matches_say_so(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Kari has two matches, none of them by ``--preset danish-6``: "no finished match has a
    player called 'Kari'" was untrue. The message names the options as the heading does."""
    assert main(["stats", "Kari", "--preset", "danish-6", "--since", "2001-01-01"]) == 2
    assert capsys.readouterr().err.strip() == (
        "golf-tui: no match with a player called 'Kari' is left by these options (ruleset"
        " danish-6, from 2001-01-01)")
    assert main(["stats", "Nobody", "--since", "2001-01-01"]) == 2  # in no match at all
    assert capsys.readouterr().err.strip() == \
        "golf-tui: no finished match has a player called 'Nobody'"


@pytest.mark.usefixtures("history")
@pytest.mark.parametrize("name", ["Player 3", "Spiller 2", "Spelare 1"])
def test_a_default_seat_name_says_why_it_is_not_counted(capsys: pytest.CaptureFixture[str],
                                                        name: str) -> None:
    """Default seat names are left out of the statistics on purpose (``NOBODY_NAMED``);
    ``stats "Player 3"`` said only that no match had such a player."""
    assert main(["stats", name]) == 2
    assert capsys.readouterr().err.strip() == (
        f"golf-tui: {name!r} is a seat's default name, not a person's: seats nobody named are"
        " not counted in the statistics")


@pytest.mark.usefixtures("history")
@pytest.mark.parametrize("more", [[], ["--json"], ["--preset", "norwegian-4"], ["--last", "1"]])
def test_history_refuses_a_player_no_match_has_as_stats_does(
        capsys: pytest.CaptureFixture[str], more: list[str]) -> None:
    """``history --player Nobody`` said "No finished match is left by these options." (``--json``:
    ``[]``) with exit status 0, where ``stats Nobody`` refuses the name: a mistyped name is
    refused by both, in the same words, whatever the other options."""
    assert main(["stats", "Nobody"]) == 2
    refused = capsys.readouterr().err
    assert main(["history", "--player", "Nobody", *more]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err == refused
    assert refused.strip() == "golf-tui: no finished match has a player called 'Nobody'"


@pytest.mark.usefixtures("history")
@pytest.mark.parametrize(("name", "levels"), [("Bot 1", "'random bot', 'hard bot'"),
                                              ("bot 2", "'hard bot'")])
def test_history_names_the_levels_a_computer_seat_is_found_by(
        capsys: pytest.CaptureFixture[str], name: str, levels: str) -> None:
    """``--player`` finds a computer by its level, as ``stats NAME`` does: a seat's name is
    refused naming the levels that sat as it, as ``stats`` names them."""
    assert main(["history", "--player", name]) == 2
    assert capsys.readouterr().err.strip() == (
        f"golf-tui: no finished match has a player called {name!r}: bots are found by level:"
        f" try {levels}")
    assert main(["history", "--player", "random bot"]) == 0
    assert "Bot 1 (random)" in capsys.readouterr().out
    # a player with matches, none of them left by the other options: an empty list, as for
    # any options that leave no match, not a name refused
    assert main(["history", "--player", "Kari", "--preset", "danish-6"]) == 0
    assert capsys.readouterr().out.strip() == "No finished match is left by these options."


@pytest.mark.usefixtures("history")
@pytest.mark.parametrize(("lang", "said"), [
    ("nb", "ingen ferdigspilte partier har en spiller som heter 'Bot 1': boter søkes etter"
           " nivå: prøv 'tilfeldig bot', 'vanskelig bot'"),
    ("sv", "inget färdigspelat parti har en spelare som heter 'Bot 1': bottar söks efter nivå:"
           " prova 'slumpvis bot', 'svår bot'"),
    ("da", "intet færdigspillet spil har en spiller ved navn 'Bot 1': botter søges efter"
           " niveau: prøv ")])
def test_history_refuses_a_player_in_the_language_spoken(
        capsys: pytest.CaptureFixture[str], lang: str, said: str) -> None:
    assert main(["--lang", lang, "history", "--player", "Bot 1"]) == 2
    assert capsys.readouterr().err.strip().startswith("golf-tui: " + said)
