# sample.py -- random test cases for plays.py, by random self-play in gnubg.
#
# Runs INSIDE gnubg's embedded Python:
#
#   TABLIER_GNUBG_OUT=cases.txt TABLIER_GNUBG_COUNT=2000 TABLIER_GNUBG_SEED=1 \
#     gnubg -t -q -r -s "$(mktemp -d)" -p scripts/gnubg/sample.py </dev/null >gnubg.log
#
# Environment:
#   TABLIER_GNUBG_OUT        output file (required)
#   TABLIER_GNUBG_COUNT      number of lines (default 2000)
#   TABLIER_GNUBG_SEED       seed of Python's random.Random (default 1)
#   TABLIER_GNUBG_VARIATION  standard (default) or nackgammon: the starting position
#   TABLIER_GNUBG_THREADS    gnubg calculation threads (default 2)
#
# Writes lines `<position-id> <die1> <die2>` (the input format of plays.py):
# games from the starting position where each turn rolls two random dice
# (random.Random, not gnubg's RNG, so a seed gives the same file), records the
# position (relative to the player on roll) and the roll, then makes a play
# chosen uniformly among the plays gnubg.hint lists (none if no legal play),
# until the game ends and a new one starts. Random play gives many hits,
# checkers on the bar, closed boards and bear-offs.

import os
import random
import sys

import gnubg


def main():
    dst = os.environ["TABLIER_GNUBG_OUT"]
    count = int(os.environ.get("TABLIER_GNUBG_COUNT", "2000"))
    rng = random.Random(int(os.environ.get("TABLIER_GNUBG_SEED", "1")))
    variation = os.environ.get("TABLIER_GNUBG_VARIATION", "standard")
    for c in (
        "set display off",
        "set threads " + os.environ.get("TABLIER_GNUBG_THREADS", "2"),
        "set player 0 human",
        "set player 1 human",
        "set automatic roll off",
        "set automatic game off",
        "set automatic move off",
        "set automatic bearoff off",
        "set automatic doubles 0",
        "set confirm new off",
        "set variation " + variation,
        "set evaluation chequerplay evaluation plies 0",
    ):
        gnubg.command(c)
    gnubg.command("new session")  # `set variation` applies from the next session
    start = gnubg.positionid()
    lines = []
    pid = start
    while len(lines) < count:
        if len(lines) % 500 == 0:  # free the records gnubg keeps (see plays.py)
            gnubg.command("new session")
        if gnubg.posinfo()["gamestate"] != 1:
            gnubg.command("new game")
            pid = start
        gnubg.command("set board " + pid)
        if gnubg.positionid() != pid:
            raise RuntimeError("set board refused " + pid)
        d1, d2 = rng.randint(1, 6), rng.randint(1, 6)
        gnubg.command("set dice %d %d" % (d1, d2))
        lines.append("%s %d %d\n" % (pid, d1, d2))
        moves = [h["move"] for h in gnubg.hint(100000)["hint"]]
        if moves:
            turn = gnubg.posinfo()["turn"]
            gnubg.command("move " + rng.choice(moves))
            if gnubg.posinfo()["turn"] == turn:
                raise RuntimeError("move refused at " + pid)
            if gnubg.posinfo()["gamestate"] != 1:  # the last checker is off
                pid = start
                continue
            pid = gnubg.positionid()  # already relative to the next player
        else:
            b = gnubg.board()
            pid = gnubg.positionid((b[1], b[0]))  # pass: the opponent rolls
    with open(dst + ".part", "w") as f:
        f.writelines(lines)
    os.replace(dst + ".part", dst)


try:
    main()
except BaseException as e:  # gnubg exits 0 after an uncaught exception
    import traceback

    traceback.print_exc()
    sys.stderr.write("sample.py: %r\n" % (e,))
    sys.stderr.flush()
    os._exit(2)
