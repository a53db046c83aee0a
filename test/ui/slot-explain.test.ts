import { describe, expect, it } from 'vitest';
import {
  NOT_STOPPED,
  Reason,
  Slot,
  type BreakerTrack,
  type ChainResult,
  type ChainRuleInfo,
} from '../../src/engine/sim/chain-result';
import type { RequestLog } from '../../src/engine/sim/result';
import { slotRole, slotSteps } from '../../src/ui/lib/slot-order';
import { explainReason, findRule, walkRequest, type ReasonInput } from '../../src/ui/lib/slot-explain';
import { translator } from '../../src/ui/i18n/lang';
import { phrase } from '../../src/engine/phrase';

const en = translator('en');
const zh = translator('zh');

const base: ReasonInput = {
  reason: Reason.None,
  value: NaN,
  limit: NaN,
  acquire: 1,
  origin: 'appB',
  context: 'entrance1',
};

describe('explainReason', () => {
  it.each<[string, Partial<ReasonInput>, string]>([
    ['None', {}, 'no check stopped it'],
    ['AuthorityWhite', { reason: Reason.AuthorityWhite }, 'origin "appB" is not on the white list'],
    ['AuthorityBlack', { reason: Reason.AuthorityBlack }, 'origin "appB" is on the black list'],
    ['SystemQps', { reason: Reason.SystemQps, value: 51, limit: 50 }, 'entry passQps 50 + acquire 1 = 51 > qps 50'],
    ['SystemThread', { reason: Reason.SystemThread, value: 12, limit: 10 }, 'entry curThreadNum 12 > maxThread 10'],
    ['SystemRt', { reason: Reason.SystemRt, value: 320.5, limit: 200 }, 'entry avgRt 320.5 ms > avgRt 200 ms'],
    [
      'SystemLoad',
      { reason: Reason.SystemLoad, value: 8.2, limit: 4 },
      'system load 8.2 > highestSystemLoad 4 (BBR check failed)',
    ],
    ['SystemCpu', { reason: Reason.SystemCpu, value: 0.92, limit: 0.8 }, 'cpu usage 0.92 > highestCpuUsage 0.8'],
    ['FlowClusterNode', { reason: Reason.FlowClusterNode, value: 21, limit: 20 }, 'passQps + acquire = 21 > count 20'],
    [
      'FlowOriginNode',
      { reason: Reason.FlowOriginNode, value: 6, limit: 5 },
      'origin "appB": passQps + acquire = 6 > count 5',
    ],
    [
      'FlowRelateNode',
      { reason: Reason.FlowRelateNode, value: 11, limit: 10 },
      'refResource: passQps + acquire = 11 > count 10',
    ],
    [
      'FlowChainNode',
      { reason: Reason.FlowChainNode, value: 3, limit: 2 },
      'context "entrance1": passQps + acquire = 3 > count 2',
    ],
    [
      'DegradeOpen',
      { reason: Reason.DegradeOpen, value: 0.6, limit: 0.5 },
      'breaker OPEN: rejects until the retry time',
    ],
    [
      'DegradeHalfOpen',
      { reason: Reason.DegradeHalfOpen },
      'breaker HALF_OPEN: its probe is still out, so this call is rejected',
    ],
    [
      'PriorityWait',
      { reason: Reason.PriorityWait },
      'prioritized: borrows quota of the next window, waits then passes (PriorityWaitException)',
    ],
  ])('%s', (_name, over, formula) => {
    const e = explainReason({ ...base, ...over }, en);
    expect(e.formula).toBe(formula);
    expect(e.idea.length).toBeGreaterThan(10);
  });

  it('covers every Reason code with its own words', () => {
    const formulas = Object.values(Reason).map((reason) => explainReason({ ...base, reason }, en).formula);
    expect(new Set(formulas).size).toBe(Object.values(Reason).length);
  });

  it('puts a degrade breaker’s numbers in the idea, named by its grade', () => {
    const slow = explainReason({ ...base, reason: Reason.DegradeOpen, value: 0.6, limit: 0.5, grade: 0 }, en);
    expect(slow.idea).toContain('slow ratio was 0.6 against slowRatioThreshold 0.5');
    const errors = explainReason({ ...base, reason: Reason.DegradeHalfOpen, value: 7, limit: 5, grade: 2 }, en);
    expect(errors.idea).toContain('error count was 7 against count 5');
    expect(explainReason({ ...base, reason: Reason.DegradeOpen }, en).idea).not.toContain('was');
  });

  it.each<[ReasonInput['refusal'], string]>([
    ['pacing', 'expected wait 612.5 ms > maxQueueingTimeMs 500'],
    ['warm-up', 'passQps + acquire = 612.5 > warm-up limit 500 QPS'],
    ['thread', 'curThreadNum + acquire = 612.5 > count 500'],
    ['count', 'passQps + acquire = 612.5 > count 500'],
  ])('flow wording follows the refusal the rule’s module declares: %s', (refusal, formula) => {
    const e = explainReason({ ...base, reason: Reason.FlowClusterNode, value: 612.5, limit: 500, refusal }, en);
    expect(e.formula).toBe(formula);
  });

  it('speaks 中文 with the Java names and numbers kept', () => {
    const black = explainReason({ ...base, reason: Reason.AuthorityBlack }, zh);
    expect(black.formula).toBe('origin "appB" 在黑名单中');
    expect(black.idea).toContain('黑名单');
    const flow = explainReason({ ...base, reason: Reason.FlowClusterNode, value: 21, limit: 20 }, zh);
    expect(flow.formula).toBe('passQps + acquire = 21 > count 20');
    expect(flow.idea).toContain('流控模式 直接');
    const slow = explainReason({ ...base, reason: Reason.DegradeOpen, value: 0.6, limit: 0.5, grade: 0 }, zh);
    expect(slow.formula).toBe('熔断器 OPEN：重试时间之前拒绝所有调用');
    expect(slow.idea).toContain('它的慢调用比例为 0.6，阈值 slowRatioThreshold 0.5。');
  });

  it('every Reason has words in both languages (no key shows through)', () => {
    for (const reason of Object.values(Reason)) {
      for (const tr of [en, zh]) {
        const e = explainReason({ ...base, reason, value: 2, limit: 1 }, tr);
        expect(e.formula).not.toMatch(/reason\./);
        expect(e.idea).not.toMatch(/reason\./);
      }
    }
  });
});

describe('slotSteps', () => {
  const statuses = (stoppedBy: number, reason?: number) => slotSteps(stoppedBy, reason).map((s) => s.status[0]);

  it('a request no slot stopped passes all eight', () => {
    expect(statuses(NOT_STOPPED).join('')).toBe('pppppppp');
  });

  it.each([
    [Slot.Authority, 'ppppsnnn', 'AuthorityException'],
    [Slot.System, 'pppppsnn', 'SystemBlockException'],
    [Slot.Flow, 'ppppppsn', 'FlowException'],
    [Slot.Degrade, 'ppppppps', 'DegradeException'],
  ])('stopped by slot %i: %s', (slot, expected, exception) => {
    const steps = slotSteps(slot);
    expect(steps.map((s) => s.status[0]).join('')).toBe(expected);
    expect(steps[slot].exception).toBe(exception);
    expect(steps[slot].name).toMatch(/Slot$/);
  });

  it('a prioritized wait passes FlowSlot and never reaches DegradeSlot', () => {
    const steps = slotSteps(NOT_STOPPED, Reason.PriorityWait);
    expect(steps.map((s) => s.status[0]).join('')).toBe('pppppppn');
    expect(steps[Slot.Flow].exception).toBe('PriorityWaitException');
    expect(statuses(Slot.Flow, Reason.PriorityWait).join('')).toBe('pppppppn');
  });
});

// three requests: passed (waited, probe), blocked by the flow rule, blocked by an authority rule
function fixture(): { chain: ChainResult; requests: RequestLog } {
  const n = 4;
  const rules: ChainRuleInfo[] = [
    { kind: 'flow', index: 0, resource: 'demo', loaded: true, label: phrase('rules.flow.thread', { count: 20 }) },
    { kind: 'authority', index: 0, resource: 'demo', loaded: true, label: phrase('rules.authority.black') },
    { kind: 'degrade', index: 0, resource: 'demo', loaded: true, label: phrase('rules.degrade.count', { count: 1 }) },
  ];
  const breaker = { rule: 0, grade: 0, threshold: 0.5 } as BreakerTrack;
  const chain: ChainResult = {
    resources: ['demo'],
    origins: ['', 'appB'],
    contexts: ['sentinel_default_context'],
    log: {
      resource: new Uint16Array(n),
      origin: Uint16Array.from([0, 0, 1, 0]),
      context: new Uint16Array(n),
      stoppedBy: Uint8Array.from([NOT_STOPPED, Slot.Flow, Slot.Authority, Slot.Degrade]),
      rule: Int16Array.from([-1, 0, 0, 0]),
      reason: Uint8Array.from([Reason.None, Reason.FlowClusterNode, Reason.AuthorityBlack, Reason.DegradeOpen]),
      value: Float64Array.from([NaN, 21, NaN, 0.75]),
      limit: Float64Array.from([NaN, 20, NaN, 0.5]),
      probe: Uint8Array.from([1, 0, 0, 0]),
      flowRulesChecked: Uint16Array.from([1, 1, 0, 1]),
    },
    breakers: [breaker],
    system: null,
    rules,
    blockedBySlot: [0, 0, 0, 0, 1, 0, 1, 1],
    perResource: [],
  };
  const requests = {
    count: n,
    truncated: false,
    totalRequests: n,
    tMs: Float64Array.from([10, 20, 30, 40]),
    acquire: Int32Array.from([1, 1, 1, 1]),
    prioritized: new Uint8Array(n),
    outcome: Uint8Array.from([1, 2, 2, 2]),
    waitMs: Float64Array.from([12.5, 0, 0, 0]),
  } as RequestLog;
  return { chain, requests };
}

describe('walkRequest', () => {
  const { chain, requests } = fixture();

  it('a passed probe: all slots passed, its wait, no stop', () => {
    const w = walkRequest(chain, requests, 0, en)!;
    expect(w.stopped).toBe(false);
    expect(w.probe).toBe(true);
    expect(w.steps.every((s) => s.status === 'passed')).toBe(true);
    expect(w.summary).toBe('passed all slots after waiting 12.5 ms');
    expect(w.explained).toBeNull();
    expect(w.rule).toBeNull();
    expect(w.context).toBe('sentinel_default_context');
  });

  it('a flow block: the slot, its exception, the rule and the numbers', () => {
    const w = walkRequest(chain, requests, 1, en)!;
    expect(w.stopped).toBe(true);
    expect(w.slotName).toBe('FlowSlot');
    expect(w.exception).toBe('FlowException');
    expect(w.rule?.label).toEqual(phrase('rules.flow.thread', { count: 20 }));
    expect(w.explained?.formula).toBe('passQps + acquire = 21 > count 20');
    expect(w.summary).toBe('FlowSlot (FlowException)');
  });

  it('matches the rule by kind as well as index', () => {
    const w = walkRequest(chain, requests, 2, en)!;
    expect(w.rule?.kind).toBe('authority');
    expect(w.explained?.formula).toBe('origin "appB" is on the black list');
    expect(w.steps.map((s) => s.status[0]).join('')).toBe('ppppsnnn');
  });

  it('names the degrade value by the breaker’s grade', () => {
    const w = walkRequest(chain, requests, 3, en)!;
    expect(w.explained?.formula).toBe('breaker OPEN: rejects until the retry time');
    expect(w.explained?.idea).toContain('slow ratio was 0.75 against slowRatioThreshold 0.5');
  });

  it('summarises in the language it is given', () => {
    expect(walkRequest(chain, requests, 0, zh)!.summary).toBe('等待 12.5 ms 后通过全部 slot');
    expect(walkRequest(chain, requests, 1, zh)!.summary).toBe('FlowSlot (FlowException)');
    expect(walkRequest(chain, requests, 3, zh)!.explained?.idea).toContain('慢调用比例为 0.75');
  });

  it('names what each slot does', () => {
    expect(slotRole(Slot.Authority, en)).toBe('checks the origin against white / black lists');
    expect(slotRole(Slot.Authority, zh)).toBe('按白名单 / 黑名单检查来源');
  });

  it('is null outside the log', () => {
    expect(walkRequest(chain, requests, -1, en)).toBeNull();
    expect(walkRequest(chain, requests, 4, en)).toBeNull();
  });

  it('findRule has no rule for the non-blocking slots or a -1 index', () => {
    expect(findRule(chain, Slot.Statistic, 0)).toBeNull();
    expect(findRule(chain, Slot.Flow, -1)).toBeNull();
    expect(findRule(chain, Slot.System, 0)).toBeNull();
  });

  it('a prioritized wait is explained but not a stop', () => {
    const f = fixture();
    f.chain.log.stoppedBy[0] = NOT_STOPPED;
    f.chain.log.reason[0] = Reason.PriorityWait;
    f.chain.log.rule[0] = 0;
    const w = walkRequest(f.chain, f.requests, 0, en)!;
    expect(w.stopped).toBe(false);
    expect(w.rule?.kind).toBe('flow');
    expect(w.explained?.formula).toContain('PriorityWaitException');
    expect(w.summary).toContain('DegradeSlot not reached');
  });
});

describe('legacy (1.7.2) degrade rules', () => {
  it('a cut rule is explained as a cut with the compared value, without a probe', () => {
    const e = explainReason(
      {
        reason: Reason.DegradeOpen,
        value: 305,
        limit: 100,
        acquire: 1,
        origin: '',
        context: 'sentinel_default_context',
        grade: 0,
        legacy: true,
      },
      en,
    );
    expect(e.formula).toBe('rule cut (average RT 305 ≥ count 100): rejects until the reset task runs');
    expect(e.idea).toContain('no half-open probe');
  });
});
