package io.tetrisarena.arena.kind;

import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.tournament.GameOrder;

/** What every kind states about itself: its name, its order type, its log in the store and its wire tag. */
abstract class NamedKind<O extends GameOrder, R> implements GameKind<O, R> {
    private final String name;
    private final Class<O> orderType;
    private final ResultsStore.Kind<R> store;
    private final byte wireTag;

    NamedKind(String name, Class<O> orderType, ResultsStore.Kind<R> store, char wireTag) {
        this.name = name;
        this.orderType = orderType;
        this.store = store;
        this.wireTag = (byte) wireTag;
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Class<O> orderType() {
        return orderType;
    }

    @Override
    public final ResultsStore.Kind<R> store() {
        return store;
    }

    @Override
    public final byte wireTag() {
        return wireTag;
    }

    @Override
    public String toString() {
        return name;
    }
}
