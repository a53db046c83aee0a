import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers';

/**
 * Every chart's subtitle is read whole, at a desktop and a phone size and for each kind of limiter: none is cut
 * (no ellipsis, nothing hidden by overflow) and none runs out of its figure. A paragraph-long one (the breaker's
 * key) is a "How to read it" disclosure: opened, it is whole too.
 */
const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

async function clippedSubtitles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const d of Array.from(document.querySelectorAll<HTMLDetailsElement>('figure figcaption details.key')))
      d.open = true;
    return Array.from(document.querySelectorAll<HTMLElement>('figure figcaption .desc')).flatMap((el) => {
      const fig = el.closest('figure')!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      const cut = el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
      const outside = box.right > fig.right + 1 || box.left < fig.left - 1;
      return cut || outside ? [`${el.textContent} (${el.scrollWidth}/${el.clientWidth} px)`] : [];
    });
  });
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: no chart subtitle is cut, for every kind of limiter`, async ({ page }) => {
    await page.setViewportSize(size);
    await openApp(page);
    const picker = page.getByRole('combobox', { name: 'Limiter' });
    const values = await picker.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    let checked = 0;
    expect(values.length).toBeGreaterThan(3);
    for (const choice of ['', ...values]) {
      if (choice) await picker.selectOption(choice);
      await expect(page.locator('figure figcaption .desc').first()).toBeVisible();
      await page.waitForFunction(() => !document.querySelector('.charts[aria-busy="true"]'));
      const subtitles = await page.locator('figure figcaption .desc').count();
      expect(subtitles, `subtitles shown for ${choice || 'the default'}`).toBeGreaterThan(0);
      checked += subtitles;
      expect(await clippedSubtitles(page), `cut subtitles for ${choice || 'the default'}`).toEqual([]);
    }
    expect(checked).toBeGreaterThan(4);
  });
}
