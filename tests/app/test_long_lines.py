"""A narration or prompt too long for one line takes two, a banner (a final lap with eight
players) up to three, when the terminal has the lines to spare for the table's form; when it has
not, the text is cut short (a final lap says how many turns are left) and the form stays."""

from __future__ import annotations

import asyncio
import re
from collections.abc import Callable

import pytest

from golf_tui.app.app import GolfApp
from golf_tui.app.ascii_signs import ascii_text
from golf_tui.app.screens.table import TableScreen

WORDS = [f"word{i:02d}" for i in range(16)]  # 16 × 7 cells: wider than 80 columns


def _run(app: GolfApp, text_of: Callable[[GolfApp], str],
         line: str) -> tuple[str, bool, str]:
    async def scenario() -> tuple[str, bool, str]:
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
            prompt = table.prompt.text
            table.narration.say(line)
            table.fit_table()
            await pilot.pause()
            return text_of(app), table.narration.has_class("-wrapped"), prompt

    return asyncio.run(scenario())


def test_long_narration_takes_two_lines_and_loses_no_word(
    app_factory: Callable[..., GolfApp], text_of: Callable[[GolfApp], str]
) -> None:
    text, two_lines, prompt = _run(app_factory("norwegian-4", 4, handover="never"), text_of,
                                   " ".join(WORDS))
    assert two_lines
    for w in WORDS:
        assert w in text, w
    assert prompt and prompt in text  # the prompt line is still whole below it


def test_short_narration_keeps_one_line(
    app_factory: Callable[..., GolfApp], text_of: Callable[[GolfApp], str]
) -> None:
    text, two_lines, _ = _run(app_factory("norwegian-4", 4, handover="never"), text_of, "short")
    assert not two_lines and "short" in text


def _final_lap(app: GolfApp, size: tuple[int, int],
               names: list[str]) -> tuple[str, str, str, str]:
    """The table at ``size`` under a final-lap banner naming ``names`` (the first knocked):
    the screen, the cards' form before and after the banner, the prompt."""

    async def scenario() -> tuple[str, str, str, str]:
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
            assert table.fitted is not None
            form = table.fitted.size
            others = ", ".join(names[1:-1]) + " and " + names[-1]
            table.banner.announce(f"{names[0]} knocked — one more turn each for {others}",
                                  f"{names[0]} knocked — {len(names) - 1} more turns before"
                                  " the hole ends")
            table.fit_table()
            await pilot.pause()
            assert table.fitted is not None
            return text_of(app), form, table.fitted.size, table.prompt.text

    from .conftest import screen_text as text_of

    return asyncio.run(scenario())


NAMES = [f"{c * 12}{i}" for i, c in enumerate("ABCDEFGH")]  # 13 cells each


def test_a_final_lap_of_eight_long_names_gives_way_to_its_short_form_at_80x24(
    app_factory: Callable[..., GolfApp]
) -> None:
    """No line to spare at 80×24 with eight players: the banner keeps its one line and says how
    many turns are left; the cards keep their form."""
    text, before, after, prompt = _final_lap(app_factory("norwegian-4", 8, handover="never"),
                                             (80, 24), NAMES)
    assert before == after == "medium"
    assert f"! {NAMES[0]} knocked — 7 more turns before the hole ends" in text
    assert NAMES[7] not in text
    assert prompt and prompt in text


def test_a_final_lap_of_eight_long_names_loses_no_name_with_room(
    app_factory: Callable[..., GolfApp]
) -> None:
    """With lines to spare (120×40), the banner takes them and names everyone."""
    text, before, after, prompt = _final_lap(app_factory("norwegian-4", 8, handover="never"),
                                             (120, 40), NAMES)
    assert before == after
    for name in NAMES:
        assert name in text, name
    assert prompt and prompt in text


def test_with_no_line_to_spare_a_long_move_is_told_in_fewer_words(
    text_of: Callable[[GolfApp], str]
) -> None:
    """At 60×20 a computer's move told in two lines is told in one in fewer words, whole to
    the card thrown away ("Ola (bot) put 2♥ bottom-middle, threw away Q♣."), where it was cut
    before it ("…; the Q♣…"); the log keeps it in full, and the cards keep the form they had
    before it."""
    from .conftest import make_app

    async def scenario() -> tuple[str, str, int, set[str]]:
        app = make_app("swedish-6", 2, seed=3, bots={1: "normal"})
        forms: set[str] = set()
        async with app.run_test(size=(60, 20)) as pilot:
            table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
            for _ in range(100):
                if table.fitted is not None:
                    forms.add(table.fitted.size)
                if table.ctrl.current == 0 and table.narration.text:
                    break
                await pilot.pause()
            await pilot.pause()
            assert table.fitted is not None
            forms.add(table.fitted.size)
            full, *fewer = table.ctrl.line_forms
            assert table.narration.lines_for(60, full) > 1 and fewer
            return text_of(app), fewer[-1], table.narration.region.height, forms

    text, short, height, forms = asyncio.run(scenario())
    assert short == "Ola (bot) put 2♥ bottom-middle, threw away Q♣." and height == 1
    assert len(forms) == 1
    assert short in text.splitlines()[-3]  # the narration's row, whole


def test_the_resume_offer_for_eight_long_names_wraps_at_80x24() -> None:
    """The offer names every player, then the ruleset and hole; a problem met while looking for
    the save (here a long one) is shown whole too, wrapped inside the box."""
    from golf_tui.app.screens.resume import ResumeScreen
    from golf_tui.storage import AutosaveInfo

    from .conftest import screen_text

    names = tuple(f"{c * 15}{i}" for i, c in enumerate("ABCDEFGH"))  # 16 cells each
    info = AutosaveInfo(names, "nine-card", 3, 9, "")
    note = " ".join(f"problem{i:02d}" for i in range(20))

    async def scenario() -> str:
        app = GolfApp(None)
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            app.push_screen(ResumeScreen(info, [note]))
            await pilot.pause()
            return screen_text(app)

    words = " ".join(asyncio.run(scenario()).replace("│", " ").split())  # the box's sides out
    for name in names:
        assert name in words, name
    assert "nine-card, hole 3 of 9" in words  # (no ruleset read: as saved)
    assert note in words
    assert "Starting a new match keeps this one aside, to be resumed later." in words


@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_the_resume_offer_after_a_void_deal_keeps_each_part_whole(
        lang: str, size: tuple[int, int]) -> None:
    """In Norwegian the offer after a void deal ("Fortsette med Kari, Ola og Siri —
    norwegian-6, hull 1 av 2, etter en utdeling som ikke teller?") was longer than the box's
    line at 80 columns and wrapped in the middle of a phrase. It says whose match on a line,
    and where it stands on the next, each whole, in every language at 80×24 and 60×20."""
    from golf_tui.app.screens.resume import ResumeScreen
    from golf_tui.i18n import set_language
    from golf_tui.presets import load_ruleset, ruleset_name
    from golf_tui.storage import AutosaveInfo

    set_language(lang)
    rules = load_ruleset("norwegian-6")
    info = AutosaveInfo(("Kari", "Ola", "Siri"), "norwegian-6", 1, 2, "", "void", rules=rules)

    async def scenario() -> list[str]:
        app = GolfApp(None)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            app.push_screen(ResumeScreen(info))
            await pilot.pause()
            prompt = app.screen.query_one("#resume-prompt")
            return [prompt.render_line(y).text.rstrip() for y in range(prompt.size.height)]

    lines = asyncio.run(scenario())
    question, where = info.prompt().splitlines()
    # the ruleset by its name ("Sekskortsgolf (Norge)" in Norwegian), not "norwegian-6": where
    # the line is too long for 60 columns, it breaks after a phrase's comma, never in one
    assert lines[0] == question and " ".join(lines[1:]) == where, lines
    assert all(line.endswith(",") for line in lines[1:-1]), lines
    assert lines[1].startswith(f"{ruleset_name(rules)}, ")
    assert len(lines) == 2 or size[0] < 80


def test_the_resume_offer_scrolls_its_text_and_keeps_its_buttons_at_40x16() -> None:
    """On a terminal too short for eight long names and a long note, the text scrolls inside
    the box (the arrow keys reach the note) while the buttons stay on screen; Enter resumes."""
    from golf_tui.app.screens.resume import ResumeScreen
    from golf_tui.storage import AutosaveInfo

    from .conftest import screen_text

    names = tuple(f"{c * 15}{i}" for i, c in enumerate("ABCDEFGH"))
    info = AutosaveInfo(names, "nine-card", 3, 9, "")
    note = " ".join(f"problem{i:02d}" for i in range(12))
    chosen: list[str | None] = []

    async def scenario() -> tuple[str, str]:
        app = GolfApp(None)
        async with app.run_test(size=(40, 16)) as pilot:
            await pilot.pause()
            app.push_screen(ResumeScreen(info, [note]), chosen.append)
            await pilot.pause()
            first = screen_text(app)
            for _ in range(12):
                await pilot.press("down")
            await pilot.pause()
            scrolled = screen_text(app)
            await pilot.press("enter")
            await pilot.pause()
            return first, scrolled

    first, scrolled = asyncio.run(scenario())
    words = lambda text: " ".join(text.replace("│", " ").split())  # noqa: E731
    assert "problem11" not in words(first)  # it did not fit
    for text in (first, scrolled):
        assert "Resume" in text and "New match" in text.splitlines()[-3]  # the buttons' row
    assert note in words(scrolled)
    assert chosen == ["resume"]


def test_in_ascii_a_line_cut_short_ends_in_three_dots(text_of: Callable[[GolfApp], str]) -> None:
    """ASCII mode drew the "…" that cuts a line short as ".", one cell for one cell: a move cut
    after "the Q♠ went" read "the Qs went." (a whole sentence that said something else). It ends
    in "..." there, and the "…" of the game's own words ("Ola is playing…") is "..." too."""
    from .conftest import make_app

    async def scenario() -> tuple[str, str]:
        app = make_app("swedish-6", 2, seed=3, bots={1: "normal"}, ascii=True)
        async with app.run_test(size=(60, 20)) as pilot:
            table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
            for _ in range(100):
                if table.ctrl.current == 0 and table.narration.text:
                    break
                await pilot.pause()
            # a move too long for its row with no fewer words (every move has them now)
            table.narration.say("Ola (bot) took the 5♦ from the discard pile and put it"
                                " bottom-middle; the Q♠ went to the discard pile.")
            await pilot.pause()
            return text_of(app), table.narration.text

    text, narration = asyncio.run(scenario())
    shown = next(line for line in text.splitlines() if "Ola (bot) took" in line).strip()
    shown = re.sub(r" \d+ earlier moves?: l Log$", "", shown)
    assert shown.endswith("...") and ascii_text(narration).startswith(shown[:-3])
    assert "went." not in shown


def test_in_ascii_the_words_of_a_line_keep_their_three_dots(
    text_of: Callable[[GolfApp], str]
) -> None:
    """A line whose words hold "…" ("Ola is playing…") shows it as "..." in ASCII mode, where
    one cell for one cell drew a full stop ("Ola is playing. (space: skip ahead")."""
    from .conftest import make_app

    async def scenario() -> str:
        app = make_app("swedish-6", 2, seed=3, ascii=True, handover="never")
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.pause()
            table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
            table.prompt.say("Ola is playing… (space: skip ahead)")
            await pilot.pause()
            return text_of(app)

    assert "Ola is playing... (space: skip ahead)" in asyncio.run(scenario())
