"""Check a deal of Gin Desktop: python3 check_deal.py DECK SEED [COMMITMENT]
                              or: python3 check_deal.py --log EXPORTED_LOG.json

DECK is "standard" or "rumski"; SEED the 64 hexadecimal digits the game reveals after the
hand; COMMITMENT the 64 it showed before the first card was played. Prints whether the seed
matches the commitment, and the deck's order from the top (the first card dealt first).
With --log, checks every hand of a match log exported as JSON (the log's Export button)
whose seed was revealed. The standard library only: it recomputes the game's shuffle
without the game (docs/FAIR_DEALS.md says how the shuffle works).
"""

import hashlib
import json
import re
import sys

STANDARD = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"]
RUMSKI = [f"{rank}{colour}" for colour in "RBGYP" for rank in range(1, 14)]
RUMSKI += [f"W{number}" for number in range(1, 6)]


def draws(seed):
    counter = 0
    while True:
        block = hashlib.sha256(seed + counter.to_bytes(8, "big")).digest()
        for start in range(0, 32, 8):
            yield int.from_bytes(block[start : start + 8], "big")
        counter += 1


def below(n, stream):
    limit = 2**64 - 2**64 % n
    for draw in stream:
        if draw < limit:
            return draw % n
    raise AssertionError("the stream never ends")


def shuffled(seed, cards):
    order = list(cards)
    stream = draws(seed)
    for i in range(len(order) - 1, 0, -1):
        j = below(i + 1, stream)
        order[i], order[j] = order[j], order[i]
    return order


def check_log(path):
    """Each hand of the exported log with a commitment and a revealed seed, checked."""
    with open(path, encoding="utf-8") as file:
        rows = json.load(file)["rows"]
    hands = {}
    for row in rows:
        event = row["event"]
        found = hands.setdefault(row["hand"], {"cards": []})
        if event["kind"] == "deal" and event.get("label"):
            found["commitment"] = event["label"]
        if event["kind"] == "deck_seed":
            found["seed"] = event["label"]
        found["cards"] += event.get("cards", "").split()
    failed = checked = 0
    for number, found in sorted(hands.items()):
        if "commitment" not in found or "seed" not in found:
            continue
        rumski = any(re.fullmatch(r"\d+[RBGYP]|W\d", card) for card in found["cards"])
        seed = bytes.fromhex(found["seed"])
        matches = hashlib.sha256(seed).hexdigest() == found["commitment"]
        order = shuffled(seed, RUMSKI if rumski else STANDARD)
        print(f"hand {number}: commitment " + ("matches the seed" if matches else "DOES NOT match"))
        print("  order: " + " ".join(order))
        checked, failed = checked + 1, failed + (not matches)
    print(f"{checked} hand(s) checked, {failed} failed")
    return 1 if failed or not checked else 0


def main(args):
    if len(args) == 2 and args[0] == "--log":
        return check_log(args[1])
    if len(args) not in (2, 3) or args[0] not in ("standard", "rumski"):
        print(__doc__.strip().splitlines()[0])
        return 2
    seed = bytes.fromhex(args[1])
    if len(seed) != 32:
        print("a seed is 64 hexadecimal digits")
        return 2
    if len(args) == 3:
        matches = hashlib.sha256(seed).hexdigest() == args[2].strip().lower()
        print("commitment: " + ("matches the seed" if matches else "DOES NOT match the seed"))
        if not matches:
            return 1
    print("order: " + " ".join(shuffled(seed, STANDARD if args[0] == "standard" else RUMSKI)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
