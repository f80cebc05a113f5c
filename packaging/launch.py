"""The frozen app's entry point: what ``gin-desktop`` runs from source, frozen."""

from gin_desktop.__main__ import main

raise SystemExit(main())
