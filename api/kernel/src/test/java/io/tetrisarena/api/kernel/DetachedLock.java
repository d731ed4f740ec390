package io.tetrisarena.api.kernel;

/**
 * A piece locked on a board away from any state, as a search hands it to {@link PlayState#lock(LockedPiece,
 * Spin, boolean, LockResult)}: the kernel's tests of detached locks, written with the board's own operations
 * (the bot kit's {@code PlacementContext} does the same work faster, and has its own tests).
 */
record DetachedLock(Placement placement, Board lockedBoard, Board clearedBoard, int linesCleared)
        implements LockedPiece {

    static DetachedLock on(Board start, Placement placement) {
        if (!start.fits(placement)) {
            throw new IllegalArgumentException(placement + " does not fit");
        }
        Board locked = start.copy();
        locked.lock(placement.piece(), placement.rotation(), placement.x(), placement.y());
        Board cleared = locked.copy();
        int lines = cleared.clearFullRows();
        return new DetachedLock(placement, locked, cleared, lines);
    }

    @Override
    public Piece piece() {
        return placement.piece();
    }

    @Override
    public Rotation rotation() {
        return placement.rotation();
    }

    @Override
    public int x() {
        return placement.x();
    }

    @Override
    public int y() {
        return placement.y();
    }

    @Override
    public int pieceBottomRow() {
        return placement.bottomRow();
    }

    @Override
    public int pieceTopRow() {
        return placement.topRow();
    }

    @Override
    public int clearedStackHeight() {
        return clearedBoard.stackHeight();
    }
}
