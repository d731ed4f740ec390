package io.tetrisarena.api;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * States how far a public API type or member may be relied upon, and since which {@link ApiVersion} it
 * exists, so a bot author knows what may change under them (docs/api.md).
 *
 * <p>{@link Level#STABLE} elements change only in a new major version; {@link Level#EXPERIMENTAL} ones
 * may change in any minor version; {@link Level#INTERNAL} ones are public only for the arena's own use and
 * are not part of the contract. Every public type and member of the API carries a mark, except the
 * members that take their type's: enum constants, a record's components and canonical constructor, and
 * the methods every enum, record or object has ({@code values}, {@code valueOf}, {@code equals},
 * {@code hashCode}, {@code toString}).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD, ElementType.CONSTRUCTOR, ElementType.FIELD})
@Stability(value = Stability.Level.STABLE, since = "1.0.0")
public @interface Stability {
    /** The stability level of the annotated element. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    Level value();

    /**
     * The API version that introduced the element, {@code MAJOR.MINOR.PATCH}; empty only on marks
     * written before 1.3.0, which had no such element.
     */
    @Stability(value = Stability.Level.STABLE, since = "1.3.0")
    String since() default "";

    /** How far an element may be relied upon. */
    @Stability(value = Stability.Level.STABLE, since = "1.0.0")
    enum Level { STABLE, EXPERIMENTAL, INTERNAL }
}
