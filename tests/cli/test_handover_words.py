"""Every label of the hand-over choice "auto" says what it does: the hand-over covers the table
whenever the keys pass to another person (``config.hands_over``), a turn with nothing private in
it (an opening flip, a flip as the whole turn) too. The setup's choice and ``--help`` said
"only before private cards"."""

from __future__ import annotations

import pytest

from golf_tui.app.config import hands_over
from golf_tui.app.screens.setup import HANDOVER_ABOUT, HANDOVER_CHOICES
from golf_tui.cli import main


def test_auto_is_whenever_the_keys_pass_to_another_person() -> None:
    assert hands_over("auto", keys=0, to_act=1)  # whatever the turn holds
    assert not hands_over("auto", keys=1, to_act=1)
    assert hands_over("auto", keys=None, to_act=0)  # nobody at the keys yet


def test_the_setup_s_choice_says_so() -> None:
    label = {mode: text for text, mode in HANDOVER_CHOICES}["auto"]
    assert label == "Auto: when another person plays"
    assert "private" not in label
    assert "Auto: whenever the keys pass to another person" in HANDOVER_ABOUT


def test_help_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "whenever the keys pass to another person (auto)" in text
    assert "before private cards" not in text
