"""A redeal match begun in a golf-tui whose redeal rule was older (match record before format 4:
a hole voided however many times in a row; before format 2, a final lap voided too) keeps that
rule when resumed, as a peek-penalty match keeps its peek rule: its rules page says so first,
where the page says "at most three times in a row" (and that a final lap's empty stock ends the
hole). The page said only what a match begun now plays."""

from __future__ import annotations

import pytest

from golf_tui.app.screens.help import RulesScreen, older_rules_notice
from golf_tui.engine import Match
from golf_tui.engine.serialize import match_from_dict, match_to_dict
from golf_tui.engine.table import Table
from golf_tui.presets import load_ruleset

DANISH = load_ruleset("danish-6")  # empty stock: redeal; no knock, no final lap
FINAL_LAP = load_ruleset("danish-6", ["final-lap"])


def _resumed(ruleset: object, version: int) -> Table:
    """The table of a match saved with a record of ``version``, read back as a resume reads it."""
    record = match_to_dict(Match.start(ruleset, ["Kari", "Ola"], 3))  # type: ignore[arg-type]
    record["format"] = version
    return match_from_dict(record).table


def _notice(table: Table) -> str:
    """The note, its Markdown escapes (``golf\\-tui``) taken out."""
    return older_rules_notice(table).replace("\\", "")


@pytest.mark.parametrize("version", [1, 2, 3])
def test_a_saved_redeal_match_keeps_its_rule_and_the_page_says_so(version: int) -> None:
    table = _resumed(DANISH, version)
    assert table.endless_voids  # the save keeps the older rule
    notice = _notice(table)
    assert notice.startswith("> This match began in an older golf-tui and keeps its redeal rule")
    assert "however many times in a row" in notice and "at most three times" in notice
    assert "final lap" not in notice  # no final lap in this ruleset: the page says none
    assert "peek" not in notice


def test_a_format_1_match_with_a_final_lap_is_told_that_one_voids_too() -> None:
    notice = _notice(_resumed(FINAL_LAP, 1))
    assert "during a final lap too" in notice and "final lap ends the hole" in notice
    later = _notice(_resumed(FINAL_LAP, 2))  # format 2 scores a final lap's hole
    assert "keeps its redeal rule" in later and "final lap" not in later


def test_no_note_where_the_page_is_right() -> None:
    assert older_rules_notice(_resumed(DANISH, 4)) == ""  # a match begun now
    assert older_rules_notice(Table(DANISH, 2)) == ""
    assert _notice(_resumed(load_ruleset("swedish-6"), 1)) == ""  # no redeal


def test_both_older_rules_each_have_their_note() -> None:
    both = load_ruleset("danish-6", rules=["peek_penalty.enabled=true"])
    notice = _notice(Table(both, 2, record=2))
    peek, redeal = notice.split("\n\n")
    assert peek.startswith("> ") and "keeps its peek rule" in peek
    assert redeal.startswith("> ") and "keeps its redeal rule" in redeal


async def test_the_rules_screen_shows_the_notice_first() -> None:
    from textual.app import App

    table = _resumed(DANISH, 3)

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(RulesScreen(DANISH, table))

    app = Host()
    async with app.run_test(size=(100, 40)) as pilot:
        await pilot.pause()
        await pilot.pause()
        document = app.screen.query_one("#rules-text")
        text = document._rules.replace("\\", "")  # type: ignore[attr-defined]
        assert text.startswith("> This match began in an older golf-tui and keeps its redeal")
        assert "redealt at most three" in text  # the page's own words, below
