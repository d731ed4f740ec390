package io.tetrisarena.api.kernel;

import io.tetrisarena.api.Stability;

/**
 * What placing one piece did, for search and evaluation.
 *
 * @param placement        the placement that was applied
 * @param lockedBoard      the board with the piece locked and full rows still present
 * @param board            the board after full rows were removed
 * @param linesCleared     how many rows were full and removed
 * @param erodedPieceCells lines cleared times the piece's own cells that were in the cleared rows
 * @param landingHeight    the lowest row the piece occupies plus (its height in rows - 1) / 2, rows
 *                         counted from 0 at the floor, measured before clearing
 * @param perfectClear     true when rows were cleared and the board is empty afterwards
 */
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public record PlacementResult(Placement placement, Board lockedBoard, Board board, int linesCleared,
                              int erodedPieceCells, double landingHeight, boolean perfectClear) {
}
