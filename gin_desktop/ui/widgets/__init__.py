"""Panels beside the card table: the match log and the score sheet.

Each reads public data only (a PlayerView, a match's history); the window docks them.
"""
