"""The resume offer at start-up: "Resume Kari, Ola and Siri?" and, under it, "swedish-6, hole 4
of 9" (``AutosaveInfo.prompt``).

Dismisses with ``"resume"``, ``"new"`` or ``"quit"`` (``q``, as everywhere in the game: the
saved match stays saved), or ``"other"`` where a second saved match is offered beside the first
(one an older golf-tui moved aside: ``Session.other``); starting a new match replaces the saved
one, and the screen says so before the choice is made. ``ReplaceSavedScreen`` is the same
question put before a quick start (``golf-tui --players …``) would replace an unfinished match:
it names the match asked for, so that nothing is replaced without a yes.

Enter resumes while the box's text has the focus (as it has at first); on a button (Tab), Enter
presses that button: Tab to New match and Enter is a new match (it was Enter bound ahead of the
buttons, and resumed whatever was in focus). So the footer names r for Resume, not Enter, and the
line of keys says what Enter does. Before a quick start the default is the other way round: the
player has just asked for a new match, so Start the new match has the focus at first and Enter
(on it, or on the box's text) starts it; Resume is r, or Tab to it and Enter (it resumed, and
the match just asked for was never started).

Any other key does nothing here, and says so as the match over does (``over.py``): a line under
the box names the keys that choose.
"""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.widgets import Button, Static
from textual.widgets.button import ButtonVariant

from ...i18n import N_, _, and_list
from ...storage import AutosaveInfo
from ..notes import PathsBroken
from ..widgets.focus_mark import MarkedButton
from ..widgets.footer import PALETTE, FittingFooter
from ..widgets.key_text import KeyText
from .caps import caps_answer
from .deliberate import Deliberate
from .over import Over
from .relabel import Relabelled
from .unbound import BOX, BOX_CAPS, named

BUTTON_WIDTH = 16  # Textual's least width of a button, kept where the buttons all fit so
MOST_WIDTH = 120  # the box's most width: beyond it its lines wrap (its least: the buttons')
# Why a key other than the choices' does nothing, before the choices and their keys, where its
# name cannot be known (else it is named, as every other screen names it: ``unbound.BOX``)
NOT_A_CHOICE = N_("That key does nothing here.")


class ResumeScreen(Over[str], Deliberate[str], Relabelled[str]):
    """Offers the unfinished match, with a line for any problem met while looking for it."""

    CSS_PATH = "../styles/resume.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "choose('resume')", N_("Resume")),
        Binding("enter", "choose('resume')", N_("Resume"), show=False),
        Binding("o", "choose('other')", N_("Resume the other")),
        Binding("m", "next_other", N_("Next saved match")),
        Binding("n", "choose('new')", N_("New match")),
        Binding("q", "choose('quit')", N_("Quit")),
        Binding("escape", "choose('new')", N_("New match"), show=False),
    ]
    # The footer keeps to one line, each key whole (Textual's ran off the right edge: "q Avsl"
    # at 44 columns in Swedish): where its keys do not fit, the palette's goes first, then
    # those whose words are longest; every answer stays a button of the box, in its words, and
    # its key still works (the line of keys under the buttons names them all once a key did
    # nothing).
    HIDE_FIRST: ClassVar[tuple[str, ...]] = (PALETTE, "next_other", "choose('other')",
                                             "choose('quit')")
    OVER = NOT_A_CHOICE
    PROMPT = "resume-keys"
    DEFAULT = "resume-yes"  # the button of Enter's answer, shown as the default

    def __init__(self, info: AutosaveInfo, notes: list[str] | None = None, *,
                 other: AutosaveInfo | None = None,
                 others: list[AutosaveInfo] | None = None) -> None:
        """``other``: a second saved match, moved aside (``Session.other``), offered beside the
        first (``o``, dismissing with ``"other"``); each is then told with when it was saved
        and how it stands, to tell them apart. ``others``: every match moved aside, the last
        saved first (``Session.others``): shown beside the first one at a time, ``m`` showing
        the next, and ``o`` resumes the one shown (``other``): with three saved matches or
        more, only the last saved could be reached, the others waiting their turn."""
        super().__init__()
        self.info = info
        self.notes = notes or []
        self.others = list(others) if others else ([other] if other is not None else [])
        self.other = self.others[0] if self.others else None
        self._at = 0  # which of ``others`` is shown (``other``)
        self._told: tuple[str, str] | None = None
        self._phrased = ""  # the offer as last broken between its phrases (``_phrase_prompt``)
        self._tell_apart()

    def _tell_apart(self) -> None:
        # each match's lines, as much as tells the two apart (``told_apart``)
        self._told = None if self.other is None else told_apart(self.info, self.other)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters == ("other",) and self.other is None:
            return False
        if action == "next_other" and len(self.others) < 2:
            return False
        return super().check_action(action, parameters)

    def compose(self) -> ComposeResult:
        with Vertical(id="resume"):
            with VerticalScroll(id="resume-body"):
                yield Static(self.described(self.info), id="resume-prompt", markup=False)
                if self.other is not None:
                    yield Static(self.other_text(), id="resume-other", markup=False)
                yield Static(self.hint(), id="resume-hint", markup=False)
                for note in self.notes:
                    yield Static(PathsBroken(note), classes="resume-note")
            with Horizontal(id="resume-buttons"):
                yield MarkedButton(_("Resume"), id="resume-yes", variant=self.variant("resume-yes"),
                                   compact=True, default=self.DEFAULT == "resume-yes")
                if self.other is not None:
                    yield MarkedButton(_("Resume the other"), id="resume-other-yes", compact=True)
                if len(self.others) > 1:
                    yield MarkedButton(_("Next saved match"), id="resume-next", compact=True)
                yield from self.other_buttons()
            keys = KeyText(self.prompt(), id=self.PROMPT)
            keys.display = bool(self._why)  # only once a key did nothing
            yield keys
        yield FittingFooter(self.HIDE_FIRST)

    def other_text(self) -> str:
        """The match shown beside the first: "Or the other saved match: Kari and Ola", or, one
        of several, "Or another saved match (2 of 3): Kari and Ola", and its lines."""
        other = self.other
        assert other is not None
        if len(self.others) > 1:
            head = _("Or another saved match (%(at)d of %(count)d): %(who)s") % {
                "at": self._at + 1, "count": len(self.others),
                "who": and_list(other.players)}
        else:
            head = _("Or the other saved match: %(who)s") % {"who": and_list(other.players)}
        return f"{head}\n{self.details(other)}"

    def action_next_other(self) -> None:
        """m: the next of the matches moved aside beside the first (after the last, the first
        again); o resumes the one shown."""
        if len(self.others) < 2 or self.other is None:
            return
        self._at = (self._at + 1) % len(self.others)
        self.other = self.others[self._at]
        self._tell_apart()
        self._phrased = ""
        self.query_one("#resume-prompt", Static).update(self.described(self.info))
        self.call_after_refresh(self._phrase_prompt)
        self.query_one("#resume-other", Static).update(self.other_text())
        self.call_after_refresh(self._fit)

    def variant(self, button: str) -> ButtonVariant:
        """The default answer's button (Enter's, ``DEFAULT``) stands out; in text it is
        bracketed while no button has the focus (``MarkedButton``'s ``default``)."""
        return "primary" if button == self.DEFAULT else "default"

    def described(self, info: AutosaveInfo) -> str:
        """The offer ("Resume Kari and Ola?" over where it stands), with when it was saved and
        where it was kept where there is more than one match, or it is one moved aside, or
        one read up to its last good move (a damaged save: when its good moves were saved)."""
        if self.other is None and not info.aside and not info.dropped:
            return info.prompt()
        question = _("Resume %(who)s?") % {"who": and_list(info.people_first())}
        return f"{question}\n{self.details(info)}"

    def details(self, info: AutosaveInfo) -> str:
        """Where a match stands and when it was saved ("swedish-6, hole 4 of 9 · saved
        2026-12-01 20:15"), with how it stands where two are offered (``told_apart``), and the
        file of one moved aside."""
        if self._told is not None and (info is self.info or info is self.other):
            parts = self._told[0 if info is self.info else 1]
        else:
            parts = " · ".join(p for p in (info.where(), info.saved_words()) if p)
        if ".newer-" in info.aside:
            return parts + "\n" + _("(kept in %(file)s by an older golf-tui that could not read"
                                    " it)") % {"file": info.aside}
        if ".replaced-" in info.aside:
            return parts + "\n" + _("(kept in %(file)s when a new match took its place)") % {
                "file": info.aside}
        if info.aside:  # set aside when the other match was resumed here
            return parts + "\n" + _("(kept in %(file)s)") % {"file": info.aside}
        return parts

    def hint(self) -> str:
        """What becomes of each match: the one not resumed stays saved; a new match keeps the
        autosave's aside where a move is played in it, and replaces it where none is (``Store.
        set_aside_replaced``: nothing to lose), and leaves those moved aside where they are."""
        if self.other is not None and self.info.aside:  # none is the autosave
            return _("Each match not resumed stays saved and is offered again. Starting a new"
                     " match leaves them where they are.")
        played = self.info.aside or self.info.played
        if len(self.others) > 1:
            return (_("Each match not resumed stays saved and is offered again. Starting a new"
                      " match keeps the first one aside too.") if played else
                    _("The others stay saved and are offered again. Starting a new match"
                      " replaces the first one: no move is played in it yet."))
        if self.other is not None:
            return (_("The match not resumed stays saved and is offered again. Starting a new"
                      " match keeps the first one aside too.") if played else
                    _("The other stays saved and is offered again. Starting a new match"
                      " replaces the first one: no move is played in it yet."))
        if self.info.aside:
            return _("Resuming it makes it the saved match again. Starting a new match leaves"
                     " it where it is.")
        if not self.info.played:
            return _("Starting a new match replaces this one: no move is played in it yet.")
        return _("Starting a new match keeps this one aside, to be resumed later.")

    def next_step(self) -> str:
        if len(self.others) > 1:
            return _("Choose Resume (r), Resume the other (o), Next saved match (m), New match (n)"
                     " or Quit (q). Enter resumes, or presses the button Tab moved to.")
        if self.other is not None:
            return _("Choose Resume (r), Resume the other (o), New match (n) or Quit (q). Enter"
                     " resumes, or presses the button Tab moved to.")
        return _("Choose Resume (r), New match (n) or Quit (q). Enter resumes, or presses the "
                 "button Tab moved to.")

    def show_prompt(self) -> None:
        super().show_prompt()
        self.query_one(f"#{self.PROMPT}").display = bool(self._why)
        self.call_after_refresh(self._fit)

    async def on_key(self, event: events.Key) -> None:
        """A key no binding takes (the screen's, or Enter of the button in focus) does
        nothing: say so, and which keys choose. With Caps Lock on, R, N, Q… choose as r, n,
        q… do (``caps_answer``)."""
        event.prevent_default()  # its own words, not those of ``Over.on_key`` (the table's)
        if await caps_answer(self, event):
            return
        if event.key not in self.active_bindings:
            # named, as every other screen names it: "That key does nothing here" was said of
            # z and X alone
            key, caps = named(self, event)
            self._why, self._key = ((NOT_A_CHOICE, "") if key is None
                                    else (BOX_CAPS if caps else BOX, key))
            self.show_prompt()

    def other_buttons(self) -> ComposeResult:
        yield MarkedButton(_("New match"), id="resume-no", compact=True)
        # as docs/saving.md promises: q was the footer's only, and a click had no way out
        yield MarkedButton(_("Quit"), id="resume-quit", compact=True)

    def on_resize(self, _event: events.Resize) -> None:
        self._fit()
        self.call_after_refresh(self._phrase_prompt)

    def _phrase_prompt(self) -> None:
        """The offer's lines wider than its room broken between their phrases ("Sekskortsgolf
        (Norge)," / "hull 1 av 2, etter en ugyldig utdeling" at 60 columns), not inside the
        last of them: the ruleset's name, once the file's "norwegian-6", is longer."""
        for prompt in self.query("#resume-prompt").results(Static):
            room = self.query_one("#resume-body").content_region.width
            text = self.described(self.info)
            shown = phrased(text, room) if room > 0 else text
            if shown != self._phrased:
                self._phrased = shown
                prompt.update(shown)

    def _fit(self) -> None:
        # The box is as wide as its text, and the buttons' row as the box: a short text (one
        # saved match of two players) left the last button (Quit) outside the box. The box is
        # at least as wide as the buttons (each its words and a cell either side, at least
        # Textual's 16 cells where they all fit so, and its margins; the box's border and
        # padding: 6), worked out from the words, before any layout, so that the first frame
        # has them centred; in a narrow terminal (44 columns) the buttons are only as wide as
        # their words, and where even so they do not fit side by side (three or four answers
        # in a long language: the last one was cut, or left out, at 44 columns) they stand one
        # under the other, each the box's width (``-stacked``).
        buttons = list(self.query("#resume-buttons Button").results(Button))

        def row(least: int) -> int:
            return sum(max(least, cell_len(str(b.label)) + 2) + 2 for b in buttons) + 6

        least = BUTTON_WIDTH if row(BUTTON_WIDTH) <= self.size.width else 0
        stacked = row(least) > self.size.width
        self.set_class(stacked, "-stacked")
        for button in buttons:
            button.styles.min_width = least
        widest = max((cell_len(str(b.label)) + 2 for b in buttons), default=0) + 6
        box = self.query_one("#resume")
        box.styles.min_width = min(widest if stacked else row(least), self.size.width)
        # at most ``MOST_WIDTH`` wide: the line of a key that did nothing made the box 186
        # columns wide on a projector's 300 (in Swedish), its words in one line across it
        box.styles.max_width = min(MOST_WIDTH, self.size.width)
        # The text scrolls, the buttons stay: on a short terminal with long notes the box would
        # otherwise push its buttons off the screen. Rows kept: the border (2), the buttons
        # (a row, or one each where they are stacked) and the gap above them (1), the footer
        # (1), the lines of keys under the buttons once they show.
        keys = self.query_one(f"#{self.PROMPT}")
        below = keys.outer_size.height if keys.display else 0
        kept = 4 + (len(buttons) if stacked else 1) + below
        self.query_one("#resume-body").styles.max_height = max(1, self.size.height - kept)

    @on(Button.Pressed, "#resume-yes")
    def _yes(self) -> None:
        self.dismiss("resume")

    @on(Button.Pressed, "#resume-other-yes")
    def _other(self) -> None:
        self.dismiss("other")

    @on(Button.Pressed, "#resume-next")
    def _next(self) -> None:
        self.action_next_other()

    @on(Button.Pressed, "#resume-no")
    def _no(self) -> None:
        self.dismiss("new")

    @on(Button.Pressed, "#resume-quit")
    def _quit(self) -> None:
        self.dismiss("quit")

    def action_choose(self, choice: str) -> None:
        self.dismiss(choice)


def told_apart(first: AutosaveInfo, second: AutosaveInfo) -> tuple[str, str]:
    """The lines that tell two saved matches offered together apart, one string each: where
    it stands and when it was saved, and under it how it stands to a player at its table (the
    totals, "Kari 12, Ola 15", or on the first hole "3 turns played, Ola to play": two matches
    of the same players and ruleset saved in one minute read the same, "swedish-6, hole 1 of 9
    · saved 06:58", twice). Where even those read alike, the time to the second, and then the
    seed where the seeds differ."""
    def lines(info: AutosaveInfo, *, seconds: bool = False, seed: bool = False) -> str:
        top = " · ".join(p for p in (info.where(), info.saved_words(seconds=seconds)) if p)
        under = [info.standing()]
        if seed and info.seed is not None:
            under.append(_("seed %(seed)d") % {"seed": info.seed})
        below = " · ".join(p for p in under if p)
        return f"{top}\n{below}" if below else top

    told = lines(first), lines(second)
    if told[0] == told[1]:
        told = lines(first, seconds=True), lines(second, seconds=True)
    if told[0] == told[1] and first.seed != second.seed:
        told = (lines(first, seconds=True, seed=True), lines(second, seconds=True, seed=True))
    return told


# the keys of the questions before a new match replaces the saved one: the new match, or it.
# The footer says "New match" (its button says "Start the new match"): the long words left no
# room for q at 44 columns in Norwegian and Swedish ("r Fortsett n Start det nye partiet").
NEW_OR_RESUME: list[BindingType] = [
    Binding("r", "choose('resume')", N_("Resume")),
    Binding("enter", "choose('new')", N_("Start the new match"), show=False),
    Binding("n", "choose('new')", N_("New match"), tooltip=N_("Start the new match")),
]


class ReplaceSavedScreen(ResumeScreen):
    """Before a quick start replaces an unfinished match: Start the new match, which replaces it
    (``n``, Enter: the player has just asked for it, and its button has the focus at first),
    Resume it (``r``, or Enter on its button), or Quit (``q``/Escape). Only the first replaces
    anything."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *NEW_OR_RESUME,
        Binding("q", "choose('quit')", N_("Quit")),
        Binding("escape", "choose('quit')", N_("Quit"), show=False),
    ]
    HIDE_FIRST: ClassVar[tuple[str, ...]] = (PALETTE, "choose('quit')")

    DEFAULT = "resume-no"
    AUTO_FOCUS = "#resume-no"  # Enter at first starts the match asked for

    def __init__(self, info: AutosaveInfo, asked_for: str, notes: list[str] | None = None) -> None:
        """``asked_for``: the new match in words ("Kari & Ola — swedish-6")."""
        super().__init__(info, notes)
        self.asked_for = asked_for

    def hint(self) -> str:
        if not self.info.played:  # nothing to lose: the new match takes its place
            return _("You asked for a new match: %(match)s. Starting it replaces the saved"
                     " match, in which no move is played yet.") % {"match": self.asked_for}
        return _("You asked for a new match: %(match)s. Starting it keeps the saved match"
                 " aside, to be resumed later.") % {"match": self.asked_for}

    def next_step(self) -> str:
        return _("Choose Resume (r), Start the new match (n) or Quit (q). Enter starts the new "
                 "match, or presses the button Tab moved to.")

    def other_buttons(self) -> ComposeResult:
        yield MarkedButton(_("Start the new match"), id="resume-no",
                           variant=self.variant("resume-no"), compact=True,
                           default=self.DEFAULT == "resume-no")
        yield from self.last_button()

    def last_button(self) -> ComposeResult:
        yield MarkedButton(_("Quit"), id="resume-quit", compact=True)


class ResumeSameScreen(ReplaceSavedScreen):
    """The quick start's question where the match asked for is the saved one begun again (the
    same players, ruleset, rules and seed: the command run again from the shell's history after
    the terminal was closed): Resume is the default (in focus, Enter), and the box says it is
    the same match. Start the new match (``n``) begins it again, the saved one kept aside."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "choose('resume')", N_("Resume")),
        Binding("enter", "choose('resume')", N_("Resume"), show=False),
        Binding("n", "choose('new')", N_("New match"), tooltip=N_("Start the new match")),
        Binding("q", "choose('quit')", N_("Quit")),
        Binding("escape", "choose('quit')", N_("Quit"), show=False),
    ]
    DEFAULT = "resume-yes"
    AUTO_FOCUS = "#resume-yes"  # Enter at first resumes: it is the match asked for

    def hint(self) -> str:
        if not self.info.played:
            return _("You asked for this match: %(match)s, the same players, rules and seed."
                     " No move is played in the saved one yet, so starting it again simply"
                     " replaces it.") % {"match": self.asked_for}
        return _("You asked for this match: %(match)s, the same players, rules and seed."
                 " Resume goes on from where it stands; starting it again keeps the saved"
                 " match aside, to be resumed later.") % {"match": self.asked_for}

    def next_step(self) -> str:
        return _("Choose Resume (r), Start the new match (n) or Quit (q). Enter resumes, or"
                 " presses the button Tab moved to.")


class ReplaceFromSetupScreen(ReplaceSavedScreen):
    """Before the setup's Start replaces a saved match it did not offer when it came up (it was
    open in another golf-tui then, and that one has quit or died since: ``Session.look_again``):
    the quick start's question, but its third answer is Back to the setup (``b``/Escape), where
    the match is now offered above Start, the form as it was."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *NEW_OR_RESUME,
        Binding("b", "choose('back')", N_("Back to the setup")),
        Binding("escape", "choose('back')", N_("Back to the setup"), show=False),
        # q quits, as everywhere in the game (the form kept, as ctrl+q at the setup keeps it);
        # not in the footer, which the three answers fill
        Binding("q", "choose('quit')", N_("Quit"), show=False),
    ]
    HIDE_FIRST: ClassVar[tuple[str, ...]] = (PALETTE, "choose('back')")

    def next_step(self) -> str:
        return _("Choose Resume (r), Start the new match (n) or Back to the setup (b). Enter"
                 " starts the new match, or presses the button Tab moved to.")

    def last_button(self) -> ComposeResult:
        yield MarkedButton(_("Back to the setup"), id="resume-back", compact=True)

    @on(Button.Pressed, "#resume-back")
    def _back(self) -> None:
        self.dismiss("back")


def phrased(text: str, width: int) -> str:
    """``text`` with each line wider than ``width`` cells broken after the commas between its
    phrases, as many phrases a line as fit (a phrase wider than a line is left to wrap)."""
    lines = []
    for line in text.splitlines():
        if cell_len(line) <= width:
            lines.append(line)
            continue
        phrases = line.split(", ")
        current = phrases[0]
        for phrase in phrases[1:]:
            if cell_len(f"{current}, {phrase}") <= width:
                current = f"{current}, {phrase}"
            else:
                lines.append(current + ",")
                current = phrase
        lines.append(current)
    return "\n".join(lines)


class ResumeFromSetupScreen(ResumeScreen):
    """The setup's ctrl+o (its line's button, the palette's entry) where more than one saved
    match waits (matches moved aside beside the autosave's, or several moved aside:
    ``Session.others``): the start-up's offer, each match within reach as there (``o``
    resumes the one shown beside the first, ``m`` shows the next), but its other answer is
    Back to the setup (``b``, Escape), the form as it was; q quits, as everywhere. The setup
    said "nothing to resume" where a new match had kept the match it replaced aside, and only
    the next start offered it."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("b", "choose('back')", N_("Back to the setup")),
        Binding("escape", "choose('back')", N_("Back to the setup"), show=False),
        # q quits, as everywhere in the game; not in the footer, which the answers fill
        Binding("q", "choose('quit')", N_("Quit"), show=False),
    ]
    HIDE_FIRST: ClassVar[tuple[str, ...]] = (PALETTE, "next_other", "choose('other')",
                                             "choose('back')")

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose" and parameters == ("new",):
            return False  # the setup is the new match: Back to it
        return super().check_action(action, parameters)

    def next_step(self) -> str:
        if len(self.others) > 1:
            return _("Choose Resume (r), Resume the other (o), Next saved match (m) or Back to"
                     " the setup (b). Enter resumes, or presses the button Tab moved to.")
        return _("Choose Resume (r), Resume the other (o) or Back to the setup (b). Enter"
                 " resumes, or presses the button Tab moved to.")

    def other_buttons(self) -> ComposeResult:
        yield MarkedButton(_("Back to the setup"), id="resume-back", compact=True)

    @on(Button.Pressed, "#resume-back")
    def _back(self) -> None:
        self.dismiss("back")
