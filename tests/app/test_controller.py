"""The controller without a screen: hand-over decisions, narration that names no face-down card,
the final-lap banner and the one-time reveal of an opening peek."""

from __future__ import annotations

import random

import pytest

from golf_tui.app.config import GameConfig, Seat
from golf_tui.app.controller import Controller
from golf_tui.app.glyphs import card_label
from golf_tui.bots.base import Bot
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
    SeatView,
    play,
    view,
)  # fmt: skip
from golf_tui.presets import load_ruleset

from .conftest import unseen_labels


def controller(preset: str, kinds: list[str], handover: str = "auto") -> Controller:
    seats = tuple(Seat(f"P{i}", k) for i, k in enumerate(kinds))
    return Controller(GameConfig(load_ruleset(preset), seats, seed=9,
                                 handover=handover))  # type: ignore[arg-type]


def test_one_human_never_hands_over_to_themselves() -> None:
    """Auto mode with one human: the keys are taken without a hand-over screen."""
    c = controller("swedish-6", ["random", "human"])
    assert c.current == 1
    assert c.begin_turn() is None
    assert c.at_keys_to_act()


def test_auto_hands_over_between_humans_and_never_does_not() -> None:
    """Two humans: auto hands over to a new player; never just gives them the keys."""
    auto = controller("swedish-6", ["human", "human"])
    assert auto.begin_turn() == "P1"  # P0 had the keys, P1 plays first
    never = controller("swedish-6", ["human", "human"], handover="never")
    assert never.begin_turn() is None and never.keys == 1


def test_always_hands_over_even_to_the_same_player() -> None:
    """Always: even the only human sees the hand-over screen at the start of each turn."""
    c = controller("swedish-6", ["random", "human"], handover="always")
    assert c.keys == c.current == 1
    assert c.begin_turn() == "P1"


def test_face_down_swap_is_never_named() -> None:
    """Norwegian four-card: a card taken from the discard pile and put face down is not named
    once it lies face down; the card that went to the discard pile is."""
    c = controller("norwegian-4", ["human", "human"], handover="never")
    c.begin_turn()
    c.apply(PEEKS[2])
    c.apply(PEEKS[3])
    taken = c.table_view().discard_top
    c.apply(TAKE_DISCARD)
    assert card_label(taken) in c.line
    c.apply(SWAPS[0])
    assert card_label(taken) not in c.line
    assert "face down top-left" in c.line
    assert card_label(c.table_view().discard_top) in c.line


def test_opening_peek_is_revealed_once() -> None:
    c = controller("norwegian-4", ["human", "human"], handover="never")
    c.begin_turn()
    c.apply(PEEKS[2])
    c.apply(PEEKS[3])
    assert set(c.reveal) == {2, 3} and c.reveal_holds
    c.hide_reveal()
    assert not c.reveal


def test_a_computers_peeks_never_go_on_show() -> None:
    """``reveal`` is drawn on the grid of the person at the keys: a computer's peeks (its
    opening's, here) must never go into it, only the person's own, as their memory has them."""
    c = controller("norwegian-4", ["human", "normal", "normal"])
    bot_peeks = 0
    while not c.match.results:
        seat = c.current
        if c.is_bot(seat):
            action = c.bots[seat].choose(c.bot_view())
            bot_peeks += action in PEEKS
        else:
            c.begin_turn()
            action = random.Random(len(c.match.actions)).choice(c.table_view().legal)
        c.apply(action)
        assert c.keys == 0
        memory = view(c.match.hole, 0).memory
        assert all(memory.get(pos) == card for pos, card in c.reveal.items()), (seat, action)
        if c.is_bot(seat):
            assert not c.reveal, (seat, action)
    assert bot_peeks >= 4


def test_both_opening_peeks_make_one_line() -> None:
    """The second opening peek's line names both cards looked at, and stands in the log for
    the first one's; the next player's first peek starts a line of its own."""
    c = controller("norwegian-4", ["human", "human"], handover="never")
    c.begin_turn()
    c.apply(PEEKS[2])
    assert c.line == "P1 peeked at a card bottom-left."
    c.apply(PEEKS[3])
    assert c.line == "P1 peeked at the cards bottom-left and bottom-right."
    c.apply(DRAW_STOCK)
    c.apply(SWAPS[0])
    c.take_keys()
    c.apply(PEEKS[3])
    assert c.line == "P0 peeked at a card bottom-right."
    lines = [line for line, _ in c.log_lines()]
    assert lines[1] == "P1 peeked at the cards bottom-left and bottom-right."
    assert lines[-1] == "P0 peeked at a card bottom-right."
    assert sum("peeked at" in line for line in lines) == 2


def test_knock_banner_names_who_still_plays() -> None:
    c = controller("norwegian-4", ["human", "human", "human"], handover="never")
    for _ in range(3):  # everyone's opening peek and a draw-and-throw turn
        c.begin_turn()
        c.apply(PEEKS[2])
        c.apply(PEEKS[3])
        c.apply(DRAW_STOCK)
        c.apply(SWAPS[0])
    knocker = c.current
    c.apply(KNOCK)
    others = [c.names[(knocker + i) % 3] for i in (1, 2)]
    assert c.banner == f"{c.names[knocker]} knocked — one more turn each for {others[0]} and" \
                       f" {others[1]}"
    assert c.banner_short == f"{c.names[knocker]} knocked — 2 more turns before the hole ends"
    c.apply(DRAW_STOCK)
    c.apply(SWAPS[0])
    # one player left: no "each"
    assert c.banner == f"{c.names[knocker]} knocked — one more turn for {others[1]}"
    assert c.banner_short == f"{c.names[knocker]} knocked — 1 more turn before the hole ends"
    # the forms a banner chooses from, fullest first: the last fits one line at 60 columns
    assert c.banner_forms == (c.banner, c.banner_short, f"{c.names[knocker]} knocked — 1 more turn")


# --- the table's log ---------------------------------------------------------------------------


def play_by_bots(c: Controller, steps: int, seed: int = 5) -> list[str]:
    """Play ``steps`` actions in every seat with random players (a hole's end is seen at once,
    as the table does after its result screen); the narration line of each action."""
    from golf_tui.bots import make_bot

    bots = [make_bot("random", seed + seat) for seat in range(len(c.names))]
    lines = []
    for _ in range(steps):
        if c.match.finished:
            break
        step = c.apply(bots[c.current].choose(c.bot_view()))
        lines.append(step.line)
        if step.result is not None:
            c.clear_ending()
    return lines


def out_of_sight(c: Controller) -> set[str]:
    """Labels of the cards nobody at the table may see now (stock, face-down, a drawn card in
    hand), less those of cards in sight (two decks hold cards alike)."""
    return unseen_labels(c.match.hole, c.public_view())


def test_log_is_the_narration_of_the_deal() -> None:
    """Swedish six-card, where nothing goes out of sight early on: the log is the deal's line
    and then every narration line as it was shown, oldest first; a take from the discard pile
    or a draw from the stock only until the card is placed (or thrown away), whose line tells
    the take or the draw again."""
    c = controller("swedish-6", ["human", "human", "human"], handover="never")
    shown = play_by_bots(c, 30)
    takes = [i for i, line in enumerate(shown)
             if (" took the " in line and " put it " not in line)
             or line.endswith(" drew a card from the stock.")]
    assert takes and takes[-1] < len(shown) - 1  # a take the test sees folded
    assert any(" drew the " in line and " from the stock, put it " in line
               for line in shown)  # a draw and its placing in one line
    lines = [line for line, _ in c.log_lines()]
    assert lines[0] == "Hole 1 of 9: P0 dealt a new hole."
    assert lines[1:] == [line for i, line in enumerate(shown) if i not in takes]
    while TAKE_DISCARD not in c.bot_view().legal:
        play_by_bots(c, 1)
    c.apply(TAKE_DISCARD)
    assert c.log_lines()[-1][0] == c.line  # a take still being played is in the log
    assert " took the " in c.line


def test_log_never_names_a_card_out_of_sight() -> None:
    """Every preset, through whole holes (reshuffles and new deals included): no line of the log
    names a card that lies face down, in the stock or privately in hand, even one that was in
    sight when its line was written (norwegian-4: taken from the discard pile, then put face
    down)."""
    for preset in ("norwegian-4", "swedish-6", "danish-6", "nine-card"):
        c = controller(preset, ["human"] * 4, handover="never")
        named_then_hidden = 0
        for _ in range(300):
            if c.match.finished:
                break
            play_by_bots(c, 1, seed=len(c.log))
            hidden = out_of_sight(c)
            text = "\n".join(line for line, _ in c.log_lines())
            assert not [label for label in hidden if label in text], (preset, text)
            written = "\n".join(e.write(None) for e in c.log if e.deal == c.match.deals)
            named_then_hidden += any(label in written for label in hidden)
        if preset == "norwegian-4":
            assert named_then_hidden  # the redaction was needed, not just never tried


def test_log_starts_again_with_each_deal() -> None:
    """A new deal starts a new log (the last hole's cards are dealt again)."""
    c = controller("norwegian-4", ["human", "human"], handover="never")
    while not c.match.results:
        play_by_bots(c, 1)
    assert c.match.hole_number == 2
    lines = c.log_lines()
    assert [line for line, _ in lines] == ["Hole 2 of 9: P1 dealt a new hole."]


def test_the_log_is_the_finished_holes_until_its_result_is_seen() -> None:
    """From a hole's last move until its result has been seen, the next deal is not announced
    yet: the log is still the hole just played's (it used to fail on an empty deal), and names
    every card, since the hole's end turned them all face up."""
    c = controller("norwegian-4", ["human", "human"], handover="never")
    rng = random.Random(2)
    during: list[str] = []
    while not c.match.results:
        during = [line for line, _ in c.log_lines()]
        legal = c.bot_view().legal
        # a long hole, so that cards go out of sight: nobody knocks for the first ten rounds
        moves = [a for a in legal if a != KNOCK] if len(c.log) < 40 else list(legal)
        step = c.apply(rng.choice(moves))
    lines = [line for line, _ in c.log_lines()]
    assert c.log_hole() == 1 and c.match.hole_number == 2
    assert lines[0] == "Hole 1 of 9: P0 dealt a new hole."
    assert lines[-1] == step.line
    # every take is followed by its placing here, which tells it again, and a draw whose card
    # was thrown away by the throw-away's line ("drew the 6♥ from the stock and threw it away")
    deal = [e for e in c.log if e.deal == 1]
    assert lines == [e.write(None) for e, after in zip(deal, [*deal[1:], None], strict=True)
                     if not (after is not None and after.seat == e.seat and after.folds)]
    # a line read "the card" during the hole (a take not yet placed is left aside)...
    assert [line for line in during
            if line not in lines and not line.endswith("from the discard pile.")]
    c.clear_ending()
    assert [line for line, _ in c.log_lines()] == ["Hole 2 of 9: P1 dealt a new hole."]
    assert c.log_hole() == 2


def test_log_marks_what_happened_since_the_player_at_the_keys_moved() -> None:
    """One human against two computer players: the lines after the human's last move are the
    recent ones; before the human has moved, none is."""
    c = controller("swedish-6", ["random", "human", "random"])
    assert c.keys == 1
    assert not any(recent for _, recent in c.log_lines())
    while True:
        seat = c.current
        play_by_bots(c, 1)
        if seat == 1 and c.current != 1:
            break
    play_by_bots(c, 2)  # the computer players' moves after it
    flags = [recent for _, recent in c.log_lines()]
    assert flags[-2:] == [True, True] and not any(flags[:-2])
    assert c.log[-3].seat == 1


def test_a_resumed_match_logs_where_it_went_on() -> None:
    """A resumed match tells its deal so far again, as the table that played it did, then
    where it went on; the narration line and the banner come back too."""
    c = controller("swedish-6", ["human", "human"], handover="never")
    play_by_bots(c, 5)
    resumed = Controller(c.config, c.match)
    lines = [line for line, _ in resumed.log_lines()]
    assert lines == [line for line, _ in c.log_lines()] + ["The saved match goes on from here."]
    assert lines[0] == "Hole 1 of 9: P0 dealt a new hole." and len(lines) > 2
    assert (resumed.line, resumed.banner) == (c.line, c.banner)


def test_a_resumed_turn_opens_with_the_recap_the_live_table_gave() -> None:
    """Swedish six-card, two people: resumed at the start of P1's second turn, after P0's
    openings and move, the lines above the prompt are those the live table gave, each once.
    The line saying where the saved match went on is the log's, not a move: standing in for
    the last line of the recap, it made the narration of P0's last move appear twice."""
    c = controller("swedish-6", ["human", "human"], handover="never")
    c.begin_turn()
    for _ in range(2):  # P1's openings and first move, then P0's; P1 is to act again
        while c.current == c.keys:
            play_by_bots(c, 1)
        c.begin_turn()
    live = c.recap()
    assert len(live) >= 2 and len({line.text for line in live}) == len(live)
    resumed = Controller(c.config, c.match)
    assert resumed.begin_turn() == "P1"  # behind a hand-over
    resumed.take_keys()
    assert resumed.recap() == live


@pytest.mark.parametrize(("preset", "house"), [("norwegian-4", ()),
                                              ("danish-6", ("flip-after-discard",))])
def test_a_turn_saved_halfway_is_told_once(preset: str, house: tuple[str, ...]) -> None:
    """A turn saved after its draw (or, in danish-6 with flip after discard, after the
    throw-away that asks for a flip) and finished once resumed: the log and the next player's
    recap tell it in one line, as the live table does, not its first half again above the
    note of the saved match. The recap had counted the half as an earlier move."""
    ruleset = load_ruleset(preset, house)
    seats = (Seat("P0", "human"), Seat("P1", "human"))
    live = Controller(GameConfig(ruleset, seats, seed=9, handover="never"))
    openings = [*PEEKS, *FLIPS]
    live.begin_turn()
    while DRAW_STOCK not in (legal := live.bot_view().legal):  # the openings
        live.apply(next((a for a in openings if a in legal), legal[0]))
        live.begin_turn()
    mover = live.current
    second = SWAPS[0] if preset == "norwegian-4" else FLIPS[0]
    first = DRAW_STOCK if preset == "norwegian-4" else THROW_AWAY
    live.apply(DRAW_STOCK)
    if first is THROW_AWAY:
        live.apply(THROW_AWAY)
    resumed = Controller(live.config, live.match)
    resumed.begin_turn()
    resumed.take_keys()
    for c in (live, resumed):
        c.apply(second if second in c.bot_view().legal else c.bot_view().legal[0])
    told = [line for line, _ in live.log_lines()]
    again = [line for line, _ in resumed.log_lines()]
    note = "The saved match goes on from here."
    assert again.count(note) == 1
    assert [line for line in again if line != note] == told
    assert told[-1].startswith(f"P{mover} drew") and f"P{mover} drew" not in told[-2]
    for c in (live, resumed):
        c.begin_turn()
        c.take_keys()
    assert [r.text for r in resumed.recap()] == [r.text for r in live.recap()]
    assert sum(r.moves for r in resumed.recap()) == sum(r.moves for r in live.recap())


def test_a_resumed_log_names_no_card_out_of_sight() -> None:
    """Resumed at any point of a four-card match (where cards taken from the discard pile go
    face down, and holes end): the rebuilt log is the one the table kept, and names no card
    out of sight; a save taken just as a hole ended tells that hole until its result is seen,
    as the live table does, and one taken after it was seen tells the new deal."""
    c = controller("norwegian-4", ["human", "human", "human"], handover="never")
    rng = random.Random(4)
    ends = 0
    for _ in range(150):
        legal = c.bot_view().legal
        moves = [a for a in legal if a != KNOCK] if c.match.hole.turns < 20 else list(legal)
        step = c.apply(rng.choice(moves))
        resumed = Controller(c.config, c.match)
        lines = [line for line, _ in resumed.log_lines()]
        assert lines[:-1] == [line for line, _ in c.log_lines()]
        assert resumed.line == c.line
        if step.result is None:
            hidden = out_of_sight(resumed)
            assert not [label for label in hidden if label in "\n".join(lines)], lines
        else:
            ends += 1
            assert resumed.unseen_result == step.result
            resumed.clear_ending()
            c.clear_ending()
            assert [line for line, _ in resumed.log_lines()] == [
                line for line, _ in c.log_lines()]
            if not c.match.finished:  # saved after the result was seen: told from the new deal
                assert c.result_seen == c.match.deals
                seen = Controller(c.config, c.match, result_seen=c.result_seen)
                assert seen.unseen_result is None
                assert [line for line, _ in seen.log_lines()][:-1] == [
                    line for line, _ in c.log_lines()]
                assert seen.line == c.line
        if c.match.finished:
            break
    assert ends


def test_a_reshuffle_is_told_with_the_move_before_it() -> None:
    """Swedish six-card, every turn a draw thrown away: the move that leaves the stock empty
    says that the discard pile, all but its top card, became the new stock (the piles jump
    from 0 and 40 to 39 and 1 with nothing else to explain it); no move before it says so."""
    c = controller("swedish-6", ["human", "human"], handover="never")
    c.begin_turn()
    for _ in range(2):  # both openings: two flips each, then a draw thrown away
        c.apply(FLIPS[0])
        c.apply(FLIPS[1])
        c.apply(DRAW_STOCK)
        c.apply(THROW_AWAY)
        c.begin_turn()
    told = "was shuffled into a new stock"
    stock = c.table_view().stock_count
    while c.table_view().stock_count <= stock:
        assert told not in c.line
        stock = c.table_view().stock_count
        c.apply(DRAW_STOCK)
        c.apply(THROW_AWAY)
        c.begin_turn()
    v = c.table_view()
    assert (v.stock_count, len(v.discard)) == (52 - 12 - 1, 1)
    assert c.line.endswith("The stock ran out: the discard pile, except its top card, was"
                           " shuffled into a new stock.")
    assert c.log_lines()[-1][0] == c.line
    # in fewer words the same words, not another telling ("The discard pile became the new
    # stock.", read as something else happening)
    assert len(c.line_forms) > 1
    for short in c.line_forms[1:]:
        assert short.endswith(" The discard pile was shuffled into a new stock."), short


def test_the_recap_leaves_out_what_tells_nothing() -> None:
    """Norwegian four-card, three people: P0's first turn opens with P1's and P2's moves, each
    in one line (a draw is told by what was done with the card), without their opening peeks,
    which are at the same two cards for everyone; a paid peek (the peek penalty) is told. P0's
    own opening peek leaves the others' moves told, the peek last; a draw ends the recap. From
    a player's second turn on, their own last move comes first (``RecapLine.own``)."""
    seats = tuple(Seat(f"P{i}", "human") for i in range(3))
    c = Controller(GameConfig(load_ruleset("norwegian-4", ["peek-penalty"]), seats, seed=9,
                              handover="never"))
    for _ in range(2):  # P1, then P2: the opening peek, then a draw and a swap
        c.begin_turn()
        for action in (PEEKS[2], PEEKS[3], DRAW_STOCK, SWAPS[0]):
            c.apply(action)
    c.begin_turn()
    recap = [line.text for line in c.recap()]
    assert len(recap) == 3, recap  # the new hole, P1's swap, P2's swap
    assert "dealt a new hole" in recap[0]
    assert [line.split()[0] for line in recap[1:]] == ["P1", "P2"]
    assert not [line for line in recap
                if "peeked at" in line or line.endswith("drew a card from the stock.")]
    assert recap[-1] == c.line
    c.apply(PEEKS[2])  # P0's own opening peek is no act: the others' moves are still told
    c.apply(PEEKS[3])
    assert [line.text for line in c.recap()] == [*recap, c.line]
    assert "peeked at" in c.line
    c.apply(DRAW_STOCK)  # P0 has acted: no recap
    assert c.recap() == []
    c.apply(SWAPS[0])
    c.begin_turn()  # P1 again: P2's swap and P0's
    assert [line.text.split()[0] for line in c.recap()] == ["P1", "P2", "P0"]
    assert c.recap()[0].own  # P1's own last move first, no move since
    c.apply(PEEKS[0])  # paid for, a choice of P1's: P0 will want to know
    c.apply(DRAW_STOCK)
    c.apply(SWAPS[1])
    c.begin_turn()
    c.apply(DRAW_STOCK)
    c.apply(SWAPS[1])
    c.begin_turn()
    recap = [line.text for line in c.recap() if not line.own]  # P0's own last move aside
    assert [line.split()[0] for line in recap] == ["P1", "P1", "P2"]
    assert "peeked at" in recap[0]


@pytest.mark.parametrize("preset", ["norwegian-4", "swedish-6"])
def test_a_resumed_match_s_bots_remember_the_hole_so_far(preset: str) -> None:
    """The computer players of a resumed match are built anew; they were shown only the view
    the save left them in, so what they had seen this hole (the hard player's tracking of every
    face-down card, the cards others took from the discard pile) was gone: a hard player played
    worse after every resume. They are shown the hole's views again, and know what the players
    who never left know."""
    from golf_tui.bots.hard import HardBot
    from golf_tui.bots.normal import NormalBot

    seats = (Seat("Kari", "human"), Seat("Ola", "hard"), Seat("Siri", "normal"))
    live = Controller(GameConfig(load_ruleset(preset, rules=["match.holes=2"]), seats, seed=4))
    rng = random.Random(3)
    while live.match.hole.turns < 7 and not live.match.finished:
        seat = live.current
        if live.is_bot(seat):
            live.apply(live.bots[seat].choose(live.bot_view()))
        else:
            live.apply(rng.choice(live.table_view().legal))
    resumed = Controller(live.config, live.match)
    old_hard, new_hard = live.bots[1], resumed.bots[1]
    old_normal, new_normal = live.bots[2], resumed.bots[2]
    assert isinstance(old_hard, HardBot) and isinstance(new_hard, HardBot)
    assert isinstance(old_normal, NormalBot) and isinstance(new_normal, NormalBot)
    for attr in ("cards", "bounds", "knows", "drawn"):
        assert getattr(new_hard._track, attr) == getattr(old_hard._track, attr), attr
    assert new_hard._track.cards  # something is tracked at all
    assert new_hard._notes.in_grid == old_hard._notes.in_grid
    assert new_normal._notes.in_grid == old_normal._notes.in_grid


def test_the_log_tells_when_the_final_lap_began_and_who_went_out() -> None:
    """swedish-6: the log of a hole that ended with a final lap said only, on its last line,
    "P2 drew … P0's cards are all face up — the hole is over.", as if it happened on P2's
    turn. The move that turned the last card says so, and when the lap began."""
    c = controller("swedish-6", ["human", "human", "human"], handover="never")
    rng = random.Random(4)
    began: str | None = None
    while not c.match.results:
        v = c.public_view()
        c.apply(rng.choice([a for a in c.bot_view().legal if a != KNOCK]))
        after = c.public_view()
        if began is None and v.closer is None and after.closer is not None and not c.match.results:
            began = c.names[after.closer]
            assert c.log[-1].seat == after.closer
    assert began is not None, "no final lap in this hole: pick another seed"
    lines = [line for line, _ in c.log_lines()]
    note = f"{began}'s cards are all face up: the final lap begins."
    lap = [i for i, line in enumerate(lines) if line.endswith(note)]
    assert len(lap) == 1 and lines[lap[0]].startswith(began), lines
    # and the end is the lap's, not the last mover's doing
    assert lines[-1].endswith(f"{began}'s cards are all face up and everyone has had a last"
                              " turn — the hole is over."), lines[-1]


def test_a_table_of_computers_plays_the_match_simulate_plays_with_its_seed() -> None:
    """The table seeds its bots as ``golf-tui simulate`` does, so the same seed and line-up give
    the same match, move for move (easy players draw on their random numbers every turn)."""
    from golf_tui.bots import choose_steadily
    from golf_tui.simulate import simulate

    rules = load_ruleset("swedish-6", rules=["match.holes=2"])
    kinds = ["easy", "normal", "easy"]
    seats = tuple(Seat(f"P{i}", k) for i, k in enumerate(kinds))
    c = Controller(GameConfig(rules, seats, seed=22))
    while not c.match.finished:
        action, problem = choose_steadily(c.bots[c.current], c.bot_view())
        assert problem is None
        c.apply(action)
    alone = simulate(rules, len(kinds), 22, kinds)
    assert [r.scores for r in c.match.results] == [r.scores for r in alone.results]


class Recording:
    """A computer player that plays as ``inner`` does and keeps every view it is shown."""

    def __init__(self, inner: Bot) -> None:
        self.inner = inner
        self.kind = inner.kind
        self.views: list[SeatView] = []

    def choose(self, v: SeatView) -> Action:
        return self.inner.choose(v)

    def observe(self, v: SeatView) -> None:
        self.views.append(v)
        self.inner.observe(v)

    def new_hole(self) -> None:
        self.inner.new_hole()

    def standings(self, totals: tuple[int, ...], holes_left: int | None,
                  redeals: int = 0, deal: int = 0) -> None:
        self.inner.standings(totals, holes_left, redeals, deal)


def play_a_while(c: Controller, turns: int, rng: random.Random) -> None:
    """Play on (the computers choosing, the people at random) until ``turns`` turns of the
    hole are over."""
    while c.match.hole.turns < turns and not c.match.finished:
        seat = c.current
        if c.is_bot(seat):
            c.apply(c.bots[seat].choose(c.bot_view()))
        else:
            c.apply(rng.choice(c.bot_view().legal))


@pytest.mark.parametrize("preset", ["norwegian-4", "swedish-6"])
def test_every_computer_is_shown_its_own_seats_view(preset: str) -> None:
    """What the controller shows a computer player after every move is its own seat's view
    (its memory, its legal moves), never the view of the seat to act."""
    seats = (Seat("Kari", "human"), Seat("Ola", "normal"), Seat("Siri", "hard"))
    c = Controller(GameConfig(load_ruleset(preset, rules=["match.holes=2"]), seats, seed=4))
    shown = {seat: Recording(bot) for seat, bot in c.bots.items()}
    c.bots.update(shown)
    rng = random.Random(3)
    while not c.match.finished:
        before = {seat: len(bot.views) for seat, bot in shown.items()}
        play_a_while(c, c.match.hole.turns + 1, rng)
        for seat, bot in shown.items():
            assert len(bot.views) > before[seat]
            assert all(v.seat == seat for v in bot.views), seat
            if not c.match.finished:
                assert bot.views[-1] == view(c.match.hole, seat)
    assert sum(len(bot.views) for bot in shown.values()) > 40


def test_a_computer_taking_over_a_seat_is_shown_that_seats_views(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Ola leaves mid-hole: the computer playing for Ola is shown the deal so far as Ola saw
    it (every view of Ola's seat, one a move), and Ola's view of the table now."""
    import golf_tui.bots as bots

    made: list[Recording] = []
    real = bots.make_bot

    def recording(kind: str, seed: int) -> Recording:
        made.append(Recording(real(kind, seed)))
        return made[-1]

    seats = (Seat("Kari", "human"), Seat("Ola", "human"), Seat("Siri", "normal"))
    c = Controller(GameConfig(load_ruleset("norwegian-4"), seats, seed=4))
    play_a_while(c, 4, random.Random(5))
    ola = 1
    if c.current == ola:  # leaving on their own turn waits for its end
        play_a_while(c, c.match.hole.turns + 1, random.Random(5))
    assert c.current != ola and c.match.hole.turns >= 4
    monkeypatch.setattr(bots, "make_bot", recording)
    c.hand_over(ola, "normal")
    assert [c.bots[ola]] == made
    m = Match.start(c.match.ruleset, list(c.match.players), c.match.seed)
    expected = []
    for action in c.match.actions:  # Ola's view of every state of this deal
        if m.deals == c.match.deals:
            expected.append(view(m.hole, ola))
        m = play(m, action)
    expected.append(view(c.match.hole, ola))
    views = made[0].views
    assert all(v.seat == ola for v in views)
    assert len(views) > 8 and views == expected
