"""Shared by every test directory: ``async def`` tests run on a fresh asyncio loop, every test
runs in English, the ``golf-tui`` command can be run in the test's own process, and the wheel is
built once per session."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import gettext
import inspect
import io
import os
import subprocess
import sys
import zipfile
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pytest

from golf_tui.i18n import current_language, set_language

if TYPE_CHECKING:  # not loaded for the tests that never start an app
    from textual.app import App
    from textual.notifications import Notification, SeverityLevel

sys.path.insert(0, str(Path(__file__).parent))  # shared helpers: history_helpers

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class BuiltWheel:
    names: frozenset[str]  # every file in the wheel
    site: Path  # the wheel unpacked, to import from instead of the checkout
    path: Path

    def read(self, name: str) -> bytes:
        with zipfile.ZipFile(self.path) as zf:
            return zf.read(name)

    def run(self, probe: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
        """Run ``probe`` in an isolated interpreter that imports golf_tui from the wheel only."""
        return subprocess.run(
            [sys.executable, "-I", "-c", f"import sys; sys.path.insert(0, {str(self.site)!r}); "
             f"exec({probe!r})"],
            capture_output=True, text=True, timeout=60, cwd=cwd or self.site.parent,
        )  # fmt: skip


@pytest.fixture(scope="session")
def built_wheel(tmp_path_factory: pytest.TempPathFactory) -> BuiltWheel:
    """The project's wheel, built offline (no index, no build isolation, with the hatchling
    from the test extras) and unpacked. GOLF_SKIP_WHEEL=1 skips the tests that need it."""
    if os.environ.get("GOLF_SKIP_WHEEL") == "1":
        pytest.skip("GOLF_SKIP_WHEEL=1")
    pytest.importorskip("hatchling", reason="building needs hatchling (offline: no isolation)")
    out = tmp_path_factory.mktemp("wheel")
    build = subprocess.run(
        [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
         "--no-index", "-w", str(out / "dist"), str(ROOT)],
        capture_output=True, text=True, timeout=300, cwd=out,
    )  # fmt: skip
    assert build.returncode == 0, build.stdout + build.stderr
    (wheel,) = (out / "dist").glob("golf_tui-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        names = frozenset(zf.namelist())
        zf.extractall(out / "site")
    return BuiltWheel(names, out / "site", wheel)


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int | None:
    """``-n auto``: two workers a core. Most tests drive the app with Pilot, whose every
    ``pause()`` sleeps at least 20 ms waiting for the app to be idle: with one worker a core,
    a core stood idle in each of those sleeps (about a fifth of a run). Measured on 2 cores,
    tests/screens/test_setup.py with tests/app/test_language_table.py: 169 s with 2 workers,
    143 s with 3, 133 s with 4. ``PYTEST_XDIST_AUTO_NUM_WORKERS`` still decides if set."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None  # xdist's own hook reads it
    try:
        cores = len(os.sched_getaffinity(0))
    except AttributeError:  # not on every platform
        cores = os.cpu_count() or 1
    return 2 * cores


# The longest tests (10–80 s each on 2 cores), started first: collected in file order, the fuzz
# tests came at two thirds of the run and a worker was still on one after the others had
# finished. xdist hands the tests out in the order collected. With its default ``--dist load``
# the first worker's first share was the first quarter of the collection, every one of these
# among them, and it ran them all while the other three finished a good two minutes earlier
# (552 s against 427–432, on 2 cores); ``--dist worksteal`` (addopts) lets an idle worker take
# half of what another still has queued.
LONGEST_FIRST = (
    "tests/app/test_play.py::test_eight_players_small_terminal",
    "tests/resilience/test_fuzz.py",
    "tests/app/test_ascii_everywhere.py::test_a_whole_match_in_ascii_shows_only_ascii",
    "tests/app/test_play.py",
    "tests/app/test_ascii_everywhere.py",
    "tests/engine/test_match_machine.py",
    "tests/storage/test_autosave.py::test_killed_at_random_moments",
    "tests/app/test_steady_layout.py",
)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The longest tests first (``LONGEST_FIRST``), the rest in their usual order."""
    def rank(item: pytest.Item) -> int:
        return next((i for i, start in enumerate(LONGEST_FIRST)
                     if item.nodeid.startswith(start)), len(LONGEST_FIRST))

    items.sort(key=rank)


def pytest_collection_finish(session: pytest.Session) -> None:
    """Fewer and smaller full garbage collections: about a quarter of a test process's CPU time
    went to them (measured 2026-12-06 with ``gc.callbacks``, one process: tests/app/test_play.py
    16.6 s of 65 s in full collections, 71 of them at a quarter of a second each). Everything
    imported and collected so far (the modules, the tests and their parameters) lives as long
    as the process: frozen (``gc.freeze``), no collection walks it again. A full collection
    comes after fifty of the middle generation's rather than ten, and a collection of the
    youngest after 2,000 allocations rather than 700: an app drawing a frame makes thousands of
    short-lived objects, and each collection walked a live app's widgets and their drawn lines.
    (Garbage is still collected, later: a worker's memory grew from about 140 MB to 230 MB over
    three test files.) Both measured again side by side under load: test_result_screens.py with
    ``-n 0`` took 60–70 s as Python has it, 39–47 s with this. No test depends on when garbage
    is collected; the game itself is left as Python has it."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(2000, 20, 50)


@pytest.fixture(autouse=True)
def drawn_lines_let_go() -> Iterator[None]:
    """Textual keeps the last 1,024 ``StylesCache`` objects of any app alive, each with the lines
    it drew, through an ``lru_cache`` on a method (``StylesCache.get_inner_outer``: ``self`` is
    in its key; Textualize/textual#6665): the widgets of a test's apps outlived it by a hundred
    tests or more, and every full garbage collection of the tests after walked them (after 90
    tests of tests/screens/test_result_screens.py, 144,000 of Textual's caches were left
    alive; each full collection cost twice as much). Let go after every test; the cache gives
    the same answers filled again."""
    yield
    from textual._styles_cache import StylesCache

    clear = getattr(StylesCache.get_inner_outer, "cache_clear", None)
    if clear is not None:  # a Textual without the lru_cache has nothing to let go
        clear()


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    """Run ``async def`` tests (Pilot tests) on a fresh asyncio loop each, with no plugin."""
    if not inspect.iscoroutinefunction(pyfuncitem.obj):
        return None
    names = pyfuncitem._fixtureinfo.argnames
    kwargs = {name: pyfuncitem.funcargs[name] for name in names}
    asyncio.run(pyfuncitem.obj(**kwargs))
    return True


@pytest.fixture(autouse=True)
def data_of_its_own(tmp_path_factory: pytest.TempPathFactory,
                    monkeypatch: pytest.MonkeyPatch) -> None:
    """No test reads or writes the settings, autosave or history of the person running the
    tests: every test gets an empty folder of its own for them (``GOLF_TUI_HOME``; a test that
    needs a particular one sets its own). A setup test read a setup its runner had left in the
    settings (a computer in the first seat) and failed; another could have overwritten it."""
    monkeypatch.setenv("GOLF_TUI_HOME", str(tmp_path_factory.mktemp("home")))


@pytest.fixture(autouse=True)
def truecolor(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every app drawn in a test believes it has a truecolour terminal with the game's glyphs,
    whatever the TERM of the shell running the tests (``TERM=xterm`` alone means 16 colours,
    where the selected card is styled apart; ``TERM=linux`` or ``vt100`` makes the setup guess
    ASCII): a test of fewer colours, or of such a terminal, asks for it."""
    monkeypatch.setenv("TERM", "xterm-256color")
    monkeypatch.setenv("COLORTERM", "truecolor")


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    """Every test starts and ends in English. A test that switches the language must not leave
    it to the next test on its worker: the fuzz's random keys can choose Dansk in the palette,
    and a settings test after it then read its messages in Danish."""
    set_language("en")
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def holds_wait_for_their_key(monkeypatch: pytest.MonkeyPatch) -> None:
    """Keys typed together wait for the key before them to be dealt with, ``HOLD_AT_MOST``
    seconds at most (``GolfApp.hold_keys``): a second, which a loaded machine (a full run
    beside other work) took for adding a player's row, and the letters behind it went to the
    field in focus before it. The tests of keys typed together test where each key goes; the
    tests of the cap itself (``test_key_holds.py``) set their own."""
    from golf_tui.app import key_flow

    monkeypatch.setattr(key_flow, "HOLD_AT_MOST", 60.0)


@pytest.fixture(autouse=True)
def answers_at_once(monkeypatch: pytest.MonkeyPatch) -> float:
    """Pilot presses the keys of a whole hole in well under a second, each as soon as the app is
    idle: a screen that waits for a deliberate answer (``screens/deliberate.py``) takes them
    without its reading time, and a hand-over without its quiet moment (``QUIET_TIME``). Keys
    made before it went up are still dropped; the tests of typing ahead put the reading time
    (and the quiet moment) back.
    Returns the reading time as shipped."""
    from golf_tui.app import timings

    shipped = timings.READING_TIME
    monkeypatch.setattr(timings, "READING_TIME", 0.0)
    monkeypatch.setattr(timings, "QUIET_TIME", 0.0)
    return shipped



@pytest.fixture(autouse=True)
def toasts_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    """A toast stays up for the whole test: tests look for it (``toasts``) once every key has
    been read, and with the whole suite on two busy cores its five seconds were once over by
    then (the setup's "Pasted names left out")."""
    from textual.app import App

    monkeypatch.setattr(App, "NOTIFICATION_TIMEOUT", 3600.0)
    # and one shown with a time of its own (a refused click's three seconds, ``timeout=3``):
    # with every pause 1.6 s slower, the setup's "This player is first in the turn order
    # already." was gone before the test read it
    notify = App.notify

    def lasting(self: App[object], message: str, *, title: str = "",
                severity: SeverityLevel = "information", timeout: float | None = None,
                markup: bool = True) -> None:
        notify(self, message, title=title, severity=severity, markup=markup,
               timeout=None if timeout is None else max(timeout, 3600.0))

    monkeypatch.setattr(App, "notify", lasting)


@pytest.fixture(autouse=True)
def dropped_notes_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a screen says of a key or a click it dropped ("Too quick: …", "The keys changed:
    …", the hand-over's "Click the box…") stands for the whole test, not its three seconds
    (``timings.TOO_SOON_SHOWN``): a test reads it once the key is dealt with, and a loaded
    machine (two test processes a core) can take that long over a press and a pause. A test of
    the note going calls ``too_soon_over`` itself, as its timer would. The shipped value stays
    readable in ``timings.py`` (``tests/docs/test_stated_numbers.py`` reads it there)."""
    from golf_tui.app import timings

    monkeypatch.setattr(timings, "TOO_SOON_SHOWN", 3600.0)


@pytest.fixture(autouse=True)
def notes_stay(monkeypatch: pytest.MonkeyPatch) -> None:
    """A passing note in the status line (the computers' new pace, skipping ahead) stands for
    the whole test, not its two seconds (``NOTE_SECONDS``): a test reads it once the key is
    dealt with, and on a loaded machine a full run once found the note gone by then (Norwegian,
    the eleventh of twelve presses in ``test_the_pace_notes_fit_beside_a_computers_turn_in_every
    _language``). A test of the note going calls ``end_note`` itself, as its timer would."""
    from golf_tui.app.screens import pace_look_ups, table

    for module in (pace_look_ups, table):
        monkeypatch.setattr(module, "NOTE_SECONDS", 3600.0)


# The toasts on screen, for tests in every directory (``from ..conftest import toasts``).
# The one place that reads Textual's private ``App._notifications``: Textual 8.2.8 has no
# public way to list the notifications shown (``notify`` adds one, ``clear_notifications``
# drops them all; the ``Toast`` widgets keep theirs private too, and exist only where a screen
# has a toast rack, once it has refreshed). When Textual gives one, only these change.
def notifications(app: App[object]) -> list[Notification]:
    """The notifications on screen, oldest first (the expired ones left out, as Textual
    leaves them out): for a test that tells one toast from another saying the same."""
    return list(app._notifications)


def toasts(app: App[object]) -> list[str]:
    """What each toast on screen says, oldest first."""
    return [str(n.message) for n in notifications(app)]


def toasts_with_severity(app: App[object]) -> list[tuple[str, str]]:
    """What each toast on screen says, with its severity ("information", "warning",
    "error")."""
    return [(str(n.message), n.severity) for n in notifications(app)]


@pytest.fixture(autouse=True)
def argparse_speaks_english_after() -> Iterator[None]:
    """``golf_tui.cli.main`` points argparse's own words at golf-tui's catalog
    (``argparse_words.install``), for the rest of the process: a test that calls it must not
    leave that to the next test on its worker."""
    yield
    argparse._ = gettext.gettext  # type: ignore[attr-defined]
    argparse.ngettext = gettext.ngettext  # type: ignore[attr-defined]


class _Output(io.StringIO):
    """A captured stream that stays readable after the command closes it (as ``main`` closes
    standard error on a broken pipe)."""

    def close(self) -> None:
        pass


class GolfHere(Protocol):
    def __call__(self, *args: str,
                 env: Mapping[str, str | None] | None = None) -> subprocess.CompletedProcess[str]:
        ...


@pytest.fixture
def golf_here(monkeypatch: pytest.MonkeyPatch) -> GolfHere:
    """Run ``golf-tui ARGS`` here, in the test's process (``golf_tui.cli.main``), as fresh as a
    subprocess would be and for a fraction of its start: the environment the test has, with
    ``env``'s changes for this run only (None: unset); standard input empty and no terminal
    (as ``stdin=DEVNULL``); output captured; argparse's words and golf-tui's language as a new
    process has them, and put back after; an autosave lock the run took and kept (``--resume``
    with nothing to resume) let go, as the process's end lets it go. Returns what
    ``subprocess.run`` would: the exit status (``main``'s return or its ``SystemExit``), stdout
    and stderr.

    For what only a real process shows (the installed script, the status as the shell sees it,
    signals, the encoding of the output, a real terminal or none), use a subprocess."""
    from golf_tui.cli import main
    from golf_tui.storage.lock import AutosaveLock

    acquire = AutosaveLock.acquire

    def run(*args: str,
            env: Mapping[str, str | None] | None = None) -> subprocess.CompletedProcess[str]:
        out, err = _Output(), _Output()
        language = current_language()
        with monkeypatch.context() as mp:
            if "COLUMNS" not in os.environ:  # argparse wraps its usage as it would on a pipe
                mp.setenv("COLUMNS", "80")
            for name, value in (env or {}).items():
                if value is None:
                    mp.delenv(name, raising=False)
                else:
                    mp.setenv(name, value)
            mp.setattr(argparse, "_", gettext.gettext)
            mp.setattr(argparse, "ngettext", gettext.ngettext)
            no_input = io.StringIO()
            mp.setattr(sys, "stdin", no_input)
            mp.setattr(sys, "__stdin__", no_input)
            taken: list[AutosaveLock] = []

            def taking(lock: AutosaveLock) -> int | None:
                taken.append(lock)
                return acquire(lock)

            mp.setattr(AutosaveLock, "acquire", taking)
            try:
                with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                    try:
                        code = main(list(args))
                    except SystemExit as e:  # argparse's errors and --help
                        if e.code is None or isinstance(e.code, int):
                            code = e.code or 0
                        else:  # as Python prints a message it exits with
                            print(e.code, file=sys.stderr)
                            code = 1
            finally:
                set_language(language)
                for lock in taken:
                    lock.release()
        return subprocess.CompletedProcess(["golf-tui", *args], code, out.getvalue(),
                                           err.getvalue())

    return run


def _number_of(stylesheet: object, slot: str, value: Any,
               numbers: dict[object, tuple[int, object]], key: Callable[[Any], object]) -> int:
    """A number for ``value``, an attribute of ``stylesheet`` (its rules, its variables), the
    same for every value with the same ``key``; worked out once while ``stylesheet`` holds
    that object (kept in its ``slot``). ``numbers`` keeps every value met alive, so that a key
    made of ids stays that value's."""
    mine: tuple[object, int] | None = stylesheet.__dict__.get(slot)
    if mine is None or mine[0] is not value:
        mine = stylesheet.__dict__[slot] = (value, numbers.setdefault(key(value),
                                                                      (len(numbers), value))[0])
    return mine[1]


def _share_parsed_css() -> None:
    """Every app a test starts parses the same CSS again (Textual keeps parsed rules for one
    app's stylesheet only), a tenth of the CPU time of the app tests (measured 2026-12-06: 18.8
    s against 20.8 s user time for three test files). The rules depend only on the text, where
    it was read from and the theme's variables, so a test process keeps them for every app."""
    from textual.css.stylesheet import Stylesheet

    parse_rules = Stylesheet._parse_rules
    shared: dict[tuple[object, ...], object] = {}
    numbers: dict[object, tuple[int, object]] = {}  # each set of variables met

    def _parse_rules(self: Stylesheet, css: str, read_from: object, is_default_rules: bool = False,
                     tie_breaker: int = 0, scope: str = "") -> object:
        # The variables by a number (a tuple's hash is not kept, and each lookup hashed all
        # ~200), worked out once per dict: Textual replaces the dict when the variables change
        # (``set_variables``) and never changes one in place. Sorted for each of an app's
        # sources at each parse, they cost about 1.5% of tests/app/test_palette.py's time.
        variables = _number_of(self, "_golf_variables", self._variables, numbers,
                               lambda v: tuple(sorted(v.items())))
        key = (css, read_from, is_default_rules, tie_breaker, scope, variables)
        try:
            return shared[key]
        except KeyError:
            rules = shared[key] = parse_rules(self, css, read_from, is_default_rules,
                                              tie_breaker, scope)
            return rules

    Stylesheet._parse_rules = _parse_rules


_share_parsed_css()


def _remember_matched_css() -> None:
    """Which of a stylesheet's rules a node gets, and so the styles it is given, depends only
    on the rules and on the node's path from the app down: each node's type, id and classes
    and, for each pseudo-class those rules test (``:focus``, ``:disabled``, ``:dark``, ...),
    whether the node has it. Textual matches the selectors anew at every restyle, remembering
    them only across the siblings of one restyle; a test process remembers them for every app
    it starts, by that path (the pseudo-classes read as the node has them now). A node whose
    rules test its place among its siblings (``:first-child``, ``:odd``, ``:empty``, ...) is
    matched as ever. Measured 2026-12-07 on 2 cores, one test process on each, in turn:
    tests/screens/test_setup.py 46 and 52 s of CPU time against 53 and 58 without; two table
    files 45 and 48 s against 47 and 51. GOLF_TEST_CSS_CHECK=1 matches every node anew as
    well and fails where the two differ (a whole run of the suite passed so)."""
    from textual.css.stylesheet import Stylesheet

    apply = Stylesheet.apply
    by_sibling = Stylesheet._EXCLUDE_PSEUDO_CLASSES_FROM_CACHE
    check = os.environ.get("GOLF_TEST_CSS_CHECK") == "1"
    nothing: dict[str, object] = {}  # no rule matched: the node's styles are left as they are
    generations: dict[object, tuple[int, object]] = {}  # each list of rules met
    # (generation, type, id, classes) -> the pseudo-classes its rules test, and its flags
    tested: dict[tuple[object, ...], tuple[tuple[str, ...], tuple[bool, bool] | None]] = {}
    matched: dict[tuple[object, ...], dict[str, object]] = {}

    def remembered_apply(self: Stylesheet, node: Any, *, animate: bool = False,
                         cache: dict[tuple[object, ...], Any] | None = None) -> None:
        gen = _number_of(self, "_golf_generation", self.rules, generations,
                         lambda rules: tuple(map(id, rules)))
        own = (gen, type(node), node._id, frozenset(node._classes))
        seen = tested.get(own)
        if seen is None:  # as ``Stylesheet.apply`` narrows the rules down
            rules_map = self.rules_map
            rules = {rule for name in rules_map.keys() & node._selector_names
                     for rule in rules_map[name]}
            pseudo: set[str] = set().union(*[rule.pseudo_classes for rule in rules])
            flags = (None if not pseudo.isdisjoint(by_sibling)
                     else ("hover" in pseudo, "focus-within" in pseudo))
            seen = tested[own] = (tuple(sorted(pseudo)), flags)
        names, flags = seen
        if flags is None:
            apply(self, node, animate=animate, cache=cache)
            return
        node._has_hover_style, node._has_focus_within = flags
        node._has_order_style = node._has_odd_or_even = False
        key = (gen, tuple([(type(n), n._id, frozenset(n._classes),
                            tuple([n.has_pseudo_class(name) for name in names]))
                           for n in node.css_path_nodes]))
        found = matched.get(key)
        if found is None or check:
            caught: dict[tuple[object, ...], Any] = {}  # where ``apply`` leaves what it found
            apply(self, node, animate=animate, cache=caught)
            new = next(iter(caught.values()), nothing)
            if found is not None and new != found:
                raise AssertionError(f"remembered CSS differs for {node!r}: {found} != {new}")
            matched[key] = new
            return
        if found is not nothing:
            self.replace_rules(node, found, animate=animate)  # type: ignore[arg-type]
        self._process_component_classes(node)

    Stylesheet.apply = remembered_apply  # type: ignore[method-assign]


_remember_matched_css()


# Whether a test app paints every frame (``_paint_only_when_read``): a test marked ``paints``,
# or a run with GOLF_TEST_PAINT=1, does.
painting = os.environ.get("GOLF_TEST_PAINT") == "1"


def _paint_only_when_read() -> None:
    """A test app lays out every frame as a terminal's would, but paints it (turns widgets into
    the text and colours a terminal would be sent) only when the test reads the screen
    (``screen_text``, ``export_screenshot`` and the snapshots paint the whole screen anew then,
    not from the frames before). Painting frames nobody looks at was a fifth of the app tests'
    CPU time (measured 2026-12-07: tests/app/test_knock_asked.py and test_language_table.py,
    one process, 111 s user time painting, 93 s not), and the suite had grown past CI's 15
    minutes on a slower machine. The game itself, and every test under tmux, paints as ever;
    ``@pytest.mark.paints`` or GOLF_TEST_PAINT=1 makes a test app paint every frame too."""
    from textual.screen import Screen

    refresh = Screen._compositor_refresh

    def _compositor_refresh(self: Screen[object]) -> None:
        app = self.app
        if painting or not app.is_headless or app.is_inline or self is not app.screen:
            refresh(self)
            return
        self._compositor._dirty_regions.clear()  # what is read is painted whole
        self._dirty_widgets.clear()
        app._update_mouse_over(self)

    Screen._compositor_refresh = _compositor_refresh  # type: ignore[method-assign]


_paint_only_when_read()


def _wait_only_for_busy_widgets() -> None:
    """Pilot's ``press`` and ``pause`` wait until every widget of the screen has handled the
    messages it had then (``Pilot._wait_for_screen``): they post a callback to each and wait
    for the last. A widget waiting on an empty queue has nothing left to handle, yet handling
    the callback woke its idle handlers: on the table, some sixty widgets a pause, a tenth of
    the app tests' CPU (measured 2026-12-07: tests/app/test_knock_asked.py and
    test_pair_marks.py, one process, 76 s user time against 68 s). The callbacks now go to
    the widgets that are not so waiting (busy with a message, or not started), and the wait is
    the same: every message queued when it began has been handled when it ends."""
    from textual.message_pump import MessagePump
    from textual.pilot import Pilot, WaitForScreenTimeout

    get_message = MessagePump._get_message

    async def _get_message(self: MessagePump) -> object:
        self._golf_waiting = True  # type: ignore[attr-defined]
        try:
            return await get_message(self)
        finally:
            self._golf_waiting = False  # type: ignore[attr-defined]

    def waiting(pump: MessagePump) -> bool:
        return (getattr(pump, "_golf_waiting", False) and pump._message_queue.empty()
                and pump._pending_message is None)

    async def _wait_for_screen(self: Pilot[object], timeout: float = 30.0) -> bool:
        try:
            screen = self.app.screen
        except Exception:
            return False
        left = 0
        all_handled = asyncio.Event()

        def handled() -> None:
            nonlocal left
            left -= 1
            if not left:
                all_handled.set()

        for pump in [self.app, *screen.walk_children(with_self=True)]:
            if not waiting(pump) and pump.call_later(handled):
                left += 1
        if not left:
            return True
        waits = [asyncio.create_task(all_handled.wait()),
                 asyncio.create_task(self.app._exception_event.wait())]
        _done, pending = await asyncio.wait(waits, timeout=timeout,
                                            return_when=asyncio.FIRST_COMPLETED)
        for task in pending:
            task.cancel()
        if len(pending) == len(waits):
            raise WaitForScreenTimeout(
                "Timed out while waiting for widgets to process pending messages.")
        return not left

    MessagePump._get_message = _get_message  # type: ignore[method-assign]
    Pilot._wait_for_screen = _wait_for_screen  # type: ignore[method-assign]


_wait_only_for_busy_widgets()


@pytest.fixture(autouse=True)
def paints(request: pytest.FixtureRequest) -> Iterator[None]:
    """A test marked ``paints`` has its apps paint every frame (``_paint_only_when_read``)."""
    global painting
    if request.node.get_closest_marker("paints") is None:
        yield
        return
    before, painting = painting, True
    try:
        yield
    finally:
        painting = before
