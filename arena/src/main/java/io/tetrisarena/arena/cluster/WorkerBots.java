package io.tetrisarena.arena.cluster;

import com.hazelcast.map.IMap;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.kind.GameKind;
import io.tetrisarena.arena.kind.GameKinds;
import io.tetrisarena.arena.kind.RefusedException;
import io.tetrisarena.arena.plugin.BotRegistry;
import io.tetrisarena.arena.plugin.DefaultBotLoader;
import io.tetrisarena.arena.plugin.LoadedBot;
import io.tetrisarena.arena.referee.BotConnection;
import io.tetrisarena.arena.referee.BotConnector;
import io.tetrisarena.arena.tournament.GameOrder;
import io.tetrisarena.arena.tournament.GamePlayer;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * How a worker plays a game it was sent (solo or versus): each bot by its spec from this machine's plugins folder when the jar
 * there is the one the order names (same sha256), else from the jar the coordinator shipped (checked by
 * its seal (ShippedJar) and sha256, kept in the cache folder, loaded with the standard trust: a jar the arena did not
 * build runs isolated in a child JVM). An external program ({@code <id>.bot.json}) is never shipped: it must
 * be installed on the worker at the same path, or its games are refused with the reason. Connectors are opened
 * once per bot and kept while the worker lives.
 */
final class WorkerBots implements GamePlayer<GameOrder, Object>, AutoCloseable {
    private final Path pluginsDir;
    private final Path cache;
    private final ClusterSecret secret;
    private final Supplier<IMap<String, ShippedJar>> shelf;
    private final PrintStream log;
    private final Map<GameKind<?, ?>, GamePlayer<?, ?>> players = new ConcurrentHashMap<>();
    private volatile BotRegistry local;
    private final Map<String, BotRegistry> shipped = new ConcurrentHashMap<>();
    private final Map<String, LoadedBot> bots = new ConcurrentHashMap<>();
    private final Map<String, BotConnector> connectors = new ConcurrentHashMap<>();
    private final Map<String, Event> events = new ConcurrentHashMap<>();

    WorkerBots(Path pluginsDir, Path cache, ClusterSecret secret, Supplier<IMap<String, ShippedJar>> shelf,
               PrintStream log) {
        this.pluginsDir = pluginsDir;
        this.cache = cache;
        this.secret = secret;
        this.shelf = shelf;
        this.log = log;
    }

    @Override
    public Object play(GameOrder order, Consumer<Object> abandoned) throws Exception {
        return play(GameKinds.of(order), order, abandoned);
    }

    @SuppressWarnings("unchecked") // each kind's player is made by that kind
    private <O extends GameOrder, R> R play(GameKind<O, R> kind, GameOrder order, Consumer<Object> abandoned)
            throws Exception {
        GamePlayer<O, R> player = (GamePlayer<O, R>) players.computeIfAbsent(kind, k -> kind.player(seating,
                report -> log.println("game failure: " + report)));
        return player.play(kind.order(order), abandoned::accept);
    }

    /** This worker's bots and events, as the kinds' players find them. */
    private final GameKind.Seating seating = new GameKind.Seating() {
        @Override
        public Event event(GameOrder order) {
            return events.computeIfAbsent(order.eventJson(), json -> {
                try {
                    return Events.parse(json, "event " + order.eventName() + " of a task");
                } catch (InputFileException e) {
                    throw new RefusedException("cannot read event " + order.eventName() + ": " + e.getMessage());
                }
            });
        }

        @Override
        public LoadedBot bot(GameOrder.Seat seat) {
            return WorkerBots.this.bot(seat);
        }

        @Override
        public BotConnection open(LoadedBot bot, String label, Object dealt) {
            return connector(bot).open(label, dealt);
        }
    };

    private LoadedBot bot(GameOrder.Seat seat) {
        return bots.computeIfAbsent(seat.botSpec() + "@" + seat.pluginJar(), k -> find(seat));
    }

    private BotConnector connector(LoadedBot bot) {
        return connectors.computeIfAbsent(bot.id(), id -> bot.connector(cache.resolve("logs")));
    }

    private LoadedBot find(GameOrder.Seat order) {
        LoadedBot here = resolve(localRegistry(), order.botSpec());
        if (order.external()) {
            if (here == null) {
                throw new RefusedException("bot " + order.botSpec() + " is an external program (plugins/"
                        + order.botId() + ".bot.json), which is never shipped, and this worker's " + pluginsDir
                        + " has none: install it at the same path on every worker");
            }
            return here;
        }
        if (here != null && here.jarSha256().equals(order.pluginJar())) {
            return here;
        }
        LoadedBot fromShelf = resolve(shipped.computeIfAbsent(order.pluginJar(), this::fetch), order.botSpec());
        if (fromShelf == null) {
            throw new RefusedException("the jar shipped for bot " + order.botSpec() + " does not give that bot here");
        }
        return fromShelf;
    }

    private BotRegistry localRegistry() {
        if (local == null) {
            synchronized (this) {
                if (local == null) {
                    local = new BotRegistry(new DefaultBotLoader().load(pluginsDir).bots());
                }
            }
        }
        return local;
    }

    private static LoadedBot resolve(BotRegistry registry, String spec) {
        try {
            return registry.resolve(spec);
        } catch (IllegalArgumentException | InputFileException unknown) {
            return null;
        }
    }

    /** Takes a jar from the shelf, opens and checks it, stores it under the cache and loads it. */
    private BotRegistry fetch(String sha256) {
        ShippedJar sealed = sha256.isEmpty() ? null : shelf.get().get(ShippedJar.shelfKey(sha256, secret));
        if (sealed == null) {
            throw new RefusedException("this worker lacks the jar " + sha256 + " and the coordinator shipped none");
        }
        ShippedJar.Opened jar = sealed.open(sha256, secret);
        try {
            Path dir = Files.createDirectories(cache.resolve("jars").resolve(sha256));
            Path file = dir.resolve(jar.fileName());
            if (!Files.exists(file) || !ShippedJar.sha256(file).equals(sha256)) {
                Path temp = Files.createTempFile(dir, ".jar", ".tmp");
                Files.write(temp, jar.bytes());
                Files.move(temp, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
            log.println("loaded shipped jar " + jar.fileName() + " (sha256 " + sha256.substring(0, 12) + "...)");
            return new BotRegistry(new DefaultBotLoader().load(dir).bots());
        } catch (IOException e) {
            throw new RefusedException("cannot store the shipped jar in " + cache + ": " + e.getMessage());
        }
    }

    @Override
    public void close() {
        connectors.values().forEach(BotConnector::close);
    }
}
