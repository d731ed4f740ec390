package io.tetrisarena.arena.versus;

import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.stats.BradleyTerry;
import io.tetrisarena.arena.stats.Duels;
import io.tetrisarena.arena.stats.Estimate;
import io.tetrisarena.arena.stats.Pentanomial;
import io.tetrisarena.arena.verify.VersusVerifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The statistics of a versus run. A pairing plays each seed twice, the bots seated the other way round in the
 * second game, so each plays each of the seed's two deals once ({@code VersusGame}): the two games of a seed are a
 * pair, and every interval here takes a pair as one unit, as fishtest and OpenBench do (the two games share their
 * deals and are not independent; pairs are). Per pairing: wins, draws and losses over the games, the pairs counted
 * by the score they gave (a {@link Pentanomial}: 0, 0.5, 1, 1.5 or 2), and the score share over the pairs with its
 * 95% interval ({@link Pentanomial#score}). A pair one of whose games is missing (cut short by the arena, or not
 * played yet) is left out of every interval and rating; its other game still counts in the W-D-L and the per-game
 * figures, and the pairing says how many such games it holds ({@link Pairing#unpaired}). A Bradley-Terry rating
 * for every bot, fitted on the pairs (each pair one unit whose result is its halved pair score, draws half a win;
 * the leaderboard's prior of one virtual draw; 95% intervals; reported on the Elo scale, 400 log10 odds, anchored
 * on {@link #REFERENCE_BOT} at 0 when it played, else on the mean), a crosstable, and per bot attack per piece,
 * pieces per game, garbage cancelled and sent per game, and the share of its attack sent by T-spins and by other
 * pieces' all-spins (replayed through {@link VersusVerifier#spinAttack}).
 *
 * @param event    the event's name
 * @param seedSet  the seed set
 * @param seeds    seeds per pairing (each played twice, the bots swapping seats and so deals)
 * @param bots     every bot, best rating first
 * @param pairings every pairing that played, in the order of {@code bots}
 */
public record VersusStandings(String event, String seedSet, int seeds, List<BotLine> bots, List<Pairing> pairings) {
    /**
     * The fixed reference bot of the ratings: {@code attacker} (plugin {@code attack-bots}), the bot the standard
     * run's versus round is a gauntlet of, so a rating means the same from one run to the next.
     */
    public static final String REFERENCE_BOT = "attacker";

    private static final double ELO_PER_NAT = 400 / Math.log(10);

    /**
     * One bot's line.
     *
     * @param id              the bot id
     * @param rating          Bradley-Terry rating on the Elo scale ({@link #REFERENCE_BOT} 0, or mean 0 without
     *                        it) with its 95% interval, fitted on complete pairs
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
     * @param a        a bot
     * @param b        its opponent
     * @param duels    a's wins, draws and losses against b, over every game that counts
     * @param score    a's score share over the complete pairs, with its 95% interval ({@link Pentanomial#score})
     * @param pairs    the complete pairs by a's pair score
     * @param unpaired games that count but whose pair is not complete (left out of {@code score})
     */
    public record Pairing(String a, String b, Duels duels, Estimate score, Pentanomial pairs, int unpaired) {
        /** A pairing whose score is its pairs'. */
        public static Pairing of(String a, String b, Duels duels, Pentanomial pairs, int unpaired) {
            return new Pairing(a, b, duels, pairs.score(), pairs, unpaired);
        }

        /** Whether the interval excludes an even score: one bot is better with 95% confidence. */
        public boolean decided() {
            return score.low() > 0.5 || score.high() < 0.5;
        }
    }

    /** Builds the standings of a versus run. */
    public static VersusStandings of(TournamentHeader header, List<VersusRecord> games) {
        List<String> ids = header.bots().stream().map(TournamentHeader.BotEntry::id).toList();
        int n = ids.size();
        int[][][] duels = new int[n][n][3];
        long[] attack = new long[n];
        long[] pieces = new long[n];
        long[] cancelled = new long[n];
        long[] sent = new long[n];
        int[] played = new int[n];
        int[] failures = new int[n];
        long[][] spinAttack = new long[n][2];
        long[] replayedAttack = new long[n];
        // the games that count, by pair: the two bots (lower index first) and the seed
        Map<List<Integer>, List<VersusRecord>> byPair = new LinkedHashMap<>();
        VersusVerifier verifier = new VersusVerifier(header);
        for (VersusRecord g : games) {
            int[] idx = {ids.indexOf(g.sides().get(0).botId()), ids.indexOf(g.sides().get(1).botId())};
            if (idx[0] < 0 || idx[1] < 0) {
                throw new IllegalArgumentException("a game names a bot the header does not list");
            }
            if (!g.countsForTheBots()) {
                // the arena cut it short: it counts for neither bot, and its pair is incomplete
                continue;
            }
            byPair.computeIfAbsent(List.of(Math.min(idx[0], idx[1]), Math.max(idx[0], idx[1]), g.seedIndex()),
                    k -> new ArrayList<>()).add(g);
            int[][] spins = verifier.spinAttack(g).orElse(null);
            for (int s = 0; s < 2; s++) {
                int me = idx[s];
                int other = idx[1 - s];
                VersusRecord.Side side = g.sides().get(s);
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
        double[][] wins = new double[n][n];
        int[][][] pairs = new int[n][n][5];
        int[][] unpaired = new int[n][n];
        for (Map.Entry<List<Integer>, List<VersusRecord>> e : byPair.entrySet()) {
            int i = e.getKey().get(0);
            int j = e.getKey().get(1);
            List<VersusRecord> pair = e.getValue();
            if (!isPair(pair)) {
                unpaired[i][j] += pair.size();
                unpaired[j][i] += pair.size();
                continue;
            }
            double score = 0;
            for (VersusRecord g : pair) {
                score += g.score(ids.get(i).equals(g.sides().get(0).botId()) ? 0 : 1);
            }
            wins[i][j] += score / 2;
            wins[j][i] += 1 - score / 2;
            pairs[i][j][Pentanomial.index(score)]++;
            pairs[j][i][Pentanomial.index(2 - score)]++;
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
                    int[] p = pairs[i][j];
                    pairings.add(Pairing.of(x.id(), y.id(), new Duels(c[0], c[1], c[2]),
                            new Pentanomial(p[0], p[1], p[2], p[3], p[4]), unpaired[i][j]));
                }
            }
        }
        return new VersusStandings(header.events().get(0).name(), header.seedSet(), header.seedCount(), lines,
                pairings);
    }

    /** Whether these games of one seed and two bots are its complete pair: two, the second with seats swapped. */
    private static boolean isPair(List<VersusRecord> games) {
        return games.size() == 2 && games.get(0).swapped() != games.get(1).swapped();
    }

    /** The pairing of {@code a} against {@code b}, if they played. */
    public java.util.Optional<Pairing> pairing(String a, String b) {
        return pairings.stream().filter(p -> p.a().equals(a) && p.b().equals(b)).findFirst();
    }

    private static double share(long a, long b) {
        return b == 0 ? Double.NaN : (double) a / b;
    }

    private static double ratio(long a, long b) {
        return b == 0 ? 0 : (double) a / b;
    }
}
