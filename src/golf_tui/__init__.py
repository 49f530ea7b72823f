"""golf-tui: the Golf card game in a terminal, for friends who share one keyboard."""

__version__ = "0.1.0"
