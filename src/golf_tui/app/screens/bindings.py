"""Key descriptions in the footer, in the current language.

Textual copies a class's ``BINDINGS`` once per node, so their descriptions are whatever the class
says: English, marked with ``N_`` for extraction. ``translate_bindings(node)`` gives ``node`` its
own copy with every description and tooltip passed through ``_`` (``pgettext`` for one marked
with ``NP_``: a footer's label of its own); call it in ``__init__`` and
again after ``set_language`` (followed by ``refresh_bindings()``) to relabel a live screen.

Textual's own widgets bring bindings of their own, in Textual's English: the only ones they show
in a footer are an open ``Select``'s Escape ("Dismiss menu") and the command palette's. A footer
passes the bindings it is given through ``textual_words`` (``widgets/footer.py``), which puts
those in the current language (``TEXTUAL_WORDS``, marked here for extraction).
"""

from __future__ import annotations

from dataclasses import replace

from textual.binding import ActiveBinding, Binding, BindingsMap
from textual.dom import DOMNode

from ...i18n import N_, NP_
from ...i18n import translated as _tr

# The footer's word for ? and F1, the keys box's title being "Keys": the Swedish "Tangenter" left
# no room for "l Logg" after a draw at 80 columns, where "Hjälp" does
KEYS_LABEL = NP_("a footer's key that lists the keys (? or F1): a short word", "Keys")

# The words of Textual's own bindings that a footer can show (``show=True``), as Textual spells
# them: a Textual that renames one shows it in English again (``tests/app/test_footer.py``).
TEXTUAL_WORDS = (
    N_("Dismiss menu"),  # an open Select's Escape
    N_("Exit the command palette"),  # the palette's Escape
)


def translate_bindings(node: DOMNode) -> None:
    """Rebuild ``node``'s bindings from its class's (English) ones, translated now."""
    merged = type(node)._merged_bindings or BindingsMap()
    keys: dict[str, list[Binding]] = {
        key: [replace(b, description=_tr(b.description), tooltip=_tr(b.tooltip)) for b in group]
        for key, group in merged.key_to_bindings.items()
    }
    node._bindings = BindingsMap.from_keys(keys)


def textual_words(active: dict[str, ActiveBinding]) -> dict[str, ActiveBinding]:
    """``active`` (a screen's ``active_bindings``) with the words of the bindings that Textual's
    own widgets bring (``TEXTUAL_WORDS``) in the current language."""
    return {key: _translated(a) if a.binding.description in TEXTUAL_WORDS else a
            for key, a in active.items()}


def _translated(active: ActiveBinding) -> ActiveBinding:
    binding = replace(active.binding, description=_tr(active.binding.description),
                      tooltip=_tr(active.binding.tooltip))
    return active._replace(binding=binding, tooltip=_tr(active.tooltip))
