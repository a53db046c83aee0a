/**
 * Import JSON… and a changed address are answered by the worker, possibly late (it may still be finishing a
 * cancelled long run). An edit made meanwhile, or a newer address, wins: the late answer comes back superseded,
 * so Session loads nothing and writes nothing. The worker here answers only when the test says so.
 */
import { describe, expect, it } from 'vitest';
import type { FileImport } from '../../../src/share/scenario-file';
import type { Startup } from '../../../src/share/persistence';
import type { StorageSnapshot, StorageWrites } from '../../../src/worker/storage-bridge';
import { defaultScenario } from '../../../src/engine/scenario';
import { askImport, askStartup, withWrites, type AnswerWorker } from '../../../src/ui/state/late-answers';
import { NewestInput } from '../../../src/ui/state/newest-input';

/** A worker whose answers wait until `answer(k)` releases question k (in the order they were asked). */
class SlowWorker implements AnswerWorker {
  readonly asked: Array<{ call: string; arg: string; release: () => void }> = [];
  readonly undoSnapshots: StorageSnapshot[] = [];
  #later<T>(call: string, arg: string, value: T): Promise<T> {
    return new Promise((resolve) => this.asked.push({ call, arg, release: () => resolve(value) }));
  }
  importScenario(_s: StorageSnapshot, text: string): Promise<{ imported: FileImport; writes: StorageWrites }> {
    const imported: FileImport = {
      ok: true,
      scenario: { ...defaultScenario(), durationMs: 7_000 },
      previousWork: true,
    };
    return this.#later('import', text, { imported, writes: { 'flowlab.previous': text } });
  }
  startup(hash: string): Promise<{ startup: Startup; writes: StorageWrites }> {
    const startup: Startup = {
      scenario: defaultScenario(),
      editorText: null,
      source: 'link',
      linkError: null,
      warnings: [],
      previousWork: null,
    };
    return this.#later('startup', hash, { startup, writes: { 'flowlab.work': hash, 'flowlab.old': null } });
  }
  pendingImportUndo(storage: StorageSnapshot): Promise<null> {
    this.undoSnapshots.push(storage);
    return Promise.resolve(null);
  }
  /** releases question k, then lets every await of the answer run */
  async answer(k: number): Promise<void> {
    this.asked[k]?.release();
    for (let i = 0; i < 10; i++) await Promise.resolve();
  }
}

function setup() {
  const inputs = new NewestInput();
  const worker = new SlowWorker();
  const deps = { inputs, worker, snapshot: () => Promise.resolve({ 'flowlab.old': 'x' }) };
  return { inputs, worker, deps };
}

/** lets the question reach the worker */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

describe('askImport', () => {
  it('a slider moved while the file is read drops the late answer', async () => {
    const { inputs, worker, deps } = setup();
    const pending = askImport(deps, '{"file":1}');
    await settle();
    inputs.edited(); // the slider
    await worker.answer(0);
    expect(await pending).toEqual({ superseded: true });
  });

  it('an edit during the autosave before the question is newer too', async () => {
    const { inputs, worker, deps } = setup();
    const pending = askImport(deps, '{}', () => {
      inputs.edited();
      return Promise.resolve();
    });
    await settle();
    await worker.answer(0);
    expect((await pending).superseded).toBe(true);
  });

  it('with nothing in between the file is applied, with its writes', async () => {
    const { worker, deps } = setup();
    const pending = askImport(deps, '{"file":1}');
    await settle();
    await worker.answer(0);
    const out = await pending;
    expect(out.superseded).toBe(false);
    if (!out.superseded) {
      expect(out.imported?.ok && out.imported.scenario.durationMs).toBe(7_000);
      expect(out.writes).toEqual({ 'flowlab.previous': '{"file":1}' });
    }
  });
});

describe('askStartup', () => {
  it('an edit made while a pasted link is decoded wins over it', async () => {
    const { inputs, worker, deps } = setup();
    const pending = askStartup(deps, '#s=new', true);
    await settle();
    inputs.edited();
    await worker.answer(0);
    expect(await pending).toEqual({ superseded: true });
  });

  it('the newest address wins over an older one answered later', async () => {
    const { worker, deps } = setup();
    const older = askStartup(deps, '#s=older', true);
    await settle();
    const newer = askStartup(deps, '#s=newer', true);
    await settle();
    await worker.answer(1);
    await worker.answer(0);
    expect(await older).toEqual({ superseded: true });
    const out = await newer;
    expect(out.superseded).toBe(false);
    if (!out.superseded) expect(out.writes['flowlab.work']).toBe('#s=newer');
  });

  it('reads the import undo from storage as the answer will leave it', async () => {
    const { worker, deps } = setup();
    const pending = askStartup(deps, '#s=a', true);
    await settle();
    await worker.answer(0);
    expect((await pending).superseded).toBe(false);
    expect(worker.undoSnapshots).toEqual([{ 'flowlab.work': '#s=a' }]);
  });
});

describe('withWrites', () => {
  it('sets and removes keys without changing the snapshot given', () => {
    const before = { a: '1', b: '2' };
    expect(withWrites(before, { a: null, c: '3' })).toEqual({ b: '2', c: '3' });
    expect(before).toEqual({ a: '1', b: '2' });
  });
});
