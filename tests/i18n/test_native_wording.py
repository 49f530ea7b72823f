"""What a native speaker of each language found wrong in the words (the texts that a footer's
width or a pattern in test_one_term.py does not guard): each test names the wording that was
there, so that it does not come back."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from golf_tui import i18n
from golf_tui.presets import load_ruleset
from golf_tui.rules_text import rules_markdown

ROOT = Path(__file__).resolve().parents[2]
# The catalogs' sources, from the checkout: the wheel ships only the compiled .mo files, and the
# tests may run against an installed wheel.
CATALOGS = ROOT / "src" / "golf_tui" / "locale"


def say(lang: str, text: str) -> str:
    return i18n.translation(lang).gettext(text)


@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("en", "each turn you draw or take a card", "every turn draws"),
    ("nb", "hver tur trekker du eller tar et kort", "hver tur trekker eller"),
    ("sv", "varje tur drar du eller tar ett kort", "varje tur drar eller"),
    ("da", "i hver tur trækker eller tager man et kort", "hver tur trækker eller tager et"),
])  # fmt: skip
def test_a_turn_does_not_draw_a_card(lang: str, said: str, not_said: str) -> None:
    """swedish-6's description made the turn draw ("hver tur trekker eller tar et kort")."""
    description = say(lang, load_ruleset("swedish-6").description)
    assert said in description and not_said not in description


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "The knocker scores 0 if theirs is the lowest score"),
    ("nb", "Den som banker, får 0 om poengsummen er lavest"),
    ("sv", "Den som knackar får 0 om den har lägst poäng"),
    ("da", "Den, der banker, får 0, hvis vedkommende har færrest point (kig medregnet), ellers sin "
           "sum plus 10."),
])  # fmt: skip
def test_the_knocker_scores_0_if_lowest(lang: str, said: str) -> None:
    """"scores 0 with the lowest score" was translated "får 0 med laveste point": 0 points
    along with the lowest score."""
    rule = load_ruleset("norwegian-4").house_rules["knock-penalty"]
    assert say(lang, rule.description).startswith(said)
    settings = say(lang, "the knocker scores 0 if lowest, otherwise +%(points)d (%(tie)s)")
    assert "får 0 med" not in settings and "scores 0 with" not in settings


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Starting it keeps the saved match aside, to be resumed later."),
    ("nb", "Starter du det, legges det lagrede partiet til side, så det kan fortsettes senere."),
    ("sv", "Startar du det läggs det sparade partiet åt sidan, så att det kan fortsättas"
           " senare."),
    ("da", "Starter du det, lægges det gemte spil til side, så det kan fortsættes senere."),
])  # fmt: skip
def test_a_quick_start_says_plainly_that_it_replaces_the_save(lang: str, said: str) -> None:
    """"Startar du det ersätter det detta sparade parti": two "det", one the new match and one
    the saved, and no comma between them (the English "replaces this saved one"). The saved
    match is kept aside now, not replaced: said as plainly."""
    hint = say(lang, "You asked for a new match: %(match)s. Starting it keeps the saved match"
                     " aside, to be resumed later.")
    assert hint.endswith(said)


@pytest.mark.parametrize(("lang", "said"), [
    ("nb", "«Regler» i kommandopaletten viser hele"),
    ("sv", "”Regler” i kommandopaletten visar hela"),
    ("da", "»Regler« i kommandopaletten viser hele"),
])  # fmt: skip
def test_rules_in_the_palette_shows_the_ruleset(lang: str, said: str) -> None:
    """The keys box's first line: "Rules" in the palette "forteller hele det valgte regelsettet"
    (the English "tells the chosen ruleset in full")."""
    from golf_tui.app.screens.setup_keys import AIM

    assert "shows the chosen ruleset" in AIM
    assert said in say(lang, AIM)


@pytest.mark.parametrize(("lang", "wanted"), [
    ("nb", "språkinnstillingen"), ("sv", "språkinställningen"), ("da", "sprogindstillingen"),
])
def test_the_locale_is_the_language_setting(lang: str, wanted: str) -> None:
    """--ascii's help: the locale is "lokalen" (sv) and "lokaliteten" (nb, da), which name a
    room and a place, not a setting."""
    po = CATALOGS / lang / "LC_MESSAGES" / "golf_tui.po"
    with po.open("rb") as f:
        catalog = read_po(f, locale=lang)
    said = [m.string for m in catalog if m.id and isinstance(m.id, str) and "locale" in m.id]
    assert said and all(wanted in text for text in said)
    assert not [text for text in said if "lokal" in text]


def test_norwegian_skips_frem_everywhere() -> None:
    """The footer's "Hopp fram" beside the keys box's "hopp frem": one spelling, "frem"."""
    po = CATALOGS / "nb" / "LC_MESSAGES" / "golf_tui.po"
    said = [line for line in po.read_text("utf-8").splitlines() if not line.startswith("msgid")]
    assert not [line for line in said if " fram" in line or "fram " in line]
    assert say("nb", "Skip ahead") == "Hopp frem"


def _msgstrs(lang: str) -> list[str]:
    po = CATALOGS / lang / "LC_MESSAGES" / "golf_tui.po"
    with po.open("rb") as f:
        catalog = read_po(f)
    return [s for m in catalog if m.id
            for s in (m.string if isinstance(m.string, tuple) else (m.string,)) if s]


@pytest.mark.parametrize(("english", "danish"), [
    ("Press Enter to deal the next hole.", "Tryk Enter for at give kort til næste hul."),
    ("Press Enter to deal again.", "Tryk Enter for at give kort igen."),
    ("the best hole, and the match's winner", "det bedste hul og spillets vinder"),
    ("Too quick: press that key again.", "For hurtigt: tryk på tasten igen."),
    ("Too quick: click again.", "For hurtigt: klik igen."),
    ("a heavy frame (* in ASCII): the card the arrow keys picked, which Enter acts on",
     "en tyk ramme (* i ASCII): kortet, du har valgt med piletasterne; Enter virker på det"),
    ("the dealer", "kortgiveren"),
    ("hole %(hole)s · dealer %(dealer)s", "hul %(hole)s · kortgiver %(dealer)s"),
    ("3–10 = face value", "3–10 = pålydende"),
    ("Position keys", "Tal for pladserne"),
])  # fmt: skip
def test_a_danish_family_s_words(english: str, danish: str) -> None:
    """A Danish family's evening: "giver Mette" read "gives Mette", "give næste hul" gave the
    hole away, a key "not taken" (taget imod) read as a parcel's; said as they say it."""
    assert say("da", english) == danish


@pytest.mark.parametrize(("lang", "slips"), [
    ("da", ("kampen", "Start giver", "pladstast", "Pladstast", "taget imod")),
    ("nb", ("kampen", "kampopptegnelsen", "Start gir", "plasstast", "Plasstast", "tatt imot")),
    ("sv", ("matchens", "Starta ger", "platstangent", "Platstangent", "togs inte emot")),
])  # fmt: skip
def test_one_word_for_a_match_and_start_starts(lang: str, slips: tuple[str, ...]) -> None:
    """Each catalog's word for a match is spil/parti ("kampens vinder" on the keys page, "kampens
    optegnelse" in an error), and the setup's Start starts a preset ("Start giver %(preset)s":
    Start gives it)."""
    said = _msgstrs(lang)
    assert not [(slip, s) for s in said for slip in slips if slip in s]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "With more than one deck in play"), ("nb", "Med mer enn én kortstokk i spill"),
    ("sv", "Med mer än en kortlek i spel"), ("da", "Med mere end ét sæt i spil"),
])  # fmt: skip
def test_the_rules_say_more_than_one_deck(lang: str, said: str) -> None:
    """"With two or three decks in play": no preset has three (RULES.md: one, or two from five
    players; a ruleset file may say three), so a family at a two-deck table read of a third."""
    page = rules_markdown(load_ruleset("danish-6"), lang)
    assert said in page
    if lang == "da":
        assert "3 til 10 tæller pålydende" in page and "deres tal" not in page


@pytest.mark.parametrize(("english", "swedish"), [
    ("any legal move", "vilket tillåtet drag som helst"),  # "lagligt": as in law
    ("It is saved: golf-tui offers to resume it next time.",
     "Det är sparat, så du kan fortsätta nästa gång du startar golf-tui."),
    ("a heavy frame (* in ASCII): the card the arrow keys picked, which Enter acts on",
     "en tjock ram (* i ASCII): kortet du har valt med piltangenterna, det som Enter spelar"),
])  # fmt: skip
def test_a_swedish_family_s_words(english: str, swedish: str) -> None:
    """A Swedish family's evening: "vilket lagligt drag som helst", "golf-tui erbjuder att
    fortsätta det nästa gång" (stiff), "Enter gäller det" (word for word)."""
    assert say("sv", english) == swedish


THREE = "an opponent's card in three of a kind already made (it scores 0)"
KEPT = "It stays saved: the new match keeps it aside, and golf-tui offers it again."
CHECKBOX = "On a checkbox: tick or untick it"


@pytest.mark.parametrize(("lang", "english", "said"), [
    ("sv", THREE, "en motspelares kort i en färdig kolumn med tre lika (det ger 0 poäng)"),
    ("nb", THREE, "en motspillers kort i en ferdig kolonne med tre like (det gir 0 poeng)"),
    ("da", THREE, "en modspillers kort i en færdig kolonne med tre ens (det giver 0 point)"),
    ("sv", KEPT, "Partiet sparas och du kan fortsätta det senare."),
    ("nb", KEPT, "Partiet blir lagret, og du kan fortsette det senere."),
    ("da", KEPT, "Spillet bliver gemt, og du kan fortsætte det senere."),
    ("sv", CHECKBOX, "På en kryssruta: kryssa i eller ur"),
    ("nb", CHECKBOX, "På en avkrysningsboks: kryss av eller fjern krysset"),
    ("da", CHECKBOX, "På et afkrydsningsfelt: sæt eller fjern krydset"),
])  # fmt: skip
def test_a_swedish_family_s_nine_card_evening(lang: str, english: str, said: str) -> None:
    """A Swedish family's nine-card evening, and the same spots in Norwegian and Danish: "i tre
    lika som redan är gjorda" (three alike "made", word for word), "Det förblir sparat: det nya
    partiet lägger det åt sidan" (stiff), "På en brytare" (an electric switch, where the setup
    has boxes to tick)."""
    assert say(lang, english) == said


@pytest.mark.parametrize(("lang", "said", "not_said"), [
    ("sv", "Man kan inte vända ett kort som hel tur.", "ingen vänd som tur"),
    ("nb", "Man kan ikke snu et kort som en hel tur.", "ingen snu som tur"),
    ("da", "Man kan ikke vende et kort som en hel tur.", "ingen vend som tur"),
    ("en", "You may not spend a turn just flipping a card.", "There is no flip as a turn"),
])  # fmt: skip
def test_nine_card_says_plainly_that_a_flip_is_no_turn(lang: str, said: str,
                                                       not_said: str) -> None:
    """"Det finns ingen vänd som tur": a house rule's name read as a sentence."""
    from golf_tui.rules_text import rules_markdown

    page = " ".join(rules_markdown(load_ruleset("nine-card"), lang).split())
    assert said in page and not_said not in page


@pytest.mark.parametrize(("lang", "twos"), [("en", "2 is −2"), ("nb", "toere er −2"),
                                            ("sv", "tvåor är −2"), ("da", "toere er −2")])
def test_a_preset_whose_twos_are_minus_2_says_so_in_its_summary(lang: str, twos: str) -> None:
    """The setup's nine-card line left out that a 2 is worth −2, which the six-card ones said
    (Danish six-card's too): every preset whose 2 is −2, the card the rules count below zero,
    says it in the summary the setup shows under the list."""
    from golf_tui.presets import preset_names

    for name in preset_names():
        ruleset = load_ruleset(name)
        said = say(lang, ruleset.description)
        assert (twos in said) == (ruleset.values["2"] == -2), (name, said)


@pytest.mark.parametrize("lang", ["nb", "sv", "da"])
def test_the_footer_names_the_scorecard_by_its_word(lang: str) -> None:
    """The table's footer said "s Poäng" and the keys list, the palette and the screen itself
    "Protokoll": two words for one thing. The footer's is the scorecard's word, or its start
    where the footer has no room for the whole ("Poeng" for "Poengkort")."""
    footer, scorecard = say(lang, "Scores"), say(lang, "Scorecard")
    assert scorecard.startswith(footer), (footer, scorecard)
    assert say(lang, "scorecard") == scorecard.lower()


@pytest.mark.parametrize(("lang", "names", "not_names"), [
    ("sv", ('"Anna,Erik,Karin"', "”Över till Erik”"), ("Kari", "Ola")),
    ("da", ('"Mette,Lars,Sofie"', "»Over til Lars«"), ("Kari", "Ola")),
    ("nb", ('"Kari,Ola,Siri"', "«Over til Ola»"), ()),
])  # fmt: skip
def test_examples_name_people_of_the_language(lang: str, names: tuple[str, ...],
                                              not_names: tuple[str, ...]) -> None:
    """The Swedish --help and setup gave Norwegian names as examples ("Kari,Ola,Siri", "Över
    till Ola"): each language's catalog gives names of its own."""
    with open(CATALOGS / lang / "LC_MESSAGES" / "golf_tui.po", "rb") as f:
        catalog = read_po(f, locale=lang)
    said = "\n".join(str(m.string) for m in catalog if m.id)
    assert all(name in said for name in names)
    assert not any(re.search(rf"\b{name}\b", said) for name in not_names)



def test_the_discard_pile_is_no_return_on_investment() -> None:
    """A pub night in bokmål: the table's "Trekkbunke 37  Avkast 1" and the key bar's
    "h Avkast" read "return on investment". The pile's label names it as the sentences do
    ("fra avkastbunken"); its key, which has six cells at 80 columns after a draw (with
    "l Logg" kept: test_footer.py), says "Bunken", as a card table calls the pile it discards
    onto ("Pile" in English)."""
    assert say("nb", "Discard %(count)d") % {"count": 1} == "Avkastbunke 1"
    assert "avkastbunken" in say("nb", "The discard pile is empty.").lower()
    assert say("nb", "Pile") == "Bunken"


@pytest.mark.parametrize(("lang", "one", "two"), [
    ("en", "1 with a computer standing in", "2 with a computer standing in"),
    ("nb", "en bot spilte noen hull i 1 parti", "en bot spilte noen hull i 2 partier"),
    ("sv", "en bot spelade några hål i 1 parti", "en bot spelade några hål i 2 partier"),
    ("da", "en bot spillede nogle huller i 1 spil", "en bot spillede nogle huller i 2 spil"),
])  # fmt: skip
def test_the_matches_a_bot_stood_in_are_counted_in_matches(lang: str, one: str,
                                                           two: str) -> None:
    """``golf-tui stats`` in bokmål: "Ola: 2 partier, 1 seier (en bot spilte noen hull i 1)":
    1 what? The count has its noun, in the number's form."""
    from golf_tui.cli.history import stood_in_text

    i18n.set_language(lang)
    try:
        assert (stood_in_text(1), stood_in_text(2)) == (one, two)
    finally:
        i18n.set_language("en")


def test_a_digit_past_the_grid_says_card_number() -> None:
    """"Rutenettet ditt har ikke noe kort 5" (the English "no card 5"): a card is not
    numbered so in bokmål without "nummer"."""
    from golf_tui.app.screens.table_keys import OFF_GRID, OFF_GRID_FIRST

    said = say("nb", OFF_GRID) % {"key": 5, "keys": "1–4"}
    assert said == "Du har ikke noe kort nummer 5: trykk 1–4."
    assert say("nb", OFF_GRID_FIRST) % {"key": 5} == "Du har ikke noe kort nummer 5."


def test_lowest_scores_exactly_0_in_bokmål() -> None:
    """The rules' "Lavest betyr 0, nøyaktig." (the English "Lowest means 0, exactly.")."""
    page = (ROOT / "docs/rules/nb/norwegian-4.md").read_text("utf-8")
    assert "**Lavest gir nøyaktig 0.**" in page and "nøyaktig.**" not in page


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "What every table shares comes further down this page."),
    ("nb", "Det alle bord har til felles, står lenger ned på denne siden."),
    ("sv", "Det som alla bord har gemensamt står längre ner på den här sidan."),
    ("da", "Det, der er fælles for alle borde, står længere nede på denne side."),
])  # fmt: skip
def test_what_every_table_shares(lang: str, said: str) -> None:
    """The rules page said "Det alle bord har felles": bokmål has something "til felles"."""
    text = " ".join(rules_markdown(load_ruleset("norwegian-4"), lang).split())
    assert said in text


@pytest.mark.parametrize(("lang", "word"), [
    ("en", "total"), ("nb", "totalt"), ("sv", "totalt"), ("da", "i alt"),
])  # fmt: skip
def test_the_match_total_by_your_grid_is_called_a_total(lang: str, word: str) -> None:
    """"▶ Ola · sum 0" over one's own grid is the match's total, but was read as this hole's sum
    (of the cards beneath it). The word is the scorecard's, for the same number."""
    title = say(lang, "%(name)s · total %(total)s") % {"name": "Ola", "total": "0"}
    assert title == f"Ola · {word} 0"
    assert say(lang, "Total").casefold() == word.casefold()


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Settings at this table that differ from the preset: `players.max` = `8`, where the"
           " preset has `6`."),
    ("nb", "Innstillinger ved dette bordet som er annerledes enn i regelsettet: `players.max` ="
           " `8`, der regelsettet har `6`."),
])  # fmt: skip
def test_the_rules_page_names_the_settings_changed(lang: str, said: str) -> None:
    """norwegian-6 with ``--rule players.max=8`` (eight players): the rules page said that
    "some settings" differ from the preset, not which, nor how."""
    ruleset = load_ruleset("norwegian-6", rules=["players.max=8"])
    assert said in " ".join(rules_markdown(ruleset, lang).split())
