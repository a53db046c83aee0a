/**
 * The user's newest input wins over a slow answer. Some changes of the scenario are asked of the
 * worker and come back later ("Restore my previous work", a link opened from the address bar);
 * the worker may still be finishing a cancelled long run, so the answer can arrive a second or
 * more after the click. A slider moved, a rule typed or a preset loaded in that second is newer
 * than the question, and the late answer must not replace it.
 *
 * One counter orders both: every edit of the draft and every question takes the next number, and
 * an answer is applied only while its question is still the newest of them. So of two clicks on
 * Restore only the second one's answer applies, and an edit after either one drops both.
 * Applying an answer is a load, which counts as an edit in turn (older questions still pending
 * are then out of date too).
 */
export class NewestInput {
  #last = 0;

  /** The draft changed (a control, the rule editor, a preset, a load). */
  edited(): void {
    this.#last++;
  }

  /** A question about to be asked; `isNewest(ticket)` says whether its answer may still apply. */
  ask(): number {
    return ++this.#last;
  }

  /** True while nothing was edited or asked after `ticket`. */
  isNewest(ticket: number): boolean {
    return ticket === this.#last;
  }
}
