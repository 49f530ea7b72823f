"""Rulesets as strict data: every knob of the rules specification (RULES.md §3) in frozen pydantic
models.

A ruleset is validated as a whole: unknown keys, wrong types and impossible combinations are
errors that name the key. House rules are named sets of changes to the same keys, so a setup
screen can offer them as switches or choices and the resolved ruleset records which are on.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Annotated, Any, Literal

from pydantic import (
    AfterValidator,
    BaseModel,
    BeforeValidator,
    ConfigDict,
    Field,
    SerializerFunctionWrapHandler,
    StrictBool,
    StrictInt,
    ValidationInfo,
    WrapSerializer,
    field_validator,
    model_validator,
)
from pydantic_core import PydanticCustomError, PydanticKnownError

from .cards import Rank, Suit, build_pack
from .frozen import read_only
from .text import first_control

RankCode = Literal["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JK"]
ALL_RANK_CODES: tuple[str, ...] = (
    "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "JK",
)  # fmt: skip
GRID_SHAPES: dict[str, tuple[int, int]] = {"2x2": (2, 2), "2x3": (2, 3), "3x3": (3, 3)}
MIN_PLAYERS, MAX_PLAYERS = 2, 8

# The numbers a ruleset scores with have limits: generous for any house rule (jokers at −5, a bonus
# of −20 or −40, a penalty of +10 or +25), and small enough that a hole's score and a match's
# totals stay a few digits wide on the screen and quick to add up.
MAX_CARD_POINTS = 100  # a card's value: −100 … 100
MAX_BONUS_POINTS = 100  # the two-pair bonus: −100 … 100
MAX_PENALTY_POINTS = 100  # a knock or peek penalty: 0 … 100
MAX_TARGET = 1_000  # the target score of a match played to one
CardPoints = Annotated[StrictInt, Field(ge=-MAX_CARD_POINTS, le=MAX_CARD_POINTS)]


def _whole(value: Any) -> Any:
    """A whole number as written: a choice of numbers (``Literal[0, 2]``) would otherwise take
    2.0 for 2 and false for 0, where every other number of a ruleset is strict."""
    if type(value) is not int:
        raise PydanticKnownError("int_type")
    return value


def _problem(code: str, english: str, **params: Any) -> PydanticCustomError:
    """A check of the ruleset's own, with a code of its own (``errors.PROBLEM_CODES``) and its
    values, so that a caller can word it in another language: ``english`` is the message, with
    ``{name}`` for each value (a plain ValueError would have only the English)."""
    return PydanticCustomError(code, english, params)


def _shown_as_written(text: str) -> str:
    """A text the game shows as written (a title, a description, the ruleset's name): no
    control character, line break or direction override, which would reach the terminal as
    they are (``golf-tui history`` prints them)."""
    char = first_control(text)
    if char is not None:
        raise _problem("control_character",
                       "holds a control character ({char}): write the text without it",
                       char=f"U+{ord(char):04X}")
    return text


Text = Annotated[str, AfterValidator(_shown_as_written)]

# The texts a ruleset file writes have limits: far above every shipped preset's (names of 11
# characters, titles of 18, descriptions of 113), and short enough that a title fits a line of the
# rules screen and the scorecard, and a description two lines of an 80-column terminal.
MAX_NAME_LENGTH = 40  # the ruleset's name (its identifier)
MAX_TITLE_LENGTH = 40  # the ruleset's title, a house rule's or an option's
MAX_DESCRIPTION_LENGTH = 160  # the ruleset's description or a house rule's
# The names a ruleset file gives and a player types (``--house KEY=OPTION``) have a limit too: a
# house rule's key and an option's name. Far above every shipped preset's (keys of 18 characters,
# option names of 7), and short enough that ``KEY=OPTION`` fits one line of the rules screen at 80
# columns, where the house rules' headings and the list of the table's settings give it, and a key
# one line of the setup screen's house rules column (32 columns).
MAX_KEY_LENGTH = 24  # a house rule's key (``[house_rules.KEY]``) or an option's name
# The validation context of a ruleset read back from a saved match (the autosave, the history):
# the lengths are not checked there, so that a match saved before they were keeps its file.
AS_SAVED: dict[str, Any] = {"saved": True}


def shown_name(name: str, limit: int = MAX_KEY_LENGTH) -> str:
    """``name`` (a key, an option's name, a house rule typed on the command line) as an error
    gives it: whole up to ``limit`` characters, else its first ``limit`` and "…". A message that
    gave a 5000-character name whole filled the terminal."""
    return name if len(name) <= limit else name[:limit] + "…"


def shown_key(key: str) -> str:
    """The dotted ``key`` (``match.holes``) as an error gives it: each part by ``shown_name``,
    so that a long key of the ruleset's own (``house_rules.KEY.options.NAME``) stays whole."""
    return ".".join(shown_name(part) for part in key.split("."))


def _at_most(limit: int, *, key: bool = False) -> AfterValidator:
    """A text of at most ``limit`` characters (a 5000-character title filled the screen), but
    in a saved match (``AS_SAVED``). ``key``: a key of a table (a house rule's, an option's
    name), which the error names by its first ``limit`` characters, as a message that gave a
    5000-character key whole filled the terminal."""

    def check(text: str, info: ValidationInfo) -> str:
        saved = isinstance(info.context, dict) and info.context.get("saved") is True
        if len(text) <= limit or saved:
            return text
        if key:
            raise _problem("key_too_long",
                           "the name {name} is {length} characters long, at most {max} are"
                           " allowed: shorten it",
                           name=repr(shown_name(text, limit)), length=len(text), max=limit)
        raise _problem("text_too_long",
                       "is {length} characters long, at most {max} are allowed: shorten it",
                       length=len(text), max=limit)

    return AfterValidator(check)


Name = Annotated[Text, _at_most(MAX_NAME_LENGTH)]
Title = Annotated[Text, _at_most(MAX_TITLE_LENGTH)]
Description = Annotated[Text, _at_most(MAX_DESCRIPTION_LENGTH)]
HouseKey = Annotated[str, _at_most(MAX_KEY_LENGTH, key=True)]  # its other checks: ``_usable_keys``
OptionName = Annotated[Text, _at_most(MAX_KEY_LENGTH, key=True)]


def _as_dict(table: Mapping[Any, Any], handler: SerializerFunctionWrapHandler) -> Any:
    return handler(dict(table))


# A table of a ruleset (``values``, ``house_rules``, a house rule's ``changes`` and ``options``):
# read-only once validated (``frozen``: one ruleset is shared by every table and hole made from
# it), written out as the table it was read from.
ReadOnly = (AfterValidator(read_only), WrapSerializer(_as_dict))


def _none() -> Mapping[Any, Any]:
    return read_only({})


class _Strict(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", use_attribute_docstrings=True)


class PlayerRange(_Strict):
    min: StrictInt = Field(ge=MIN_PLAYERS, le=MAX_PLAYERS)
    """Fewest players the ruleset allows."""
    max: StrictInt = Field(ge=MIN_PLAYERS, le=MAX_PLAYERS)
    """Most players the ruleset allows."""

    @model_validator(mode="after")
    def _ordered(self) -> PlayerRange:
        if self.min > self.max:
            raise _problem("players_reversed", "min ({min}) is larger than max ({max})",
                           min=self.min, max=self.max)
        return self


class Decks(_Strict):
    count: StrictInt = Field(default=1, ge=1, le=3)
    """Decks shuffled together for a table smaller than ``large_from``."""
    large_from: StrictInt = Field(default=9, ge=MIN_PLAYERS, le=MAX_PLAYERS + 1)
    """From this many players on, ``large_count`` decks are used (9: never)."""
    large_count: StrictInt = Field(default=2, ge=1, le=3)
    """Decks shuffled together for a table of ``large_from`` players or more."""

    def for_players(self, players: int) -> int:
        """How many decks a table of ``players`` uses."""
        return self.large_count if players >= self.large_from else self.count


class Opening(_Strict):
    kind: Literal["peek", "flip"]
    """peek: look once, privately, at cards of your bottom row; flip: turn cards of your choice
    face up for everyone to see."""
    count: StrictInt = Field(ge=0, le=8)
    """How many cards are peeked at or flipped before your first turn."""


class TwoPairBonus(_Strict):
    kind: Literal["none", "any", "same_rank"] = "none"
    """any: at least two pair columns; same_rank: two pair columns of the same rank."""
    value: StrictInt = Field(default=-10, ge=-MAX_BONUS_POINTS, le=MAX_BONUS_POINTS)
    """Points added to the grid when the bonus applies (negative is good). At most once a grid."""


class KnockPenalty(_Strict):
    enabled: StrictBool = False
    """The knocker scores 0 with the lowest sum of the hole, else the sum plus ``points``."""
    points: StrictInt = Field(default=10, ge=0, le=MAX_PENALTY_POINTS)
    """Penalty added to a knocker who does not have the lowest sum."""
    tie_counts_as_lowest: StrictBool = True
    """Whether a knocker tied for the lowest sum counts as lowest."""


class PeekPenalty(_Strict):
    enabled: StrictBool = False
    """During your turn you may look at one of your own face-down cards, for a price."""
    points: StrictInt = Field(default=1, ge=0, le=MAX_PENALTY_POINTS)
    """Points added to your hole score for each look."""


MAX_HOLES = 99  # the most holes a match may have: a match to a target also ends after these


class MatchEnd(_Strict):
    end: Literal["holes", "target"] = "holes"
    """holes: play a fixed number of holes; target: play until a total reaches the target."""
    holes: StrictInt = Field(default=9, ge=1, le=MAX_HOLES)
    """Number of holes (deals) in a match, when ``end`` is ``holes``."""
    target: StrictInt = Field(default=100, ge=1, le=MAX_TARGET)
    """With ``end`` = ``target``, the match ends after the hole in which any total reaches this
    (or, should no total ever reach it, after 99 holes)."""

    def describe(self) -> str:
        if self.end == "holes":
            return f"{self.holes} holes"
        return f"to {self.target} points, lowest total wins"  # not "first to": lowest wins


class HouseRuleOption(_Strict):
    title: Title
    """Short name shown in a choice."""
    description: Description = ""
    """One line saying what the house rule does with this option chosen, in place of the
    rule's own (which may name every option's value); empty: the rule's."""
    changes: Annotated[Mapping[str, Any], *ReadOnly] = Field(default_factory=_none)
    """Dotted ruleset keys and the values this option sets."""


class HouseRule(_Strict):
    title: Title
    """Short name shown at setup."""
    description: Description
    """One line saying what the house rule changes."""
    changes: Annotated[Mapping[str, Any], *ReadOnly] = Field(default_factory=_none)
    """Dotted ruleset keys and the values the house rule sets when switched on."""
    options: Annotated[Mapping[OptionName, HouseRuleOption], *ReadOnly] = Field(
        default_factory=_none)
    """For a choice: named alternatives, each with its own changes on top of ``changes``."""
    default_option: str | None = None
    """The option used when the house rule is switched on without naming one."""

    @property
    def match_length_only(self) -> bool:
        """Whether it only changes how long the match lasts (18 holes, play to 100 …): it has
        changes, each of a key of ``match``, and no options. The setup offers those as one
        choice, and the rules and lists name the match's length in their place."""
        return bool(self.changes) and not self.options and all(
            key.startswith("match.") for key in self.changes)

    @model_validator(mode="after")
    def _default_known(self) -> HouseRule:
        if self.options and self.default_option not in self.options:
            raise _problem("default_option_unknown", "default_option must be one of {options}",
                           options=sorted(self.options))
        if self.default_option is not None and not self.options:  # it would be ignored
            # given as every name the ruleset does not have (cut, and quoted as repr quotes:
            # an escape in it reached the terminal as it is), the same as the catalog's words
            # give it (``ruleset_words``: "option" is quoted there)
            shown = shown_name(self.default_option)
            raise PydanticCustomError(
                "default_without_options",
                "default_option {quoted} names an option, but there are none: add options,"
                " or leave default_option out", {"option": shown, "quoted": repr(shown)})
        return self


def _offered_order(offered: Mapping[str, object], active: Iterable[str]) -> tuple[str, ...]:
    """``active`` house rules (``key`` or ``key=option``) in the order of ``offered``'s keys;
    any not offered last, in the order they came."""
    order = {key: n for n, key in enumerate(offered)}
    return tuple(sorted(active, key=lambda a: order.get(a.partition("=")[0], len(order))))


class Ruleset(_Strict):
    """Everything that decides how a match of Golf is played."""

    name: Name = Field(min_length=1)
    """Identifier of the preset or custom ruleset (e.g. ``swedish-6``)."""
    title: Title = ""
    """Human name (e.g. ``Sexkortsgolf``)."""
    description: Description = ""
    """One line for the setup screen."""
    grid: Literal["2x2", "2x3", "3x3"]
    """Rows × columns of each player's grid; the bottom row is nearest the player."""
    players: PlayerRange
    """Allowed player counts."""
    decks: Decks = Decks()
    """Decks in play, by player count."""
    jokers_per_deck: Annotated[Literal[0, 2], BeforeValidator(_whole)] = 0
    """Jokers shuffled in with each deck."""
    values: Annotated[Mapping[RankCode, CardPoints], *ReadOnly]
    """Points of each rank: A, 2 … 10, J, Q, K and JK (joker)."""
    opening: Opening
    """What each player does before their first turn of a hole."""
    placement: Literal["face_down", "face_up"]
    """How a card swapped into a grid lies."""
    knock: StrictBool = False
    """Whether a player may knock instead of drawing (then everyone else gets one more turn)."""
    all_face_up: Literal["off", "final_lap", "immediate"] = "off"
    """What a grid that is entirely face up does: nothing, start a final lap, or end the hole."""
    flip_as_turn: StrictBool = False
    """Whether turning one of your face-down cards face up may be your whole turn."""
    flip_after_discard: StrictBool = False
    """After throwing away a stock card you must flip a face-down card, unless one is left."""
    pairs: Literal["none", "column", "anywhere"] = "none"
    """Which cards of one rank cancel to 0: none, a whole column, or any two in the grid."""
    jokers_pair: StrictBool = False
    """Whether jokers can form a pair."""
    two_pair_bonus: TwoPairBonus = TwoPairBonus()
    """Bonus for a grid with two pair columns (Swedish double pairs, Danish four of a kind)."""
    knock_penalty: KnockPenalty = KnockPenalty()
    """Reward or penalty for the knocker."""
    peek_penalty: PeekPenalty = PeekPenalty()
    """Looking at your own face-down cards during your turn."""
    empty_stock: Literal["reshuffle", "redeal", "end_hole"] = "reshuffle"
    """What happens when a turn starts with no stock: reshuffle the discard pile, void the hole
    and deal again, or score the hole as it stands."""
    match: MatchEnd = MatchEnd()
    """When the match ends."""
    house_rules: Annotated[Mapping[HouseKey, HouseRule], *ReadOnly] = Field(
        default_factory=_none)
    """House rules this ruleset offers at setup, by key."""
    active_house_rules: tuple[str, ...] = ()
    """House rules switched on to make this ruleset (``key`` or ``key=option``)."""

    def in_offered_order(self, active: Iterable[str]) -> tuple[str, ...]:
        """``active`` (house rules switched on: ``key`` or ``key=option``) in the order this
        ruleset offers them, any it does not offer last, as they came: the order they were
        switched on in is no part of the rules, and the screens and commands that list them
        listed the same match's house rules in two orders. A ruleset's own
        ``active_house_rules`` are in that order already (``_in_offered_order``)."""
        return _offered_order(self.house_rules, active)

    @property
    def shape(self) -> tuple[int, int]:
        """(rows, columns)."""
        return GRID_SHAPES[self.grid]

    @property
    def grid_size(self) -> int:
        rows, cols = GRID_SHAPES[self.grid]
        return rows * cols

    def decks_for(self, players: int) -> int:
        return self.decks.for_players(players)

    @property
    def most_decks(self) -> int:
        """The most decks a table of this ruleset plays with, over every player count it
        allows."""
        return max(self.decks_for(n) for n in range(self.players.min, self.players.max + 1))

    def most_dealt(self, rank: Rank, suit: Suit | None = None) -> int:
        """How many cards of ``rank`` a deal with this ruleset can hold: of ``suit``, or of
        any suit when it is None (a joker has none). Counted in the pack the engine deals
        (``build_pack``) for the most decks, so the answer cannot disagree with a deal."""
        return sum(1 for card in build_pack(self.most_decks, self.jokers_per_deck)
                   if card.rank is rank and (suit is None or card.suit is suit))

    def stock_after_deal(self, players: int) -> int:
        """The cards left to draw once ``players`` grids are dealt and the first discard is
        turned up."""
        return (self.decks_for(players) * (52 + self.jokers_per_deck)
                - players * self.grid_size - 1)

    @property
    def face_down_after_opening(self) -> int:
        """Each grid's face-down cards once the opening is over (a peeked card stays down)."""
        return self.grid_size - (self.opening.count if self.opening.kind == "flip" else 0)

    def check_players(self, players: int) -> None:
        """Raise ValueError when ``players`` is outside the allowed range."""
        if not self.players.min <= players <= self.players.max:
            raise ValueError(
                f"{self.name} is for {self.players.min}–{self.players.max} players, not {players}"
            )

    @property
    def jokers_house_rule(self) -> str | None:
        """The key of a house rule not switched on that would give this ruleset jokers
        (``jokers_per_deck`` above 0, itself or in one of its options); None when it has none."""
        active = {name.partition("=")[0] for name in self.active_house_rules}
        for key, rule in self.house_rules.items():
            changes = [rule.changes, *(option.changes for option in rule.options.values())]
            if key not in active and any(c.get("jokers_per_deck", 0) for c in changes):
                return key
        return None

    @property
    def can_score_above_zero(self) -> bool:
        """Whether any card in the pack, bonus or penalty can give a grid a score above 0: if
        none can, no total ever grows, and a match to a target would never end."""
        return (
            any(points > 0 for code, points in self.values.items()
                if code != "JK" or self.jokers_per_deck)
            or (self.two_pair_bonus.kind != "none" and self.two_pair_bonus.value > 0)
            or (self.knock_penalty.enabled and self.knock_penalty.points > 0)
            or (self.peek_penalty.enabled and self.peek_penalty.points > 0)
        )

    @field_validator("values")
    @classmethod
    def _every_rank(cls, values: Mapping[str, int], info: ValidationInfo) -> Mapping[str, int]:
        jokers = info.data.get("jokers_per_deck", 0)
        if "JK" not in values and not jokers:
            values = {**values, "JK": 0}  # no joker is ever dealt, so its points never count
        missing = [code for code in ALL_RANK_CODES if code not in values]
        if missing and "JK" in missing:
            raise _problem("values_missing_joker",
                           "missing a value for {ranks} (the pack has {jokers} jokers per deck)",
                           ranks=", ".join(missing), jokers=jokers)
        if missing:
            raise _problem("values_missing", "missing a value for {ranks}",
                           ranks=", ".join(missing))
        return read_only({code: values[code] for code in ALL_RANK_CODES})

    @field_validator("house_rules")
    @classmethod
    def _usable_keys(cls, rules: Mapping[str, HouseRule]) -> Mapping[str, HouseRule]:
        # a field's check, not the model's (``_consistent``), which is made only when every
        # field is valid: an unknown key elsewhere in the file hid this one
        for key in rules:
            if not key or any(ch in key for ch in " =,") or first_control(key):
                raise _problem("house_key_unusable",
                               "house_rules: {name} is not a usable key: write it without"
                               " spaces, '=', ',' or control characters", name=repr(key))
        return rules

    @field_validator("active_house_rules")
    @classmethod
    def _in_offered_order(cls, active: tuple[str, ...],
                          info: ValidationInfo) -> tuple[str, ...]:
        # however they were switched on (--house's order, the setup's ticks, a file saved by an
        # older version): the match-over screen, the history and the statistics list them so
        return _offered_order(info.data.get("house_rules") or {}, active)

    @model_validator(mode="after")
    def _consistent(self, info: ValidationInfo) -> Ruleset:
        """The checks of keys against each other, each independent of the others: with a list
        as ``info.context["problems"]`` (``customise.build``), every one that fails is put
        there and the ruleset returned, for the caller to refuse it naming all of them (a file
        with a bonus without column pairs and a knock penalty without knocking was told of the
        first only); without one, the first is raised."""
        problems = self._combination_problems()
        collected = info.context.get("problems") if isinstance(info.context, dict) else None
        if isinstance(collected, list):
            collected.extend(problems)
        elif problems:
            raise problems[0]
        return self

    def _combination_problems(self) -> list[PydanticCustomError]:
        problems: list[PydanticCustomError] = []
        rows, cols = self.shape
        size = rows * cols
        o = self.opening
        if o.kind == "peek" and o.count > cols:
            problems.append(_problem(
                "peek_too_many", "opening.count: a peek covers the bottom row, at most {cols}"
                " cards", cols=cols))
        if o.kind == "flip" and o.count >= size:
            problems.append(_problem(
                "flip_too_many", "opening.count: flipping {count} of {size} cards leaves none"
                " hidden", count=o.count, size=size))
        if self.two_pair_bonus.kind != "none" and self.pairs != "column":
            problems.append(_problem("bonus_needs_column_pairs",
                                     "two_pair_bonus needs pairs = 'column'"))
        if self.knock_penalty.enabled and not self.knock:
            problems.append(_problem("knock_penalty_without_knock",
                                     "knock_penalty is enabled but knock is not allowed"))
        # The flip after a discard never turns up the last face-down card, so with cards placed
        # face down it cannot bring a grid all face up.
        can_reveal = self.placement == "face_up" or self.flip_as_turn
        can_end = self.knock or (self.all_face_up != "off" and can_reveal)
        # A redeal voids the hole and deals again, so it only helps if something else can end one.
        if not can_end and self.empty_stock != "end_hole":
            # keys: those whose values make it so, the first a file writes names the problem
            reveal = "all_face_up" if self.all_face_up == "off" else "placement flip_as_turn"
            problems.append(_problem(
                "never_ends",
                "this ruleset can never end a hole: allow knock, or an all_face_up ending with a"
                " way to turn every card face up (placement = 'face_up' or flip_as_turn; the"
                " flip after a discard never turns the last card), or set empty_stock to"
                " 'end_hole'", keys=f"knock {reveal} empty_stock"))
        for players in range(self.players.min, self.players.max + 1):
            stock = self.stock_after_deal(players)
            if stock < 1:  # nothing to draw on the first turn
                needed = players * size + 2  # every grid, the first discard, one card to draw
                pack = needed - 1 + stock
                problems.append(_problem(
                    "too_few_cards",
                    "players.max: {players} players need {needed} cards for {grid} grids,"
                    " but the pack holds only {pack} (decks: {decks})",
                    players=players, needed=needed, grid=self.grid,
                    decks=self.decks_for(players), pack=pack))
                break  # the fewest players it happens with
        if self.match.end == "target" and not self.can_score_above_zero:
            problems.append(_problem(
                "target_unreachable",
                "match.target: no card, bonus or penalty can make a score above 0, so no total"
                " can ever reach {target}: give a card a value above 0, or play a number of"
                " holes (match.end = 'holes')",
                target=self.match.target))
        return problems
