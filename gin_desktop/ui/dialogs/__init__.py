"""Dialogs. Each returns values; the caller applies them."""
