"""A preset file that does not read (a damaged installation, a preset edited by hand and got
wrong): the setup still opens with the presets that do, names the broken one once, and a preset
that breaks while the setup is up is named at Start instead of taking the game down; every
command names it as it names a ruleset file's problem, never with a traceback."""

from __future__ import annotations

import json
import os
import re
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from textual.widgets import OptionList, Static

import golf_tui.presets as presets
from golf_tui.app.app import GolfApp
from golf_tui.app.session import bare_session
from golf_tui.app.settings import load_settings_report
from golf_tui.engine import RulesetError
from golf_tui.presets import load_ruleset, preset_names

SHIPPED = preset_names()


@pytest.fixture
def preset_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the shipped presets, used as the game's, to damage."""
    shipped = Path(str(presets._preset_dir()))
    folder = tmp_path / "rulesets"
    folder.mkdir()
    for name in SHIPPED:
        (folder / f"{name}.toml").write_bytes((shipped / f"{name}.toml").read_bytes())
    monkeypatch.setattr(presets, "_preset_dir", lambda: folder)
    return folder


def damage(folder: Path, name: str) -> None:
    """``name``'s file given a key twice at its end, as a hand that edits it might."""
    with (folder / f"{name}.toml").open("a", encoding="utf-8") as f:
        f.write('\n[values]\nK = 0\n')


@pytest.mark.parametrize("kind", ["folder", "loop", "pipe"])
def test_a_preset_that_is_no_file_is_named_not_a_traceback(preset_dir: Path, kind: str) -> None:
    """A folder named like a preset, or a symbolic link that leads round in a loop, in the
    presets' folder: an OSError came out of every command that read it (``rulesets`` too). A
    named pipe: every command waited for ever."""
    if kind == "folder":
        (preset_dir / "zz.toml").mkdir()
    elif kind == "pipe":  # nobody writes to it: reading it waited for ever
        os.mkfifo(preset_dir / "zz.toml")
    else:
        (preset_dir / "zz.toml").symlink_to(preset_dir / "yy.toml")
        (preset_dir / "yy.toml").symlink_to(preset_dir / "zz.toml")
    with pytest.raises(RulesetError, match=r"^preset zz: cannot read: "):
        load_ruleset("zz")


def offered(app: GolfApp) -> list[str | None]:
    """The presets the setup's list offers, by name, in its order."""
    listed = app.screen.query_one("#presets", OptionList)
    return [listed.get_option_at_index(i).id for i in range(listed.option_count)]


async def test_the_setup_opens_with_the_presets_that_read(preset_dir: Path,
                                                          tmp_path: Path) -> None:
    """One broken preset took the setup down with a traceback before it was drawn: now the
    list offers the others, a warning names the broken one's problem once, and the remembered
    ruleset, the broken one, gives way to the first that reads."""
    damage(preset_dir, "norwegian-4")
    (tmp_path / "settings.json").write_text('{"ruleset": "norwegian-4"}')
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        assert offered(app) == SHIPPED[1:]
        assert app.screen._preset == SHIPPED[1]  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert type(app.screen).__name__ != "SetupScreen"  # the others play
    broken = [n for n in app.notices if "preset norwegian-4" in n]
    assert len(broken) == 1, app.notices
    assert "line" in broken[0] and "values" in broken[0]


async def test_a_preset_broken_after_the_setup_came_up_is_named_at_start(
        preset_dir: Path, tmp_path: Path) -> None:
    """The chosen preset's file broken while the setup is up: Start said nothing of it and
    the game ended in a traceback. Now Start names the problem under the form and waits;
    another preset still plays."""
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        chosen = app.screen._preset  # type: ignore[attr-defined]
        damage(preset_dir, chosen)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        said = str(app.screen.query_one("#problems", Static).render())
        assert f"preset {chosen}" in said.replace("\n  ", " ") and "values" in said
        other = next(n for n in SHIPPED if n != chosen)
        listed = app.screen.query_one("#presets", OptionList)
        listed.highlighted = SHIPPED.index(other)
        await pilot.pause()
        assert app.screen._preset == other  # type: ignore[attr-defined]
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert type(app.screen).__name__ != "SetupScreen"


def test_the_house_rules_remembered_for_a_broken_preset_are_kept(preset_dir: Path,
                                                                  tmp_path: Path) -> None:
    """Reading the settings checked each remembered house rule against its preset: a broken
    preset's short match took the game down as it started, and its other rules were dropped
    from the settings for good, each with a warning of the file's problem. They are kept, as
    they were, for when the file is mended."""
    damage(preset_dir, "norwegian-6")
    path = tmp_path / "settings.json"
    remembered = {"norwegian-6": ["18-holes", "match.holes=3"], "swedish-6": ["jokers"]}
    path.write_text(json.dumps({"ruleset": "swedish-6", "house_rules": remembered}))
    settings, problems = load_settings_report(path)
    assert problems == []
    assert settings.house_rules == remembered


async def test_with_no_preset_that_reads_the_game_ends_saying_why(preset_dir: Path,
                                                                  tmp_path: Path) -> None:
    """Nothing to offer: the game ends with status 2 and every preset's problem (the command
    line prints ``start_failed``), where an empty list ended it in a traceback."""
    for name in SHIPPED:
        damage(preset_dir, name)
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
    assert app.return_code == 2
    assert app.start_failed is not None
    assert [line.split(":")[0] for line in app.start_failed.splitlines()] \
        == [f"preset {name}" for name in SHIPPED]


def test_after_a_match_of_a_file_the_setup_names_the_preset_it_offers(preset_dir: Path,
                                                                      tmp_path: Path) -> None:
    """A match of one's own ruleset file over, the setup says which preset Start plays
    instead: the one remembered, broken, took the game down between the match and the setup.
    It names the preset the setup offers in its stead."""
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.screens.setup_saving import not_carried_over
    from golf_tui.app.settings import Settings

    damage(preset_dir, "norwegian-4")
    own = tmp_path / "own.toml"
    own.write_text('extends = "swedish-6"\nname = "own"\ntitle = "Our own"\n', encoding="utf-8")
    config = GameConfig(load_ruleset(str(own)), (Seat("Kari"), Seat("Ola")))
    said = not_carried_over(config, Settings(ruleset="norwegian-4"))
    assert said.startswith("Our own,") and said.endswith("Start plays Sekskortsgolf.")


def test_a_presets_problem_names_its_line(preset_dir: Path) -> None:
    """A preset edited by hand and got wrong was named without a line ("preset danish-6: key
    'match.holes': must be at most 99"), where a file of one's own names it."""
    path = preset_dir / "danish-6.toml"
    text = path.read_text(encoding="utf-8").replace("holes = 9", "holes = 900", 1)
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index(next(t for t in text.splitlines() if "holes = 900" in t)) + 1
    with pytest.raises(RulesetError) as caught:
        load_ruleset("danish-6")
    assert str(caught.value).startswith(f"preset danish-6: line {line}: key 'match.holes': ")


async def test_a_broken_preset_is_warned_of_once_a_run(preset_dir: Path, tmp_path: Path) -> None:
    """Every setup after a match (New setup) warned of it again, the same words each time."""
    from golf_tui.app.screens.setup import SetupScreen

    damage(preset_dir, "nine-card")
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        await app.push_screen(SetupScreen(remember=False))
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
    assert len([n for n in app.notices if "preset nine-card" in n]) == 1, app.notices


@pytest.mark.parametrize("kind", ["missing", "file"])
async def test_a_presets_folder_that_does_not_read_is_named(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, kind: str) -> None:
    """The presets' folder gone (or a file in its place): every command, ``rulesets`` too,
    ended in a traceback listing it. Each names the folder and why; the game ends so too."""
    folder = tmp_path / "rulesets"
    if kind == "file":
        folder.write_text("")
    monkeypatch.setattr(presets, "_preset_dir", lambda: folder)
    assert preset_names() == []
    with pytest.raises(RulesetError) as caught:
        load_ruleset("swedish-6")
    assert str(caught.value).startswith(f"no preset 'swedish-6': the presets' folder {folder}"
                                        " cannot be read: ")
    assert presets.readable_presets() == ({}, [presets.folder_problem()])
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
    assert app.return_code == 2 and app.start_failed == presets.folder_problem()


def test_the_settings_are_kept_while_the_presets_folder_does_not_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every remembered house rule was dropped from the settings for good, and the remembered
    ruleset with them, each "no preset 'danish-6' (presets: )"."""
    monkeypatch.setattr(presets, "_preset_dir", lambda: tmp_path / "gone")
    path = tmp_path / "settings.json"
    remembered = {"danish-6": ["jokers=minus-3", "match.holes=3"]}
    path.write_text(json.dumps({"ruleset": "danish-6", "house_rules": remembered}))
    settings, problems = load_settings_report(path)
    assert problems == []
    assert settings.ruleset == "danish-6" and settings.house_rules == remembered


def test_rulesets_lists_every_preset_that_reads_then_names_the_others(
        preset_dir: Path, golf_here: Callable[..., subprocess.CompletedProcess[str]]) -> None:
    """``golf-tui rulesets`` stopped at the first preset that did not read (those after it were
    not listed), and with no folder at all listed nothing and exited 0, saying nothing."""
    damage(preset_dir, "norwegian-6")
    done = golf_here("rulesets")
    listed = [line.split()[0] for line in done.stdout.splitlines() if not line.startswith(" ")]
    assert listed == [name for name in SHIPPED if name != "norwegian-6"]
    assert done.returncode == 2 and done.stderr.startswith("golf-tui: preset norwegian-6: line ")
    for path in preset_dir.iterdir():
        path.unlink()
    preset_dir.rmdir()
    done = golf_here("rulesets")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == f"golf-tui: {presets.folder_problem()}\n"


def misname(folder: Path, file: str, name: str) -> int:
    """Swedish-6's file as ``file``.toml, its ``name`` changed to ``name`` (a preset renamed by
    hand, or a copy saved under another name): the line of its ``name``."""
    text = (folder / "swedish-6.toml").read_text(encoding="utf-8")
    lines = text.splitlines()
    line = next(n for n, t in enumerate(lines, 1) if t.startswith("name ="))
    lines[line - 1] = f'name = "{name}"'
    (folder / "swedish-6.toml").unlink()
    (folder / f"{file}.toml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return line


MISNAMED = [("Swedish-6", "swedish-6"), ("foo", "bar"), ("foo", "swedish-6")]


@pytest.mark.parametrize(("file", "name"), MISNAMED)
def test_a_preset_named_otherwise_than_its_file_is_refused(
        preset_dir: Path, file: str, name: str,
        golf_here: Callable[..., subprocess.CompletedProcess[str]]) -> None:
    """``rulesets/foo.toml`` holding ``name = "bar"`` was listed as preset foo and played as
    bar (its matches, its statistics, its remembered house rules under bar, or under another
    preset's name); ``Swedish-6.toml`` holding swedish-6 was a preset "Swedish-6" that played
    as swedish-6. Every command now refuses it, naming the file and both names, as it refuses
    a preset that does not read; the others still play."""
    line = misname(preset_dir, file, name)
    said = (f"preset {file}: line {line}: key 'name': is {name!r}, but the file is {file}.toml:"
            f" a preset's name must be its file's name without .toml ({file!r})")
    with pytest.raises(RulesetError) as caught:
        load_ruleset(file)
    assert str(caught.value) == said
    listed = golf_here("rulesets")
    assert [line.split()[0] for line in listed.stdout.splitlines()
            if not line.startswith(" ")] == [n for n in SHIPPED if n != "swedish-6"]
    assert listed.returncode == 2 and listed.stderr == f"golf-tui: {said}\n"
    for args in (["rulesets", "show", file], ["simulate", "--ruleset", file, "--matches", "1"]):
        done = golf_here(*args)
        assert (done.returncode, done.stdout, done.stderr) == (2, "", f"golf-tui: {said}\n"), args
    own = preset_dir.parent / "own.toml"
    own.write_text(f'extends = "{file}"\nname = "own"\n', encoding="utf-8")
    with pytest.raises(RulesetError, match=r"^\S*own\.toml: line 1: key 'extends': preset "
                       + re.escape(file) + r": line \d+: key 'name': is "):
        load_ruleset(str(own))
    assert load_ruleset("danish-6").name == "danish-6"


@pytest.mark.parametrize(("file", "name"), MISNAMED[:2])
async def test_the_setup_leaves_out_a_preset_named_otherwise_than_its_file(
        preset_dir: Path, tmp_path: Path, file: str, name: str) -> None:
    """The setup offered it under its file's name and played it under the other: it is left
    out, its problem said once, as a preset that does not read."""
    misname(preset_dir, file, name)
    app = GolfApp(session=bare_session(tmp_path))
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        assert type(app.screen).__name__ == "SetupScreen"
        assert offered(app) == [n for n in SHIPPED if n != "swedish-6"]
    broken = [n for n in app.notices if f"preset {file}" in n]
    assert len(broken) == 1 and f"is {name!r}, but the file is {file}.toml" in broken[0], \
        app.notices


def test_after_a_match_of_a_file_with_no_preset_that_reads_none_is_named(
        preset_dir: Path, tmp_path: Path) -> None:
    """Every preset broken since the match began: the setup after it ends the game saying
    why, so there is no preset Start plays instead. The note said there was ("Start plays
    norwegian-4", a broken one, by its file's name) just before the game ended over it."""
    from golf_tui.app.config import GameConfig, Seat
    from golf_tui.app.screens.setup_saving import not_carried_over
    from golf_tui.app.settings import Settings

    own = tmp_path / "own.toml"
    own.write_text('extends = "swedish-6"\nname = "own"\ntitle = "Our own"\n', encoding="utf-8")
    config = GameConfig(load_ruleset(str(own)), (Seat("Kari"), Seat("Ola")))
    for name in SHIPPED:
        damage(preset_dir, name)
    assert not_carried_over(config, Settings(ruleset="swedish-6")) == ""


def test_a_preset_mended_while_the_game_runs_is_named_by_its_title_again(
        preset_dir: Path) -> None:
    """A preset broken when its title was first asked for, then mended (the setup names it; the
    player fixes the file and opens the setup again): its title stayed left out for the rest of
    the run, so the mended preset played as a file of its own ("Four-card Golf ·
    norwegian-4") on the status line, the scorecard and in the history."""
    name = SHIPPED[0]
    shipped = (preset_dir / f"{name}.toml").read_bytes()
    damage(preset_dir, name)
    assert presets.name_for(name) == name  # broken: no title to name it by
    (preset_dir / f"{name}.toml").write_bytes(shipped)
    ruleset = load_ruleset(name)
    assert presets.name_for(name) == ruleset.title
    assert presets.ruleset_name(ruleset) == ruleset.title
