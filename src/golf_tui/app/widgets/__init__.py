"""Widgets that render engine views and post intent messages; none of them decides a rule."""
