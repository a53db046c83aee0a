/**
 * Hostile traffic files in the browser (issue 26 #3, 21 #15, 26 #7): a 150 MB file without a line break is
 * refused with the line and the cap, not read into memory until the tab dies; the user's work stays as it was
 * (also across a reload), and no main-thread task of the import is longer than 200 ms. Files are built in the
 * page (never committed).
 */
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { openApp, ruleBox, watchLongTasks } from './helpers';

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

// resource demo: 30 + 10 + 42 = 82 requests over 3 s, with Windows line ends
const LOG = [
  '1700000000000|2023-11-14 22:13:20|demo|25|5|25|0|7|0|3|1',
  '1700000001000|2023-11-14 22:13:21|demo|10|0|10|0|7|0|3|1',
  '1700000002000|2023-11-14 22:13:22|demo|20|22|20|0|7|0|3|1',
].join('\r\n');
const UTF16LE = [...Buffer.from('\ufeff' + LOG + '\r\n', 'utf16le')];

for (const [what, name, bytes] of [
  ['UTF-16LE with a BOM (PowerShell)', 'ps-metrics.log', UTF16LE],
  ['gzip', 'metrics.log.gz', [...gzipSync(Buffer.from(UTF16LE))]],
] as const) {
  test(`a metric log in ${what} is read as its text`, async ({ page }) => {
    const errors = await settledApp(page);
    await (
      await built(page, name, [...bytes])
    )();
    const dialog = page.getByRole('dialog', { name: 'Import traffic' });
    await expect(dialog.getByText('Format: Sentinel metric log')).toBeVisible();
    await expect(dialog.getByText('No bad lines.')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: /^demo/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Use this traffic' }).click();
    await expect(dialog.getByText(/Imported 1 traffic source\(s\) over 3 s \(counts per second\)/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByTestId('observed-totals')).toHaveText(/Log: 55 passed, 27 blocked/);
    expect(errors).toEqual([]);
  });
}

test('a binary file is said to be one, with the byte of its first NUL; no column picker', async ({ page }) => {
  await settledApp(page);
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
  await (
    await built(page, 'chart.png', png, 100)
  )();
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'The file could not be read: this looks like a binary file (NUL bytes at byte 8), not a log or CSV: it was not parsed. Nothing was changed.',
  );
  await expect(dialog.getByLabel('Time column', { exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Read the file' })).toHaveCount(0);
});

test('a rotated metric log whose first line is cut is read as a metric log; the cut line is named', async ({
  page,
}) => {
  await settledApp(page);
  await (
    await built(page, 'rotated-metrics.log', `|20|0|7|0|3|1\n${LOG}\n`)
  )();
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await expect(dialog.getByText('Format: Sentinel metric log')).toBeVisible();
  await expect(dialog.getByText(/line 1 is not in it \(a rotated log’s cut first line\?\)/)).toBeVisible();
  await expect(dialog.getByTestId('bad-lines')).toContainText('1 bad line (skipped)');
  await expect(dialog.getByTestId('bad-lines')).toContainText('line 1:');
  await dialog.getByRole('button', { name: 'Use this traffic' }).click();
  await expect(dialog.getByText(/Imported 1 traffic source\(s\) over 3 s/)).toBeVisible();
});
