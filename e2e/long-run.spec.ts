import { expect, test } from '@playwright/test';
import { chartMarkup, cursorValue, exportedScenario, importScenario, openApp, settled, shot } from './helpers';

test('a 1 h × 10,000 QPS run shows its progress, Cancel stops it, and the last good run stays drawn', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000); // 36,000,000 requests are generated before the first decision, on a shared machine
  await openApp(page);
  await settled(page);
  const qpsBefore = await chartMarkup(page, 'Passed and blocked QPS');
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);

  const scenario = await exportedScenario(page);
  await importScenario(page, {
    ...scenario,
    durationMs: 3_600_000,
    traffic: [{ type: 'poisson', qps: 10_000 }],
  });

  // the run is long: its progress bar appears and moves forward
  const bar = page.getByRole('progressbar', { name: 'Simulation progress' });
  await expect(bar).toBeVisible({ timeout: 60_000 });
  const valueOf = async () => Number((await bar.getAttribute('value')) ?? '0');
  await expect.poll(valueOf, { timeout: 60_000 }).toBeGreaterThan(0);
  const first = await valueOf();
  await expect.poll(valueOf, { timeout: 60_000 }).toBeGreaterThan(first);
  expect(await valueOf()).toBeLessThan(1);
  await shot(page, testInfo, 'long-run-progress');

  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(bar).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'the newest run was cancelled' })).toBeVisible();
  // the previous run is still what the charts and the cursor panel show
  expect(await chartMarkup(page, 'Passed and blocked QPS')).toBe(qpsBefore);
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
  await shot(page, testInfo, 'long-run-cancelled');

  // and the page still answers: going back to the previous work runs it and draws it again
  const note = page.getByRole('status').filter({ hasText: 'Opened one-hour.json' });
  await note.getByRole('button', { name: 'Restore my previous work' }).click();
  // the restore is answered by the worker, which may still be finishing the cancelled run's traffic: wait for it
  // (a slider moved before then is newer and wins over the restore: cancel-restore.spec.ts)
  await expect(page.getByTestId('previous-work')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('slider', { name: 'durationMs' })).toHaveValue(String(scenario.durationMs), {
    timeout: 60_000,
  });
  await settled(page);
  await page.getByRole('slider', { name: /coldFactor/ }).fill('4');
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^66\s*tokens$/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing the last good run' })).toHaveCount(0);
});
