package io.tetrisarena.arena.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class DidYouMeanTest {
    private static final List<String> BOTS = List.of("good", "dellacherie", "el-tetris", "bcts", "lee");

    @Test
    void suggestsTheNameOneTypoAway() {
        assertEquals("; did you mean 'good'?", DidYouMean.suffix("godo", BOTS), "two letters swapped");
        assertEquals("; did you mean 'dellacherie'?", DidYouMean.suffix("delacherie", BOTS));
        assertEquals("; did you mean 'el-tetris'?", DidYouMean.suffix("EL-tetris", BOTS), "case ignored");
    }

    @Test
    void suggestsTheOneNameAPrefixStarts() {
        assertEquals("; did you mean 'dellacherie'?", DidYouMean.suffix("della", BOTS));
        assertEquals("; did you mean '--resume'?", DidYouMean.suffix("--res", List.of("--resume", "--bots")));
    }

    @Test
    void saysNothingForAFarOrAnExactName() {
        assertEquals("", DidYouMean.suffix("bogus", BOTS));
        assertEquals("", DidYouMean.suffix("--bogus", List.of("--bots", "--events")), "dashes do not count");
        assertEquals("", DidYouMean.suffix("good", BOTS));
        assertEquals("", DidYouMean.suffix("", BOTS));
    }
}
