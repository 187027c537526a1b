"""An example bot that plays any Rookery game knowing nothing of it: it creates a match, takes
seat 0, lets the service's bots take the other seats, and answers each of its required
decisions with a random listed option until the match ends.

    python examples/random_bot.py http://127.0.0.1:8000 btwixt 3
"""
import sys

from rookery import Rookery


def main(base_url: str, game: str, players: int) -> dict:
    api = Rookery(base_url)
    match = api.create_match(game, players)
    me = api.join(match["id"], "random bot", seat=0)
    me.start()
    final = me.play()
    print(f"{game} match {match['id']}: {final['status']}, result {final['result']}")
    return final


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
