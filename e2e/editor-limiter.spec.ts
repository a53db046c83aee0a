/**
 * Issue 21 #12: the rule editor follows the limiter on screen. A Guava or Bucket4j limiter brings its own tab,
 * first and selected, holding the object at its scenario path as JSON; an edit there moves the run and the
 * Controls, a slider moves the text, an invalid value is marked at its field while the last good run keeps
 * showing, and the text survives a reload. In English and 中文, on a desktop and a phone.
 */
import { expect, test, type Page } from '@playwright/test';
import { autosaved, numberIn, openApp, settled } from './helpers';

const WORDS = {
  en: { region: 'Rule JSON', editor: /Rule JSON editor/, cursor: 'At the cursor', value: 'permitsPerSecond value' },
  zh: { region: '规则 JSON', editor: /规则 JSON 编辑器/, cursor: '光标处', value: 'permitsPerSecond 的值' },
} as const;
type Lang = keyof typeof WORDS;

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const region = (page: Page, lang: Lang) => page.getByRole('region', { name: WORDS[lang].region });
const lines = (page: Page, lang: Lang) => region(page, lang).locator('.view-lines');

async function editorBox(page: Page, lang: Lang) {
  await expect(region(page, lang).locator('.monaco-editor')).toBeVisible({ timeout: 15_000 });
  return region(page, lang).getByRole('textbox', { name: WORDS[lang].editor });
}

async function replaceText(page: Page, lang: Lang, text: string) {
  const box = await editorBox(page, lang);
  await box.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** The value next to a Java name in the "At the cursor" panel (Java names stay in every language). */
async function cursorNumber(page: Page, lang: Lang, name: string): Promise<number> {
  const dd = page
    .getByRole('region', { name: WORDS[lang].cursor })
    .locator('dt')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]');
  return numberIn(await dd.textContent());
}

/** Every tab of the editor, in order, and the selected one. */
async function tabs(page: Page, lang: Lang) {
  const all = region(page, lang).getByRole('tab');
  const names = (await all.allTextContents()).map((s) => s.replace(/\d+$/, '').trim());
  const selected = (await region(page, lang).getByRole('tab', { selected: true }).textContent())
    ?.replace(/\d+$/, '')
    .trim();
  return { names, selected };
}

/** one line: typed into Monaco, a closing brace on a line of its own would meet an auto-closed one */
const bursty = (rate: number) =>
  JSON.stringify({ type: 'bursty', permitsPerSecond: rate, maxBurstSeconds: 1, tryAcquireTimeoutMs: 0 });

/** Opens the page in `lang` and waits for its first run (openApp's chart name is English). */
async function open(page: Page, lang: Lang): Promise<string[]> {
  if (lang === 'en') return openApp(page);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto('/?lang=zh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('region', { name: WORDS.zh.cursor })).toBeVisible();
  return errors;
}

for (const lang of ['en', 'zh'] as const)
  for (const size of SIZES)
    test(`${lang} ${size.width}×${size.height}: the editor shows, edits and keeps the Guava and Bucket4j configuration`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(60_000); // two page loads and a link opened in a second browser context
      await page.setViewportSize(size);
      const errors = await open(page, lang);
      const picker = page.getByRole('combobox', { name: lang === 'zh' ? '限流器' : 'Limiter', exact: true });
      await picker.selectOption('guava-bursty');

      // its own tab, first and selected, with exactly its configuration
      await editorBox(page, lang);
      await expect.poll(async () => (await tabs(page, lang)).selected).toBe('Guava SmoothBursty');
      const shown = await tabs(page, lang);
      expect(shown.names[0]).toBe('Guava SmoothBursty');
      expect(shown.names.length).toBe(7); // the Sentinel tabs stay
      await expect(lines(page, lang)).toContainText('"type": "bursty"');
      await expect(lines(page, lang)).toContainText('"permitsPerSecond": 20');
      await settled(page);
      expect(await cursorNumber(page, lang, 'stableIntervalMicros')).toBe(50_000);

      // an edit of the text: the run and the Controls follow
      await replaceText(page, lang, bursty(40));
      await expect.poll(() => cursorNumber(page, lang, 'stableIntervalMicros')).toBe(25_000);
      await expect(page.getByRole('spinbutton', { name: WORDS[lang].value })).toHaveValue('40');
      // the address bar (the Share link) carries it: opened elsewhere, it is the limiter with that rate
      await expect.poll(() => page.url()).toMatch(/#./);
      await expect
        .poll(async () => {
          const other = await browser.newContext();
          try {
            const fresh = await other.newPage();
            await fresh.goto(page.url());
            const box = fresh.getByRole('spinbutton', { name: WORDS[lang].value });
            await box.waitFor({ timeout: 10_000 });
            return await box.inputValue();
          } finally {
            await other.close();
          }
        })
        .toBe('40');

      // a slider: the text follows
      await page.getByRole('spinbutton', { name: WORDS[lang].value }).fill('50');
      await expect(lines(page, lang)).toContainText('"permitsPerSecond": 50');
      await expect.poll(() => cursorNumber(page, lang, 'stableIntervalMicros')).toBe(20_000);

      // an invalid value: marked at its field, named; the last good run keeps showing
      await replaceText(page, lang, bursty(-5));
      const alert = region(page, lang).getByRole('alert');
      await expect(alert).toContainText('guava[0].permitsPerSecond');
      await expect(alert).toContainText(lang === 'zh' ? '第 1 行' : 'line 1');
      await expect(region(page, lang).locator('.squiggly-error').first()).toBeAttached();
      await expect(region(page, lang).getByRole('tab', { selected: true })).toHaveAttribute('aria-label', /1/);
      await settled(page);
      expect(await cursorNumber(page, lang, 'stableIntervalMicros')).toBe(20_000);

      // reload: the text is kept, still marked, on its tab
      // the tab's text, as typed, inside the saved editor texts, inside the saved work: escaped twice
      await autosaved(page, String.raw`permitsPerSecond\\\":-5`);
      await page.reload();
      await editorBox(page, lang);
      await expect.poll(async () => (await tabs(page, lang)).selected).toBe('Guava SmoothBursty');
      await expect(lines(page, lang)).toContainText('"permitsPerSecond":-5');
      await expect(region(page, lang).getByRole('alert')).toContainText('guava[0].permitsPerSecond');
      await settled(page);
      expect(await cursorNumber(page, lang, 'stableIntervalMicros')).toBe(20_000);

      // Bucket4j: its own tab and JSON
      await picker.selectOption('bucket4j');
      await expect.poll(async () => (await tabs(page, lang)).selected).toBe('Bucket4j');
      await expect(lines(page, lang)).toContainText('"type": "bucket4j"');
      await expect(lines(page, lang)).toContainText('"bandwidths"');
      expect((await tabs(page, lang)).names[0]).toBe('Bucket4j');

      // back to a Sentinel rule: the tab goes, Flow is shown
      await picker.selectOption('sentinel-1');
      await expect.poll(async () => (await tabs(page, lang)).names.length).toBe(6);
      expect((await tabs(page, lang)).selected).toBe(lang === 'zh' ? '流控' : 'Flow');

      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
      expect(errors).toEqual([]);
    });
