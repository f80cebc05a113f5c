"""The running game, with Qt Core alone (signals, timers, processes) and no widget: the
controller that plays a match, the computer's thinking in its worker process or a thread,
the keeping of the match in progress and of the statistics, hints and hand reviews. The
window (``gin_desktop.ui``) shows what it does and asks what the people at the screen do.
"""
