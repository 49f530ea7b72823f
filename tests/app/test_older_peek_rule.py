"""A match begun in a golf-tui that charged a second peek at one card (match record before format
3, norwegian-4 with the peek penalty) keeps that rule when resumed: its narration names a card
paid for twice once ("top-left and top-left" read as two cards), and its rules page says it
keeps the older rule (the page said "you may not pay for it again meanwhile")."""

from __future__ import annotations

from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.app.narration import narrate
from golf_tui.app.screens.help import RulesScreen, older_rules_notice
from golf_tui.engine import Match, parse_action
from golf_tui.engine.match import replay
from golf_tui.engine.table import Table
from golf_tui.engine.view import view
from golf_tui.presets import load_ruleset

RULES = load_ruleset("norwegian-4", ["peek-penalty"])


def _resumed(*looks: str) -> Controller:
    """Ola's opening peeks, then ``looks``, a draw and a throw, by format 2's rules, resumed."""
    actions = [parse_action(a) for a in ("peek:2", "peek:3", *looks, "draw", "throw")]
    old: Match = replay(RULES, ["Kari", "Ola"], 5, actions, record=2)
    assert old.table.look_again
    return Controller(GameConfig(RULES, (Seat("Kari"), Seat("Ola")), seed=5,  # type: ignore[arg-type]
                                 handover="never"), match=old)


def test_a_card_paid_for_twice_is_named_once() -> None:
    lines = [line for line, _ in _resumed("peek:1", "peek:1").log_lines()]
    assert "Ola peeked at the card top-right twice (+2 for the hole)." in lines, lines
    assert not any("top-right and top-right" in line for line in lines)


def test_each_card_is_named_once_among_others() -> None:
    lines = [line for line, _ in _resumed("peek:1", "peek:0", "peek:1").log_lines()]
    assert "Ola peeked at the cards top-right twice and top-left (+3 for the hole)." in lines


def test_the_short_line_counts_cards_not_looks() -> None:
    c = _resumed("peek:1", "peek:1")
    m = c.match
    views = []
    for n in (3, 4):  # the match before and after the second paid look
        part = replay(RULES, ["Kari", "Ola"], 5, list(m.actions[:n]), record=2)
        views.append(view(part.hole, None))
    before, after = views
    line = narrate("Ola", m.actions[3], before, after, peeked=(1,), short=2)
    assert line == "Ola peeked at top-right twice (+2).", line


def test_the_rules_page_says_the_match_keeps_the_older_peek_rule() -> None:
    notice = older_rules_notice(Table(RULES, 2, record=2))
    assert "keeps its peek rule" in notice and notice.startswith("> ")
    assert older_rules_notice(Table(RULES, 2)) == ""  # a match begun now: the page is right
    assert older_rules_notice(Table(load_ruleset("norwegian-4"), 2, record=2)) == ""
    assert older_rules_notice(None) == ""


async def test_the_rules_screen_shows_the_notice_first() -> None:
    from textual.app import App

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(RulesScreen(RULES, Table(RULES, 2, record=2)))

    app = Host()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        document = app.screen.query_one("#rules-text")
        text = document._rules  # type: ignore[attr-defined]
        assert text.startswith("> This match began in an older golf") and "keeps its peek" in text
        assert "you may not pay for it again meanwhile" in text
