"""The table's plan: where every card lies and what each place means, from a PlayerView
and the table's size. Qt Core geometry (points and rectangles) and no drawing: the scene
in ``gin_desktop.ui.table`` carries the plan out, moving its items to their places.
"""
