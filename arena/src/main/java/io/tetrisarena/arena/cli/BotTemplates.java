package io.tetrisarena.arena.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * The files {@code arena new-bot} writes, as text with the project's names and the arena's versions filled in.
 * The texts are the resources under {@code botkit/templates/}, with {@link String#formatted} placeholders.
 */
final class BotTemplates {
    private static final Properties VERSIONS = new Properties();

    static {
        try (InputStream in = BotTemplates.class.getResourceAsStream("/botkit/versions.properties")) {
            if (in != null) {
                VERSIONS.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private BotTemplates() {
    }

    private static String template(String name) {
        try (InputStream in = BotTemplates.class.getResourceAsStream("/botkit/templates/" + name)) {
            if (in == null) {
                throw new IllegalStateException("the arena jar lacks its template botkit/templates/" + name);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String version(String key, String fallback) {
        String v = VERSIONS.getProperty(key);
        return v == null || v.startsWith("${") ? fallback : v;
    }

    static String pom(String name, String arenaVersion) {
        return template("pom.xml").formatted(name, arenaVersion,
                version("api", "1.0.0").replaceAll("\\.\\d+$", ".0"), version("pf4j", "3.13.0"),
                version("junit", "5.11.4"), io.tetrisarena.api.ApiVersion.VERSION);
    }

    static String flatPom(String artifactId, String version) {
        return template("lib-pom.xml").formatted(artifactId, version);
    }

    static String bot(String pkg, String className, String id) {
        return template("Bot.java.template").formatted(pkg, className, id);
    }

    static String test(String pkg, String className) {
        return template("BotTest.java.template").formatted(pkg, className);
    }

    static String readme(String name, String arenaVersion) {
        return template("README.md").formatted(name, arenaVersion);
    }
}
