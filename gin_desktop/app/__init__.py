"""The application around the window: its start, staged so that the frame is on screen
first (``start.py``), one copy of the game per home (``one_game.py``), and what is said
when something goes wrong before or outside the window."""
