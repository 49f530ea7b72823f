"""The saved match and a new one: the questions asked before a new match replaces an unfinished
one saved (at start-up, from the command line; at the setup's Start, where one came back since),
the setup's offer of the saved match resumed or looked for again, and the answers to the
resume offers. Mixed into ``GolfApp``, which moves between the screens."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from textual.app import App
from textual.screen import Screen

from ..engine.errors import RulesetError
from ..i18n import _, and_list
from .config import GameConfig, QuickStart

if TYPE_CHECKING:
    from ..engine import Ruleset
    from ..storage import AutosaveInfo, SavedMatch
    from .notes import NoteBoard
    from .session import Session


def asked_for(config: GameConfig) -> str:
    """A new match in words, for the question before it replaces a saved one: "Kari and Bot 1
    — Firekortsgolf", and its length where it is not its preset's ("— Firekortsgolf, 2 holes":
    ``--rule match.holes=2``, a length house rule), which the question left out."""
    from ..presets import ruleset_name

    words = f"{and_list(list(config.names))} — {ruleset_name(config.ruleset)}"
    length = length_apart(config.ruleset)
    return words if length is None else f"{words}, {length}"


def length_apart(ruleset: Ruleset) -> str | None:
    """How long a match of ``ruleset`` lasts, in words ("2 holes", "to 50 points, lowest
    total wins"), where that is not as its preset ships (a ruleset that is no preset: the
    engine's 9 holes); None where it is."""
    from ..presets import shipped_match

    m, shipped = ruleset.match, shipped_match(ruleset.name)
    if m.end == shipped.end and (m.holes if m.end == "holes" else m.target) == (
            shipped.holes if m.end == "holes" else shipped.target):
        return None
    from .setup_model import base_length  # the setup's words for it

    return base_length(ruleset)


class SavedOffers(App[None]):
    """The saved match offered, resumed or replaced (mixed into ``GolfApp``, which sets these
    up)."""

    config: GameConfig | None
    quick: QuickStart | None
    session: Session | None
    notes: NoteBoard

    if TYPE_CHECKING:  # provided by GolfApp and its other parts

        def warn(self, message: str, *, toast: bool = True, first: bool = False,
                 saved: bool = False) -> None:
            ...

        def _warn_session_problems(self, *, told: bool = False) -> None:
            ...

        def _replace(self, screen: Screen[Any], callback: Any = None) -> None:
            ...

        def _start_asked_for(self) -> bool:
            ...

        def start_resumed(self, saved: SavedMatch) -> None:
            ...

        def show_setup(self) -> None:
            ...

        def action_quit_game(self) -> None:
            ...

    def _ask_before_new(self) -> bool:
        """Before a match asked for on the command line replaces an unfinished one: offer the
        saved match (resume it, start the new one, or quit) and True. False, at no cost before
        the first frame, when there is no autosave; False also when the one there cannot be
        resumed (damaged: moved aside; newer: moved aside at the first save), said by the
        session's problems, or is open in another golf-tui (the new match's first save says
        that it is not saved)."""
        session = self.session
        if session is None or not session.has_autosave():
            return False
        info = session.offer(starting=True)
        if info is None:
            return False
        from .screens.resume import ReplaceSavedScreen, ResumeSameScreen

        if self.quick is not None:  # a preset as it ships, of its own length
            from ..presets import name_for

            asking = (f"{and_list([s.name for s in self.quick.seats])} —"
                      f" {name_for(self.quick.preset)}")
        else:
            assert self.config is not None
            asking = asked_for(self.config)
        screen = ReplaceSavedScreen if not self._asked_for_saved(info) else ResumeSameScreen
        self._replace(screen(info, asking, list(session.problems)), self._replace_chosen)
        return True

    def _asked_for_saved(self, info: AutosaveInfo) -> bool:
        """Whether the match asked for on the command line is the saved one begun again (its
        seats, ruleset, rules and seed: the same command run from the shell's history after
        the terminal was closed). Only with a seed given can it be: the ruleset (which a quick
        start builds after the first frame) is built only then."""
        wanted = self.quick if self.quick is not None else self.config
        if wanted is None or wanted.seed is None or wanted.seed != info.seed:
            return False
        seats = tuple((s.name, s.kind) for s in wanted.seats)
        if seats != info.seats:
            return False
        try:
            config = self.quick.config() if self.quick is not None else self.config
        except (RulesetError, ValueError):
            return False
        return config is not None and info.same_match(seats, config.ruleset, config.seed)

    def _replace_chosen(self, choice: str | None) -> None:
        """The answer to ``ReplaceSavedScreen``: nothing is replaced but on "new"."""
        if choice == "resume":
            self._resume_chosen(choice)
        elif choice == "new":
            self._start_asked_for()
        else:
            self.exit()

    def _resume_chosen(self, choice: str | None) -> None:
        if choice == "quit":  # the saved match stays saved, offered again next time
            self.exit()
            return
        if choice in ("resume", "other") and self.session is not None:
            session = self.session
            chosen = session.other if choice == "other" else session.offered
            saved = session.resume(chosen)
            if saved is not None:
                self.start_resumed(saved)
                self._warn_session_problems()  # where the match it replaced went, if one did
                return
            self._warn_session_problems()
        self.show_setup()

    def resume_saved(self, chosen: AutosaveInfo | None = None,
                     others: Sequence[AutosaveInfo] = (),
                     resumed: Callable[[], None] | None = None) -> bool:
        """The setup's offer of the saved match taken (its ctrl+o, its line's button, the
        palette's entry): resumed as the start-up's Resume does, behind a hand-over, and True
        (``resumed`` is called). ``chosen``: the match the setup offers (None: the autosave's);
        with ``others`` saved beside it (matches moved aside, ``Session.others``) the player
        chooses first, in the start-up's box (``ResumeFromSetupScreen``: each within reach,
        Back to the setup as it was), and False: the one chosen there is resumed then. One that
        cannot be any more (damaged, open in another golf-tui, or gone since) is said by a
        warning, and the setup offers what is left (``_offer_what_is_left``)."""
        if self.session is None:
            return False
        if chosen is not None and others:
            from .screens.resume import ResumeFromSetupScreen

            box = ResumeFromSetupScreen(chosen, others=list(others))

            def answered(choice: str | None) -> None:
                if choice in ("resume", "other"):
                    self._resume_one(chosen if choice == "resume" else box.other, resumed)
                elif choice == "quit":  # q: every saved match stays saved, offered next time
                    self.action_quit_game()

            self.push_screen(box, answered)
            return False
        return self._resume_one(chosen, resumed)

    def _resume_one(self, chosen: AutosaveInfo | None,
                    resumed: Callable[[], None] | None = None) -> bool:
        """Resume ``chosen`` (``resume_saved``; None: the autosave's match); True when it is."""
        if self.session is None:
            return False
        said = len(self.session.problems)
        saved = self.session.resume(chosen)
        if saved is not None:
            self.notes.clear()  # the setup's passing notes said nothing of this match
            self.start_resumed(saved)
            self._warn_session_problems()  # where the autosave it took the place of went
            if resumed is not None:
                resumed()
            return True
        if len(self.session.problems) == said:  # no file there now: nothing said why
            self.warn(_("The saved match is no longer there: another golf-tui may have resumed"
                        " it."))
        self._warn_session_problems()
        self._offer_what_is_left()
        return False

    def _offer_what_is_left(self) -> None:
        """A saved match the setup offered could not be resumed: where others were saved
        beside it, the setup offers what is saved now, as it would come up now
        (``Session.setup_offer``); else it no longer offers one."""
        session = self.session
        several = any(getattr(screen, "saved_others", None) for screen in self.screen_stack)
        info = session.setup_offer() if several and session is not None else None
        self._warn_session_problems()
        for screen in self.screen_stack:
            offer, withdraw = (getattr(screen, name, None)
                               for name in ("offer_again", "withdraw_offer"))
            if info is not None and session is not None and callable(offer):
                offer(info, session.others)
            elif callable(withdraw):
                withdraw()

    def saved_offer_again(self, setup: Screen[Any]) -> AutosaveInfo | None:
        """A setup that offers no saved match is asked for one (its ctrl+o, the palette) or is
        about to start a new match: look again (``Session.look_again``). The match another
        golf-tui had open when this run looked is offered once that one has quit or died, as
        a fresh start offers it: on the setup's line above Start (``offer_again``)."""
        if self.session is None:
            return None
        info = self.session.look_again()
        self._warn_session_problems()  # a save found damaged just now
        if info is not None:
            offer = getattr(setup, "offer_again", None)
            if callable(offer):
                offer(info, self.session.others)
        return info

    def ask_before_replacing(self, setup: Screen[Any], config: GameConfig) -> bool:
        """The setup's Start, where a saved match this run did not offer is there now and may
        be resumed (``saved_offer_again``: the other golf-tui that had it open is gone): ask
        first, as a quick start does before it replaces a saved match, and True. Start the new
        match (Enter) dismisses the setup with ``config``; Resume resumes the saved match;
        Back (Escape) is the setup again, as it was, now offering the match above Start; q
        quits, as ctrl+q at the setup does. False: nothing to ask, the match starts."""
        if getattr(setup, "saved_offer", None) is not None:
            return False  # offered on its line: Start replaces it, as the line's tooltip says
        info = self.saved_offer_again(setup)
        if info is None or info.aside:  # (one moved aside stays where it is: nothing replaced)
            return False
        from .screens.resume import ReplaceFromSetupScreen

        def chosen(choice: str | None) -> None:
            if choice == "new":
                setup.dismiss(config)
            elif choice == "resume":
                self._resume_one(info)
            elif choice == "quit":  # q: the saved match stays saved, offered next time
                self.action_quit_game()

        self.push_screen(ReplaceFromSetupScreen(info, asked_for(config)), chosen)
        return True

    def saved_held_elsewhere(self) -> str | None:
        """Why the setup offers no saved match to resume when another golf-tui has it open:
        its ctrl+o and the palette say so, not that nothing is saved. None: no other golf-tui
        has it (``Session.held_elsewhere``)."""
        return self.session.held_elsewhere() if self.session is not None else None
