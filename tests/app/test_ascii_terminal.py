"""A terminal without Unicode gets ASCII cards and frames."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.terminal import ascii_guessed, unicode_ok
from golf_tui.cli import build_parser, play_config, quick_start

if TYPE_CHECKING:
    from golf_tui.storage import SavedMatch


@pytest.mark.parametrize(("env", "ok"), [
    ({"LANG": "nb_NO.UTF-8"}, True),
    ({"LANG": "C.UTF-8"}, True),
    ({"LC_ALL": "sv_SE.utf8", "LANG": "C"}, True),
    ({}, True),
    ({"LANG": "C"}, False),
    ({"LC_ALL": "POSIX", "LANG": "da_DK.UTF-8"}, False),
    ({"LANG": "da_DK.ISO-8859-1"}, False),
    ({"LANG": "en_US.UTF-8", "TERM": "dumb"}, False),
    # the Linux console and the VT family are only a guess (``ascii_guessed``), no hard limit
    ({"LANG": "en_US.UTF-8", "TERM": "linux"}, True),
    ({"LANG": "en_US.UTF-8", "TERM": "vt220"}, True),
    ({"LANG": "C", "TERM": "linux"}, False),
])
def test_unicode_detection(env: dict[str, str], ok: bool) -> None:
    assert unicode_ok(env) is ok


@pytest.mark.parametrize(("term", "guessed"), [
    # the Linux console's font and the VT family lack the rounded corners, ▚, −, ★, ⏎, ✓
    ("linux", True), ("linux-16color", True), ("vt100", True), ("vt220", True), ("vt52", True),
    ("vte-256color", False),  # GNOME's terminals, not a VT
    ("xterm-256color", False), ("linuxish", False), ("dumb", False), (None, False),
])
def test_the_linux_console_guesses_ascii_where_nothing_was_chosen(
        monkeypatch: pytest.MonkeyPatch, term: str | None, guessed: bool) -> None:
    """ASCII is guessed for TERM=linux and vt*, and only where the player chose nothing: a
    choice saved (ticked or not) wins over the guess."""
    if term is None:
        monkeypatch.delenv("TERM", raising=False)
    else:
        monkeypatch.setenv("TERM", term)
    assert ascii_guessed(None) is guessed
    assert ascii_guessed(False) is False and ascii_guessed(True) is True


@pytest.mark.parametrize(("env", "utf8_mode", "ok"), [
    ({"LANG": "C", "LC_CTYPE": "C.UTF-8"}, True, False),  # Python's own LC_CTYPE over LANG=C
    ({"LANG": "POSIX", "LC_CTYPE": "C.utf8"}, True, False),
    ({"LANG": "da_DK.ISO-8859-1", "LC_CTYPE": "C.UTF-8"}, True, False),
    ({"LANG": "nb_NO.UTF-8", "LC_CTYPE": "C.UTF-8"}, True, True),
    ({"LC_CTYPE": "C.UTF-8"}, True, True),  # no locale but Python's: nothing says no
    ({"LANG": "C", "LC_CTYPE": "C.UTF-8"}, False, True),  # a UTF-8 LC_CTYPE set by the person
    ({"LC_ALL": "C", "LC_CTYPE": "C.UTF-8"}, True, False),
])
def test_python_s_own_utf8_locale_does_not_hide_a_c_locale(
        env: dict[str, str], utf8_mode: bool, ok: bool) -> None:
    """Python started in the C locale sets LC_CTYPE=C.UTF-8 in its own environment (PEP 538)
    and runs in UTF-8 mode: the locale under it is the terminal's."""
    assert unicode_ok(env, utf8_mode) is ok


def test_a_real_process_in_a_c_locale_sees_no_unicode() -> None:
    """``LANG=C golf-tui``: the game's own process, its locale covered by Python, still finds
    that the terminal has no Unicode (it played in Unicode, ASCII only with ``--ascii``)."""
    import os
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if not k.startswith(("LC_", "LANG", "PYTHON"))}
    probe = "import os; from golf_tui.app.terminal import unicode_ok; print(unicode_ok(os.environ))"
    for lang, ok in (("C", "False"), ("C.UTF-8", "True")):
        out = subprocess.run([sys.executable, "-c", probe], env={**env, "LANG": lang},
                             capture_output=True, text=True, check=True)
        assert out.stdout.strip() == ok, (lang, out)


def test_quick_start_in_a_c_locale_plays_in_ascii(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "C")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_CTYPE", raising=False)
    args = build_parser().parse_args(["--ruleset", "swedish-6", "--players", "A,B"])
    config = play_config(args)
    assert config is not None and config.ascii


@pytest.mark.parametrize("term", ["linux", "vt100", "vt220"])
@pytest.mark.parametrize(("options", "chosen", "ascii"), [
    ([], None, True),  # nothing chosen: the console's guess
    ([], False, False),  # unticked at the setup, saved: the choice wins over the guess
    ([], True, True),
    (["--no-ascii"], None, False), (["--no-ascii"], True, False),  # the options over both
    (["--ascii"], False, True),
])
def test_players_on_the_linux_console_play_as_chosen_else_in_ascii(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, term: str, options: list[str],
        chosen: bool | None, ascii: bool) -> None:
    """``--players`` on TERM=linux (or a VT): ASCII as the setup's box was saved, else (never
    chosen) by the terminal's guess; ``--ascii`` and ``--no-ascii`` win over both."""
    import json

    from golf_tui.app.session import Session
    from golf_tui.cli import table_settings

    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_CTYPE", raising=False)
    monkeypatch.setenv("TERM", term)
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    if chosen is not None:
        (tmp_path / "settings.json").write_text(json.dumps({"ascii": chosen}))
    for house in ([], ["--rule", "match.holes=2"]):  # quick_start, then play_config
        args = build_parser().parse_args(
            ["--ruleset", "swedish-6", "--players", "A,B", *house, *options])
        config = quick_start(args) if not house else play_config(args)
        assert config is not None
        made = table_settings(args, config.ascii, Session())
        assert made["ascii"] is ascii, (house, made)


def test_no_ascii_on_the_linux_console_draws_the_table_in_unicode(
    monkeypatch: pytest.MonkeyPatch, text_of: Callable[[GolfApp], str]
) -> None:
    """``--players ... --no-ascii`` with TERM=linux: cards and frames in Unicode, the app's
    frames as its cards (not ASCII frames around suit glyphs)."""
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_CTYPE", raising=False)
    monkeypatch.setenv("TERM", "linux")
    args = build_parser().parse_args(["--ruleset", "swedish-6", "--players", "A,B", "--seed",
                                      "3", "--handover", "never", "--rule", "match.holes=2",
                                      "--no-ascii"])
    config = play_config(args)
    app = GolfApp(config, ascii=False)

    async def scenario() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            return text_of(app)

    table = asyncio.run(scenario())
    assert not app.has_class("-ascii")
    assert "▚" in table and "╭" in table, table


def test_ascii_table_draws_no_box_drawing_or_suits(
    monkeypatch: pytest.MonkeyPatch, text_of: Callable[[GolfApp], str]
) -> None:
    monkeypatch.setenv("LANG", "C")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_CTYPE", raising=False)
    args = build_parser().parse_args(["--ruleset", "swedish-6", "--players", "A,B", "--seed", "3",
                                      "--handover", "never"])
    config = play_config(args)
    app = GolfApp(config)

    async def scenario() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            for key in ("1", "2", "d", "right"):
                await pilot.press(key)
                await pilot.pause()
            assert app.has_class("-ascii")
            return text_of(app)

    text = asyncio.run(scenario())
    assert "You drew" in text  # the table with a drawn card, not an empty screen
    for glyph in "╭╮╰╯┏┓━┃♠♥♦♣▚▒":
        assert glyph not in text, glyph
    # the grid's cursor is framed +* (not in colour alone: NO_COLOR, a monochrome terminal),
    # its top and bottom; the drawn card is not (+-+), so that the two read apart as text
    lines = text.splitlines()
    assert sum(line.count("+*****+") for line in lines) == 1, text  # its top
    assert sum(line.count("+* 3 *+") for line in lines) == 1, text  # its bottom, with its key


def test_ascii_match_over_and_scorecard_mark_with_ascii(
    text_of: Callable[[GolfApp], str]
) -> None:
    """--ascii: the match-over title, the scorecard's leader and its unplayed holes are marked
    with ``*`` and ``.``, not ``★`` and ``·``."""
    from golf_tui.app.screens.match_over import MatchOverScreen
    from golf_tui.app.screens.scorecard import ScorecardScreen

    from ..screens.screen_host import finished_match, partial_match

    args = build_parser().parse_args(["--ruleset", "swedish-6", "--players", "A,B", "--seed", "3",
                                      "--handover", "never", "--ascii"])
    config = play_config(args)
    match = finished_match()

    async def scenario() -> tuple[str, str]:
        app = GolfApp(config)
        async with app.run_test(size=(100, 40)) as pilot:
            await pilot.pause()
            await app.push_screen(ScorecardScreen(partial_match(match, 4)))
            await pilot.pause()
            card = text_of(app)
            app.pop_screen()
            await app.push_screen(MatchOverScreen(match))
            await pilot.pause()
            return card, text_of(app)

    card, over = asyncio.run(scenario())
    assert "* Match over *" in over
    for text in (card, over):
        assert "★" not in text
    row = next(line for line in card.splitlines() if "Kari" in line)
    assert "·" not in card and " . " in row


BOX_DRAWING = "╭╮╰╯┏┓━┃╔╗═║"


def _saved_match(tmp_path: Path, *, ascii: bool) -> SavedMatch:
    from golf_tui.engine import Match
    from golf_tui.presets import load_ruleset
    from golf_tui.storage import Store

    store = Store(tmp_path / "data")
    match = Match.start(load_ruleset("swedish-6"), ["Kari", "Ola"], 4)
    store.save(match, (("Kari", "human"), ("Ola", "human")),
               {"handover": "auto", "ascii": ascii})
    saved = store.load()
    assert saved is not None
    return saved


@pytest.mark.parametrize(("saved_ascii", "asked"), [(True, False), (False, True)])
def test_a_resumed_match_in_ascii_has_ascii_frames(
    tmp_path: Path, text_of: Callable[[GolfApp], str], saved_ascii: bool, asked: bool
) -> None:
    """A match saved in ASCII (ticked at the setup), or resumed with ``--resume --ascii``: its
    hand-over and its table are framed in ASCII, as its cards are."""
    saved = _saved_match(tmp_path, ascii=saved_ascii)
    app = GolfApp(resume=saved, ascii=True) if asked else GolfApp(resume=saved)

    async def scenario() -> tuple[str, str]:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            handover = text_of(app)
            await pilot.press("enter")
            await pilot.pause()
            return handover, text_of(app)

    handover, table = asyncio.run(scenario())
    assert "Pass to" in handover and "Kari" in table
    assert app.config is not None and app.config.ascii
    for text in (handover, table):
        for glyph in BOX_DRAWING + "♠♥♦♣▚▒":
            assert glyph not in text, glyph


def test_a_match_saved_in_ascii_resumed_with_no_ascii_has_suit_glyphs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text_of: Callable[[GolfApp], str]
) -> None:
    """``--resume --no-ascii`` on a Unicode terminal: the match saved in ASCII comes back with
    suit glyphs and frames."""
    for name in ("LC_ALL", "LC_CTYPE", "TERM"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    app = GolfApp(resume=_saved_match(tmp_path, ascii=True), ascii=False)

    async def scenario() -> str:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            await pilot.press("enter")
            await pilot.pause()
            return text_of(app)

    table = asyncio.run(scenario())
    assert app.config is not None and not app.config.ascii and not app.has_class("-ascii")
    assert "▚" in table and "╭" in table, table


@pytest.mark.parametrize(("options", "asked"), [
    (["--ascii"], True), (["--no-ascii"], False), ([], None)])
def test_resume_with_ascii_asks_the_app_for_ascii(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch,
                                                  options: list[str], asked: bool | None) -> None:
    """``golf-tui --resume --ascii`` is not refused, nor ignored: the resumed match is played
    in ASCII; with ``--no-ascii`` with suit glyphs; with neither, as it was saved."""
    import golf_tui.app.app as app_module
    import golf_tui.app.terminal as terminal
    from golf_tui.cli import cmd_play

    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))
    _saved_match(tmp_path, ascii=False)
    made: dict[str, object] = {}

    class NoRun(GolfApp):
        def __init__(self, *args: object, **kw: object) -> None:
            made.update(kw)
            super().__init__(*args, **kw)  # type: ignore[arg-type]

        def run(self, *args: object, **kw: object) -> None:  # type: ignore[override]
            pass

    monkeypatch.setattr(app_module, "GolfApp", NoRun)
    monkeypatch.setattr(terminal, "not_a_terminal", lambda *a: None)
    assert cmd_play(build_parser().parse_args(["--resume", *options])) == 0
    assert made["ascii"] is asked and made["resume"] is not None


SETUP_GLYPHS = "▕▔▐▌▼▲✕✓▶▏×−–"


@pytest.mark.parametrize("env", [{"LC_ALL": "C", "LANG": "C"},
                                 {"LANG": "en_US.UTF-8", "TERM": "dumb"}])
def test_the_setup_in_a_c_locale_draws_in_ascii_and_says_why_ascii_is_on(
    monkeypatch: pytest.MonkeyPatch, own_home: None, text_of: Callable[[GolfApp], str],
    env: dict[str, str]
) -> None:
    """LC_ALL=C, TERM=dumb: the setup's frames, boxes, arrows, buttons and signs are ASCII, and
    its "ASCII cards" box is ticked and locked, saying why (it showed off while ASCII was
    forced); the player's own choice is what is remembered."""
    for name in ("LC_ALL", "LC_CTYPE"):
        monkeypatch.delenv(name, raising=False)
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    _setup_drawn_in_ascii(GolfApp(), text_of)


def _on_the_linux_console(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LANG", "en_US.UTF-8")
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_CTYPE", raising=False)
    monkeypatch.setenv("TERM", "linux")


def test_the_setup_on_the_linux_console_ticks_ascii_but_leaves_it_free(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, text_of: Callable[[GolfApp], str]
) -> None:
    """TERM=linux in a UTF-8 locale: the console's font mostly lacks the glyphs, so the setup
    comes up in ASCII, its box ticked, but only as a guess (Terminus has them): not locked, it
    says why it is ticked, and unticked it draws the setup in Unicode. Started unticked, the
    choice is saved, and the next start on the console honours it; left ticked, nothing is
    saved as chosen and the next start guesses again."""
    import json
    import shutil

    from textual.widgets import Checkbox

    from golf_tui.app.screens.setup import SetupScreen
    from golf_tui.app.session import Session

    _on_the_linux_console(monkeypatch)
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path))

    async def scenario(untick: bool) -> tuple[str, str, bool, bool, bool, bool]:
        app = GolfApp(session=Session())  # as ``golf-tui`` starts it
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            box = screen.query_one("#ascii", Checkbox)
            ticked, locked, tip = box.value, box.disabled, str(box.tooltip or "")
            box.focus()
            await pilot.pause()
            first = text_of(app)
            if untick:
                await pilot.press("space")
                await pilot.pause()
            drawn_ascii = app.has_class("-ascii")
            await pilot.press("ctrl+s")
            await pilot.pause()
            played = bool(app.config and app.config.ascii)
        for kept in tmp_path.iterdir():  # the match saved: not offered at the next start
            if kept.name != "settings.json":
                shutil.rmtree(kept) if kept.is_dir() else kept.unlink()
        return first, tip, ticked, locked, drawn_ascii, played

    first, tip, ticked, locked, drawn_ascii, played = asyncio.run(scenario(untick=False))
    assert ticked and not locked and drawn_ascii and played
    assert "TERM=linux" in tip and "untick" in tip, tip
    assert "no Unicode here" not in first
    assert "TERM=linux" in first, first  # said under the rules while the box has the focus
    for glyph in BOX_DRAWING + SETUP_GLYPHS:
        assert glyph not in first, glyph
    assert "ascii" not in json.loads((tmp_path / "settings.json").read_text())  # no choice

    _, _, ticked, locked, drawn_ascii, played = asyncio.run(scenario(untick=True))
    assert ticked and not locked  # guessed again: nothing was chosen
    assert not drawn_ascii and not played  # unticked: the setup and the match in Unicode
    assert json.loads((tmp_path / "settings.json").read_text())["ascii"] is False

    first, tip, ticked, locked, drawn_ascii, _ = asyncio.run(scenario(untick=False))
    assert not ticked and not locked and not drawn_ascii  # the saved choice, not the guess
    assert tip == "" and "TERM=linux" not in first
    assert "╭" in first or "▶" in first, first


def _setup_drawn_in_ascii(app: GolfApp, text_of: Callable[[GolfApp], str]) -> None:
    from textual.widgets import Checkbox

    from golf_tui.app.screens.setup import SetupScreen

    async def scenario() -> tuple[str, bool, bool, bool]:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            screen = app.screen
            assert isinstance(screen, SetupScreen)
            box = screen.query_one("#ascii", Checkbox)
            return text_of(app), box.value, box.disabled, screen._form_settings().ascii

    text, ticked, locked, remembered = asyncio.run(scenario())
    assert "Ready" in text and "no Unicode here" in text
    assert ticked and locked and not remembered
    for glyph in BOX_DRAWING + SETUP_GLYPHS:
        assert glyph not in text, glyph


def test_ascii_frames_the_log_and_the_questions(text_of: Callable[[GolfApp], str]) -> None:
    """--ascii: the log (l) and the quit question are framed in ASCII too, and so is the
    opponent to act."""
    from .conftest import make_app

    app = make_app("swedish-6", 3, handover="never", ascii=True, bots={1: "normal"})

    async def scenario() -> list[str]:
        texts = []
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            for key in ("l", "escape", "ctrl+q"):
                await pilot.press(key)
                await pilot.pause()
                texts.append(text_of(app))
        return texts

    log, table, question = asyncio.run(scenario())
    assert "Quit the match?" in question
    for text in (log, table, question):
        for glyph in BOX_DRAWING + "▏":
            assert glyph not in text, glyph
