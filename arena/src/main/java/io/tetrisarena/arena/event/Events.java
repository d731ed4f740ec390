package io.tetrisarena.arena.event;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.tetrisarena.api.kernel.AttackTable;
import io.tetrisarena.api.rules.GarbageSchedule;
import io.tetrisarena.api.rules.MovementModel;
import io.tetrisarena.api.rules.RandomizerKind;
import io.tetrisarena.api.rules.Rules;
import io.tetrisarena.api.rules.ScoringTable;
import io.tetrisarena.api.rules.TopOutRule;
import io.tetrisarena.arena.text.DidYouMean;
import io.tetrisarena.arena.text.JsonTrees;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Reads and writes events as JSON. Bundled presets live in the arena jar under {@code /events/NAME.json};
 * anything else is a file path. Parsing is strict: every field is required, and an unknown or missing
 * field is one line naming the field and the file; the optional fields are {@code wallBackstopMillis} (the
 * wall-clock safety net per move, default: the referee's) and {@code versus} (a two-player event:
 * {@code {"attack": "guideline", "garbageDelay": 1}}, plus optional rule-profile fields, written out in full
 * only when the profile is not the guideline's), left out of the canonical JSON when not set. Enum values are written lower-case
 * ({@code srs}, {@code straight_drop}, {@code seven_bag}, {@code stack_above_visible}, ...).
 *
 * <pre>
 * {"name": "marathon", "description": "...", "metric": "score", "higherIsBetter": true,
 *  "rules": {"width": 10, "height": 40, "visibleHeight": 20, "previewCount": 5, "hold": true,
 *            "movement": "srs", "rotation180": false, "scoring": "guideline", "randomizer": "seven_bag",
 *            "topOut": "guideline", "pieceCap": 500,
 *            "garbage": {"firstInterval": 0, "minInterval": 0, "shrinkEvery": 0}, "moveTimeMillis": 1000}}
 * </pre>
 */
public final class Events {
    /** Every bundled preset, in display order. */
    public static final List<String> BUNDLED = List.of("marathon", "survival", "classic", "literature",
            "literature-10x10", "literature-10x8", "literature-10x9", "literature-10x11", "versus", "versus-allspin",
            "versus-botris");
    /** The events of the default tournament. */
    public static final List<String> DEFAULT = List.of("marathon", "survival", "classic");

    private static final Set<String> EVENT_FIELDS = Set.of("name", "description", "metric", "higherIsBetter", "rules",
            "wallBackstopMillis", "versus");
    private static final Set<String> VERSUS_FIELDS = Set.of("attack", "garbageDelay", "spins", "clears", "tSpinMini",
            "tSpin", "allSpin", "backToBack", "backToBackKeptWithoutClear", "combo", "perfectClear",
            "perfectClearReplaces", "garbageCap", "messiness");
    private static final Set<String> RULES_FIELDS = Set.of("width", "height", "visibleHeight", "previewCount", "hold",
            "movement", "rotation180", "scoring", "randomizer", "topOut", "pieceCap", "garbage", "moveTimeMillis");
    private static final Set<String> GARBAGE_FIELDS = Set.of("firstInterval", "minInterval", "shrinkEvery");

    private Events() {
    }

    /**
     * The event named by a bundled preset name or by a path to a JSON file.
     *
     * @throws InputFileException when it does not exist or is not a valid event
     */
    public static Event load(String nameOrFile) {
        InputStream bundled = Events.class.getResourceAsStream("/events/" + nameOrFile + ".json");
        if (bundled != null && !nameOrFile.contains("/")) {
            try (bundled) {
                return parse(new String(bundled.readAllBytes(), StandardCharsets.UTF_8), "event " + nameOrFile);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        Path file = Path.of(nameOrFile);
        if (!Files.isRegularFile(file)) {
            throw new InputFileException("unknown event '" + nameOrFile + "': not a bundled event ("
                    + String.join(", ", BUNDLED) + ") and no such file" + DidYouMean.suffix(nameOrFile, BUNDLED));
        }
        try {
            return parse(Files.readString(file), file.toString());
        } catch (IOException e) {
            throw new InputFileException(file + ": cannot read: " + e.getMessage());
        }
    }

    /** Parses one event; {@code source} names it in messages. */
    public static Event parse(String json, String source) {
        StrictJson e = StrictJson.parse(json, source).allowOnly(EVENT_FIELDS);
        String name = e.text("name");
        if (!name.matches("[a-z0-9][a-z0-9_-]*")) {
            throw new InputFileException(source + ": field 'name' must match [a-z0-9][a-z0-9_-]*, got '" + name + "'");
        }
        String description = e.text("description");
        Metric metric = e.convert("metric", Metric::parse);
        boolean higher = e.bool("higherIsBetter");
        long backstop = e.has("wallBackstopMillis") ? e.longValue("wallBackstopMillis") : 0;
        if (backstop < 0) {
            throw new InputFileException(source + ": field 'wallBackstopMillis' must be 0 (the default) or more milliseconds, got " + backstop);
        }
        VersusRules versus = null;
        if (e.has("versus")) {
            versus = versusOf(e.object("versus").allowOnly(VERSUS_FIELDS), source);
        }
        return new Event(name, description, metric, higher, rulesOf(e.object("rules"), name, source), backstop,
                versus);
    }

    /**
     * The versus block: {@code attack} and {@code garbageDelay} are required; every other field is optional
     * and changes the guideline profile (docs/rules.md, section 13).
     */
    private static VersusRules versusOf(StrictJson v, String source) {
        try {
            return new VersusRules(v.text("attack"), v.integer("garbageDelay"), attackTableOf(v),
                    v.has("garbageCap") ? v.integer("garbageCap") : 0, v.has("messiness") ? v.number("messiness") : 0);
        } catch (InputFileException ex) {
            throw ex;
        } catch (IllegalArgumentException ex) {
            throw new InputFileException(source + ": invalid versus rules: " + ex.getMessage());
        }
    }

    /**
     * Reads an attack table from the profile fields of a versus block ({@code spins}, {@code clears}, ...,
     * {@code perfectClearReplaces}); each field left out keeps the guideline's value. Other fields are ignored.
     *
     * @throws InputFileException       when a field has the wrong type
     * @throws IllegalArgumentException when a value is out of range
     */
    public static AttackTable attackTableOf(StrictJson v) {
        AttackTable.Builder table = AttackTable.builder();
        if (v.has("spins")) {
            table.spins(v.convert("spins", s -> enumValue(AttackTable.SpinRule.class, s)));
        }
        if (v.has("clears")) {
            table.plain(v.integers("clears"));
        }
        if (v.has("tSpinMini")) {
            table.mini(v.integers("tSpinMini"));
        }
        if (v.has("tSpin")) {
            table.tSpin(v.integers("tSpin"));
        }
        if (v.has("allSpin")) {
            table.allSpin(v.integers("allSpin"));
        }
        if (v.has("backToBack")) {
            table.backToBack(v.integers("backToBack"));
        }
        if (v.has("backToBackKeptWithoutClear")) {
            table.backToBackKeptWithoutClear(v.bool("backToBackKeptWithoutClear"));
        }
        if (v.has("combo")) {
            table.combo(v.integers("combo"));
        }
        if (v.has("perfectClear") || v.has("perfectClearReplaces")) {
            AttackTable g = AttackTable.guideline();
            table.perfectClear(v.has("perfectClear") ? v.integer("perfectClear") : g.perfectClear(),
                    v.has("perfectClearReplaces") && v.bool("perfectClearReplaces"));
        }
        return table.build();
    }

    /**
     * Parses a rules object in the events' format (the {@code "rules"} member of an event), e.g. as an
     * external bot receives it in the arena's TBP rules extension.
     *
     * @throws InputFileException when a field is missing, unknown or invalid
     */
    public static Rules parseRules(String rulesJson, String name, String source) {
        return rulesOf(StrictJson.parse(rulesJson, source), name, source);
    }

    /** Reads a rules object already parsed, as {@link #parseRules(String, String, String)} does. */
    public static Rules parseRules(StrictJson rulesObject, String name, String source) {
        return rulesOf(rulesObject, name, source);
    }

    private static Rules rulesOf(StrictJson rulesObject, String name, String source) {
        StrictJson r = rulesObject.allowOnly(RULES_FIELDS);
        StrictJson g = r.object("garbage").allowOnly(GARBAGE_FIELDS);
        try {
            GarbageSchedule garbage = new GarbageSchedule(g.integer("firstInterval"), g.integer("minInterval"),
                    g.integer("shrinkEvery"));
            return new Rules(name, r.integer("width"), r.integer("height"), r.integer("visibleHeight"),
                    r.integer("previewCount"), r.bool("hold"), r.convert("movement", s -> enumValue(MovementModel.class, s)),
                    r.bool("rotation180"), r.convert("scoring", s -> enumValue(ScoringTable.class, s)),
                    r.convert("randomizer", s -> enumValue(RandomizerKind.class, s)),
                    r.convert("topOut", s -> enumValue(TopOutRule.class, s)), r.integer("pieceCap"), garbage,
                    r.longValue("moveTimeMillis"));
        } catch (InputFileException ex) {
            throw ex;
        } catch (IllegalArgumentException ex) {
            throw new InputFileException(source + ": invalid rules: " + ex.getMessage());
        }
    }

    private static <E extends Enum<E>> E enumValue(Class<E> type, String text) {
        for (E value : type.getEnumConstants()) {
            if (value.name().equalsIgnoreCase(text)) {
                return value;
            }
        }
        StringBuilder allowed = new StringBuilder();
        for (E value : type.getEnumConstants()) {
            allowed.append(allowed.length() == 0 ? "" : ", ").append(jsonName(value));
        }
        throw new IllegalArgumentException("unknown value '" + text + "' (use " + allowed + ")");
    }

    private static String jsonName(Enum<?> value) {
        return value.name().toLowerCase(Locale.ROOT);
    }

    /** The event's canonical JSON: fields in a fixed order, no spaces. Parsing it gives the event back. */
    public static String toJson(Event event) {
        Rules r = event.rules();
        ObjectNode root = JsonTrees.object();
        root.put("name", event.name());
        root.put("description", event.description());
        root.put("metric", event.metric().jsonName());
        root.put("higherIsBetter", event.higherIsBetter());
        root.set("rules", rulesJson(r));
        if (event.wallBackstopMillis() > 0) {
            root.put("wallBackstopMillis", event.wallBackstopMillis());
        }
        if (event.isVersus()) {
            ObjectNode versus = root.putObject("versus");
            versus.put("attack", event.versus().attack());
            versus.put("garbageDelay", event.versus().garbageDelay());
            if (!event.versus().isGuidelineProfile()) {
                profileJson(versus, event.versus());
            }
        }
        return JsonTrees.write(root);
    }

    /** A versus profile's fields, all of them, in a fixed order (only for profiles other than the guideline's). */
    private static void profileJson(ObjectNode versus, VersusRules rules) {
        putAttackTable(versus, rules.table());
        versus.put("garbageCap", rules.garbageCap());
        versus.put("messiness", rules.messiness());
    }

    /**
     * An attack table as the profile fields of a versus block, all of them, in a fixed order:
     * {@link #attackTableOf} reads it back equal.
     */
    public static ObjectNode attackTableJson(AttackTable table) {
        ObjectNode out = JsonTrees.object();
        putAttackTable(out, table);
        return out;
    }

    private static void putAttackTable(ObjectNode versus, AttackTable t) {
        versus.put("spins", jsonName(t.spins()));
        int[][] byLines = new int[4][5];
        for (int lines = 0; lines <= 4; lines++) {
            byLines[0][lines] = t.plain(lines);
            byLines[1][lines] = t.mini(lines);
            byLines[2][lines] = t.tSpin(lines);
            byLines[3][lines] = t.allSpin(lines);
        }
        String[] names = {"clears", "tSpinMini", "tSpin", "allSpin"};
        for (int k = 0; k < 4; k++) {
            ArrayNode a = versus.putArray(names[k]);
            for (int value : byLines[k]) {
                a.add(value);
            }
        }
        ArrayNode b2b = versus.putArray("backToBack");
        for (int chain = 1; chain <= t.backToBackLength(); chain++) {
            b2b.add(t.backToBackBonus(chain));
        }
        versus.put("backToBackKeptWithoutClear", t.backToBackKeptWithoutClear());
        ArrayNode combo = versus.putArray("combo");
        for (int c = 0; c < t.comboLength(); c++) {
            combo.add(t.combo(c));
        }
        versus.put("perfectClear", t.perfectClear());
        versus.put("perfectClearReplaces", t.perfectClearReplaces());
    }

    /** The rules as the {@code "rules"} object of the events' format (fields in a fixed order). */
    public static ObjectNode rulesJson(Rules r) {
        ObjectNode rules = JsonTrees.object();
        rules.put("width", r.width());
        rules.put("height", r.height());
        rules.put("visibleHeight", r.visibleHeight());
        rules.put("previewCount", r.previewCount());
        rules.put("hold", r.hold());
        rules.put("movement", jsonName(r.movement()));
        rules.put("rotation180", r.rotation180());
        rules.put("scoring", jsonName(r.scoring()));
        rules.put("randomizer", jsonName(r.randomizer()));
        rules.put("topOut", jsonName(r.topOut()));
        rules.put("pieceCap", r.pieceCap());
        ObjectNode garbage = rules.putObject("garbage");
        garbage.put("firstInterval", r.garbage().firstInterval());
        garbage.put("minInterval", r.garbage().minInterval());
        garbage.put("shrinkEvery", r.garbage().shrinkEvery());
        rules.put("moveTimeMillis", r.moveTimeMillis());
        return rules;
    }

    /** The sha256 (hex) of the event's canonical JSON. */
    public static String sha256(Event event) {
        return sha256Hex(toJson(event));
    }

    static String sha256Hex(String text) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(md.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
