/**
 * Shared labels: the limiter picker's options (lib/limiter-choice.ts), traffic shapes
 * (lib/traffic-presets.ts), word units and the three request outcomes. The picker uses the
 * Sentinel dashboard's 流控效果 names (快速失败, Warm Up, 排队等待), with `controlBehavior` kept.
 */
import type { Catalog } from './catalog';

export default {
  'shape.step': 'Step',
  'shape.step.hint': 'quiet at rate ÷ 6, then a step to the rate at one third of the run',
  'shape.steady': 'Steady',
  'shape.steady.hint': 'the rate, evenly spaced',
  'shape.poisson': 'Poisson',
  'shape.poisson.hint': 'random arrivals at the rate on average',
  'shape.bursty': 'Bursty',
  'shape.bursty.hint': 'the rate arrives all at once at the start of each second',
  'shape.spike': 'Spike',
  'shape.spike.hint': 'steady at the rate, plus 3 × rate requests in 100 ms halfway',
  'shape.ramp': 'Ramp',
  'shape.ramp.hint': 'from 0 to the rate over the whole run',

  'unit.tokens': 'tokens',
  'unit.tokens.one': 'token',
  'unit.tokens.other': 'tokens',
  'unit.requests': 'requests',
  'unit.requests.one': 'request',
  'unit.requests.other': 'requests',
  'unit.permits': 'permits',
  'unit.permits.one': 'permit',
  'unit.permits.other': 'permits',
  'unit.threads': 'threads',
  'unit.threads.one': 'thread',
  'unit.threads.other': 'threads',
  'unit.permitsPerSecond': 'permits/s',
  'unit.secondsPerToken': 's/token',
  'unit.microsPerPermit': 'µs/permit',
  'unit.errors': 'errors',
  'unit.errors.one': 'error',
  'unit.errors.other': 'errors',
  'unit.checks': 'checks',
  'unit.checks.one': 'check',
  'unit.checks.other': 'checks',
  'unit.calls': 'calls',
  'unit.calls.one': 'call',
  'unit.calls.other': 'calls',

  'outcome.passed': 'passed',
  'outcome.waited': 'waited',
  'outcome.blocked': 'blocked',
} satisfies Catalog;
