"""The table: the grid of the player at the keys, everyone else's grids, the piles, the banner,
the narration and the prompt. Keys and clicks become engine actions through the controller; a key
is enabled only when the engine lists its action as legal for the player at the keys."""

from __future__ import annotations

import time
from typing import ClassVar

from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.events import Resize
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual.worker import Worker, WorkerState

from ...engine import (
    DRAW_STOCK,
    KNOCK,
    TAKE_DISCARD,
    THROW_AWAY,
    Action,
    Flip,
    IllegalAction,
    Peek,
    SeatView,
)  # fmt: skip
from ..controller import Controller, Step
from ..glyphs import card_label
from ..layout import fit
from ..prompts import prompt
from ..widgets.banner import Banner
from ..widgets.card import CardBox
from ..widgets.grid import OwnGrid
from ..widgets.opponents import OpponentsPanel, Seat
from ..widgets.piles import Piles
from ..widgets.status import InfoLine, StatusBar
from . import links
from .handover import HandoverScreen

PLACE = Binding.Group("Place", compact=True)
FLIP = Binding.Group("Flip", compact=True)
PEEK = Binding.Group("Look", compact=True)
PACES = (0.0, 0.2, 0.4, 0.8, 1.2, 2.0)
POSITIONAL = ("place", "flip", "peek", "explain")
GAME_ACTIONS = {"draw": DRAW_STOCK, "take": TAKE_DISCARD, "throw": THROW_AWAY, "knock": KNOCK}


def _digit_bindings() -> list[BindingType]:
    out: list[BindingType] = []
    for kind, group in (("place", PLACE), ("flip", FLIP), ("peek", PEEK)):
        out += [Binding(str(i + 1), f"{kind}({i})", group.description, group=group)
                for i in range(9)]
    out += [Binding(str(i + 1), f"explain({i})", "", show=False) for i in range(9)]
    return out


class TableScreen(Screen[None]):
    """One match at the table, from the first deal to the match-over screen."""

    CSS_PATH = "../styles/table.tcss"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "draw", "Draw", tooltip="Draw the top card of the stock"),
        Binding("t", "take", "Take", tooltip="Take the top card of the discard pile"),
        Binding("x", "throw", "Throw away", tooltip="Throw the drawn card onto the discard pile"),
        Binding("k", "knock", "Knock", tooltip="Knock: everyone else gets one more turn"),
        Binding("f", "arm('flip')", "Flip…", tooltip="Turn one of your cards face up"),
        Binding("p", "arm('peek')", "Peek…", tooltip="Look at one of your cards, for a penalty"),
        *_digit_bindings(),
        Binding("enter", "enter", "OK", key_display="⏎"),
        Binding("escape", "cancel", "Cancel", show=False),
        Binding("left", "move(0,-1)", show=False),
        Binding("right", "move(0,1)", show=False),
        Binding("up", "move(-1,0)", show=False),
        Binding("down", "move(1,0)", show=False),
        Binding("space", "skip", "Skip ahead", tooltip="Play the computer turns at once"),
        Binding("plus", "pace(-1)", "Faster", key_display="+"),
        Binding("minus", "pace(1)", "Slower", key_display="-"),
        Binding("h", "history", "Pile", tooltip="Show the discard pile, top first"),
        Binding("s", "scorecard", "Scores"),
        Binding("r", "rules", "Rules"),
        Binding("question_mark,f1", "keys", "Keys", key_display="?"),
    ]

    def __init__(self, controller: Controller) -> None:
        super().__init__()
        self.ctrl = controller
        t = controller.match.table
        self.rows, self.cols, self.size_ = t.rows, t.cols, t.size
        self.armed: str | None = None
        self.cursor: int | None = None
        self.hint = ""  # a reason shown in place of the prompt after a refused key
        self.show_history = False
        self.busy = False  # a computer turn or a result screen is in progress
        self.skip = False
        self.pace = min(PACES, key=lambda p: abs(p - controller.config.bot_delay))
        self.token = 0
        self._keys_shown: object = None
        self._bot_jobs: dict[Worker[Action], tuple[int, float]] = {}
        self.players = t.players

    # --- building --------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        with Vertical(id="table-body"):
            yield StatusBar(id="status")
            yield OpponentsPanel(self.players - 1, self.cols, id="opponents")
            yield Banner(id="banner")
            with Horizontal(id="main"):
                yield Piles(id="piles")
                yield OwnGrid(self.rows, self.cols, id="own")
            yield InfoLine(id="history")
            yield InfoLine(id="narration")
            yield InfoLine(id="prompt")
        yield Static("", id="too-small", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self._fit(self.size.width, self.size.height)
        self.advance()

    def on_resize(self, event: Resize) -> None:
        self._fit(event.size.width, event.size.height)

    def _fit(self, width: int, height: int) -> None:
        f = fit(width, height, players=self.ctrl.match.table.players, rows=self.rows,
                cols=self.cols, extra=1 if self.show_history else 0)
        self.set_class(not f.fits, "-too-small")
        self.query_one("#too-small", Static).update(
            f"Make the terminal larger: this table needs {f.need_width}×{f.need_height}"
            f" (now {width}×{height})."
        )
        self.query_one(OwnGrid).set_compact(f.own_compact)
        self.query_one(Piles).set_compact(f.piles_compact)
        self.query_one(OpponentsPanel).fit(width)

    # --- drawing ---------------------------------------------------------------------------

    def render_table(self) -> None:
        ctrl = self.ctrl
        m = ctrl.match
        v = ctrl.table_view()
        ascii = ctrl.config.ascii
        names = ctrl.names
        totals = m.totals
        length = f" of {m.holes_to_play}" if m.holes_to_play else ""
        left = f"Golf · {m.ruleset.name} · hole {m.hole_number}{length} · dealer {names[v.dealer]}"
        right = "match over" if m.finished else f"{ctrl.who(v.current)}'s turn"
        self.query_one(StatusBar).show(left, right)
        me = ctrl.keys if ctrl.keys is not None else v.current
        others = [(me + i) % self.players for i in range(1, self.players)]
        self.query_one(OpponentsPanel).show(
            [self._seat(v, s, totals[s]) for s in others], ascii=ascii)
        at_keys = ctrl.at_keys_to_act()
        title = f"{'▶ ' if at_keys else ''}{names[me]} · total {totals[me]}"
        title += " (D)" if v.dealer == me else ""
        self.query_one(OwnGrid).show(
            title, v.grids[me], reveal=ctrl.reveal if ctrl.keys == me else {},
            cursor=self.cursor if at_keys else None, ascii=ascii)
        self.query_one(Piles).show(v, name=ctrl.who(v.current), at_keys=at_keys, ascii=ascii)
        self.query_one(Banner).announce(ctrl.banner)
        history = self.query_one("#history", InfoLine)
        history.display = self.show_history
        pile = " ".join(card_label(c, ascii=ascii) for c in reversed(v.discard))
        history.say(f"Discard pile, top first: {pile}")
        self.query_one("#narration", InfoLine).say(ctrl.line)
        self.query_one("#prompt", InfoLine).say(self._prompt(v, at_keys))
        keys = (at_keys, self.busy, ctrl.reveal_holds, self.armed, v.legal, self.cursor is None,
                m.finished, ctrl.current in ctrl.bots)
        if keys != self._keys_shown:  # the footer is rebuilt on every refresh: only on change
            self._keys_shown = keys
            self.refresh_bindings()

    def _seat(self, v: SeatView, seat: int, total: int) -> Seat:
        note = "knocked" if v.knocker == seat else ("out" if v.closer == seat else "")
        if self.ctrl.is_bot(seat):
            note = f"bot {note}".strip()
        return Seat(seat, self.ctrl.names[seat], total, v.grids[seat], v.dealer == seat,
                    v.current == seat and v.phase != "over", note)

    def _prompt(self, v: SeatView, at_keys: bool) -> str:
        if self.hint:
            return self.hint
        if self.ctrl.match.finished:
            return "The match is over."
        if not at_keys:
            who = self.ctrl.who(v.current)
            if self.ctrl.is_bot(v.current):
                return f"{who} is playing… (space: skip ahead, + / -: faster / slower)"
            return f"Waiting for {who}."
        return prompt(v, armed=self.armed, reveal_holds=self.ctrl.reveal_holds,
                      ascii=self.ctrl.config.ascii)

    # --- the flow of play ------------------------------------------------------------------

    def advance(self) -> None:
        """Move play on after a change: run a computer turn or hand the keys to a human."""
        ctrl = self.ctrl
        if ctrl.match.finished or self.busy:
            self.render_table()
            return
        if ctrl.is_bot(ctrl.current):
            self._start_bot()
            self.render_table()
            return
        self.skip = False
        name = ctrl.begin_turn()
        self.render_table()
        if name is None:
            return
        peek = ctrl.match.ruleset.opening.kind == "peek"
        opening = peek and ctrl.public_view().phase == "opening"
        note = "Your opening peek comes first." if opening else ""
        self.busy = True
        self.app.push_screen(HandoverScreen(name, note), self._handed_over)

    def _handed_over(self, _: None) -> None:
        self.busy = False
        self.ctrl.take_keys()
        self.cursor = None
        self.render_table()

    def _after(self, step: Step) -> None:
        self.armed = None
        self.hint = ""
        if step.result is None:
            self.advance()
            return
        self.render_table()
        self.busy = True
        config = self.ctrl.config
        screen = links.hole_result_screen(self.ctrl.match, step.result, config.ascii,
                                          config.animations)
        self.app.push_screen(screen, self._result_seen)

    def _result_seen(self, _: object) -> None:
        self.busy = False
        self.ctrl.clear_ending()
        if self.ctrl.match.finished:
            self.render_table()
            self.busy = True
            self.app.push_screen(links.match_over_screen(self.ctrl.match), self._match_over)
            return
        self.advance()

    def _match_over(self, choice: object) -> None:
        self.app.post_message(self.MatchDone(str(choice or "setup")))

    def act(self, action: Action) -> None:
        """Apply an action for the player at the keys, or say why it cannot be done."""
        reason = self.ctrl.check(action)
        if reason is not None:
            self.hint = reason[0].upper() + reason[1:] + "."
            self.render_table()
            return
        try:
            step = self.ctrl.apply(action)
        except IllegalAction as e:  # the state moved on between check and apply
            self.hint = str(e)
            self.render_table()
            return
        self._after(step)

    # --- computer turns --------------------------------------------------------------------

    def _start_bot(self) -> None:
        self.busy = True
        self.token += 1
        seat = self.ctrl.current
        bot, v = self.ctrl.bots[seat], self.ctrl.bot_view()
        # choose() may take a while (the hard player searches): it runs in a thread
        worker = self.run_worker(lambda: bot.choose(v), thread=True, group="bot")
        self._bot_jobs[worker] = (self.token, time.monotonic())

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        job = self._bot_jobs.get(event.worker)
        if job is None or event.state not in (WorkerState.SUCCESS, WorkerState.CANCELLED):
            return
        del self._bot_jobs[event.worker]
        if event.state == WorkerState.SUCCESS:
            action = event.worker.result
            assert action is not None
            self._bot_chose(*job, action)

    def _bot_chose(self, token: int, started: float, action: Action) -> None:
        if token != self.token or not self.is_attached:
            return
        wait = 0.0 if self.skip else self.pace - (time.monotonic() - started)
        if wait > 0:
            self.set_timer(wait, lambda: self._bot_play(token, action))
        else:
            self._bot_play(token, action)

    def _bot_play(self, token: int, action: Action) -> None:
        if token != self.token:
            return
        self.busy = False
        self._after(self.ctrl.apply(action))

    class MatchDone(Message):
        """The match-over screen was closed: ``choice`` is "again", "setup" or "quit"."""

        def __init__(self, choice: str) -> None:
            super().__init__()
            self.choice = choice

    # --- keys and clicks -------------------------------------------------------------------

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        ctrl = self.ctrl
        if action in ("skip", "pace"):
            return bool(ctrl.bots) and not ctrl.match.finished
        if action in ("history", "scorecard", "rules", "keys"):
            return True
        mine = ctrl.at_keys_to_act() and not self.busy
        if action == "enter":
            return mine and (ctrl.reveal_holds or self.cursor is not None)
        if not mine or ctrl.reveal_holds:
            return False
        v = ctrl.table_view()
        if action in GAME_ACTIONS:
            return GAME_ACTIONS[action] in v.legal
        if action == "arm":
            kind = Flip if parameters[0] == "flip" else Peek
            has = any(isinstance(a, kind) for a in v.legal)
            only = all(isinstance(a, kind) for a in v.legal)
            return has and not only and self.armed != parameters[0]
        if action == "cancel":
            return self.armed is not None
        if action == "move":
            return True
        if action in POSITIONAL:
            pos = int(str(parameters[0]))
            if pos >= self.size_:
                return False
            if action == "explain":
                return True
            meant = ctrl.positional(v, self.armed, pos)
            wanted = {"place": "Swap", "flip": "Flip", "peek": "Peek"}[action]
            return meant is not None and type(meant).__name__ == wanted and meant in v.legal
        return True

    def action_draw(self) -> None:
        self.act(DRAW_STOCK)

    def action_take(self) -> None:
        self.act(TAKE_DISCARD)

    def action_throw(self) -> None:
        self.act(THROW_AWAY)

    def action_knock(self) -> None:
        self.act(KNOCK)

    def action_arm(self, kind: str) -> None:
        self.armed = kind
        self.hint = ""
        self.render_table()

    def action_cancel(self) -> None:
        self.armed = None
        self.render_table()

    def pick(self, pos: int, *, keep_cursor: bool = False) -> None:
        """A grid position was chosen by digit, Enter or click."""
        self.cursor = pos if keep_cursor else None
        meant = self.ctrl.positional(self.ctrl.table_view(), self.armed, pos)
        if meant is None:
            self.hint = "Draw (d) or take the discard (t) first, then choose a position."
            self.render_table()
            return
        self.act(meant)

    def action_place(self, pos: int) -> None:
        self.pick(pos)

    def action_flip(self, pos: int) -> None:
        self.pick(pos)

    def action_peek(self, pos: int) -> None:
        self.pick(pos)

    def action_explain(self, pos: int) -> None:
        self.pick(pos)

    def action_enter(self) -> None:
        if self.ctrl.reveal_holds:
            self.ctrl.hide_reveal()
            self.render_table()
        elif self.cursor is not None:
            self.pick(self.cursor, keep_cursor=True)

    def action_move(self, dr: int, dc: int) -> None:
        if self.cursor is None:
            self.cursor = self.size_ - self.cols  # bottom-left: the row nearest the player
        else:
            r, c = divmod(self.cursor, self.cols)
            r, c = (r + dr) % self.rows, (c + dc) % self.cols
            self.cursor = r * self.cols + c
        self.render_table()

    def on_card_box_pressed(self, message: CardBox.Pressed) -> None:
        if not (self.ctrl.at_keys_to_act() and not self.busy):
            return
        if self.ctrl.reveal_holds:
            self.action_enter()
            return
        box = message.box
        legal = self.ctrl.table_view().legal
        if box.slot == "grid":
            self.pick(box.pos)
        elif box.slot == "stock":
            self.act(DRAW_STOCK)
        elif box.slot == "discard":
            self.act(THROW_AWAY if THROW_AWAY in legal else TAKE_DISCARD)

    def action_skip(self) -> None:
        self.skip = True
        self.notify("Skipping ahead to the next human turn", timeout=2)

    def action_pace(self, step: int) -> None:
        i = min(max(PACES.index(self.pace) + step, 0), len(PACES) - 1)
        self.pace = PACES[i]
        self.notify(f"Computer players: {self.pace:.1f} s per move", timeout=2)

    def action_history(self) -> None:
        self.show_history = not self.show_history
        self._fit(self.size.width, self.size.height)
        self.render_table()

    def action_scorecard(self) -> None:
        self.app.push_screen(links.scorecard_screen(self.ctrl.match))

    def action_rules(self) -> None:
        self.app.push_screen(links.rules_screen(self.ctrl.match.ruleset))

    def action_keys(self) -> None:
        self.app.push_screen(links.keys_screen(self.ctrl.match.ruleset))
