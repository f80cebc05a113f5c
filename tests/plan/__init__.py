"""The table's plan (gin_desktop/plan/) tested without the window: the order of your hand,
where its cards lie, what a drop means."""
