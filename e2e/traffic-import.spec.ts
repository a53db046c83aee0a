import { expect, test } from '@playwright/test';
import { dropFile, fixture as fixtureIn, openApp, shot, TRAFFIC_FIXTURES } from './helpers';

const fixture = (name: string) => fixtureIn(TRAFFIC_FIXTURES, name);

test('drop a metric log → pick the resource → the run shows the log beside the simulated result; reload keeps it', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  await dropFile(page, 'demo-metrics.log', fixture('demo-metrics-1.8.9.log'));
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Format: Sentinel metric log')).toBeVisible();
  const orders = dialog.getByRole('checkbox', { name: /GET:\/orders/ });
  await expect(orders).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /__total_inbound_traffic__/ })).not.toBeChecked();
  await expect(dialog.getByText('No bad lines.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Use this traffic' }).click();
  await expect(dialog.getByText(/Imported 1 traffic source\(s\) over 4 s/)).toBeVisible();
  await shot(page, testInfo, 'metric-log-dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();

  const observed = page.getByTestId('observed');
  await expect(observed).toBeVisible();
  // the log: 20+20+0+12 passed, 5+10+0+0 blocked; the simulated side is the current rules' verdict on pass + block
  const totals = page.getByTestId('observed-totals');
  await expect(totals).toHaveText(/Log: 52 passed, 15 blocked\. Current rules: \d+ passed, \d+ blocked\./);
  const sim = /Current rules: (\d+) passed, (\d+) blocked/.exec((await totals.textContent()) ?? '');
  expect(Number(sim?.[1]) + Number(sim?.[2])).toBe(67);
  await observed.getByRole('switch', { name: /Show as table/ }).click();
  await expect(observed.getByRole('table')).toContainText('12');
  await shot(page, testInfo, 'observed');

  // reload: the imported traffic is part of the autosaved scenario
  await page.waitForFunction(() => (localStorage.getItem('flowlab.autosave') ?? '').includes('perSecond'));
  await page.reload();
  await expect(page.getByTestId('observed-totals')).toHaveText(/Log: 52 passed, 15 blocked/);
  expect(errors).toEqual([]);
});

test('a CSV with a bad line: columns chosen, the count and the first bad line are shown', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Import traffic…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    dialog.getByRole('button', { name: 'Choose a file…' }).click(),
  ]);
  await chooser.setFiles({ name: 'requests.csv', mimeType: 'text/csv', buffer: Buffer.from(fixture('requests.csv')) });
  await expect(dialog.getByText('Format: CSV / TSV')).toBeVisible();
  await expect(dialog.getByLabel('Time column', { exact: true })).toHaveValue('ts');
  await expect(dialog.getByLabel('Time format', { exact: true })).toHaveValue('iso');
  await dialog.getByLabel('Origin column', { exact: true }).selectOption('client');
  await dialog.getByRole('button', { name: 'Read the file' }).click();
  const bad = dialog.getByTestId('bad-lines');
  await expect(bad).toContainText('1 bad line (skipped)');
  await expect(bad).toContainText('line 5: "not-a-time" is not a time in the format iso');
  await shot(page, testInfo, 'csv-bad-line');
  await dialog.getByRole('button', { name: 'Use this traffic' }).click();
  await expect(dialog.getByText(/Imported 2 traffic source\(s\) over 3 s \(every arrival time kept\)/)).toBeVisible();
});

test('Cancel stops the read of a big file; nothing is changed', async ({ page }) => {
  await openApp(page);
  const line = '1700000000000|2023-11-15 06:13:20|GET:/orders|20|5|20|1|7|0|2|1\n';
  // ~96 MB made of one 64 KB chunk repeated: cheap to build, about 3 s to read here
  await dropFile(page, 'big-metrics.log', line.repeat(1000), { copies: 1500 });
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  const progress = dialog.getByRole('progressbar');
  await expect(progress).toBeVisible();
  const importWorkers = () => page.workers().filter((w) => /import/.test(w.url())).length;
  await expect.poll(importWorkers).toBe(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByText('Import cancelled; nothing was changed.')).toBeVisible();
  await expect(progress).toBeHidden();
  // the worker is gone (the read stopped), and the scenario still runs its own traffic
  await expect.poll(importWorkers).toBe(0);
  await page.waitForTimeout(800);
  await expect(progress).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('flowlab.autosave') ?? '')).not.toContain('perSecond');
  await expect(page.getByTestId('observed')).toHaveCount(0);
});

test('pasted arrival times become a replay', async ({ page }) => {
  await openApp(page);
  await page.getByRole('button', { name: 'Import traffic…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import traffic' });
  await dialog.getByText('Or paste arrival times').click();
  await dialog.getByLabel('Arrival times (one per line, CSV or a JSON array)').fill('0\n100\n250\n1900');
  await dialog.getByRole('button', { name: 'Use these times' }).click();
  await expect(dialog.getByText(/Imported 1 traffic source\(s\) over 2 s/)).toBeVisible();
});
