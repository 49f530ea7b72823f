"""The setup's list of presets: three titles read nearly the same (Sekskortsgolf, Sexkortsgolf,
Sekskorts-Golf), and their descriptions differ by one clause. Each preset's line says, under
the title, where it is from and what sets it apart (its ``tagline``): every preset's where the
pane has room, the chosen one's at 80×24, where every line names its country instead (in its
name's stead). A ruleset without one has its line alone."""

from __future__ import annotations

from pathlib import Path

import pytest

import golf_tui.app.screens.setup_presets as setup_presets
from golf_tui.app.screens.setup import SetupScreen
from golf_tui.app.settings import SeatSetting, Settings
from golf_tui.engine.serialize import match_from_dict, match_to_dict
from golf_tui.i18n import set_language, translated
from golf_tui.presets import country_of, load_ruleset, preset_names, preset_tagline
from golf_tui.simulate import simulate

from .screen_host import ScreenHost, frame_lines

TAGLINES = {
    "en": {"norwegian-4": "Norway · hidden cards, knock", "norwegian-6": "Norway · flip as a turn",
           "swedish-6": "Sweden · a draw every turn", "danish-6": "Denmark · going out ends it",
           "nine-card": "Worldwide · triples score 0"},
    "nb": {"norwegian-6": "Norge · snu et kort som trekk", "swedish-6": "Sverige · trekk hver tur",
           "danish-6": "Danmark · ingen siste runde",
           "nine-card": "Verden over · tre like gir 0"},
    "sv": {"norwegian-6": "Norge · vänd ett kort som drag", "swedish-6": "Sverige · dra varje tur",
           "danish-6": "Danmark · ingen sista runda",
           "nine-card": "Världen över · tre lika ger 0"},
    "da": {"norwegian-6": "Norge · vend et kort som tur", "swedish-6": "Sverige · træk hver tur",
           "danish-6": "Danmark · ingen sidste omgang",
           "nine-card": "Verden over · tre ens tæller 0"},
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


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_at_80_columns_every_preset_keeps_its_line_and_tagline_whole(lang: str) -> None:
    """At 80×30 (every tagline shown) a Swedish tagline one column too long ("Danmark · slut
    när någon går ut") wrapped every line of the list: "2×2" under its title, "drag" under
    its tagline."""
    set_language(lang)
    try:
        lines = await pane_lines((80, 30))
        taglines = {name: translated(preset_tagline(name)) for name in preset_names()}
    finally:
        set_language("en")
    for name, tagline in taglines.items():
        (at,) = [n for n, line in enumerate(lines) if f" {name} " in line]
        assert lines[at].rstrip().endswith(("2×2", "2×3", "3×3")), (name, lines)
        assert lines[at + 1].strip() == tagline, (name, lines)


async def test_at_80x24_the_chosen_preset_says_it_and_the_rest_stays_in_sight() -> None:
    """Five more lines pushed the last of the pane below the screen at 80×24: there the
    chosen preset's line says it alone, and the preset with the most house rules still shows
    its facts."""
    lines = await pane_lines((80, 24), "norwegian-4")
    (at,) = [n for n, line in enumerate(lines) if "Firekortsgolf " in line]
    assert lines[at + 1].strip() == "Norway · hidden cards, knock", lines
    assert not any("Sweden ·" in line for line in lines), lines
    assert any("2–8 players · 9 holes" in line for line in lines), lines



@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_at_80x24_every_preset_s_line_is_one_row(lang: str) -> None:
    """Where each line names its country, the Swedish nine-card's "Hela världen" (since
    "Världen över", as long), a cell wider than the file names, wrapped every line of the list:
    "2×2" alone under its title."""
    set_language(lang)
    try:
        lines = await pane_lines((80, 24))
        titles = [translated(load_ruleset(name).title) for name in preset_names()]
    finally:
        set_language("en")
    rows = [line for line in lines if any(f"{title} " in line for title in titles)]
    assert len(rows) == len(titles), lines
    for title, line in zip(titles, rows, strict=True):
        assert f"{title} " in line and line.endswith(("2×2", "2×3", "3×3")), (title, lines)


@pytest.mark.parametrize(("lang", "rows"), [
    ("sv", ["Fyrkortsgolf  Norge", "Sexkortsgolf  Norge", "Sexkortsgolf  Sverige",
            "Sexkortsgolf  Danmark", "Niokortsgolf  Världen över"]),
    ("nb", ["Firekortsgolf  Norge", "Sekskortsgolf  Norge", "Sekskortsgolf  Sverige",
            "Sekskortsgolf  Danmark", "Nikortsgolf    Verden over"]),
    ("da", ["Firekorts-Golf Norge", "Sekskorts-Golf Norge", "Sekskorts-Golf Sverige",
            "Sekskorts-Golf Danmark", "Nikorts-Golf   Verden over"]),
])  # fmt: skip
async def test_the_list_names_the_presets_in_the_language_of_the_screen(
        lang: str, rows: list[str]) -> None:
    """The Swedish list showed the Norwegian and Danish names, "Firekortsgolf", "Sekskortsgolf"
    and "Sekskorts-Golf", where the Swedish rules say "fyrkorts-, sexkorts- eller
    niokortsgolf", and the nine-card's "Världen" read oddly: each language names them in its
    own words, as its rules pages do, the country beside each. Nine-card is played "the world
    over" in every language: Swedish "Hela världen" (the whole world) read as a place, beside
    the Norwegian and Danish "Verden over"."""
    set_language(lang)
    try:
        lines = await pane_lines((80, 24))
    finally:
        set_language("en")
    shown = [line[2:].rsplit(" ", 1)[0].rstrip() for line in lines
             if line.rstrip().endswith(("2×2", "2×3", "3×3"))]
    assert shown == rows, lines


def test_a_long_country_is_cut_to_the_list_s_column(monkeypatch: pytest.MonkeyPatch) -> None:
    """A translation's country longer than the file names is cut, never wraps the row."""
    monkeypatch.setattr(setup_presets, "translated",
                        lambda text: text.replace("Worldwide", "All the wide world"))
    screen = SetupScreen(settings(), remember=False)
    _row, country_row, _tagline = screen._preset_rows()["nine-card"]
    assert " All the wi… 3×3" in country_row, country_row


def test_a_preset_s_country_is_its_tagline_s_first_words() -> None:
    assert country_of("Norway · flip as a turn") == "Norway"
    assert country_of("Sverige · dra varje tur") == "Sverige"
    assert country_of("a tagline without a place") == ""


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
async def test_at_80x24_each_line_names_its_country(lang: str) -> None:
    """With the chosen preset's tagline alone, Sekskortsgolf, Sexkortsgolf and Sekskorts-Golf
    read nearly the same (in Swedish, "Sexkortsgolf" thrice): each line names its country (its
    tagline's first words) where it names the preset from 27 lines, and the rules text's last
    line stays in sight."""
    set_language(lang)
    try:
        lines = await pane_lines((80, 24))
        words = {name: (translated(load_ruleset(name).title),
                        country_of(translated(preset_tagline(name)))) for name in preset_names()}
    finally:
        set_language("en")
    rows = [line for line in lines if line.rstrip().endswith(("2×2", "2×3", "3×3"))]
    for (name, (title, country)), line in zip(words.items(), rows, strict=True):
        assert f"{title} " in line and f" {country} " in line and name not in line, (
            name, lines)
    assert any("2–8" in line for line in lines), lines
    wide = await pane_lines((120, 40))  # every tagline under its title: the names stay
    assert all(any(f" {name} " in line for line in wide) for name in words), wide


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


def test_the_tagline_is_the_file_s_not_the_ruleset_s() -> None:
    """It changes nothing of the play: the ruleset is made without it, so a match's record has
    no key a golf-tui without it would refuse, and a match read back is the match saved."""
    assert preset_tagline("swedish-6") == "Sweden · a draw every turn"
    ruleset = load_ruleset("swedish-6", rules=["match.holes=1"])
    assert "tagline" not in ruleset.model_dump()
    match = simulate(ruleset, 2, 1)
    assert match_from_dict(match_to_dict(match)).ruleset == ruleset


def test_a_custom_file_may_have_one(tmp_path: Path) -> None:
    path = tmp_path / "kitchen.toml"
    path.write_text('extends = "swedish-6"\nname = "kitchen"\ntagline = "Home · kings -1"\n',
                    encoding="utf-8")
    assert load_ruleset(str(path)).name == "kitchen"


def test_a_tagline_the_game_would_not_show_is_none(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from golf_tui import presets

    shipped = Path(str(presets._preset_dir()))
    for name in preset_names():
        (tmp_path / f"{name}.toml").write_bytes((shipped / f"{name}.toml").read_bytes())
    danish = (tmp_path / "danish-6.toml").read_text(encoding="utf-8")
    for bad in ('tagline = 5', 'tagline = "x\\u001b[2J"', f'tagline = "{"x" * 41}"'):
        text = "\n".join(bad if line.startswith("tagline") else line
                         for line in danish.splitlines())
        (tmp_path / "danish-6.toml").write_text(text, encoding="utf-8")
        monkeypatch.setattr(presets, "_preset_dir", lambda: tmp_path)
        assert preset_tagline("danish-6") == "", bad
