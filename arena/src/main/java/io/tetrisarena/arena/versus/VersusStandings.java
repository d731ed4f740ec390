package io.tetrisarena.arena.versus;

import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.stats.BradleyTerry;
import io.tetrisarena.arena.stats.Duels;
import io.tetrisarena.arena.stats.Estimate;
import io.tetrisarena.arena.verify.VersusVerifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The statistics of a versus run: per pairing wins, draws and losses with the 95% interval of the score
 * (a win 1, a draw 0.5; Wilson's score interval over the games, which is wider than the interval that would
 * use the draws' smaller variance), a Bradley-Terry rating for every bot (draws half a win each, the
 * leaderboard's prior of one virtual draw, 95% intervals; reported on the Elo scale, 400 log10 odds, anchored
 * on {@link #REFERENCE_BOT} at 0 when it played, else on the mean), a
 * crosstable, and per bot attack per piece, pieces per game, garbage cancelled and sent per game, and the share
 * of its attack sent by T-spins and by other pieces' all-spins (replayed through {@link VersusVerifier#spinAttack}).
 *
 * @param event    the event's name
 * @param seedSet  the seed set
 * @param seeds    seeds per pairing (each played twice, sides swapped)
 * @param bots     every bot, best rating first
 * @param pairings every pairing that played, in the order of {@code bots}
 */
public record VersusStandings(String event, String seedSet, int seeds, List<BotLine> bots, List<Pairing> pairings) {
    /**
     * The fixed reference bot of the ratings: {@code attacker} (plugin {@code attack-bots}), the bot the standard
     * run's versus round is a gauntlet of, so a rating means the same from one run to the next.
     */
    public static final String REFERENCE_BOT = "attacker";

    private static final double Z_95 = 1.959963984540054;
    private static final double ELO_PER_NAT = 400 / Math.log(10);

    /**
     * One bot's line.
     *
     * @param id              the bot id
     * @param rating          Bradley-Terry rating on the Elo scale ({@link #REFERENCE_BOT} 0, or mean 0 without
     *                        it) with its 95% interval
     * @param games           games played
     * @param duels           wins, draws and losses over all its games
     * @param attackPerPiece  attack-table lines per piece placed
     * @param piecesPerGame   pieces placed per game
     * @param cancelledPerGame incoming lines its attack cancelled, per game
     * @param sentPerGame     lines sent on to the opponent, per game
     * @param failures        games it lost by an illegal move, a timeout or an exception
     * @param tSpinShare      share of its attack sent by locks of a T with a spin (the lock's whole attack,
     *                        back-to-back and combo bonus included), over the games that replay; NaN when none
     *                        replays or it sent nothing
     * @param allSpinShare    the same for locks of other pieces that count as all-spins
     */
    public record BotLine(String id, Estimate rating, int games, Duels duels, double attackPerPiece,
                          double piecesPerGame, double cancelledPerGame, double sentPerGame, int failures,
                          double tSpinShare, double allSpinShare) {
    }

    /**
     * One pairing from {@code a}'s side.
     *
     * @param a     a bot
     * @param b     its opponent
     * @param duels a's wins, draws and losses against b
     * @param score a's score share (wins + draws / 2) / games, with its 95% interval
     */
    public record Pairing(String a, String b, Duels duels, Estimate score) {
        /** Whether the interval excludes an even score: one bot is better with 95% confidence. */
        public boolean decided() {
            return score.low() > 0.5 || score.high() < 0.5;
        }
    }

    /** Builds the standings of a versus run. */
    public static VersusStandings of(TournamentHeader header, List<VersusRecord> games) {
        List<String> ids = header.bots().stream().map(TournamentHeader.BotEntry::id).toList();
        int n = ids.size();
        double[][] wins = new double[n][n];
        int[][][] duels = new int[n][n][3];
        long[] attack = new long[n];
        long[] pieces = new long[n];
        long[] cancelled = new long[n];
        long[] sent = new long[n];
        int[] played = new int[n];
        int[] failures = new int[n];
        long[][] spinAttack = new long[n][2];
        long[] replayedAttack = new long[n];
        VersusVerifier verifier = new VersusVerifier(header);
        for (VersusRecord g : games) {
            int[] idx = {ids.indexOf(g.sides().get(0).botId()), ids.indexOf(g.sides().get(1).botId())};
            if (idx[0] < 0 || idx[1] < 0) {
                throw new IllegalArgumentException("a game names a bot the header does not list");
            }
            if (!g.countsForTheBots()) {
                // the arena cut it short: it counts for neither bot
                continue;
            }
            int[][] spins = verifier.spinAttack(g).orElse(null);
            for (int s = 0; s < 2; s++) {
                int me = idx[s];
                int other = idx[1 - s];
                VersusRecord.Side side = g.sides().get(s);
                wins[me][other] += g.score(s);
                duels[me][other][g.winner() < 0 ? 1 : g.winner() == s ? 0 : 2]++;
                attack[me] += side.attack();
                pieces[me] += side.pieces();
                cancelled[me] += side.cancelled();
                sent[me] += side.sent();
                played[me]++;
                if (spins != null) {
                    spinAttack[me][0] += spins[s][0];
                    spinAttack[me][1] += spins[s][1];
                    replayedAttack[me] += side.attack();
                }
                if (side.outcome() != null && side.outcome().isFailure()) {
                    failures[me]++;
                }
            }
        }
        BradleyTerry.Fit fit = BradleyTerry.fit(wins, BradleyTerry.DEFAULT_PRIOR_GAMES, ids.indexOf(REFERENCE_BOT));
        List<BotLine> lines = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int w = 0;
            int d = 0;
            int l = 0;
            for (int j = 0; j < n; j++) {
                w += duels[i][j][0];
                d += duels[i][j][1];
                l += duels[i][j][2];
            }
            Estimate r = fit.rating(i);
            lines.add(new BotLine(ids.get(i), new Estimate(r.value() * ELO_PER_NAT, r.low() * ELO_PER_NAT,
                    r.high() * ELO_PER_NAT), played[i], new Duels(w, d, l), ratio(attack[i], pieces[i]),
                    ratio(pieces[i], played[i]), ratio(cancelled[i], played[i]), ratio(sent[i], played[i]),
                    failures[i], share(spinAttack[i][0], replayedAttack[i]),
                    share(spinAttack[i][1], replayedAttack[i])));
        }
        lines.sort(Comparator.comparingDouble((BotLine b) -> -b.rating().value()).thenComparing(BotLine::id));
        List<Pairing> pairings = new ArrayList<>();
        for (BotLine x : lines) {
            for (BotLine y : lines) {
                int i = ids.indexOf(x.id());
                int j = ids.indexOf(y.id());
                int[] c = duels[i][j];
                if (i != j && c[0] + c[1] + c[2] > 0) {
                    Duels du = new Duels(c[0], c[1], c[2]);
                    pairings.add(new Pairing(x.id(), y.id(), du, scoreInterval(du)));
                }
            }
        }
        return new VersusStandings(header.events().get(0).name(), header.seedSet(), header.seedCount(), lines,
                pairings);
    }

    /** The pairing of {@code a} against {@code b}, if they played. */
    public java.util.Optional<Pairing> pairing(String a, String b) {
        return pairings.stream().filter(p -> p.a().equals(a) && p.b().equals(b)).findFirst();
    }

    /**
     * The score share of a W/D/L count with Wilson's 95% interval: center
     * {@code (p + z^2/2n) / (1 + z^2/n)}, half width {@code z sqrt(p(1-p)/n + z^2/4n^2) / (1 + z^2/n)}.
     */
    public static Estimate scoreInterval(Duels d) {
        int n = d.total();
        if (n == 0) {
            return new Estimate(0.5, 0, 1);
        }
        double p = (d.won() + 0.5 * d.drawn()) / n;
        double z2 = Z_95 * Z_95;
        double denominator = 1 + z2 / n;
        double center = (p + z2 / (2 * n)) / denominator;
        double half = Z_95 * Math.sqrt(p * (1 - p) / n + z2 / (4.0 * n * n)) / denominator;
        return new Estimate(p, Math.max(0, center - half), Math.min(1, center + half));
    }

    private static double share(long a, long b) {
        return b == 0 ? Double.NaN : (double) a / b;
    }

    private static double ratio(long a, long b) {
        return b == 0 ? 0 : (double) a / b;
    }
}
