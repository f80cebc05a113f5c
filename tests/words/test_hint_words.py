"""The hint's sentence: the move the coach judges best, why, and how far behind the next
best is, in expected points; a knock advised against is said. The hint in the window is
tests/ui/test_hints.py."""

from __future__ import annotations

from gin_desktop.ai.coach import hint
from gin_desktop.engine import Hand, RuleSet
from gin_desktop.words.hint_words import hint_text
from tests.ui.test_hints import GIN_ON_OFFER


def test_rule_a_hint_to_discard_while_a_knock_is_on_offer_says_what_it_advises_against():
    """Followed from its deal by the hint, this hand comes to a discard where knocking is
    legal (the Knock button lit) and the hint is to play on: the coach says by how much
    the best knock trails; the hint's sentence names it."""
    from gin_desktop.ai import create_player
    from gin_desktop.engine import Discard, Knock, Phase

    hand = Hand.deal(RuleSet(), dealer=1, seed="knock-8")
    other = create_player("casual", 3)
    while hand.phase is not Phase.ENDED:
        seat = hand.to_act
        view = hand.view(seat)
        if seat == 1:
            hand.apply(other.choose(view), seat=seat)
            continue
        advised = hint(view) if len(view.legal_actions) > 1 else None
        if advised is not None and advised.knock_margin is not None:
            break
        hand.apply(advised.action if advised else view.legal_actions[0], seat=seat)
    assert advised is not None and advised.knock_margin is not None
    assert any(isinstance(action, Knock) for action in view.legal_actions)
    assert isinstance(advised.action, Discard) and isinstance(advised.runner_up, Knock)
    card = advised.action.card.pretty
    assert hint_text(advised, view) == (
        f"Hint: Do not knock yet: discard {card} and play on for gin; knocking is "
        f"{advised.knock_margin:.1f} expected points behind."
    )


def test_each_sentence_of_a_hint_starts_with_a_capital_and_says_expected_points() -> None:
    from gin_desktop.ai.coach import Hint
    from gin_desktop.engine import Card, Discard, Knock

    view = Hand.deal(RuleSet(), dealer=1, deck=list(GIN_ON_OFFER), seed="fixed").view(0)
    two, queen = Discard(Card.from_str("2D")), Discard(Card.from_str("QS"))
    as_good = Hint(two, 1.0, queen, 0.0, 28)
    assert hint_text(as_good, view) == (
        "Hint: Discard 2♦: it leaves you 28 deadwood. Discarding Q♠ is as good."
    )
    close = Hint(two, 1.0, queen, 0.1, 28)
    assert hint_text(close, view).endswith(
        " Close: discarding Q♠ is only 0.1 expected points behind."
    )
    clear = Hint(two, 1.0, queen, 4.5, 28)
    assert hint_text(clear, view).endswith(
        " Clearly the best: the next, discarding Q♠, is 4.5 expected points behind."
    )
    # A knock on offer, advised against, and another discard the next best: both said.
    both = Hint(two, 1.0, queen, 0.3, 2, knock_margin=4.6)
    assert hint_text(both, view) == (
        "Hint: Do not knock yet: discard 2♦ and play on for gin; knocking is 4.6 expected "
        "points behind. Close: discarding Q♠ is only 0.3 expected points behind."
    )
    knock_next = Hint(two, 1.0, Knock(Card.from_str("2D")), 4.6, 2, knock_margin=4.6)
    assert hint_text(knock_next, view) == (
        "Hint: Do not knock yet: discard 2♦ and play on for gin; knocking is 4.6 expected "
        "points behind."
    )
