import { expect, test, type Worker } from '@playwright/test';
import { cursorValue, openApp, shot } from './helpers';

test('if the worker dies: a clear error, a fresh worker, and the last good result stays', async ({
  page,
}, testInfo) => {
  const workers: Worker[] = [];
  page.on('worker', (w) => workers.push(w));
  await openApp(page);
  const sim = workers.find((w) => w.url().includes('sim.worker'));
  expect(sim).toBeDefined();
  // an uncaught exception inside the worker
  await sim!.evaluate(() => {
    setTimeout(() => {
      throw new Error('boom (from the e2e test)');
    });
  });
  const alert = page.getByRole('alert').filter({ hasText: 'The simulation worker stopped' });
  await expect(alert).toContainText('boom (from the e2e test)');
  await expect(alert).toContainText('the last good result stays on screen');
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
  await expect(page.getByRole('status').filter({ hasText: 'Showing the last good run' })).toBeVisible();
  await shot(page, testInfo, 'worker-died');

  // the fresh worker answers the next change
  await page.getByRole('slider', { name: /coldFactor/ }).fill('4');
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^66\s*tokens$/);
  await expect(alert).toHaveCount(0);
});
