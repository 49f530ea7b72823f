"""When a player's turn comes, the lines above the prompt tell what the others did since their own
last move, as many of the newest as fit (``Controller.recap``): on four cards a hand-over covers
the table between every two people, so without them a player saw only the move just before theirs.
Once they act, the narration is one line again."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.controller import RecapLine
from golf_tui.engine import DRAW_STOCK

from .conftest import forbidden_labels


def _flat(text: str) -> str:
    return " ".join(text.split())


def tells(row: str, line: str) -> bool:
    """Whether ``row`` is ``line`` whole, or its start cut short ("…")."""
    return row == line or (row.endswith("…") and line.startswith(row[:-1].rstrip()))


def test_a_turn_opens_with_what_the_others_did_since(
        app_factory: Callable[..., GolfApp], driver_cls: type) -> None:
    """Norwegian four-card at 100×30, three people: Kari's second turn opens with her own last
    move (which card left her grid: the others' two moves had pushed it off the rows) and Ola's
    and Siri's moves since, oldest first, naming no card out of sight, a draw told by the line
    of what was done with the card; her draw leaves its own line alone."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 3, holes=2)
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = await driver.until_turn_again(0)  # Kari's
            ctrl = table.ctrl
            since = [line for line, after in ctrl.log_lines() if after]
            assert len(since) >= 2  # Ola's and Siri's moves at least
            lines = ctrl.recap()
            recap = [line.text for line in lines]
            # the log's lines, a draw told by the line of what was done with the card
            assert not [line for line in since if line.endswith("drew a card from the stock.")]
            assert recap[1:-1] == since[:-1] and recap[-1] == ctrl.line
            assert lines[0].own and lines[0].moves == 0 and recap[0].startswith("Kari ")
            assert "went to the discard pile" in recap[0] or "threw" in recap[0]
            # all of them fit at 100×30, hers in the first of its forms that fits the row the
            # others leave
            own, *rows = table.narration.text.split("\n")
            assert own in lines[0].forms and rows == recap[1:]
            shown = _flat(table.narration.text)
            assert table.narration.lines == sum(table.narration.lines_for(100, line)
                                                for line in [own, *recap[1:]])
            assert not [label for label in forbidden_labels(app) if label in shown]
            await driver.press("d")
            await driver.settle()
            assert ctrl.recap() == []
            assert table.narration.text == ctrl.line
            assert table.narration.lines == table.narration.lines_for(100)

    asyncio.run(scenario())


def test_a_recap_too_long_for_its_lines_keeps_the_newest(
        app_factory: Callable[..., GolfApp], driver_cls: type) -> None:
    """Eight people on four cards at 80×24: seven moves since Kari's cannot all be told above the
    prompt. The newest that fit are, ending with the narration of the last move; the oldest give
    way. Each is told in the first of its forms that fits a row (``RecapLine.forms``: "Tor
    put a stock card face down bottom-right, threw away K♣."), none cut before its end."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 8, holes=2)
        async with app.run_test(size=(80, 24)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = await driver.until_turn_again(0)  # Kari's
            ctrl = table.ctrl
            # Kari's own last move gives way first, uncounted: the rows have no room for all
            lines = [line for line in ctrl.recap() if not line.own]
            recap = [next((f for f in line.forms if table.narration.lines_for(80, f) == 1),
                          line.forms[-1]) for line in lines]
            assert len(recap) >= 7
            narration = table.narration
            room = table.fitted.talk_lines - table.prompt.lines if table.fitted else 0
            assert 1 <= narration.lines <= room
            told = narration.text.split("\n")
            # all of it in sight: the count too (it was once at the end of a newest move two
            # rows long, in one row, and cut off with its second row)
            assert narration.lines_for(80, narration.text) <= narration.lines
            # the moves left out are counted, and the log's key named, at the end of the last
            # line (the newest move, cut shorter for it if need be)
            left_out = len(recap) - len(told)
            # in fewer words where the newest move's sentence leaves no room for the longer
            note = next((n for n in (f" {left_out} earlier moves: l Log",
                                     f" ({left_out} more: l Log)") if told[-1].endswith(n)), "")
            assert note, told
            assert told[-1][: -len(note)] in ctrl.line_forms  # whole, in fewer words
            told[-1] = recap[-1]
            assert told == recap[len(recap) - len(told):]  # the newest, in order
            assert len(told) < len(recap)
            # one more line would not have fitted
            assert sum(narration.lines_for(80, line)
                       for line in recap[len(recap) - len(told) - 1:]) > room
            await driver.step(lambda _rng, _v: DRAW_STOCK)
            assert narration.text == ctrl.line

    asyncio.run(scenario())


def test_a_players_own_opening_peek_keeps_what_the_others_did_before_it(
        app_factory: Callable[..., GolfApp], driver_cls: type) -> None:
    """Norwegian four-card, three people: Kari's first turn opens with her opening peek, after
    Ola's and Siri's first moves. Once she has peeked, the lines above the prompt still tell
    their moves, her peek last: the peek ends no turn, and a recap that went with it left her
    never seeing what the others did (the log's words, as ``recap`` has them)."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 3, holes=1)
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = driver.table()
            ctrl = table.ctrl
            while not (ctrl.keys == 0 and ctrl.at_keys_to_act()
                       and ctrl.table_view().phase == "start" and app.screen is table):
                await driver.step()
            others = [line for line in ctrl.log_lines()
                      if line[0].startswith(("Ola", "Siri")) and "peeked" not in line[0]]
            assert len(others) >= 2
            recap = [line.text for line in ctrl.recap()]
            assert recap[-1] == ctrl.line and ctrl.line.startswith("Kari peeked")
            assert [line for line, _after in others
                    if not line.endswith("drew a card from the stock.")] == [
                line for line in recap[:-1] if not line.startswith("Hole")]
            # the others' moves and the peek, each whole in one of its forms (the deal's line
            # may give way above them)
            rows = table.narration.text.split("\n")[-3:]
            for row, line in zip(rows, ctrl.recap()[-3:], strict=True):
                assert row in line.forms, (row, line.forms)

    asyncio.run(scenario())


def test_an_older_line_too_long_for_the_lines_left_is_told_shorter_or_counted(
        app_factory: Callable[..., GolfApp], driver_cls: type) -> None:
    """At 80×24 on four cards the narration has two lines over the prompt's one. A recap whose
    newest line takes one and the one before it two tells that one in the line left in the
    first of its forms that fits it, whole; with none that fits, it is counted ("1 earlier
    move: l Log"), not cut short with "…" before the card it threw away, nor dropped unsaid."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 3, holes=1)
        async with app.run_test(size=(80, 24)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = await driver.until_legal(DRAW_STOCK)
            assert table.fitted is not None and table.fitted.talk_lines == 3
            older = ("Bot 1 put the card from the discard pile face down bottom-right; the 10♦"
                     " went to the discard pile.")
            shorter = "Bot 1 put the discard face down bottom-right, threw away 10♦."
            newest = "Kari drew the K♠ from the stock and threw it away."
            narration = table.narration
            assert narration.lines_for(80, older) == 2
            # a new deal's line, no move, goes unsaid
            deal = RecapLine("Hole 2: Ola dealt a new hole.", 0)
            table._recap = [deal, RecapLine(older, 1, (shorter,)), RecapLine(newest, 1)]
            table._share_talk(80)
            assert table.prompt.lines == 1 and narration.lines == 2
            assert narration.text.split("\n") == [shorter, newest]
            table._recap = [deal, RecapLine(older, 1), RecapLine(newest, 1)]
            table._share_talk(80)
            assert narration.text == f"{newest} 1 earlier move: l Log"

    asyncio.run(scenario())


def test_moves_left_out_of_the_recap_are_counted_and_the_log_named(
        app_factory: Callable[..., GolfApp], driver_cls: type) -> None:
    """One person and seven bots on nine cards at 100×30: the lines above the prompt showed the
    last two of seven bots' moves, and nothing said there had been more. The moves left out
    are counted and the log's key named: after the last line where it has room, else on a
    line of its own above the others."""

    async def scenario() -> None:
        app = app_factory("nine-card", 8, holes=1, bots={i: "random" for i in range(1, 8)})
        async with app.run_test(size=(100, 30)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = await driver.until_turn_again(0)
            ctrl = table.ctrl
            recap = ctrl.recap()
            moves = [line.moves for line in recap]
            assert len(recap) >= 7 and all(m == 1 for m in moves[1:])
            told = table.narration.text.split("\n")
            # the note after the newest move, or after the next older one (cut short, or
            # whole in one of its shorter forms), or alone
            found = re.search(r" ?(\d+) earlier moves?: l Log$", told[-1]) or re.search(
                r"(?:^|… |\. )(\d+) earlier moves?: l Log$", told[0])
            assert found, told
            alone = told[0] == found.group(0).strip()  # the note on a row of its own
            shown = len(told) - alone
            assert int(found.group(1)) == sum(moves[:len(recap) - shown]) >= 4
            assert told[-1].startswith(ctrl.line)
            # the older move beside the note is told whole in a shorter form that fits with it
            # ("Ane (bot): 8♠ to middle-left; 7♣ thrown away. 5 earlier moves"), not cut before
            # the card thrown away
            assert "…" not in told[0], told
            # long lines: the next older move fits beside the count in none of its forms: it
            # is counted with the others, not cut short before the card it threw away
            long = "Bot 1 put the card from the discard pile face down bottom-right; the" \
                   " 10♦ went to the discard pile."
            assert table.narration.lines_for(100, long) == 1  # the note after it would wrap
            assert table.narration.lines_for(100, f"{long} 4 earlier moves: l Log") == 2
            table._recap = [RecapLine(long, 1)] * 5
            table._share_talk(100)
            told = table.narration.text.split("\n")
            room = table.fitted.talk_lines - table.prompt.lines if table.fitted else 0
            assert len(told) == room == 2
            assert told[0] == "4 earlier moves: l Log", told
            assert told[-1] == long

    asyncio.run(scenario())


@pytest.mark.parametrize(("width", "newest", "older", "note"), [
    # norwegian-4 at 60×20 (or any table whose pile line takes a row): the newest move, too
    # long for its one row, was cut short and the moves before it were left out without a word
    (60, "Kari drew a card from the stock and put it face down bottom-left; the 10♦ went to the"
     " discard pile.", 1, "… 1 earlier move: l Log"),
    # the newest move wraps to two rows, and its second has room for the count: the one row
    # showed the first, and the count was cut off with the second (six people on swedish-6 at
    # 80×24)
    (80, "Cid drew the 6♣ from the stock and put it bottom-right; the 7♥ went to the discard"
     " pile.", 3, "… 3 earlier moves: l Log"),
])
def test_a_recap_with_one_row_cuts_its_newest_move_for_the_count(
        app_factory: Callable[..., GolfApp], driver_cls: type, width: int, newest: str,
        older: int, note: str) -> None:
    """A recap with one row whose newest move needs more: its start keeps who did what, and the
    row ends with the count of the moves left out."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 3, holes=1, bots={2: "random"})
        async with app.run_test(size=(width, 24 if width == 80 else 20)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = await driver.until_turn_again()
            table._recap = [*(RecapLine(f"Bot {n} drew the 9♣ from the stock and threw it away.",
                                        1) for n in range(older)), RecapLine(newest, 1)]
            lines = table.narration.lines_for
            assert lines(width, newest) > 1
            told = table._recap_text(width, 1)
            assert "\n" not in told and lines(width, told) == 1, told
            assert told.startswith(" ".join(newest.split()[:3])) and told.endswith(note), told

    asyncio.run(scenario())


def test_a_persons_opening_is_one_move_in_the_recap(
        app_factory: Callable[..., GolfApp], driver_cls: type) -> None:
    """Six people on Swedish six-card at 80×24, a hand-over before every turn: Kari, who
    dealt, opens the hole after five openings and five moves. Each person's two opening flips
    were two lines of the recap and counted as two moves ("14 earlier moves: l Log" for ten);
    a person's opening is one move, told in one line as a computer's is ("Ola flipped the 9♣
    and the K♥."). The log keeps a line a flip."""

    async def scenario() -> None:
        app = app_factory("swedish-6", 6, holes=1, handover="always")
        async with app.run_test(size=(80, 24)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = driver.table()
            ctrl = table.ctrl
            while not (ctrl.keys == 0 and ctrl.at_keys_to_act() and app.screen is table):
                await driver.step()
            assert ctrl.public_view().phase == "opening"
            others = ("Ola", "Siri", "Per", "Liv", "Nils")
            log = [line for line, _after in ctrl.log_lines()]
            flips = [line for line in log if " flipped the " in line]
            assert len(flips) == 2 * len(others)  # the log: a line a flip, with its place
            recap = ctrl.recap()
            assert recap[0].moves == 0 and "dealt a new hole" in recap[0].text
            assert [line.moves for line in recap[1:]] == [1] * 2 * len(others)
            openings = [line.text for line in recap[1::2]]
            assert [line.split()[0] for line in openings] == list(others)
            assert all(re.fullmatch(r"\w+ flipped the \S+ and the \S+\.", line)
                       for line in openings), openings
            # the table: the newest moves that fit, and the count of the others, an opening
            # one move
            told = table.narration.text.split("\n")
            found = re.search(r"(\d+) earlier moves?: l Log$", told[-1]) or re.search(
                r"(\d+) earlier moves?: l Log$", told[0])
            assert found, told
            shown = [line for line in told if line.startswith(others)]
            newest = re.sub(r" \d+ earlier moves?: l Log$", "", told[-1])
            assert shown and any(tells(newest, form) for form in ctrl.line_forms)
            assert table.narration.lines_for(80, table.narration.text) <= table.narration.lines
            assert int(found.group(1)) == 2 * len(others) - len(shown)

    asyncio.run(scenario())


def test_no_older_move_is_cut_before_the_card_it_threw_away(
        app_factory: Callable[..., GolfApp], driver_cls: type) -> None:
    """Norwegian four-card at 80×24, Kari, two bots and Per: the recap's row above the newest
    move, beside the count of the moves left out, was cut short before the card thrown away
    ("Bot 2 put a stock card face down bottom-left, threw… 1 earlier move: l Log"), the least
    useful part of it. An older move is told whole, in a form that fits, else counted with the
    earlier moves; only the newest may be cut short."""

    async def scenario() -> None:
        app = app_factory("norwegian-4", 4, holes=1, seed=0, bots={1: "easy", 2: "easy"})
        async with app.run_test(size=(80, 24)) as pilot:
            driver = driver_cls(pilot)
            await driver.settle()
            table = driver.table()
            ctrl = table.ctrl
            beside_count = 0
            while not ctrl.match.results:
                assert driver.steps < 400, "the hole did not end"
                if ctrl.at_keys_to_act() and app.screen is table and table._recap:
                    *older, newest = table.narration.text.split("\n")
                    assert newest.split()[0] == table._recap[-1].text.split()[0]
                    for row in older:
                        assert "…" not in row, table.narration.text
                        line = next((line for line in table._recap
                                     if any(row.startswith(form) for form in line.forms)),
                                    None)
                        if line is None:  # the count alone
                            assert re.fullmatch(r"\d+ earlier moves?: l Log", row), row
                            continue
                        if "threw" in line.forms[-1]:  # the card thrown away is told
                            assert "threw" in row, (row, line.forms)
                        beside_count += "earlier move" in row or "more: l Log" in row
                await driver.step()
            assert beside_count  # an older move was told beside the count

    asyncio.run(scenario())
