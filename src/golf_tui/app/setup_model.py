"""What the setup screen and the quick start share, without a screen: seat kinds, the house rules
that set the match length, and checking a proposed setup with one message per problem.

Importing it does not load pydantic: ``quick_check`` checks a quick start by a preset's name
before any ruleset is built."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine.errors import RulesetError
from ..i18n import LANGUAGES, N_, _, and_list, ngettext, translation
from ..names import clean_name, default_number, has_control, name_key, typed_key
from ..presets import ACROSS_KEYS, load_ruleset, name_for, preset_data, preset_names
from .config import HUMAN, Seat

if TYPE_CHECKING:
    from ..engine import Ruleset

MAX_NAME = 16
MIN_SEATS, MAX_SEATS = 2, 8  # a table's chairs, whatever the ruleset

# The computer player kinds by name, for extraction; an unknown kind is shown as it is.
BOT_KIND_NAMES = (N_("random"), N_("easy"), N_("normal"), N_("hard"))
# Kinds that are no opponent to measure oneself against, and what they do instead: offered last,
# with this note, where a seat's player is chosen.
BOT_KIND_NOTES = {"random": N_("any legal move")}


def translated(text: str) -> str:
    """Data text (a ruleset's title or description, a house rule's) in the current language;
    a custom ruleset's own text, which no catalog has, comes back unchanged."""
    return _(text) if text else text


def ruleset_title(ruleset: Ruleset) -> str:
    """The ruleset's title in the current language, or its name when it has none."""
    return _title(ruleset.title, ruleset.name)


def _title(title: str, name: str) -> str:
    return translated(title) or name


def bot_kind_name(kind: str) -> str:
    """A computer player kind (``hard``) in the current language."""
    return _(kind) if kind in BOT_KIND_NAMES else kind


def bot_kinds() -> tuple[str, ...]:
    """Computer player kinds available now (read at runtime: more may be added)."""
    from ..bots import BOT_KINDS

    return tuple(BOT_KINDS)


def offered_bot_kinds() -> tuple[str, ...]:
    """The computer player kinds in the order a seat offers them: the opponents, weakest first,
    then the ones with a note (``BOT_KIND_NOTES``): the random player, a baseline for tests."""
    kinds = bot_kinds()
    return (*(k for k in kinds if k not in BOT_KIND_NOTES),
            *(k for k in kinds if k in BOT_KIND_NOTES))


def bot_kind_note(kind: str) -> str:
    """What a kind that is no real opponent does (``any legal move``), or ``""``."""
    note = BOT_KIND_NOTES.get(kind, "")
    return _(note) if note else ""


def bot_kind_named(word: str) -> str | None:
    """The computer kind ``word`` names, by its English name or its name in any of golf-tui's
    languages ("lett", "svår": --help names each so, "hard (vanskelig)"), in any case; None
    for none."""
    said = word.strip().casefold()
    for kind in bot_kinds():
        if said == kind or any(said == translation(lang).gettext(kind).casefold()
                               for lang in LANGUAGES):
            return kind
    return None


def default_bot_kind() -> str:
    kinds = bot_kinds()
    return "normal" if "normal" in kinds else kinds[0]


def match_length_rules(ruleset: Ruleset) -> list[str]:
    """Keys of the ruleset's house rules that set the match length; offered as one choice."""
    return [k for k, rule in ruleset.house_rules.items() if rule.match_length_only]


def switch_rules(ruleset: Ruleset) -> list[str]:
    """Keys of the other house rules: switches, or choices when they have options."""
    return [k for k, rule in ruleset.house_rules.items() if not rule.match_length_only]


# The short matches the setup's Match length offers besides the preset's own length and its
# house rules (18 holes, play to 100): a quick game of an evening, which took ``--rule
# match.holes=3`` on the command line. Offered as changes of the preset (``match.holes=3``, as
# ``--rule`` takes them), not as house rules, and remembered among the preset's house rules.
SHORT_HOLES = (1, 3, 6)
SHORT_PREFIX = "match.holes="


def short_lengths(ruleset: Ruleset) -> list[str]:
    """The short matches offered for ``ruleset`` (a preset with no house rule on), as
    ``match.holes=N``: those shorter than the preset's own number of holes, but for one a
    house rule of the preset plays already (norwegian-6's "6 holes": its Match length listed
    "6 holes" twice, the house rule's and the short match's, the same match); none for a
    preset played to a total."""
    m = ruleset.match
    if m.end != "holes":
        return []
    ruled = {length_of(ruleset, key) for key in match_length_rules(ruleset)}
    return [f"{SHORT_PREFIX}{n}" for n in SHORT_HOLES if n < m.holes and ("holes", n) not in ruled]


def offered_preset(remembered: str, readable: Sequence[str]) -> str:
    """The preset the setup comes up with, of the presets that read (``readable_presets``):
    the one ``remembered`` where it reads, else the first; "" where none reads (the setup ends
    the game, saying why)."""
    return remembered if remembered in readable else readable[0] if readable else ""


def length_choice(preset: str, choice: str) -> str | None:
    """The setup's choice of ``preset``'s Match length that plays the short match ``choice``
    (``match.holes=N``): itself where it is offered (``short_lengths``), the house rule that
    plays that length where one does (norwegian-6's ``6-holes`` for ``match.holes=6``,
    remembered by a version that offered both), else None; None too where the preset does not
    read (a damaged file: loading it says why)."""
    try:
        base = load_ruleset(preset)
    except RulesetError:
        return None
    if choice in short_lengths(base):
        return choice
    length = ("holes", int(choice.removeprefix(SHORT_PREFIX)))
    return next((key for key in match_length_rules(base) if length_of(base, key) == length),
                None)


def is_short_length(choice: str) -> bool:
    """Whether a remembered choice of the setup (a house rule's key, ``key=option``) is a short
    match's ``match.holes=N`` instead."""
    return choice.startswith(SHORT_PREFIX)


def short_length_words(choice: str, *, plain: bool = False) -> str:
    """``match.holes=3`` as the setup's Ready line tells it: "3 holes (short match)";
    ``plain``: as its Match length offers it, among the other lengths, "3 holes" (at 80 columns
    "3 hull (kort parti)" was cut in the box)."""
    n = int(choice.removeprefix(SHORT_PREFIX))
    holes = ngettext("%(n)d hole", "%(n)d holes", n) % {"n": n}
    return holes if plain else _("%(holes)s (short match)") % {"holes": holes}


def split_choices(choices: Sequence[str]) -> tuple[list[str], list[str]]:
    """The setup's choices as house rules and ``--rule`` changes (a short match's holes)."""
    house = [c for c in choices if not is_short_length(c)]
    return house, [c for c in choices if is_short_length(c)]


def offered_short(preset: str, choice: str) -> bool:
    """Whether ``choice`` is a short match the setup offers for ``preset``."""
    return choice in short_lengths(load_ruleset(preset))


def carried_short(ruleset: Ruleset) -> str | None:
    """The short match of the setup that ``ruleset`` (a preset's, as played) is, as
    ``match.holes=N``, or the house rule of that length where one plays it (``length_choice``:
    ``--rule match.holes=6`` of norwegian-6 is its "6 holes"): where ``match.holes`` is its one
    change of the preset (``--rule match.holes=3``), to a length the setup offers, with no house
    rule of the length on. None otherwise: the setup cannot show it as one of its lengths."""
    from ..rules_text import preset_changes

    changes = preset_changes(ruleset)
    if not changes or len(changes) != 1 or not is_short_length(changes[0]):
        return None
    for active in ruleset.active_house_rules:
        rule = ruleset.house_rules.get(active.partition("=")[0])
        if rule is not None and rule.match_length_only:
            return None
    return length_choice(ruleset.name, changes[0])


def remembered_choices(ruleset: Ruleset) -> list[str]:
    """The setup's choices that play ``ruleset`` (a preset's): its house rules, and the short
    match it is (``carried_short``), remembered for the next setup."""
    short = carried_short(ruleset)
    return [*ruleset.active_house_rules, *([short] if short else [])]


def length_of(ruleset: Ruleset, choice: str) -> tuple[str, int] | None:
    """How long a match of ``ruleset`` (a preset's) lasts with ``choice`` of its Match length
    (``""``: its own; a house rule's key; a short match's ``match.holes=N``): ("holes", N) or
    ("target", points). None: not one of its lengths."""
    m = ruleset.match
    match = {"end": m.end, "holes": m.holes, "target": m.target}
    if is_short_length(choice):
        match.update(end="holes", holes=int(choice.removeprefix(SHORT_PREFIX)))
    elif choice:
        rule = ruleset.house_rules.get(choice)
        if rule is None or not rule.match_length_only:
            return None
        match.update({k.removeprefix("match."): v for k, v in rule.changes.items()})
    end = str(match["end"])
    return end, int(match["holes" if end == "holes" else "target"])


def same_length(ruleset: Ruleset, length: tuple[str, int]) -> str | None:
    """The choice of ``ruleset``'s Match length (``length_of``) that plays ``length``: its own
    length first (``""``), then a house rule of it, then a short match; None: none does."""
    for choice in ("", *match_length_rules(ruleset), *short_lengths(ruleset)):
        if length_of(ruleset, choice) == length:
            return choice
    return None


def base_length(ruleset: Ruleset) -> str:
    """The preset's own match length in words, for the first entry of the length choice."""
    m = ruleset.match
    if m.end == "holes":
        return ngettext("%(n)d hole", "%(n)d holes", m.holes) % {"n": m.holes}
    return _("to %(target)d points, lowest total wins") % {"target": m.target}


def length_choices(ruleset: Ruleset) -> list[tuple[str, str]]:
    """The Match length's choices for ``ruleset`` (a preset's), as (label, choice): its own
    length (``""``), its house rules of the length, its short matches (``match.holes=N``),
    fewest holes first and a match played to a score last: "9, 18, 1, 3, 6 holes", the preset's
    own first and the short ones added after, read as jumbled. Empty where it offers no length but
    its own."""
    keys = match_length_rules(ruleset)
    shorts = short_lengths(ruleset)  # changes of the preset's holes, after its house rules
    if not keys and not shorts:
        return []

    def label(choice: str) -> str:
        if not choice:
            return capitalized(base_length(ruleset))
        if is_short_length(choice):
            return capitalized(short_length_words(choice, plain=True))
        return translated(ruleset.house_rules[choice].title)

    def order(choice: str) -> tuple[bool, int]:
        end, n = length_of(ruleset, choice) or ("target", 0)
        return end != "holes", n

    return [(label(c), c) for c in sorted(("", *keys, *shorts), key=order)]


def capitalized(text: str) -> str:
    """``text`` with its first letter upper case (the rest left as it is)."""
    return text[:1].upper() + text[1:]


@dataclass(frozen=True)
class Checked:
    """The outcome of checking a setup: the ruleset it builds (if it does) and every problem."""

    ruleset: Ruleset | None
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        return self.ruleset is not None and not self.problems


def name_problems(names: Sequence[str]) -> list[str]:
    """Empty, too long or repeated names (compared as ``name_key`` does: two names that look
    the same are one; said so where a letter of another script makes them one), and names
    holding control characters (a name is printed as it is, in the table and by ``golf-tui
    history``). Invisible characters are not a problem: they are left out (``clean_name``).
    Seats are named by their number in the list: a seat's own name may be another's default
    ("Player 1" in seat 3)."""
    problems: list[str] = []
    seen: dict[str, tuple[int, str]] = {}  # name_key → the first seat of it and its name
    for i, raw in enumerate(names, start=1):
        name = clean_name(raw)
        if not name:
            problems.append(_("Seat %(n)d needs a name.") % {"n": i})
            continue
        if has_control(name):  # said first, and alone: the name is not shown (its escapes
            # would reach the terminal in the command line's message)
            problems.append(_("Seat %(n)d: a name cannot hold control characters (tabs, escapes,"
                              " line breaks).") % {"n": i})
            continue
        if len(name) > MAX_NAME:
            problems.append(_("%(name)s…: names are at most %(max)d characters.")
                            % {"name": name[:MAX_NAME], "max": MAX_NAME})
        key = name_key(name)
        if key not in seen:
            seen[key] = (i, name)
            continue
        first, first_name = seen[key]
        if typed_key(first_name) == typed_key(name):
            problems.append(_("Seats %(first)d and %(second)d are both called %(name)s.")
                            % {"first": first, "second": i, "name": name})
        else:  # the same but for a letter of another alphabet (a Cyrillic "а" in "Kаri")
            problems.append(_("Seats %(first)d and %(second)d: %(name)s and %(other)s look the"
                              " same (a letter of another alphabet looks like a Latin one).")
                            % {"first": first, "second": i, "name": first_name, "other": name})
    return problems


def default_name(n: int) -> str:
    """The name a new seat gets: "Player 3" in the current language."""
    return _("Player %(n)d") % {"n": n}


def bot_name(n: int) -> str:
    """The name of the ``n``-th computer seat nobody named: "Bot 2" in the current language, as
    the quick start (``--players Kari,bot,bot``) and the setup name them."""
    return _("Bot %(n)d") % {"n": n}


def new_seat_name(seat: int, names: Sequence[str], namer: Callable[[int], str] = default_name
                  ) -> str:
    """The default name of a player added as seat ``seat`` beside ``names``: the seat's own
    ("Player 7" for seat 7) when no one has it, else the lowest number no one has. ``namer``
    (``bot_name``) for a computer, ``seat`` its number among the computers."""
    taken = {name_key(name) for name in names}
    free = (n for n in (seat, *range(1, seat + len(names) + 2))
            if name_key(namer(n)) not in taken)
    return namer(next(free))


def bot_number(name: str) -> int | None:
    """The number of a computer's default name in any language ("Bot 2": 2), else None."""
    return default_number(name, "Bot %(n)d")


def is_default_name(name: str) -> bool:
    """Whether nobody typed ``name``: a seat's default ("Player 3") or a computer's ("Bot 1"),
    in any language."""
    return default_number(name) is not None or bot_number(name) is not None


def in_current_language(name: str) -> str:
    """A default name in any language ("Spiller 2") as the current language writes it ("Player
    2"); any other name as it is. So switching the language renames the seats nobody named."""
    number = default_number(name)
    if number is not None:
        return default_name(number)
    number = bot_number(name)
    return name if number is None else bot_name(number)


def seat_names(names: Sequence[str], kinds: Sequence[str] | None = None) -> list[str]:
    """``names`` after seats came, went or moved, or changed who plays them (``kinds``, all
    human if None): the default ones renamed after their seat ("Player 5" in seat 4 is "Player
    4"), a computer's after its place among the computers nobody named, as the quick start
    names them (a seat nobody named that becomes the second such computer is "Bot 2", and
    "Player 4" again when it turns human), unless a name somebody typed is that already; the
    names somebody typed as they are."""
    kinds = [HUMAN] * len(names) if kinds is None else kinds
    typed = [name for name in names if not is_default_name(name)]
    named: list[str] = []
    bots = 0
    for seat, (name, kind) in enumerate(zip(names, kinds, strict=True), start=1):
        if not is_default_name(name):
            named.append(name)
        elif kind == HUMAN:
            named.append(new_seat_name(seat, [*typed, *named]))
        else:
            bots += 1
            named.append(new_seat_name(bots, [*typed, *named], bot_name))
    return named


def build_ruleset(preset: str, house: Sequence[str], rules: Sequence[str] = (),
                  by_name: bool = False) -> Checked:
    """The ruleset of ``preset`` with ``house`` rules and ``rules``, or the problems that
    keep it from being built; never raises for bad input.

    ``by_name``: as typed on the command line. Else, as at the setup screen, house rules ticked
    that cannot go together are named by their titles (``ticked_problems``)."""
    short: list[str] = []
    if not by_name:  # a short match chosen at the setup: a change, as ``--rule`` makes it
        house, short = split_choices(house)
    rules = [*short, *rules]
    try:  # the preset's own file first: broken since the setup came up, it is named
        if short and not by_name and any(not offered_short(preset, c) for c in short):
            return Checked(None, (_("%(choice)s is no match length offered here.")
                                  % {"choice": short[0]},))
        return Checked(load_ruleset(preset, list(house), list(rules)), ())
    except RulesetError as e:
        if by_name or rules != short or not house:
            return Checked(None, (str(e),))
        return Checked(None, ticked_problems(e, preset, house))


def ticked_problems(e: RulesetError, preset: str, house: Sequence[str]) -> tuple[str, ...]:
    """``e``, the problem of ``preset`` with the house rules ``house`` ticked at the setup, where
    it is theirs (two of them set one key, or together they break a rule of the ruleset's, each
    alone being fine), one problem each: told of the ruleset by its title and of the house
    rules by theirs, as the setup shows them. Two that set one key, in the command line's
    message (``ruleset_words``) without the keys it names as typed: "Firekortsgolf: house
    rules Pair bonus and Column pairs cannot be played together: both set 'pairs'", where the
    command line says "preset norwegian-4: house rules Pair bonus ('pair-bonus') and Column
    pairs ('column-pairs') cannot …"; two that break a rule, "Firekortsgolf with
    Knock penalty and No knock: knock_penalty is enabled but knock is not allowed", where
    "preset norwegian-4: knock_penalty …" named a key nobody ticked. Of several ticked, the
    ones it is of: those without any one of which it is built."""
    from ..ruleset_words import problem_text

    codes = {p.code for p in e.problems}
    if not codes or not codes <= {*ACROSS_KEYS, "house_conflict"}:
        return (str(e),)
    try:
        base = load_ruleset(preset)
    except RulesetError:  # the preset's own problem, not the house rules'
        return (str(e),)
    lines = []
    for p in e.problems:
        if p.code == "house_conflict":
            lines.append(problem_text(p, ruleset_title(base), typed=False))
            continue
        named = [label for label in house if build_ruleset(
            preset, [other for other in house if other != label], by_name=True).ok]
        made = _("%(source)s with %(changes)s") % {
            "source": ruleset_title(base),
            "changes": and_list([_house_title(base, label) for label in named or house])}
        lines.append(problem_text(p, made))
    return tuple(lines)


def _house_title(base: Ruleset, label: str) -> str:
    """A house rule (``key`` or ``key=option``) as the setup shows it: its title, an option's
    title for a rule with options ("Jokers −3"), in the current language."""
    from ..engine.customise import house_title

    return translated(house_title(base, label)) or label


def check_seats(built: Checked, seats: Sequence[Seat], by_name: bool = False) -> Checked:
    """``built`` (``build_ruleset``) with the seats checked against it: the number of players
    for the ruleset, the names, the kinds; never raises for bad input.

    ``by_name``: call the ruleset by its name (swedish-6), as typed on the command line, rather
    than by its title (Sexkortsgolf), as shown at the setup screen.

    The problems of the whole table (the ruleset, the number of players) come before those of
    single seats: with many seats, they are the ones a short list must not leave out."""
    ruleset, problems = built.ruleset, list(built.problems)
    if ruleset is not None:
        problems += _count_problems(ruleset.title, ruleset.name, ruleset.players.min,
                                    ruleset.players.max, len(seats), by_name=by_name)
    problems += name_problems([s.name for s in seats])
    problems += _kind_problems(seats)
    return Checked(ruleset, tuple(problems))


def check_setup(preset: str, house: Sequence[str], seats: Sequence[Seat],
                rules: Sequence[str] = (), by_name: bool = False) -> Checked:
    """Build the ruleset and check the seats against it (``build_ruleset``, then
    ``check_seats``); never raises for bad input."""
    return check_seats(build_ruleset(preset, house, rules, by_name), seats, by_name)


def problem_lines(problems: Sequence[str], lines: int, width: int | None = None) -> list[str]:
    """``problems`` in at most ``lines`` lines of at most ``width`` cells (None: as long as
    they are), each a problem's line after "⚠ ", wrapped between words onto lines indented
    under its start (``wrapped``): all of them, or those first in the list that fit and a last
    line saying how many more there are (the list is in order of importance, ``check_seats``).
    A first one longer than the lines alone shows as much as fits, ending in "…". A problem of
    several lines (a ruleset's, one a line) is as many problems."""
    width = max(width, 8) if width is not None else None
    blocks = [wrapped(line, width) for p in problems for line in p.splitlines() or [p]]
    if sum(len(block) for block in blocks) <= lines:
        return [line for block in blocks for line in block]
    room = max(lines - 1, 0)  # the last line counts the problems left out
    shown: list[str] = []
    count = 0
    for block in blocks:
        if len(shown) + len(block) > room:
            break
        shown += block
        count += 1
    if not count and blocks:  # the first alone is too long: as much of it as fits
        count = 1
        shown = _cut(blocks[0][:room if len(blocks) > 1 else lines], width)
    more = len(blocks) - count
    if more:
        shown.append(ngettext("…and %(count)d more problem", "…and %(count)d more problems",
                              more) % {"count": more})
    return shown[:lines]


def _cut(lines: list[str], width: int | None) -> list[str]:
    """``lines``, the start of a longer text, with "…" at the end of the last one."""
    from rich.cells import set_cell_size

    if not lines:
        return []
    last = lines[-1] if width is None else set_cell_size(lines[-1], width - 1).rstrip()
    return [*lines[:-1], f"{last}…"]


def wrapped(text: str, width: int | None, mark: str = "⚠ ") -> list[str]:
    """``mark`` and ``text`` in lines of at most ``width`` cells (None: one line), broken
    between words (within a word longer than a line) by Textual's wrapping, the lines after the
    first indented under the mark's end (not where a line has no room for more than the mark)."""
    from rich.cells import cell_len
    from textual.content import Content

    if width is None or cell_len(mark + text) <= width:
        return [mark + text]
    indent = cell_len(mark) if cell_len(mark) < width else 0
    lines = [line.plain.rstrip() for line in Content(mark[indent:] + text).wrap(width - indent)]
    return [f"{mark[:indent] if i == 0 else ' ' * indent}{line}"
            for i, line in enumerate(lines) if line]


def _count_problems(title: str, name: str, lo: int, hi: int, n: int, *,
                    by_name: bool = False) -> list[str]:
    """That the ruleset does not seat ``n`` players, named so that it is told from the presets
    whose title reads the same ("Sekskortsgolf (Norge)": in Norwegian norwegian-6, swedish-6 and
    danish-6 are all "Sekskortsgolf"; ``by_name``: by its name, as the command line takes it),
    and, for too many, what does seat them: the presets that do (those of the same grid where
    any does: "Sekskortsgolf (Sverige) og Sekskortsgolf (Danmark) tar opptil 8 spillere."), and
    on the command line the ruleset's own limit raised (``--rule players.max=8``)."""
    if lo <= n <= hi:
        return []
    shown = name if by_name else (name_for(name, title) if name in preset_names()
                                  else _title(title, name))
    said = [_("%(title)s is for %(min)d–%(max)d players, not %(n)d.")
            % {"title": shown, "min": lo, "max": hi, "n": n}]
    if n > hi:
        seating = _presets_seating(name, n)
        if seating:
            most = min(top for _other, top in seating)
            names = [other if by_name else name_for(other) for other, _top in seating]
            said.append(ngettext("%(presets)s takes up to %(most)d players.",
                                 "%(presets)s take up to %(most)d players.", len(names))
                        % {"presets": and_list(names), "most": most})
        if by_name and n <= MAX_SEATS:
            said.append(_("Or keep %(ruleset)s with --rule players.max=%(n)d.")
                        % {"ruleset": name, "n": n})
    return [" ".join(said)]


def _presets_seating(name: str, n: int) -> list[tuple[str, int]]:
    """The shipped presets other than ``name`` that seat ``n`` players, with the most each
    seats: those dealing the grid preset ``name`` deals (another country's six-card Golf, for
    norwegian-6) where any does, else all."""
    names = preset_names()
    grids: dict[str, object] = {}
    seating: list[tuple[str, int]] = []
    for other in names:
        try:
            data = preset_data(other)
        except RulesetError:
            continue
        grids[other] = data.get("grid")
        facts = _preset_facts(data)
        if other != name and facts is not None and facts[2] <= n <= facts[3]:
            seating.append((other, facts[3]))
    grid = grids.get(name)
    alike = [(other, top) for other, top in seating if grid is not None and grids[other] == grid]
    return alike or seating


def _kind_problems(seats: Sequence[Seat]) -> list[str]:
    if all(seat.kind == HUMAN for seat in seats):
        return []  # nothing to check: the computer players are not even imported
    kinds = {HUMAN, *bot_kinds()}
    return [_("%(name)s: no bot %(kind)s (kinds: %(kinds)s).")
            % {"name": seat.name, "kind": repr(seat.kind), "kinds": ", ".join(bot_kinds())}
            for seat in seats if seat.kind not in kinds]


@dataclass(frozen=True)
class QuickChecked:
    """``quick_check``'s outcome: every problem, and what the first hand-over needs to know."""

    problems: tuple[str, ...]
    opening_peek: bool = False  # the preset opens with a peek at the bottom row


def quick_check(preset: str, seats: Sequence[Seat], by_name: bool = False
                ) -> QuickChecked | None:
    """``check_setup`` for a shipped preset by name with no house rules and no ``--rule``, without
    building the ruleset (no pydantic): the same problems, in the same order and words, from the
    preset's file as read. The shipped presets are validated whole by the tests; the ruleset is
    built (and validated) anyway once the first screen is up.

    None when the file does not state plainly what the check needs (its name, title, player
    range and opening, all required fields of a ruleset): then ``check_setup`` decides."""
    problems: list[str] = []
    opening_peek = False
    try:
        data = preset_data(preset)
    except RulesetError as e:
        problems.append(str(e))
    else:
        facts = _preset_facts(data)
        if facts is None:
            return None
        title, name, lo, hi, opening_peek = facts
        problems += _count_problems(title, name, lo, hi, len(seats), by_name=by_name)
    problems += name_problems([s.name for s in seats])
    problems += _kind_problems(seats)
    return QuickChecked(tuple(problems), opening_peek)


def _preset_facts(data: Mapping[str, Any]) -> tuple[str, str, int, int, bool] | None:
    """(title, name, fewest players, most players, opens with a peek) as a preset's data states
    them, or None when any of them is missing or not of its plain type."""
    name, title = data.get("name"), data.get("title", "")
    players, opening = data.get("players"), data.get("opening")
    if not (isinstance(name, str) and isinstance(title, str) and isinstance(players, dict)
            and isinstance(opening, dict)):
        return None
    lo, hi, count = players.get("min"), players.get("max"), opening.get("count")
    kind = opening.get("kind")
    if type(lo) is not int or type(hi) is not int or type(count) is not int \
            or kind not in ("peek", "flip"):
        return None
    return title, name, lo, hi, kind == "peek" and count > 0


def parse_players(text: str) -> tuple[Seat, ...]:
    """``"Kari,bot:hard,Ola"`` → seats; ``bot`` alone is a computer of the default kind.

    Computer seats are named ``Bot 1``, ``Bot 2`` … in order, passing over a name a person in
    the list has (``"Bot 1,bot"``: the computer is Bot 2), as the setup names them. Raises
    ValueError for an unknown kind; names are checked by ``check_setup``.
    """
    tokens = [t.strip() for t in text.split(",")]
    bot_kind = [head.strip().casefold() == "bot" for head, _sep, _kind in
                (t.partition(":") for t in tokens)]
    typed = [clean_name(t) for t, bot in zip(tokens, bot_kind, strict=True) if not bot]
    seats: list[Seat] = []
    bots = 0
    for token, bot in zip(tokens, bot_kind, strict=True):
        if not bot:
            seats.append(Seat(clean_name(token)))
            continue
        _head, sep, kind = token.partition(":")
        named = bot_kind_named(kind) if sep else default_bot_kind()
        if named is None:
            raise ValueError(_("--players: no bot %(kind)s (kinds: %(kinds)s)")
                             % {"kind": repr(kind.strip().casefold()),
                                "kinds": ", ".join(bot_kinds())})
        kind = named
        bots += 1
        name = new_seat_name(bots, [*typed, *(seat.name for seat in seats)], bot_name)
        seats.append(Seat(name, kind))
    return tuple(seats)
