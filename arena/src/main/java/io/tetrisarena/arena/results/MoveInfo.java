package io.tetrisarena.arena.results;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * What a bot said about one of its moves: TBP's {@code move_info} (tbp-spec text/0003), every field
 * optional. Kept per move in a game record for information only: it never changes a game or its result.
 *
 * @param nodes the nodes of its game tree, or null
 * @param nps   nodes created per second, or null
 * @param depth the depth of its game tree, or null
 * @param extra a free note about the move (at most 200 UTF-16 units kept, cut between code points, lone
 *              surrogates replaced by U+FFFD: {@link BotText}), or null
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record MoveInfo(Long nodes, Double nps, Integer depth, String extra) {
    /** The longest note kept. */
    public static final int MAX_EXTRA = 200;

    public MoveInfo {
        extra = BotText.of(extra, MAX_EXTRA); // cut at a code point, lone surrogates replaced
    }

    /**
     * A game's move infos with the one of move {@code move} (counted from 0) added: {@code infos} as it is when
     * {@code info} is null, else made when null, padded with nulls up to the move and extended by it.
     */
    public static java.util.List<MoveInfo> append(java.util.List<MoveInfo> infos, int move, MoveInfo info) {
        if (info == null) {
            return infos;
        }
        java.util.List<MoveInfo> out = infos == null ? new java.util.ArrayList<>() : infos;
        while (out.size() < move) {
            out.add(null);
        }
        out.add(info);
        return out;
    }
}
