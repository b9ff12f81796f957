/**
 * The tasks domain's front door (the layering rule's name for it): the engine's public API,
 * kept in engine.ts, whose path tests and bench/ also use.
 */
export * from './engine';
