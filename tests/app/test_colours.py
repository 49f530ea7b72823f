"""Few colours and none: the selected card and the red suits stay apart in 16 colours, and under
NO_COLOR a red face is as bright as a black one, never the grey of a card's back."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from rich.color import Color as RichColor
from rich.color import ColorSystem
from rich.text import Text
from textual.color import Color
from textual.content import Content
from textual.filter import dim_color
from textual.widget import Widget
from textual.widgets import Button, DataTable, OptionList, Select, Static
from textual.widgets._footer import FooterKey

from golf_tui.app.app import GolfApp
from golf_tui.app.colours import contrast as _contrast
from golf_tui.app.colours import faint, faint_rich
from golf_tui.app.screens.history import HistoryScreen
from golf_tui.app.screens.table import TableScreen
from golf_tui.app.settings import DealPassed, SeatSetting, Settings, save_settings
from golf_tui.app.widgets.card import CardBox
from golf_tui.app.widgets.hole_grid import _card_text
from golf_tui.engine import DrawStock
from golf_tui.engine.cards import parse_card
from golf_tui.storage import Store
from history_helpers import record

from .conftest import make_app

RED = {1, 9}  # red and bright red among the 16 colours


def _standard(color: Color) -> int | None:
    return RichColor.parse(color.hex6).downgrade(ColorSystem.STANDARD).number


def sixteen_colours(monkeypatch: pytest.MonkeyPatch) -> None:
    """A terminal of 16 colours, as TERM=xterm without COLORTERM gives."""
    monkeypatch.setenv("TERM", "xterm")
    monkeypatch.delenv("COLORTERM", raising=False)
    monkeypatch.delenv("TEXTUAL_COLOR_SYSTEM", raising=False)


def _grey(color: Color) -> float:
    """The grey NO_COLOR's filter (Textual's Monochrome) turns a colour into, 0 to 255."""
    return float(color.monochrome.r)


async def test_the_selected_card_is_not_marked_in_a_suits_red_in_16_colours(
        monkeypatch: pytest.MonkeyPatch) -> None:
    sixteen_colours(monkeypatch)
    app = make_app("swedish-6", 2, bots={1: "normal"})
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.console.color_system == "standard" and app.has_class("-few-colours")
        await pilot.press("enter", "1", "2")
        await app.workers.wait_for_complete()
        await pilot.pause()
        await pilot.press("d", "right")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, TableScreen)
        (selected,) = [b for b in screen.query("#own CardBox") if b.has_class("-selected")]
        border = selected.styles.border.top
        assert border[0] == "heavy"
        assert _standard(border[1]) not in RED
        red = CardBox()
        red.set_classes(["-face", "-red", "-large"])
        await screen.mount(red)
        await pilot.pause()
        assert _standard(red.styles.color) in RED  # the suits are still red
        assert _standard(red.styles.color) != _standard(border[1])


async def test_red_faces_are_bright_not_grey_without_colour(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        boxes = {}
        for name in ("red", "black", "back"):
            box = CardBox()
            boxes[name] = box
            await app.screen.mount(box)
        boxes["red"].show(parse_card("K♥"), kind="face", ascii=False)
        boxes["black"].show(parse_card("K♠"), kind="face", ascii=False)
        boxes["back"].show(None, kind="back", ascii=False)
        await pilot.pause()
        red, black, back = (_grey(boxes[n].styles.color) for n in ("red", "black", "back"))
        assert red == black
        assert red - back > 60
        # the opponents' grids and the hole result write red faces as text: bold, not red
        assert app.no_color
        text = _card_text(parse_card("K♥"), False, False, no_color=True)
        assert [span.style for span in text.spans] == ["bold"]


async def test_a_peeked_card_is_not_framed_in_a_suits_red_in_16_colours(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The theme's warning orange, the peek's frame, comes out bright red in 16 colours."""
    sixteen_colours(monkeypatch)
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.has_class("-few-colours")
        boxes = {}
        for name, classes in (("peeked", ["-face", "-large", "-revealed"]),
                              ("selected", ["-face", "-large", "-selected"]),
                              ("compact", ["-face", "-compact", "-revealed"])):
            boxes[name] = CardBox()
            boxes[name].set_classes(classes)
            await app.screen.mount(boxes[name])
        await pilot.pause()
        peeked = boxes["peeked"].styles.border.top
        assert peeked[0] == "dashed"
        assert _standard(peeked[1]) not in RED
        assert _standard(peeked[1]) != _standard(boxes["selected"].styles.border.top[1])
        assert boxes["compact"].styles.border.top[0] in ("", "none")  # brackets mark it there


@pytest.mark.parametrize("colours", ["truecolor", "16"])
async def test_red_suits_have_one_red_everywhere(monkeypatch: pytest.MonkeyPatch,
                                                 colours: str) -> None:
    """A heart in an opponent's grid and in a hole's result is the red of a heart on the
    discard pile (it was Rich's ANSI red: rgb(244,0,95), and magenta in 16 colours, beside the
    pile's rgb(208,80,109) and bright red); in 16 colours still apart from the selection's
    yellow and the peek's magenta."""
    from rich.style import Style

    from golf_tui.app.widgets.card import dim_text, suit_red
    from golf_tui.app.widgets.opponents import OpponentGrid, Seat

    if colours == "16":
        sixteen_colours(monkeypatch)
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        heart = parse_card("K♥")
        pile = CardBox()
        await app.screen.mount(pile)
        pile.show(heart, kind="face", ascii=False)
        grid = OpponentGrid(9, 3)
        await app.screen.mount(grid)
        grid.show(Seat(9, "Ola", 0, (heart, None, None, None, None, None), False, False),
                  ascii=False)
        await pilot.pause()
        pile_red = pile.styles.color.rich_color
        texts = {"opponent": grid.visual, "result": _card_text(heart, False, False,
                                                               red=suit_red(app))}
        for where, text in texts.items():
            spans = [str(s.style) for s in getattr(text, "spans", [])]
            assert not any("ansi_" in s for s in spans), (where, spans)  # the terminal's red
            styles = [Style.parse(s) for s in spans]
            backs = Style.parse(dim_text(app)).color  # the face-down cards' dimmed text
            reds = [s.color for s in styles if s.color is not None
                    and (backs is None or s.color.get_truecolor() != backs.get_truecolor())]
            assert reds, where
            for red in reds:
                assert red.get_truecolor() == pile_red.get_truecolor(), where
                assert red.downgrade(ColorSystem.STANDARD).number in RED, where


def test_contrast_is_wcag_s_ratio() -> None:
    """The ratio the game picks its colours by and these tests check them with: WCAG's figures
    (black on white 21:1, #777 on white just under 4.5:1, #767676 just over)."""
    white = Color.parse("#ffffff")
    assert _contrast(Color.parse("#000000"), white) == pytest.approx(21)
    assert _contrast(white, Color.parse("#000000")) == pytest.approx(21)
    assert 4.47 < _contrast(Color.parse("#777777"), white) < 4.5 < _contrast(
        Color.parse("#767676"), white) < 4.55
    assert _contrast(white, white) == 1


@pytest.mark.parametrize("colours", ["truecolor", "16"])
async def test_the_light_theme_keeps_red_suits_and_the_selection_readable(
        monkeypatch: pytest.MonkeyPatch, colours: str) -> None:
    """In the light theme the theme's lightened red (3:1 on its background) and orange accent
    (1.5:1) were faint: the red faces, and the frame that shows which card is selected, are
    darker shades there; in 16 colours, where the light background is bright white, the
    selection is not the bright yellow the dark theme gets."""
    from golf_tui.app.widgets.card import suit_red

    if colours == "16":
        sixteen_colours(monkeypatch)
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = "textual-light"
        await pilot.pause()
        boxes = {}
        for name, classes in (("red", ["-face", "-red", "-large"]),
                              ("selected", ["-face", "-large", "-selected"])):
            boxes[name] = CardBox()
            boxes[name].set_classes(classes)
            await app.screen.mount(boxes[name])
        await pilot.pause()
        background = app.screen.styles.background
        red = boxes["red"].styles.color
        mark = boxes["selected"].styles.border.top[1]
        if colours == "truecolor":
            assert _contrast(red, background) >= 4.5
            assert _contrast(mark, background) >= 3
            assert Color.parse(suit_red(app)) == red  # the red of the faces written as text
        else:
            assert _standard(red) in RED
            assert _standard(mark) not in RED | {3, 7, 11, 15}  # no yellow, no white


async def test_the_dark_theme_keeps_its_colours() -> None:
    """The game's own colours are the dark theme's own there."""
    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.theme_variables["suit-red"] == app.theme_variables["error-lighten-1"]
        assert app.theme_variables["card-mark"] == app.theme_variables["accent"]


async def test_the_light_theme_keeps_the_frames_titles_readable() -> None:
    """A player's name and score on an opponent's frame, who went out and the best hole on a
    hole's result, the headings and notes: in the light theme they were in the frame's faint
    grey (2.4:1), the accent orange (1.5:1) or the success green (1.8:1) on the background."""
    from golf_tui.app.widgets.hole_grid import HoleGrid
    from golf_tui.app.widgets.opponents import OpponentGrid

    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = "textual-light"
        await pilot.pause()
        heart = parse_card("K♥")
        frames: list[tuple[str, HoleGrid | OpponentGrid]] = [
            ("title", OpponentGrid(9, 3)),
            ("title", HoleGrid("Kari", (heart,) * 6, 3, None, note="went out")),
            ("subtitle", HoleGrid("Ola", (heart,) * 6, 3, None, best=True)),
        ]
        frames[1][1].add_class("-closer")
        for _where, frame in frames:
            await app.screen.mount(frame)
        await pilot.pause()
        background = app.screen.styles.background
        for where, frame in frames:
            styles = frame.styles
            own = styles.border_title_color if where == "title" else styles.border_subtitle_color
            edge = styles.border.top[1] if where == "title" else styles.border.bottom[1]
            drawn = background + (own if own.a > 0 else edge)  # none of its own: the frame's
            assert _contrast(drawn, background) >= 3, (where, frame.classes)
        # a heading in the accent colour (the hole result's "Scorecard"), a note in the warning's
        from textual.widgets import Static

        texts = [Static("Scorecard", classes="section-title"),
                 Static("void", classes="history-note")]
        for text in texts:
            await app.screen.mount(text)
        await pilot.pause()
        for text in texts:
            assert _contrast(background + text.styles.color, background) >= 3, text.classes


async def test_framed_opponents_cards_take_the_new_themes_colours() -> None:
    """The opponents' framed cards are text in the colours of ``CardBox``'s frames and backs,
    taken from the theme: a theme picked from the palette redraws them at once (they kept the
    old theme's blue until the next move)."""
    from rich.style import Style

    from golf_tui.app.widgets.framed import paint

    app = make_app("swedish-6", 3, handover="never")
    async with app.run_test(size=(140, 45)) as pilot:
        await pilot.pause()
        table = app.screen
        assert isinstance(table, TableScreen)
        assert table.fitted is not None and table.fitted.opponents == "large"
        box = table.opponents.boxes[0]

        def colours() -> set[str]:
            spans = getattr(box.visual, "spans", [])
            return {Style.parse(str(s.style)).color.get_truecolor().hex.upper()
                    for s in spans if Style.parse(str(s.style)).color is not None}

        dark = paint(app)
        assert {dark.back.upper(), dark.back_edge.upper()} <= colours()
        app.theme = "textual-light"
        await pilot.pause()
        light = paint(app)
        assert light.back != dark.back
        assert {light.back.upper(), light.back_edge.upper()} <= colours()


def _drawn_below(app: GolfApp, kinds: tuple[type[Widget], ...], least: float,
                 keep: Callable[[Widget, Color], bool] | None = None
                 ) -> list[tuple[str, str, str, str, float]]:
    """Every non-blank cell run drawn by a widget of ``kinds`` on the screen now (its colours as
    the compositor blended them, a dim one's as the terminal dims it) whose contrast is under
    ``least``: (widget, text, fg, bg, ratio); only those ``keep`` keeps, given the widget and
    the run's background. The command palette's key's faint bar (``▏``, Textual's) is left
    out."""
    found = set()
    update = app.screen._compositor.render_update(full=True)
    for y, line in enumerate(update.strips):
        x = 0
        for strip in line:
            for segment in strip:
                text, style = segment.text, segment.style
                x, start = x + len(text), x
                if not text.strip() or text.strip() == "▏" or style is None \
                        or style.color is None or style.bgcolor is None:
                    continue
                widget, _ = app.screen.get_widget_at(start, y)
                if not isinstance(widget, kinds) or widget.has_class("-empty"):
                    continue
                colour = dim_color(style.bgcolor, style.color) if style.dim else style.color
                fg, bg = colour.get_truecolor(), style.bgcolor.get_truecolor()
                if style.reverse:
                    fg, bg = bg, fg
                ratio = _contrast(Color(*fg), Color(*bg))
                if ratio < least and (keep is None or keep(widget, Color(*bg))):
                    name = type(widget).__name__ + "".join(f".{c}" for c in sorted(widget.classes))
                    found.add((name, text.strip()[:12], Color(*fg).hex, Color(*bg).hex,
                               round(ratio, 2)))
    return sorted(found)


def _on_its_own_ground(widget: Widget, ground: Color) -> bool:
    """Whether ``ground`` is ``widget``'s own background (not a highlight's)."""
    return ground.hex == widget.background_colors[1].hex


# the words on a title bar (on the primary colour)
TITLE_BARS = ("setup-title", "keys-hint", "summary-title")


@pytest.mark.parametrize("theme", ["atom-one-light", "solarized-light", "solarized-dark"])
async def test_the_table_the_hole_result_and_the_setup_keep_contrast(theme: str) -> None:
    """Every frame, title, card and number the game draws itself on the table (the cursor on a
    card) and on a hole's result (the best hole) keeps WCAG's 3:1 on what it is drawn on, in
    the themes where they did not: atom-one-light's best hole in its success green (2.8:1),
    the grids' frames and names in ``$foreground 40%`` (1.7:1 in solarized-light, 1.9:1 in
    solarized-dark), a card's position number and a hole's points dim (2.4:1, 2.6:1). So do
    the footer's keys there and on the setup (atom-one-light's 1.8:1), a key or button that
    does nothing now, dimmed (1.5:1 to 2.3:1), the scorecard's "·" for a hole not played
    (2.6:1) and a preset's tagline (2.5:1); the ruleset's facts, words, keep 4.5:1 (2.6:1), as
    does the table's status line (4.1:1 in solarized-dark), and the setup's and the hole
    result's title bars (3.2:1 on solarized's blue); a choice's "▼" 3:1 (2.1:1 in
    solarized-dark), and a choice in focus 4.5:1 (3.2:1 on solarized's blue)."""
    from golf_tui.app.screens.setup_rules import RulesetText
    from golf_tui.app.screens.summary import HoleResultScreen
    from golf_tui.app.widgets.hole_grid import HoleGrid
    from golf_tui.app.widgets.opponents import OpponentGrid
    from golf_tui.app.widgets.scorecard_table import Scorecard
    from golf_tui.app.widgets.status import StatusBar

    from .conftest import Driver, press_each, setup_shown

    app = make_app("norwegian-4", 2, seed=2, bots={1: "normal"}, handover="never")
    async with app.run_test(size=(100, 30)) as pilot:
        app.theme = theme
        driver = Driver(pilot, check_privacy=False)
        table = await driver.until_legal(DrawStock())
        await press_each(pilot, "d", "right")
        await driver.settle()
        kinds = (CardBox, OpponentGrid, HoleGrid, FooterKey)
        # the status line's words, on its panel (solarized-dark's foreground 4.1:1 there)
        low = {"table": _drawn_below(app, kinds, 3) + _drawn_below(
            app, (Widget,), 4.5, lambda widget, _: isinstance(widget.parent, StatusBar))}
        for _ in range(500):
            if isinstance(app.screen, HoleResultScreen):
                break
            assert not table.ctrl.match.results, "the hole's result was not shown"
            await driver.step()
        assert app.screen.query(".-best")
        assert app.screen.query(Scorecard)
        low["result"] = _drawn_below(app, (*kinds, Scorecard), 3) + _drawn_below(
            app, (Widget,), 4.5, lambda widget, _: widget.id in TITLE_BARS)
        setup = await setup_shown(app, pilot)
        await driver.settle()
        assert setup.query("FooterKey.-disabled") and setup.query("Button:disabled")
        # Textual's own colours aside: its highlighted option, a success button's cream on
        # solarized's green (3:1 less a hair)
        arrows = _drawn_below(app, (Widget,), 3, lambda widget, _: widget.has_class("arrow"))
        choice = setup.query(Select).first()
        choice.focus()
        await pilot.pause()
        focused = _drawn_below(app, (Widget,), 4.5,
                               lambda widget, _: choice in widget.ancestors_with_self)
        low["setup"] = (arrows + focused + _drawn_below(app, (FooterKey,), 3)
                        + _drawn_below(app, (Button,), 3, lambda w, _: w.disabled)
                        + _drawn_below(app, (OptionList,), 3, _on_its_own_ground)
                        + _drawn_below(app, (RulesetText,), 4.5)
                        + _drawn_below(app, (Widget,), 4.5,
                                       lambda widget, _: widget.id in TITLE_BARS))
        assert low == {"table": [], "result": [], "setup": []}, "\n".join(
            f"{where}: {found}" for where, all_found in low.items() for found in all_found)


def test_every_theme_s_keys_buttons_words_and_selected_cards_keep_contrast() -> None:
    """The game's shades in every theme (no ANSI one, whose colours are the terminal's), as
    drawn on what they are drawn on: the footer's keys and words 4.5:1 on the footer (or the
    theme's own, where nothing but white does better: the solarized footer's cream on blue,
    3.4:1); a key or button that does nothing now 3:1, and fainter than one that does; dimmed
    words (a preset's tagline) 4.5:1 on the background and the surface (or the foreground's
    own, where that is less: solarized's on its surface, 4.4:1), in a Rich Text too (a narrow
    history's dates: Textual's dim was 3.3:1); a selected card's frame and a back's pattern 3:1
    on the selected card's ground (rose-pine-dawn's were 2.7:1), its position number 4.5:1
    there (4.1:1); a success button's label 4.5:1 on its green (catppuccin-latte's 2.9:1); a
    ticked switch's X 3:1 on its box (atom-one-light's 2.1:1); a table's column headers 4.5:1
    on its panel (atom-one-dark's 3.2:1); the rules' headings 4.5:1 on their box (flexoki's
    2.6:1); the command palette's highlighted command and help 4.5:1 (2.9:1 and 2.1:1)."""
    app = make_app()
    checked = []
    for name in sorted(app.available_themes):
        app.theme = name
        colours = app.current_theme.to_color_system().generate()
        ours = app.get_theme_variable_defaults()
        if Color.parse(colours["background"]).ansi is not None:
            continue

        def drawn(value: str, ground: Color) -> Color:
            colour, _, alpha = value.partition(" ")
            parsed = Color.parse(colour)  # a colour's own alpha too (the blurred cursor's)
            return ground.blend(parsed.with_alpha(1),
                                parsed.a * float(alpha.rstrip("%") or 100) / 100)

        footer = Color.parse(colours["footer-background"])
        for shade, theirs in (("footer-key", "footer-key-foreground"),
                              ("footer-text", "footer-description-foreground")):
            enabled = _contrast(drawn(ours[shade], footer), footer)
            own = _contrast(Color.parse(colours[theirs]), footer)
            assert enabled >= 4.5 or enabled >= own, (name, shade, enabled)
            disabled = _contrast(drawn(ours[f"{shade}-disabled"], footer), footer)
            assert 3 <= disabled < enabled, (name, shade, disabled, enabled)
        for ground_name in ("background", "surface"):
            ground = Color.parse(colours[ground_name])
            button = _contrast(drawn(colours["button-foreground"], ground), ground)
            for shade in ("button-disabled", "button-faint"):
                faint = _contrast(drawn(ours[shade], ground), ground)
                assert 3 <= faint < button, (name, shade, ground_name, faint, button)
            # on a list in focus too (the presets', on the surface: Textual tints it with the
            # foreground at 5%; nord's was 4.2:1 there)
            for tint in (0, 0.05) if ground_name == "surface" else (0,):
                tinted = ground.blend(Color.parse(colours["foreground"]), tint)
                best = _contrast(Color.parse(colours["foreground"]), tinted)  # solarized's 4.4
                assert _contrast(drawn(ours["faint-text"], tinted), tinted) >= min(4.5, best), (
                    name, ground_name, tint)
        background = Color.parse(colours["background"])
        selected = background.blend(Color.parse(colours["accent"]), 0.15)
        for shade in ("card-mark", "card-back"):
            assert _contrast(drawn(ours[shade], selected), selected) >= 3, (name, shade)
        # a card's position number (under it in the grid), on a selected card's ground too
        for ground in (background, Color.parse(colours["surface"]), selected):
            best = _contrast(Color.parse(colours["foreground"]), ground)
            number = _contrast(drawn(ours["card-number"], ground), ground)
            assert number >= min(4.5, best), (name, number)
        # a ticked switch's X on its box (atom-one-light's green was 2.1:1 there)
        box = Color.parse(ours["switch-box"])
        assert _contrast(drawn(ours["switch-mark"], box), box) >= 3, (name, "switch-mark")
        # a success button's label (Start ▶, Play again) on its green, and under the pointer
        for green, label in (("success", "success-label"),
                             ("success-darken-2", "success-label-hover")):
            ground = Color.parse(colours[green])
            assert _contrast(drawn(ours[label], ground), ground) >= 4.5, (name, label)
        # the words the game dims in a Rich Text (a narrow history's dates), on the surface
        # and on a table in focus (Textual tints it with the foreground at 5%)
        foreground = Color.parse(colours["foreground"])
        dim = faint_rich({**colours, **ours})
        assert dim != "dim", name
        for tint in (0, 0.05):
            surface = Color.parse(colours["surface"]).blend(foreground, tint)
            best = _contrast(foreground, surface)
            assert _contrast(Color.parse(dim), surface) >= min(4.5, best), (name, tint)
        # the command palette's highlighted command and help, on its ground and highlight
        # (atom-one-dark's name 2.9:1 on the highlight, its help 2.1:1 there)
        if app.current_theme.dark:
            palette = Color.parse(colours["panel-darken-1"])
        else:
            palette = Color.parse(colours["surface"])
        highlight = drawn(colours["block-cursor-blurred-background"], palette)
        for ground in (palette, highlight):
            names = _contrast(drawn(ours["palette-text"], ground), ground)
            helps = _contrast(drawn(ours["palette-help"], ground), ground)
            assert names >= helps >= 4.5, (name, names, helps)  # a name never the fainter
        # a title bar's words on the primary colour (Textual's white 3.2:1 on solarized's)
        primary = Color.parse(colours["primary"])
        assert _contrast(drawn(ours["primary-label"], primary), primary) >= 4.5, name
        # the words on a box's frame, and on the Warnings box's (atom-one-light's 3.1 and 1.2)
        for ground_name in ("background", "surface"):
            ground = Color.parse(colours[ground_name])
            for shade in ("box-title", "warning-title"):
                assert _contrast(drawn(ours[shade], ground), ground) >= 4.5, (name, shade)
        # the rules' headings, on their box (flexoki's blue 2.6:1)
        for level in (1, 2, 3):
            surface = Color.parse(colours["surface"])
            heading = _contrast(drawn(ours[f"heading-{level}"], surface), surface)
            assert heading >= 4.5, (name, level, heading)
        # a table's column headers, on its panel and tinted so in focus (atom-one-dark's 3.2:1)
        for tint in (0, 0.05):
            panel = Color.parse(colours["panel"]).blend(foreground, tint)
            header = _contrast(drawn(ours["panel-text"], panel), panel)
            assert header >= 4.5, (name, "panel-text", tint, header)
        # a highlighted line, on Textual's cursor colours: the row under a table's cursor (the
        # history's, the statistics': textual-dark's words 3.8:1, the solarized themes' 3.2:1)
        # and the setup's highlighted preset, its tagline too (2.8:1 in catppuccin-mocha's),
        # in focus or not (solarized-dark's foreground 2.8:1 on the highlight out of focus)
        surface = Color.parse(colours["surface"])
        focused = drawn(colours["block-cursor-background"], surface)
        blurred = drawn(colours["block-cursor-blurred-background"], surface)
        for line, tagline, ground in (("cursor-text", "cursor-faint", focused),
                                      ("cursor-blurred-text", "cursor-blurred-faint", blurred)):
            words = _contrast(drawn(ours[line], ground), ground)
            shade = _contrast(drawn(ours[tagline], ground), ground)
            assert min(words, shade) >= 4.5, (name, line, words, tagline, shade)
        checked.append(name)
    assert len(checked) >= 20


async def test_the_words_the_screens_dim_are_the_theme_s_faint_words_not_textual_s_dim() -> None:
    """A narrow history's date under its match and the setup's note of why its list starts from
    the next dealer were in Textual's dim (66%): 2.5:1 in solarized-light. They are in the
    theme's faint words (``faint-text``), which keep 4.5:1 (the test above). The history's
    column headers are in ``panel-text``, not Textual's foreground."""
    store = Store()
    record(store, "swedish-6", (("Kari", "human"), ("Ola", "human")), 1)
    save_settings(Settings(seats=[SeatSetting(name="Ola"), SeatSetting(name="Kari")],
                           deal_passed=DealPassed(seats=["Ola", "Kari"])))
    app = GolfApp()
    async with app.run_test(size=(60, 24)) as pilot:
        app.theme = "solarized-light"
        await pilot.pause()
        problems = app.screen.query_one("#problems", Static)
        content = problems.visual
        assert isinstance(content, Content) and "deal" in content.plain, content
        note = [s.style for s in content.spans]
        assert note == [faint(app.theme_variables)] and "dim" not in note, note
        await app.push_screen(HistoryScreen(store))
        await pilot.pause()
        table = app.screen.query_one(DataTable)
        (entry,), _ = store.history()
        date = entry.finished_local.partition(" ")[0]
        (match,) = [cell for cell in table.get_row_at(0)
                    if isinstance(cell, Text) and date in cell.plain]  # under the match
        dates = [str(s.style) for s in match.spans if s.end > match.plain.index(date)]
        assert dates and "dim" not in dates, dates
        assert dates[-1] == faint_rich(app.theme_variables), dates
        # and its column headers in the theme's readable shade of the foreground (4.39:1 here)
        header = table.get_component_styles("datatable--header").color
        variables = app.theme_variables
        assert header == Color.parse(variables["panel-text"]), header
        assert header != Color.parse(variables["foreground"]), header


async def test_the_rules_headings_keep_contrast_on_their_box() -> None:
    """The rules' headings were in Textual's Markdown colours: flexoki's blue 2.6:1 on the
    rules' box. They are drawn in the theme's readable shades (``heading-1`` …)."""
    from golf_tui.app.screens.help import RulesScreen

    app = make_app("swedish-6", 2)
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = "flexoki"
        await pilot.pause()
        await pilot.press("enter", "r")
        await pilot.pause()
        assert isinstance(app.screen, RulesScreen)
        below = _drawn_below(app, (Widget,), 4.5, lambda w, _: "MarkdownH" in type(w).__name__)
        headings = [w for w in app.screen.query(Widget) if type(w).__name__ in
                    ("MarkdownH1", "MarkdownH2") and w.region.height]
        assert headings and below == [], below


async def test_the_command_palette_s_words_keep_contrast() -> None:
    """The command palette's highlighted command, a command's help (Textual's dim) and the
    search field's placeholder, as drawn: in atom-one-dark the name was 2.9:1 on the highlight
    and the help 2.1:1 there, the placeholder 2.9:1; in solarized-light the help was 2.1:1."""
    from textual.command import CommandInput, CommandList

    from .conftest import palette_listed

    app = make_app("swedish-6", 2)
    found = {}
    async with app.run_test(size=(80, 24)) as pilot:
        for theme in ("atom-one-dark", "solarized-light"):
            app.theme = theme
            await pilot.press("ctrl+p")
            await pilot.pause()
            found[theme, "placeholder"] = _drawn_below(app, (CommandInput,), 4.5)
            await pilot.press(*"rul")
            await palette_listed(pilot, "rul")
            await pilot.pause()
            found[theme, "list"] = [  # words: not the list's bottom edge (Textual's black)
                low for low in _drawn_below(app, (CommandList,), 4.5) if set(low[1]) - {"▁"}]
            await pilot.press("escape")
            await pilot.pause()
    assert found and all(low == [] for low in found.values()), found


async def test_the_words_on_a_box_s_frame_keep_contrast() -> None:
    """A box's title and the words on its frame ("Esc or ?: close") were in the frame's colour,
    3:1 for a frame: 3.1:1 in atom-one-light. The Warnings box, in Textual's warning colour,
    was 1.2:1 there, its frame too (a frame keeps 3:1, its words 4.5:1)."""
    app = make_app("swedish-6", 2)
    low = {}
    async with app.run_test(size=(80, 24)) as pilot:
        app.theme = "atom-one-light"
        await pilot.press("enter", "question_mark")
        await pilot.pause()
        for box, screen in (("help-box", "keys"), ("warnings-box", "warnings")):
            if screen == "warnings":
                await pilot.press("escape")
                app.warn("A warning to read again.", toast=False)
                app.action_show_warnings()
                await pilot.pause()
            assert app.screen.query(f"#{box}"), screen
            drawn = _drawn_below(app, (Widget,), 4.5, lambda widget, _, box=box:
                                 widget.id == box)
            low[screen, "words"] = [found for found in drawn if any(map(str.isalnum, found[1]))]
            low[screen, "frame"] = [found for found in drawn if found[4] < 3]
    assert low and all(found == [] for found in low.values()), low


def test_a_label_short_of_contrast_keeps_its_colour_unfaded_where_that_is_enough() -> None:
    """Textual's white at 87% on textual-dark's blue (the setup's title bar, a highlighted row)
    is 3.8:1; white itself keeps 4.5:1 there, so the words stay white, not turned black (which
    stands out a hair more, and changed the look of the default theme)."""
    from golf_tui.app.colours import label_on

    app = make_app()
    app.theme = "textual-dark"
    colours = app.current_theme.to_color_system().generate()
    assert colours["text"] == "auto 87%"
    ours = app.get_theme_variable_defaults()
    assert ours["primary-label"] == ours["cursor-text"] == "#FFFFFF"
    primary = Color.parse(colours["primary"])
    assert _contrast(Color.parse(ours["primary-label"]), primary) >= 4.5
    # and where even the unfaded colour falls short, white or black, whichever is starker
    assert label_on({"ground": "#808080", "label": "#999999 87%"}, "ground", need=4.5,
                    label_name="label") == "#000000"
