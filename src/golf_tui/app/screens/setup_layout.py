"""The setup screen's layout and focus: its panes side by side or one under the other, closed up
on a short screen, in the middle of a large one (``on_resize``); an open list kept within the form
(``_fit_open_list``); the field in focus kept in sight and marked with ``▶`` (``_show_focus``).
Mixed into ``SetupScreen``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events, on
from textual.errors import NoWidget
from textual.geometry import Size
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import OptionList, Select
from textual.widgets._select import SelectOverlay

from ..config import GameConfig
from ..widgets.focus_mark import mark_focus
from ..widgets.list_room import fit_open_list
from .setup_checks import PROBLEM_ROOM
from .setup_rules import ASCII_ABOUT, TABLE_ABOUT

NARROW = 80  # columns below which the ruleset pane goes under the players (setup.tcss)
SHORT = 27  # lines below which the rules pane has no blank lines between its parts (setup.tcss)
# beyond 120×40 the panes sit in the middle of the screen, as the match over's body does
# (setup.tcss): on 200×60 they filled the top left and left the rest empty
WIDE = 121
TALL = 41


class SetupLayout(Screen[GameConfig]):
    """The setup's layout and focus (mixed into ``SetupScreen``, which sets these up)."""

    _about: str
    _list_has_focus: bool
    _list_moved: bool
    _problems_width: int | None
    _taglines: bool

    if TYPE_CHECKING:  # provided by SetupScreen's other parts

        def _ascii_guess_words(self) -> str | None:
            ...

        def _mark_chosen_preset(self) -> None:
            ...

        def _show_about(self) -> None:
            ...

        def _show_problems(self) -> None:
            ...

    def on_resize(self, event: events.Resize) -> None:
        """Below ``NARROW`` columns the ruleset pane goes under the players, full width (beside
        them it would wrap every ruleset's name), and the two scroll as one. Below ``SHORT``
        lines the rules pane closes up, so that every house rule of every preset, the match
        length and the start of what the focus is on stay in sight at 80×24, and the ruleset
        list shows the chosen preset's tagline alone (``_taglines``)."""
        body = self.query_one("#setup-body")
        wanted = _body_classes(event.size)
        if (event.size.height >= SHORT) != self._taglines:
            self._taglines = event.size.height >= SHORT
            self._mark_chosen_preset()
        for name in ("-narrow", "-short", "-wide", "-tall"):
            body.set_class(name in wanted, name)  # as a rule no change: set in ``compose``
        if event.size.width - PROBLEM_ROOM != self._problems_width:
            self._show_problems()  # wrapped anew to the width they have now
        # laid out anew, the field in focus may be out of sight (the panes become one column
        # below NARROW): scrolled back into it, once the new layout is in place
        self.call_after_refresh(self._focus_in_sight)

    def on_mouse_down(self, event: events.MouseDown) -> None:
        """A press outside an open list closes it, as a list does elsewhere: a click on the
        form's empty space left it open (only Esc, a choice or another field closed it)."""
        focused = self.focused
        if not isinstance(focused, SelectOverlay) or not isinstance(focused.parent, Select):
            return
        # the widget under the pointer, not ``event.widget``: a press on the list's options
        # reaches the screen as the screen's own (the choice was lost: the list closed first)
        try:
            widget: Widget | None = self.get_widget_at(event.screen_x, event.screen_y)[0]
        except NoWidget:
            widget = None
        while widget is not None and widget is not focused.parent:
            widget = widget.parent if isinstance(widget.parent, Widget) else None
        if widget is None:
            focused.action_dismiss()  # as Esc: closed, the focus back on its field

    def _focus_in_sight(self) -> None:
        """The field in focus scrolled into sight after a resize, with its open list: at 60×20 the
        Jokers field had gone out of sight and its list was drawn over the bottom bar, where a
        person changed a setting they could not see. A field whose list is open goes to the
        top, where the list has room under it (at the bottom it covered the bottom bar)."""
        focused = self.focused
        opened = isinstance(focused, SelectOverlay)
        field = focused.parent if isinstance(focused, SelectOverlay) else focused
        if isinstance(field, Widget):
            field.scroll_visible(animate=False, top=opened, immediate=True)

    @on(events.DescendantFocus)
    def _list_opened(self, event: events.DescendantFocus) -> None:
        """A choice's list opened (by its keys or a click: it takes the focus): placed beside
        its field in the form's part of the screen before it is first drawn (``list_room``;
        its options' width guessed from its field's: ``_laid_out_anew`` places it again once
        it is laid out)."""
        if isinstance(event.widget, SelectOverlay) and self._fit_open_list(event.widget):
            self._list_moved = True

    def _laid_out_anew(self, _screen: object) -> None:
        """The screen laid out again (the list opened, the terminal resized, the form
        scrolled under an open list, which moves its field): the open list placed anew, and
        once its place holds, its highlight scrolled into sight in the height it has now (not
        at every layout: the wheel over the list scrolls away from it)."""
        overlay = self.focused
        if not isinstance(overlay, SelectOverlay):
            return
        if self._fit_open_list(overlay):
            self._list_moved = True
        elif self._list_moved:
            self._list_moved = False
            overlay.scroll_to_highlight()

    def _fit_open_list(self, overlay: SelectOverlay) -> bool:
        """``overlay`` within the form, beside its field and above the Ready line and the keys
        (at 80×24 Textual drew the Theme list over them, and over its own field). True where
        it moved or changed its height."""
        for body in self.query("#setup-body").results(Widget):  # (none while composed anew)
            return fit_open_list(overlay, body.region)
        return False

    def _rules_in_sight(self) -> None:
        """Below ``NARROW`` columns, where the whole form scrolls, a ruleset chosen with the
        arrows: the list's title at the top, so that the house rules under it come into sight
        as far as the screen has room (at 60×20 they were below it, and nothing said so)."""
        presets = self.query_one("#presets", OptionList)
        if self.focused is presets and self.query_one("#setup-body").has_class("-narrow"):
            title = self.query_one("#rules-pane").query_one(".pane-title")
            self.call_after_refresh(title.scroll_visible, animate=False, top=True)

    @on(events.DescendantFocus, "#presets")
    def _presets_focused(self) -> None:
        self._rules_in_sight()

    @on(events.DescendantFocus)
    def _focus_moved(self, event: events.DescendantFocus) -> None:
        """The box under the rules follows the focus: a house rule, or else the ruleset."""
        widget = event.widget
        rule = (widget.name or "") if widget.has_class("house-switch") \
            or widget.has_class("house-choice") else ""
        if widget.id == "handover-mode" or any(a.id == "handover-mode" for a in widget.ancestors):
            rule = TABLE_ABOUT  # its open list too
        if widget.id == "ascii" and self._ascii_guess_words() is not None:
            rule = ASCII_ABOUT
        if rule != self._about:
            self._about = rule
            self._show_about()
        if widget.id == "length":
            self.call_after_refresh(self._info_in_sight, widget)
        self._show_focus()

    @on(events.DescendantBlur)
    def _focus_left(self) -> None:
        self._show_focus()

    def watch_focused(self) -> None:
        """The focus moved (the screen's own ``focused``): marked at once (``_show_focus``).
        The messages that say so reach the screen through the fields' rows, and a row
        removed on the way (ctrl+r pressed twice quickly) took its message with it: the ``▶``
        was on no line until a key was typed."""
        self._show_focus()

    def _show_focus(self) -> None:
        """The focus marked in text (``FocusMark``): ``▶`` at the start of the line holding it,
        and in the ruleset list on the ruleset chosen while the list has it."""
        mark_focus(self, self.focused)
        in_list = self.focused is not None and self.focused.id == "presets"
        if in_list != self._list_has_focus:
            self._list_has_focus = in_list
            self._mark_chosen_preset()

    def _info_in_sight(self, length: Widget) -> None:
        """The match length, the last field of the rules, has the focus: the ruleset's text
        under it (a line a house rule ticked, ``_describe``) scrolled into sight with it, as
        much of it as the pane holds; nothing after it takes the focus to scroll it there."""
        if self.focused is not length:
            return
        self.query_one("#ruleset-info").scroll_visible(animate=False, immediate=True)
        length.scroll_visible(animate=False, immediate=True)  # the field first, if not both


def _body_classes(size: Size) -> set[str]:
    """The classes of ``#setup-body`` at ``size`` (``SetupScreen.on_resize``)."""
    return {name for name, on in (("-narrow", size.width < NARROW), ("-short", size.height < SHORT),
                                  ("-wide", size.width >= WIDE), ("-tall", size.height >= TALL))
            if on}
