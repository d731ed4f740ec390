package io.tetrisarena.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * States how stable a public API type is, so a bot author knows what may change under them.
 *
 * <p>{@link Level#STABLE} types change only in a new major {@link ApiVersion}; {@link Level#EXPERIMENTAL}
 * types may change in any minor version; {@link Level#INTERNAL} types are public only for the arena's
 * own use and are not part of the contract.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE})
public @interface Stability {
    /** The stability level of the annotated type. */
    Level value();

    /** How far a type may be relied upon. */
    enum Level { STABLE, EXPERIMENTAL, INTERNAL }
}
