"""A checkbox whose mark shows only while it is on.

Textual's checkbox shows its X whether it is on or off and tells the two apart by colour alone:
a dim X for off, a bright one for on. On a monochrome terminal, with NO_COLOR, or to an eye that
does not tell those colours apart, an option that is off looked as if it were on.

Its label is shown as it is, never read as markup: a house rule's title is data.

A ``reverse`` in the label's style (``.toggle--label``: with NO_COLOR, setup.tcss reverses the
label of the switch in focus) is drawn: Textual's toggle takes its label's colours, bold and
underline from the CSS but leaves a reverse out (``Widget.get_visual_style`` has none), so the
switch in focus showed bold on grey, as the ruleset chosen does."""

from __future__ import annotations

from textual.content import Content
from textual.style import Style
from textual.widgets import Checkbox

MARK = "X"  # the same in ASCII and Unicode terminals


class Tick(Checkbox):
    """A ``Checkbox`` with an empty box while it is off."""

    def __init__(self, label: str, value: bool = False, *, compact: bool = False,
                 name: str | None = None, id: str | None = None,
                 classes: str | None = None, disabled: bool = False) -> None:
        super().__init__(Content(label), value, compact=compact, name=name, id=id, classes=classes,
                         disabled=disabled)
        self._mark()

    def on_mount(self) -> None:
        """In ASCII mode (the app's ``-ascii``) the box is drawn ``[X]``, not with half blocks."""
        if self.app.has_class("-ascii"):
            self.BUTTON_LEFT, self.BUTTON_RIGHT = "[", "]"
            self.refresh()

    def watch_value(self) -> None:
        self._mark()
        super().watch_value()

    def render(self) -> Content:
        content = super().render()
        if not self.get_component_styles("toggle--label").text_style.reverse:
            return content
        button = len(self.BUTTON_LEFT + self.BUTTON_INNER + self.BUTTON_RIGHT)
        if self._button_first:
            return content.stylize(Style(reverse=True), button)
        return content.stylize(Style(reverse=True), 0, len(content.plain) - button)

    def _mark(self) -> None:
        self.BUTTON_INNER = MARK if self.value else " "
