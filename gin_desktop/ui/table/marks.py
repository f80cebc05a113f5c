"""The table's marks besides the cards: the drop zones and the bands over melds, made as a
plan asks and kept for the next plan (items are reused, never piled up)."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from gin_desktop.plan.places import TablePlan

from .items import DropZone, MeldBand


def show_zones(
    scene: QGraphicsScene, zones: dict[str, DropZone], plan: TablePlan, font_px: float
) -> None:
    """Each zone of ``plan`` shown (made on first need, into ``zones``); the others hidden."""
    for name, spec in plan.zones.items():
        zone = zones.get(name)
        if zone is None:
            zone = DropZone(name)
            zone.setZValue(10)
            scene.addItem(zone)
            zones[name] = zone
        zone.set_zone(
            spec.rect, spec.label, font_px * 1.1, dashed=spec.dashed, outline=spec.outline
        )
        zone.setVisible(True)
    for name, zone in zones.items():
        if name not in plan.zones:
            zone.setVisible(False)


def show_bands(scene: QGraphicsScene, bands: list[MeldBand], plan: TablePlan) -> None:
    """A band for each meld of ``plan`` (more made into ``bands`` when needed)."""
    while len(bands) < len(plan.bands):
        band = MeldBand()
        band.setZValue(30)
        scene.addItem(band)
        bands.append(band)
    for band, spec in zip(bands, plan.bands, strict=False):
        band.set_band(*spec)
        band.setVisible(True)
    for band in bands[len(plan.bands) :]:
        band.setVisible(False)
