/**
 * The call a caller makes, chosen in the controls (a module's choice control): x/time/rate picked from the
 * Limiter picker, its `call` select switched from AllowN to ReserveN with the keyboard. rate.go: AllowN refuses
 * whatever would have to wait, ReserveN never refuses (n ≤ burst) and makes the caller sleep off the debt, so
 * the refusals turn into waits. The share link carries the choice, a reload keeps it; at 390 px in 中文 too.
 */
import { inflateRawSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { legendCount, numberIn, openApp, settled, shot } from './helpers';

const callSelect = (page: Page) => page.getByRole('combobox', { name: 'call', exact: true });

async function pickGoRate(page: Page): Promise<void> {
  const picker = page.locator('select').filter({ has: page.locator('option[value="go-rate"]') });
  await picker.selectOption('go-rate');
  await expect(picker).toHaveValue('go-rate');
  await settled(page);
}

/** Focuses the select and moves one option down with the arrow key, as a keyboard user would. */
async function nextByKeyboard(page: Page): Promise<void> {
  await callSelect(page).focus();
  await expect(callSelect(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
}

/** The scenario JSON the address bar's share link holds (`#s=1.<base64url of raw DEFLATE>`), or '' when none. */
function linkJson(url: string): string {
  const text = new URLSearchParams(new URL(url).hash.slice(1)).get('s');
  if (!text?.startsWith('1.')) return '';
  return inflateRawSync(Buffer.from(text.slice(2), 'base64url')).toString('utf8');
}

const selectedText = (page: Page) => callSelect(page).locator('option:checked');

test('AllowN → ReserveN by keyboard: refusals become waits, the link carries it, a reload keeps it', async ({
  page,
  browser,
}, testInfo) => {
  const errors = await openApp(page);
  await pickGoRate(page);
  const select = callSelect(page);
  await expect(select).toBeVisible();
  await expect(selectedText(page)).toHaveText('AllowN(t, n)');
  await expect(select).toHaveAccessibleDescription(/how each request calls the limiter.*passes only with no wait/);
  const charts = page.locator('.charts');
  // the default traffic's 30 QPS is past NewLimiter(20, 20): AllowN refuses some, waits none
  await expect.poll(() => legendCount(charts, 'blocked')).toBeGreaterThan(0);
  expect(await legendCount(charts, 'after a wait')).toBe(0);
  await expect.poll(() => linkJson(page.url())).toContain('"call":"AllowN"');
  // the controls column with its selects: nothing serious for axe
  const axe = await new AxeBuilder({ page }).include('section.controls').analyze();
  expect(axe.passes.some((p) => p.id === 'select-name')).toBe(true);
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await nextByKeyboard(page);
  await expect(selectedText(page)).toHaveText(/^ReserveN\(t, n\)/);
  await expect(select).toHaveAccessibleDescription(/always takes the tokens, into debt/);
  // WaitN's context deadline means nothing to AllowN or ReserveN: not offered
  await expect(page.getByRole('checkbox', { name: 'deadline' })).toHaveCount(0);
  await settled(page);
  // ReserveN refuses none of them (n = 1 ≤ burst): every one AllowN refused now waits
  await expect.poll(() => legendCount(charts, 'blocked')).toBe(0);
  expect(await legendCount(charts, 'after a wait')).toBeGreaterThan(0);
  // the debt shows on the own-state chart and in the explanation, in rate.go's words
  await expect(page.getByRole('figure', { name: /Tokens \(negative: reserved ahead\)/ })).toContainText(
    'below zero: owed',
  );
  await expect(page.getByRole('region', { name: 'Explain this decision' })).toContainText('ReserveN');
  await shot(page, testInfo, 'call-reserve-n');

  // the address bar follows; a fresh browser (no autosave) opening the link gets ReserveN
  await expect.poll(() => linkJson(page.url())).toContain('"call":"ReserveN"');
  const link = page.url();
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await openApp(other, link);
  await expect(callSelect(other)).toHaveValue(String(1));
  await expect(selectedText(other)).toHaveText(/^ReserveN/);
  await expect.poll(() => legendCount(other.locator('.charts'), 'blocked')).toBe(0);
  await fresh.close();

  await page.reload();
  await expect(page.getByRole('figure', { name: /Passed and blocked QPS/ })).toBeVisible();
  await expect(selectedText(page)).toHaveText(/^ReserveN/);
  await expect.poll(() => legendCount(charts, 'after a wait')).toBeGreaterThan(0);
  expect(errors).toEqual([]);
});

test('Bucket4j: the refill select writes what an aligned refill needs and removes it again; maxWait comes with blocking', async ({
  page,
}) => {
  const errors = await openApp(page);
  const picker = page.locator('select').filter({ has: page.locator('option[value="bucket4j"]') });
  await picker.selectOption('bucket4j');
  await settled(page);
  const refill = page.getByRole('combobox', { name: 'refill', exact: true });
  await expect(refill.locator('option:checked')).toHaveText('refillGreedy');
  await refill.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(refill.locator('option:checked')).toHaveText('refillIntervallyAligned');
  // the builder needs a first refill instant: the select wrote one, so the bucket runs (its label says so)
  await expect.poll(() => linkJson(page.url())).toContain('"timeOfFirstRefillMs":0');
  await settled(page);
  await expect(page.locator('section.controls .error')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'At the cursor' })).toContainText('intervallyAligned');
  // back to greedy, which refuses one
  await page.keyboard.press('Home');
  await expect(refill.locator('option:checked')).toHaveText('refillGreedy');
  await expect.poll(() => linkJson(page.url())).not.toContain('timeOfFirstRefillMs');
  await expect(page.getByRole('region', { name: 'At the cursor' })).toContainText('greedy');
  await expect(page.locator('section.controls .error')).toHaveCount(0);

  // maxWait is read by the blocking call only
  const maxWait = page.getByRole('slider', { name: /maxWait/ });
  await expect(maxWait).toHaveCount(0);
  await page
    .getByRole('combobox', { name: 'call', exact: true })
    .selectOption({ label: 'asBlocking().tryConsume(n, maxWait)' });
  await expect(maxWait).toBeVisible();
  expect(errors).toEqual([]);
});

test('Sentinel-Go and nginx: a mode select brings the sliders only it reads', async ({ page }) => {
  const errors = await openApp(page);
  const picker = page.locator('select').filter({ has: page.locator('option[value="sentinel-go"]') });
  await picker.selectOption('sentinel-go');
  await settled(page);
  const queue = page.getByRole('slider', { name: /MaxQueueingTimeMs/ });
  await expect(queue).toHaveCount(0);
  await page.getByRole('combobox', { name: 'ControlBehavior', exact: true }).selectOption({ label: 'Throttling (1)' });
  await expect(queue).toBeVisible();
  await expect.poll(() => linkJson(page.url())).toContain('"controlBehavior":1');
  await expect(page.getByRole('region', { name: 'At the cursor' })).toContainText('Throttling');

  await picker.selectOption('nginx-limit-req');
  await settled(page);
  const delay = page.getByRole('slider', { name: /^delay/ });
  await expect(delay).toBeVisible();
  await page.getByRole('combobox', { name: 'nodelay', exact: true }).selectOption({ index: 1 });
  await expect(delay).toHaveCount(0);
  await expect.poll(() => linkJson(page.url())).toContain('"nodelay":true');
  expect(errors).toEqual([]);
});

test.describe('390 px, 中文', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the call select fits the column, reads in 中文, and switches by keyboard', async ({ page }, testInfo) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/?lang=zh');
    await expect(page.locator('.curve-chart svg')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await pickGoRate(page);
    const select = callSelect(page);
    await select.scrollIntoViewIfNeeded();
    await expect(select).toBeVisible();
    await expect(page.getByText('每个请求如何调用限流器')).toBeVisible();
    await expect(page.getByText('只有无需等待时才通过')).toBeVisible();
    const box = (await select.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(390);

    await nextByKeyboard(page);
    await expect(selectedText(page)).toHaveText(/^ReserveN\(t, n\)，再 sleep/);
    await expect(page.getByText('总是拿走令牌，可以欠账')).toBeVisible();
    await settled(page);
    // the Requests chart's legend (its figure is named in 中文 here)
    const refused = page.locator('.charts .key').filter({ hasText: '被拒绝' }).locator('.kcount');
    await expect(refused).toHaveCount(1);
    await expect.poll(async () => numberIn(await refused.textContent())).toBe(0);
    // a third option, WaitN, by the same key
    await nextByKeyboard(page);
    await expect(selectedText(page)).toHaveText('WaitN(ctx, n)');
    // WaitN's context deadline is offered now (unticked: context.Background())
    await expect(page.getByRole('checkbox', { name: '截止时间' })).not.toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, testInfo, 'call-390-zh');
    expect(errors).toEqual([]);
  });
});
