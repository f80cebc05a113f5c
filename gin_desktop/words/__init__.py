"""Every sentence the player reads: the words of the table, the log, the refusals and the
summaries, through Qt's translation, and the language they are in."""
