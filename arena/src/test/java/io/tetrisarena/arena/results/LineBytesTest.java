package io.tetrisarena.arena.results;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LineBytesTest {
    /** What a results line's bytes are by definition: the text cleaned of lone surrogates, in UTF-8. */
    private static byte[] expected(String text) {
        byte[] bytes = BotText.of(text).getBytes(StandardCharsets.UTF_8);
        byte[] line = Arrays.copyOf(bytes, bytes.length + 1);
        line[bytes.length] = '\n';
        return line;
    }

    /** Characters drawn mostly from the awkward ones: surrogate halves, pairs, multi-byte and ASCII. */
    private static String awkwardText(SplittableRandom random, int length) {
        StringBuilder text = new StringBuilder(length);
        while (text.length() < length) {
            switch (random.nextInt(8)) {
                case 0 -> text.append((char) (0xD800 + random.nextInt(0x400)));  // a high half, alone or not
                case 1 -> text.append((char) (0xDC00 + random.nextInt(0x400)));  // a low half
                case 2 -> text.appendCodePoint(0x10000 + random.nextInt(0x100000)); // a whole pair
                case 3 -> text.append((char) (0x80 + random.nextInt(0x780)));    // two bytes
                case 4 -> text.append((char) (0x800 + random.nextInt(0xD000)));  // three bytes, below the halves
                case 5 -> text.append((char) (0xE000 + random.nextInt(0x2000))); // three bytes, above them
                default -> text.append((char) random.nextInt(0x80));              // one byte
            }
        }
        return text.toString();
    }

    @Test
    void encodesAnyTextAsItsCleanedUtf8WhateverTheChunksItComesIn() {
        SplittableRandom random = new SplittableRandom(38);
        for (int round = 0; round < 2_000; round++) {
            String text = awkwardText(random, random.nextInt(200));
            LineBytes line = new LineBytes();
            // Written in random pieces, as a generator flushes its buffer wherever it is full, between the two
            // halves of a pair included; as characters and as strings.
            for (int at = 0; at < text.length(); ) {
                int end = Math.min(text.length(), at + 1 + random.nextInt(7));
                if (random.nextBoolean()) {
                    line.write(text.toCharArray(), at, end - at);
                } else {
                    line.write(text, at, end - at);
                }
                at = end;
            }
            assertArrayEquals(expected(text), line.withNewline(), "round " + round + ": " + text);
        }
    }

    @Test
    void copiesAPlainTextQuotedAsItIsAndEndsALoneHalfBeforeIt() throws Exception {
        String moves = "T24,1f hI01,0 ".repeat(50).strip();
        LineBytes line = new LineBytes();
        line.write("{\"detail\":\"\uD83D");
        line.appendQuotedPlain(LineBytes.plainBytes(moves));
        line.write("}");
        assertArrayEquals(expected("{\"detail\":\"\uFFFD\"" + moves + "\"}"), line.withNewline());
    }

    @Test
    void callsPlainOnlyPrintableAsciiWithoutQuoteOrBackslash() {
        String printable = "T24,1f hI01,0 ~ !#$%&'()*+-./:;<=>?@[]^_`{|}";
        assertArrayEquals(printable.getBytes(StandardCharsets.US_ASCII), LineBytes.plainBytes(printable));
        assertArrayEquals(new byte[0], LineBytes.plainBytes(""));
        // A character beyond Latin-1 is copied as '?', which must not pass for a real one.
        for (String notPlain : new String[] {"a\"b", "a\\b", "a\nb", "a\tb", "a\u007Fb", "caf\u00E9", "\uD83D\uDE00",
                "a\u0100b", "?\u20AC?", "\u00FF"}) {
            assertNull(LineBytes.plainBytes(notPlain), notPlain);
        }
    }
}
