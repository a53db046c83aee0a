/**
 * Issue 6, languages: switch to 中文 with the header's language buttons and the page follows (clock,
 * chart captions, the limiter picker with the dashboard's 快速失败) while Java names stay; the choice
 * is remembered across reloads; `?lang=en` / `?lang=zh` choose by URL (without changing what is
 * remembered); and back to English.
 *
 * Elements are found by language-neutral handles (option values, the html lang, test ids) or by
 * their names in the language under test, so the spec keeps working as more of the page is translated.
 */
import { expect, test, type Page } from '@playwright/test';

/** Opens `path` and waits until the first run is drawn (the warm-up curve has its SVG). */
async function open(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(path);
  await expect(page.locator('.curve-chart svg')).toBeVisible();
  return errors;
}

/** The limiter picker, found by its options rather than by its (translated) label. */
const limiterPicker = (page: Page) => page.locator('select:has(option[value="sentinel-0"])');

async function expectChinese(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  const clock = page.getByRole('group', { name: '时钟' });
  await expect(clock.getByRole('button', { name: '播放' })).toBeVisible();
  await expect(clock.getByRole('button', { name: '重置' })).toBeVisible();
  await expect(clock.getByRole('button', { name: '前进一步' })).toBeVisible();
  await expect(clock.getByRole('slider', { name: '时间' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /预热曲线/ })).toBeVisible();
  await expect(limiterPicker(page).locator('option[value="sentinel-0"]')).toHaveText('快速失败 (controlBehavior 0)');
  await expect(limiterPicker(page).locator('option[value="sentinel-2"]')).toHaveText('排队等待 (controlBehavior 2)');
  await expect(page.getByRole('group', { name: '语言' }).getByRole('button', { name: '中文' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

async function expectEnglish(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const clock = page.getByRole('group', { name: 'Clock' });
  await expect(clock.getByRole('button', { name: 'Play' })).toBeVisible();
  await expect(clock.getByRole('button', { name: 'Reset' })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Warm-up curve/ })).toBeVisible();
  await expect(limiterPicker(page).locator('option[value="sentinel-0"]')).toHaveText('Reject (controlBehavior 0)');
  await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('中文 from the header: the page follows, Java names stay, remembered; ?lang=en wins; back to English', async ({
  page,
}) => {
  test.slow(); // five page loads
  const errors = await open(page, '/');
  await expectEnglish(page);

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
  await expectChinese(page);
  // the picker keeps its selection (Warm Up, whose name is the dashboard's in both languages)
  await expect(limiterPicker(page)).toHaveValue('sentinel-1');
  await expect(limiterPicker(page).locator('option:checked')).toHaveText('Warm Up (controlBehavior 1)');
  // Java names are not translated: the curve's levels and its x axis
  const curve = page.getByRole('figure', { name: /预热曲线/ });
  await expect(curve.locator('svg')).toContainText('warningToken');
  await expect(curve.locator('svg')).toContainText('maxToken');
  await expect(curve.locator('svg')).toContainText('storedTokens (令牌)');
  await expect(page).toHaveTitle(/一步一步看/);

  // remembered: a reload stays in Chinese
  await page.reload();
  await expect(page.locator('.curve-chart svg')).toBeVisible();
  await expectChinese(page);

  // the URL chooses: ?lang=en is English, whatever was remembered …
  await page.goto('/?lang=en');
  await expect(page.locator('.curve-chart svg')).toBeVisible();
  await expectEnglish(page);
  // … without changing what was remembered
  await page.goto('/');
  await expect(page.locator('.curve-chart svg')).toBeVisible();
  await expectChinese(page);

  // and back to English with the header, remembered too
  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
  await expectEnglish(page);
  await page.reload();
  await expect(page.locator('.curve-chart svg')).toBeVisible();
  await expectEnglish(page);
  expect(errors).toEqual([]);
});

test('?lang=zh opens in Chinese; switching keeps the address bar’s ?lang in step', async ({ page }) => {
  await open(page, '/?lang=zh');
  await expectChinese(page);
  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
  await expectEnglish(page);
  await expect(page).toHaveURL(/[?&]lang=en/);
  // the address bar now says English, so a reload (or a copy of the link) stays English
  await page.reload();
  await expect(page.locator('.curve-chart svg')).toBeVisible();
  await expectEnglish(page);
});

test('a switch re-labels what is on screen without a new run: the slot chain and the breaker chart', async ({
  page,
}) => {
  await open(page, '/');
  await page.locator('select:has(option[value="slow-downstream"])').selectOption('slow-downstream');
  const chain = page.locator('[data-testid="slot-chain"]');
  await expect(chain).toBeVisible({ timeout: 15_000 });
  await expect(chain.getByRole('heading', { name: 'Slot chain' })).toBeVisible();
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' }).click();
  await expect(chain.getByRole('heading', { name: 'Slot 链' })).toBeVisible();
  // the slots keep Sentinel's class names; their states are in words of the language
  await expect(chain.locator('li[data-slot="DegradeSlot"]')).toHaveAttribute('aria-label', /^DegradeSlot: /);
  await expect(page.getByRole('figure', { name: /熔断器/ })).toBeVisible();
  await expect(page.locator('[data-testid="breaker-chart"]')).toHaveAttribute('aria-label', /打开 \d+ 次/);
});

test('in 中文 the header, the QPS chart, the cursor panel, the controls and the degrade fields are Chinese', async ({
  page,
}) => {
  await open(page, '/?lang=zh');
  const header = page.getByRole('banner');
  await expect(header).toContainText('限流器');
  await expect(header).toContainText('Sentinel 版本');
  await expect(header.locator('option[value="1.7.2"]')).toHaveText('1.7.x（旧版降级：没有熔断器）');
  await expect(header.getByRole('button', { name: /^主题：/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '分享' })).toBeVisible();

  const qps = page.getByRole('figure', { name: /通过与拒绝的 QPS/ });
  await expect(qps).toBeVisible();
  await expect(qps.getByRole('switch', { name: '以表格显示：通过与拒绝的 QPS' })).toBeVisible();

  const cursor = page.getByRole('complementary', { name: '光标处的数值' });
  for (const name of ['光标处', '请求', '为什么？光标处的请求', '常量'])
    await expect(cursor.getByRole('heading', { name, exact: true })).toBeVisible();

  const left = page.getByRole('complementary', { name: '控制与规则' });
  for (const name of ['控制', '流量', '规则 JSON'])
    await expect(left.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(left.getByRole('button', { name: '格式化' })).toBeVisible();

  // a breaker preset selects the slot chain: degrade rule 0's fields lead with the dashboard's words
  await page.locator('select:has(option[value="slow-downstream"])').selectOption('slow-downstream');
  const degrade = page.getByRole('group', { name: '熔断规则 0' });
  await expect(degrade).toBeVisible({ timeout: 15_000 });
  await expect(degrade.locator('label', { has: page.locator('code', { hasText: /^timeWindow$/ }) })).toContainText(
    '熔断时长',
  );
  // and the preset's hint is in Chinese, with its numbers
  await expect(left.getByRole('status')).toContainText('20 QPS，每次调用 20 ms');
});
