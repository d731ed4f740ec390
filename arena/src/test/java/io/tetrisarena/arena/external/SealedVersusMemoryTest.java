package io.tetrisarena.arena.external;

import io.tetrisarena.arena.app.GameRun;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.tournament.Progress;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.tetrisarena.api.BotInfo;
import io.tetrisarena.api.BotPlayer;
import io.tetrisarena.api.Move;
import io.tetrisarena.api.TetrisBot;
import io.tetrisarena.api.kernel.Placement;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.SealedSeeds;
import io.tetrisarena.arena.event.SeedSet;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.Hosting;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.verify.VersusVerifier;
import io.tetrisarena.arena.versus.VersusTournament;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Sealed means unseen in versus too: a bot in a child process that remembers the opening pieces of every game it
 * plays never meets a remembered opening in a sealed run (each pairing has pieces of its own, and the second game
 * of a pair, which deals each bot the deal its opponent played in the first, where the opponent's board showed its
 * pieces, is played by a child that has not seen the first), while in a public run the same bot meets the deals of
 * the other pairing again.
 */
class SealedVersusMemoryTest {
    private static final Event VERSUS = Events.load("versus").withPieceCap(12);
    private static final String SECRET = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";

    @TempDir
    Path out;

    private static TetrisBot lowest(String id) {
        return new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo(id, id, "1", "tests", "lowest placement");
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                return o -> Move.place(o.placements().stream().min(Comparator.comparingInt(Placement::topRow)
                        .thenComparingInt(p -> p.cellX(0))).orElseThrow());
            }
        };
    }

    /** Lowest placement; each child's own memory of the openings (current piece and preview) it was dealt. */
    private static TetrisBot remembering(AtomicInteger games, AtomicInteger dejaVu) {
        Set<String> memory = new HashSet<>();
        return new TetrisBot() {
            @Override
            public BotInfo info() {
                return new BotInfo("memory", "Memory", "1", "tests", "remembers every opening");
            }

            @Override
            public BotPlayer newPlayer(Rules rules) {
                boolean[] first = {true};
                return o -> {
                    if (first[0]) {
                        first[0] = false;
                        games.incrementAndGet();
                        if (!memory.add(o.current() + "" + o.preview())) {
                            dejaVu.incrementAndGet();
                        }
                    }
                    return Move.place(o.placements().stream().min(Comparator.comparingInt(Placement::topRow)
                            .thenComparingInt(p -> p.cellX(0))).orElseThrow());
                };
            }
        };
    }

    private record Played(int games, int dejaVu, int children, List<VersusRecord> records) {
    }

    private Played sealed(String folder) throws Exception {
        SealedSeeds sealed = SealedSeeds.of(SECRET, 2);
        java.nio.file.Files.createDirectories(out.resolve(folder));
        sealed.store(out.resolve(folder)); // as 'versus --seeds sealed:2' does: its footer reveals it
        return play(sealed.seeds(), folder);
    }

    private Played play(SeedSet seeds, String folder) throws Exception {
        AtomicInteger games = new AtomicInteger();
        AtomicInteger dejaVu = new AtomicInteger();
        AtomicInteger children = new AtomicInteger();
        TetrisBot memory = remembering(new AtomicInteger(), new AtomicInteger()); // for its info only
        LoadedBot inChild = new LoadedBot(memory, memory.info(), "memory", Path.of("memory.jar"), "sha",
                Hosting.PROCESS, logDir -> new TbpConnector(() -> {
                    children.incrementAndGet();
                    return new InMemoryBotProcess(remembering(games, dejaVu));
                }, Hosting.PROCESS, 5000));
        List<LoadedBot> bots = List.of(inChild, inProcess(lowest("a")), inProcess(lowest("b")));
        GameRun.Result<VersusRecord> result = GameRun.playLocally(GameKinds.VERSUS, new VersusTournament(bots,
                VERSUS, seeds, 2, 1, "memory", out.resolve(folder)).spec(false),
                new PrintStream(new ByteArrayOutputStream()), Progress.SILENT, "versus");
        return new Played(games.get(), dejaVu.get(), children.get(), result.games());
    }

    private static LoadedBot inProcess(TetrisBot bot) {
        return new LoadedBot(bot, bot.info(), "t", Path.of("t.jar"), "sha");
    }

    @Test
    void aChildThatRemembersEveryOpeningNeverMeetsOneAgainInASealedRun() throws Exception {
        Played sealed = sealed("sealed");
        assertEquals(8, sealed.games(), "two pairings, two seeds, both sides");
        assertEquals(0, sealed.dejaVu(), "no game dealt pieces its child had seen");
        assertEquals(2, sealed.children(), "the mirrored games ran on a second child, and the two took turns");
        assertEquals(4, sealed.records().stream().map(VersusRecord::seed).distinct().count(),
                "each pairing's seeds are its own");
    }

    @Test
    void theSameChildMeetsTheOtherPairingsDealsAgainInAPublicRun() throws Exception {
        Played open = play(SeedSet.load("quick"), "public");
        assertEquals(8, open.games());
        assertEquals(4, open.dejaVu(), "a seed's two deals, met in the first pairing, come again in the second");
        assertEquals(1, open.children());
    }

    @Test
    void aSealedVersusRecordWhoseSeedIsAnotherPairingsIsRefusedOnceTheSecretIsOut() throws Exception {
        Played sealed = sealed("sealed-verify");
        var contents = io.tetrisarena.arena.results.ResultsStore.in(out.resolve("sealed-verify"))
                .read(io.tetrisarena.arena.results.ResultsStore.Kind.VERSUS);
        assertEquals(SECRET, contents.sealedSecret(), "the footer reveals the secret");
        VersusVerifier verifier = new VersusVerifier(contents.header(), contents.sealedSecret());
        for (VersusRecord r : sealed.records()) {
            assertEquals(Optional.empty(), verifier.check(r), r.label());
        }
        VersusRecord first = sealed.records().get(0);
        VersusRecord other = sealed.records().stream().filter(r -> r.seedIndex() == first.seedIndex()
                && r.seed() != first.seed()).findFirst().orElseThrow();
        VersusRecord moved = new VersusRecord(first.event(), first.seedSet(), first.seedIndex(), other.seed(),
                first.swapped(), first.sides(), first.winner(), first.reason(), first.turns());
        Optional<String> why = verifier.check(moved);
        assertTrue(why.isPresent() && why.get().startsWith("the seed is " + other.seed() + ", not seed #"), why.toString());
    }

    @Test
    void aSealedVersusRunFromTheCommandLineRevealsItsSecretAndVerifies() throws Exception {
        Path folder = out.resolve("cli");
        io.tetrisarena.arena.cli.CliRun run = io.tetrisarena.arena.cli.CliRun.of("versus", "--plugins",
                Path.of("..", "plugins").toString(), "--bots", "greedy,dellacherie", "--games", "2", "--pieces", "20",
                "--seeds", "sealed:2", "--out", folder.toString());
        assertEquals(0, run.code(), run.err());
        var contents = io.tetrisarena.arena.results.ResultsStore.in(folder)
                .read(io.tetrisarena.arena.results.ResultsStore.Kind.VERSUS);
        assertEquals("sealed:2", contents.header().seedSet());
        assertTrue(contents.sealedSecret() != null && contents.header().sealedCommitment() != null);
        assertEquals(2, contents.games().stream().map(VersusRecord::seed).distinct().count(),
                "two seeds, each played by both sides");
        io.tetrisarena.arena.cli.CliRun verify = io.tetrisarena.arena.cli.CliRun.of("verify",
                folder.resolve("versus.jsonl").toString());
        assertEquals(0, verify.code(), verify.out() + verify.err());
        assertTrue(verify.out().contains("4 of 4 versus games verified") && verify.out().contains(
                "the revealed secret matches the header's commitment"), verify.out());
    }

    @Test
    void eachPairingOfASealedSetHasSeedsOfItsOwnAsTheSeedsReadmeGives() {
        SeedSet zeros = SealedSeeds.of("0".repeat(64), 2).seeds();
        assertEquals(-9078603283145826662L, zeros.seedFor(SeedSet.versusScope("versus", "attacker", "beam"), 0));
        assertEquals(5143853640500868377L, zeros.seedFor(SeedSet.versusScope("versus", "attacker", "beam"), 1));
        SeedSet quick = SeedSet.load("quick");
        assertEquals(quick.seed(1), quick.seedFor(SeedSet.versusScope("versus", "attacker", "beam"), 1),
                "a public set deals every pairing the same pieces");
    }

}
