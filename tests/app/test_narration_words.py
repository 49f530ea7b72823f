"""The narration's words for a few moves that read wrong in a play-test: a joker named by its
label ("took the JK"), a flip as the whole turn told like an opening flip, a hole dealt again
after a void deal told as "a new hole", and a card gone out of sight told in the log as "the
card", which read like the app had lost it."""

from __future__ import annotations

import pytest

from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.app.prompts import prompt
from golf_tui.engine import (
    DRAW_STOCK,
    FLIPS,
    KNOCK,
    PEEKS,
    SWAPS,
    TAKE_DISCARD,
    THROW_AWAY,
    Action,
    Match,
    Rank,
)
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset


def controller(preset: str, house: list[str], seed: int, holes: int = 9) -> Controller:
    rules = load_ruleset(preset, house, rules=[f"match.holes={holes}"])
    seats = (Seat("Kari"), Seat("Ola"))
    return Controller(GameConfig(rules, seats, seed=seed, handover="never"))  # type: ignore[arg-type]


def joker_on_the_discard_pile() -> int:
    """A seed whose first deal turns up a joker to start the discard pile."""
    rules = load_ruleset("norwegian-4", ["jokers"])
    return next(seed for seed in range(2000)
                if (top := Match.start(rules, ["Kari", "Ola"], seed).hole)
                and top.table.pack[top.discard_top].rank is Rank.JOKER)


@pytest.mark.parametrize(("lang", "took", "take"), [
    ("en", "took the joker from the discard pile.", "take the joker (t)"),
    ("nb", "tok jokeren fra avkastbunken.", "ta jokeren (t)"),
    ("sv", "tog jokern från kasthögen.", "ta jokern (t)"),
    ("da", "tog jokeren fra afkastbunken.", "tag jokeren (t)"),
])
def test_a_joker_is_named_in_words(lang: str, took: str, take: str) -> None:
    """The prompt and the narration called a joker "the JK"; a sentence names it in words
    (the card itself still shows JK)."""
    set_language(lang)
    c = controller("norwegian-4", ["jokers"], joker_on_the_discard_pile())
    c.begin_turn()
    c.apply(PEEKS[2])
    c.apply(PEEKS[3])
    c.hide_reveal()
    assert take in prompt(c.table_view(), armed=None, reveal_holds=False, ascii=False)
    c.apply(TAKE_DISCARD)
    assert c.line.endswith(took), c.line
    assert "JK" not in c.line


def test_a_flip_as_the_turn_says_so() -> None:
    """norwegian-6: "Ola turned up the 6♣ top-right." told an opening flip and a flip as the
    whole turn alike; the turn's flip says it was the turn (once "as their turn", which gave
    a person a pronoun)."""
    c = controller("norwegian-6", [], seed=2)
    c.begin_turn()
    c.apply(FLIPS[0])  # the opening's two flips, then the same player's turn
    assert c.line.endswith(" top-left."), c.line
    c.apply(FLIPS[1])
    assert c.table_view().phase == "start"
    c.apply(FLIPS[5])
    assert c.line.startswith("Ola used the turn to flip the "), c.line
    assert c.line.endswith(" bottom-right."), c.line


def test_a_hole_dealt_again_says_so() -> None:
    """danish-6 voids a deal when the stock runs out: the next deal is the same hole dealt
    again, not "a new hole"."""
    c = controller("danish-6", [], seed=4, holes=2)
    dealer = c.names[c.match.hole.dealer]
    c.begin_turn()
    assert c.log_lines()[0][0] == f"Hole 1 of 2: {dealer} dealt a new hole."
    step = None
    while step is None or step.result is None:
        if c.table_view().phase == "opening":
            c.apply(FLIPS[0])
            c.apply(FLIPS[1])
        step = c.apply(DRAW_STOCK)
        if step.result is None:
            step = c.apply(THROW_AWAY)
        c.begin_turn()
    assert step.result.scores is None  # the deal was void
    c.clear_ending()
    assert c.match.hole_number == 1
    assert c.log_lines()[0][0] == c.line == f"{dealer} dealt hole 1 of 2 again."


@pytest.mark.parametrize(("lang", "gone", "threw"), [
    ("en", "and threw away a card no longer in sight.",
     "Kari drew from the stock and threw away a card no longer in sight."),
    ("nb", "og kastet et kort som ikke lenger er synlig.",
     "Kari trakk fra trekkbunken og kastet et kort som ikke lenger er synlig."),
    ("sv", "och kastade ett kort som inte längre syns.",
     "Kari drog från draghögen och kastade ett kort som inte längre syns."),
    ("da", "og kasserede et kort, der ikke længere er synligt.",
     "Kari trak fra trækbunken og kasserede et kort, der ikke længere er synligt."),
])
def test_a_card_out_of_sight_is_told_so_in_the_log(lang: str, gone: str, threw: str) -> None:
    """norwegian-4: the log names only the cards still in sight, and a card taken from the
    discard pile and put face down since was "the card" ("...; the card went to the discard
    pile."), which read like a bug. It is a card no longer in sight, in every language, and
    only once it is; a thrown-away card is named after the throw ("drew a card no longer in
    sight from the stock" read as if it was unseen when drawn: everyone saw it then)."""
    set_language(lang)
    c = controller("norwegian-4", [], seed=3)  # Kari deals, Ola plays first

    def turn(*actions: Action) -> list[str]:
        c.begin_turn()
        if c.table_view().phase == "opening":
            c.apply(PEEKS[2])
            c.apply(PEEKS[3])
            c.hide_reveal()
        for action in actions:
            c.apply(action)
        return [line for line, _ in c.log_lines()]

    turn(DRAW_STOCK, THROW_AWAY)  # Ola
    named = turn(DRAW_STOCK, SWAPS[0])  # Kari: a card of hers goes to the discard pile
    lines = turn(TAKE_DISCARD, SWAPS[1])  # Ola puts it face down
    assert not named[-1].endswith(gone), named[-1]
    assert lines[len(named) - 1].endswith(gone), lines
    named = turn(DRAW_STOCK, THROW_AWAY)  # Kari
    assert named[-1] != threw
    lines = turn(TAKE_DISCARD, SWAPS[2])  # Ola puts Kari's card face down
    assert lines[len(named) - 1] == threw, lines


def _open_turn(c: Controller) -> None:
    """Give the player to act the keys, past their opening's two flips if it is still to come."""
    c.begin_turn()
    if c.table_view().phase == "opening":
        c.apply(FLIPS[0])
        c.apply(FLIPS[1])


def test_a_throw_away_says_the_card_came_from_the_stock() -> None:
    """swedish-6: "Ola threw away the 7♥." did not say where the card came from (only a card
    drawn from the stock can be thrown away, which a newcomer need not know). The line says it,
    and the log, which told the draw on a line of its own, then leaves that line out rather than
    say the draw twice in a row. A draw whose card is placed is told by the placing line too
    ("drew the 5♣ from the stock and put it …"): "put the 5♣ …" alone, with the draw on a line
    of its own, left a player whose catch-up had room for one line not knowing where it came
    from."""
    c = controller("swedish-6", [], seed=1)
    _open_turn(c)
    first = c.names[c.current]
    c.apply(DRAW_STOCK)
    assert c.log_lines()[-1][0] == f"{first} drew a card from the stock."  # the card in hand
    c.apply(THROW_AWAY)
    lines = [line for line, _ in c.log_lines()]
    assert lines[-1].startswith(f"{first} drew the "), lines
    assert lines[-1].endswith(" from the stock and threw it away."), lines
    assert not any(line.endswith("drew a card from the stock.") for line in lines), lines
    _open_turn(c)
    second = c.names[c.current]
    c.apply(DRAW_STOCK)
    c.apply(SWAPS[2])
    assert c.line.startswith(f"{second} drew the "), c.line
    assert " from the stock, put it top-right and threw away the " in c.line, c.line
    lines = [line for line, _ in c.log_lines()]
    assert lines[-1] == c.line, lines
    assert not any(line.endswith("drew a card from the stock.") for line in lines), lines


def test_a_face_down_placing_of_a_drawn_card_names_neither_card_nor_leaves_the_draw_out() -> None:
    """norwegian-4 puts a card face down: a draw and its placing are one line that names the
    card going to the discard pile, not the card drawn."""
    c = controller("norwegian-4", [], seed=1)
    c.begin_turn()
    c.apply(PEEKS[2])
    c.apply(PEEKS[3])
    c.hide_reveal()
    who = c.names[c.current]
    c.apply(DRAW_STOCK)
    c.apply(SWAPS[0])
    assert c.line.startswith(f"{who} drew a card from the stock, put it face down top-left and"
                             " threw away the "), c.line
    assert [line for line, _ in c.log_lines()][-1] == c.line


def test_a_throw_away_that_makes_a_flip_says_the_card_came_from_the_stock() -> None:
    """danish-6 with its house rule "flip after discard": the throw-away's line says so too."""
    c = controller("danish-6", ["flip-after-discard"], seed=1)
    _open_turn(c)
    who = c.names[c.current]
    c.apply(DRAW_STOCK)
    c.apply(THROW_AWAY)
    assert c.line.startswith(f"{who} drew the "), c.line
    assert c.line.endswith(" from the stock, threw it away and must now flip a card."), c.line
    assert not any(line.endswith("drew a card from the stock.") for line, _ in c.log_lines())


def test_a_flip_after_a_throw_away_tells_the_throw_and_leaves_no_stale_must() -> None:
    """danish-6 with "flip after discard": once the flip is made, "…and must now flip a card."
    is stale for whoever reads it later; the flip's line tells the throw too, and the log and
    the next player's catch-up have that one line for the turn."""
    c = controller("danish-6", ["flip-after-discard"], seed=1)
    _open_turn(c)
    who = c.names[c.current]
    c.apply(DRAW_STOCK)
    c.apply(THROW_AWAY)
    thrown = c.line.split(" drew ")[1].split(" from the stock")[0]
    down = [p for p, card in enumerate(c.table_view().grids[c.current]) if card is None]
    c.apply(FLIPS[down[0]])
    assert c.line.startswith(f"{who} drew {thrown} from the stock, threw it away and flipped"
                             " the "), c.line
    lines = [line for line, _ in c.log_lines()]
    assert lines[-1] == c.line
    assert not any("must now flip" in line for line in lines), lines
    _open_turn(c)
    assert not any("must now flip" in line.text for line in c.recap()), c.recap()


def test_every_paid_peek_of_a_turn_is_told() -> None:
    """norwegian-4 with the peek penalty: two peeks, then a knock. The log (and the others'
    catch-up) told only the second peek's position and one point; the peeks make one line
    with both positions and both points."""
    rules = load_ruleset("norwegian-4", ["peek-penalty"], rules=["match.holes=9"])
    c = Controller(GameConfig(rules, (Seat("Kari"), Seat("Ola"), Seat("Siri")), seed=3,
                              handover="never"))  # type: ignore[arg-type]
    c.begin_turn()
    c.apply(PEEKS[2])  # the opening peek, which opens the turn
    c.apply(PEEKS[3])
    c.dismiss_reveal()
    who = c.names[c.current]
    c.apply(PEEKS[0])
    c.apply(PEEKS[1])
    c.apply(KNOCK)
    lines = [line for line, _ in c.log_lines()]
    assert lines[-2:] == [f"{who} peeked at the cards top-left and top-right (+2 for the hole).",
                          f"{who} knocked."], lines


@pytest.mark.parametrize(("points", "words"), [(1, "+1 point each"), (2, "+2 points each")])
def test_a_peek_penalty_of_more_than_one_point_says_points(points: int, words: str) -> None:
    """A ruleset may make a peek cost more than 1 (``peek_penalty.points``): the prompt of a
    peek said "+2 point each"."""
    rules = load_ruleset("norwegian-4", ["peek-penalty"], [f"peek_penalty.points={points}"])
    c = Controller(GameConfig(rules, (Seat("Kari"), Seat("Ola")), seed=3,  # type: ignore[arg-type]
                              handover="never"))
    c.begin_turn()
    c.apply(PEEKS[2])
    c.apply(PEEKS[3])
    c.hide_reveal()
    assert words in prompt(c.table_view(), armed="peek", reveal_holds=False, ascii=False)
