/**
 * Hostile traffic files in the browser (issue 26 #3, 21 #15, 26 #7): a 150 MB file without a line break is
 * refused with the line and the cap, not read into memory until the tab dies; the user's work stays as it was
 * (also across a reload), and no main-thread task of the import is longer than 200 ms. Files are built in the
 * page (never committed).
 */
import { expect, test, type Page } from '@playwright/test';
import { openApp, ruleBox } from './helpers';

/**
 * A file built in the page from `part` (a string, or bytes given as a number list) repeated `copies` times,
 * and a function that drops it on the page. Building a big file is the test's work, not the import's: it is
 * done before the long tasks are watched.
 */
async function built(page: Page, name: string, part: string | number[], copies = 1): Promise<() => Promise<void>> {
  const data = await page.evaluateHandle(
    ({ name, part, copies }) => {
      const piece = typeof part === 'string' ? part : new Uint8Array(part);
      const dt = new DataTransfer();
      dt.items.add(new File(new Array<BlobPart>(copies).fill(piece), name, { type: 'text/plain' }));
      return dt;
    },
    { name, part, copies },
  );
  return async () => {
    await page.dispatchEvent('main', 'dragover', { dataTransfer: data });
    await page.dispatchEvent('main', 'drop', { dataTransfer: data });
  };
}

/** Records the longest main-thread task from now on (the browser's long-task entries). */
async function watchLongTasks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { longestTaskMs: number };
    w.longestTaskMs = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.longestTaskMs = Math.max(w.longestTaskMs, e.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => (window as unknown as { longestTaskMs: number }).longestTaskMs);
}

async function settledApp(page: Page) {
  const errors = await openApp(page);
  // the page's own start (the rule editor loading) is not the import's
  await ruleBox(page);
  // and loading the dialog's chunk the first time is not this file's: open it once
  await page.getByRole('button', { name: 'Import traffic…' }).click();
  await page.getByRole('dialog', { name: 'Import traffic' }).getByRole('button', { name: 'Close' }).click();
  await page.waitForTimeout(1000);
  return errors;
}

test('150 MB without a line break: refused with the line and the cap; the work is kept', async ({ page }, testInfo) => {
  await settledApp(page);
  const before = await page.evaluate(() => localStorage.getItem('flowlab.autosave'));
  const drop = await built(page, 'huge.log', 'x'.repeat(64 * 1024), 2400); // 157,286,400 bytes
  const longest = await watchLongTasks(page);
  await drop();
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await expect(dialog.getByRole('button', { name: 'Read the file' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Read the file' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file could not be read: line 1 is longer than 1048576 characters, the longest line read (a log line is far shorter: is this a text log?). Nothing was changed.',
    { timeout: 30_000 },
  );
  await expect(dialog.getByRole('button', { name: 'Use this traffic' })).toHaveCount(0);
  const ms = await longest();
  testInfo.annotations.push({ type: 'longest main-thread task (ms)', description: String(ms) });
  expect(ms).toBeLessThan(200);
  await dialog.getByRole('button', { name: 'Close' }).click();
  expect(await page.evaluate(() => localStorage.getItem('flowlab.autosave'))).toBe(before);
  await page.reload();
  await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('flowlab.autosave'))).toBe(before);
  await expect(page.getByTestId('previous-work')).toHaveCount(0);
});
