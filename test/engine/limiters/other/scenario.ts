/** Scenarios for the other libraries' modules: the default scenario with replayed arrivals and one item. */
import { defaultScenario, parseScenario, type Scenario } from '../../../../src/engine/scenario';

export function replayScenario(
  timesMs: number[],
  item: Record<string, unknown>,
  durationMs = 5000,
  acquire = 1,
): Scenario {
  const base = defaultScenario();
  const s = {
    ...base,
    durationMs,
    rules: [],
    guava: [],
    traffic: [{ ...base.traffic[0], type: 'replay', timesMs, offsetMs: 0, acquire }],
    limiters: [item],
    view: { ...base.view, limiter: { kind: 'limiters', index: 0 } },
  };
  delete (s.traffic[0] as Record<string, unknown>).steps;
  delete (s.traffic[0] as Record<string, unknown>).process;
  const p = parseScenario(s);
  if (!p.ok) throw new Error(p.issues.map((i) => `${i.path}: ${i.message}`).join('; '));
  return p.value;
}
