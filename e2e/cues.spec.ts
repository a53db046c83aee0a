import { expect, test, type Page } from '@playwright/test';
import { figure, openApp, settled, shot } from './helpers';

function ruleRegion(page: Page) {
  return page.getByRole('region', { name: 'Rule JSON' });
}

async function replaceRules(page: Page, text: string) {
  const region = ruleRegion(page);
  await expect(region.locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  const box = region.getByRole('textbox', { name: /Rule JSON editor/ });
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

test('QPS chart: Sentinel’s 500 ms bucket edges and the busiest 1 s span, against count', async ({
  page,
}, testInfo) => {
  await openApp(page);
  const qps = figure(page, 'Passed and blocked QPS');
  // 30 s from an epoch-aligned start: an edge every 500 ms, 0 included
  const edges = qps.getByTestId('bucket-edges');
  await expect(edges).toBeAttached();
  expect(((await edges.getAttribute('d')) ?? '').match(/M/g)?.length).toBe(60);
  await expect(qps.getByTestId('bucket-note')).toContainText('┆ 500 ms buckets');
  // the step to 30 QPS meets the warm limit of 20: no one-second span holds more than 20
  await expect(qps.getByTestId('busiest-1s').locator('text')).toHaveText('busiest 1 s: 20 (count 20)');
  // the bucket note explains why a span can exceed count; the tooltip gives the span
  await expect(qps.getByTestId('bucket-note').locator('title')).toContainText('up to twice count');
  const plot = (await qps.locator('svg').first().boundingBox())!;
  await page.mouse.move(plot.x + plot.width * 0.3, plot.y + plot.height * 0.5);
  const tip = qps.getByRole('tooltip');
  await expect(tip.locator('dt', { hasText: 'busiest 1 s' })).toBeVisible();
  await expect(tip).toContainText('20 passed, 21 s–22 s');
  await shot(page, testInfo, 'busiest-1s');
});

test('pacing (排队等待): the queue tail, maxQueueingTimeMs and the refused requests’ slots', async ({
  page,
}, testInfo) => {
  await openApp(page);
  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('sentinel-2');
  await settled(page);
  const requests = figure(page, 'Requests');
  const tail = requests.getByTestId('queue-tail');
  await expect(tail).toBeAttached();
  expect(((await tail.getAttribute('d')) ?? '').length).toBeGreaterThan(100);
  await expect(requests.locator('svg').first()).toContainText('maxQueueingTimeMs 500');
  // 30 QPS against one every 50 ms: the queue fills and later requests are refused beyond 500 ms
  await expect(requests.getByTestId('refused-slots')).toHaveAttribute('d', /^M/);
  await expect(requests.getByText('queue tail')).toBeAttached();
  await shot(page, testInfo, 'pacing-queue');

  // other controllers have no virtual queue
  await page.getByRole('combobox', { name: 'Limiter' }).selectOption('sentinel-0');
  await settled(page);
  await expect(requests.getByTestId('queue-tail')).toHaveCount(0);
});

test('WarmUp: one syncToken mark per second with its branch, and the refill threshold', async ({ page }, testInfo) => {
  await openApp(page);
  const bucket = figure(page, 'Token bucket');
  const marks = bucket.getByTestId('sync-marks').locator('[data-branch]');
  await expect(marks).toHaveCount(30);
  // second 0: the cold start refills (below warningToken); seconds 1–10 at 5 QPS: quiet (5 < 6), refilled;
  // from second 11 at 30 QPS: busy, not refilled; once below warningToken: refilled every second
  await expect(marks.nth(0)).toHaveAttribute('data-branch', '0');
  await expect(marks.nth(5)).toHaveAttribute('data-branch', '1');
  await expect(marks.nth(12)).toHaveAttribute('data-branch', '2');
  await expect(marks.nth(29)).toHaveAttribute('data-branch', '0');
  const key = bucket.getByTestId('sync-key');
  await expect(key).toContainText('refill: prev < 6');
  await expect(key).toContainText('none: prev ≥ 6');
  await expect(key.getByText('syncToken:')).toHaveAttribute('title', /\(int\) count \/ coldFactor = 6 QPS/);
  // hovering a second shows the branch it took and the threshold
  await marks.nth(12).hover({ force: true }); // the marks lie under the chart's pointer surface
  const tip = bucket.getByRole('tooltip');
  await expect(tip).toContainText('not refilled: previous second ≥ 6 QPS (previousPassQps');
  await expect(tip).toContainText('(int) count / coldFactor');
  await shot(page, testInfo, 'sync-marks');
});

test('rule editor: Sentinel core and the dashboard judge a rule differently', async ({ page }, testInfo) => {
  await openApp(page);
  // WARM_UP_RATE_LIMITER: core loads it; the dashboard's form has no such choice, and saving an edit fails
  await replaceRules(
    page,
    '[{"resource":"demo","count":20,"grade":1,"controlBehavior":3,"warmUpPeriodSec":10,"maxQueueingTimeMs":500}]',
  );
  const verdicts = ruleRegion(page).getByTestId('rule-verdicts');
  await expect(verdicts).toContainText('Rule 0 (demo)');
  await expect(verdicts).toContainText('Sentinel core: loads it');
  await expect(verdicts).toContainText('its form offers only 快速失败, Warm Up and 排队等待');
  await expect(verdicts).toContainText('失败：controlBehavior must be in [0, 1, 2], but 3 got');
  await expect(ruleRegion(page).getByRole('alert')).toHaveCount(0);
  await shot(page, testInfo, 'verdicts-dashboard-only');

  // maxQueueingTimeMs 0: core drops it silently; the dashboard (which checks only for null) adds it
  await replaceRules(
    page,
    '[{"resource":"demo","count":20,"grade":1,"controlBehavior":3,"warmUpPeriodSec":10,"maxQueueingTimeMs":0}]',
  );
  await expect(verdicts).toContainText('Sentinel core: drops it, silently (maxQueueingTimeMs: must be > 0');
  await expect(verdicts).toContainText('posted as JSON, it is added');
  await expect(ruleRegion(page).getByRole('alert')).toBeVisible();

  // a plain rule: nothing to say
  await replaceRules(page, '[{"resource":"demo","count":20,"grade":1,"controlBehavior":0}]');
  await expect(verdicts).toHaveCount(0);
});
