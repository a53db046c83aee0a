/**
 * AuthoritySlot: the resource's authority rule (AuthorityRuleManager keeps at most one per resource,
 * authority-rule.ts) checks the request's origin — on the white list, or not on the black list — and a refusal
 * throws AuthorityException (`Reason.AuthorityWhite` / `AuthorityBlack`). Nothing is compared with a number, so the
 * verdict's value and limit are NaN.
 *
 * A rule's verdict depends on the origin only, so it is computed once per (resource, origin) and remembered
 * (AuthorityRuleChecker.passCheck also builds its explanation, which the fast path does not need).
 */
import {
  authorityPassCheck,
  loadAuthorityRules,
  type AuthorityRule,
  type LoadedAuthorityRules,
} from '../authority-rule';
import { Reason, Slot } from './chain-codes';
import type { NodeSelection } from './node-selector-slot';
import { BLOCKED, NEXT, type ChainContext, type ChainSlot, type SlotOutcome, type Walk } from './walk';

interface ResourceAuthority {
  rules: { rule: AuthorityRule; index: number }[];
  /** origin → index in `rules` of the rule that blocks it, or -1 */
  byOrigin: Map<string, number>;
}

export class AuthoritySlot implements ChainSlot {
  readonly id = Slot.Authority;
  readonly idle: boolean;
  readonly loaded: LoadedAuthorityRules;
  /** by resource id */
  private readonly byResource: (ResourceAuthority | undefined)[] = [];
  /** by request `source` tag: the index in its resource's rules of the rule that blocks it, or -1 */
  private readonly failedBySource: number[] = [];

  constructor(rules: readonly AuthorityRule[], nodes: NodeSelection) {
    this.loaded = loadAuthorityRules(rules);
    for (const [name, list] of this.loaded.byResource) {
      this.byResource[nodes.resource(name).id] = { rules: list, byOrigin: new Map() };
    }
    this.idle = this.loaded.byResource.size === 0;
  }

  entry(w: Walk, ctx: ChainContext): SlotOutcome {
    const own = this.byResource[w.res.id];
    if (own === undefined || own.rules.length === 0) return NEXT;
    const rules = own.rules;
    const tag = w.req.source;
    let failed = tag >= 0 ? this.failedBySource[tag] : undefined;
    if (failed === undefined) failed = own.byOrigin.get(w.req.origin);
    if (failed === undefined) {
      failed = -1;
      for (let i = 0; i < rules.length && failed < 0; i++) {
        if (!authorityPassCheck(rules[i].rule, w.req.origin).pass) failed = i;
      }
      own.byOrigin.set(w.req.origin, failed);
    }
    if (tag >= 0) this.failedBySource[tag] = failed;
    if (failed < 0) return NEXT;
    const { rule, index } = rules[failed];
    const reason = rule.strategy === 1 ? Reason.AuthorityBlack : Reason.AuthorityWhite;
    ctx.block(w, Slot.Authority, index, reason, NaN, NaN);
    return BLOCKED;
  }
}
