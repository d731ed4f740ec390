package io.tetrisarena.arena.tbp;

import io.tetrisarena.api.kernel.Board;
import io.tetrisarena.api.kernel.MoveGenerator;
import io.tetrisarena.api.kernel.Piece;
import io.tetrisarena.api.kernel.PlacementList;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.external.TbpCodec;
import io.tetrisarena.arena.external.TbpMessage;
import io.tetrisarena.arena.external.TbpMove;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.Trust;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;

/**
 * What the JVM that writes the isolated children's class-data archive runs ({@code tbp --train-archive}):
 * the arena's own code on the children's path, and no plugin's. It reads an empty plugins folder (the
 * loader's classes), plays private games of {@link LowestBot}, and serves it a short conversation of every
 * message a game sends (the protocol's classes).
 */
public final class ArchiveTraining {
    private ArchiveTraining() {
    }

    /** Runs the training; the caller's JVM writes the archive as it exits. */
    public static void run() throws IOException {
        Path empty = Files.createTempDirectory("tetris-arena-training");
        try {
            new DefaultBotLoader().load(empty, Trust.everything());
        } finally {
            Files.deleteIfExists(empty);
        }
        LowestBot bot = new LowestBot();
        TbpServer server = new TbpServer(bot, bot.info(), OutputStream.nullOutputStream());
        server.warmUp(300, 1500);
        server.serve(new BufferedReader(new StringReader(conversation(Rules.classic()) + conversation(
                Rules.guideline()) + TbpCodec.encode(new TbpMessage.Quit()) + "\n")));
    }

    /** A game of two moves: rules, start, suggest, play, new_piece, suggest, garbage, stop. */
    private static String conversation(Rules rules) {
        Board board = new Board(rules.width(), rules.height());
        PlacementList legal = new PlacementList();
        MoveGenerator.forRules(rules).generate(board, Piece.T, legal);
        StringBuilder sb = new StringBuilder();
        for (TbpMessage m : List.of(new TbpMessage.Rules(rules, false), TbpMessage.Start.of(rules, board, null,
                        List.of(Piece.T, Piece.I), EnumSet.of(Piece.O, Piece.S), -1, 0, 0, 0, 0),
                new TbpMessage.Suggest(null), new TbpMessage.Play(new TbpMove(legal.get(0), false)),
                new TbpMessage.NewPiece(Piece.O), new TbpMessage.Suggest(null), TbpMessage.Garbage.of(board, 1),
                new TbpMessage.Stop())) {
            String line = TbpCodec.encode(m);
            sb.append(line).append('\n');
        }
        return sb.toString();
    }
}
