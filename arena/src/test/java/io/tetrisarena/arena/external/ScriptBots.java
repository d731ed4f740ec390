package io.tetrisarena.arena.external;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Tiny external TBP bots: single-file Java programs run with {@code java File.java}, which read the
 * protocol as plain lines and answer each {@code suggest} with what {@code answer} prints (a Java
 * expression of type String, or a statement that misbehaves).
 */
final class ScriptBots {
    private ScriptBots() {
    }

    static final String JAVA = Path.of(System.getProperty("java.home"), "bin", "java").toString();

    /**
     * Writes {@code <dir>/<name>.java}: a bot that introduces itself, answers {@code rules} with
     * {@code rulesAnswer} and every {@code suggest} by running {@code onSuggest} (Java statements that may
     * use {@code out}, a PrintStream on stdout, and {@code n}, the number of suggestions so far).
     */
    static Path write(Path dir, String name, String rulesAnswer, String onSuggest) throws IOException {
        String source = """
                import java.io.*;
                public class %s {
                    public static void main(String[] args) throws Exception {
                        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true);
                        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
                        out.println("{\\"type\\":\\"info\\",\\"name\\":\\"%s\\",\\"version\\":\\"1\\",\\"author\\":\\"tests\\",\\"features\\":[]}");
                        String line;
                        int n = 0;
                        while ((line = in.readLine()) != null) {
                            if (line.contains("\\"type\\":\\"rules\\"")) { out.println(%s); }
                            else if (line.contains("\\"type\\":\\"suggest\\"")) { n++; %s }
                            else if (line.contains("\\"type\\":\\"quit\\"")) { return; }
                        }
                    }
                }
                """.formatted(name, name, rulesAnswer, onSuggest);
        Path file = dir.resolve(name + ".java");
        Files.writeString(file, source);
        return file;
    }

    static String ready() {
        return "\"{\\\"type\\\":\\\"ready\\\"}\"";
    }

    static String unsupported() {
        return "\"{\\\"type\\\":\\\"error\\\",\\\"reason\\\":\\\"unsupported_rules\\\"}\"";
    }

    /**
     * A descriptor for a script bot in the plugins folder: the script is copied into the bot's folder
     * {@code plugins/<id>/}, where it runs.
     */
    static Path descriptor(Path plugins, String id, Path script) throws IOException {
        return descriptor(plugins, id, script, ", \"startupTimeoutMillis\": 30000");
    }

    /** A descriptor as {@link #descriptor(Path, String, Path)}, with more fields ({@code , "name": value...}). */
    static Path descriptor(Path plugins, String id, Path script, String moreFields) throws IOException {
        Path folder = Files.createDirectories(plugins.resolve(id));
        Files.copy(script, folder.resolve(script.getFileName()), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Path file = plugins.resolve(id + ".bot.json");
        Files.writeString(file, "{\"id\": \"" + id + "\", \"name\": \"" + id + "\", \"command\": [\""
                + JAVA.replace("\\", "\\\\") + "\", \"" + script.getFileName() + "\"]" + moreFields + "}");
        return file;
    }

    static List<String> command(Path script) {
        return List.of(JAVA, script.toString());
    }
}
