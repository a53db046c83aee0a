/** Traffic: seeded, composable arrival processes and their per-request attributes. */
export {
  MAX_ACQUIRE,
  MAX_DURATION_MS,
  MAX_EXPECTED_REQUESTS,
  MAX_QPS,
  MAX_RT_MS,
  DEFAULT_CONTEXT_NAME,
  ENTRY_TYPES,
  MAX_IDENTITY_CHARS,
  rtSchema,
  type EntryType,
  type ResponseTime,
  type SourceIdentity,
} from './common';
export { generateTraffic, sourceIdentity, type TrafficColumns, type TrafficInput } from './generate';
export {
  applyIncidents,
  incidentMatches,
  incidentSchema,
  MAX_INCIDENTS,
  type Incident,
  type IncidentColumns,
} from './incidents';
export { expectedCount, SOURCE_TYPES, trafficSourceSchema, type TrafficSource } from './registry';
export { injectionSchema, type Injection, type BurstSource } from './sources/burst';
export type { ConstantSource } from './sources/constant';
export type { PoissonSource } from './sources/poisson';
export type { RampSource } from './sources/ramp';
export { MAX_REPLAY_TIMES, type ReplaySource } from './sources/replay';
export { MAX_PER_SECOND, type PerSecondSource } from './sources/per-second';
export type { SineSource } from './sources/sine';
export type { SpikesSource } from './sources/spikes';
export type { StepSource } from './sources/step';
export {
  MAX_SYSTEM_INPUT_STEPS,
  MAX_SYSTEM_LOAD,
  systemInputAt,
  systemInputsSchema,
  type SystemInputs,
  type SystemInputStep,
} from './system-inputs';
export {
  parseTimesCsv,
  parseTimesJson,
  parseTimesText,
  type LineIssue,
  type ParsedText,
  type ParsedTimes,
  type TimesOptions,
} from './times-text';
export {
  argumentValueAt,
  javaValueSchema,
  MAX_JAVA_ELEMENTS,
  MAX_PARAMS,
  ZIPF_JAVA_TYPES,
  type ArgumentDistribution,
  type ZipfJavaType,
} from './arguments';
export { MAX_GATEWAY_FIELDS, type GatewayAttribute, type GatewayAttributes } from './gateway-attributes';
export type { RequestDataTables } from './request-data';
export {
  MAX_REPLAY_VALUES,
  MAX_WEIGHTED_VALUES,
  MAX_ZIPF_EXPONENT,
  MAX_ZIPF_KEYS,
  zipfCumulative,
} from './value-distribution';
