"""Every level plays whole matches of every preset and house rule without an illegal action, and
replays exactly given its seed."""

from __future__ import annotations

from dataclasses import replace

import pytest
from bot_helpers import LEVELS, RULESETS, bot, ruleset, ruleset_id

from golf_tui.bots import BOT_KINDS, Bot, NormalBot, make_bot
from golf_tui.bots.heuristics import FORCE, NORMAL, decide, hurry
from golf_tui.bots.notes import situation, will_hurry
from golf_tui.engine import TAKE_DISCARD, Hole, Match, Ruleset, Swap, apply, view
from golf_tui.presets import load_ruleset
from golf_tui.simulate import play_match, play_on


def test_registry_has_every_level() -> None:
    assert set(LEVELS) <= set(BOT_KINDS)
    for kind in LEVELS:
        assert make_bot(kind, 1).kind == kind
    with pytest.raises(ValueError, match="no bot"):
        make_bot("grandmaster", 1)


@pytest.mark.parametrize("case", RULESETS, ids=ruleset_id)
def test_every_level_finishes_a_match(case: tuple[str, tuple[str, ...]]) -> None:
    """A mixed table of all four levels plays a short match to its end (play_match raises on an
    illegal action)."""
    rs = ruleset(*case, holes=2)
    bots = [bot(kind, seat) for seat, kind in enumerate(LEVELS)]
    m = play_match(rs, bots, seed=len(case[1]))
    assert m.finished
    assert len(m.scored_holes()) == 2


@pytest.mark.parametrize("preset", ["norwegian-4", "swedish-6", "nine-card"])
@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_full_match_of_one_level(preset: str, kind: str) -> None:
    """Nine holes between four players of one level."""
    rs = ruleset(preset)
    m = play_match(rs, [bot(kind, s) for s in range(4)], seed=5)
    assert m.finished and len(m.scored_holes()) == 9


@pytest.mark.parametrize("case", [("norwegian-4", ("peek-penalty", "knock-penalty")),
                                  ("danish-6", ("flip-as-turn", "flip-after-discard")),
                                  ("swedish-6", ("double-pairs",))], ids=ruleset_id)
@pytest.mark.parametrize("kind", LEVELS)
def test_deterministic_given_seed(case: tuple[str, tuple[str, ...]], kind: str) -> None:
    """The same seeds replay the same match, action for action."""
    rs = ruleset(*case, holes=1)
    kinds = [kind, "normal", kind]
    first = play_match(rs, [bot(k, 11 + s) for s, k in enumerate(kinds)], seed=4)
    again = play_match(rs, [bot(k, 11 + s) for s, k in enumerate(kinds)], seed=4)
    assert first.actions == again.actions


LONGEST = FORCE + 10  # rounds: past FORCE every turn brings the end of the hole nearer


def play_full_tables(rs: Ruleset, kind: str) -> None:
    """Two matches of as many ``kind`` players as ``rs`` seats, every hole within LONGEST
    rounds."""
    players = rs.players.max

    def not_too_long(h: Hole) -> None:
        assert h.turns < LONGEST * players, h.turns

    for seed in range(2):
        bots = [bot(kind, seed * 10 + s) for s in range(players)]
        m = play_on(Match.start(rs, [f"p{i}" for i in range(players)], seed), bots,
                    watch=not_too_long)
        assert m.finished, seed


@pytest.mark.parametrize("case", RULESETS, ids=ruleset_id)
@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_a_full_table_of_careful_players_ends_every_hole(
        case: tuple[str, tuple[str, ...]], kind: str) -> None:
    """As many players of one level as the ruleset seats never play a hole for ever. Eight
    normal players on nine cards with jokers once drew and threw away for thousands of rounds
    (seed 1), every low card in a grid and nobody willing to put a high one on a face-down card;
    a hole that runs ``FORCE`` rounds now puts unwanted stock cards on face-down ones."""
    play_full_tables(ruleset(*case, holes=2), kind)


@pytest.mark.parametrize(("preset", "rules"), [
    ("swedish-6", ["placement=face_down", "flip_as_turn=true"]),
    ("nine-card", ["placement=face_down", "flip_as_turn=true", "all_face_up=immediate"]),
    ("danish-6", ["placement=face_down", "flip_as_turn=true", "flip_after_discard=true",
                  "empty_stock=reshuffle"]),
])
@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_where_only_flips_finish_a_grid_the_bots_flip_once_the_hole_runs_long(
        preset: str, rules: list[str], kind: str) -> None:
    """Cards put into the grid lie face down, so only flips can finish a grid; the bots turn
    to flipping after ``FORCE`` rounds instead of playing on for ever."""
    play_full_tables(load_ruleset(preset, (), [*rules, "match.holes=2"]), kind)


def _play_counting_voids(rs: Ruleset, bots: list[Bot], seed: int) -> tuple[Match, list[int]]:
    """A whole match, and ``Match.redeals`` as each deal began."""
    seen: list[int] = []

    def note(m: Match) -> bool:
        seen.append(m.redeals)
        return False

    players = [f"p{i}" for i in range(len(bots))]
    return play_on(Match.start(rs, players, seed), bots, until=note), seen


@pytest.mark.parametrize("rules", [
    ["empty_stock=redeal"],
    ["empty_stock=redeal", "placement=face_down", "flip_as_turn=true"],
    ["empty_stock=redeal", "flip_after_discard=true", "all_face_up=immediate"],
], ids=lambda rules: "+".join(r.split("=")[0] for r in rules))
@pytest.mark.parametrize("kind", ["easy", "normal"])
def test_after_a_voided_deal_the_bots_end_the_next_one(rules: list[str], kind: str) -> None:
    """Eight players on nine cards have a short stock (31 cards); where it running out voids
    the deal, careful players voided deal after deal for ever. Once a deal is voided, the bots
    make sure the next one ends (``heuristics.hurry``): never two voids in a row."""
    rs = load_ruleset("nine-card", (), [*rules, "match.holes=3"])
    players = rs.players.max
    for seed in range(2):
        m, voids = _play_counting_voids(rs, [bot(kind, seed * 10 + s) for s in range(players)],
                                        seed)
        assert m.finished and len(m.scored_holes()) == 3
        assert 1 in voids, "no deal was voided: the test no longer tests the hurry"
        assert max(voids) == 1


def test_a_hard_player_at_such_a_table_ends_the_deal_too() -> None:
    rs = load_ruleset("nine-card", (), ["empty_stock=redeal", "match.holes=1"])
    kinds = ["hard", *["normal"] * 7]
    m, redeals = _play_counting_voids(rs, [bot(k, 30 + s) for s, k in enumerate(kinds)], 3)
    assert m.finished and 1 in redeals and max(redeals) == 1


def _first_turn(rs: Ruleset, players: int) -> Hole:
    """A fresh deal of ``rs`` after the opening flips, the first player to act."""
    m = Match.start(rs, [f"p{i}" for i in range(players)], 4)
    bots = [bot("normal", s) for s in range(players)]
    h = m.hole
    while view(h, h.current).phase == "opening":
        h = apply(h, bots[h.current].choose(view(h, h.current)))
    return h


def test_a_deal_after_a_void_is_hurried_only_where_its_stock_is_short() -> None:
    """Eight players on nine cards leave 31 cards in the stock, fewer than a card a turn would
    need to fill six face-down cards each; two players leave 33 for far fewer turns."""
    rs = load_ruleset("nine-card", (), ["empty_stock=redeal"])
    h = _first_turn(rs, 8)
    v = view(h, h.current)
    assert v.stock_count == 31 and len(v.face_down(h.current)) == 6
    assert not situation(v).short  # the first deal of a hole is played as ever
    assert decide(situation(v), NORMAL) != TAKE_DISCARD  # a queen on top: it draws
    short = situation(v, redeals=1)
    assert short.short and decide(short, NORMAL) == TAKE_DISCARD  # the stock lasts
    held = apply(h, TAKE_DISCARD)
    s = situation(view(held, h.current), redeals=1)
    placed = decide(s, NORMAL)
    assert isinstance(placed, Swap) and placed.pos in s.down  # every turn fills a face-down card
    two = _first_turn(rs, 2)
    assert not situation(view(two, two.current), redeals=3).short
    reshuffled = _first_turn(load_ruleset("nine-card"), 8)
    assert not situation(view(reshuffled, reshuffled.current), redeals=1).short


def test_where_the_stock_lasts_from_the_deal_the_hurry_waits_for_a_second_void() -> None:
    """A Danish deal (four players: 27 cards to draw for four face-down cards each) is voided
    now and then by slow play; hurrying the next one cost the hurrying seat 0.12 points a hole
    (docs/bots.md), so there the bots hurry only after two voids in a row."""
    danish = {"players": 4, "down": 3, "dealt": 27, "dealt_down": 4}
    assert not hurry(0, 10, **danish)
    assert not hurry(1, 10, **danish)
    assert hurry(2, 10, **danish)
    assert not hurry(2, 16, **danish)  # 16 cards: four rounds of draws for three cards to fill
    assert hurry(1, 10, **{**danish, "dealt": 19})  # short from the deal on: the first void


def test_the_table_knows_whether_the_bots_will_hurry_the_next_deal() -> None:
    """What the result screen of a voided deal reads (``notes.will_hurry``): after the first
    void on nine cards with eight players, yes; after a Danish one, not yet."""
    short = load_ruleset("nine-card", (), ["empty_stock=redeal"])
    m = play_on(Match.start(short, [f"p{i}" for i in range(8)], 0),
                [bot("normal", s) for s in range(8)], until=lambda m: m.redeals >= 1)
    assert m.redeals == 1 and will_hurry(m)
    assert not will_hurry(Match.start(short, [f"p{i}" for i in range(8)], 0))  # no void yet
    danish = load_ruleset("danish-6")
    m = play_on(Match.start(danish, ["a", "b", "c", "d"], 3), [NormalBot(i) for i in range(4)],
                until=lambda m: m.redeals >= 1)
    assert m.redeals == 1 and not will_hurry(m)
    assert will_hurry(replace(m, results=(*m.results, m.results[-1])))  # a second void
    assert not will_hurry(Match.start(load_ruleset("nine-card"), ["a", "b"], 0))  # reshuffles
