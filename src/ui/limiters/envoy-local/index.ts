/**
 * Envoy's HTTP local rate limit filter (FROM SOURCE, NOT TRACE-CHECKED) as the page shows it: the default token
 * bucket's level against max_tokens, its sliders and fill_interval select under Envoy's field names, the "why?"
 * line from the logged numbers; loaded when first needed (`lazy`), its 中文, explanation steps, gallery example
 * (./gallery.ts) and Compare preset against nginx limit_req (./compare.ts), each with its words.
 *
 * Its view: the words and the page's parts (its core is engine/limiters/envoy-local/index.ts).
 */
import { ENVOY_SERIES } from '../../../engine/limiters/envoy-local';
import { Outcome } from '../../../engine/sim/result';
import { itemChoice, scenarioRate } from '../item-choice';
import { logged, ownSeriesCursor } from '../own-series-view';
import { defineView, type ChoiceOption, type Control } from '../view';
import messages from './messages';

/** fill_interval choices: protobuf durations, as Envoy's YAML writes them (Envoy refuses less than 0.05s). */
export const FILL_INTERVALS = ['0.1s', '0.25s', '0.5s', '1s', '2s', '10s', '60s'] as const;

const intervalOption = (value: string): ChoiceOption => ({
  value,
  labelKey: `envoy.interval.${value}`,
  hintKey: 'envoy.interval.hint',
});

const slider = (name: string, path: string[], hint: string, min: number, max: number, fallback: number): Control => ({
  name,
  path,
  scope: 'config',
  hint,
  unit: name.endsWith('numerator') ? '' : 'tokens',
  min,
  max,
  step: 1,
  fallback,
});

export const envoyLocalView = defineView({
  why(lim, i, tr, num) {
    const total = logged(lim, 'totalTokens', i);
    const idea = tr('envoy.idea', { rate: num(lim.constants.fill_rate, 3), max: lim.constants.max_tokens });
    // the logged numbers say which line applies: no total (not sampled), a token taken, or rate limited
    if (total !== total) {
      const draw = logged(lim, 'enabledDraw', i);
      return {
        formula: tr('envoy.why.disabled', { draw: num(draw, 0), pct: num(lim.constants.filter_enabled, 3) }),
        idea,
      };
    }
    const t = num(total, 3);
    if (logged(lim, 'consumed', i) === 1) return { formula: tr('envoy.why.ok', { total: t }), idea };
    const blocked = lim.requests.outcome[i] === Outcome.Blocked;
    return { formula: tr(blocked ? 'envoy.why.limited' : 'envoy.why.shadow', { total: t }), idea };
  },
  charts: {
    uses: [
      { chart: 'qps', reads: ['passed', 'blocked', 'limitQps'] },
      { chart: 'requests', reads: ['totalTokens'] },
      { chart: 'state', reads: ['tokens', 'max_tokens'] },
    ],
    noCurve: () => ({ key: 'envoy.noCurve', params: {} }),
    state: [{ titleKey: 'envoy.bucket', unit: 'tokens', series: ['tokens'], levels: ['max_tokens'], step: false }],
  },
  controls: [
    slider('max_tokens', ['token_bucket', 'max_tokens'], 'envoy.maxTokens', 1, 200, 10),
    slider('tokens_per_fill', ['token_bucket', 'tokens_per_fill'], 'envoy.tokensPerFill', 1, 200, 1),
    slider('filter_enabled.numerator', ['filter_enabled', 'default_value', 'numerator'], 'envoy.enabled', 0, 100, 100),
    slider(
      'filter_enforced.numerator',
      ['filter_enforced', 'default_value', 'numerator'],
      'envoy.enforced',
      0,
      100,
      100,
    ),
  ],
  choiceControls: [
    {
      name: 'fill_interval',
      path: ['token_bucket', 'fill_interval'],
      hint: 'envoy.fillInterval',
      options: FILL_INTERVALS.map(intervalOption),
      fallback: '1s',
    },
  ],
  cursor: ownSeriesCursor(
    ENVOY_SERIES,
    {
      max_tokens: ['tokens', 0],
      tokens_per_fill: ['tokens', 0],
      fill_interval: ['ms', 0],
      fill_rate: ['QPS', 3],
      filter_enabled: ['', 3],
      filter_enforced: ['', 3],
    },
    ['max_tokens', 'tokens_per_fill', 'fill_interval', 'fill_rate'],
  ),
  choice: itemChoice('envoy-local', 'envoy', 'envoyLocalRateLimit', (s) => ({
    type: 'envoyLocalRateLimit',
    stat_prefix: 'http_local_rate_limiter',
    token_bucket: { max_tokens: 10, tokens_per_fill: Math.max(1, Math.round(scenarioRate(s))), fill_interval: '1s' },
    filter_enabled: { default_value: { numerator: 100, denominator: 'HUNDRED' } },
    filter_enforced: { default_value: { numerator: 100, denominator: 'HUNDRED' } },
  })),
  compare: { defaultPreset: 'envoy-vs-nginx', edits: [] },
  messages,
  lazy: () => import('./lazy'),
});
