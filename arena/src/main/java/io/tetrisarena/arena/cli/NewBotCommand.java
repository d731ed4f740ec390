package io.tetrisarena.arena.cli;

import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.arena.tournament.Tournament;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.Options;

/**
 * {@code arena new-bot NAME}: writes a ready bot project that builds with nothing but a JDK: the Maven
 * wrapper, a pom against the bot API, a bot, a test using the bot-author kit, a README, and {@code lib/}, a
 * file-based Maven repository holding the API artifacts (with sources and javadoc) and the arena jar (the test
 * harness, test scope), so nothing has to be installed anywhere.
 */
final class NewBotCommand implements Command {
    private static final String KIT = "/botkit/";
    /**
     * The API artifacts lib/ holds, each with the API artifacts it depends on (jackson-core, the kit's
     * weights-file parser, comes with the arena jar the tests use; a bot never compiles against it).
     */
    private static final Map<String, List<String>> API_ARTIFACTS = new LinkedHashMap<>();

    static {
        API_ARTIFACTS.put("tetris-arena-stability", List.of());
        API_ARTIFACTS.put("tetris-arena-kernel", List.of("tetris-arena-stability"));
        API_ARTIFACTS.put("tetris-arena-bot-api", List.of("tetris-arena-stability", "tetris-arena-kernel"));
        API_ARTIFACTS.put("tetris-arena-bot-kit", List.of("tetris-arena-bot-api"));
    }

    private static final String[] WRAPPER = {"mvnw", "mvnw.cmd", ".mvn/wrapper/maven-wrapper.properties"};

    @Override
    public String name() {
        return "new-bot";
    }

    @Override
    public String description() {
        return "write a ready bot project (wrapper, pom, bot, test, README) that builds with only a JDK";
    }

    @Override
    public int maxArguments() {
        return 1;
    }

    @Override
    public Options options() {
        return new Options()
                .addOption(Flags.withArg("dir", "DIR", "the folder to create the project in (default: your workspace, the"
                        + " folder that holds your plugins folder: ~/.tetris-arena unless --plugins or $"
                        + PluginFolders.ENV + " moves it)"))
                .addOption(Flags.plugins())
                .addOption(Flags.withArg("arena-jar", "FILE", "the arena jar the project's tests use"
                        + " (default: the one running)"));
    }

    @Override
    public int run(CommandLine line, PrintStream out, PrintStream err) throws Exception {
        if (line.getArgList().size() != 1) {
            throw new UsageException("give the bot's name: arena new-bot NAME (e.g. my-bot)");
        }
        String name = line.getArgList().get(0);
        if (!name.matches("[a-z][a-z0-9-]{0,39}")) {
            throw new UsageException("the name must be lower-case letters, digits and '-', starting with a letter"
                    + " (it becomes the bot's id), got '" + name + "'");
        }
        Path userPlugins = Flags.folders(line.getOptionValue("plugins")).user().toAbsolutePath().normalize();
        Path parent = line.hasOption("dir") ? Path.of(line.getOptionValue("dir")) : userPlugins.getParent();
        if (Files.exists(parent) && !Files.isDirectory(parent)) {
            throw new UsageException("--dir " + parent + " is a file, not a folder");
        }
        Path project = parent.resolve(name);
        if (Files.exists(project)) {
            throw new UsageException(project + " already exists; choose another name or --dir");
        }
        Path arenaJar = line.hasOption("arena-jar") ? Path.of(line.getOptionValue("arena-jar")) : runningJar();
        if (arenaJar == null || !Files.isRegularFile(arenaJar)) {
            throw new UsageException("no arena jar to give the project's tests (" + arenaJar + "); build it with"
                    + " ./mvnw -B -q package -DskipTests, or give --arena-jar");
        }
        String version = Tournament.arenaVersion().equals("dev") ? "0.1.0" : Tournament.arenaVersion();
        String className = className(name);
        String pkg = "bots." + name.replace("-", "");
        Map<String, String> files = new LinkedHashMap<>();
        files.put("pom.xml", BotTemplates.pom(name, version));
        files.put("src/main/java/" + pkg.replace('.', '/') + "/" + className + ".java", BotTemplates.bot(pkg, className,
                name));
        files.put("src/main/resources/META-INF/services/io.tetrisarena.api.TetrisBot", pkg + "." + className + "\n");
        files.put("src/test/java/" + pkg.replace('.', '/') + "/" + className + "Test.java",
                BotTemplates.test(pkg, className));
        files.put("README.md", BotTemplates.readme(name, version));
        files.put(".gitignore", "target/\n");
        // The API jars carry the API's own version (the one bots and Plugin-Requires speak of), not the build's.
        String api = ApiVersion.VERSION;
        Path hostDir = Path.of("lib", "io", "tetrisarena", "tetris-arena-host", version);
        for (Map.Entry<String, List<String>> a : API_ARTIFACTS.entrySet()) {
            files.put(libDir(a.getKey(), api).resolve(a.getKey() + "-" + api + ".pom").toString(),
                    libPom(a.getKey(), api, a.getValue()));
        }
        files.put(hostDir.resolve("tetris-arena-host-" + version + ".pom").toString(),
                BotTemplates.flatPom("tetris-arena-host", version));

        Files.createDirectories(project);
        for (Map.Entry<String, String> f : files.entrySet()) {
            Path target = project.resolve(f.getKey());
            Files.createDirectories(target.getParent());
            Files.writeString(target, f.getValue());
        }
        for (String w : WRAPPER) {
            copyResource(KIT + "wrapper/" + w, project.resolve(w));
        }
        project.resolve("mvnw").toFile().setExecutable(true);
        for (String artifact : API_ARTIFACTS.keySet()) {
            for (String classifier : new String[] {"", "-sources", "-javadoc"}) {
                copyResource(KIT + "api/" + artifact + "-" + version + classifier + ".jar",
                        project.resolve(libDir(artifact, api)).resolve(artifact + "-" + api + classifier + ".jar"));
            }
        }
        Files.copy(arenaJar, project.resolve(hostDir).resolve("tetris-arena-host-" + version + ".jar"),
                StandardCopyOption.REPLACE_EXISTING);

        out.println("wrote " + project + " (bot id '" + name + "', class " + pkg + "." + className + ", bot API "
                + ApiVersion.VERSION + ")");
        Files.createDirectories(userPlugins);
        out.println("next: cd " + RunFolder.quoted(project.toString()) + " && ./mvnw -B -q package && cp target/" + name
                + "-1.0.0.jar " + RunFolder.quoted(userPlugins.toString()) + "/  (your plugins folder, read"
                + " besides the bundled one; see README.md)");
        return 0;
    }

    private static Path libDir(String artifact, String version) {
        return Path.of("lib", "io", "tetrisarena", artifact, version);
    }

    /** The pom of an API artifact in lib/: its coordinates and the API artifacts it depends on. */
    static String libPom(String artifact, String version, List<String> dependencies) {
        StringBuilder deps = new StringBuilder();
        for (String d : dependencies) {
            deps.append("    <dependency><groupId>io.tetrisarena</groupId><artifactId>").append(d)
                    .append("</artifactId><version>").append(version).append("</version></dependency>\n");
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<project xmlns=\"http://maven.apache.org/POM/4.0.0\">\n"
                + "  <modelVersion>4.0.0</modelVersion>\n  <groupId>io.tetrisarena</groupId>\n  <artifactId>" + artifact
                + "</artifactId>\n  <version>" + version + "</version>\n"
                + (deps.isEmpty() ? "" : "  <dependencies>\n" + deps + "  </dependencies>\n") + "</project>\n";
    }

    /** {@code my-bot} becomes {@code MyBot}. */
    static String className(String name) {
        StringBuilder sb = new StringBuilder();
        for (String part : name.split("-")) {
            if (!part.isEmpty()) {
                sb.append(part.substring(0, 1).toUpperCase(Locale.ROOT)).append(part.substring(1));
            }
        }
        String cls = sb.toString();
        return cls.endsWith("Bot") ? cls : cls + "Bot";
    }

    private static void copyResource(String resource, Path target) throws IOException {
        try (InputStream in = NewBotCommand.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IOException("this arena was built without its bot kit (" + resource + " is missing);"
                        + " rebuild with ./mvnw -B -q package -DskipTests");
            }
            Files.createDirectories(target.getParent());
            Files.copy(in, target, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The jar this arena runs from, or the built arena.jar next to its classes folder; null when neither. */
    private static Path runningJar() {
        try {
            Path location = Path.of(NewBotCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(location)) {
                return location;
            }
            Path built = location.resolveSibling("arena.jar");
            return Files.isRegularFile(built) ? built : null;
        } catch (URISyntaxException | SecurityException | NullPointerException e) {
            return null;
        }
    }
}
