/**
 * The slot chain (`chain:0`): the walk of one request through Sentinel's slots, with each deciding check's own
 * numbers — the authority list, the system limit that stopped it, every flow rule's controller steps (captured by
 * ChainSim's `onFlowCheck` right after each `canPass`), and each circuit breaker's `tryPass` (breaker.ts).
 *
 *   NodeSelectorSlot → ClusterBuilderSlot → LogSlot → StatisticSlot → AuthoritySlot → SystemSlot → [ParamFlowSlot]
 *   → FlowSlot → DegradeSlot
 * (ParamFlowSlot with hot-parameter rules: each rule's check of each value, read off its decision record, param-flow.ts)
 *
 * A request's verdict can come after later arrivals (a flow wait parks it), so the explainer keeps driving the
 * chain until the verdict of the request asked about is out (`onVerdict`). Inside the chain a flow rule that
 * admits a request does not end the walk: its "→ pass" becomes "→ next", except for PriorityWaitException,
 * which skips the later flow rules and the DegradeSlot.
 */
import { authorityPassCheck, AUTHORITY_BLACK, AUTHORITY_WHITE } from '../sentinel/authority-rule';
import type { ChainRequest, ChainSim, ChainVerdict } from '../sentinel/chain/chain-sim';
import { ExtensionSlot, Reason, Slot } from '../sim/chain-result';
import type { ParsedParams } from '../sentinel/gateway/gateway-param-parser';
import type { ParamFlowDecision } from '../sentinel/param-flow/decision';
import { convertedGatewayRules } from '../sim/gateway-rules-info';
import { gatewaySteps } from './gateway';
import { checkValueSteps, paramFlowSteps } from './param-flow';
import { BreakerWatch, breakerSteps } from './breaker';
import type { FlowSteps } from '../limiters/flow-part';
import { checkStep, infoStep, thenKey, type Explanation, type Step } from './types';

const NODE_KEYS: Record<number, string> = {
  [Reason.FlowClusterNode]: '@explain.node.cluster',
  [Reason.FlowOriginNode]: '@explain.node.origin',
  [Reason.FlowRelateNode]: '@explain.node.relate',
  [Reason.FlowChainNode]: '@explain.node.chain',
};

const SYSTEM_KEYS: Record<number, string> = {
  [Reason.SystemQps]: 'explain.chain.systemQps',
  [Reason.SystemThread]: 'explain.chain.systemThread',
  [Reason.SystemRt]: 'explain.chain.systemRt',
  [Reason.SystemLoad]: 'explain.chain.systemLoad',
  [Reason.SystemCpu]: 'explain.chain.systemCpu',
};

/** A flow rule's step inside the chain: an admission goes on to the next check instead of ending the walk. */
function inChain(step: Step): Step {
  const c = step.check;
  if (c === undefined) return step;
  const check = { ...c, yes: c.yes === 'pass' ? 'next' : c.yes, no: c.no === 'pass' ? 'next' : c.no } as const;
  return { ...step, check, params: { ...step.params, then: thenKey(check) } };
}

export class ChainExplainer {
  /** explanations of the watched requests whose verdict is out, by request index (take them out as you read) */
  readonly explained = new Map<number, Explanation>();
  private readonly watches = new Map<number, BreakerWatch>();
  private wanted: (index: number) => boolean = () => false;
  /** per watched request in flight: its identity and the flow steps so far */
  private readonly open = new Map<
    number,
    { req: ChainRequest; flow: Step[]; hot: Step[]; gateway: ParamFlowDecision | null }
  >();
  /** the gateway adapter's parse of watched requests, by arrival index (given by the caller: it parses) */
  private readonly parsed = new Map<number, ParsedParams>();
  private arrived = 0;
  /** the converted rule of each gateway rule, computed on first use */
  private converted: ReturnType<typeof convertedGatewayRules> | null = null;

  constructor(
    readonly sim: ChainSim,
    /** each flow controller's steps, from its module (handed in: see limiters/flow-part.ts) */
    private readonly flowSteps: FlowSteps,
    readonly limiterId = 'chain:0',
  ) {
    sim.breakers.forEach(({ cb }, b) => this.watches.set(b, new BreakerWatch(cb)));
    sim.onFlowCheck = (index, rule, reason, controller, out) => {
      const open = this.open.get(index);
      if (open === undefined) return;
      const ref = sim.flowRulesOf(open.req.resource).find((l) => l.index === rule)?.rule.refResource ?? '';
      const { resource, origin, context } = open.req;
      open.flow.push(
        infoStep(
          'flow-node',
          'explain.chain.flowRule',
          { rule, node: NODE_KEYS[reason] ?? '?', resource, origin, context, refResource: ref },
          ['FlowSlot'],
        ),
      );
      const steps = this.flowSteps(controller, sim.clock.startMs);
      // PriorityWaitException ends FlowSlot's loop and skips DegradeSlot: its "→ pass" stands
      open.flow.push(...(out.priorityWait ? steps : steps.map(inChain)));
    };
    // the hot-parameter slots' decision records, read as they are made: ParamFlowSlot's turned into steps now
    // (param-flow.ts), GatewayFlowSlot's kept for the gateway steps, which also need the request's parse
    sim.onParamCheck = (index, slot, d) => {
      const open = this.open.get(index);
      if (open === undefined) return;
      if (slot === ExtensionSlot.GatewayFlow) open.gateway = d;
      if (slot !== ExtensionSlot.ParamFlow) return;
      open.hot.push(...paramFlowSteps(d, sim.clock.startMs, (p) => sim.paramFlow.inputIndexOf(p)));
    };
    sim.onVerdict = (v) => {
      const open = this.open.get(v.index);
      if (open === undefined) return;
      this.open.delete(v.index);
      this.explained.set(v.index, this.build(v, open.flow, open.hot, open.gateway));
    };
  }

  /** Which arrivals to explain (by the chain's own numbering 0, 1, …): set before driving them. */
  watch(wanted: (index: number) => boolean): void {
    this.wanted = wanted;
  }

  /** The gateway adapter's parse of arrival `index` (before it arrives), for the gateway steps. */
  parsedFor(index: number, parsed: ParsedParams): void {
    if (this.wanted(index)) this.parsed.set(index, parsed);
  }

  /** The next arrival. */
  arrive(tMs: number, req: ChainRequest): void {
    const index = this.arrived++;
    if (this.wanted(index)) this.open.set(index, { req, flow: [], hot: [], gateway: null });
    this.sim.arrive(tMs, req);
  }

  /** Runs the chain until every parked request has its verdict (the end of a run). */
  settle(): void {
    this.sim.settle();
  }

  private build(v: ChainVerdict, flow: Step[], hot: Step[], gateway: ParamFlowDecision | null): Explanation {
    const sim = this.sim;
    const startMs = sim.clock.startMs;
    const req = v.request;
    const who = {
      resource: req.resource,
      origin: req.origin,
      from: req.origin === '' ? '@explain.chain.noOrigin' : '@explain.chain.fromOrigin',
      context: req.context,
    };
    const steps: Step[] = [
      infoStep('slot-chain', req.entryIn ? 'explain.chain.entryIn' : 'explain.chain.entryOut', who, [
        'NodeSelectorSlot',
        'ClusterBuilderSlot',
        'StatisticSlot',
      ]),
    ];
    const stopped = v.stoppedBy;
    steps.push(...this.authoritySteps(req));
    if (stopped === Slot.Authority) return this.done(v, steps);
    if (stopped === Slot.System) {
      steps.push(
        checkStep(
          'system-rule',
          SYSTEM_KEYS[v.reason] ?? 'explain.chain.systemOther',
          { value: v.value, limit: v.limit, acquire: req.acquire },
          { lhs: v.value, op: '>', rhs: v.limit, yes: 'block', no: 'next' },
          ['SystemSlot'],
        ),
      );
      return this.done(v, steps);
    }
    if (sim.system !== null) {
      steps.push(infoStep('system-rule', req.entryIn ? 'explain.chain.systemPass' : 'explain.chain.systemSkip', {}));
    }
    steps.push(...this.gatewaySteps(v, gateway));
    if (stopped === ExtensionSlot.GatewayFlow) return this.done(v, steps);
    steps.push(...hot);
    if (stopped === ExtensionSlot.ParamFlow) return this.done(v, steps);
    steps.push(...(flow.length > 0 ? flow : [infoStep('flow-node', 'explain.chain.noFlowRule', who)]));
    if (stopped === Slot.Flow) return this.done(v, steps);
    if (v.reason === Reason.PriorityWait) return this.done(v, steps);
    steps.push(...this.degradeSteps(v, startMs));
    if (v.pass) {
      const waited = v.exactWaitMs > 0;
      const key = waited ? 'explain.chain.passedAfterWait' : 'explain.chain.passed';
      steps.push(infoStep('slot-chain', key, waited ? { waitMs: v.exactWaitMs } : {}, ['StatisticSlot']));
    }
    return this.done(v, steps);
  }

  private done(v: ChainVerdict, steps: Step[]): Explanation {
    return {
      limiterId: this.limiterId,
      requestIndex: v.index,
      tMs: v.arrivalMs - this.sim.clock.startMs,
      className: 'ProcessorSlotChain',
      verdict: { pass: v.pass, waitMs: v.pass ? v.exactWaitMs : 0 },
      steps,
    };
  }

  /** GatewayFlowSlot: the adapter's parse, each converted rule and its value's bucket (explain/gateway.ts). */
  private gatewaySteps(v: ChainVerdict, decision: ParamFlowDecision | null): Step[] {
    const manager = this.sim.gatewayFlow.manager;
    const resource = v.request.resource;
    if (manager.getConvertedParamRules(resource).length === 0) return [];
    this.converted ??= convertedGatewayRules(manager);
    const converted = this.converted;
    const startMs = this.sim.clock.startMs;
    const parsed = this.parsed.get(v.index) ?? null;
    this.parsed.delete(v.index);
    const sourceOf = (order: number) =>
      converted.findIndex((c) => c !== null && c.json.resource === resource && c.checkOrder === order);
    return gatewaySteps({ resource, parsed, decision, rules: manager.rules, converted, sourceOf }, (check) =>
      checkValueSteps(check, startMs),
    );
  }

  /** AuthoritySlot: the resource's rule (Sentinel keeps one) against the request's origin. */
  private authoritySteps(req: Readonly<ChainRequest>): Step[] {
    const rules = this.sim.authority.byResource.get(req.resource) ?? [];
    const steps: Step[] = [];
    for (const { rule, index } of rules) {
      const check = authorityPassCheck(rule, req.origin);
      const list = rule.strategy === AUTHORITY_BLACK ? 'black' : rule.strategy === AUTHORITY_WHITE ? 'white' : null;
      if (req.origin === '' || list === null || !rule.limitApp) {
        steps.push(infoStep('authority', 'explain.chain.authorityNone', { rule: index, reason: check.reason }));
        continue;
      }
      steps.push(
        checkStep(
          'authority',
          'explain.chain.authority',
          {
            rule: index,
            origin: req.origin,
            listed: check.contain ? '@explain.authority.on' : '@explain.authority.notOn',
            list: `@explain.authority.${list}`,
            limitApp: rule.limitApp ?? '',
          },
          // white list: pass iff listed; black list: block iff listed
          {
            lhs: check.contain ? 1 : 0,
            op: '==',
            rhs: 1,
            yes: list === 'white' ? 'next' : 'block',
            no: list === 'white' ? 'block' : 'next',
          },
          ['AuthoritySlot', 'limitApp'],
        ),
      );
      if (!check.pass) break;
    }
    return steps;
  }

  /** DegradeSlot: each breaker of the resource that saw this request, or a 1.7.2 rule's cut. */
  private degradeSteps(v: ChainVerdict, startMs: number): Step[] {
    const sim = this.sim;
    const steps: Step[] = [];
    if (sim.legacyDegrade.length > 0 || sim.version === '1.7.2') {
      if (v.stoppedBy === Slot.Degrade) {
        steps.push(
          checkStep(
            'legacy-degrade',
            Number.isNaN(v.value) ? 'explain.chain.legacyCut' : 'explain.chain.legacyTripped',
            { rule: v.rule, value: v.value, limit: v.limit },
            { lhs: 1, op: '==', rhs: 1, yes: 'block', no: 'next' },
            ['DegradeSlot', 'count'],
          ),
        );
      }
      return steps;
    }
    sim.breakers.forEach(({ rule, resource, cb }, b) => {
      if (resource !== v.request.resource || cb.lastTry.requestIndex !== v.index) return;
      const w = this.watches.get(b)!;
      const c = cb.lastCompletion;
      w.latestCheck = c.requestIndex >= 0 ? { ...c } : null;
      steps.push(...breakerSteps(w, rule, startMs));
    });
    return steps;
  }
}
