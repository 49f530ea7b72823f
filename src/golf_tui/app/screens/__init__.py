"""One screen per phase of play: setup, hand-over, table, hole result,
scorecard, match over, help."""
