/**
 * Issue 23 §5, Envoy's HTTP local_ratelimit (from source, not trace-checked) as a user meets it: picked from the
 * Limiter picker, its token bucket chart; max_tokens moves the blocked count and a refused request is explained
 * down to filter_enforced; the gallery example; Compare opens on Envoy vs nginx; 中文; a 390 px phone, by keyboard.
 */
import { expect, test, type Page } from '@playwright/test';
import { blockedMark, cursorValue, legendCount, loadExample, numberIn, openApp, settled, shot } from './helpers';

async function pickEnvoy(page: Page, picker = 'Limiter'): Promise<void> {
  const box = page.getByRole('combobox', { name: picker });
  await box.selectOption('envoy-local');
  await expect(box).toHaveValue('envoy-local');
  await settled(page);
}

const blocked = (page: Page) => legendCount(page.locator('.charts'), 'blocked');

async function setSlider(page: Page, name: string, value: number): Promise<void> {
  await page.getByRole('slider', { name: new RegExp(`^${name}`) }).fill(String(value));
  await settled(page);
}

test('Envoy from the picker: its bucket chart, max_tokens moves the blocked count, a 429 explained', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  await pickEnvoy(page);
  await expect(page.getByRole('combobox', { name: 'Limiter' }).locator('option:checked')).toHaveText(
    'Envoy local_ratelimit (from source, not trace-checked)',
  );
  const bucket = page.getByRole('figure', { name: /token bucket \(remainingTokens\)/ });
  await expect(bucket).toBeVisible();
  await expect(bucket.locator('.level-label').filter({ hasText: 'max_tokens' })).toHaveCount(1);

  // a bucket of 1 refuses more of the same traffic than a bucket of 200
  await setSlider(page, 'max_tokens', 1);
  await expect.poll(() => blocked(page)).toBeGreaterThan(0);
  const small = await blocked(page);
  await setSlider(page, 'max_tokens', 200);
  await expect.poll(() => blocked(page)).toBeLessThan(small);
  await setSlider(page, 'max_tokens', 1);
  await expect.poll(() => blocked(page)).toBe(small);

  // a refused request: the bucket held less than one token and filter_enforced sampled it
  const plot = page.getByRole('group', { name: 'Requests chart' });
  await plot.click({ position: await blockedMark(plot) });
  const panel = page.getByRole('region', { name: 'Explain this decision' });
  await expect(panel).toContainText('Verdict: blocked');
  await expect(panel).toContainText('envoy.filters.http.local_ratelimit');
  const steps = panel.getByRole('listitem');
  await expect(steps.filter({ hasText: /total_tokens [\d.]+ < 1 token/ })).toHaveCount(1);
  await expect(steps.last()).toContainText(/filter_enforced: runtime draw % 100 = \d+ < numerator 100/);
  const text = (await panel.textContent()) ?? '';
  expect(text).not.toMatch(/\d[eE]-?\d|\d\.\d{9,}/);
  const why = page.getByRole('region', { name: 'At the cursor' }).locator('p.formula').first();
  await expect(why).toContainText(/total_tokens [\d.]+ < 1 → 429 local_rate_limited/);
  await shot(page, testInfo, 'envoy-blocked');
  expect(errors).toEqual([]);
});

test('the gallery example: Envoy passes 3 of the burst and 5 in all; Compare opens on Envoy vs nginx', async ({
  page,
}, testInfo) => {
  const errors = await openApp(page);
  await loadExample(page, /^Envoy local_ratelimit: a full bucket/);
  await expect(page.getByRole('combobox', { name: 'Limiter' })).toHaveValue('envoy-local');
  // 3 of the 5 at 0 ms, then 600 ms and the first at 1100 ms (see the example's captions)
  await expect.poll(() => legendCount(page.locator('.charts'), 'passed')).toBe(5);
  expect(await blocked(page)).toBe(4);

  const toggle = page.getByRole('button', { name: 'Compare' });
  await toggle.click();
  const view = page.getByRole('region', { name: 'Comparison' });
  const preset = view.getByRole('button', { name: 'Envoy local_ratelimit vs nginx limit_req' });
  await expect(preset).toHaveAttribute('aria-pressed', 'true');
  const table = view.getByRole('table', { name: /Totals over the run/ });
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table.locator('tbody tr').nth(0)).toContainText('envoy.filters.http.local_ratelimit');
  await expect(table.locator('tbody tr').nth(1)).toContainText('ngx_http_limit_req_module');
  const headers = await table.locator('thead th').allTextContents();
  const col = headers.findIndex((h) => h.trim().endsWith('passed'));
  const passed = await Promise.all(
    [0, 1].map(async (r) =>
      numberIn(await table.locator('tbody tr').nth(r).locator('th, td').nth(col).locator('.value').textContent()),
    ),
  );
  // max_tokens 3 / burst=3 at 2 a second: nginx's free first request is the one more
  expect(passed).toEqual([5, 6]);
  await shot(page, testInfo, 'envoy-compare');
  expect(errors).toEqual([]);
});

test('中文: the picker, the controls and the explanation in Chinese', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/?lang=zh');
  await expect(page.getByRole('figure', { name: /通过与拒绝的 QPS/ })).toBeVisible();
  await pickEnvoy(page, '限流器');
  await expect(page.getByRole('combobox', { name: '限流器' }).locator('option:checked')).toHaveText(
    'Envoy local_ratelimit（依据源码，未经轨迹验证）',
  );
  await expect(page.getByRole('figure', { name: /令牌桶（remainingTokens）/ })).toBeVisible();
  await expect(page.getByText('token_bucket.max_tokens：桶的容量（初始为满）')).toBeVisible();
  await setSlider(page, 'max_tokens', 1);
  const plot = page.getByRole('group', { name: '请求图' });
  await plot.click({ position: await blockedMark(plot) });
  const panel = page.getByRole('region', { name: '解释这次判定' });
  await expect(panel).toContainText('判定：被拒绝');
  await expect(panel.getByRole('listitem').last()).toContainText('filter_enforced：运行时随机数');
  await expect(panel).not.toContainText('envoy.enforcedCheck');
  expect(errors).toEqual([]);
});

test.describe('390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('no sideways scroll; the sliders and the fill_interval select work from the keyboard', async ({ page }) => {
    const errors = await openApp(page);
    await pickEnvoy(page);
    const max = page.getByRole('slider', { name: /^max_tokens/ });
    await max.fill('5');
    await settled(page);
    await max.focus();
    await page.keyboard.press('ArrowRight');
    await expect(max).toHaveValue('6');
    const interval = page.getByRole('combobox', { name: /fill_interval/ });
    await interval.focus();
    await interval.selectOption({ label: '0.5s' });
    await expect(interval.locator('option:checked')).toHaveText('0.5s');
    await settled(page);
    // the bucket now refills every 0.5 s: fill_interval reads 500 ms at the cursor
    await expect.poll(async () => numberIn(await cursorValue(page, 'fill_interval').textContent())).toBe(500);
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // the bucket chart, scrolled to, fits the phone's width
    const bucket = page.getByRole('figure', { name: /token bucket/ });
    await bucket.scrollIntoViewIfNeeded();
    await expect(bucket).toBeInViewport({ ratio: 0.5 });
    const box = await bucket.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });
});
