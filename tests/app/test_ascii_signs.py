"""The signs ASCII mode replaces, and what with: every one as wide as its stand-in, and every
sign the game's texts and catalogs use has one; text the game writes may grow (``Up`` for an
arrow), the letters of a language stay."""

from __future__ import annotations

from pathlib import Path

from rich.cells import cell_len

from golf_tui.app.ascii_signs import ASCII_SIGNS, ascii_cells, ascii_key, ascii_text

from .test_ascii_everywhere import foreign


def test_every_sign_has_an_ascii_stand_in_as_wide_as_itself() -> None:
    """Each sign ASCII mode replaces becomes ASCII as wide as itself (a frame or a column stays
    in place); and every sign the game's texts, catalogs, rules pages and presets use has one
    (none is drawn as ``?``)."""
    for sign, stand_in in ASCII_SIGNS.items():
        assert stand_in.isascii() and stand_in.isprintable(), sign
        assert cell_len(stand_in) == cell_len(sign), sign
    root = Path(__file__).resolve().parents[2]
    texts = [*(root / "src" / "golf_tui").rglob("*.py"), *(root / "src" / "golf_tui").rglob("*.po"),
             *(root / "docs" / "rules").rglob("*.md"), *(root / "rulesets").glob("*.toml")]
    used = set()
    for path in texts:
        used |= foreign(path.read_text(encoding="utf-8"))
    assert not used - set(ASCII_SIGNS), sorted(used - set(ASCII_SIGNS))


def test_ascii_text_and_key_names() -> None:
    """Text the game writes may grow as it becomes ASCII: arrows and the Enter key get their
    names, an ellipsis its three dots; a language's letters stay."""
    assert ascii_text("På et valg: åpne det; ↑ ↓ og Enter velger") == \
        "På et valg: åpne det; Up Down og Enter velger"
    assert ascii_text("Sök efter kommandon…") == "Sök efter kommandon..."
    assert ascii_text("«Kari» · 2×3 · 2–8 · −2") == '"Kari" | 2x3 | 2-8 | -2'
    assert ascii_text("2×3", ascii=False) == "2×3"
    assert ascii_key("^↑") == "^Up" and ascii_key("⏎") == "Enter" and ascii_key("esc") == "esc"


def test_the_scroll_keys_read_as_two_keys_in_ascii() -> None:
    """The footer's "↑↓ Scroll" (a hole's result, the match over) read "UpDown Scroll"."""
    assert ascii_key("↑↓") == "Up/Down"


def test_ascii_cells_keeps_every_width_and_the_letters() -> None:
    """The last word on every cell drawn: as wide as it was, letters of a language kept, a sign
    no table knows drawn as ``?``."""
    text = "╭─ Kari · 12 ─╮ ▐X▌ ▁▇ Søk… æøå ÄÖ é Rene\u0301 🔎 ¤ 한 ⚠\ufe0f"
    drawn = ascii_cells(text)
    assert cell_len(drawn) == cell_len(text)
    assert drawn == "+- Kari | 12 -+  X     Søk. æøå ÄÖ é Rene\u0301 >  ? 한 ! "
    # the frames that mark a card: heavy (selected) and dashed (peeked) differ from a plain one
    assert ascii_cells("┏━┓┃╭─╮│┏╍┓╏╔═╗║") == "+*+*+-+|+.+:+=+="
