/**
 * Search support for bots: the board features of the classic Tetris AIs ({@link
 * io.tetrisarena.api.features.Feature}, {@link io.tetrisarena.api.features.BoardFeatures}), measured on a
 * reusable {@link io.tetrisarena.api.features.PlacementContext}; their named lists ({@link
 * io.tetrisarena.api.features.FeatureSet}); linear evaluation and its weights file ({@link
 * io.tetrisarena.api.features.LinearEvaluator}, {@link io.tetrisarena.api.features.LinearWeights}); and a
 * one- or two-piece best-move {@link io.tetrisarena.api.features.Search}. Everything here allocates
 * nothing per evaluated placement.
 */
package io.tetrisarena.api.features;
