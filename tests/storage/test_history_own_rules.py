"""``golf-tui history`` and the app's Match history say where ``--rule`` changed how a match was
played ("own rules"), as they name its house rules: the statistics count such a match apart
("swedish-6 · own rules"), and the history listed it as the preset as it ships. A change of the
match's length alone (``match.holes=2``) is no other game, there as here."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from rich.console import Console

from golf_tui.app.app import GolfApp
from golf_tui.app.screens.history import HistoryScreen, entry_row
from golf_tui.cli import main
from golf_tui.cli.history import list_lines
from golf_tui.i18n import _, set_language
from golf_tui.storage import Store
from history_helpers import record

SEATS = (("Kari", "human"), ("Ola", "human"))



@pytest.fixture
def store(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Store:
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    store = Store()
    record(store, "swedish-6", SEATS, 1, rules=("values.K=5",))  # 1: own rules
    record(store, "swedish-6", SEATS, 2, rules=("match.holes=2",))  # 2: its length only
    record(store, "norwegian-4", SEATS, 3, ("peek-penalty",), ("values.K=5",))  # 3: both
    record(store, "norwegian-4", SEATS, 4)  # 4: as it ships
    return store


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_terminal_list_says_own_rules(store: Store, capsys: pytest.CaptureFixture[str],
                                          lang: str) -> None:
    assert main(["--lang", lang, "history"]) == 0
    out = capsys.readouterr().out
    set_language(lang)
    own = _("own rules")
    assert own != "own rules" or lang == "en"  # translated
    lines = {n: " ".join(line for line in out.splitlines() if line.startswith(f"  {n}. "))
             for n in range(1, 5)}
    assert all(lines.values()), out
    entries = store.history()[0]
    peek = entries[2].house_rule_titles()[0]
    # the rules end the list's first line, or stand before "won by" on it
    assert re.search(rf"\+ {re.escape(own)}(  |$)", lines[1]), out
    assert "+" not in lines[2] and "+" not in lines[4], out
    assert re.search(rf"\+ {re.escape(peek)}, {re.escape(own)}(  |$)", lines[3]), out


def test_the_apps_list_says_own_rules(store: Store) -> None:
    entries = store.history()[0]
    assert [entry_row(e)[1].plain.split("\n")[2:] for e in entries] == [
        ["+ own rules"], [], ["+ Peek penalty, own rules"], []]
    assert all(list_lines(n, e, 200)[0].count("own rules") == (n in (1, 3))
               for n, e in enumerate(entries, 1))


async def test_the_match_history_screen_says_own_rules(store: Store) -> None:
    app = GolfApp()
    async with app.run_test(size=(120, 30)) as pilot:
        await pilot.pause()
        await app.push_screen(HistoryScreen(store))
        await pilot.pause()
        console = Console(width=120, height=30, file=io.StringIO(), force_terminal=True,
                          color_system=None, record=True)
        console.print(app.screen._compositor.render_update(
            full=True, screen_stack=app._background_screens, simplify=True))
        text = console.export_text()
    assert text.count("own rules") == 2, text
    assert "+ Peek penalty, own rules" in text, text


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_the_terminal_scorecard_says_own_rules(store: Store, capsys: pytest.CaptureFixture[str],
                                               lang: str) -> None:
    """``golf-tui history --show N`` named a match's house rules but not "own rules", which
    the list beside it said: the same match read as the preset as it ships."""
    set_language(lang)
    own, peek = _("own rules"), store.history()[0][2].house_rule_titles()[0]
    house = _("House rules: %(titles)s")
    said = {1: house % {"titles": own}, 2: None, 3: house % {"titles": f"{peek}, {own}"},
            4: None}
    for n, line in said.items():
        assert main(["--lang", lang, "history", "--show", str(n)]) == 0
        out = " ".join(capsys.readouterr().out.split())
        assert (own in out) == (line is not None), (n, out)
        if line is not None:
            assert " ".join(line.split()) in out, (n, out)
