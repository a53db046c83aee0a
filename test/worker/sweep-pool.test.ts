/**
 * The sweep pool's scheduling and Cancel, with fake workers whose answers the test releases by hand: every
 * worker gets the scenario once, then points from one queue (two at a time, the next on each answer), every
 * point is answered exactly once whatever order the workers finish in, Cancel terminates every worker at once
 * and no answer is reported after it, a failing worker stops the sweep, and the pool's size is the cores less one.
 * Workers are kept warm: started ahead by `warm()`, left idle by a finished sweep for the next one, let go by
 * `release()`; Cancel and failure terminate a sweep's own.
 */
import { describe, expect, it } from 'vitest';
import { IN_FLIGHT, poolSize, SweepPool, type PoolWorker } from '../../src/worker/sweep-pool';
import type { FromSweepWorker, SweepAnswer, ToSweepWorker } from '../../src/worker/sweep-protocol';
import { defaultScenario } from '../../src/engine/scenario/defaults';

class FakeWorker implements PoolWorker {
  onmessage: ((e: { data: FromSweepWorker }) => void) | null = null;
  onerror: ((e: { message?: string }) => void) | null = null;
  received: ToSweepWorker[] = [];
  terminated = false;
  postMessage(msg: ToSweepWorker): void {
    if (this.terminated) throw new Error('posted to a terminated worker');
    this.received.push(msg);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** the points sent and not answered yet */
  get pending(): number[] {
    const sent = this.received.flatMap((m) => (m.type === 'point' ? [m.k] : []));
    return sent.filter((k) => !this.answered.has(k));
  }
  answered = new Set<number>();
  /** answers its oldest pending point (as a worker would, in order) */
  answer(): number {
    const k = this.pending[0];
    const msg = this.received.find((m) => m.type === 'point' && m.k === k) as Extract<ToSweepWorker, { type: 'point' }>;
    this.answered.add(k);
    this.onmessage?.({ data: { type: 'point', k, values: msg.values, row: null, error: null } });
    return k;
  }
}

function setup(size: number, points: number) {
  const workers: FakeWorker[] = [];
  const pool = new SweepPool(() => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  }, size);
  const job = {
    base: defaultScenario(),
    paths: [['rules', 0, 'count']],
    limiterId: 'sentinel:0',
    points: Array.from({ length: points }, (_, k) => [k * 10]),
  };
  const heard: SweepAnswer[] = [];
  const end = pool.run(job, (a) => heard.push(a));
  return { pool, workers, heard, end, job };
}

describe('SweepPool scheduling', () => {
  it('sends the scenario once per worker, then IN_FLIGHT points to each, in grid order', () => {
    const { workers, job } = setup(3, 20);
    expect(workers).toHaveLength(3);
    for (const w of workers) {
      expect(w.received[0]).toEqual({ type: 'init', base: job.base, paths: job.paths, limiterId: 'sentinel:0' });
      expect(w.received.filter((m) => m.type === 'init')).toHaveLength(1);
      expect(w.pending).toHaveLength(IN_FLIGHT);
    }
    // round robin: the first 3 × 2 points, each to one worker
    expect(workers.flatMap((w) => w.pending).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(workers[0].pending).toEqual([0, 3]);
  });

  it('gives the next point to the worker that answered, and answers every point exactly once', async () => {
    const { workers, heard, end } = setup(3, 20);
    // a fast worker 0 takes more points than the slow worker 2
    let turn = 0;
    while (heard.length < 20) {
      const w = workers.find((x, i) => x.pending.length > 0 && (i !== 2 || turn % 5 === 0)) ?? workers[2];
      w.answer();
      turn++;
    }
    expect(await end).toEqual({ status: 'done' });
    expect(heard.map((a) => a.k).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, k) => k));
    for (const a of heard) expect(a.values).toEqual([a.k * 10]);
    const taken = workers.map((w) => w.answered.size);
    expect(taken.reduce((a, b) => a + b)).toBe(20);
    expect(taken[0]).toBeGreaterThan(taken[2]);
    // done: no worker has a point in flight; they wait, warm, for the next sweep
    expect(workers.some((w) => w.terminated)).toBe(false);
    expect(workers.every((w) => w.onmessage === null)).toBe(true);
  });

  it('never starts more workers than points', async () => {
    const { workers, heard, end } = setup(4, 2);
    expect(workers).toHaveLength(2);
    workers[0].answer();
    workers[1].answer();
    expect(await end).toEqual({ status: 'done' });
    expect(heard).toHaveLength(2);
  });

  it('an empty grid is done at once', async () => {
    const { workers, end } = setup(2, 0);
    expect(workers).toHaveLength(0);
    expect(await end).toEqual({ status: 'done' });
  });
});

describe('SweepPool cancel and failure', () => {
  it('Cancel terminates every worker at once; nothing is heard after it', async () => {
    const { pool, workers, heard, end } = setup(3, 50);
    workers[0].answer();
    workers[1].answer();
    expect(heard).toHaveLength(2);
    pool.cancel();
    expect(await end).toEqual({ status: 'cancelled' });
    expect(workers.every((w) => w.terminated)).toBe(true);
    expect(workers.every((w) => w.onmessage === null)).toBe(true);
    expect(pool.running).toBe(false);
    // a message already on its way when Cancel came (the fake calls the handler it kept) is dropped
    expect(heard).toHaveLength(2);
  });

  it('a new run cancels the one before; the old one’s late answers are ignored', async () => {
    const workers: FakeWorker[] = [];
    const pool = new SweepPool(() => {
      const w = new FakeWorker();
      workers.push(w);
      return w;
    }, 1);
    const base = defaultScenario();
    const heardA: SweepAnswer[] = [];
    const a = pool.run({ base, paths: [], limiterId: 'sentinel:0', points: [[1], [2], [3]] }, (x) => heardA.push(x));
    const oldHandler = workers[0].onmessage;
    const heardB: SweepAnswer[] = [];
    const b = pool.run({ base, paths: [], limiterId: 'sentinel:0', points: [[7]] }, (x) => heardB.push(x));
    expect(await a).toEqual({ status: 'cancelled' });
    expect(oldHandler).not.toBeNull();
    oldHandler!({ data: { type: 'point', k: 0, values: [1], row: null, error: null } });
    expect(heardA).toHaveLength(0);
    workers[1].answer();
    expect(await b).toEqual({ status: 'done' });
    expect(heardB.map((x) => x.values)).toEqual([[7]]);
  });

  it('a worker that fails stops the sweep with its words, and the others are terminated', async () => {
    const { workers, end } = setup(2, 10);
    workers[1].onmessage?.({ data: { type: 'failed', message: 'an engine did not load' } });
    expect(await end).toEqual({ status: 'failed', message: 'an engine did not load' });
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('a worker error event stops it too', async () => {
    const { workers, end } = setup(2, 10);
    workers[0].onerror?.({ message: 'Uncaught SyntaxError' });
    expect(await end).toEqual({ status: 'failed', message: 'Uncaught SyntaxError' });
  });
});

describe('SweepPool warm workers', () => {
  function pool(size: number) {
    const made: FakeWorker[] = [];
    const p = new SweepPool(() => {
      const w = new FakeWorker();
      made.push(w);
      return w;
    }, size);
    const job = (points: number) => ({
      base: defaultScenario(),
      paths: [['rules', 0, 'count']],
      limiterId: 'sentinel:0',
      points: Array.from({ length: points }, (_, k) => [k]),
    });
    return { p, made, job };
  }
  const finish = async (ws: FakeWorker[], end: Promise<unknown>) => {
    for (let i = 0; i < 100 && ws.some((w) => w.pending.length > 0); i++)
      for (const w of ws) if (w.pending.length > 0) w.answer();
    return end;
  };

  it('a finished sweep leaves its workers to the next one, which sends them its own scenario', async () => {
    const { p, made, job } = pool(2);
    expect(
      await finish(
        made,
        p.run(job(6), () => {}),
      ),
    ).toEqual({ status: 'done' });
    expect(made).toHaveLength(2);
    expect(p.idle).toBe(2);
    const heard: SweepAnswer[] = [];
    const second = p.run(job(4), (a) => heard.push(a));
    // no new worker: the two kept ones, each told the new sweep before its points
    expect(made).toHaveLength(2);
    expect(p.idle).toBe(0);
    for (const w of made) expect(w.received.filter((m) => m.type === 'init')).toHaveLength(2);
    expect(await finish(made, second)).toEqual({ status: 'done' });
    expect(heard.map((a) => a.k).sort()).toEqual([0, 1, 2, 3]);
  });

  it('warm() starts the pool’s workers before the first sweep, never more than its size', async () => {
    const { p, made, job } = pool(3);
    p.warm();
    p.warm();
    expect(made).toHaveLength(3);
    expect(made.every((w) => w.received.length === 0)).toBe(true);
    const end = p.run(job(9), () => {});
    expect(made).toHaveLength(3);
    expect(made.every((w) => w.received[0]?.type === 'init')).toBe(true);
    expect(await finish(made, end)).toEqual({ status: 'done' });
  });

  it('Cancel terminates the sweep’s workers; release() lets the idle ones go', async () => {
    const { p, made, job } = pool(2);
    p.warm();
    // one point: one worker runs it, the other stays idle
    const end = p.run(job(1), () => {});
    const busy = made.filter((w) => w.received.length > 0);
    expect(busy).toHaveLength(1);
    p.cancel();
    expect(await end).toEqual({ status: 'cancelled' });
    expect(busy[0].terminated).toBe(true);
    expect(p.idle).toBe(1);
    expect(made.filter((w) => !w.terminated)).toHaveLength(1);
    p.release();
    expect(p.idle).toBe(0);
    expect(made.every((w) => w.terminated)).toBe(true);
    // the next sweep starts fresh workers
    const next = p.run(job(1), () => {});
    expect(made).toHaveLength(3);
    expect(await finish(made.slice(2), next)).toEqual({ status: 'done' });
  });
});

describe('poolSize', () => {
  it('is the cores less one, at least one', () => {
    expect(poolSize(8)).toBe(7);
    expect(poolSize(2)).toBe(1);
    expect(poolSize(1)).toBe(1);
    expect(poolSize(undefined)).toBe(1);
    expect(poolSize(NaN)).toBe(1);
  });
});
