"""``python -m golf_tui.cli``: the same as the ``golf-tui`` command (and ``python -m golf_tui``)."""

import sys

from . import main

sys.exit(main())
