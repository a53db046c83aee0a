/**
 * The newest input wins: an answer asked of the worker (a restore, a link) applies only when no edit
 * or newer question came after it was asked. The page is modelled as a draft value; `edit` is a
 * slider moved, `ask` a click on "Restore my previous work" whose answer arrives later, in any order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NewestInput } from '../../../src/ui/state/newest-input';

/** The page: a draft, edits, and questions whose answers load a scenario once they arrive. */
class Page {
  draft = 'start';
  readonly inputs = new NewestInput();
  readonly pending: Array<{ ticket: number; answer: string }> = [];

  edit(value: string): void {
    this.draft = value;
    this.inputs.edited();
  }
  ask(answer: string): void {
    this.pending.push({ ticket: this.inputs.ask(), answer });
  }
  /** The answer to pending question `k` arrives: applied as a load, unless something newer came. */
  answer(k: number): void {
    const [q] = this.pending.splice(k, 1);
    if (q && this.inputs.isNewest(q.ticket)) this.edit(q.answer);
  }
}

describe('NewestInput', () => {
  it('a slider moved while a restore is pending is not overwritten by the late answer', () => {
    const page = new Page();
    page.ask('restored');
    page.edit('slider moved');
    page.answer(0);
    expect(page.draft).toBe('slider moved');
  });

  it('a restore answered with no edit in between is applied', () => {
    const page = new Page();
    page.edit('slider moved');
    page.ask('restored');
    page.answer(0);
    expect(page.draft).toBe('restored');
  });

  it('of two questions only the newer one applies, whichever is answered first', () => {
    for (const order of [
      [0, 0],
      [1, 0],
    ]) {
      const page = new Page();
      page.ask('first');
      page.ask('second');
      for (const k of order) page.answer(k);
      expect(page.draft).toBe('second');
    }
  });

  type Action = { type: 'edit'; value: string } | { type: 'ask'; value: string } | { type: 'answer'; pick: number };
  const actionArb: fc.Arbitrary<Action> = fc.oneof(
    fc.record({ type: fc.constant('edit' as const), value: fc.string() }),
    fc.record({ type: fc.constant('ask' as const), value: fc.string() }),
    fc.record({ type: fc.constant('answer' as const), pick: fc.nat() }),
  );

  it('once every answer is in, the draft is what the newest input (edit or question) set', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 30 }), fc.array(fc.nat()), (actions, lateOrder) => {
        const page = new Page();
        let newest = page.draft;
        for (const a of actions) {
          if (a.type === 'answer') {
            if (page.pending.length > 0) page.answer(a.pick % page.pending.length);
            continue;
          }
          newest = a.value;
          if (a.type === 'edit') page.edit(a.value);
          else page.ask(a.value);
        }
        // the answers still out arrive late, in any order
        for (let i = 0; page.pending.length > 0; i++) page.answer((lateOrder[i] ?? 0) % page.pending.length);
        expect(page.draft).toBe(newest);
      }),
    );
  });
});
