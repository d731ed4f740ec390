package io.tetrisarena.arena.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The new-bot templates are resources; WritingABotIT builds and plays the project they make. */
class BotTemplatesTest {
    @Test
    void thePomKeepsMavensOwnPlaceholdersAndFillsInTheNamesAndVersions() {
        String pom = BotTemplates.pom("spin-doctor", "9.8.7");
        assertTrue(pom.contains("<url>file://${project.basedir}/lib</url>"), pom);
        assertTrue(pom.contains("<artifactId>tetris-arena-bot-kit</artifactId>\n      <version>${tetris-arena-api.version}</version>"),
                pom);
        assertFalse(pom.contains("pf4j"), "a bot declares itself in META-INF/services, without PF4J: " + pom);
        assertTrue(pom.contains("<artifactId>spin-doctor</artifactId>"), pom);
        assertTrue(pom.contains("<tetris-arena.version>9.8.7</tetris-arena.version>"), pom);
        assertTrue(pom.contains("<tetris-arena-api.version>" + io.tetrisarena.api.ApiVersion.VERSION
                + "</tetris-arena-api.version>"), pom);
        assertFalse(pom.contains("%"), pom);
    }

    @Test
    void everyTemplateIsFilledInWholly() {
        for (String text : List.of(BotTemplates.flatPom("tetris-arena-api", "1.4.0"),
                BotTemplates.bot("bots.spindoctor", "SpinDoctorBot", "spin-doctor"),
                BotTemplates.test("bots.spindoctor", "SpinDoctorBot"),
                BotTemplates.readme("spin-doctor", "9.8.7"))) {
            assertFalse(text.contains("%1$s") || text.contains("%2$s") || text.contains("%3$s"), text);
            assertTrue(text.endsWith("\n"), text);
        }
        String bot = BotTemplates.bot("bots.spindoctor", "SpinDoctorBot", "spin-doctor");
        assertTrue(bot.startsWith("package bots.spindoctor;\n"), bot);
        assertTrue(bot.contains("public class SpinDoctorBot implements TetrisBot {"), bot);
        assertTrue(bot.contains("return new BotInfo(\"spin-doctor\", \"SpinDoctorBot\", \"1.0.0\", \"me\","), bot);
        assertEquals(1, BotTemplates.test("bots.spindoctor", "SpinDoctorBot").lines()
                .filter(line -> line.equals("class SpinDoctorBotTest {")).count());
    }
}
