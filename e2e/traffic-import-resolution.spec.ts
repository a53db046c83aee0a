/**
 * Issue 21 #1 in the browser: an access log with `$time_local` (whole seconds) is imported as counts per
 * second, spread inside each second from the seed, and the dialog says so (in English and 中文); a `$msec` log
 * keeps its exact times. The import survives a reload with "Restore my previous work", and no main-thread task
 * of the import is longer than 200 ms (long tasks as the browser reports them).
 */
import { expect, test } from '@playwright/test';
import { dropFile, openApp, ruleBox, shot, watchLongTasks } from './helpers';

const START_S = 1_700_000_000; // 2023-11-14T22:13:20Z
const COUNTS = Array.from({ length: 60 }, (_, i) => 10 + ((i * 7) % 19));
const p2 = (n: number) => String(n).padStart(2, '0');
const clf = (s: number) => {
  const d = new Date(s * 1000);
  return `${p2(d.getUTCDate())}/Nov/${d.getUTCFullYear()}:${p2(d.getUTCHours())}:${p2(d.getUTCMinutes())}:${p2(d.getUTCSeconds())} +0000`;
};
const log = (time: (s: number, j: number) => string) =>
  COUNTS.flatMap((c, s) =>
    Array.from({ length: c }, (_, j) => `10.0.0.1 - - [${time(s, j)}] "GET /orders HTTP/1.1" 200 5 "-" "curl/8.0"`),
  ).join('\n');

test('$time_local: counts per second spread from the seed, said in the dialog; kept across a reload', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  // the page's own start (the rule editor loading) is not the import's: watch from when it is up
  await ruleBox(page);
  await page.waitForTimeout(1000);
  const longest = await watchLongTasks(page);
  await dropFile(
    page,
    'access.log',
    log((s) => clf(START_S + s)),
  );
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await expect(dialog.getByText('Format: access log (combined format)')).toBeVisible();
  await expect(dialog.getByLabel('Time format', { exact: true })).toHaveValue('clf');
  await dialog.getByRole('button', { name: 'Read the file' }).click();
  await expect(dialog.getByText('No bad lines.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Use this traffic' }).click();
  await expect(dialog.getByText(/Imported 1 traffic source\(s\) over 60 s \(counts per second\)/)).toBeVisible();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'times have whole-second resolution' })).toHaveText(
    'times have whole-second resolution: each second’s requests are spread inside the second from the seed (as a metric log’s), not stacked on one millisecond',
  );
  await shot(page, testInfo, 'whole-seconds');
  const ms = await longest();
  testInfo.annotations.push({ type: 'longest main-thread task (ms)', description: String(ms) });
  expect(ms).toBeLessThan(200);
  await dialog.getByRole('button', { name: 'Edit the counts per second' }).click();
  const editor = page.getByRole('region', { name: 'Requests per second' });
  const total = COUNTS.reduce((a, b) => a + b, 0).toLocaleString('en'); // 1,134
  await expect(editor.getByTestId('per-second-stats')).toHaveText(new RegExp(`^60 s, ${total} requests`));

  await page.waitForFunction(() => (localStorage.getItem('flowlab.autosave') ?? '').includes('perSecond'));
  await page.reload();
  await expect(page.getByTestId('previous-work')).toHaveText(/You imported traffic/);
  await expect(page.getByRole('button', { name: 'Restore my previous work' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Requests per second' }).getByTestId('per-second-stats')).toHaveText(
    new RegExp(`^60 s, ${total} requests`),
  );
  expect(errors).toEqual([]);
});

test('in 中文 the note is in 中文; a $msec log keeps every arrival time', async ({ page }) => {
  await page.goto('/?lang=zh');
  await expect(page.getByRole('button', { name: '导入流量…' })).toBeVisible();
  await dropFile(
    page,
    'access.log',
    log((s) => clf(START_S + s)),
  );
  const dialog = page.getByRole('dialog', { name: '导入流量' });
  await dialog.getByRole('button', { name: '读取文件' }).click();
  await dialog.getByRole('button', { name: '使用这些流量' }).click();
  await expect(dialog.getByText(/时间精度为整秒：每秒的请求按种子在该秒内随机分布/)).toBeVisible();
  await page.goto('/?lang=en');
  await expect(page.getByRole('button', { name: 'Import traffic…' })).toBeVisible();
  await dropFile(
    page,
    'access.log',
    log((s, j) => (START_S + s + (j * 37) / 1000).toFixed(3)),
  );
  const en = page.getByRole('dialog', { name: 'Import traffic' });
  await expect(en.getByLabel('Time format', { exact: true })).toHaveValue('epoch-s');
  await en.getByRole('button', { name: 'Read the file' }).click();
  await en.getByRole('button', { name: 'Use this traffic' }).click();
  await expect(en.getByText(/over 60 s \(every arrival time kept\)/)).toBeVisible();
  await expect(en.getByText(/whole-second resolution/)).toHaveCount(0);
});
