"""Shared set-up for the engine tests: the helper module on the path and the Hypothesis profiles.

``HYPOTHESIS_PROFILE=thorough`` runs many more examples than the default ``golf`` profile, which is
sized to keep the whole engine suite well under two minutes on two cores.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from hypothesis import HealthCheck, settings

sys.path.insert(0, str(Path(__file__).parent))

settings.register_profile(
    "golf",
    deadline=None,
    max_examples=150,
    stateful_step_count=40,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    print_blob=True,
)
settings.register_profile(
    "thorough",
    parent=settings.get_profile("golf"),
    max_examples=1000,
    stateful_step_count=60,
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "golf"))
