"""The running game (gin_desktop/play/) tested without the window's widgets: the controller,
the computer's worker process, the sounds."""
