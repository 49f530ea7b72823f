"""Unfriendly terminals and killed processes.

Pilot covers NO_COLOR, ASCII cards and tiny sizes. A real ``golf-tui`` under tmux (skipped when
tmux is missing) covers TERM=dumb with LANG=C, and SIGKILL at random moments: each time the
autosave must load, and the actions saved must extend the ones saved before the kill."""

from __future__ import annotations

import itertools
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from resilience_helpers import quick_config, step, table_of

from golf_tui.app.app import GolfApp
from golf_tui.storage import Store

TMUX = shutil.which("tmux")
needs_tmux = pytest.mark.skipif(TMUX is None, reason="tmux is not installed")


@pytest.mark.parametrize("size", [(20, 6), (40, 10), (80, 24)])
async def test_no_color_ascii_and_small_sizes(size: tuple[int, int],
                                              monkeypatch: pytest.MonkeyPatch,
                                              make_app: Callable[..., GolfApp]) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(quick_config(kinds=("human", "random")))
    rng = random.Random(0)
    async with app.run_test(size=size) as pilot:
        for _ in range(15):
            await step(pilot, rng)
        assert table_of(app) is not None
        app.export_screenshot()


@pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="no SIGHUP (Windows)")
@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP"])
async def test_a_signal_to_end_quits_the_app(name: str,
                                             make_app: Callable[..., GolfApp]) -> None:
    """The app quits as by Ctrl+Q, with the status a shell gives a process ended by the signal
    (128 + its number); once it has ended, the signal is left as it was found."""
    number = getattr(signal, name)
    before = signal.getsignal(number)
    app = make_app(quick_config())
    async with app.run_test() as pilot:
        os.kill(os.getpid(), number)
        for _ in range(100):
            if app.return_code is not None:
                break
            await pilot.pause(0.01)
    assert app.return_code == 128 + number
    assert signal.getsignal(number) == before


# The shell waits (polls, a bounded while) until its pane is the 60x20 asked for before the game
# starts. Under load in CI the game twice read the pane's size before tmux had made it 60x20,
# missed the change, and drew an 80-column table into the 60x20 pane (centred for 80, taller
# than 20 rows), whose status line and keys never showed.
SIZED = ("n=0; while [ \"$(stty size)\" != '20 60' ] && [ $n -lt 200 ]; do n=$((n+1));"
         " sleep 0.05; done;")


class Tmux:
    """A tmux server of one test's own (not the user's, not another test's or worker's).

    Each test gets a socket never used before: a server told to ``kill-server`` goes away a
    moment after the command returns, and a client that reaches its socket meanwhile fails with
    "server exited unexpectedly" (CI saw this when tests shared one socket)."""

    _made = itertools.count()

    def __init__(self) -> None:
        self.socket = f"golf-tests-{os.getpid()}-{next(self._made)}"

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        assert TMUX is not None
        return subprocess.run([TMUX, "-L", self.socket, *args], capture_output=True, text=True,
                              timeout=30, check=False)

    def out(self, *args: str) -> str:
        return self.run(*args).stdout

    def screen(self, session: str) -> str:
        return self.out("capture-pane", "-p", "-t", session)

    def start(self, session: str, home: Path, args: str, env: str = "") -> None:
        command = (f"{SIZED} cd {home} && {env} GOLF_TUI_HOME={home} exec {sys.executable}"
                   f" -m golf_tui {args}")
        done = self.run("new-session", "-d", "-s", session, "-x", "60", "-y", "20", command)
        assert done.returncode == 0, f"tmux did not start {session}: {done.stderr}"

    def wait_for(self, session: str, texts: tuple[str, ...], limit: float = 90.0) -> None:
        """Poll a real process's screen (there is no event to wait on), with a deadline that
        ends a hang: a loaded machine (two test processes a core) starts the game 3–5× slower
        than an idle one, and the limit does not time it."""
        deadline = time.monotonic() + limit
        while not any(t in (screen := self.screen(session)) for t in texts):
            gone = self.run("has-session", "-t", session).returncode != 0
            assert not gone, f"{session} ended before showing any of {texts}: the game exited"
            assert time.monotonic() < deadline, f"none of {texts} on screen:\n{screen}"
            time.sleep(0.05)


@pytest.fixture
def tmux() -> Iterator[Tmux]:
    """The test's server, kept up by an idle session: a server whose last session is killed
    shuts down, and a session started while it does so can vanish (a blank screen, now and
    then)."""
    server = Tmux()
    done = server.run("new-session", "-d", "-s", "keep", "-x", "20", "-y", "5", "sleep 3600")
    assert done.returncode == 0, done.stderr
    yield server
    server.run("kill-server")


@needs_tmux
@pytest.mark.parametrize("env", ["TERM=dumb LANG=C LC_ALL=C", "NO_COLOR=1 LANG=C LC_ALL=C"])
def test_real_process_starts_in_a_dumb_terminal(env: str, tmp_path: Path, tmux: Tmux) -> None:
    session = f"golf-dumb-{os.getpid()}"
    tmux.start(session, tmp_path, "--ascii --ruleset swedish-6 --players A,B", env)
    try:
        tmux.wait_for(session, ("Pass to", "Keys", "turn"))
        assert "Traceback" not in tmux.screen(session)
    finally:
        tmux.out("kill-session", "-t", session)


@needs_tmux
def test_killed_at_random_moments_resumes_every_time(tmp_path: Path, tmux: Tmux) -> None:
    """Four times: play keys, SIGKILL, check the save, resume with --resume."""
    rng = random.Random(7)
    store = Store(tmp_path / "data")
    before: tuple[object, ...] = ()
    args = "--ruleset swedish-6 --players A,B --handover never --seed 4"
    for round_ in range(4):
        session = f"golf-kill-{os.getpid()}-{round_}"
        tmux.start(session, tmp_path, args)
        try:
            tmux.wait_for(session, ("Pass to", "Keys", "turn"))
            for _ in range(rng.randint(3, 25)):
                key = rng.choice(["d", "t", "x", "1", "2", "3", "4", "5", "6", "Enter"])
                tmux.out("send-keys", "-t", session, key)
            pid = int(tmux.out("display-message", "-p", "-t", session, "#{pane_pid}").strip())
            os.kill(pid, 9)
        finally:
            tmux.out("kill-session", "-t", session)
        saved = store.load()  # never damaged, whenever the kill came
        assert saved is not None
        actions = tuple(saved.match.actions)
        assert actions[: len(before)] == before
        before = actions
        args = "--resume"


# What a terminal shows once the game has put it back: the main screen, the cursor, no mouse.
RESTORED = "alternate 0 cursor 1 mouse 000"
TERMINAL = ("alternate #{alternate_on} cursor #{cursor_flag}"
            " mouse #{mouse_any_flag}#{mouse_standard_flag}#{mouse_sgr_flag}")


@needs_tmux
@pytest.mark.parametrize(("name", "status"), [("SIGTERM", 143), ("SIGHUP", 129)])
def test_a_signal_to_end_puts_the_terminal_back(name: str, status: int, tmp_path: Path,
                                                tmux: Tmux) -> None:
    """SIGTERM (kill, a shutdown) and SIGHUP (the terminal closed) quit as Ctrl+Q does; they
    used to end the process at once, leaving the terminal in the alternate screen with the
    mouse reported and no cursor. The exit status is the one a shell gives a process ended by
    the signal, and the save is whole, with no temporary file beside it."""
    session = f"golf-{name}-{os.getpid()}"
    # A shell runs the game and stays, so that the terminal can be read as the game left it.
    command = (f"{SIZED} cd {tmp_path} && GOLF_TUI_HOME={tmp_path} {sys.executable} -m golf_tui"
               " --ruleset swedish-6 --players A,B --handover never --seed 4;"
               " echo EXIT=$?; exec sleep 3600")
    started = tmux.run("new-session", "-d", "-s", session, "-x", "60", "-y", "20", command)
    assert started.returncode == 0, started.stderr

    def pane(what: str) -> str:
        return tmux.out("display-message", "-p", "-t", session, what).strip()

    try:
        tmux.wait_for(session, ("Pass to", "Keys", "turn"))
        assert pane(TERMINAL) != RESTORED  # the game's own terminal modes, to be undone
        for key in ("1", "2", "d", "x"):  # the opening flips, a card drawn and thrown
            tmux.out("send-keys", "-t", session, key)
        tmux.wait_for(session, ("threw",))  # the keys' moves made (and saved)
        shell = pane("#{pane_pid}")
        game = subprocess.run(["ps", "-o", "pid=", "--ppid", shell], capture_output=True,
                              text=True, check=True).stdout.split()
        assert len(game) == 1, game
        os.kill(int(game[0]), getattr(signal, name))
        tmux.wait_for(session, ("EXIT=",))
        assert f"EXIT={status}" in tmux.screen(session)
        assert pane(TERMINAL) == RESTORED
        assert "Traceback" not in tmux.screen(session)
    finally:
        tmux.out("kill-session", "-t", session)
    data = tmp_path / "data"
    assert Store(data).load() is not None
    assert not [p.name for p in data.iterdir() if p.name.endswith(".tmp")]
