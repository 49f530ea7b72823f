"""The Textual app: screens per phase, widgets that render engine views, one controller that calls
the engine. Imports the engine; the engine never imports this."""
