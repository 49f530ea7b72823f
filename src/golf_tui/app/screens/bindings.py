"""Key bindings: which a node has for a key, and their words in the current language.

Which bindings a key has here (``bindings_of``, ``focus_chain``, ``bound_here``): whether a key
does something where it is pressed ("The … key does nothing here", ``unbound.py``), whether an
upper-case letter's lower case answers a question (``caps.py``, ``deliberate.py``), whether a
key of the app's opens the palette or quits (``GolfApp``). A binding counts whether or not it is
enabled now, and every binding of a key does, not only the first.

Textual copies a class's ``BINDINGS`` once per node, so their descriptions are whatever the class
says: English, marked with ``N_`` for extraction. ``translate_bindings(node)`` gives ``node`` its
own copy with every description, tooltip and group name passed through ``_`` (``pgettext`` for
one marked with ``NP_``: a footer's label of its own); call it in ``__init__`` and again after
``set_language`` (followed by ``refresh_bindings()``) to relabel a live screen. The table hands
its footer translated copies instead (``translated_binding``, ``table_keys.translated``).

Textual's own widgets bring bindings of their own, in Textual's English: the only ones they show
in a footer are an open ``Select``'s Escape ("Dismiss menu") and the command palette's. A footer
passes the bindings it is given through ``textual_words`` (``widgets/footer.py``), which puts
those in the current language (``TEXTUAL_WORDS``, marked here for extraction).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from textual.binding import ActiveBinding, Binding, BindingsMap
from textual.dom import DOMNode
from textual.screen import Screen

from ...i18n import N_, NP_, current_language
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


# Textual's private bindings, read and written here and nowhere else: a node's own
# (``DOMNode._bindings``) and its class's, merged along its bases (``_merged_bindings``, which
# Textual copies into each new node). Textual 8 has no public way to read the bindings of one
# node, nor to give one node bindings of its own. Its public ``active_bindings`` (the screen's;
# the app's is the screen's) is what a footer shows: it leaves out a binding that
# ``check_action`` disables and hides (False), keeps one binding of each key, stops at a modal
# screen and drops the keys that a focused input takes. Here a key counts as bound while its
# binding is disabled, and a question's answer may be a key's second binding. (Textual is pinned
# below 9: ``pyproject.toml``.)
def _own(node: DOMNode) -> BindingsMap:
    return node._bindings


def _set_own(node: DOMNode, bindings: BindingsMap) -> None:
    node._bindings = bindings


def _class_bindings(node: DOMNode) -> BindingsMap:
    return type(node)._merged_bindings or BindingsMap()


def bindings_of(nodes: Iterable[DOMNode], keys: Iterable[str]) -> list[Binding]:
    """The bindings that ``nodes`` have of any of ``keys``, enabled now or not: node by node,
    key by key, each key's in the order Textual tries them."""
    keys = tuple(keys)
    return [binding for node in nodes for key in keys
            for binding in _own(node).key_to_bindings.get(key, ())]


def focus_chain(screen: Screen[Any]) -> Sequence[DOMNode]:
    """The nodes whose bindings a key pressed on ``screen`` may run: the widget in focus, the
    ones around it, the screen and the app; with nothing in focus, the screen and the app."""
    focused = screen.focused
    return focused.ancestors_with_self if focused is not None else (screen, screen.app)


def bound_here(screen: Screen[Any], keys: Iterable[str]) -> bool:
    """Whether a binding of ``screen``'s ``focus_chain`` takes one of ``keys`` (a key and its
    aliases), whether or not it is enabled now."""
    return bool(bindings_of(focus_chain(screen), keys))


def translate_bindings(node: DOMNode) -> None:
    """Rebuild ``node``'s bindings from its class's (English) ones, translated now."""
    lang = current_language()
    keys: dict[str, list[Binding]] = {
        key: [translated_binding(b, lang) for b in group]
        for key, group in _class_bindings(node).key_to_bindings.items()
    }
    _set_own(node, BindingsMap.from_keys(keys))


@cache
def translated_binding(binding: Binding, lang: str) -> Binding:
    """``binding`` (in English) with its description, tooltip and group name in ``lang`` (the
    current language; passed so that the cache keeps one copy per language)."""
    group = binding.group
    if group is not None:
        group = Binding.Group(_tr(group.description), compact=group.compact)
    return replace(binding, description=_tr(binding.description),
                   tooltip=_tr(binding.tooltip), group=group)


def translated_active(active: ActiveBinding) -> ActiveBinding:
    """``active`` (one of a screen's ``active_bindings``, in English) in the current language."""
    return active._replace(binding=translated_binding(active.binding, current_language()),
                           tooltip=_tr(active.tooltip))


def textual_words(active: dict[str, ActiveBinding]) -> dict[str, ActiveBinding]:
    """``active`` (a screen's ``active_bindings``) with the words of the bindings that Textual's
    own widgets bring (``TEXTUAL_WORDS``) in the current language."""
    return {key: translated_active(a) if a.binding.description in TEXTUAL_WORDS else a
            for key, a in active.items()}
