package io.tetrisarena.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.pf4j.ExtensionPoint;

/**
 * Walks every public type and member of the API by reflection: each carries a {@link Stability} mark with
 * a since-version (or takes its type's, for the members {@link Stability} names), and each since agrees
 * with the released API jars in {@code api/compat/}: what 1.1.0 had says 1.0.0 or 1.1.0, what 1.2.0 added
 * says 1.2.0, and so on up to 1.5.0, and what none had says the current version.
 */
class StabilityMarksTest {
    /** The four API artifacts' classes (folders or jars, as the build hands them over). */
    private static final List<Path> CLASSES = List.of(codeSourcePath(Stability.class),
            codeSourcePath(io.tetrisarena.api.rules.Rules.class), codeSourcePath(ApiVersion.class),
            codeSourcePath(io.tetrisarena.api.features.LinearWeights.class));

    @Test
    void everyPublicTypeAndMemberHasAMarkWithASince() {
        List<String> missing = new ArrayList<>();
        for (Class<?> type : apiTypes(CLASSES, StabilityMarksTest.class.getClassLoader())) {
            for (Element element : elements(type)) {
                if (element.level() == null || !element.since().matches("\\d+\\.\\d+\\.\\d+")) {
                    missing.add(element.signature());
                }
            }
        }
        assertEquals(List.of(), missing, "public API elements without a Stability mark and since");
    }

    @Test
    void everySinceAgreesWithTheReleasedApiJars() throws IOException {
        Set<String> in110 = signatures(Path.of("../compat/tetris-arena-api-1.1.0.jar"));
        Set<String> in120 = signatures(Path.of("../compat/tetris-arena-api-1.2.0.jar"));
        Set<String> in130 = signatures(Path.of("../compat/tetris-arena-api-1.3.0.jar"));
        Set<String> in140 = signatures(Path.of("../compat/tetris-arena-api-1.4.0.jar"));
        Set<String> in150 = signatures(Path.of("../compat/tetris-arena-api-1.5.0.jar"));
        List<String> wrong = new ArrayList<>();
        for (Class<?> type : apiTypes(CLASSES, StabilityMarksTest.class.getClassLoader())) {
            for (Element element : elements(type)) {
                String since = element.since();
                String expected = in110.contains(element.signature()) ? (since.equals("1.0.0") ? "1.0.0" : "1.1.0")
                        : in120.contains(element.signature()) ? "1.2.0"
                        : in130.contains(element.signature()) ? "1.3.0"
                        : in140.contains(element.signature()) ? "1.4.0"
                        : in150.contains(element.signature()) ? "1.5.0" : ApiVersion.VERSION;
                if (!since.equals(expected)) {
                    wrong.add(element.signature() + " says " + since + ", expected " + expected);
                }
            }
        }
        assertEquals(List.of(), wrong);
    }

    @Test
    void hostOnlyTypesAndAllTheirMembersAreInternal() {
        List<String> notInternal = new ArrayList<>();
        for (Class<?> type : apiTypes(CLASSES, StabilityMarksTest.class.getClassLoader())) {
            boolean internalType = type.getAnnotation(Stability.class).value() == Stability.Level.INTERNAL;
            for (Element element : elements(type)) {
                if (internalType && element.level() != Stability.Level.INTERNAL) {
                    notInternal.add(element.signature());
                }
            }
        }
        assertEquals(List.of(), notInternal, "members of INTERNAL types marked otherwise");
        for (String host : List.of("api.kernel.SrsMoveGenerator", "api.kernel.SrsKicks",
                "kernel.internal.SplitMix64", "kernel.internal.GarbageHoles", "kernel.internal.PieceSequence")) {
            Class<?> type = load("io.tetrisarena." + host, StabilityMarksTest.class.getClassLoader());
            assertEquals(Stability.Level.INTERNAL, type.getAnnotation(Stability.class).value(), host);
        }
    }

    @Test
    void theSeedStreamsAreOutsideTheApiPackages() {
        List<String> inApi = new ArrayList<>();
        for (Class<?> type : apiTypes(CLASSES, StabilityMarksTest.class.getClassLoader())) {
            if (type.getSimpleName().matches("SplitMix64|GarbageHoles|PieceSequence")) {
                inApi.add(type.getName());
            }
        }
        assertEquals(List.of(), inApi, "host-only types in a package bots compile against");
    }

    @Test
    void theWalkSeesEveryPublicTypeOfTheReleasedApi() throws IOException {
        long released = signatures(Path.of("../compat/tetris-arena-api-1.1.0.jar")).stream()
                .filter(s -> s.startsWith("type ")).count();
        long now = apiTypes(CLASSES, StabilityMarksTest.class.getClassLoader()).size();
        assertEquals(44, released, "public types of API 1.1.0: 41 top-level, 3 nested");
        assertTrue(now >= released, now + " types now");
    }

    /** A public type or member and the mark that governs it. */
    private record Element(String signature, Stability.Level level, String since) {
        Element(String signature, Stability mark) {
            this(signature, mark == null ? null : mark.value(), mark == null ? "" : mark.since());
        }
    }

    private static List<Element> elements(Class<?> type) {
        Stability typeMark = type.getAnnotation(Stability.class);
        List<Element> out = new ArrayList<>();
        out.add(new Element(typeSignature(type), typeMark));
        Set<String> components = type.isRecord() ? Arrays.stream(type.getRecordComponents())
                .map(RecordComponent::getName).collect(Collectors.toSet()) : Set.of();
        for (Constructor<?> c : type.getDeclaredConstructors()) {
            if (visible(c)) {
                boolean canonical = type.isRecord() && Arrays.equals(c.getParameterTypes(),
                        Arrays.stream(type.getRecordComponents()).map(RecordComponent::getType).toArray());
                out.add(canonical && c.getAnnotation(Stability.class) == null ? canonical(type, typeMark)
                        : new Element(signature(c), own(c, null)));
            }
        }
        for (Method m : type.getDeclaredMethods()) {
            if (visible(m) && !m.isBridge() && !objectOrEnumMethod(type, m)) {
                boolean accessor = m.getParameterCount() == 0 && components.contains(m.getName());
                out.add(new Element(signature(m), own(m, accessor ? typeMark : null)));
            }
        }
        for (Field f : type.getDeclaredFields()) {
            if (visible(f)) {
                out.add(new Element(signature(f), own(f, f.isEnumConstant() ? typeMark : null)));
            }
        }
        return out;
    }

    /** A record's canonical constructor exists in its shape since its newest component. */
    private static Element canonical(Class<?> record, Stability typeMark) {
        String since = typeMark == null ? "" : typeMark.since();
        for (RecordComponent component : record.getRecordComponents()) {
            Stability mark = component.getAccessor().getAnnotation(Stability.class);
            if (mark != null && compareVersions(mark.since(), since) > 0) {
                since = mark.since();
            }
        }
        Class<?>[] types = Arrays.stream(record.getRecordComponents()).map(RecordComponent::getType)
                .toArray(Class<?>[]::new);
        try {
            return new Element(signature(record.getDeclaredConstructor(types)),
                    typeMark == null ? null : typeMark.value(), since);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(e);
        }
    }

    private static int compareVersions(String a, String b) {
        if (a.isEmpty() || b.isEmpty()) {
            return a.isEmpty() ? (b.isEmpty() ? 0 : -1) : 1;
        }
        int[] x = Arrays.stream(a.split("\\.")).mapToInt(Integer::parseInt).toArray();
        int[] y = Arrays.stream(b.split("\\.")).mapToInt(Integer::parseInt).toArray();
        return Arrays.compare(x, y);
    }

    private static Stability own(AnnotatedElement element, Stability inherited) {
        Stability mark = element.getAnnotation(Stability.class);
        return mark != null ? mark : inherited;
    }

    private static boolean visible(Member member) {
        return !member.isSynthetic() && (Modifier.isPublic(member.getModifiers())
                || Modifier.isProtected(member.getModifiers()));
    }

    private static boolean objectOrEnumMethod(Class<?> type, Method m) {
        String name = m.getName();
        int n = m.getParameterCount();
        return name.equals("toString") && n == 0 || name.equals("hashCode") && n == 0
                || name.equals("equals") && n == 1 && m.getParameterTypes()[0] == Object.class
                || type.isEnum() && (name.equals("values") && n == 0 || name.equals("valueOf") && n == 1);
    }

    private static String typeSignature(Class<?> type) {
        return "type " + type.getName();
    }

    private static String signature(Member member) {
        String owner = member.getDeclaringClass().getName();
        if (member instanceof Field field) {
            return "field " + owner + "." + field.getName();
        }
        Executable executable = (Executable) member;
        String params = Arrays.stream(executable.getParameterTypes()).map(Class::getTypeName)
                .collect(Collectors.joining(","));
        String name = executable instanceof Constructor ? "<init>" : executable.getName();
        return "member " + owner + "." + name + "(" + params + ")";
    }

    /** Every signature of a released api jar, read through its own class loader. */
    private static Set<String> signatures(Path jar) throws IOException {
        Path pf4j = Path.of(codeSource(ExtensionPoint.class));
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL(), pf4j.toUri().toURL()},
                ClassLoader.getPlatformClassLoader()); JarFile file = new JarFile(jar.toFile())) {
            Set<String> out = new TreeSet<>();
            List<String> names = file.stream().map(e -> e.getName()).filter(StabilityMarksTest::isClassFile)
                    .toList();
            for (String name : names) {
                Class<?> type = load(binaryName(name), loader);
                if (isApiType(type)) {
                    elements(type).forEach(e -> out.add(e.signature()));
                }
            }
            return out;
        }
    }

    private static List<Class<?>> apiTypes(List<Path> roots, ClassLoader loader) {
        List<String> names = new ArrayList<>();
        for (Path root : roots) {
            names.addAll(classFiles(root));
        }
        return names.stream().map(name -> load(binaryName(name), loader))
                .filter(StabilityMarksTest::isApiType)
                .sorted((a, b) -> a.getName().compareTo(b.getName()))
                .collect(Collectors.toList());
    }

    private static List<String> classFiles(Path root) {
        if (Files.isRegularFile(root)) {
            try (JarFile jar = new JarFile(root.toFile())) {
                return jar.stream().map(e -> e.getName()).filter(StabilityMarksTest::isClassFile).toList();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.map(p -> root.relativize(p).toString().replace('\\', '/'))
                    .filter(StabilityMarksTest::isClassFile).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static boolean isClassFile(String name) {
        return name.endsWith(".class") && !name.endsWith("package-info.class") && !name.endsWith("module-info.class");
    }

    private static String binaryName(String classFile) {
        return classFile.substring(0, classFile.length() - ".class".length()).replace('/', '.');
    }

    /** A public type of a package under io.tetrisarena.api (io.tetrisarena.kernel.internal is not the API). */
    private static boolean isApiType(Class<?> type) {
        if (!type.getName().startsWith("io.tetrisarena.api.")) {
            return false;
        }
        for (Class<?> t = type; t != null; t = t.getEnclosingClass()) {
            if (!Modifier.isPublic(t.getModifiers()) || t.isAnonymousClass() || t.isLocalClass()) {
                return false;
            }
        }
        return true;
    }

    private static Class<?> load(String name, ClassLoader loader) {
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(name, e);
        }
    }

    private static Path codeSourcePath(Class<?> type) {
        return Path.of(codeSource(type));
    }

    private static java.net.URI codeSource(Class<?> type) {
        try {
            return type.getProtectionDomain().getCodeSource().getLocation().toURI();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }
}
