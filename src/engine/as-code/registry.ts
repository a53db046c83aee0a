/**
 * The "as code" targets, keyed by id: Sentinel's and the older libraries' (one file each, listed below), then those
 * the limiter cores declare (`AsCodePart`, a core's `asCode`: its folder's `as-code.ts`), found through the
 * manifest in its order and loaded with this module. The panel, its picker, the CLI and the golden tests read this
 * list.
 */
import { annotationTarget } from './annotation';
import { bucket4jTarget } from './bucket4j';
import { goRateTarget } from './go-rate';
import { resilience4jTarget, resilience4jYamlTarget } from './resilience4j';
import { guavaTarget } from './guava';
import { javaTarget } from './java';
import { nacosJsonTarget } from './nacos-json';
import { sentinelGoTarget } from './sentinel-go';
import { springYamlTarget } from './spring-yaml';
import { manifest } from '../limiters/manifest';
import {
  DEFAULT_AS_CODE_OPTIONS,
  type AsCodeInput,
  type AsCodeOptions,
  type AsCodePart,
  type AsCodeTarget,
} from './types';

function declaresAsCode<T extends object>(core: T): core is T & AsCodePart {
  return typeof (core as Partial<AsCodePart>).asCode === 'function';
}

/** The targets the cores declare, in the manifest's order. */
const OF_CORES: readonly AsCodeTarget[] = await Promise.all(
  Object.values(manifest())
    .filter(declaresAsCode)
    .map((core) => core.asCode().then((m) => m.default)),
);

export const AS_CODE_TARGETS: readonly AsCodeTarget[] = [
  javaTarget,
  springYamlTarget,
  nacosJsonTarget,
  annotationTarget,
  sentinelGoTarget,
  guavaTarget,
  goRateTarget,
  bucket4jTarget,
  resilience4jTarget,
  resilience4jYamlTarget,
  ...OF_CORES,
];

export function asCodeTarget(id: string): AsCodeTarget | undefined {
  return AS_CODE_TARGETS.find((t) => t.id === id);
}

/** The text of target `id` for `input`; throws on an unknown id (a programming error). */
export function generateAsCode(
  id: string,
  input: AsCodeInput,
  options: AsCodeOptions = DEFAULT_AS_CODE_OPTIONS,
): string {
  const target = asCodeTarget(id);
  if (target === undefined) throw new Error(`unknown as-code target "${id}"`);
  return target.generate(input, options);
}
