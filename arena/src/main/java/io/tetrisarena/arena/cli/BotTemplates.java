package io.tetrisarena.arena.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** The files {@code arena new-bot} writes, as text with the project's names and the arena's versions filled in. */
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

    private static String version(String key, String fallback) {
        String v = VERSIONS.getProperty(key);
        return v == null || v.startsWith("${") ? fallback : v;
    }

    static String pom(String name, String arenaVersion) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <!--
                  A Tetris Arena bot. ./mvnw -B -q package builds target/%1$s-1.0.0.jar (tests included); copy it
                  into the arena's plugins/ folder. The API and the arena (for the test harness) come from lib/,
                  a Maven repository inside this project, so nothing needs installing.
                -->
                <project xmlns="http://maven.apache.org/POM/4.0.0"
                         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
                  <modelVersion>4.0.0</modelVersion>

                  <groupId>com.example</groupId>
                  <artifactId>%1$s</artifactId>
                  <version>1.0.0</version>

                  <properties>
                    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                    <maven.compiler.release>17</maven.compiler.release>
                    <!-- PF4J plugin identity: the arena reads these from the jar's manifest. -->
                    <plugin.id>%1$s</plugin.id>
                    <plugin.description>The %1$s Tetris Arena bot</plugin.description>
                    <!-- The bot API versions this bot works with (the arena checks its own against it). -->
                    <plugin.requires>&gt;=%3$s &amp; &lt;2.0.0</plugin.requires>
                    <tetris-arena-api.version>%6$s</tetris-arena-api.version>
                    <tetris-arena.version>%2$s</tetris-arena.version>
                    <junit.version>%5$s</junit.version>
                  </properties>

                  <repositories>
                    <repository>
                      <id>tetris-arena-lib</id>
                      <url>file://${project.basedir}/lib</url>
                    </repository>
                  </repositories>

                  <dependencies>
                    <!-- Provided: the arena supplies the API at run time; bundling it makes the jar unloadable. -->
                    <!-- The bot kit (PlacementContext, BoardFeatures); a bot that uses only the contract
                         names tetris-arena-bot-api instead. -->
                    <dependency>
                      <groupId>io.tetrisarena</groupId>
                      <artifactId>tetris-arena-bot-kit</artifactId>
                      <version>${tetris-arena-api.version}</version>
                      <scope>provided</scope>
                    </dependency>
                    <!-- The arena itself, for BotHarness (plays your bot under an event's rules) in tests. -->
                    <dependency>
                      <groupId>io.tetrisarena</groupId>
                      <artifactId>tetris-arena-host</artifactId>
                      <version>${tetris-arena.version}</version>
                      <scope>test</scope>
                    </dependency>
                    <dependency>
                      <groupId>org.junit.jupiter</groupId>
                      <artifactId>junit-jupiter</artifactId>
                      <version>${junit.version}</version>
                      <scope>test</scope>
                    </dependency>
                  </dependencies>

                  <build>
                    <plugins>
                      <plugin><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
                      <plugin>
                        <artifactId>maven-jar-plugin</artifactId>
                        <version>3.4.2</version>
                        <configuration>
                          <archive>
                            <manifestEntries>
                              <Plugin-Id>${plugin.id}</Plugin-Id>
                              <Plugin-Version>${project.version}</Plugin-Version>
                              <Plugin-Provider>me</Plugin-Provider>
                              <Plugin-Requires>${plugin.requires}</Plugin-Requires>
                              <Plugin-Description>${plugin.description}</Plugin-Description>
                            </manifestEntries>
                          </archive>
                        </configuration>
                      </plugin>
                      <plugin><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
                      <plugin><artifactId>maven-surefire-plugin</artifactId><version>3.5.2</version></plugin>
                      <plugin><artifactId>maven-install-plugin</artifactId><version>3.1.3</version></plugin>
                      <plugin><artifactId>maven-clean-plugin</artifactId><version>3.4.0</version></plugin>
                    </plugins>
                  </build>
                </project>
                """.formatted(name, arenaVersion, version("api", "1.0.0").replaceAll("\\.\\d+$", ".0"),
                version("pf4j", "3.13.0"), version("junit", "5.11.4"), io.tetrisarena.api.ApiVersion.VERSION);
    }

    static String flatPom(String artifactId, String version) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>io.tetrisarena</groupId>
                  <artifactId>%s</artifactId>
                  <version>%s</version>
                </project>
                """.formatted(artifactId, version);
    }

    static String bot(String pkg, String className, String id) {
        return """
                package %1$s;

                import io.tetrisarena.api.BotInfo;
                import io.tetrisarena.api.BotPlayer;
                import io.tetrisarena.api.Move;
                import io.tetrisarena.api.TetrisBot;
                import io.tetrisarena.api.features.BoardFeatures;
                import io.tetrisarena.api.features.PlacementContext;
                import io.tetrisarena.api.kernel.Board;
                import io.tetrisarena.api.kernel.Placement;
                import io.tetrisarena.api.rules.Rules;

                /**
                 * One-piece greedy: tries every legal placement of the current piece and keeps the one whose board
                 * scores best (3 per cleared row, -4 per hole, -1 per unit of aggregate height and of bumpiness).
                 * Change {@link #score} (or everything) to make it yours. The arena finds it through
                 * src/main/resources/META-INF/services/io.tetrisarena.api.TetrisBot (rename it there too).
                 */
                public class %2$s implements TetrisBot {

                    @Override
                    public BotInfo info() {
                        return new BotInfo("%3$s", "%2$s", "1.0.0", "me", "One-piece greedy");
                    }

                    @Override
                    public BotPlayer newPlayer(Rules rules) {
                        PlacementContext context = new PlacementContext(); // scratch, reused for every placement
                        return observation -> {
                            Board board = observation.board();
                            Placement best = observation.placements().get(0);
                            double bestScore = Double.NEGATIVE_INFINITY;
                            for (Placement placement : observation.placements()) {
                                context.place(board, placement);
                                double score = score(context.linesCleared(), context.after());
                                if (score > bestScore) {
                                    bestScore = score;
                                    best = placement;
                                }
                            }
                            return Move.place(best);
                        };
                    }

                    /** How good the board after a placement is. */
                    static double score(int linesCleared, BoardFeatures after) {
                        return 3 * linesCleared - 4 * after.holes() - after.aggregateHeight() - after.bumpiness();
                    }
                }
                """.formatted(pkg, className, id);
    }

    static String test(String pkg, String className) {
        return """
                package %1$s;

                import static org.junit.jupiter.api.Assertions.assertEquals;
                import static org.junit.jupiter.api.Assertions.assertTrue;

                import io.tetrisarena.api.Move;
                import io.tetrisarena.api.Observation;
                import io.tetrisarena.api.ObservationBuilder;
                import io.tetrisarena.api.rules.Rules;
                import io.tetrisarena.arena.botkit.BotHarness;
                import org.junit.jupiter.api.BeforeAll;
                import org.junit.jupiter.api.Test;

                /**
                 * What every bot must do, whatever its strategy: answer with a legal move, never throw, and play
                 * whole games under the arena's referee. Only the floor below is about strength: raise it as your
                 * bot improves. (docs/writing-a-bot.md shows how to pin an exact move as well.)
                 */
                class %2$sTest {
                    /** Mean lines per classic game this bot must reach; the template clears about 798 of 800. */
                    static final double LINES_FLOOR = 400;

                    static BotHarness.Report report;

                    @BeforeAll
                    static void playThreeClassicGames() {
                        report = BotHarness.play(new %2$s(), "classic", 3);
                        System.out.println("%2$s: " + report.summary());
                    }

                    @Test
                    void answersEveryObservationWithOneOfItsLegalPlacements() {
                        Rules rules = Rules.classic();
                        Observation observation = ObservationBuilder.of(rules)
                                .board("####.#####", "###..####.", "##...###..")
                                .queue("T")
                                .build();
                        Move move = new %2$s().newPlayer(rules).decide(observation);
                        assertTrue(observation.placements().contains(move.placement()), "not a legal placement: " + move);
                    }

                    @Test
                    void playsWholeGamesWithoutIllegalMovesTimeoutsOrExceptions() {
                        assertEquals(0, report.illegalMoves(), report.summary());
                        assertEquals(0, report.exceptions(), report.summary());
                        assertEquals(0, report.timeouts(), report.summary());
                    }

                    @Test
                    void clearsAtLeastTheFloorOfLines() {
                        assertTrue(report.meanLines() >= LINES_FLOOR, report.summary() + "; floor " + LINES_FLOOR);
                    }
                }
                """.formatted(pkg, className);
    }

    static String readme(String name, String arenaVersion) {
        return """
                # %1$s

                A Tetris Arena bot (arena %2$s). Only a JDK 17 or newer is needed: the Maven wrapper fetches
                Maven, and `lib/` holds the bot API (with sources and javadoc) and the arena the tests use.

                - `src/main/java/.../*Bot.java`: the bot, id `%1$s`. Its `info()` id must stay unique among
                  the arena's bots.
                - `src/test/java/.../*BotTest.java`: what every bot must do (a legal move on a board drawn in
                  strings with `ObservationBuilder`; three whole `classic` games through the arena's referee
                  with `BotHarness`, without illegal moves, timeouts or exceptions), and a floor of lines to
                  raise as the bot improves. The build prints the games' summary (pieces, lines, score).

                Build (tests included):

                ```
                ./mvnw -B -q package
                ```

                Enter it: copy `target/%1$s-1.0.0.jar` into the arena's `plugins/` folder, then from the arena
                checkout `java -jar arena/target/arena.jar bots` lists it and
                `java -jar arena/target/arena.jar play --bot %1$s --event classic` shows a game. The guide:
                docs/writing-a-bot.md in the arena's repository.
                """.formatted(name, arenaVersion);
    }
}
