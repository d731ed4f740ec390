package io.tetrisarena.arena.docs;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.tetrisarena.arena.event.Events;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** docs/writing-a-bot.md states every bundled event's per-move time limit as the event files define it. */
class WritingABotDocTest {
    @Test
    void theTimeLimitTableMatchesTheBundledEvents() throws Exception {
        String doc = Files.readString(Path.of("..", "docs", "writing-a-bot.md"));
        Matcher row = Pattern.compile("\\| `([a-z0-9-]+)` \\| (\\d+) \\|").matcher(doc);
        Map<String, Integer> stated = new LinkedHashMap<>();
        while (row.find()) {
            stated.put(row.group(1), Integer.parseInt(row.group(2)));
        }
        Map<String, Integer> actual = new LinkedHashMap<>();
        for (String name : Events.BUNDLED) {
            actual.put(name, (int) Events.load(name).rules().moveTimeMillis());
        }
        assertEquals(actual, stated);
    }
}
