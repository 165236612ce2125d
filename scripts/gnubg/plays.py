# plays.py -- every distinct legal play, as listed by GNU Backgammon.
#
# Runs INSIDE gnubg's embedded Python (it is not a standalone script):
#
#   TABLIER_GNUBG_IN=in.txt TABLIER_GNUBG_OUT=out.txt \
#     gnubg -t -q -r -s "$(mktemp -d)" -p scripts/gnubg/plays.py </dev/null >gnubg.log
#
# (scripts/gnubg/run.sh does exactly this, split over N processes.)
#
# Environment:
#   TABLIER_GNUBG_IN   input file (required)
#   TABLIER_GNUBG_OUT  output file (required); written to OUT.part, renamed to OUT
#                      only once every line is done
#   TABLIER_GNUBG_VARIATION  optional: standard (default) or nackgammon; only the
#                      starting position differs, the rules of play are the same
#   TABLIER_GNUBG_THREADS  gnubg calculation threads (default 2: each gnubg.hint
#                      sleeps ~10 ms with 1 thread, ~2.5x less with 2; README.md)
#
# Input: one case a line, three fields separated by blanks:
#   <position-id> <die1> <die2>
# the Position ID relative to the player on roll (the mover is the SECOND half of
# the key, gnubg's anBoard[1]; see README.md). Empty lines and lines starting
# with '#' are copied to the output unchanged, so output line k answers input
# line k.
#
# Output: one line per input line:
#   <position-id> <die1> <die2> <result-id> <result-id> ...
# the three input fields echoed, then the Position IDs of every distinct
# position reachable by a legal play of that roll, sorted bytewise (ASCII,
# = Rust's str ordering), without duplicates. Each result is from the MOVER's
# perspective, exactly like the input: the mover is still anBoard[1] (second
# half of the key), the opponent anBoard[0]; sides are NOT swapped. A roll with
# no legal play gives the input position itself as the single result.
# A line that cannot be answered gives instead
#   <fields...> ERROR <code> [<detail>]
# codes: bad-line (not three fields / dice not 1..6 / ID not 14 chars),
#   readback <id> (gnubg holds <id> after `set board`: the ID was illegal or
#   non-canonical, and gnubg silently kept or changed the board),
#   dice <d1>,<d2> (the dice read back differ), hint (gnubg.hint failed),
#   move <play> (gnubg refused or misapplied one of its own plays; blanks in
#   the play are written as '_'), crosscheck <play> (see below).
# The script exits non-zero (and leaves no OUT) on any Python exception.
#
# How: `set board`, read back with gnubg.positionid(); `set dice`, read back;
# gnubg.hint(MAXMOVES) at 0 ply lists every distinct legal play (gnubg's
# GenerateMoves: larger-number and use-both-dice rules enforced, plays reaching
# the same position merged; FindnSaveBestMoves restores the full list after
# filtering, so nothing is truncated at 0 ply). Each listed play is then made
# by gnubg itself (`set board`, `set dice`, `move <play>`) and the resulting
# board read back with gnubg.board(), which is then relative to the opponent
# (gnubg passes the turn) and is swapped back to the mover. As a consistency
# check, the play string is also parsed by gnubg.parsemove and replayed here
# (plain checker arithmetic, with hits to the bar); a disagreement is an error.

import os
import sys

import gnubg

MAXMOVES = 100000  # > MAX_MOVES (3060), the most plays gnubg can hold
RESET = 500  # set_position calls between two fresh sessions


def setup(variation):
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
        "set evaluation chequerplay evaluation cubeful off",
    ):
        gnubg.command(c)
    gnubg.command("new session")  # `set variation` applies from the next session


calls = [0]


def ensure_game():
    # `set board` needs a game in progress; a play that bears off the last
    # checker ends the game. Every `set board`, `set dice` and `move` adds a
    # record to the session, which gnubg keeps (1.2 GB and slower and slower
    # after 8,000 lines): a fresh session every RESET calls frees them.
    calls[0] += 1
    if calls[0] % RESET == 0:
        gnubg.command("new session")
    if gnubg.posinfo()["gamestate"] != 1:
        gnubg.command("new game")
        if gnubg.posinfo()["gamestate"] != 1:
            raise RuntimeError("cannot start a game")


def set_position(pid, d1, d2):
    """Set board and dice; return None or an error string."""
    ensure_game()
    gnubg.command("set board " + pid)
    got = gnubg.positionid()
    if got != pid:
        return "readback " + got
    gnubg.command("set dice %d %d" % (d1, d2))
    dice = tuple(gnubg.posinfo()["dice"])
    if sorted(dice) != sorted((d1, d2)) or gnubg.positionid() != pid:
        return "dice %d,%d" % dice
    return None


def replay(board, play):
    """Consistency check only: apply gnubg.parsemove's steps to the mover."""
    me = list(board[1])
    opp = list(board[0])
    for frm, to in gnubg.parsemove(play):
        # gnubg numbering: 25 = bar, 1..24 = points, 0 = off
        me[frm - 1 if frm <= 24 else 24] -= 1
        if to > 0:
            me[to - 1] += 1
            j = 24 - to  # the same point in the opponent's numbering
            if opp[j] == 1:
                opp[j] = 0
                opp[24] += 1
    return (opp, me)


def plays(pid, d1, d2):
    err = set_position(pid, d1, d2)
    if err:
        return err, None
    board = gnubg.board()
    try:
        hint = gnubg.hint(MAXMOVES)["hint"]
    except Exception:
        return "hint", None
    moves = [h["move"] for h in hint]
    if not moves:
        return None, [pid]
    results = set()
    for mv in moves:
        err = set_position(pid, d1, d2)
        if err:
            return err, None
        turn = gnubg.posinfo()["turn"]
        gnubg.command("move " + mv)
        pi = gnubg.posinfo()
        if pi["turn"] == turn or pi["gamestate"] not in (1, 2):
            return "move " + mv.replace(" ", "_"), None
        after = gnubg.board()
        rid = gnubg.positionid((after[1], after[0]))
        if gnubg.positionid(replay(board, mv)) != rid:
            return "crosscheck " + mv.replace(" ", "_"), None
        results.add(rid)
    return None, sorted(results)


def main():
    src = os.environ["TABLIER_GNUBG_IN"]
    dst = os.environ["TABLIER_GNUBG_OUT"]
    setup(os.environ.get("TABLIER_GNUBG_VARIATION", "standard"))
    part = dst + ".part"
    with open(src) as fin, open(part, "w") as fout:
        for line in fin:
            text = line.strip()
            if not text or text.startswith("#"):
                fout.write(line if line.endswith("\n") else line + "\n")
                continue
            f = text.split()
            ok = len(f) == 3 and len(f[0]) == 14 and all(
                x in ("1", "2", "3", "4", "5", "6") for x in f[1:]
            )
            if not ok:
                fout.write(" ".join(f) + " ERROR bad-line\n")
                continue
            err, res = plays(f[0], int(f[1]), int(f[2]))
            if err:
                fout.write(" ".join(f) + " ERROR " + err + "\n")
            else:
                fout.write(" ".join(f + res) + "\n")
    os.replace(part, dst)


try:
    main()
except BaseException as e:  # gnubg exits 0 after an uncaught exception
    import traceback

    traceback.print_exc()
    sys.stderr.write("plays.py: %r\n" % (e,))
    sys.stderr.flush()
    os._exit(2)
