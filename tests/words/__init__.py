"""The words (gin_desktop/words/) tested without the window: every sentence the game says,
its refusals, a turn's line, the log's, the contexts its translations are looked up in."""
