"""Gin Desktop: Gin Rummy against the computer or a friend, with your house rules."""

__version__ = "0.1.0"
