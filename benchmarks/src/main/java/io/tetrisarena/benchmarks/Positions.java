package io.tetrisarena.benchmarks;

import io.tetrisarena.api.kernel.Board;

/** The documented boards the benchmarks run on, from an empty field to messy mid-game stacks. */
final class Positions {
    private Positions() {
    }

    /** Returns the named board: empty, flat, tspin or messy. */
    static Board named(String name) {
        return switch (name) {
            case "empty" -> Board.standard();
            // A clean stack eight rows high with a well in column 9, as a good one-piece bot keeps it.
            case "flat" -> Board.parse(
                    "..........",
                    "####......",
                    "########..",
                    "#########.",
                    "#########.",
                    "#########.",
                    "#########.",
                    "#########.",
                    "#########.");
            // A T-spin double slot under an overhang, with a tuck on the right: SRS reaches cells a drop cannot.
            case "tspin" -> Board.parse(
                    "..........",
                    "...#......",
                    "##...#####",
                    "###.######",
                    "##.#######",
                    "#.########");
            // A ragged, hole-ridden stack of the kind weak bots leave: many overhangs, many reachable tucks.
            case "messy" -> Board.parse(
                    "..#.......",
                    ".###..#...",
                    "#.#..###.#",
                    "#.##.#.#.#",
                    "##.###.###",
                    "#.###.####",
                    "###.######",
                    "#.########",
                    "####.#####",
                    "#########.");
            default -> throw new IllegalArgumentException("unknown position " + name);
        };
    }
}
