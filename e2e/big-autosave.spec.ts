import { expect, test, type Page } from '@playwright/test';
import { cursorPanel, cursorValue, openApp, settled } from './helpers';

// Issue 15: imported traffic survives reload even when it is too big for localStorage; the scenario
// then lives in IndexedDB with a small pointer record in localStorage.

/** The autosave pointer in localStorage, and the length of the IndexedDB value it points at. */
async function stored(page: Page): Promise<{ pointer: string | null; idbChars: number }> {
  return page.evaluate(async () => {
    const pointer = localStorage.getItem('flowlab.autosave');
    const idbChars = await new Promise<number>((resolve) => {
      const req = indexedDB.open('flowlab');
      // not there yet: do not create it (an empty database made here would lack the page's store)
      req.onupgradeneeded = () => req.transaction?.abort();
      req.onerror = () => resolve(-1);
      req.onsuccess = () => {
        const db = req.result;
        // closed when read: an open connection would block the page's own version change
        const done = (n: number) => (db.close(), resolve(n));
        if (!db.objectStoreNames.contains('autosave')) return done(-1);
        const get = db.transaction('autosave').objectStore('autosave').get('flowlab.autosave');
        get.onsuccess = () => done(typeof get.result === 'string' ? get.result.length : -1);
        get.onerror = () => done(-1);
      };
    });
    return { pointer, idbChars };
  });
}

/** Pastes 100,000 arrival times over 20 s (5,000 a second) in the import dialog; the cursor's blockQps after it. */
async function importBigReplay(page: Page): Promise<string> {
  const times = Array.from({ length: 100_000 }, (_, i) => String(Math.floor(i / 5)));
  await page.getByRole('button', { name: 'Import traffic…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await dialog.locator('summary', { hasText: 'Or paste arrival times' }).click();
  const box = dialog.getByLabel(/Arrival times/);
  await expect(box).toBeVisible();
  // set as one input event (typing 600 k characters would take minutes)
  await box.evaluate((el, text) => {
    (el as HTMLTextAreaElement).value = text;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, times.join('\n'));
  await dialog.getByRole('button', { name: 'Use these times' }).click();
  await expect(dialog.getByText(/Imported 1 traffic source\(s\) over 20 s \(every arrival time kept\)/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await settled(page);
  return cursorValue(page, 'blockQps').innerText();
}

test('a 100,000-time replay pasted in the import dialog is autosaved in IndexedDB and survives reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = await openApp(page);
  await settled(page);
  const before = await cursorValue(page, 'blockQps').innerText();
  // a 'flowlab' database that exists without the page's store (made empty by another tool) must not stop the save
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const req = indexedDB.open('flowlab', 1);
        req.onsuccess = () => (req.result.close(), resolve());
        req.onerror = () => resolve();
      }),
  );

  // the replay's 5,000 a second are what the limiter now sees at the cursor
  const after = await importBigReplay(page);
  expect(after).not.toBe(before);

  // saved: a pointer in localStorage, the scenario (over 500 k characters) in IndexedDB
  await expect.poll(async () => (await stored(page)).idbChars, { timeout: 20_000 }).toBeGreaterThan(500_000);
  const { pointer } = await stored(page);
  expect(pointer).toMatch(/flowlab-idb\/1/);
  expect(pointer!.length).toBeLessThan(200);
  await expect(page.getByTestId('save-error')).toHaveCount(0);

  await page.reload();
  await expect(cursorPanel(page)).toBeVisible();
  await settled(page);
  await expect(cursorValue(page, 'blockQps')).toHaveText(after);
  expect(errors).toEqual([]);
});

test('reloaded right after a big import, before the address bar caught up with it: the import is shown', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = await openApp(page);
  await settled(page);
  // the page keeps its address in step once input settles; this is the link it holds before the import
  await expect.poll(() => page.evaluate(() => location.hash)).toMatch(/^#s=/);
  const addressBefore = await page.evaluate(() => location.hash);
  const after = await importBigReplay(page);
  await expect.poll(async () => (await stored(page)).idbChars, { timeout: 20_000 }).toBeGreaterThan(500_000);
  // the import's link (its traffic summarised) takes a while to build: a reload can come while the address still
  // holds the old one, as here
  await page.evaluate((hash) => history.replaceState(history.state, '', hash), addressBefore);
  await page.reload();
  await expect(cursorPanel(page)).toBeVisible();
  await settled(page);
  await expect(cursorValue(page, 'blockQps')).toHaveText(after);
  expect(errors).toEqual([]);
});

test('garbage in IndexedDB behind the pointer: the page still boots to the default run', async ({ page }) => {
  await openApp(page);
  await page.evaluate(async () => {
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('flowlab', 1);
      req.onupgradeneeded = () => req.result.createObjectStore('autosave');
      req.onerror = () => reject(req.error);
      req.onsuccess = () => {
        const tx = req.result.transaction('autosave', 'readwrite');
        tx.objectStore('autosave').put({ not: 'a string' }, 'flowlab.autosave');
        tx.oncomplete = () => resolve();
      };
    });
    localStorage.setItem('flowlab.autosave', JSON.stringify({ format: 'flowlab-idb/1', length: 9 }));
  });
  const errors = await openApp(page);
  await settled(page);
  expect(errors).toEqual([]);
});
