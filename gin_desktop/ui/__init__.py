"""The Qt user interface. The only layer that imports PySide6."""
