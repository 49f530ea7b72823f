"""Every label of the hand-over choice "auto" says what it does: the hand-over covers the table
whenever the keys pass to another person (``config.hands_over``), a turn with nothing private in
it (an opening flip, a flip as the whole turn) too. The setup's choice and ``--help`` said
"only before private cards"."""

from __future__ import annotations

import pytest

from golf_tui.app.config import hands_over
from golf_tui.app.screens.setup import HANDOVER_CHOICES
from golf_tui.app.screens.setup_rules import HANDOVER_ABOUT
from golf_tui.cli import main
from golf_tui.i18n import _, set_language


def test_auto_is_whenever_the_keys_pass_to_another_person() -> None:
    assert hands_over("auto", keys=0, to_act=1)  # whatever the turn holds
    assert not hands_over("auto", keys=1, to_act=1)
    assert hands_over("auto", keys=None, to_act=0)  # nobody at the keys yet


def test_the_setup_s_choice_says_so() -> None:
    label = {mode: text for text, mode in HANDOVER_CHOICES}["auto"]
    assert label == "Hand-over screen between people"
    assert "private" not in label
    assert "Between people: whenever the keys pass to another person" in HANDOVER_ABOUT


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_every_choice_names_the_hand_over_screen(lang: str) -> None:
    """"Auto: when another person plays" said nothing of a hand-over screen until the choice
    had the focus: each label says what it shows or hides, in every language."""
    screen = {"en": "hand-over screen", "nb": "bordet", "sv": "bordet", "da": "bordet"}[lang]
    set_language(lang)
    try:
        for label, _mode in HANDOVER_CHOICES:
            assert screen in _(label).lower(), (lang, label)
    finally:
        set_language("en")


def test_help_says_so(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "whenever the keys pass to another person (auto)" in text
    assert "before private cards" not in text
