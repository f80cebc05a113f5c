"""The words' tests start Qt's application as tests/ui does: its fixtures are these."""

from tests.ui.conftest import _fusion, _garbage_collected_after_each_test

__all__ = ["_fusion", "_garbage_collected_after_each_test"]
