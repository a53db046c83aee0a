import { replaySentinelFlow } from './replay-sentinel-flow';
import type { Engine, Replayer } from './trace';
import { replayGuava } from './replay-guava';
import { replaySentinelDegrade } from './replay-sentinel-degrade';
import { replaySentinelDegradeLegacy } from './replay-sentinel-degrade-legacy';

/**
 * Which engine replays which trace family. `null` marks a family whose engine is not built
 * yet: its traces are reported as pending (never as passed), and fail the run under --strict.
 */
export const replayers: Record<Engine, Replayer | null> = {
  'sentinel-flow': replaySentinelFlow,
  guava: replayGuava,
  'sentinel-degrade': replaySentinelDegrade,
  'sentinel-degrade-legacy': replaySentinelDegradeLegacy,
};
