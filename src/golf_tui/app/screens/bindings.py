"""Key descriptions in the footer, in the current language.

Textual copies a class's ``BINDINGS`` once per node, so their descriptions are whatever the class
says: English, marked with ``N_`` for extraction. ``translate_bindings(node)`` gives ``node`` its
own copy with every description and tooltip passed through ``_`` (``pgettext`` for one marked
with ``NP_``: a footer's label of its own); call it in ``__init__`` and
again after ``set_language`` (followed by ``refresh_bindings()``) to relabel a live screen.
"""

from __future__ import annotations

from dataclasses import replace

from textual.binding import Binding, BindingsMap
from textual.dom import DOMNode

from ...i18n import translated as _tr


def translate_bindings(node: DOMNode) -> None:
    """Rebuild ``node``'s bindings from its class's (English) ones, translated now."""
    merged = type(node)._merged_bindings or BindingsMap()
    keys: dict[str, list[Binding]] = {
        key: [replace(b, description=_tr(b.description), tooltip=_tr(b.tooltip)) for b in group]
        for key, group in merged.key_to_bindings.items()
    }
    node._bindings = BindingsMap.from_keys(keys)
