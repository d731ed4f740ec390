package io.tetrisarena.arena.serve;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.arena.event.Event;
import io.tetrisarena.arena.event.Events;
import io.tetrisarena.arena.event.Metric;
import io.tetrisarena.arena.fumen.FumenGame;
import io.tetrisarena.arena.game.VersusGame;
import io.tetrisarena.arena.leaderboard.HtmlLeaderboard;
import io.tetrisarena.arena.leaderboard.LeaderboardBuilder;
import io.tetrisarena.arena.leaderboard.LiveLeaderboard;
import io.tetrisarena.arena.results.GameRecord;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.results.TournamentHeader;
import io.tetrisarena.arena.results.VersusRecord;
import io.tetrisarena.arena.verify.VersusVerifier;
import io.tetrisarena.arena.versus.VersusStandings;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * {@code arena serve}: a results folder in the browser, live. The JDK's own HTTP server, bound to 127.0.0.1
 * only, serves a page of plain HTML, CSS and JavaScript from the arena's resource files ({@code /serve/} and the
 * leaderboard page's {@code /leaderboard/} assets) and a small JSON API over the folder, read again on every
 * request ({@link ResultsFolder}), so standings, progress and new games appear while a run writes:
 * <ul>
 *   <li>{@code /leaderboard.html}: the folder's leaderboard page, once the run has written it;</li>
 *   <li>{@code /api/state}: events, standings so far (mean of each event's metric), progress, the newest games;</li>
 *   <li>{@code /api/games?event=E&bot=B}: that bot's games of that event, in seed order;</li>
 *   <li>{@code /api/game?i=K}: game K of the folder's games for the replay viewer, loaded on demand;</li>
 *   <li>{@code /api/fumen?i=K}: that game as a multi-page fumen in its pieces' colours;</li>
 *   <li>{@code /api/versus}: the versus standings so far (ratings, W-D-L, pairings; a gauntlet names its
 *       challenger) and every versus game's label and bots; {@code /api/versus-game?i=K}: its two move lists with the
 *       bots' names and each side's incoming garbage after every turn;</li>
 *   <li>{@code /api/versus-fumen?i=K&side=S}: one side of that game as a multi-page fumen, garbage rows
 *       rising where its move list has them.</li>
 * </ul>
 * Hardened for a machine it shares: a request whose {@code Host} is not 127.0.0.1 or localhost (a page of
 * another site reaching it through DNS rebinding) is refused with 403; a request must arrive whole within
 * {@value #REQUEST_SECONDS} s, so connections held open half-written free their thread; the pool of
 * {@value #THREADS} threads is fixed; and a line of the results file that is not a record is listed as bad while
 * the other games are still served.
 */
public final class ResultsServer implements Closeable {
    /** How many of the newest games {@code /api/state} lists. */
    static final int RECENT = 12;
    /** The seconds a request may take to arrive whole, after which its connection is closed. */
    static final int REQUEST_SECONDS = 5;
    /** The threads that answer requests. */
    static final int THREADS = 8;

    static {
        // read once per JVM by the JDK's server when its first instance starts: set before any is created
        setIfAbsent("sun.net.httpserver.maxReqTime", String.valueOf(REQUEST_SECONDS));
        setIfAbsent("sun.net.httpserver.maxRspTime", "60");
        setIfAbsent("jdk.httpserver.maxConnections", "256");
    }

    private static void setIfAbsent(String property, String value) {
        if (System.getProperty(property) == null) {
            System.setProperty(property, value);
        }
    }

    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final Map<String, String[]> ASSETS = Map.of(
            "/", new String[] {"/serve/index.html", "text/html; charset=utf-8"},
            "/serve.js", new String[] {"/serve/serve.js", "text/javascript; charset=utf-8"},
            "/serve.css", new String[] {"/serve/serve.css", "text/css; charset=utf-8"},
            "/leaderboard.css", new String[] {"/leaderboard/leaderboard.css", "text/css; charset=utf-8"},
            "/replay.js", new String[] {"/leaderboard/replay.js", "text/javascript; charset=utf-8"},
            "/versus-replay.js", new String[] {"/leaderboard/versus-replay.js", "text/javascript; charset=utf-8"});

    /** The leaderboard page a finished run leaves in its folder, served as {@code /leaderboard.html}. */
    static final String LEADERBOARD_PAGE = "leaderboard.html";
    private final ResultsFolder folder;
    private final HttpServer server;
    private final ExecutorService pool;
    private final Map<String, Event> events = new HashMap<>();

    /**
     * Starts serving (on a daemon thread pool) at 127.0.0.1.
     *
     * @param port the port, or 0 for an ephemeral one
     */
    public ResultsServer(ResultsFolder folder, int port) throws IOException {
        this.folder = folder;
        server = HttpServer.create(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), port), 0);
        pool = Executors.newFixedThreadPool(THREADS, r -> {
            Thread t = new Thread(r, "serve");
            t.setDaemon(true);
            return t;
        });
        server.setExecutor(pool);
        server.createContext("/", this::handle);
        server.start();
    }

    /** The address it serves at, e.g. {@code http://127.0.0.1:40123/}. */
    public URI uri() {
        return URI.create("http://127.0.0.1:" + server.getAddress().getPort() + "/");
    }

    @Override
    public void close() {
        server.stop(0);
        pool.shutdownNow();
    }

    private void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            if (!localHost(exchange.getRequestHeaders().getFirst("Host"))) {
                send(exchange, 403, "text/plain; charset=utf-8", ("refused: the Host must be 127.0.0.1 or localhost"
                        + " (port " + server.getAddress().getPort() + ")").getBytes(StandardCharsets.UTF_8));
                return;
            }
            if (!"GET".equals(exchange.getRequestMethod())) {
                send(exchange, 405, "text/plain; charset=utf-8", "only GET".getBytes(StandardCharsets.UTF_8));
                return;
            }
            String path = exchange.getRequestURI().getPath();
            String[] asset = ASSETS.get(path);
            if (asset != null) {
                try (InputStream in = ResultsServer.class.getResourceAsStream(asset[0])) {
                    send(exchange, 200, asset[1], in.readAllBytes());
                }
                return;
            }
            if (path.equals("/" + LEADERBOARD_PAGE)) {
                // the page the run writes when it ends: self-contained, read from the folder on each request
                Path page = folder.dir().resolve(LEADERBOARD_PAGE);
                if (Files.isRegularFile(page)) {
                    send(exchange, 200, "text/html; charset=utf-8", Files.readAllBytes(page));
                } else {
                    send(exchange, 404, "text/plain; charset=utf-8", ("no " + LEADERBOARD_PAGE + " yet: the run"
                            + " writes it when it ends").getBytes(StandardCharsets.UTF_8));
                }
                return;
            }
            Map<String, String> query = query(exchange.getRequestURI());
            ObjectNode body;
            try {
                body = switch (path) {
                    case "/api/state" -> state();
                    case "/api/games" -> games(query.getOrDefault("event", ""), query.getOrDefault("bot", ""));
                    case "/api/game" -> game(index(query));
                    case "/api/fumen" -> fumen(index(query));
                    case "/api/versus" -> versusList();
                    case "/api/versus-game" -> versusGame(index(query));
                    case "/api/versus-fumen" -> versusFumen(index(query), query.getOrDefault("side", "0"));
                    default -> null;
                };
            } catch (IllegalArgumentException e) {
                body = MAPPER.createObjectNode().put("error", e.getMessage());
                send(exchange, 400, "application/json", MAPPER.writeValueAsBytes(body));
                return;
            } catch (RuntimeException e) {
                // a record that does not replay, or a file that changed under us: said, not a dropped connection
                body = MAPPER.createObjectNode().put("error", String.valueOf(e.getMessage()).lines().findFirst()
                        .orElse(e.getClass().getSimpleName()));
                send(exchange, 500, "application/json", MAPPER.writeValueAsBytes(body));
                return;
            }
            if (body == null) {
                send(exchange, 404, "text/plain; charset=utf-8", ("no such page: " + path).getBytes(StandardCharsets.UTF_8));
                return;
            }
            send(exchange, 200, "application/json", MAPPER.writeValueAsBytes(body));
        } catch (IOException | RuntimeException e) {
            // the browser went away, or a file changed under us: the next request reads the folder again
        }
    }

    /**
     * Whether a request's {@code Host} names this server as the machine itself: 127.0.0.1 or localhost, with this
     * server's port or none. Anything else is a name a foreign page resolved to the loopback address.
     */
    boolean localHost(String host) {
        if (host == null) {
            return false;
        }
        String name = host.strip().toLowerCase(java.util.Locale.ROOT);
        int colon = name.lastIndexOf(':');
        if (colon >= 0) {
            if (!name.substring(colon + 1).equals(String.valueOf(server.getAddress().getPort()))) {
                return false;
            }
            name = name.substring(0, colon);
        }
        return name.equals("127.0.0.1") || name.equals("localhost");
    }

    private static void send(HttpExchange exchange, int status, String type, byte[] body) throws IOException {
        exchange.getResponseHeaders().set("Content-Type", type);
        exchange.getResponseHeaders().set("Cache-Control", "no-store");
        exchange.sendResponseHeaders(status, body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private static Map<String, String> query(URI uri) {
        Map<String, String> out = new LinkedHashMap<>();
        String raw = uri.getRawQuery();
        if (raw == null) {
            return out;
        }
        for (String pair : raw.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                out.put(URLDecoder.decode(pair.substring(0, eq), StandardCharsets.UTF_8),
                        URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8));
            }
        }
        return out;
    }

    private static int index(Map<String, String> query) {
        try {
            return Integer.parseInt(query.getOrDefault("i", ""));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("give the game's index: ?i=K");
        }
    }

    private Event event(TournamentHeader.EventInfo info) {
        synchronized (events) {
            return events.computeIfAbsent(info.sha256(), k -> Events.parse(info.definitionJson(), "event " + info.name()));
        }
    }

    private static ObjectNode field(ObjectNode node, Event event) {
        Rules rules = event.rules();
        return node.put("name", event.name()).put("width", rules.width()).put("height", rules.height())
                .put("visibleHeight", rules.visibleHeight()).put("preview", rules.previewCount())
                .put("hold", rules.hold()).put("topOut", rules.topOut().name());
    }

    private ObjectNode state() {
        ResultsFolder.Snapshot snap = folder.refresh();
        ObjectNode root = MAPPER.createObjectNode();
        root.put("folder", folder.dir().toAbsolutePath().normalize().toString());
        root.put("problem", snap.problem());
        root.put("games", snap.games().size());
        root.put("finished", snap.finished());
        root.put("leaderboard", Files.isRegularFile(folder.dir().resolve(LEADERBOARD_PAGE)));
        root.put("solo", snap.header() != null);
        root.put("versus", snap.versus() == null ? 0 : snap.versus().games().size());
        root.put("versusFinished", snap.versusFinished());
        ArrayNode bad = root.putArray("bad");
        snap.bad().forEach(p -> bad.addObject().put("line", p.line()).put("why", p.why()));
        ArrayNode eventList = root.putArray("events");
        TournamentHeader header = snap.header();
        if (header != null) {
            root.put("planned", (long) header.bots().size() * header.events().size() * header.seedCount());
            root.put("seedSet", header.seedSet());
            root.put("startedAt", header.startedAt());
            for (TournamentHeader.EventInfo info : header.events()) {
                eventList.addObject().put("name", info.name()).put("metric", info.metric())
                        .put("higherIsBetter", info.higherIsBetter());
            }
        }
        root.set("standings", header == null ? MAPPER.createArrayNode() : soloStandings(header, snap.games()));
        ArrayNode recent = root.putArray("recent");
        List<GameRecord> games = snap.games();
        for (int i = games.size() - 1; i >= Math.max(0, games.size() - RECENT); i--) {
            recent.add(summary(games.get(i), i, header));
        }
        return root;
    }

    private static ObjectNode summary(GameRecord g, int index, TournamentHeader header) {
        ObjectNode node = MAPPER.createObjectNode().put("i", index).put("bot", g.botId()).put("event", g.event())
                .put("seed", g.seedIndex()).put("outcome", g.outcome().name()).put("pieces", g.pieces())
                .put("score", g.score()).put("lines", g.lines());
        if (header != null) {
            header.events().stream().filter(e -> e.name().equals(g.event())).findFirst()
                    .ifPresent(e -> node.put("value", Metric.parse(e.metric()).of(g)));
        }
        return node;
    }

    /**
     * The bot's games of the event in seed order (then file order): the order a run's threads finish them in,
     * which the results file keeps, changes from run to run, the picker's list must not.
     */
    private ObjectNode games(String eventName, String bot) {
        ResultsFolder.Snapshot snap = folder.refresh();
        ObjectNode root = MAPPER.createObjectNode();
        ArrayNode list = root.putArray("games");
        List<GameRecord> games = snap.games();
        List<Integer> chosen = new ArrayList<>();
        for (int i = 0; i < games.size(); i++) {
            GameRecord g = games.get(i);
            if (g.event().equals(eventName) && g.botId().equals(bot)) {
                chosen.add(i);
            }
        }
        chosen.sort(Comparator.comparingInt((Integer i) -> games.get(i).seedIndex())
                .thenComparingInt(i -> i));
        for (int i : chosen) {
            list.add(summary(games.get(i), i, snap.header()));
        }
        return root;
    }

    private GameRecord record(ResultsFolder.Snapshot snap, int index) {
        if (index < 0 || index >= snap.games().size()) {
            throw new IllegalArgumentException("no game #" + index + " (the results file holds " + snap.games().size()
                    + ")");
        }
        return snap.games().get(index);
    }

    private Event eventOf(ResultsFolder.Snapshot snap, String name) {
        return snap.header().events().stream().filter(e -> e.name().equals(name)).findFirst().map(this::event)
                .orElseThrow(() -> new IllegalArgumentException("the header does not define event " + name));
    }

    private ObjectNode game(int index) {
        ResultsFolder.Snapshot snap = folder.refresh();
        GameRecord g = record(snap, index);
        Event event = eventOf(snap, g.event());
        ObjectNode root = MAPPER.createObjectNode();
        field(root.putObject("event"), event);
        root.set("game", HtmlLeaderboard.replayGame(g, g.event(), event.metric(), event.rules()));
        return root;
    }

    private ObjectNode fumen(int index) {
        ResultsFolder.Snapshot snap = folder.refresh();
        GameRecord g = record(snap, index);
        Event event = eventOf(snap, g.event());
        FumenGame.Export export = FumenGame.of(event.rules(), g.seed(), g.moves(), Integer.MAX_VALUE);
        return MAPPER.createObjectNode().put("fumen", export.fumen()).put("moves", export.moves())
                .put("note", export.note());
    }

    private ResultsStore.Contents<VersusRecord> versus() {
        ResultsStore.Contents<VersusRecord> versus = folder.refresh().versus();
        if (versus == null) {
            throw new IllegalArgumentException("the folder has no versus games");
        }
        return versus;
    }

    private ObjectNode versusList() {
        ResultsStore.Contents<VersusRecord> versus = folder.refresh().versus();
        ObjectNode root = MAPPER.createObjectNode();
        if (versus != null) {
            field(root, event(versus.header().events().get(0)));
        }
        ArrayNode list = root.putArray("games");
        if (versus != null) {
            for (int i = 0; i < versus.games().size(); i++) {
                VersusRecord g = versus.games().get(i);
                ObjectNode entry = list.addObject().put("i", i).put("label", g.label());
                entry.putArray("bots").add(g.sides().get(0).botId()).add(g.sides().get(1).botId());
            }
            root.set("standings", cachedStandings(versus));
        }
        return root;
    }

    /** The last solo standings and the games they count: each is computed once, not on every request. */
    private ArrayNode soloStandingsOf;
    private TournamentHeader soloHeader;
    private List<GameRecord> soloGames;

    /** Each event's standings so far, rendered from the leaderboard model, computed again when the games changed. */
    private synchronized ArrayNode soloStandings(TournamentHeader header, List<GameRecord> games) {
        if (soloStandingsOf == null || !header.equals(soloHeader) || !games.equals(soloGames)) {
            soloStandingsOf = LiveLeaderboard.standings(LeaderboardBuilder.live(header, games, null));
            soloHeader = header;
            soloGames = List.copyOf(games);
        }
        return soloStandingsOf;
    }

    /** The last versus standings and the games they count: each is computed once, not on every request. */
    private ObjectNode standingsOf;
    private List<VersusRecord> standingsGames;

    /** The standings of {@code versus}, computed again only when its games changed (replaying every game). */
    private synchronized ObjectNode cachedStandings(ResultsStore.Contents<VersusRecord> versus) {
        if (standingsOf == null || !versus.games().equals(standingsGames)) {
            standingsOf = versusStandings(versus);
            standingsGames = List.copyOf(versus.games());
        }
        return standingsOf;
    }

    /**
     * The versus run's standings so far, rendered from the leaderboard model: the plan (a gauntlet names its
     * challenger), each bot's rating and W-D-L, and each pairing from both sides (score with its 95% interval).
     */
    private static ObjectNode versusStandings(ResultsStore.Contents<VersusRecord> versus) {
        return LiveLeaderboard.versus(LeaderboardBuilder.live(null, List.of(), versus).versusSection().orElseThrow());
    }

    private ObjectNode versusFumen(int index, String side) {
        ResultsStore.Contents<VersusRecord> versus = versus();
        if (index < 0 || index >= versus.games().size() || !side.equals("0") && !side.equals("1")) {
            throw new IllegalArgumentException("no versus game #" + index + " with side " + side);
        }
        VersusRecord g = versus.games().get(index);
        Event event = event(versus.header().events().get(0));
        FumenGame.Export export = FumenGame.ofVersusSide(event.rules(),
                VersusGame.dealSeed(g.seed(), Integer.parseInt(side)), g.sides().get(Integer.parseInt(side)).moves(),
                Integer.MAX_VALUE);
        return MAPPER.createObjectNode().put("fumen", export.fumen()).put("moves", export.moves())
                .put("note", export.note());
    }

    private ObjectNode versusGame(int index) {
        ResultsStore.Contents<VersusRecord> versus = versus();
        if (index < 0 || index >= versus.games().size()) {
            throw new IllegalArgumentException("no versus game #" + index);
        }
        VersusRecord g = versus.games().get(index);
        Event event = event(versus.header().events().get(0));
        ObjectNode root = MAPPER.createObjectNode();
        field(root, event);
        root.put("label", g.label());
        int[][] incoming = new VersusVerifier(versus.header()).incomingByTurn(g).orElse(null);
        ArrayNode sides = root.putArray("sides");
        for (int s = 0; s < 2; s++) {
            ObjectNode side = sides.addObject().put("bot", g.sides().get(s).botId()).put("moves", g.sides().get(s).moves());
            if (incoming != null) {
                ArrayNode meter = side.putArray("incoming");
                for (int lines : incoming[s]) {
                    meter.add(lines);
                }
            }
        }
        return root;
    }
}
