"""Hostile files: custom rulesets, saves and settings with every kind of damage give one clear
message naming the file and the problem, never a traceback, and lose nothing else.

Ruleset files and ``--resume`` go through the command (exit status 2 and one line on stderr), run
in the test's process (``golf_here``, tests/conftest.py), and once as a real process. Saves and
settings are read at start-up: the app starts normally and says what it found."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.widgets import Select

from golf_tui.app.app import GolfApp
from golf_tui.app.session import bare_session
from golf_tui.app.settings import Settings, load_settings_report
from golf_tui.app.widgets.seat_row import SeatRow
from golf_tui.i18n import set_language

SWEDISH = (Path(__file__).parents[2] / "rulesets" / "swedish-6.toml").read_text("utf-8")

DAMAGE: dict[str, bytes] = {
    "empty": b"",
    "binary": bytes(range(256)) * 4,
    "latin-1": 'extends = "swedish-6"\ntitle = "Gr\xf8nn"\n'.encode("latin-1"),
    "not-the-format": b"this is [[ not = valid",
    "wrong-type": b'extends = "swedish-6"\njokers_per_deck = "two"\n',
    "unknown-key": b'extends = "swedish-6"\njokers_per_dek = 2\n',
    "missing-fields": b'name = "mine"\ngrid = "2x3"\n',
    "huge": b'extends = "swedish-6"\n' + b"# padding\n" * 2_000_000,
    "bad-extends": b'extends = "no-such-preset"\n',
    "wrong-shape": b"extends = 5\n",
}


Golf = Callable[..., subprocess.CompletedProcess[str]]
ENV = {"LANG": "C.UTF-8", "LC_ALL": ""}


@pytest.fixture
def golf(golf_here: Golf) -> Callable[..., subprocess.CompletedProcess[str]]:
    """``golf-tui ARGS`` in this process, with ``home`` for GOLF_TUI_HOME and a UTF-8 locale."""

    def run(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
        return golf_here(*args, env={"GOLF_TUI_HOME": str(home), **ENV})

    return run


def _golf_process(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "GOLF_TUI_HOME": str(home), **ENV}
    return subprocess.run([sys.executable, "-m", "golf_tui", *args], capture_output=True,
                          text=True, env=env, timeout=60, stdin=subprocess.DEVNULL, check=False)


def _fails_naming(done: subprocess.CompletedProcess[str], path: Path) -> None:
    assert "Traceback" not in done.stderr
    assert done.returncode == 2, (done.stdout, done.stderr)
    assert str(path) in done.stderr and done.stderr.startswith("golf-tui: ")
    assert all(str(path) in line for line in done.stderr.strip().splitlines())


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_damaged_ruleset_file_exits_2_naming_file(golf: Golf, kind: str, tmp_path: Path) -> None:
    """`golf-tui --ruleset FILE --players ...`, `rulesets show FILE` and `score --ruleset
    FILE`: exit 2, a message with the file's name, no traceback."""
    path = tmp_path / f"{kind}.toml"
    path.write_bytes(DAMAGE[kind])
    for args in (["--ruleset", str(path), "--players", "Kari,Ola"],
                 ["rulesets", "show", str(path)],
                 ["score", "--ruleset", str(path), "A 2 3 / 4 5 6"]):
        _fails_naming(golf(*args, home=tmp_path), path)


def test_a_damaged_ruleset_file_in_a_real_process(tmp_path: Path) -> None:
    """Every byte there is, in a real ``python -m golf_tui``: the message reaches the shell
    through the process's own encoding of stderr, and the status is the process's."""
    path = tmp_path / "binary.toml"
    path.write_bytes(DAMAGE["binary"])
    _fails_naming(_golf_process("rulesets", "show", str(path), home=tmp_path), path)


def test_resume_without_a_save_exits_2(golf: Golf, tmp_path: Path) -> None:
    done = golf("--resume", home=tmp_path)
    assert done.returncode == 2 and "no unfinished match" in done.stderr


# JSON that json.loads refuses with something other than JSONDecodeError: RecursionError, and
# a plain ValueError for a whole number over Python's 4,300 digits
DEEP = b"[" * 100_000 + b"]" * 100_000
LONG_NUMBER = b"1" + b"0" * 5000


@pytest.mark.parametrize("kind", ["empty", "binary", "latin-1", "not-the-format", "wrong-type",
                                  "nested-too-deeply", "long-number"])
def test_resume_with_a_damaged_save_exits_2_and_moves_it(golf: Golf, kind: str,
                                                          tmp_path: Path) -> None:
    save = tmp_path / "data" / "autosave.json"
    save.parent.mkdir()
    body = {"wrong-type": b'{"format": 2, "match": 3, "seats": []}', "nested-too-deeply": DEEP,
            "long-number": b'{"format": 3, "seed": ' + LONG_NUMBER + b"}"}.get(kind)
    save.write_bytes(body or DAMAGE[kind])
    done = golf("--resume", home=tmp_path)
    assert done.returncode == 2 and "Traceback" not in done.stderr
    assert "moved to" in done.stderr and not save.exists()
    assert f"The autosave {save} could not be read (" in done.stderr  # the file, then why
    assert list(save.parent.glob("autosave.json.corrupt-*"))


@pytest.mark.parametrize("body", [DEEP, b'{"format": 3, "seed": ' + LONG_NUMBER + b"}"],
                         ids=["nested-too-deeply", "long-number"])
async def test_the_app_starts_past_a_save_json_cannot_read(body: bytes, tmp_path: Path) -> None:
    """A save nested a hundred thousand deep once stopped the game before its first frame."""
    save = tmp_path / "data" / "autosave.json"
    save.parent.mkdir()
    save.write_bytes(body)
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
    moved = save.with_name("autosave.json.corrupt-1")
    assert moved.read_bytes() == body and not save.exists()
    assert any(f"The autosave {save} could not be read (not valid JSON" in n and str(moved) in n
               for n in app.notices), app.notices


SETTINGS: dict[str, tuple[bytes, str]] = {
    "empty": (b"", "not valid JSON"),
    "binary": (bytes(range(256)), "not UTF-8"),
    "latin-1": ('{"ruleset": "sk\xe5l"}'.encode("latin-1"), "not UTF-8"),
    "a-list": (b"[1, 2]", "expected a JSON object"),
    "huge": (b'{"ruleset": "' + b"x" * 2_000_000 + b'"}', "larger than"),
    "wrong-type": (b'{"handover": 7, "ascii": "yes please", "ruleset": "danish-6"}',
                   "• 'handover': used instead: auto; must be 'auto', 'always' or 'never'."),
    "bad-seats": (b'{"seats": [{"nom": 1}], "theme": "nord"}',
                  "'seats': used instead: Player 1 and Player 2; player 1: 'name' is missing."),
    "ascii-yes": (b'{"ascii": "yes", "theme": "nord"}',
                  "'ascii': used instead: off; must be true or false."),
    "nan-pace": (b'{"bot_delay": NaN, "theme": "nord"}',
                 "'bot_delay': used instead: 0.8; NaN is not a number."),
    "unknown-theme": (b'{"theme": "neon", "ruleset": "danish-6"}',
                      "'theme': no theme 'neon': the default theme is used."),
    # of the right type, but not a value this version has or allows
    "unknown-ruleset": (b'{"ruleset": "nope", "theme": "nord"}',
                        "'ruleset': used instead: swedish-6; no preset 'nope'"),
    "unknown-language": (b'{"language": "xx", "theme": "nord"}',
                         "'language': used instead: the language of the environment; no"
                         " language 'xx'"),
    "unknown-house-rule": (b'{"house_rules": {"swedish-6": ["nope", "jokers"],'
                           b' "danish-6": ["jokers=minus-5"]}, "theme": "nord"}',
                           "'house_rules' entry 'nope' of 'swedish-6': the house rule is left"
                           " off; "),
    # each one offered, but not together: the setup kept one without a word
    "house-rules-at-odds": (b'{"house_rules": {"norwegian-6": ["18-holes", "jokers", "6-holes",'
                            b' "jokers"]}, "theme": "nord"}',
                            "• 'house_rules' entry '6-holes' of 'norwegian-6': the house rule is"
                            " left off; preset"
                            " norwegian-6: house rules 18 holes ('18-holes') and 6 holes"
                            " ('6-holes') cannot be played together: both set"),
    "house-rules-of-no-preset": (b'{"house_rules": {"zz": ["a"]}, "theme": "nord"}',
                                 "'house_rules' entry 'a' of 'zz': the house rule is left off; no"
                                 " preset 'zz'"),
    # the preset's key reached the terminal as it was: an escape that turned the rest red
    "house-rules-of-a-control-name": (b'{"house_rules": {"z\\u001b[31mz": ["a"]},'
                                      b' "theme": "nord"}',
                                      "'house_rules' entry 'a' of 'z\\x1b[31mz': the house rule"
                                      " is left off; no preset 'z\\x1b[31mz'"),
    "alien-seat": (b'{"seats": [{"name": "Kari"}, {"name": "X", "kind": "alien"}],'
                   b' "theme": "nord"}',
                   "'seats': used instead: Player 1 and Player 2; player 2: no bot 'alien'"),
    "long-name": (b'{"seats": [{"name": "' + b"N" * 40 + b'"}, {"name": "Ola"}],'
                  b' "theme": "nord"}',
                  "'seats': used instead: Player 1 and Player 2; the name of player 1 is longer"
                  " than 16 characters."),
    "no-seats": (b'{"seats": [], "theme": "nord"}',
                 "'seats': used instead: Player 1 and Player 2; no players."),
    # the setup showed the first 8 and left the others out without a word
    "too-many-seats": (b'{"seats": [' + b", ".join(b'{"name": "P%d"}' % n for n in range(1, 12))
                       + b'], "theme": "nord"}',
                       "players 9 to 11 of 'seats': left out; a table seats at most 8 players."),
    "nested-too-deeply": (DEEP, "not valid JSON (nested too deeply)"),
    "long-number": (b'{"bot_delay": ' + LONG_NUMBER + b"}",
                    "not valid JSON (a number of more than 4300 digits)"),
}


@pytest.mark.parametrize("kind", sorted(SETTINGS))
def test_damaged_settings_are_reported_and_the_rest_kept(kind: str, tmp_path: Path) -> None:
    body, problem = SETTINGS[kind]
    path = tmp_path / "settings.json"
    path.write_bytes(body)
    settings, problems = load_settings_report(path)
    assert problems and all(str(path) in p for p in problems)
    assert any(problem in p for p in problems), problems
    assert not any("\x1b" in p for p in problems), problems  # escaped, as every name there
    if problem.startswith(("• ", "'", "players")):  # values dropped: all in one message
        assert len(problems) == 1, problems
    if kind in ("wrong-type", "unknown-theme"):
        assert settings.ruleset == "danish-6" and settings.handover == "auto"
    if kind == "unknown-theme":
        assert settings.theme is None  # Textual's default
    if kind in ("bad-seats", "alien-seat", "long-name", "no-seats"):
        assert settings.seats == Settings().seats
    if b'"theme": "nord"' in body:  # the rest is kept
        assert settings.theme == "nord"
    if kind == "house-rules-at-odds":  # the first of each kept, each other one named
        assert settings.house_rules == {"norwegian-6": ["18-holes", "jokers"]}
        assert problems[0].count("'house_rules' entry") == 2
    if kind == "too-many-seats":  # the first eight kept, as the setup would seat them
        assert [seat.name for seat in settings.seats] == [f"P{n}" for n in range(1, 9)]
    if kind == "unknown-house-rule":  # only the one entry dropped
        assert settings.house_rules == {"swedish-6": ["jokers"], "danish-6": ["jokers=minus-5"]}
    if b'"theme"' in body:  # the original is kept beside
        assert (tmp_path / "settings.json.bad").read_bytes() == body


# A value of the wrong type is dropped, never converted: (JSON value, why) per key.
WRONG_VALUES: dict[str, list[tuple[str, str]]] = {
    "ascii": [('"yes"', "must be true or false"),
              ('"1"', "must be true or false"),
              ("1", "must be true or false"),
              ("0", "must be true or false")],  # null is no choice made (Settings.ascii)
    "animations": [('"no"', "must be true or false"),
                   ("0", "must be true or false")],
    "bot_delay": [('"2"', "must be a number"),
                  ("true", "must be a number"),
                  ("NaN", "NaN is not a number"),
                  ("Infinity", "Infinity is not a number"),
                  ("-Infinity", "-Infinity is not a number"),
                  ("10.5", "must be at most 10"),
                  ("-1", "must be at least 0")],
    "handover": [('"sometimes"', "must be 'auto', 'always' or 'never'"),
                 ("7", "must be 'auto', 'always' or 'never'")],
    "theme": [("5", "must be text"),
              ('"neon"', "no theme 'neon': the default theme is used")],
    "language": [('["nb"]', "must be text")],
    "ruleset": [("null", "must be text")],
    "house_rules": [("[1]", "expected an object: { … }"),
                    ('{"swedish-6": "jokers"}', "'swedish-6': must be a list"),
                    ('{"swedish-6": [1]}', "'swedish-6', entry 1: must be text")],
    "seats": [
        ('{"name": "Kari"}', "must be a list"),
        ('["Kari"]', 'player 1: expected an object such as {"name": "Kari", "kind": "human"}'),
        ('[{"name": "Kari"}, {"nom": "Ola"}]', "player 2: 'name' is missing"),
        ('[{"name": "Kari"}, {"name": 7}]', "player 2, 'name': must be text"),
        ('[{"name": "Kari", "kind": true}]', "player 1, 'kind': must be text"),
        ('[{"name": "Kari"}, {"name": "  "}]', "player 2 has no name")],
}
WRONG = [(key, value, why) for key, cases in WRONG_VALUES.items() for value, why in cases]
# What the message says is used in place of each key's dropped value (the theme's reason says it).
INSTEAD = {"ascii": "used instead: off; ", "animations": "used instead: on; ",
           "bot_delay": "used instead: 0.8; ", "handover": "used instead: auto; ", "theme": "",
           "language": "used instead: the language of the environment; ",
           "ruleset": "used instead: swedish-6; ",
           "house_rules": "used instead: no house rules; ",
           "seats": "used instead: Player 1 and Player 2; "}


@pytest.mark.parametrize(("key", "value", "why"), WRONG)
def test_a_wrong_value_is_dropped_and_named_not_converted(key: str, value: str, why: str,
                                                          tmp_path: Path) -> None:
    """"yes" is no true, "2" no number of seconds, NaN no number at all: each is dropped with a
    message naming the key and saying why, and the rest of the file is kept."""
    path = tmp_path / "settings.json"
    body = f'{{"{key}": {value}, "ruleset": "danish-6"}}' if key != "ruleset" else \
        f'{{"ruleset": {value}, "handover": "never"}}'
    path.write_text(body)
    settings, problems = load_settings_report(path)
    assert problems == [
        f"Settings file: '{key}': {INSTEAD[key]}{why}.\n"
        f"The original file is kept as {tmp_path / 'settings.json.bad'}; the settings file now"
        " holds only the values that could be used."]
    assert getattr(settings, key) == getattr(Settings(), key)
    assert (settings.ruleset, settings.handover) == (
        ("danish-6", "auto") if key != "ruleset" else ("swedish-6", "never"))
    assert (tmp_path / "settings.json.bad").read_text() == body


def test_the_right_values_are_kept_as_they_are(tmp_path: Path) -> None:
    """Strict types take what the game writes: true and false, whole and decimal seconds."""
    path = tmp_path / "settings.json"
    for delay in (2, 0.5, 0, 10):
        path.write_text(json.dumps({"ascii": True, "animations": False, "bot_delay": delay,
                                    "theme": "nord", "handover": "never"}))
        settings, problems = load_settings_report(path)
        assert problems == []
        assert (settings.ascii, settings.animations, settings.bot_delay) == (True, False, delay)
        assert (settings.theme, settings.handover) == ("nord", "never")


PYDANTIC_ENGLISH = ("Input should", "must ", "valid", "Field required", "finite", "dictionary",
                    "instance of", "ignored", "expected", "missing", "player", "entry",
                    " or ", "no theme", "default theme", "not a number")


@pytest.mark.parametrize(("key", "value", "why"), WRONG)
def test_in_norwegian_every_reason_is_norwegian(key: str, value: str, why: str,
                                                tmp_path: Path) -> None:
    """The reasons were pydantic's English inside a Norwegian sentence ("'bot_delay' ble
    ignorert (Input should be a valid number, …)"): each is worded by pydantic's error type."""
    from golf_tui import i18n

    path = tmp_path / "settings.json"
    path.write_text(f'{{"{key}": {value}}}')
    i18n.set_language("nb")
    try:
        _settings, problems = load_settings_report(path)
    finally:
        i18n.set_language("en")
    assert problems[0].startswith(f"Innstillingsfilen: '{key}': "), problems
    assert not any(word in problems[0] for word in PYDANTIC_ENGLISH), problems[0]
    if key == "seats" and "player" in why:
        assert f"spiller {why.split()[1].rstrip(':,')}" in problems[0]


# Files for the language and theme read before validation (``Session.early_text``).
TEXT_SETTINGS: dict[str, bytes] = {
    "good": b'{"language": "sv", "theme": "nord"}',
    "wrong-types": b'{"language": 5, "theme": ["nord"]}',
    "beside-a-bad-field": b'{"language": "da", "theme": "nord", "handover": 7}',
    "null": b'{"language": null, "theme": null}',
    "not-json": b'{"language": "sv", "theme": "nord"',
    "not-an-object": b'["sv", "nord"]',
    "too-large": b'{"language": "sv", "pad": "' + b"x" * 1_000_000 + b'"}',
    **{f"damaged-{kind}": body for kind, (body, _problem) in SETTINGS.items()},
}


@pytest.mark.parametrize("kind", sorted(TEXT_SETTINGS))
def test_early_language_and_theme_are_what_validation_keeps(kind: str, tmp_path: Path) -> None:
    """The first frame takes the language and the theme from the settings file as read, before
    pydantic validates it: they must be exactly the values the validated settings hold."""
    path = tmp_path / "settings.json"
    path.write_bytes(TEXT_SETTINGS[kind])
    session = bare_session(tmp_path)
    early = {key: session.early_text(key) for key in ("language", "theme")}
    assert path.exists()  # nothing is moved aside before validation
    settings = session.settings
    assert early == {"language": settings.language, "theme": settings.theme}
    assert {key: session.early_text(key) for key in early} == early  # and after it


def test_unknown_settings_keys_are_harmless(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"ruleset": "danish-6", "from_the_future": [1]}))
    settings, problems = load_settings_report(path)
    assert settings.ruleset == "danish-6" and problems == []


def test_a_long_name_in_the_settings_is_cut_as_a_rulesets_message_cuts_it(
        tmp_path: Path) -> None:
    """A "ruleset" of 5,000 characters was echoed whole in its warning ("no preset 'xxx…x'",
    a toast's worth of x), and so was a house rule's entry or its preset: each is cut at 24
    characters, as the ruleset's own messages cut a name they are given."""
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"ruleset": "x" * 5000,
                                "house_rules": {"y" * 5000: ["a"], "swedish-6": ["z" * 5000]}}))
    settings, problems = load_settings_report(path)
    assert settings.ruleset == "swedish-6" and settings.house_rules == {"swedish-6": []}
    lines = problems[0].splitlines()
    x, y, z = ("x" * 24 + "…", "y" * 24 + "…", "z" * 24 + "…")
    assert lines[1].startswith(f"• 'ruleset': used instead: swedish-6; no preset '{x}' (")
    assert lines[2].startswith(f"• 'house_rules' entry 'a' of '{y}': the house rule is left off;"
                               f" no preset '{y}' (")
    assert lines[3].startswith(f"• 'house_rules' entry '{z}' of 'swedish-6': the house rule is"
                               f" left off; preset swedish-6: no house rule '{z}' (")
    assert all(len(line) < 200 for line in lines), [len(line) for line in lines]


@pytest.mark.parametrize("kind", ["binary", "wrong-type"])
async def test_app_starts_and_names_a_bad_settings_file(kind: str, tmp_path: Path) -> None:
    """The app opens the setup as usual and a notification names the file."""
    (tmp_path / "settings.json").write_bytes(SETTINGS[kind][0])
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
    assert any(str(tmp_path / "settings.json") in n for n in app.notices)


async def test_an_unknown_theme_is_named_and_the_default_used(tmp_path: Path) -> None:
    """A theme Textual does not have was dropped without a word."""
    (tmp_path / "settings.json").write_text('{"theme": "neon", "ruleset": "danish-6"}')
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert app.theme == GolfApp().theme  # Textual's default
        assert app.screen._preset == "danish-6"  # type: ignore[attr-defined]
        # the setup's Theme field shows the theme used, the default
        assert app.screen.query_one("#theme", Select).value == app.theme
    assert [n for n in app.notices if "'theme'" in n] == [
        "Settings file: 'theme': no theme 'neon': the default theme is used.\n"
        f"The original file is kept as {tmp_path / 'settings.json.bad'}; the settings file now"
        " holds only the values that could be used."]


@pytest.mark.parametrize("body", [b"[1]", b"{", b"\xff", DEEP])
async def test_an_unreadable_settings_file_is_reported_as_moved_where_it_went(
        body: bytes, tmp_path: Path) -> None:
    """The file is moved aside once, and the notice says where (the setup screen reads the
    settings too: it must not move the file first and leave the notice saying it could not be
    moved)."""
    (tmp_path / "settings.json").write_bytes(body)
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
    moved = tmp_path / "settings.json.bad"
    assert moved.read_bytes() == body
    notices = [n for n in app.notices if "settings.json" in n]
    assert len(notices) == 1
    assert f"it was moved to {moved}" in notices[0] and "could not be moved" not in notices[0]


async def test_the_setup_shows_the_remembered_fields_that_are_kept(tmp_path: Path) -> None:
    """A bad seat drops the remembered players (named in a notice); the ruleset is kept."""
    (tmp_path / "settings.json").write_text(json.dumps(
        {"seats": [{"name": "Kari"}, {"name": "N" * 40}], "ruleset": "danish-6"}))
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        assert app.screen._preset == "danish-6"  # type: ignore[attr-defined]
        names = [row.player_name for row in app.screen.query(SeatRow)]
        assert names == ["Player 1", "Player 2"]
    assert any("'seats': used instead: Player 1 and Player 2; the name of player 2 is longer"
               " than 16 characters." in n for n in app.notices), app.notices


# --- settings that cannot be written ---------------------------------------------------------


def _unwritable(tmp_path: Path, how: str) -> tuple[Path, str]:
    """A home where settings.json cannot be written, and what the warning must name."""
    if how == "a-directory":
        (tmp_path / "settings.json").mkdir()
        return tmp_path, f"{tmp_path / 'settings.json'}: Is a directory"
    home = tmp_path / "home"
    home.write_text("a file where the directory should be")
    return home, f"{home} is not a directory"


@pytest.mark.parametrize("how", ["a-directory", "home-a-file"])
def test_settings_that_cannot_be_written_warn_once_and_leave_nothing_behind(
        how: str, tmp_path: Path) -> None:
    """The theme, the pace and the language are saved at once: a failure was silent, and
    left a settings.json.tmp behind."""
    home, cause = _unwritable(tmp_path, how)
    session = bare_session(home)
    warned: list[str] = []
    session.warn = warned.append
    session.remember(theme="nord")
    session.remember(bot_delay=2.0)
    assert warned == [f"Could not save the settings: {cause}. Play goes on, but what was"
                      " chosen now will not be remembered next time."]
    assert session.settings.theme == "nord" and session.settings.bot_delay == 2.0  # this run
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        "home" if how == "home-a-file" else "settings.json"]
    if how == "a-directory":
        assert list((tmp_path / "settings.json").iterdir()) == []


async def test_the_setup_warns_once_when_the_settings_cannot_be_written(
        tmp_path: Path) -> None:
    """Start at the setup saves its choices, and the match's players: one warning, and the
    match starts all the same."""
    home, cause = _unwritable(tmp_path, "a-directory")
    app = GolfApp(session=bare_session(home))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert app.table is not None
        app.theme = "nord"
        await pilot.pause()
    assert [n for n in app.notices if n.startswith("Could not save the settings")] == [
        f"Could not save the settings: {cause}. Play goes on, but what was chosen now will not"
        " be remembered next time."]
    assert list((tmp_path / "settings.json").iterdir()) == []


def test_a_home_that_is_a_file_is_named_as_the_cause(golf: Golf, tmp_path: Path) -> None:
    """GOLF_TUI_HOME naming a file: the messages blamed …/settings.json and
    …/data/autosave.json ("Not a directory") rather than the home."""
    home = tmp_path / "home"
    home.write_text("a file where the directory should be")
    _settings, problems = load_settings_report(home / "settings.json")
    assert problems == [f"Settings file {home / 'settings.json'} cannot be read ({home} is not a"
                        " directory); the defaults are used."]
    done = golf("--resume", home=home)
    assert done.returncode == 2
    assert done.stderr == (f"golf-tui: {home / 'data' / 'autosave.json'}: cannot read: {home} is"
                           " not a directory. No saved match can be resumed from it.\n")


AUTOSAVE_A_FOLDER = {
    "en": "{path}: cannot read: Is a directory. No saved match can be resumed from it, and no"
          " match can be saved until that folder is moved or removed.",
    "nb": "{path}: kan ikke leses: er en mappe. Ingen lagrede partier kan fortsettes derfra, og"
          " ingen partier kan lagres før den mappen er flyttet eller fjernet.",
}


@pytest.mark.parametrize("lang", list(AUTOSAVE_A_FOLDER))
async def test_an_autosave_that_is_a_folder_says_what_that_means(lang: str,
                                                                 tmp_path: Path) -> None:
    """It said only "…/autosave.json: cannot read: Is a directory", leaving the player to guess
    that there is no match to resume, and that none will be saved until the folder goes."""
    path = tmp_path / "data" / "autosave.json"
    path.mkdir(parents=True)
    (tmp_path / "settings.json").write_text(json.dumps({"language": lang}))
    set_language(lang)  # as the command line does, from the settings, before the app
    try:
        app = GolfApp(session=bare_session(tmp_path))
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.pause()
            assert type(app.screen).__name__ == "SetupScreen"
    finally:
        set_language("en")
    assert AUTOSAVE_A_FOLDER[lang].format(path=path) in app.notices
    assert path.is_dir()  # left as it is


def test_resume_from_a_folder_says_what_that_means(golf: Golf, tmp_path: Path) -> None:
    path = tmp_path / "data" / "autosave.json"
    path.mkdir(parents=True)
    done = golf("--resume", home=tmp_path)
    assert done.returncode == 2
    assert done.stderr == "golf-tui: " + AUTOSAVE_A_FOLDER["en"].format(path=path) + "\n"


@pytest.mark.parametrize("value", ['["Ola", "Kari"]', '{"seats": "Ola"}',
                                   '{"seats": ["Ola", 2]}', '{"seats": ["Ola"], "played": 1}'])
def test_a_damaged_note_of_the_deal_passed_is_left_out_without_a_word(
        value: str, tmp_path: Path) -> None:
    """``deal_passed`` is the game's own note (why the next setup lists the players from the
    next dealer), nothing the player chose or could mend: one of the wrong kind is left out,
    the rest kept, and nothing said or copied aside for it; a whole one is read."""
    path = tmp_path / "settings.json"
    path.write_text(f'{{"deal_passed": {value}, "ruleset": "danish-6"}}')
    settings, problems = load_settings_report(path)
    assert (settings.deal_passed, settings.ruleset, problems) == (None, "danish-6", [])
    assert not (tmp_path / "settings.json.bad").exists()
    path.write_text('{"deal_passed": {"seats": ["Ola", "Kari"]}}')
    settings, problems = load_settings_report(path)
    assert settings.deal_passed is not None and problems == []
    assert (settings.deal_passed.seats, settings.deal_passed.played) == (["Ola", "Kari"], False)
