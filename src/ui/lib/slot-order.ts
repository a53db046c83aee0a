/**
 * The slot chain's order and names, for the slot view and its explanations (slot-explain.ts): each slot code's
 * name and exception, shorter names for narrow widths, the chain's order with the extension slots a run has, and
 * which slots a request passed, stopped at or never reached. Pure: reads slot codes and the chain's rule list.
 */
import {
  EXTENSION_SLOTS,
  ExtensionSlot,
  NOT_STOPPED,
  Reason,
  SLOT_EXCEPTIONS,
  SLOT_NAMES,
  Slot,
  type ChainResult,
  type ChainRuleKind,
} from '../../engine/sim/chain-result';
import type { Translate } from '../i18n/lang';

export type SlotStatus = 'passed' | 'stopped' | 'not-reached';

/**
 * The name of a slot code: a core slot's (SLOT_NAMES) or an extension slot's (EXTENSION_SLOTS: GatewayFlowSlot,
 * ParamFlowSlot). Every code the chain writes has one.
 */
export function slotName(slot: number): string {
  return SLOT_NAMES[slot as Slot] ?? EXTENSION_SLOTS[slot as ExtensionSlot]?.name ?? `slot ${slot}`;
}

/** The exception a blocking slot throws (core or extension). */
export function slotException(slot: number): string | undefined {
  return SLOT_EXCEPTIONS[slot as Slot] ?? EXTENSION_SLOTS[slot as ExtensionSlot]?.exception;
}

/** Slot names without the `Slot` suffix, then abbreviations, for narrower widths; by slot code. */
export const SLOT_MID_NAMES: readonly string[] = [...SLOT_NAMES, 'GatewayFlowSlot', 'ParamFlowSlot'].map((n) =>
  n.replace(/Slot$/, ''),
);
export const SLOT_SHORT_NAMES: readonly string[] = [
  'Node',
  'Cluster',
  'Log',
  'Stat',
  'Auth',
  'System',
  'Flow',
  'Degrade',
  'Gateway',
  'Param',
];

/** What a slot does, in one phrase (tooltips and the list's accessible names). */
export function slotRole(slot: number, tr: Translate): string {
  return tr(`slot.role.${slotName(slot)}`);
}

/**
 * The chain's order of the slot codes: the core slots up to SystemSlot, the extension slots the chain has (the
 * gateway adapter's GatewayFlowSlot at -4000, then ParamFlowSlot at -3000), FlowSlot, DegradeSlot.
 */
export function chainOrder(extensions: readonly number[] = []): number[] {
  const ext = [ExtensionSlot.GatewayFlow, ExtensionSlot.ParamFlow].filter((e) => extensions.includes(e));
  return [
    Slot.NodeSelector,
    Slot.ClusterBuilder,
    Slot.Log,
    Slot.Statistic,
    Slot.Authority,
    Slot.System,
    ...ext,
    Slot.Flow,
    Slot.Degrade,
  ];
}

/** The extension slots a chain run has: those with a rule of theirs (loaded or not). */
export function extensionSlotsOf(chain: Pick<ChainResult, 'rules'>): number[] {
  const out: number[] = [];
  for (const [slot, kind] of Object.entries(SLOT_RULE_KIND)) {
    const code = Number(slot);
    if (code >= ExtensionSlot.GatewayFlow && chain.rules.some((r) => r.kind === kind)) out.push(code);
  }
  return out;
}

export interface SlotStep {
  slot: number;
  name: string;
  status: SlotStatus;
  /** the exception the slot threw (stopped slots; FlowSlot's PriorityWaitException on a prioritized wait) */
  exception?: string;
}

/** The rule kind a blocking slot's `rule` column indexes. */
export const SLOT_RULE_KIND: Partial<Record<number, ChainRuleKind>> = {
  [Slot.Authority]: 'authority',
  [Slot.System]: 'system',
  [ExtensionSlot.GatewayFlow]: 'gatewayFlow',
  [ExtensionSlot.ParamFlow]: 'paramFlow',
  [Slot.Flow]: 'flow',
  [Slot.Degrade]: 'degrade',
};

/**
 * The eight slots for a request stopped by `stoppedBy` (or NOT_STOPPED). A prioritized request admitted
 * through PriorityWaitException passes FlowSlot but never reaches the slots after it (the exception
 * unwinds the chain, and StatisticSlot counts it as a pass).
 */
export function slotSteps(
  stoppedBy: number,
  reason: number = Reason.None,
  extensions: readonly number[] = [],
): SlotStep[] {
  const priority = reason === Reason.PriorityWait;
  const order = chainOrder(
    stoppedBy >= ExtensionSlot.GatewayFlow && stoppedBy !== NOT_STOPPED ? [...extensions, stoppedBy] : extensions,
  );
  const stopAt = priority
    ? order.indexOf(Slot.Flow) + 1
    : stoppedBy === NOT_STOPPED
      ? order.length
      : order.indexOf(stoppedBy);
  return order.map((slot, i) => {
    const name = slotName(slot);
    if (i < stopAt) {
      const step: SlotStep = { slot, name, status: 'passed' };
      if (priority && slot === Slot.Flow) step.exception = 'PriorityWaitException';
      return step;
    }
    if (!priority && i === stopAt) return { slot, name, status: 'stopped', exception: slotException(slot) };
    return { slot, name, status: 'not-reached' };
  });
}
