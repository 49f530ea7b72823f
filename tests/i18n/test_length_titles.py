"""A house rule of the match's length that --rule changed is named by the length played:
``--house to-100 --rule match.target=10`` was titled "Play to 100" under the scorecard, on the
match over, in the history and on the rules page, though the match was played to 10."""

from __future__ import annotations

import pytest

from golf_tui.app.screens.help import summary_markdown
from golf_tui.app.screens.scorecard import match_caption
from golf_tui.app.setup_model import base_length
from golf_tui.app.widgets.scorecard_table import target_words
from golf_tui.engine import Match
from golf_tui.i18n import set_language
from golf_tui.presets import load_ruleset
from golf_tui.rules_text import rules_markdown
from golf_tui.ruleset_words import house_rule_titles, house_rule_words
from golf_tui.storage.history import entry_from_match

TO_TEN = {"en": "Play to 10", "nb": "Spill til 10", "sv": "Spela till 10", "da": "Spil til 10"}



@pytest.mark.parametrize("lang", list(TO_TEN))
def test_the_title_tells_the_target_played(lang: str) -> None:
    set_language(lang)
    ruleset = load_ruleset("norwegian-4", ["to-100"], ["match.target=10"])
    title = TO_TEN[lang]
    assert house_rule_words(ruleset, "to-100")[0] == title
    match = Match.start(ruleset, ["Kari", "Ola"], 1)
    # the scorecard's and the match over's caption, and the history, tell the length once, as
    # the length played: not again as a house rule
    assert "10" in match_caption(match) and "100" not in match_caption(match)
    assert house_rule_titles(ruleset) == []
    assert entry_from_match(match, ("human", "human"), "2025-01-01T12:00:00+00:00"
                            ).house_rule_titles() == []  # the history's
    page = rules_markdown(ruleset)
    heading = f": {title} (`to-100`)\n"
    assert heading in page
    section = page.split(heading)[1].split("\n## ")[0]  # the page's own told of 100
    assert "10" in section and "100" not in section
    assert f"**{title}:**" in summary_markdown(ruleset)


# A match to a target, worded "first to 100" (as if reaching 100 won), in each language: the
# setup's summary line, the running scorecard's caption and its note under the card.
LOWEST_WINS = {
    "en": ("to 100 points, lowest total wins", "0 holes played · to 100, lowest wins",
           "a total of 100 points ends the match; lowest wins"),
    "nb": ("til 100 poeng, lavest sum vinner", "0 hull spilt · til 100, lavest vinner",
           "en sum på 100 poeng avslutter partiet; lavest vinner"),
    "sv": ("till 100 poäng, lägst totalpoäng vinner",
           "0 hål spelade · till 100, lägst vinner",
           "en totalpoäng på 100 avslutar partiet; lägst vinner"),
    "da": ("til 100 point, laveste total vinder", "0 huller spillet · til 100, lavest vinder",
           "en total på 100 point afslutter spillet; lavest vinder"),
}


@pytest.mark.parametrize("lang", list(LOWEST_WINS))
def test_a_match_to_a_target_says_the_lowest_total_wins(lang: str) -> None:
    set_language(lang)
    ruleset = load_ruleset("norwegian-4", ["to-100"])
    match = Match.start(ruleset, ["Kari", "Ola"], 1)
    summary, caption, note = LOWEST_WINS[lang]
    assert base_length(ruleset) == summary
    assert match_caption(match).splitlines()[0].endswith(" · " + caption)
    assert target_words(match, finished=False) == note
    assert ruleset.match.describe() == "to 100 points, lowest total wins"  # the engine's English


def test_a_length_changed_to_holes_is_named_by_the_holes() -> None:
    ruleset = load_ruleset("norwegian-4", ["to-100"], ["match.end=holes", "match.holes=5"])
    assert house_rule_words(ruleset, "to-100")[0] == "5 holes"


def test_a_house_rule_played_as_it_is_keeps_its_own_title() -> None:
    assert house_rule_words(load_ruleset("norwegian-4", ["to-100"]), "to-100")[0] == "Play to 100"
    same = load_ruleset("norwegian-4", ["to-100"], ["match.target=100"])
    assert house_rule_words(same, "to-100")[0] == "Play to 100"
    assert house_rule_words(load_ruleset("norwegian-6", ["18-holes"]), "18-holes")[0] \
        == "18 holes"


def test_the_length_is_told_once_and_house_rules_are_the_rest() -> None:
    """``--house 18-holes --rule match.holes=1`` said "House rules: 1 hole" under a card that
    said "1 of 1 hole played", and the history "1 hole (short match) + 1 hole"; a real
    18-hole match "18 holes  18 holes"."""
    for rules in ([], ["match.holes=1"]):
        ruleset = load_ruleset("norwegian-4", ["18-holes", "pair-bonus"], rules)
        assert house_rule_titles(ruleset) == ["Pair bonus"]
        caption = match_caption(Match.start(ruleset, ["Kari", "Ola"], 1))
        assert caption.splitlines()[1] == "House rules: Pair bonus", caption
        assert caption.count("hole") == 1, caption
