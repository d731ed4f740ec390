package io.tetrisarena.arena.cli;

import io.tetrisarena.api.ApiVersion;
import io.tetrisarena.arena.event.InputFileException;
import io.tetrisarena.arena.results.ResultsStore;
import io.tetrisarena.arena.tournament.Tournament;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.NoSuchFileException;
import java.util.List;
import org.apache.commons.cli.CommandLine;
import org.apache.commons.cli.DefaultParser;
import org.apache.commons.cli.HelpFormatter;
import org.apache.commons.cli.Option;
import org.apache.commons.cli.Options;
import org.apache.commons.cli.ParseException;
import org.apache.commons.cli.UnrecognizedOptionException;

/**
 * The command line: {@code java -jar arena.jar COMMAND [OPTIONS]}. Exit codes: 0 success, 1 the command
 * ran but failed (or an internal error), 2 a user error (one line on stderr, never a stack trace).
 */
public final class Main {
    /** Exit code of a user error. */
    public static final int USAGE = 2;

    private Main() {
    }

    public static void main(String[] args) {
        int code = run(args, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }

    /** Runs one command and returns its exit code; tests call this directly. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length == 0 || args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help")) {
            printCommands(out);
            return args.length == 0 ? USAGE : 0;
        }
        if (args[0].equals("--version") || args[0].equals("version")) {
            out.println("tetris-arena " + Tournament.arenaVersion() + " (bot API " + ApiVersion.VERSION + ", Java "
                    + System.getProperty("java.version") + ")");
            return 0;
        }
        Command command = Commands.named(args[0]);
        if (command == null) {
            List<String> names = Commands.ALL.stream().map(Command::name).toList();
            err.println("arena: unknown command '" + args[0] + "'"
                    + io.tetrisarena.arena.text.DidYouMean.suffix(args[0], names) + " (commands: "
                    + String.join(", ", names) + ")");
            return USAGE;
        }
        Options options = command.options();
        options.addOption(Option.builder("h").longOpt("help").desc("show this help").build());
        String[] rest = java.util.Arrays.copyOfRange(args, 1, args.length);
        try {
            // No abbreviations: "--bot" for "--bots" must be an error, not a silent guess.
            CommandLine line = DefaultParser.builder().setAllowPartialMatching(false).build().parse(options, rest);
            if (line.hasOption("help")) {
                printHelp(command, options, out);
                return 0;
            }
            if (line.getArgList().size() > command.maxArguments()) {
                throw new UsageException("unexpected argument '" + line.getArgList().get(command.maxArguments()) + "'");
            }
            rejectRepeatedOptions(line);
            return command.run(line, out, err);
        } catch (UnrecognizedOptionException e) {
            List<String> names = options.getOptions().stream().filter(o -> o.getLongOpt() != null)
                    .map(o -> "--" + o.getLongOpt()).toList();
            return userError(err, command, "unknown option " + e.getOption()
                    + io.tetrisarena.arena.text.DidYouMean.suffix(e.getOption(), names));
        } catch (ParseException e) {
            return userError(err, command, e.getMessage());
        } catch (UsageException | InputFileException e) {
            return userError(err, command, e.getMessage());
        } catch (NoSuchFileException e) {
            return userError(err, command, "no such file: " + e.getFile());
        } catch (ResultsStore.FormatException e) {
            return userError(err, command, e.getMessage());
        } catch (IOException e) {
            err.println("arena " + command.name() + ": " + e.getMessage());
            return 1;
        } catch (Exception | LinkageError e) {
            err.println("arena " + command.name() + ": internal error: " + e);
            e.printStackTrace(err);
            return 1;
        }
    }

    /** A flag given twice is a mistake, whichever value was meant: say so instead of keeping one. */
    private static void rejectRepeatedOptions(CommandLine line) {
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (Option o : line.getOptions()) {
            if (!seen.add(o.getLongOpt())) {
                throw new UsageException("--" + o.getLongOpt() + " is given more than once; give it once");
            }
        }
    }

    private static int userError(PrintStream err, Command command, String message) {
        err.println("arena " + command.name() + ": " + message.replaceAll("\\s*\\R\\s*", " ")
                + " (see 'arena " + command.name() + " --help')");
        return USAGE;
    }

    private static void printCommands(PrintStream out) {
        out.println("usage: java -jar arena/target/arena.jar COMMAND [OPTIONS]   (COMMAND --help for its options;"
                + " --version)");
        out.println();
        for (Command c : Commands.ALL) {
            out.printf("  %-12s %s%n", c.name(), c.description());
        }
    }

    private static void printHelp(Command command, Options options, PrintStream out) {
        PrintWriter writer = new PrintWriter(out);
        HelpFormatter formatter = new HelpFormatter();
        formatter.printHelp(writer, 100, "arena " + command.name() + " [OPTIONS]", command.description(), options,
                2, 2, "", false);
        writer.flush();
    }
}
