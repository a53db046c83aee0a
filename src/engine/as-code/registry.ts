/**
 * The "as code" targets, keyed by id. A new target (another limiter library's config) is one file exporting an
 * AsCodeTarget and one entry in AS_CODE_TARGETS; the panel, its picker and the golden tests read this list.
 */
import { annotationTarget } from './annotation';
import { bucket4jTarget } from './bucket4j';
import { goRateTarget } from './go-rate';
import { resilience4jTarget, resilience4jYamlTarget } from './resilience4j';
import { guavaTarget } from './guava';
import { javaTarget } from './java';
import { nacosJsonTarget } from './nacos-json';
import { nginxTarget } from './nginx';
import { envoyYamlTarget } from '../limiters/envoy-local/as-code';
import { scgYamlTarget } from './scg-yaml';
import { sentinelGoTarget } from './sentinel-go';
import { springYamlTarget } from './spring-yaml';
import { DEFAULT_AS_CODE_OPTIONS, type AsCodeInput, type AsCodeOptions, type AsCodeTarget } from './types';

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
  scgYamlTarget,
  nginxTarget,
  envoyYamlTarget,
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
