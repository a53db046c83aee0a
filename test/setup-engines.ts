/**
 * Every limiter's engine half loads lazily (engines.ts); tests call simulate() and explainRequest on any scenario
 * synchronously, so load them all once before any test runs (test/engine/limiters/engines-lazy.test.ts checks the
 * loading itself on a fresh module).
 */
import { loadAllEngines } from '../src/engine/limiters/engines';

await loadAllEngines();
