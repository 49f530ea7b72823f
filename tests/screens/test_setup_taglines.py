"""The setup's list of presets: three titles read nearly the same (Sekskortsgolf, Sexkortsgolf,
Sekskorts-Golf), and their descriptions differ by one clause. Each preset's line says, under
the title, where it is from and what sets it apart (its ``tagline``): every preset's where the
pane has room, the chosen one's at 80×24. A ruleset without one has its line alone."""

from __future__ import annotations

from pathlib import Path

import pytest

from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.engine.serialize import match_to_dict
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset, preset_names
from golf_tui.simulate import simulate

from .screen_host import ScreenHost, frame_lines

TAGLINES = {
    "en": {"norwegian-4": "Norway · hidden cards, knock", "norwegian-6": "Norway · flip as a turn",
           "swedish-6": "Sweden · a draw every turn", "danish-6": "Denmark · going out ends it",
           "nine-card": "Worldwide · triples score 0"},
    "nb": {"norwegian-6": "Norge · snu et kort som trekk", "swedish-6": "Sverige · trekk hver tur",
           "danish-6": "Danmark · slutt når én går ut"},
    "sv": {"norwegian-6": "Norge · vänd ett kort som drag", "swedish-6": "Sverige · dra varje tur",
           "danish-6": "Danmark · slut när någon går ut"},
    "da": {"norwegian-6": "Norge · vend et kort som tur", "swedish-6": "Sverige · træk hver tur",
           "danish-6": "Danmark · slut når én går ud"},
}


def settings(ruleset: str = "swedish-6") -> Settings:
    return Settings(seats=[SeatSetting(name="Kari"), SeatSetting(name="Ola")], ruleset=ruleset)


async def pane_lines(size: tuple[int, int], ruleset: str = "swedish-6") -> list[str]:
    """The rules pane's lines as drawn (the ruleset list and what is under it)."""
    app = ScreenHost(lambda: SetupScreen(settings(ruleset), remember=False))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        pane = app.screen.query_one("#rules-pane").content_region
        return [line[pane.x:pane.right].rstrip() for line in frame_lines(app)]


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_every_preset_says_where_it_is_from_under_its_title(lang: str) -> None:
    set_language(lang)
    try:
        lines = await pane_lines((120, 40))
    finally:
        set_language("en")
    for name, tagline in TAGLINES[lang].items():
        (at,) = [n for n, line in enumerate(lines) if f" {name} " in line]
        assert lines[at + 1].strip() == tagline, (name, lines)


async def test_at_80x24_the_chosen_preset_says_it_and_the_rest_stays_in_sight() -> None:
    """Five more lines pushed the last of the pane below the screen at 80×24: there the
    chosen preset's line says it alone, and the preset with the most house rules still shows
    its facts."""
    lines = await pane_lines((80, 24), "norwegian-4")
    (at,) = [n for n, line in enumerate(lines) if " norwegian-4 " in line]
    assert lines[at + 1].strip() == "Norway · hidden cards, knock", lines
    assert not any("Sweden ·" in line for line in lines), lines
    assert any("2–8 players · 9 holes" in line for line in lines), lines


async def test_a_ruleset_without_a_tagline_has_its_line_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from golf_tui import presets

    shipped = Path(str(presets._preset_dir()))
    for name in preset_names():
        text = (shipped / f"{name}.toml").read_text(encoding="utf-8")
        if name == "danish-6":
            text = "\n".join(line for line in text.splitlines()
                             if not line.startswith("tagline"))
        (tmp_path / f"{name}.toml").write_text(text, encoding="utf-8")
    monkeypatch.setattr(presets, "_preset_dir", lambda: tmp_path)
    lines = await pane_lines((120, 40))
    (at,) = [n for n, line in enumerate(lines) if " danish-6 " in line]
    assert " nine-card " in lines[at + 1], lines


def test_the_tagline_is_not_saved_with_a_match() -> None:
    """It changes nothing of the play: a record with it would not read in a golf-tui without
    the field (a ruleset's keys are checked strictly)."""
    assert load_ruleset("swedish-6").tagline == "Sweden · a draw every turn"
    record = match_to_dict(simulate(load_ruleset("swedish-6", rules=["match.holes=1"]), 2, 1))
    assert "tagline" not in record["ruleset"]
