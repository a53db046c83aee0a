/**
 * Issue 21, finding 9: in 中文 the "At the cursor" panel's one-line summary of the limiter is Chinese (it was
 * "Rule 0 (demo): QPS, count 20, rejects beyond it" for every limiter), with its Java names in code font, at a
 * desktop size and on a phone; it follows the language switch without a new run.
 */
import { expect, test, type Page } from '@playwright/test';
import { settled } from './helpers';

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const summary = (page: Page) => page.getByRole('region', { name: '光标处' }).locator('p.label');
const picker = (page: Page) => page.getByRole('combobox', { name: '限流器' });

for (const size of SIZES) {
  test(`${size.width}×${size.height}: the cursor panel's summary is Chinese for each limiter, Java names in code`, async ({
    page,
  }) => {
    await page.setViewportSize(size);
    await page.goto('/?lang=zh');
    await page.waitForFunction(() => performance.getEntriesByName('flowlab:first-draw').length > 0);
    await settled(page);

    // the first screen: Warm Up (controlBehavior 1)
    await summary(page).scrollIntoViewIfNeeded();
    await expect(summary(page)).toHaveText('规则 0（demo）：QPS，count 20，WARM_UP：预热 10 s，coldFactor 3');
    await expect(summary(page).locator('code')).toHaveText(['count', 'WARM_UP', 'coldFactor']);
    await expect(summary(page)).toBeInViewport();

    const expected: [string, RegExp][] = [
      ['sentinel-0', /^规则 0（demo）：QPS，count 20，超出即快速失败$/],
      ['sentinel-2', /^规则 0（demo）：QPS，count 20，RATE_LIMITER：每 .+ 放行一个，排队 ≤ 500 ms$/],
      ['sentinel-chain', /^所有 Sentinel 规则一起（Slot 链）：1 条流控规则$/],
      ['guava-warmingUp', /^Guava 0：SmoothWarmingUp 20\/s，预热 \d+ ms，tryAcquire\(permits, 0, MILLISECONDS\)$/],
      ['go-rate', /^限流器 \d+：x\/time\/rate NewLimiter\(20, 20\)，AllowN$/],
      ['textbook-fixed-window', /^限流器 \d+：固定窗口（教学算法），每 1000 ms 20 个$/],
    ];
    for (const [choice, text] of expected) {
      await picker(page).selectOption(choice);
      await settled(page);
      await expect(summary(page), choice).toHaveText(text);
    }

    // the switch re-words it at once; back in 中文 again
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('region', { name: 'At the cursor' }).locator('p.label')).toHaveText(
      /^Limiter \d+: fixed window \(textbook\), 20 per 1000 ms$/,
    );
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
    await expect(summary(page)).toHaveText(/^限流器 \d+：固定窗口/);
  });
}
