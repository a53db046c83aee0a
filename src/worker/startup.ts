/**
 * What the page opens with (the worker's `startup`): a share link in `hash` wins over the autosave (but a reload
 * of the address the autosave was made under shows the autosave)
 * (src/share/persistence). Kept apart from the worker so the boot can be tested in Node.
 */
import { loadStartup, loadWork, type Startup, type StorageLike } from '../share';

/** `reload`: the page was reloaded, so its own address from the autosave's time shows the autosave (persistence.ts). */
export async function bootStartup(storage: StorageLike, hash: string, reload = false): Promise<Startup> {
  const startup = await loadStartup(storage, hash, reload);
  // A reload of a page whose address Flowlab itself keeps in step: the link and the autosave
  // hold the same scenario, so the autosaved editor text (maybe mid-edit, invalid) belongs to it.
  if (startup.source === 'link' && startup.previousWork === null && startup.editorText === null) {
    const saved = loadWork(storage);
    if (saved && saved.editorText !== null && JSON.stringify(saved.scenario) === JSON.stringify(startup.scenario)) {
      return { ...startup, editorText: saved.editorText };
    }
  }
  return startup;
}
