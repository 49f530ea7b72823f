"""Links to the screens other parts of the app provide (setup, hole result, scorecard, match over,
help, confirm quit), imported lazily so that starting the table stays fast. Until one of those
modules exists, a plain stand-in (``Notice``) shows the same facts so the table can be played."""

from __future__ import annotations

import importlib
from typing import Any, ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen, Screen
from textual.widgets import Static

from ...engine import HoleResult, Match, Ruleset
from ..glyphs import card_label


class Notice(ModalScreen[str]):
    """A stand-in: a few lines of text and keys that dismiss with a value."""

    DEFAULT_CSS = """
    Notice { align: center middle; }
    Notice > Vertical {
        width: auto; max-width: 90%; height: auto; max-height: 90%;
        border: round $accent; padding: 1 2; background: $surface;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "choose('')", "Close")]

    def __init__(self, lines: list[str], choices: dict[str, str] | None = None) -> None:
        super().__init__()
        self.lines = lines
        self.choices = choices or {"enter": ""}

    def compose(self) -> ComposeResult:
        keys = "   ".join(f"{k}: {v or 'continue'}" for k, v in self.choices.items())
        with Vertical():
            yield Static("\n".join([*self.lines, "", keys]), markup=False)

    def on_key(self, event: Any) -> None:
        if event.key in self.choices:
            event.stop()
            self.dismiss(self.choices[event.key])

    def action_choose(self, value: str) -> None:
        self.dismiss(value)


def _find(module: str, name: str) -> Any | None:
    try:
        mod = importlib.import_module(f"golf_tui.app.screens.{module}")
    except ModuleNotFoundError:
        return None
    return getattr(mod, name, None)


def setup_screen() -> Screen[Any] | None:
    cls = _find("setup", "SetupScreen")
    return None if cls is None else cls()


def hole_result_screen(match: Match, result: HoleResult, ascii: bool,
                       animations: bool = True) -> Screen[Any]:
    cls = _find("summary", "HoleResultScreen")
    if cls is not None:
        return cls(match, result, ascii, animations=animations)  # type: ignore[no-any-return]
    lines = [f"Hole {result.hole}: {result.ending.replace('_', ' ')}"]
    for seat, grid in enumerate(result.grids):
        cards = " ".join(card_label(c, ascii=ascii) for c in grid)
        score = "void" if result.scores is None else str(result.scores[seat].total)
        lines.append(f"{match.players[seat]:>12}: {cards}  → {score}")
    return Notice(lines)


def scorecard_screen(match: Match) -> Screen[Any]:
    cls = _find("scorecard", "ScorecardScreen")
    if cls is not None:
        return cls(match)  # type: ignore[no-any-return]
    totals = ", ".join(f"{n} {t}" for n, t in zip(match.players, match.totals, strict=True))
    return Notice([f"Scorecard after {len(match.scored_holes())} hole(s)", totals])


def match_over_screen(match: Match) -> Screen[Any]:
    cls = _find("match_over", "MatchOverScreen")
    if cls is not None:
        return cls(match)  # type: ignore[no-any-return]
    names = " and ".join(match.players[w] for w in match.winners)
    return Notice([f"Match over — {names} won", *scorecard_lines(match)],
                  {"a": "again", "n": "setup", "q": "quit"})


def scorecard_lines(match: Match) -> list[str]:
    return [f"{n}: {t}" for n, t in zip(match.players, match.totals, strict=True)]


def keys_screen(ruleset: Ruleset | None = None) -> Screen[Any]:
    cls = _find("help", "KeysScreen")
    if cls is not None:
        return cls(ruleset)  # type: ignore[no-any-return]
    return Notice(["Keys: d draw, t take discard, 1-9 / arrows+Enter / click a card,",
                   "x throw away, k knock, f flip, p peek, s scorecard, r rules, ctrl+q quit"])


def rules_screen(ruleset: Ruleset) -> Screen[Any]:
    cls = _find("help", "RulesScreen")
    if cls is not None:
        return cls(ruleset)  # type: ignore[no-any-return]
    return Notice([f"{ruleset.title}", ruleset.description])


def confirm_quit_screen() -> Screen[Any]:
    cls = _find("confirm", "ConfirmQuitScreen")
    if cls is not None:
        return cls()  # type: ignore[no-any-return]
    return Notice(["Quit the match?"], {"y": "yes", "n": "", "escape": ""})
