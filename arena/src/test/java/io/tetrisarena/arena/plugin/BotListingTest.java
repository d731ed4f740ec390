package io.tetrisarena.arena.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BotListingTest {
    private static final String A = "a".repeat(64);
    private static final String B = "0123456789abcdef".repeat(4);

    @TempDir
    Path dir;

    private BotListing listing() {
        return new BotListing(dir.resolve(BotListing.FILE_NAME));
    }

    @Test
    void aJarsBotsAreReadBackInTheirOrderByTheNextCommand() {
        BotListing first = listing();
        assertNull(first.ids(A));
        first.remember(A, List.of("dellacherie", "bcts", "misakamm"));
        first.remember(B, List.of("greedy"));
        first.save();

        BotListing next = listing();
        assertEquals(List.of("dellacherie", "bcts", "misakamm"), next.ids(A));
        assertEquals(List.of("greedy"), next.ids(B));
        assertNull(next.ids("f".repeat(64)), "a jar never listed is not known");
    }

    @Test
    void ignoresMalformedLinesAndKeepsTheRest() throws IOException {
        Files.write(dir.resolve(BotListing.FILE_NAME), List.of(
                A + " dellacherie",
                "not-a-sha greedy",
                B,
                "ABCDEF".repeat(10) + "ABCD beam",
                "b".repeat(64) + " Upper-Case",
                "",
                "c".repeat(64) + " beam  minimax"));
        BotListing listing = listing();
        assertEquals(List.of("dellacherie"), listing.ids(A));
        assertNull(listing.ids(B), "a jar without bots");
        assertNull(listing.ids("b".repeat(64)), "an id no bot may have");
        assertNull(listing.ids("c".repeat(64)), "an empty id between two spaces");
    }

    @Test
    void aJarListedAgainWithOtherBotsKeepsTheLatestAndTheFileKeepsTheLastSixtyFourJars() {
        BotListing first = listing();
        for (int i = 0; i < 70; i++) {
            first.remember("%064x".formatted(i), List.of("bot" + i));
        }
        first.remember("%064x".formatted(0), List.of("again"));
        first.save();

        BotListing next = listing();
        assertEquals(List.of("again"), next.ids("%064x".formatted(0)), "listed last, so kept");
        for (int i = 1; i <= 6; i++) {
            assertNull(next.ids("%064x".formatted(i)), "the oldest leave the file");
        }
        assertEquals(List.of("bot69"), next.ids("%064x".formatted(69)));
    }

    @Test
    void remembersNothingForAJarWithoutBotsOrWithoutAFile() {
        BotListing listing = listing();
        listing.remember(A, List.of());
        listing.save();
        assertFalse(Files.exists(dir.resolve(BotListing.FILE_NAME)), "nothing learned, nothing written");

        BotListing none = BotListing.none();
        none.remember(A, List.of("greedy"));
        none.save();
        assertNull(none.ids(A));
    }
}
