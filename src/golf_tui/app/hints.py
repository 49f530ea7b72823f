"""What the table says in place of the prompt after a key or a click that did nothing: why
(a refused move's reason, "The z key does nothing here: …", "There is no undo: …"), and
whether the turn's prompt follows it.

Every place that says why hands over a ``Hint``: the reason, the same in fewer words where it
has them, and whether the prompt follows. The table (``TableScreen``) adds the prompt, in full
or in fewer words (``prompts.prompt``'s ``short``), and shows the first of ``Hint.forms`` that
fits its lines. Nothing is cut out of a text shown already, or looked up by its words.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Hint:
    """Why a key or click did nothing, in the current language.

    ``reason``: the whole of it. ``short``: the same in fewer words, for a line that would cut
    the reason and the prompt after it (60×20); None where it has none. ``prompt_follows``:
    the turn's prompt follows the reason (False where the reason says what to do itself: "You
    cannot draw from the stock now: you hold a card (…).", "Press Enter to hide your cards
    first.")."""

    reason: str
    short: str | None = None
    prompt_follows: bool = True

    def forms(self, prompt: str, short_prompt: str) -> tuple[str, ...]:
        """The texts to show, fullest first, each once; the table shows the first that fits:

        1. the reason, then the prompt;
        2. the reason, then the prompt in fewer words (``short_prompt``);
        3. the reason in fewer words, then the prompt, then the prompt in fewer words;
        4. the reason alone, then in fewer words alone (the prompt comes back with the next
           key).

        ``prompt`` is "" where the player at the keys has nothing to do (a computer's turn):
        the reason stands alone."""
        reasons = [self.reason] if self.short is None else [self.reason, self.short]
        prompts = [p for p in (prompt, short_prompt) if p] if self.prompt_follows else []
        said = [f"{why} {then}" for why in reasons for then in prompts] + reasons
        return tuple(dict.fromkeys(said))
