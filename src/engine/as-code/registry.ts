/**
 * The "as code" targets, keyed by id, in the picker's order: the ones listed here by hand, then those the limiter
 * cores declare (`AsCodePart`, a core's `asCode`: its folder's `as-code.ts`), found through the manifest in its
 * order and loaded with this module. The panel, its picker, the CLI and the golden tests read this list.
 *
 * Listed here, not in a core's folder:
 * - Sentinel's rule lists (Java, Spring YAML, Nacos JSON, annotations) and Guava (one target for both of its
 *   kinds) are not one limiter's: they write every kind of their family, so they stay in this folder.
 * - Sentinel-Go, x/time/rate and Bucket4j have a core each, but their place in the picker comes before the
 *   manifest's order would put them: Sentinel-Go before Guava, and Bucket4j before resilience4j (the manifest
 *   lists resilience4j first). Declared by their cores, they would move in the picker, so they stay listed here
 *   until that order is the manifest's.
 */
import { annotationTarget } from './annotation';
import { bucket4jTarget } from './bucket4j';
import { goRateTarget } from './go-rate';
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

/** The targets the cores declare, in the manifest's order (a core's several in the order it lists them). */
const OF_CORES: readonly AsCodeTarget[] = (
  await Promise.all(
    Object.values(manifest())
      .filter(declaresAsCode)
      .map((core) => core.asCode().then((m) => m.default)),
  )
).flat();

export const AS_CODE_TARGETS: readonly AsCodeTarget[] = [
  javaTarget,
  springYamlTarget,
  nacosJsonTarget,
  annotationTarget,
  sentinelGoTarget,
  guavaTarget,
  goRateTarget,
  bucket4jTarget,
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
