/**
 * Issue 21, explanations held to their verdicts, as a user reads them, in English and 中文: the slot chain's
 * Why? line names what WarmUp and WarmUpRateLimiter compared; nginx's steps stop at the burst check of a
 * rejected request; x/time/rate's AllowN compares the wait with 0 ms (not ∞) and shows no float noise; the
 * Requests legend's "passed" is every admitted request with its parts labelled; a word unit follows its count.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { blockedMark, numberIn, settled, shot } from './helpers';

const WORDS = {
  en: {
    qps: /Passed and blocked QPS/,
    picker: 'Limiter',
    chart: 'Requests chart',
    explain: 'Explain this decision',
    cursor: 'At the cursor',
    blocked: 'Verdict: blocked',
    warmUpLimit: 'warm-up limit',
    expectedWait: 'expected wait',
    passed: 'passed',
    atOnce: 'at once',
    afterWait: 'after a wait',
    keep: 'Keep it',
  },
  zh: {
    qps: /通过与拒绝的 QPS/,
    picker: '限流器',
    chart: '请求图',
    explain: '解释这次判定',
    cursor: '光标处',
    blocked: '判定：被拒绝',
    warmUpLimit: '预热中的阈值',
    expectedWait: '预计等待',
    passed: '通过',
    atOnce: '立即',
    afterWait: '等待后',
    keep: '保留',
  },
} as const;
type Lang = keyof typeof WORDS;

async function open(page: Page, lang: Lang): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(lang === 'zh' ? '/?lang=zh' : '/');
  await expect(page.getByRole('figure', { name: WORDS[lang].qps })).toBeVisible();
  return errors;
}

async function pick(page: Page, lang: Lang, value: string): Promise<void> {
  const picker = page.getByRole('combobox', { name: WORDS[lang].picker });
  await picker.selectOption(value);
  await expect(picker).toHaveValue(value);
  await settled(page);
}

/** Clicks the first blocked mark of the Requests chart (the first drawn run of pixels in its blocked lane). */
async function clickBlocked(page: Page, lang: Lang): Promise<void> {
  const plot = page.getByRole('group', { name: WORDS[lang].chart });
  await expect(plot).toBeVisible();
  await plot.click({ position: await blockedMark(plot) });
}

const explainPanel = (page: Page, lang: Lang) => page.getByRole('region', { name: WORDS[lang].explain });
const slotChain = (page: Page) => page.getByTestId('slot-chain');

/** No number on screen carries float noise (an exponent, a run of 9+ decimals). */
async function expectNoNoise(scope: Locator): Promise<void> {
  const text = (await scope.textContent()) ?? '';
  expect(text).not.toMatch(/\d[eE]-?\d/);
  expect(text).not.toMatch(/\d\.\d{9,}/);
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`${lang}`, () => {
    // each journey runs the limiter and re-runs it to explain; the 中文 pack loads on the way
    test.setTimeout(90_000);
    test('the slot chain names what WarmUp compared: the warm-up limit, not count', async ({ page }, testInfo) => {
      const w = WORDS[lang];
      const errors = await open(page, lang);
      // the opening scenario's rule is WarmUp (count 20); through the slot chain
      await pick(page, lang, 'sentinel-chain');
      await clickBlocked(page, lang);
      const formula = slotChain(page).locator('.formula').first();
      await expect(formula).toContainText(w.warmUpLimit);
      const text = (await formula.textContent()) ?? '';
      // `passQps + acquire = 7 > warm-up limit 6.897 QPS`: the cold limit is below count 20, and count is not named
      expect(text).toMatch(/passQps \+ acquire = [\d.]+ > /);
      expect(text).not.toContain('count');
      expect(numberIn(text.split('>')[1])).toBeLessThan(20);
      await shot(page, testInfo, `chain-warm-up-${lang}`);
      expect(errors).toEqual([]);
    });

    test('the slot chain names what WarmUpRateLimiter compared: the expected wait', async ({ page }) => {
      const w = WORDS[lang];
      const errors = await open(page, lang);
      // the same rule queueing while cold (controlBehavior 3), then through the slot chain
      await pick(page, lang, 'sentinel-3');
      // a pick is only looked at until kept: keep it, or the next pick puts WarmUp back
      await page.getByRole('button', { name: w.keep }).click();
      await pick(page, lang, 'sentinel-chain');
      await clickBlocked(page, lang);
      const formula = slotChain(page).locator('.formula').first();
      await expect(formula).toContainText(w.expectedWait);
      await expect(formula).toContainText('maxQueueingTimeMs 500');
      await expect(formula).not.toContainText('count');
      expect(errors).toEqual([]);
    });

    test('nginx: a rejected request stops at the burst check; the legend counts every pass', async ({
      page,
    }, testInfo) => {
      const w = WORDS[lang];
      const errors = await open(page, lang);
      await pick(page, lang, 'nginx-limit-req');
      await clickBlocked(page, lang);
      const panel = explainPanel(page, lang);
      await expect(panel).toContainText(w.blocked);
      const steps = panel.getByRole('listitem');
      const last = steps.last();
      await expect(last).toContainText(/excess [\d.]+ > burst \d+/);
      // nginx never compares a rejected request with delay
      await expect(steps.filter({ hasText: /excess [\d.]+ \S+ delay/ })).toHaveCount(0);
      // the leak step reads as one formula: max(0, before − leaked + 1)
      await expect(steps.first()).toContainText(/max\(0, [\d.]+ − [\d.]+ \+ 1\) = [\d.]+/);
      await expectNoNoise(panel);
      // the cursor panel's Why? line says the same
      const why = page.getByRole('region', { name: w.cursor }).locator('p.formula').first();
      await expect(why).toContainText(/excess [\d.]+ > burst \d+ →/);

      // the legend: passed is every admitted request, its parts at once and after a wait
      const legend = page.getByRole('figure', { name: lang === 'en' ? /^Requests/ : /^请求/ });
      const count = async (name: string) =>
        numberIn(
          await legend
            .locator('.key')
            .filter({ has: page.locator('.kname', { hasText: new RegExp(`^${name}$`) }) })
            .locator('.kcount')
            .textContent(),
        );
      const passed = await count(w.passed);
      const atOnce = await count(w.atOnce);
      const afterWait = await count(w.afterWait);
      expect(afterWait).toBeGreaterThan(0); // nginx without nodelay holds the excess
      expect(atOnce + afterWait).toBe(passed);
      await shot(page, testInfo, `nginx-blocked-${lang}`);
      expect(errors).toEqual([]);
    });

    test('x/time/rate AllowN: the wait is compared with 0 ms, and no float noise', async ({ page }, testInfo) => {
      const w = WORDS[lang];
      const errors = await open(page, lang);
      await pick(page, lang, 'go-rate');
      await clickBlocked(page, lang);
      const panel = explainPanel(page, lang);
      await expect(panel).toContainText(w.blocked);
      await expect(panel).toContainText('AllowN');
      await expect(panel).not.toContainText('∞');
      await expectNoNoise(panel);
      const cursor = page.getByRole('region', { name: w.cursor });
      const why = cursor.locator('p.formula').first();
      await expect(why).toContainText(/> 0 ms/);
      await expect(why).not.toContainText('∞');
      await expectNoNoise(cursor);

      // a word unit follows its count: burst 1 is one token
      await page.getByRole('spinbutton', { name: lang === 'en' ? 'burst value' : 'burst 的值' }).fill('1');
      await settled(page);
      const slider = page.getByRole('slider', { name: /^burst/ });
      await expect(slider).toHaveAttribute('aria-valuetext', lang === 'en' ? '1 token' : '1 令牌');
      await shot(page, testInfo, `go-rate-allow-${lang}`);
      expect(errors).toEqual([]);
    });
  });
}
