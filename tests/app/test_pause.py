"""w pauses the computer players to look at the table, and w again lets them go on: with only
computers at the table there was no way to stop and look (the boxes over the table hold the
bots, but cover it). It was p on a computer's turn, while p on a person's own turn was the
peek: w is the pause's own key, at any time, and p only ever peeks."""

from __future__ import annotations

from pathlib import Path

import pytest
from textual.command import CommandList
from textual.pilot import Pilot

from golf_tui.app.app import GolfApp
from golf_tui.app.commands import offered
from golf_tui.app.screens.help import ANY_TIME_KEYS, KeysScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.session import Session, bare_session
from golf_tui.i18n import translation

from .conftest import Pondering, at_the_draw, make_app
from .test_bots_wait import a_computer_thinking, chosen_but_held, until_idle
from .test_palette import palette_titles


def _footer_keys(table: TableScreen) -> dict[str, str]:
    return {key: b.binding.description for key, b in table.active_bindings.items()
            if b.binding.show and b.enabled}


async def test_p_pauses_the_bots_and_p_again_goes_on() -> None:
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        assert _footer_keys(table).get("w") == "Pause"
        moves = len(table.ctrl.match.actions)
        await pilot.press("w")
        await pilot.pause()
        assert "Paused — w to go on" in str(table.prompt.render())
        assert _footer_keys(table).get("w") == "Go on"
        bot.go.set()  # its choice is made, and waits
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) == moves and table.ctrl.current == 1
        await pilot.press("s", "escape")  # a box opened and closed does not end the pause
        await until_idle(pilot)
        assert app.screen is table and len(table.ctrl.match.actions) == moves
        await pilot.press("w")
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) > moves and table.ctrl.current == 0
        assert "Paused" not in str(table.prompt.render())


async def test_space_while_paused_goes_on_at_once_and_plus_keeps_the_pause() -> None:
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        moves = len(table.ctrl.match.actions)
        await pilot.press("w")
        bot.go.set()
        await until_idle(pilot)
        await pilot.press("plus")  # the pace changes; the bots stay paused
        await until_idle(pilot)
        assert table.paused and len(table.ctrl.match.actions) == moves
        await pilot.press("space")
        await until_idle(pilot)
        assert not table.paused and table.ctrl.current == 0
        assert len(table.ctrl.match.actions) > moves


async def test_p_on_a_humans_turn_is_no_pause() -> None:
    """At Kari's own turn p is the peek's (refused here: no peek in these rules), never a
    pause."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        _driver, table = await at_the_draw(pilot)
        await pilot.press("p")
        await pilot.pause()
        assert not table.paused and "p" not in _footer_keys(table)


async def test_w_on_a_humans_turn_has_the_bots_wait_after_it() -> None:
    """w on Kari's own turn: a note says the bots wait once it is over, the footer offers
    "w Go on", and after her move the computer's turn waits, paused, until w again."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        _driver, table = await at_the_draw(pilot)
        await pilot.press("w")
        await pilot.pause()
        assert table.paused and _footer_keys(table).get("w") == "Go on"
        # said where the prompt is, not as a note in the status line that went unseen
        assert "The bots will wait after your move" in str(table.prompt.render())
        assert "Kari's turn · bots paused" in str(table.status.right.render())
        await pilot.press("d", "x")  # drawn, thrown away: the turn is over
        await until_idle(pilot)
        moves = len(table.ctrl.match.actions)
        assert table.ctrl.current == 1 and "Paused — w to go on" in str(table.prompt.render())
        await pilot.press("w")
        await until_idle(pilot)
        assert not table.paused and len(table.ctrl.match.actions) > moves


async def test_p_on_a_computers_turn_names_the_pause_key() -> None:
    """p with the peek penalty, on a computer's turn: no pause (it is the peek's key), and the
    line says which key pauses."""
    app = make_app("norwegian-4", 2, bots={1: "normal"}, house=("peek-penalty",))
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        await pilot.press("p")
        await pilot.pause()
        assert not table.paused
        assert "w pauses the bots" in str(table.prompt.render())
        bot.go.set()
        await until_idle(pilot)


@pytest.mark.parametrize(("ruleset", "house"), [("swedish-6", ()),
                                               ("norwegian-4", ("peek-penalty",))])
async def test_a_table_of_bots_only_pauses(monkeypatch: pytest.MonkeyPatch, ruleset: str,
                                           house: tuple[str, ...]) -> None:
    """golf-tui --players "bot:hard,bot:easy": p holds the computers where they are, and
    the table shows with nobody's move made meanwhile. With the peek penalty too: p is the
    peek's on a human's own turn only."""
    import golf_tui.bots as bots

    thinking: list[Pondering] = []

    def pondering(kind: str, seed: int) -> Pondering:
        thinking.append(Pondering())
        return thinking[-1]

    monkeypatch.setattr(bots, "make_bot", pondering)
    app = make_app(ruleset, 2, bots={0: "hard", 1: "easy"}, house=house)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.table
        assert isinstance(table, TableScreen) and table.busy
        moves = len(table.ctrl.match.actions)
        await pilot.press("w")
        await pilot.pause()
        assert "Paused — w to go on" in str(table.prompt.render())
        for bot in thinking:
            bot.go.set()
        await until_idle(pilot)
        assert table.paused and len(table.ctrl.match.actions) == moves
        for bot in thinking:
            bot.go.clear()  # the next move waits to be told: the bots play one move, not on
        await pilot.press("w")  # the move chosen meanwhile is made at once (no pace here)
        assert len(table.ctrl.match.actions) == moves + 1 and not table.paused
        await pilot.press("w")
        for bot in thinking:
            bot.go.set()
        await until_idle(pilot)
        assert table.paused and len(table.ctrl.match.actions) == moves + 1


async def test_the_keys_list_names_the_pause_even_without_the_peek() -> None:
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        _table, bot = await a_computer_thinking(pilot)
        bot.go.set()  # its move waits for the table: the list is all this test looks at
        await pilot.press("question_mark")
        await pilot.pause()
        keys = app.screen
        assert isinstance(keys, KeysScreen)
        words = [w for k, w in keys._keys(ANY_TIME_KEYS) if k == "w"]
        assert words and "pause" in words[0]


async def _palette_choose(app: GolfApp, pilot: Pilot[None], title: str) -> list[str]:
    """The palette's titles for ``title``'s first word, and ``title`` chosen among them, by
    mouse (as a player who plays with one would)."""
    titles = await palette_titles(app, pilot, title.split()[0])
    assert title in titles, titles
    options = app.screen.query_one(CommandList)  # each a title and its help line
    await pilot.click(options, offset=(4, 1 + titles.index(title) * 2))
    await pilot.pause()
    return titles


async def test_the_palette_pauses_the_bots_and_lets_them_go_on() -> None:
    """p is the only way to pause, and out of a mouse's reach off the footer's few columns: the
    palette has Pause the bots on a computer's turn, Let the bots play on once paused, and
    neither on a person's own turn (nor over a box on the table, where p does nothing)."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        moves = len(table.ctrl.match.actions)
        titles = await _palette_choose(app, pilot, "Pause the bots")
        assert "Let the bots play on" not in titles
        assert app.screen is table and table.paused
        assert "Paused — w to go on" in str(table.prompt.render())
        await chosen_but_held(pilot, table, bot, moves)
        await pilot.press("s")  # over the scorecard neither is offered
        await pilot.pause()
        assert not {"Pause the bots", "Let the bots play on"} & {
            e.title for e in offered(app, app.screen)}
        await pilot.press("escape")
        await pilot.pause()
        titles = await _palette_choose(app, pilot, "Let the bots play on")
        assert "Pause the bots" not in titles
        await until_idle(pilot)
        assert not table.paused and len(table.ctrl.match.actions) > moves
        assert table.ctrl.current == 0 and table.ctrl.at_keys_to_act()  # Kari's own turn
        titles = await palette_titles(app, pilot, "bots")
        assert "Pause the bots" not in titles and "Let the bots play on" not in titles


async def test_the_palettes_pause_is_in_the_current_language() -> None:
    """Switched to Norwegian, Swedish and Danish in the middle of a computer's turn, the
    palette names the pause in that language, and the paused table its end."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        for lang in ("nb", "sv", "da"):
            t = translation(lang)
            app.switch_language(lang)
            pause, go_on = t.gettext("Pause the bots"), t.gettext("Let the bots play on")
            assert pause != "Pause the bots" and go_on != "Let the bots play on"
            await _palette_choose(app, pilot, go_on if table.paused else pause)
        assert table.paused  # nb paused, sv went on, da paused
        bot.go.set()  # its choice is made, and waits for the pause's end
        await until_idle(pilot)


async def test_a_key_that_does_nothing_keeps_the_pause_line_after_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """golf-tui --players "bot:normal,bot:hard", p, then z: "The z key does nothing here: ?
    lists the keys." stood alone in place of the pause's line, and nothing said how to go on."""
    import golf_tui.bots as bots

    thinking: list[Pondering] = []

    def pondering(kind: str, seed: int) -> Pondering:
        thinking.append(Pondering())
        return thinking[-1]

    monkeypatch.setattr(bots, "make_bot", pondering)
    app = make_app("swedish-6", 2, bots={0: "normal", 1: "hard"})
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        table = app.table
        assert isinstance(table, TableScreen)
        await pilot.press("w")
        for bot in thinking:
            bot.go.set()
        await until_idle(pilot)
        await pilot.press("z")
        await pilot.pause()
        said = str(table.prompt.render())
        assert "The z key does nothing here" in said and "Paused — w to go on" in said, said


async def test_the_pace_steps_gently_and_stays_in_sight_while_paused() -> None:
    """From the default 0.8 s, + twice went to 0.4 and then 0.2 s, from readable to a blur,
    and the only word of it was a note of two seconds: the steps are 0.2 s up to 0.8 s, and
    the status line's right end says the pace beside whose turn it is while a computer has
    it, paused too."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        table.pace = 0.8  # the default (the tests play at 0 s)
        await pilot.press("w")
        await pilot.pause()
        seen = []
        for _press in range(2):
            await pilot.press("plus")
            await pilot.pause()
            seen.append(table.pace)
            table.end_note()  # the passing note gone: the status line's own words stay
            await pilot.pause()
            assert table.paused
            assert f"{table.pace:.1f} s per move" in str(table.status.right.render())
        assert seen == [0.6, 0.4]
        await pilot.press("minus", "minus", "minus")
        await pilot.pause()
        assert table.pace == 1.2 and "1.2 s per move" in str(table.status.right.render())
        bot.go.set()
        await until_idle(pilot)


def _saved_app(session: Session) -> GolfApp:
    """``make_app``'s Kari and Ola (a computer), saved under ``session``."""
    config = make_app("swedish-6", 2, bots={1: "normal"}).config
    assert config is not None
    return GolfApp(config, session=session)


async def test_a_pause_is_kept_across_quit_and_resume(tmp_path: Path) -> None:
    """w, then quit: the save says the computers are paused, and the resumed table is paused,
    saying so, its computer's move waiting until w (the computers played on at once); a key
    that does nothing there (Enter, d) leaves the pause's line."""
    session = bare_session(tmp_path)
    app = _saved_app(session)
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        await pilot.press("w")
        await pilot.pause()
        moves = len(table.ctrl.match.actions)
        saved = session.store.load()
        assert saved is not None and saved.settings.get("paused") is True
        bot.go.set()
        await until_idle(pilot)
    resumed = GolfApp(resume=Session(session.store).resume(), session=Session(session.store))
    async with resumed.run_test(size=(100, 30)) as pilot:
        await until_idle(pilot)
        table = resumed.table
        assert table is not None and table.paused
        assert len(table.ctrl.match.actions) == moves and table.ctrl.current == 1
        assert "Paused — w to go on" in str(table.prompt.render())
        await pilot.press("enter", "d")  # as if at a hand-over: the line stays the pause's
        await pilot.pause()
        said = str(table.prompt.render())
        assert "Paused — w to go on" in said and "has the turn" not in said, said
        await pilot.press("w")  # the computer plays on, and the save says it is not paused
        await until_idle(pilot)
        assert len(table.ctrl.match.actions) > moves
    saved = session.store.load()
    assert saved is not None and "paused" not in saved.settings


async def test_a_refused_key_while_paused_still_says_paused() -> None:
    """Kari: d, x, then w at once, on Ola's turn; then Enter (or d, Esc): "Ola (bot) has the
    turn: space skips ahead." took the pause's line, as if the computers played on, while
    they stayed paused and the footer offered "w Go on". Each key in turn at one paused
    table: a refused key changes nothing (asserted: no move made), so each meets the pause as
    the first did."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        await pilot.press("w")
        bot.go.set()
        await until_idle(pilot)
        moves = len(table.ctrl.match.actions)
        for key in ("enter", "d", "escape", "1"):
            await pilot.press(key)
            await pilot.pause()
            said = str(table.prompt.render())
            assert table.paused and "Paused — w to go on" in said, (key, said)
            assert "has the turn" not in said, (key, said)
            assert _footer_keys(table).get("w") == "Go on", key
            assert len(table.ctrl.match.actions) == moves and app.screen is table, key


async def test_p_while_paused_says_w_goes_on() -> None:
    """w, then p, on a computer's turn with the peek penalty: "Ola (bot) has the turn: w pauses
    the bots, space skips ahead." while they were paused, the footer offering "w Go on". The
    pause's line says w goes on."""
    app = make_app("norwegian-4", 2, bots={1: "normal"}, house=("peek-penalty",))
    async with app.run_test(size=(80, 24)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        await pilot.press("w", "p")
        await pilot.pause()
        said = str(table.prompt.render())
        assert table.paused and "Paused — w to go on" in said, said
        assert "w pauses" not in said, said
        bot.go.set()
        await until_idle(pilot)


@pytest.mark.parametrize(("width", "right"), [(80, "Ola's turn (bot) · paused · 0.4 s per move"),
                                              (60, "Ola's turn (bot) · paused")])
async def test_the_status_line_says_paused(width: int, right: str) -> None:
    """Paused, the status line still said "Ola's turn (bot) · 0.4 s per move", as if the
    computers played on: it says paused, the pace after it where the ruleset and the hole keep
    their room."""
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(width, 24)) as pilot:
        table, bot = await a_computer_thinking(pilot)
        table.pace = 0.4
        await pilot.press("w")
        await pilot.pause()
        assert str(table.status.right.render()) == right
        assert "hole 1 of 9" in str(table.status.left.render())
        await pilot.press("w")  # on again: the pace alone
        await pilot.pause()
        assert str(table.status.right.render()) == "Ola's turn (bot) · 0.4 s per move"
        table.pace = 0.0
        table.render_table()
        await pilot.pause()
        assert str(table.status.right.render()) == "Ola's turn (bot) · no wait between moves"
        bot.go.set()
        await until_idle(pilot)


async def test_w_again_on_a_humans_turn_says_the_bots_play_on() -> None:
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(100, 30)) as pilot:
        _driver, table = await at_the_draw(pilot)
        await pilot.press("w", "w")
        await pilot.pause()
        assert not table.paused
        assert "The bots will play on after your move." in str(table.prompt.render())
        assert str(table.status.right.render()) == "Kari's turn"


async def test_go_on_is_the_first_key_the_footer_drops_on_a_humans_turn() -> None:
    """In Norwegian at 80 columns, paused in the opening's flips with a card picked: the
    footer dropped "123456 Snu" first and kept "w Fortsett". On a person's own turn the
    status line says the bots are paused, and the turn's moves come first."""
    from golf_tui.app.widgets.footer import FittingFooter, beside

    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        app.switch_language("nb")
        await pilot.pause()
        table = app.table
        assert isinstance(table, TableScreen) and table.ctrl.at_keys_to_act()
        await pilot.press("w", "right")
        await until_idle(pilot)
        footer = table.query_one(FittingFooter)
        assert footer.fitted and footer.hidden, footer.hidden
        # the log's key is spare (shown only where there is room): then w's goes first
        hidden = [h for h in footer.hidden if h != "log"]
        assert hidden[0] == "go_on('ahead')" and beside("enter") in hidden, footer.hidden
