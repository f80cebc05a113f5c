"""Check a deal of Gin Desktop: python3 check_deal.py DECK SEED [COMMITMENT]
                              or: python3 check_deal.py --log EXPORTED_LOG.json

DECK is "standard" or "rumski"; SEED the 64 hexadecimal digits the game reveals after the
hand; COMMITMENT the 64 it showed before the first card was played. Prints whether the seed
matches the commitment, and the deck's order from the top (the first card dealt first).

With --log, checks a match log exported as JSON (the log's Export button), hand by hand:
that the revealed seed gives the commitment made at the deal, then deals the committed
deck again and compares every card the log shows with it (the upcard, the cards drawn from
the stock, taken from the discard pile, discarded, laid off and shown at the showdown),
saying each disagreement in one sentence; it names the hands it cannot check (committed,
seed not revealed). Exit status: 0 all checked hands agree, 1 a hand does not (or none
could be checked), 2 the input cannot be read (said in one sentence on stderr).

The standard library only: it recomputes the game's shuffle without the game
(docs/FAIR_DEALS.md says how the shuffle works and how the cards are dealt).
"""

import contextlib
import hashlib
import json
import os
import re
import stat
import sys

STANDARD = [rank + suit for suit in "SHDC" for rank in "A23456789TJQK"]
RUMSKI = [f"{rank}{colour}" for colour in "RBGYP" for rank in range(1, 14)]
RUMSKI += [f"W{number}" for number in range(1, 6)]
DECKS = {"standard": STANDARD, "rumski": RUMSKI}
DECK_OF_CARD = {card: name for name, cards in DECKS.items() for card in cards}

HAND_SIZE = 10
"""Each player of a hand is dealt ten cards."""
MOST_BYTES = 16 * 2**20
"""The largest log this script reads, 16 MiB (a long match's log is well under 1 MiB)."""
SEATS = (2, 4)
"""A table seats two to four players."""
LARGEST_WHOLE = 10**9
MOST_TOLD = 12
"""The disagreements said of one hand; the rest are counted."""

MOVES = {"upcard_passed", "drew_stock", "drew_discard", "discarded", "knocked", "gin"}
MOVES |= {"big_gin", "melds_shown", "laid_off"}
"""The kinds of event a player of the hand makes (and only a player)."""
KINDS = MOVES | {"cut", "deal", "upcard_turned", "hand_scored", "hand_drawn", "deck_seed"}
KINDS |= {"match_bonus", "match_won"}
SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
"""How the log's words write a suit: the spade, heart, diamond and club signs."""
WORDED_CARD = re.compile(
    r"(?<![0-9A-Za-z])(?:(?:10|[2-9AJQK])[\u2660\u2665\u2666\u2663]|(?:1[0-3]|[1-9])[RBGYP]|W[1-5])"
    r"(?![0-9A-Za-z])"
)
"""A card as the log's words write it: 10\u2665, Q\u2660; a Rumski card as its notation."""
WORDED_HEX = re.compile(r"(?<![0-9A-Za-z])[0-9a-f]{64}(?![0-9A-Za-z])")
INT_FIELDS = ("count", "meld_index", "points", "deadwood", "knock_limit", "multiplier")


class Refused(Exception):
    """Input this script cannot read: said in one sentence, exit status 2."""


# --- the shuffle (docs/FAIR_DEALS.md) ----------------------------------------------------


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


# --- reading what is given, or refusing it in one sentence -------------------------------


def shown(text):
    """A text from outside (a path, an argument) fit for one line of output."""
    return text if text.isprintable() and len(text) <= 200 else ascii(text[:200])


def hex_digits(text, what):
    """32 bytes from 64 hexadecimal digits, or Refused."""
    if not isinstance(text, str) or len(text) != 64:
        raise Refused(f"{what} is not 64 hexadecimal digits")
    try:
        return bytes.fromhex(text)
    except ValueError:
        raise Refused(f"{what} is not 64 hexadecimal digits") from None


def read_bytes(path):
    """The file's bytes: a regular file of at most MOST_BYTES, never read past that (a
    FIFO or a device is refused before it is read, so nothing waits for a writer)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as error:
        raise Refused(f"cannot open {shown(path)}: {error.strerror or 'not readable'}") from None
    try:
        found = os.fstat(fd)
        mode, size = found.st_mode, found.st_size
        if stat.S_ISDIR(mode):
            raise Refused(f"{shown(path)} is a folder, not an exported log")
        if not stat.S_ISREG(mode):
            raise Refused(f"{shown(path)} is not a regular file (a pipe or a device?)")
        if size > MOST_BYTES:
            raise Refused(f"{shown(path)} is {size} bytes, more than the 16 MiB a log may be")
        chunks, left = [], MOST_BYTES + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as error:
        raise Refused(f"cannot read {shown(path)}: {error.strerror or 'read error'}") from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > MOST_BYTES:
        raise Refused(f"{shown(path)} grew past the 16 MiB a log may be while it was read")
    return data


def read_json(path):
    data = read_bytes(path)
    if not data.strip():
        raise Refused(f"{shown(path)} is empty")
    try:
        return json.loads(data.decode("utf-8"))
    except UnicodeDecodeError:
        raise Refused(f"{shown(path)} is not text (UTF-8), so not an exported log") from None
    except RecursionError:
        raise Refused(f"{shown(path)} is nested too deeply to be an exported log") from None
    except ValueError as error:  # json.JSONDecodeError, or a number too long to convert
        where = f" (line {error.lineno})" if hasattr(error, "lineno") else ""
        raise Refused(f"{shown(path)} is not JSON{where}, so not an exported log") from None


def whole(value, what, low=0, high=LARGEST_WHOLE):
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise Refused(f"{what} is not a whole number from {low} to {high}")
    return value


def cards_of(text, what):
    """The cards of a text like "9H 9D" (the game's notation), or Refused."""
    if not isinstance(text, str):
        raise Refused(f"{what} are not a text of cards")
    cards = text.split()
    for card in cards:
        if card not in DECK_OF_CARD:
            raise Refused(f"{what} name {shown(card)}, a card of no deck")
    return cards


def checked_event(event, row_number, seats):
    """The event of a row, its fields of the types the game writes, or Refused."""
    what = f"row {row_number}'s event"
    if not isinstance(event, dict) or not isinstance(event.get("kind"), str):
        raise Refused(f"{what} is not an event of the game")
    if event["kind"] not in KINDS:
        raise Refused(f"{what} is not an event of the game")
    kind, seat = event["kind"], event.get("seat")
    if seat is not None:
        whole(seat, f"{what}'s seat", 0, seats - 1)
    elif kind in MOVES:
        raise Refused(f"{what} is a move ({kind}) made by no seat")
    cards = cards_of(event.get("cards", ""), f"the cards of {what}")
    melds = event.get("melds", [])
    if not isinstance(melds, list):
        raise Refused(f"{what}'s melds are not a list")
    melds = [cards_of(meld, f"a meld of {what}") for meld in melds]
    for name in INT_FIELDS:
        if event.get(name) is not None:
            whole(event[name], f"{what}'s {name}", -LARGEST_WHOLE)
    label, scores = event.get("label", ""), event.get("scores", [])
    if not isinstance(label, str) or not isinstance(event.get("private", False), bool):
        raise Refused(f"{what} has a label or a private mark of the wrong type")
    if not isinstance(scores, list):
        raise Refused(f"{what}'s scores are not a list")
    for score in scores:
        whole(score, f"{what}'s score", -LARGEST_WHOLE)
    if kind == "deck_seed" or (kind == "deal" and label):
        hex_digits(label, f"{what}'s {'seed' if kind == 'deck_seed' else 'commitment'}")
    return {"kind": kind, "seat": seat, "cards": cards, "melds": melds, "label": label,
            "count": event.get("count", 0), "row": row_number}  # fmt: skip


def checked_log(data):
    """The players' names, the viewer's seat (None: nobody's) and the rows (hand number,
    event) of an exported log, or Refused."""
    if not isinstance(data, dict) or data.get("format") != "gin-desktop-match-log":
        raise Refused("this is not a match log exported by Gin Desktop (no format of one)")
    if data.get("version") != 1 or isinstance(data.get("version"), bool):
        raise Refused("this log's format version is not 1, the one this script reads")
    names, rows = data.get("names"), data.get("rows")
    if not isinstance(names, list) or not all(isinstance(name, str) for name in names):
        raise Refused("the log's names are not a list of texts")
    if not SEATS[0] <= len(names) <= SEATS[1]:
        raise Refused(f"the log names {len(names)} players, and a table seats 2 to 4")
    if data.get("viewer") is not None:
        whole(data["viewer"], "the log's viewer", 0, len(names) - 1)
    if not isinstance(rows, list):
        raise Refused("the log's rows are not a list")
    checked = []
    for number, row in enumerate(rows, 1):
        if not isinstance(row, dict):
            raise Refused(f"row {number} of the log is not an object")
        hand = whole(row.get("hand"), f"row {number}'s hand number", 1)
        for field in ("who", "what"):
            if not isinstance(row.get(field, ""), str):
                raise Refused(f"row {number}'s {field} is not a text")
        event = checked_event(row.get("event"), number, len(names))
        event["words"] = row.get("what")
        checked.append((hand, event))
    return names, data.get("viewer"), checked


# --- one deal, played again from the committed deck --------------------------------------


def deals_of(rows):
    """The log's deals in order: each its hand number, dealer, commitment, deal count,
    revealed seed and the events after it in its hand (a new deal starts at each deal
    event; a seed revealed with no deal in the log is a deal of its own, uncommitted)."""
    deals, current = [], None
    for hand, event in rows:
        kind = event["kind"]
        if kind == "deal":
            current = {"hand": hand, "dealer": event["seat"], "commitment": event["label"],
                       "count": event["count"], "seed": None, "seeds": 0, "events": [],
                       "rows": [event]}  # fmt: skip
            deals.append(current)
            continue
        elif current is None or current["hand"] != hand:
            if kind == "deck_seed":
                deals.append({"hand": hand, "commitment": "", "seed": event["label"]})
            current = None
        elif kind == "deck_seed":
            current["seed"], current["seeds"] = event["label"], current["seeds"] + 1
        else:
            current["events"].append(event)
        if current is not None:
            current["rows"].append(event)
    return deals


def deck_of(events):
    """The deck the cards shown come from, or a sentence saying they are of two."""
    decks = {}
    for event in events:
        for card in event["cards"] + [card for meld in event["melds"] for card in meld]:
            decks.setdefault(DECK_OF_CARD[card], card)
    if len(decks) > 1:
        return None, f"it shows cards of both decks ({decks['standard']} and {decks['rumski']})"
    return next(iter(decks), "standard"), None


class Table:
    """A deal played again: every player's cards, the stock and the discard pile as the
    committed deck makes them, each move of the log checked against them."""

    def __init__(self, order, players, names, viewer):
        self.order, self.players, self.names, self.viewer = order, players, names, viewer
        dealt = HAND_SIZE * len(players)
        # The deal: one card at a time round the players from the dealer's left; the next
        # card is the upcard, and the stock is the rest, drawn from the top.
        self.hands = {seat: set() for seat in players}
        for i in range(dealt):
            self.hands[players[i % len(players)]].add(order[i])
        self.upcard, self.next_stock, self.pile = order[dealt], dealt + 1, [order[dealt]]
        self.hidden_discard = set()
        """Players whose face-down knock discard the log does not show."""
        self.problems, self.compared = [], 0

    def who(self, seat):
        """A player as the log names them, and their seat counted from 1."""
        return f"seat {seat + 1} ({shown(self.names[seat])})"

    def disagree(self, sentence):
        self.problems.append(sentence)

    def play(self, event):
        seat, cards = event["seat"], event["cards"]
        self.compared += len(cards) + sum(len(meld) for meld in event["melds"])
        getattr(self, "_" + event["kind"], lambda *_: None)(seat, cards, event)

    def _upcard_turned(self, seat, cards, event):
        if cards != [self.upcard]:
            self.disagree(f"the upcard shown is {' '.join(cards) or 'none'}, but the "
                          f"committed deck turns up {self.upcard}")  # fmt: skip

    def _drew_stock(self, seat, cards, event):
        if self.next_stock >= len(self.order):
            self.disagree(f"{self.who(seat)} drew from the stock after its last card")
            return
        card, self.next_stock = self.order[self.next_stock], self.next_stock + 1
        if cards and cards != [card]:
            self.disagree(f"{self.who(seat)} drew {' '.join(cards)} from the stock, but the "
                          f"committed deck's next card there is {card}")  # fmt: skip
        elif not cards and seat == self.viewer:
            self.disagree(f"{self.who(seat)} drew {card} from the stock, which their own log "
                          "hides from them")  # fmt: skip
        self.hands[seat].add(card)

    def _drew_discard(self, seat, cards, event):
        if not self.pile:
            self.disagree(f"{self.who(seat)} took {' '.join(cards)} from an empty discard pile")
            return
        card = self.pile.pop()
        if cards != [card]:
            self.disagree(f"{self.who(seat)} took {' '.join(cards) or 'a card'} from the discard "
                          f"pile, but the card on top of it was {card}")  # fmt: skip
        self.hands[seat].add(card)

    def give_up(self, seat, cards, doing):
        """``seat`` lets ``cards`` go; each must be one the committed deck gave them
        (``doing`` says how, a card in its ``{}``)."""
        for card in cards:
            if card in self.hands[seat]:
                self.hands[seat].remove(card)
            else:
                self.disagree(f"{self.who(seat)} {doing.format(card)}, a card the committed deck "
                              "never put in their hand")  # fmt: skip

    def _discarded(self, seat, cards, event):
        if len(cards) != 1:
            self.disagree(f"{self.who(seat)} discarded {len(cards)} cards at once")
        self.give_up(seat, cards, "discarded {}")
        self.pile.extend(cards)

    def _knocked(self, seat, cards, event):
        # The knock discard goes face down: only the knocker's own log shows it.
        if cards:
            self.give_up(seat, cards, "discarded {} face down")
        else:
            self.hidden_discard.add(seat)
            if seat == self.viewer:
                self.disagree(f"{self.who(seat)} knocked, and their own log hides their discard")

    def _hand_drawn(self, seat, cards, event):
        left = len(self.order) - self.next_stock
        if event["count"] != left:
            self.disagree(f"the hand is drawn with {event['count']} cards said left in the "
                          f"stock, but by the committed deck {left} are left")  # fmt: skip

    _gin = _knocked

    def _laid_off(self, seat, cards, event):
        self.give_up(seat, cards, "laid off {}")

    def _melds_shown(self, seat, cards, event):
        laid_down = cards + [card for meld in event["melds"] for card in meld]
        twice = sorted({card for card in laid_down if laid_down.count(card) > 1})
        if twice:
            self.disagree(f"{self.who(seat)} shows {' '.join(twice)} twice at the showdown")
        held = len(self.hands[seat]) - (seat in self.hidden_discard)
        self.give_up(seat, sorted(set(laid_down)), "shows {} at the showdown")
        if len(set(laid_down)) != held:
            self.disagree(f"{self.who(seat)} shows {len(set(laid_down))} cards at the "
                          f"showdown, but by the committed deck they hold {held}")  # fmt: skip
        self.hands[seat].clear()


def worded(card):
    """A card as the log's words write it: 10\u2665 for TH; a Rumski card as it is."""
    if card in DECKS["rumski"]:
        return card
    return ("10" if card[0] == "T" else card[0]) + SYMBOLS[card[1]]


NOTATION = {worded(card): card for card in DECK_OF_CARD}
"""The card each worded card is, in the game's notation (what this script prints)."""


def words_disagree(event):
    """A sentence when the words of the event's row (what the log panel showed) name other
    cards, or another commitment or seed, than the event; None when they agree."""
    words = event["words"]
    if not isinstance(words, str):
        return None
    said = sorted(map(NOTATION.get, WORDED_CARD.findall(words)))
    cards = event["cards"] + [card for meld in event["melds"] for card in meld]
    if said != sorted(cards):
        return (f"row {event['row']}'s words name {' '.join(said) or 'no card'}, but its event "
                f"shows {' '.join(sorted(cards)) or 'none'}")  # fmt: skip
    labelled = event["kind"] in ("deal", "deck_seed") and event["label"]
    if WORDED_HEX.findall(words) != ([event["label"].lower()] if labelled else []):
        return f"row {event['row']}'s words give another {event['kind'].replace('_', ' ')} label"
    return None


def players_of(events, dealer, seats):
    """The players of the deal, in turn order from the dealer's left: the seats that make
    a move in it (in a hand that has ended, every player has)."""
    acting = {event["seat"] for event in events if event["kind"] in MOVES}
    return sorted(acting, key=lambda seat: (seat - dealer - 1) % seats)


def replay(deal, order, names, viewer):
    """The disagreements between the deal's events and the committed deck, in sentences,
    and how many cards shown were compared."""
    events = deal["events"]
    mixed = deck_of(events)[1]
    if mixed:
        return [mixed], 0
    if deal["count"] != HAND_SIZE:
        return [f"the deal says {deal['count']} cards each, and the game deals {HAND_SIZE}"], 0
    if deal["dealer"] is None:
        return ["the deal names no dealer"], 0
    players = players_of(events, deal["dealer"], len(names))
    if not 2 <= len(players) <= len(order) // HAND_SIZE - 1:
        return [f"{len(players)} seat(s) make moves in it, not the players of a hand"], 0
    table = Table(order, players, names, viewer)
    for event in events:
        table.play(event)
    return table.problems, table.compared


def check_deal_of_log(deal, names, viewer, name, words=True):
    """Say what checking one deal of the log found; True when it fails. ``viewer``: the
    seat whose log it is (their own cards shown); ``words``: the words of its rows are
    compared with their events too."""
    if not deal["commitment"]:
        if deal["seed"]:  # the game reveals only the seed of a deal it committed to
            print(f"{name}: a seed is revealed, but the commitment made at the deal is not "
                  "in the log")  # fmt: skip
            return True
        print(f"{name}: not committed (dealt from a seed chosen for the match; cannot be "
              "checked)")  # fmt: skip
        return None
    if deal["seed"] is None:
        print(f"{name}: committed, seed not revealed (cannot be checked)")
        return None
    seed = bytes.fromhex(deal["seed"])
    if hashlib.sha256(seed).hexdigest() != deal["commitment"].lower():
        print(f"{name}: commitment DOES NOT match the seed revealed")
        return True
    print(f"{name}: commitment matches the seed")
    deck, _ = deck_of(deal["events"])
    order = shuffled(seed, DECKS[deck or "standard"])
    problems, compared = replay(deal, order, names, viewer)
    if deal["seeds"] > 1:
        problems.insert(0, f"{deal['seeds']} seeds are revealed for one deal")
    if words:
        problems += [said for said in map(words_disagree, deal["rows"]) if said]
    for sentence in problems[:MOST_TOLD]:
        print(f"{name}: {sentence}.")
    if len(problems) > MOST_TOLD:
        print(f"{name}: and {len(problems) - MOST_TOLD} more disagreements.")
    if not problems:
        print(f"{name}: every card the log shows ({compared}) is the committed deck's.")
    print(f"  order ({deck or 'standard'}): " + " ".join(order))
    return bool(problems)


def check_log(path):
    """Each deal of the exported log checked, or said why it cannot be."""
    names, viewer, rows = checked_log(read_json(path))
    deals = deals_of(rows)
    # A name that reads like a card or a hexadecimal label would be taken for one in the
    # words of the rows that name its player: then only the events are compared.
    words = not any(WORDED_CARD.search(name) or WORDED_HEX.search(name) for name in names)
    if not words:
        print("A player's name reads like a card: the rows' words are not compared, only events.")
    per_hand = {}
    for deal in deals:
        per_hand[deal["hand"]] = per_hand.get(deal["hand"], 0) + 1
    failed = checked = unchecked = 0
    seen = {}
    for deal in deals:
        seen[deal["hand"]] = seen.get(deal["hand"], 0) + 1
        name = f"hand {deal['hand']}"
        if per_hand[deal["hand"]] > 1:
            name += f", deal {seen[deal['hand']]}"
        verdict = check_deal_of_log(deal, names, viewer, name, words)
        if verdict is None:
            unchecked += 1
        else:
            checked, failed = checked + 1, failed + verdict
    print(f"{checked} hand(s) checked, {failed} failed, {unchecked} could not be checked")
    if not checked:
        print("No hand of the log could be checked: none has both a commitment and its seed.")
    return 1 if failed or not checked else 0


# --- the command line --------------------------------------------------------------------


USAGE = (
    "usage: python3 check_deal.py DECK SEED [COMMITMENT] (DECK standard or rumski), or "
    "python3 check_deal.py --log EXPORTED_LOG.json"
)


def check_seed(args):
    deck, seed = args[0], args[1]
    if deck not in DECKS:
        raise Refused(f"unknown deck {shown(deck)}: the decks are standard and rumski")
    seed = hex_digits(seed.strip(), "the seed")
    if len(args) == 3:
        committed = hex_digits(args[2].strip(), "the commitment").hex()
        matches = hashlib.sha256(seed).hexdigest() == committed
        print("commitment: " + ("matches the seed" if matches else "DOES NOT match the seed"))
        if not matches:
            return 1
    print("order: " + " ".join(shuffled(seed, DECKS[deck])))
    return 0


def main(args):
    if args in (["-h"], ["--help"]):
        print(__doc__.strip())
        return 0
    if len(args) == 2 and args[0] == "--log":
        return check_log(args[1])
    if len(args) not in (2, 3) or args[0].startswith("-"):
        raise Refused(USAGE)
    return check_seed(args)


def run(args):
    """``main``, and whatever goes wrong said in one sentence, never a traceback."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(AttributeError, ValueError):
            stream.reconfigure(errors="backslashreplace")  # a console of any encoding
    try:
        return main(args)
    except Refused as refusal:
        message = str(refusal)
    except RecursionError:
        message = "the input is nested too deeply to be checked"
    except MemoryError:
        message = "the input is too large to be checked in the memory there is"
    except KeyboardInterrupt:
        message = "interrupted"
    except Exception as error:  # a checker says what went wrong in one line, whatever it is
        message = f"the input could not be checked ({type(error).__name__})"
    with contextlib.suppress(OSError):
        sys.stdout.flush()
    print(f"check_deal.py: {message}.", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
