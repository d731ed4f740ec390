package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.arena.fumen.Fumen;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code suggest} on {@code literature-10x10}, whose field is 14 rows high, below fumen's 23: its fumen line is
 * the board padded with empty rows (it threw ArrayIndexOutOfBoundsException from the encoder).
 */
class SuggestSmallFieldTest {
    @Test
    void printsAPaddedFumenForAFourteenRowField() {
        assumeTrue(Files.isRegularFile(Path.of("..", "plugins", "heuristic-bots.jar")), "the bundled plugins are built");
        CliRun suggest = CliRun.of("suggest", "--plugins", "../plugins", "--bot", "dellacherie", "--event",
                "literature-10x10", "--board", "#########.", "--queue", "I");
        assertEquals(0, suggest.code(), suggest.err());
        List<String> lines = suggest.out().lines().toList();
        String last = lines.get(lines.size() - 1);
        assertEquals("fumen: v115@bhI8KepIJ", last);
        Fumen.Page page = Fumen.decode(last.substring("fumen: ".length())).get(0);
        assertEquals(Board.parse(10, 14, "#########."), page.toBoard(10, 14));
    }
}
