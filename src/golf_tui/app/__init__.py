"""The Textual app: screens per phase, widgets that render engine views, one controller that calls
the engine. Imports the engine; the engine never imports this."""

from .leaf_sizes import lay_out_leaves_once

lay_out_leaves_once()  # every screen of the game, wherever it is shown from (leaf_sizes.py)
