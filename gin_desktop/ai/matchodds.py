"""Playing for the match, not the hand: the chance of winning the match from a score.

The match goes to whoever reaches the target first, so points are worth more or less
depending on the score: near the end, 10 points that reach the target win everything,
and 40 points are worth no more. The expert weighs what a choice may bring by the chance
of winning the match after it, read from a table made for the target score.

The table assumes two equal players (neither is taken to be the better) and hands that
end as they ended in the arena: the winner's points spread from a few for a close knock
to 60 and more for a gin against a full hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from gin_desktop.engine import PlayerView

WINNING_POINTS = (
    (3, 179), (8, 137), (13, 105), (18, 80), (23, 100), (28, 190),
    (33, 80), (38, 51), (43, 27), (48, 18), (53, 14), (60, 17),
)  # fmt: skip
"""What the winner of a hand scores (points, how often in a thousand hands), measured in
the arena over 6,000 hands between the expert and the simple bot."""
CELLS = 100
"""Steps of the table from no score to the target, at most."""


@lru_cache(maxsize=8)
def match_table(target: int) -> tuple[int, tuple[tuple[float, ...], ...]]:
    """(points per step, table): the table's row i, column j is the chance of winning
    for the player who needs i more steps when the opponent needs j."""
    step = max(1, -(-target // CELLS))
    size = -(-target // step)
    total = sum(count for _, count in WINNING_POINTS)
    moves = [(round(points / step), count / total / 2) for points, count in WINNING_POINTS]
    stay = sum(chance for steps, chance in moves if steps == 0) * 2
    table = [[0.0] * (size + 1) for _ in range(size + 1)]
    for i in range(size + 1):
        for j in range(size + 1):
            if i == 0 or j == 0:
                table[i][j] = 1.0 if i == 0 else 0.0
                continue
            ahead = sum(c * table[max(0, i - s)][j] for s, c in moves if s)
            behind = sum(c * table[i][max(0, j - s)] for s, c in moves if s)
            table[i][j] = (ahead + behind) / (1 - stay)
    return step, tuple(tuple(row) for row in table)


@dataclass(frozen=True)
class MatchOdds:
    """The chance of winning the match once this hand has been scored."""

    ours: int
    """Points we still need to reach the target."""
    theirs: int
    """Points the opponent still needs."""
    target: int

    @classmethod
    def of(cls, view: PlayerView) -> MatchOdds:
        scores = view.scores
        return cls(
            view.target - scores[view.seat], view.target - scores[view.opponent], view.target
        )

    def after(self, points: int) -> float:
        """Our chance of winning the match if this hand scores ``points`` for us
        (negative: for the opponent)."""
        return self.chance(self.ours - max(0, points), self.theirs - max(0, -points))

    def chance(self, ours: int, theirs: int) -> float:
        if ours <= 0 or theirs <= 0:
            return 1.0 if ours <= 0 else 0.0
        step, table = match_table(self.target)
        return _between(table, max(1.0, ours / step), max(1.0, theirs / step))


def _between(table: tuple[tuple[float, ...], ...], i: float, j: float) -> float:
    """The table read between its cells (bilinear)."""
    top = len(table) - 1
    i, j = min(i, top), min(j, top)
    i0, j0 = min(int(i), top - 1), min(int(j), top - 1)
    di, dj = i - i0, j - j0
    near = table[i0][j0] * (1 - dj) + table[i0][j0 + 1] * dj
    far = table[i0 + 1][j0] * (1 - dj) + table[i0 + 1][j0 + 1] * dj
    return near * (1 - di) + far * di
