/**
 * Token requests on the wire in a multi-node simulation with network delay (multi-node-sim.ts): which node sent
 * each one and what the server answered, as typed columns indexed by a small integer (the payload of the
 * simulation's event queue). Models no Sentinel class: upstream each is a blocked thread and a Netty promise
 * (`TokenClientPromiseHolder`). A row lives from the send until the client's answer time; free rows are chained.
 */
import { TokenResultStatus } from './token-result';

export class InFlightRequests {
  node = new Int32Array(0);
  /** The caller's id of the request (its index in a run's request list; -1 when none). */
  req = new Int32Array(0);
  /** What was asked: permits, priority, and the entry's run time once admitted (ms). */
  acquire = new Int32Array(0);
  prioritized = new Uint8Array(0);
  rtMs = new Int32Array(0);
  /** The server's answer; FAIL until it has answered (a request that finds the server down stays FAIL). */
  status = new Int32Array(0);
  remaining = new Int32Array(0);
  waitInMs = new Int32Array(0);
  /** 1 when the client gives up before the answer can arrive (2 × delay > timeout at the send). */
  late = new Uint8Array(0);
  private next = new Int32Array(0);
  private free = -1;

  add(node: number, late: boolean, req = -1): number {
    if (this.free < 0) this.grow();
    const r = this.free;
    this.free = this.next[r];
    this.node[r] = node;
    this.req[r] = req;
    this.status[r] = TokenResultStatus.FAIL;
    this.remaining[r] = 0;
    this.waitInMs[r] = 0;
    this.late[r] = late ? 1 : 0;
    return r;
  }

  release(r: number): void {
    this.next[r] = this.free;
    this.free = r;
  }

  private grow(): void {
    const old = this.node.length;
    const size = Math.max(64, old * 2);
    const grow = (a: Int32Array) => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.node = grow(this.node);
    this.req = grow(this.req);
    this.acquire = grow(this.acquire);
    this.rtMs = grow(this.rtMs);
    const prioritized = new Uint8Array(size);
    prioritized.set(this.prioritized);
    this.prioritized = prioritized;
    this.status = grow(this.status);
    this.remaining = grow(this.remaining);
    this.waitInMs = grow(this.waitInMs);
    this.next = grow(this.next);
    const late = new Uint8Array(size);
    late.set(this.late);
    this.late = late;
    for (let r = size - 1; r >= old; r--) this.release(r);
  }
}
