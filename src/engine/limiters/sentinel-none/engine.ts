/** The engine half of sentinel-none (see ./index.ts): how the run logs and samples it and how its decisions are explained. */
import type { LimiterEngine } from '../contract';
import { NONE_RECORDER } from '../sentinel-recorders';
import { phrase } from '../../phrase';

export const sentinelNoneEngine: LimiterEngine = {
  flow: {
    // never claims a controller: the builder chooses it when Sentinel loads or applies nothing
    controllerClass: '',
    grade: 1,
    refusal: null,
    describe: () => ({ constants: {}, label: phrase('summary.rule.invalid') }),
    recorder: () => NONE_RECORDER,
    steps: () => [],
    chainSample() {},
  },
  runner: null,
  explain: null,
};

/** The engine half engines.ts loads for this folder's kind when a scenario first uses it. */
export default sentinelNoneEngine;
