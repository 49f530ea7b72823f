"""What a Danish nine-card table found unnatural, and its kin in Norwegian and Swedish: a column
that "giver kun ingenting" (gives only nothing), two 9s with "ingen rabat" (no discount: a
shop's word for cards that do not cancel), and the tagline's "Hele verden"."""

from __future__ import annotations

import pytest

from golf_tui import i18n
from golf_tui.presets import load_ruleset, preset_names, preset_tagline
from golf_tui.rules_text import rules_markdown

NOT_SAID = {
    "en": ("no discount",),
    "nb": ("rabatt", "bare ingenting"),
    "sv": ("rabatt", "bara ingenting"),
    "da": ("rabat", "kun ingenting", "giver ingenting"),
}


@pytest.mark.parametrize("lang", ["en", "nb", "sv", "da"])
@pytest.mark.parametrize("preset", preset_names())
def test_the_rules_say_what_a_column_scores_in_the_games_words(preset: str,
                                                                lang: str) -> None:
    text = " ".join(rules_markdown(load_ruleset(preset), lang).split())
    for words in NOT_SAID[lang]:
        assert words not in text, (words, preset)


def test_the_danish_nine_card_tagline_says_worldwide_as_danish_does() -> None:
    tagline = i18n.translation("da").gettext(preset_tagline("nine-card"))
    assert tagline == "Verden over · tre ens tæller 0"
