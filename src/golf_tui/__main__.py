"""``python -m golf_tui``: the same as the ``golf-tui`` command."""

import sys

from .cli import main

sys.exit(main())
