/**
 * The request being explained, shared by the Requests chart (which picks it), the "Explain this decision" panel
 * and the slot-chain view (which follow it). By default it is the request at the cursor; a click on a mark or
 * Enter on the chart pins one (lib/selected-request.ts), and the clock moving on un-pins it.
 */
import { pinHolds, selectedRequest, type PinnedRequest } from '../lib/selected-request';

export class Selection {
  pinned = $state.raw<PinnedRequest | null>(null);
  /** whether the explanation panel is open (Esc or its close button close it; picking a request opens it) */
  open = $state(true);
  /** bumps on every pick, so the panel can bring itself into view */
  picks = $state(0);

  /** Explain request `index` of `limiterId` (arriving at `tMs`), picked with the cursor at `atMs`. */
  pick(limiterId: string, index: number, tMs: number, atMs: number): void {
    this.pinned = { limiterId, index, tMs, atMs };
    this.open = true;
    this.picks++;
  }

  close(): void {
    this.open = false;
  }

  /** The request to explain for this limiter at this cursor time (-1: none has arrived yet). */
  indexFor(limiterId: string, tMs: ArrayLike<number>, count: number, cursorMs: number): number {
    return selectedRequest(this.pinned, limiterId, tMs, count, cursorMs);
  }

  /** The pinned request's index while it still applies (for views that otherwise follow the cursor). */
  pinnedFor(limiterId: string, tMs: ArrayLike<number>, count: number, cursorMs: number): number | undefined {
    const p = this.pinned;
    return pinHolds(p, limiterId, tMs, count, cursorMs) ? p.index : undefined;
  }
}
