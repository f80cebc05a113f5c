"""The main window and its parts: the frame, the commands and their buttons, the docks,
the keeper of the match on disk, the new-match flow and the dialogs of the menus."""
