"""History keeps when a match ended in UTC and shows it in the computer's own time zone."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest

from golf_tui.storage import HistoryEntry

pytestmark = pytest.mark.skipif(not hasattr(time, "tzset"), reason="needs POSIX time zones")


@pytest.fixture
def zone(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Europe/Oslo for the test, and the machine's zone again after it."""
    monkeypatch.setenv("TZ", "Europe/Oslo")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def entry(finished_at: str) -> HistoryEntry:
    return HistoryEntry(finished_at, "swedish-6", (), ("Kari", "Ola"), ("human", "human"),
                        ((3, 5),), (3, 5), (0,), {})


@pytest.mark.usefixtures("zone")
@pytest.mark.parametrize(("stamp", "shown"), [
    ("2026-12-03T19:15:02+00:00", "2026-12-03 20:15"),  # winter: UTC+1
    ("2026-07-01T23:30:00+00:00", "2026-07-02 01:30"),  # summer: UTC+2, past midnight
    ("2026-12-03T19:15:02", "2026-12-03 19:15"),  # no zone written: taken as it is
    ("sometime", "sometime"),  # not a moment at all: shown as written, no error
    # past the end of the calendar in Oslo (loading refuses it; shown safely all the same)
    ("9999-12-31T23:59:59-12:00", "9999-12-31 23:59"),
])
def test_the_moment_is_shown_in_local_time(stamp: str, shown: str) -> None:
    assert entry(stamp).finished_local == shown
