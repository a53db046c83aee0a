/**
 * Deciding a rule's numbers from a run: sweep a parameter over a grid (param.ts, sweep.ts), choose among the
 * points (pareto.ts), and diff two scenarios request by request (ledger.ts, groups.ts). Pure: the simulation
 * is handed in, nothing here prints.
 */
export * from './path';
export * from './param';
export * from './sweep';
export * from './pareto';
export * from './ledger';
export * from './groups';
export * from './review';
