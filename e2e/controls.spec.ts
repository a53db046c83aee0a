import { expect, test, type Page } from '@playwright/test';
import { canvasPixels, chartMarkup, cursorValue, numberIn, openApp, settled, shot } from './helpers';

async function value(page: Page, name: string): Promise<number> {
  return numberIn(await cursorValue(page, name).textContent());
}

test('coldFactor 3 → 4 at count 20, warmUpPeriodSec 10: warningToken 100 → 66, maxToken 200 → 146', async ({
  page,
}, testInfo) => {
  await openApp(page);
  const before = await chartMarkup(page, 'Warm-up curve');
  await page.getByRole('slider', { name: /coldFactor/ }).fill('4');
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^66\s*tokens$/);
  await expect(cursorValue(page, 'maxToken')).toHaveText(/^146\s*tokens$/);
  await expect(page.getByRole('spinbutton', { name: 'coldFactor value' })).toHaveValue('4');
  expect(await chartMarkup(page, 'Warm-up curve')).not.toEqual(before);
  await shot(page, testInfo, 'cold-factor-4');
});

test('each Sentinel slider changes the derived values and the charts', async ({ page }) => {
  await openApp(page);
  // count (slider) → warningToken and the QPS chart's threshold
  let qps = await chartMarkup(page, 'Passed and blocked QPS');
  await page.getByRole('slider', { name: /^count/ }).fill('40');
  await expect(cursorValue(page, 'count')).toHaveText(/^40\s*QPS$/);
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^200\s*tokens$/);
  expect(await chartMarkup(page, 'Passed and blocked QPS')).not.toEqual(qps);

  // warmUpPeriodSec (number box) → maxToken
  const bucket = await chartMarkup(page, 'Token bucket');
  await page.getByRole('spinbutton', { name: 'warmUpPeriodSec value' }).fill('5');
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
  await expect(cursorValue(page, 'maxToken')).toHaveText(/^200\s*tokens$/);
  await settled(page);
  expect(await chartMarkup(page, 'Token bucket')).not.toEqual(bucket);

  // Rate Limiter (排队等待): maxQueueingTimeMs appears and changes the waits (30 QPS meets count 20)
  await page.getByRole('spinbutton', { name: 'count value' }).fill('20');
  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('sentinel-2');
  const queue = page.getByRole('slider', { name: /maxQueueingTimeMs/ });
  await expect(queue).toBeVisible();
  await expect(cursorValue(page, 'maxQueueingTimeMs')).toHaveText(/^500\s*ms$/);
  qps = await chartMarkup(page, 'Passed and blocked QPS');
  await queue.fill('2000');
  await expect(cursorValue(page, 'maxQueueingTimeMs')).toHaveText(/^2,000\s*ms$/);
  await settled(page);
  expect(await chartMarkup(page, 'Passed and blocked QPS')).not.toEqual(qps);
});

test('each Guava slider changes the derived values and the charts', async ({ page }) => {
  await openApp(page);
  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('guava-warmingUp');
  await expect(cursorValue(page, 'thresholdPermits')).toBeVisible();
  const stable = await value(page, 'stableIntervalMicros');
  expect(stable).toBe(50_000);

  await page.getByRole('slider', { name: /permitsPerSecond/ }).fill('40');
  await expect(cursorValue(page, 'stableIntervalMicros')).toHaveText(/^25,000\s*µs$/);

  const curve = await chartMarkup(page, 'Warm-up curve');
  const maxPermits = await value(page, 'maxPermits');
  await page.getByRole('slider', { name: /warmupPeriod/ }).fill('20000');
  await expect.poll(() => value(page, 'maxPermits')).not.toBe(maxPermits);
  await settled(page);
  expect(await chartMarkup(page, 'Warm-up curve')).not.toEqual(curve);

  await page.getByRole('spinbutton', { name: 'coldFactor value' }).fill('5');
  await expect(cursorValue(page, 'coldIntervalMicros')).toHaveText(/^125,000\s*µs$/);

  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('guava-bursty');
  const bursty = page.getByRole('slider', { name: /maxBurstSeconds/ });
  await expect(bursty).toBeVisible();
  await expect(cursorValue(page, 'maxBurstSeconds')).toHaveText(/^1\s*s$/);
  const mp = await value(page, 'maxPermits');
  await bursty.fill('3');
  await expect.poll(() => value(page, 'maxPermits')).toBe(mp * 3);
});

test('traffic: rate and shape presets re-simulate; a burst can be injected at the cursor', async ({ page }) => {
  await openApp(page);
  const req = await canvasPixels(page, 'Requests');
  await page.getByRole('combobox', { name: 'Shape' }).selectOption('poisson');
  await page.getByRole('slider', { name: /^rate/ }).fill('60');
  await settled(page);
  expect(await canvasPixels(page, 'Requests')).not.toEqual(req);
  await page.getByRole('slider', { name: 'Time' }).fill('15000');
  await page.getByRole('button', { name: 'Inject a burst at the cursor' }).click();
  await expect(page.getByRole('button', { name: /Remove the burst at 15\.000/ })).toBeVisible();
});

test('values Sentinel would reject show an error beside the control; the last good result stays', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await page.getByRole('spinbutton', { name: 'coldFactor value' }).fill('1');
  const box = page.getByRole('spinbutton', { name: 'coldFactor value' });
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  // the message beside the control (the box names it with aria-describedby)
  const describedBy = (await box.getAttribute('aria-describedby')) ?? '';
  const message = page
    .locator(
      describedBy
        .split(/\s+/)
        .map((id) => `[id="${id}"]`)
        .join(', '),
    )
    .first();
  await expect(message).toBeVisible();
  await expect(message).toHaveText(/coldFactor|must be|larger than 1|replaces/i);
  // the last good result is still shown (greyed)
  await expect(cursorValue(page, 'warningToken')).toHaveText(/^100\s*tokens$/);
  await expect(page.locator('.charts.greyed')).toBeAttached();
  await shot(page, testInfo, 'invalid-cold-factor');
  // and it recovers
  await box.fill('3');
  await expect(box).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('.charts.greyed')).toHaveCount(0);
});
