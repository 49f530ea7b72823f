"""The common rules' word on 2s is true of the table's grid: nine-card's rules screen said a pair
of 2s scores 0 and "costs you 4 points", where in its 3×3 grid two 2s in a column never cancel
and three do (costing 6)."""

from __future__ import annotations

import pytest

from golf_tui.presets import load_ruleset
from golf_tui.rules_text import rules_markdown

PAIR_OF_TWOS = {"en": "so a pair of 2s", "nb": "så et par toere", "sv": "så ett par tvåor",
                "da": "så et par toere"}
THREE_TWOS = {"en": "three 2s", "nb": "tre toere", "sv": "tre tvåor", "da": "tre toere"}


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
def test_nine_card_tells_of_three_twos_and_two_row_grids_of_a_pair(lang: str) -> None:
    nine = " ".join(rules_markdown(load_ruleset("nine-card"), lang).split())
    assert PAIR_OF_TWOS[lang] not in nine
    assert THREE_TWOS[lang] in nine and "−6" in nine
    for preset in ("danish-6", "swedish-6"):
        six = " ".join(rules_markdown(load_ruleset(preset), lang).split())
        assert PAIR_OF_TWOS[lang] in six and "−6" not in six, preset
