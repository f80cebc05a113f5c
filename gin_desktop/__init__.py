"""Gin Desktop: Gin Rummy against the computer or a friend, with your house rules."""
