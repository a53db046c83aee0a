/**
 * The codes a chain verdict carries: which slot stopped a request (`Slot`, in Sentinel's chain order), why
 * (`Reason`), and the names and exceptions of the slots. They belong to the chain itself (the slots write them);
 * the simulation's result (sim/chain-result.ts) re-exports them for the layers that read the result.
 */

/** The slots of sentinel-core, in chain order; indexes into SLOT_NAMES. */
export const Slot = {
  NodeSelector: 0,
  ClusterBuilder: 1,
  Log: 2,
  Statistic: 3,
  Authority: 4,
  System: 5,
  Flow: 6,
  Degrade: 7,
} as const;
export type Slot = (typeof Slot)[keyof typeof Slot];

export const SLOT_NAMES = [
  'NodeSelectorSlot',
  'ClusterBuilderSlot',
  'LogSlot',
  'StatisticSlot',
  'AuthoritySlot',
  'SystemSlot',
  'FlowSlot',
  'DegradeSlot',
] as const;

/**
 * The extension slots: the gateway adapter's GatewayFlowSlot and the hot-parameter module's ParamFlowSlot, between
 * SystemSlot and FlowSlot in the chain, coded after the core ones so that every core code stays what it was.
 */
export const ExtensionSlot = {
  GatewayFlow: 8,
  ParamFlow: 9,
} as const;
export type ExtensionSlot = (typeof ExtensionSlot)[keyof typeof ExtensionSlot];

/** Their names and the exception each throws (GatewayFlowSlot.checkGatewayParamFlow throws ParamFlowException too). */
export const EXTENSION_SLOTS: Record<ExtensionSlot, { name: string; exception: string }> = {
  [ExtensionSlot.GatewayFlow]: { name: 'GatewayFlowSlot', exception: 'ParamFlowException' },
  [ExtensionSlot.ParamFlow]: { name: 'ParamFlowSlot', exception: 'ParamFlowException' },
};

/** The exception each blocking slot throws. */
export const SLOT_EXCEPTIONS: Partial<Record<Slot, string>> = {
  [Slot.Authority]: 'AuthorityException',
  [Slot.System]: 'SystemBlockException',
  [Slot.Flow]: 'FlowException',
  [Slot.Degrade]: 'DegradeException',
};

/** `stoppedBy` of a request no slot stopped. */
export const NOT_STOPPED = 255;

/**
 * Why a slot decided as it did (the `reason` column). Authority: the list kind; system: which limit
 * (`limitType` of SystemBlockException); flow: the node the rule read; degrade: the breaker state it met.
 */
export const Reason = {
  None: 0,
  AuthorityWhite: 1,
  AuthorityBlack: 2,
  SystemQps: 3,
  SystemThread: 4,
  SystemRt: 5,
  SystemLoad: 6,
  SystemCpu: 7,
  /** flow: the resource's ClusterNode (limitApp default, DIRECT) */
  FlowClusterNode: 8,
  /** flow: the caller's origin node (limitApp = origin, or `other`) */
  FlowOriginNode: 9,
  /** flow: RELATE — another resource's ClusterNode */
  FlowRelateNode: 10,
  /** flow: CHAIN — this context's DefaultNode */
  FlowChainNode: 11,
  /** degrade: the breaker was OPEN and its retry time had not come */
  DegradeOpen: 12,
  /** degrade: HALF_OPEN, a probe was already out */
  DegradeHalfOpen: 13,
  /** degrade: a prioritized request admitted by PriorityWaitException skips the slots after FlowSlot */
  PriorityWait: 14,
} as const;
export type Reason = (typeof Reason)[keyof typeof Reason];

/** The extension slots' reasons, coded after the core ones (so each core code and its words stay as they were). */
export const ExtensionReason = {
  /** hot parameter (ParamFlowSlot or GatewayFlowSlot): a QPS-grade rule's value had no token / queue room */
  ParamFlowQps: 15,
  /** hot parameter: a THREAD-grade rule's value had as many requests in flight as its threshold */
  ParamFlowThread: 16,
} as const;
export type ExtensionReason = (typeof ExtensionReason)[keyof typeof ExtensionReason];
