"""The quick start (``golf-tui --players …`` with a preset's name): its first hand-over is drawn
before the ruleset and the match are built, and everything after it is the ordinary match.

The match is built in a thread after the first frame; an Enter that comes sooner waits for it.
Each test here checks the quick start against what the ordinary start (a built ``GameConfig``)
does with the same input."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.config import GameConfig, QuickStart, Seat
from golf_tui.app.controller import Controller
from golf_tui.app.screens.handover import HandoverScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.session import bare_session
from golf_tui.engine import RulesetError
from golf_tui.presets import load_ruleset, preset_names

NAMES = ("Kari", "Ola", "Siri")


def quick(preset: str = "swedish-6", kinds: tuple[str, ...] = ("human",) * 3,
          handover: str = "auto", seed: int = 3) -> QuickStart:
    from golf_tui.app.setup_model import quick_check

    seats = tuple(Seat(NAMES[i] if k == "human" else f"Bot {i}", k) for i, k in enumerate(kinds))
    checked = quick_check(preset, seats)
    assert checked is not None and not checked.problems
    return QuickStart(preset, seats, checked.opening_peek, seed=seed,
                      handover=handover)  # type: ignore[arg-type]


def held_build(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """Make the quick start's build wait until the returned event is set."""
    go = threading.Event()
    build = GolfApp._quick_match

    def waiting(self: GolfApp, q: QuickStart) -> Any:
        assert go.wait(30)
        return build(self, q)

    monkeypatch.setattr(GolfApp, "_quick_match", waiting)
    return go


async def test_first_frame_is_the_hand_over_before_the_match_exists(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, text_of: Callable[[GolfApp], str]
) -> None:
    """The first frame is the hand-over the ordinary start shows, word for word; an Enter
    before the match is built is kept and acted on once it is; then the table opens with the
    first player's turn and the match has been saved."""
    go = held_build(monkeypatch)
    app = GolfApp(session=bare_session(tmp_path), quick=quick())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HandoverScreen) and screen.held
        assert app.table is None  # no match yet
        first_frame = text_of(app)
        assert "Pass to Ola" in first_frame
        await pilot.press("enter")
        await pilot.pause()
        assert app.screen is screen  # held: the Enter waits for the match
        go.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen) and table is app.table
        assert table.ctrl.keys == table.ctrl.current == 1 and table.ctrl.at_keys_to_act()
        assert (tmp_path / "data" / "autosave.json").exists()

    ordinary = GolfApp(quick().config())
    async with ordinary.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert isinstance(ordinary.screen, HandoverScreen)
        assert text_of(ordinary) == first_frame


async def test_quick_start_plays_the_same_match_as_the_ordinary_start(
    tmp_path: Path, driver_cls: type
) -> None:
    """Same seed, same deal, same play: after a hole through the keys the two matches agree
    (four cards, whose opening peek the quick start sets apart; the hole's privacy is checked
    in ``test_play``)."""
    matches = []
    made = quick("norwegian-4", ("human",) * 2)
    for app in (GolfApp(session=bare_session(tmp_path / "quick"), quick=made),
                GolfApp(made.config())):
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot, check_privacy=False)
            await driver.settle()
            assert isinstance(app.screen, HandoverScreen)
            await driver.step()  # the first hand-over
            await driver.play_holes(1)
            matches.append(driver.table().ctrl.match)
    quick_match, ordinary_match = matches
    assert quick_match.results and quick_match.actions == ordinary_match.actions
    assert quick_match.results == ordinary_match.results


async def test_leaving_for_the_setup_before_the_match_is_built(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """"New match" (the palette) at the first hand-over, before the build is done: the setup
    opens and the match that was being built never starts (nothing saved, no table)."""
    go = held_build(monkeypatch)
    app = GolfApp(session=bare_session(tmp_path), quick=quick())
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        app.action_new_match()
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        go.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen" and app.table is None
    assert not (tmp_path / "data" / "autosave.json").exists()


async def test_opening_peek_note_and_a_plain_enter_after_the_build(tmp_path: Path) -> None:
    app = GolfApp(session=bare_session(tmp_path), quick=quick("norwegian-4", ("human",) * 2))
    async with app.run_test(size=(100, 30)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, HandoverScreen) and not screen.held
        assert screen.note == "Your opening peek comes first."
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)
        assert app.screen.ctrl.table_view().phase == "opening"


@pytest.mark.parametrize(("kinds", "handover"), [
    (("human", "human"), "never"),  # the first player takes the keys at once
    (("random", "human"), "auto"),  # the first to act is at the keys already
    (("human", "random"), "always"),  # a computer plays first
])
async def test_a_match_that_opens_at_the_table_is_built_at_once(
    kinds: tuple[str, ...], handover: str, tmp_path: Path
) -> None:
    app = GolfApp(session=bare_session(tmp_path), quick=quick(kinds=kinds, handover=handover))
    async with app.run_test(size=(100, 30)) as pilot:
        assert app.table is not None  # built before the first frame, as before quick starts
        await pilot.pause()
        assert app.table in app.screen_stack


async def test_a_preset_that_fails_to_build_exits_2(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    """A shipped preset is validated by the tests; should one still fail to build after the
    first frame (a damaged installation), the app ends with its message and status 2."""

    def broken(*_args: Any, **_kw: Any) -> Any:
        raise RulesetError("preset swedish-6: key 'grid': broken")

    monkeypatch.setattr("golf_tui.presets.load_ruleset", broken)
    app = GolfApp(session=bare_session(tmp_path), quick=quick())
    async with app.run_test(size=(100, 30)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
    assert app.start_failed == "preset swedish-6: key 'grid': broken"
    assert app.return_code == 2


async def test_settings_problems_are_shown_once_the_match_is_built(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text('{"handover": 7}')
    app = GolfApp(session=bare_session(tmp_path), quick=quick())
    async with app.run_test(size=(100, 30)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.table is not None
    assert any("Settings file: 'handover': " in n for n in app.notices)
    assert all(str(tmp_path / "settings.json") in n for n in app.notices)


KINDS = [("human", "human", "human"), ("random", "human", "human"), ("human", "random", "human"),
         ("random", "random", "human"), ("human", "human", "random")]


@pytest.mark.parametrize("preset", preset_names())
def test_first_hand_over_is_the_one_the_table_decides(preset: str) -> None:
    """For every preset, seat list and hand-over mode: the quick start's first hand-over (or
    none) is the one the controller decides for the built match, with the same note."""
    for kinds, mode in itertools.product(KINDS, ("auto", "always", "never")):
        q = quick(preset, kinds, mode)
        ctrl = Controller(GameConfig(load_ruleset(preset), q.seats, seed=1,
                                     handover=mode))  # type: ignore[arg-type]
        name = ctrl.begin_turn() if not ctrl.is_bot(ctrl.current) else None
        seat = q.first_handover()
        assert (None if seat is None else q.seats[seat].name) == name, (kinds, mode)
        opening = ctrl.match.ruleset.opening
        assert q.opening_peek == (opening.kind == "peek" and ctrl.public_view().phase
                                  == "opening")


async def test_the_quick_start_s_players_are_remembered(tmp_path: Path) -> None:
    """`golf-tui --players 'Kari,Ola,bot'`: the next `golf-tui` offers Kari, Ola and the
    computer player at the setup (and the preset), not "Player 1, Player 2"."""
    from golf_tui.app.settings import load_settings

    app = GolfApp(session=bare_session(tmp_path),
                  quick=quick("norwegian-4", ("human", "human", "hard")))
    async with app.run_test(size=(100, 30)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.table is not None
    settings = load_settings(tmp_path / "settings.json")
    assert [(s.name, s.kind) for s in settings.seats] == [
        ("Kari", "human"), ("Ola", "human"), ("Bot 2", "hard")]
    assert settings.ruleset == "norwegian-4"


async def test_the_quick_start_s_house_rules_are_remembered(tmp_path: Path) -> None:
    """`golf-tui --ruleset norwegian-4 --house peek-penalty --players …`: the next setup offers
    the table that was played, the peek penalty on (it offered the preset bare)."""
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.settings import load_settings
    from golf_tui.presets import load_ruleset

    config = GameConfig(load_ruleset("norwegian-4", ["peek-penalty"]),
                        (Seat("Kari"), Seat("Ola")), seed=1, animations=False)
    app = GolfApp(config, session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.table is not None
    settings = load_settings(tmp_path / "settings.json")
    assert settings.ruleset == "norwegian-4"
    assert settings.house_rules.get("norwegian-4") == ["peek-penalty"]


async def test_a_files_own_house_rule_is_not_remembered_as_its_presets(tmp_path: Path) -> None:
    """`golf-tui --ruleset mine.toml --house big-bonus --players …`, the file without a name of
    its own (it keeps its preset's, "swedish-6"): its own house rule was remembered as one of
    swedish-6's, and the next golf-tui warned of a settings file it wrote itself ("'house_rules'
    entry 'big-bonus' of swedish-6: … left off") and kept a copy as settings.json.bad. It is no
    preset's ruleset (the setup says so), so neither it nor its house rules are remembered."""
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.screens.setup_saving import settings_played
    from golf_tui.app.settings import load_settings_report
    from golf_tui.presets import load_ruleset

    mine = tmp_path / "mine.toml"
    mine.write_text('extends = "swedish-6"\n[house_rules.big-bonus]\ntitle = "Big bonus"\n'
                    'description = "d"\nchanges = { "two_pair_bonus.value" = -20 }\n')
    ruleset = load_ruleset(str(mine), ["big-bonus"])
    assert ruleset.name == "swedish-6"
    config = GameConfig(ruleset, (Seat("Kari"), Seat("Ola")), seed=1, animations=False)
    app = GolfApp(config, session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.table is not None
        assert "big-bonus" not in settings_played(config).house_rules.get("swedish-6", [])
    settings, problems = load_settings_report(tmp_path / "settings.json")
    assert problems == []
    assert [s.name for s in settings.seats] == ["Kari", "Ola"]
    assert settings.house_rules.get("swedish-6", []) == []


async def test_the_quick_start_plays_and_leaves_the_remembered_table_settings(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The setup left ASCII on, hand-over Always, animations off; then `golf-tui --ruleset
    norwegian-4 --players Kari,Ola --handover never`: the cards are ASCII, the match has no
    animations and no hand-over (the option, for this match), and New setup after it shows
    the remembered choices (it showed Auto / ASCII off / Animations on), which its Start
    saves unchanged."""
    import json

    from textual.widgets import Checkbox, Select

    from golf_tui.app import terminal
    from golf_tui.app.screens.confirm import ConfirmQuitScreen
    from golf_tui.app.screens.setup import SetupScreen
    from golf_tui.cli import main

    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    for name in ("LC_ALL", "LC_CTYPE", "TERM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")  # a Unicode terminal
    remembered = {"handover": "always", "ascii": True, "animations": False}
    (tmp_path / "settings.json").write_text(json.dumps(remembered))
    made: list[GolfApp] = []
    monkeypatch.setattr(GolfApp, "run", lambda self, **_kw: made.append(self))
    monkeypatch.setattr(terminal, "not_a_terminal", lambda *_args: None)  # pytest has no tty
    assert main(["--ruleset", "norwegian-4", "--players", "Kari,Ola", "--handover",
                 "never"]) == 0
    app = made[0]
    async with app.run_test(size=(100, 30)) as pilot:
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert isinstance(app.screen, TableScreen)  # no hand-over: --handover never
        assert app.has_class("-ascii")
        config = app.screen.ctrl.config
        assert (config.handover, config.ascii, config.animations) == ("never", True, False)
        app.action_new_match()
        await pilot.pause()
        assert isinstance(app.screen, ConfirmQuitScreen)
        await pilot.press("y")
        await pilot.pause()
        setup = app.screen
        assert isinstance(setup, SetupScreen)
        assert setup.query_one("#handover-mode", Select).value == "always"
        assert setup.query_one("#ascii", Checkbox).value is True
        assert setup.query_one("#animations", Checkbox).value is False
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, TableScreen) or app.table is not None
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert {key: saved[key] for key in remembered} == remembered
    assert [s["name"] for s in saved["seats"]] == ["Kari", "Ola"]


async def test_ola_can_leave_at_the_quick_start_s_first_hand_over(
    tmp_path: Path, driver_cls: type
) -> None:
    """The palette on a hand-over offers "A computer plays for Ola…" (she may be gone), but on
    the quick start's first one it offered nothing of the kind: the table was not under it yet.
    Taken there, the computer plays her turn at once and the next person's hand-over follows;
    the keys never go to her seat."""
    from golf_tui.app.commands import palette

    from .test_leaving import leaves

    session = bare_session(tmp_path)
    session.remember(bot_delay=0.0)
    app = GolfApp(session=session, quick=quick("norwegian-4"))
    async with app.run_test(size=(100, 30)) as pilot:
        driver = driver_cls(pilot)
        await driver.settle()
        screen = app.screen
        assert isinstance(screen, HandoverScreen) and screen.player == "Ola"
        titles = {offer.title for offer in palette(app, screen)}
        assert "A computer plays for Ola…" in titles, sorted(titles)
        await leaves(pilot)
        while not isinstance(app.screen, HandoverScreen) or app.screen.player == "Ola":
            assert driver.steps < 50
            driver.steps += 1
            await driver.settle()
        assert app.screen.player == "Siri"
        ctrl = driver.table().ctrl
        assert ctrl.is_bot(1) and ctrl.keys != 1 and ctrl.match.actions  # it played her turn
