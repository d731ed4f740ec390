package io.tetrisarena.api.kernel;

import java.util.ServiceLoader;

/** The one {@link SeedStreams} of the kernel jar, looked up once. */
final class InstalledSeedStreams {
    static final SeedStreams STREAMS = ServiceLoader.load(SeedStreams.class, SeedStreams.class.getClassLoader())
            .findFirst().orElseThrow(() -> new IllegalStateException("the kernel jar's seed streams are missing: "
                    + "META-INF/services/" + SeedStreams.class.getName()));

    private InstalledSeedStreams() {
    }
}
