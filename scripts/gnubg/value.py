# value.py -- what a finished game is worth, according to GNU Backgammon.
#
# Runs INSIDE gnubg's embedded Python (not a standalone script):
#
#   TABLIER_GNUBG_IN=in.txt TABLIER_GNUBG_OUT=out.txt \
#     gnubg -t -q -r -s "$(mktemp -d)" -p scripts/gnubg/value.py </dev/null >gnubg.log
#
# (or scripts/gnubg/run.sh [-j N] value in.txt out.txt)
#
# Environment: TABLIER_GNUBG_IN, TABLIER_GNUBG_OUT (required; OUT is written via
# OUT.part and renamed when complete), TABLIER_GNUBG_THREADS (default 2).
#
# Input: one Position ID a line, a position where one side has borne off all
# its checkers. Empty lines and '#' lines are copied unchanged.
#
# Output: one line per input line:
#   <position-id> <winner> <points>
# winner: 1 if the side with nothing left is the SECOND half of the key
#   (gnubg's anBoard[1], "the player on roll" in the ID's convention), 0 if it
#   is the first half (anBoard[0]);
# points: what the game is worth to the winner in money play without cube:
#   1 single, 2 gammon, 3 backgammon.
# Or `<position-id> ERROR <code> [<detail>]`, codes: bad-line, both-empty (no
# checker left on either side; gnubg itself would answer "0 1"), readback <id>
# (gnubg rejected or changed the position at `set board`), not-over <class>
# (gnubg.classifypos does not class it as a finished game), eval <probs>
# (the evaluation is not an exact 0/1 win/gammon/backgammon result).
#
# How: the position is set with `set board` (gnubg accepts a finished
# position there, the game stays "playing") and read back, then evaluated by
# gnubg.evaluate(board, cubeinfo, evalcontext) at 0 ply, cubeless, money,
# Jacoby off. For a finished position gnubg's evaluator does not use its
# neural nets: ClassifyPosition gives CLASS_OVER and EvalOver returns the exact
# outcome, (P(win), P(win gammon), P(win backgammon), P(lose gammon),
# P(lose backgammon)) for anBoard[1], each 0 or 1 (gammon: the loser has all
# 15 checkers still on the board; backgammon: and one of them on the bar or in
# the winner's home board). The script only reads these numbers:
# points = 1 + P(gammon) + P(backgammon) of the winning side. It does not
# itself decide what a gammon or a backgammon is.

import os
import sys

import gnubg


def setup():
    for c in (
        "set display off",
        "set threads " + os.environ.get("TABLIER_GNUBG_THREADS", "2"),
        "set player 0 human",
        "set player 1 human",
        "set automatic roll off",
        "set automatic game off",
        "set jacoby off",
        "set confirm new off",
        "set variation standard",
    ):
        gnubg.command(c)
    gnubg.command("new session")


calls = [0]


def value(pid):
    calls[0] += 1
    if calls[0] % 500 == 0:  # free the records gnubg keeps (see plays.py)
        gnubg.command("new session")
    if gnubg.posinfo()["gamestate"] != 1:
        gnubg.command("new game")
    gnubg.command("set board " + pid)
    got = gnubg.positionid()
    if got != pid:
        return "ERROR readback " + got
    board = gnubg.board()
    if not any(board[0]) and not any(board[1]):
        return "ERROR both-empty"  # gnubg would say "0 1": an artefact
    cls = gnubg.classifypos(board, 0)
    if cls != 0:  # CLASS_OVER
        return "ERROR not-over %d" % cls
    # money (match length 0), cube 1 centred, cubeless 0-ply deterministic
    ci = gnubg.cubeinfo(1, -1, 1, 0, (0, 0), 0, 0)
    ec = gnubg.evalcontext(0, 0, 1, 0, 0.0)
    p = gnubg.evaluate(board, ci, ec)
    win, wg, wbg, lg, lbg = p[:5]
    if any(x not in (0.0, 1.0) for x in p[:5]):
        return "ERROR eval " + ",".join("%g" % x for x in p[:5])
    if win == 1.0:
        return "1 %d" % (1 + wg + wbg)
    return "0 %d" % (1 + lg + lbg)


def main():
    src = os.environ["TABLIER_GNUBG_IN"]
    dst = os.environ["TABLIER_GNUBG_OUT"]
    setup()
    part = dst + ".part"
    with open(src) as fin, open(part, "w") as fout:
        for line in fin:
            text = line.strip()
            if not text or text.startswith("#"):
                fout.write(line if line.endswith("\n") else line + "\n")
                continue
            f = text.split()
            if len(f) != 1 or len(f[0]) != 14:
                fout.write(" ".join(f) + " ERROR bad-line\n")
                continue
            fout.write(f[0] + " " + value(f[0]) + "\n")
    os.replace(part, dst)


try:
    main()
except BaseException as e:  # gnubg exits 0 after an uncaught exception
    import traceback

    traceback.print_exc()
    sys.stderr.write("value.py: %r\n" % (e,))
    sys.stderr.flush()
    os._exit(2)
