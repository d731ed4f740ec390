package io.tetrisarena.arena.testkit;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Headless Chromium driven over the DevTools protocol (a WebSocket, with the JDK's own client): open a page,
 * evaluate JavaScript in it, wait until an expression holds. For pages that change after they load (a live
 * view), which {@code --dump-dom} cannot watch. The browser listens on 127.0.0.1 at a port it picks itself;
 * {@link #close()} ends it and its children.
 */
public final class DevToolsChromium implements AutoCloseable {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private final Process process;
    private final WebSocket socket;
    private final AtomicInteger ids = new AtomicInteger();
    private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();

    /** Debian's {@code chromium} (or {@code chromium-browser}) on the PATH, or null. */
    public static Path find() {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator)) {
            for (String name : new String[] {"chromium", "chromium-browser"}) {
                Path p = Path.of(dir, name);
                if (Files.isExecutable(p)) {
                    return p;
                }
            }
        }
        return null;
    }

    /** Starts the browser with a fresh profile under {@code work} and attaches to its first page. */
    public DevToolsChromium(Path browser, Path work) throws Exception {
        Path profile = Files.createDirectories(work.resolve("devtools-profile"));
        process = new ProcessBuilder(browser.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run",
                "--remote-debugging-address=127.0.0.1", "--remote-debugging-port=0", "--user-data-dir=" + profile,
                "about:blank")
                .redirectOutput(work.resolve("devtools-chromium.out").toFile())
                .redirectError(work.resolve("devtools-chromium.log").toFile()).start();
        Path portFile = profile.resolve("DevToolsActivePort");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!Files.isRegularFile(portFile) || Files.readAllLines(portFile).isEmpty()) {
            if (System.nanoTime() > deadline || !process.isAlive()) {
                close();
                throw new IOException("chromium did not open its DevTools port: "
                        + Files.readString(work.resolve("devtools-chromium.log")));
            }
            Thread.sleep(50);
        }
        int port = Integer.parseInt(Files.readAllLines(portFile).get(0).strip());
        HttpClient http = HttpClient.newHttpClient();
        String list = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list")).build(),
                HttpResponse.BodyHandlers.ofString()).body();
        String target = null;
        for (JsonNode t : MAPPER.readTree(list)) {
            if ("page".equals(t.path("type").asText())) {
                target = t.get("webSocketDebuggerUrl").asText();
                break;
            }
        }
        if (target == null) {
            close();
            throw new IOException("chromium has no page to attach to: " + list);
        }
        socket = http.newWebSocketBuilder().buildAsync(URI.create(target), new Listener()).get(30, TimeUnit.SECONDS);
    }

    private final class Listener implements WebSocket.Listener {
        private final StringBuilder message = new StringBuilder();

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            message.append(data);
            if (last) {
                try {
                    JsonNode node = MAPPER.readTree(message.toString());
                    CompletableFuture<JsonNode> answer = node.has("id") ? pending.remove(node.get("id").asInt()) : null;
                    if (answer != null) {
                        answer.complete(node);
                    }
                } catch (IOException e) {
                    // not a protocol message: ignored
                }
                message.setLength(0);
            }
            webSocket.request(1);
            return null;
        }
    }

    /** Sends one protocol command and returns its answer. */
    public JsonNode call(String method, ObjectNode params) throws Exception {
        int id = ids.incrementAndGet();
        CompletableFuture<JsonNode> answer = new CompletableFuture<>();
        pending.put(id, answer);
        ObjectNode command = MAPPER.createObjectNode().put("id", id).put("method", method);
        command.set("params", params);
        socket.sendText(MAPPER.writeValueAsString(command), true).get(30, TimeUnit.SECONDS);
        JsonNode result = answer.get(60, TimeUnit.SECONDS);
        if (result.has("error")) {
            throw new IOException(method + " failed: " + result.get("error"));
        }
        return result.get("result");
    }

    /** Opens a page. */
    public void open(URI uri) throws Exception {
        call("Page.navigate", MAPPER.createObjectNode().put("url", uri.toString()));
    }

    /** The value of a JavaScript expression in the page (JSON-like values only); a thrown error fails. */
    public JsonNode eval(String expression) throws Exception {
        JsonNode result = call("Runtime.evaluate", MAPPER.createObjectNode().put("expression", expression)
                .put("returnByValue", true).put("awaitPromise", true));
        if (result.has("exceptionDetails")) {
            throw new IOException("the page threw: " + result.get("exceptionDetails"));
        }
        return result.path("result").path("value");
    }

    /** Evaluates {@code expression} until it is true; fails after {@code seconds}, saying what was awaited. */
    public void await(String expression, int seconds) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            JsonNode value;
            try {
                value = eval(expression);
            } catch (IOException e) {
                value = null; // the page is still loading its scripts
            }
            if (value != null && value.asBoolean(false)) {
                return;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("the page never showed: " + expression);
            }
            Thread.sleep(50);
        }
    }

    @Override
    public void close() {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
