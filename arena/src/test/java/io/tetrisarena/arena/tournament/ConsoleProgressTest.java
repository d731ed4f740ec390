package io.tetrisarena.arena.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class ConsoleProgressTest {
    @Test
    void labelsEveryFigureOfTheProgressLine() {
        assertEquals("games 26 of 255 done (10%), elapsed 0:00:10, ETA 0:01:29, 2,486 pieces/s",
                ConsoleProgress.line(26, 255, Duration.ofSeconds(10), Duration.ofSeconds(89), 2486.2));
        assertEquals("games 2 of 5100 done (0%), elapsed 0:00:01, ETA estimating, 310 pieces/s",
                ConsoleProgress.line(2, 5100, Duration.ofSeconds(1), null, 310));
    }
}
