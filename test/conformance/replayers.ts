import { replaySentinelFlow } from './replay-sentinel-flow';
import { replaySentinelCluster } from './replay-sentinel-cluster';
import type { Engine, Replayer } from './trace';
import { replayGuava } from './replay-guava';
import { replayGoRate } from './replay-go-rate';
import { replayResilience4j } from './replay-resilience4j';
import { replayScgRedis } from './replay-scg-redis';
import { replayBucket4j } from './replay-bucket4j';
import { replaySentinelGoFlow } from './replay-sentinel-go-flow';
import { replaySentinelDegrade } from './replay-sentinel-degrade';
import { replaySentinelDegradeLegacy } from './replay-sentinel-degrade-legacy';
import { replaySentinelParamFlow } from './replay-sentinel-param-flow';
import { replaySentinelGateway } from './replay-sentinel-gateway';
import { replayDegradeThroughChain, replayFlowThroughChain, replayLegacyDegradeThroughChain } from './replay-chain';

/** Both replays of one trace; the trace passes only if both match every row. */
function both(a: Replayer, b: Replayer): Replayer {
  return (trace) => [...a(trace), ...b(trace)];
}

/**
 * Which engine replays which trace family (flow, degrade and legacy degrade traces also through the slot chain). `null` marks a family whose engine is not built
 * yet: its traces are reported as pending (never as passed); under ../shared/conformance they fail the run under --strict,
 * under ../shared/conformance-next they are reported as NOT BUILT and never fail it.
 */
export const replayers: Record<Engine, Replayer | null> = {
  'sentinel-flow': both(replaySentinelFlow, replayFlowThroughChain),
  guava: replayGuava,
  'sentinel-degrade': both(replaySentinelDegrade, replayDegradeThroughChain),
  'sentinel-degrade-legacy': both(replaySentinelDegradeLegacy, replayLegacyDegradeThroughChain),
  // conformance-next (not built yet: reported as NOT BUILT there, never a failure)
  'sentinel-param-flow': replaySentinelParamFlow,
  'sentinel-gateway': replaySentinelGateway,
  'sentinel-cluster': replaySentinelCluster,
  'go-rate': replayGoRate,
  bucket4j: replayBucket4j,
  resilience4j: replayResilience4j,
  'scg-redis': replayScgRedis,
  'sentinel-go-flow': replaySentinelGoFlow,
};
