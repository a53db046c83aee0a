import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { figure, openApp, settled } from './helpers';

async function exportSvg(page: Page, title: string): Promise<string> {
  await figure(page, title)
    .getByRole('button', { name: /^Export/ })
    .click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: 'SVG image' }).click(),
  ]);
  return (await readFile(await file.path())).toString('utf8');
}

/** The SVG's visible texts (not its <title>), its link, and its size as an image. */
async function readSvg(page: Page, text: string) {
  return page.evaluate(async (svgText) => {
    const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;
    await img.decode();
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      texts: Array.from(doc.querySelectorAll('text'), (t) => (t.textContent ?? '').replace(/\s+/g, ' ').trim()),
      links: Array.from(doc.querySelectorAll('a'), (a) => a.getAttribute('href')),
      legendSwatches: doc.querySelectorAll('.legend rect, .legend line, .legend circle').length,
      size: [img.naturalWidth, img.naturalHeight],
    };
  }, text);
}

test('an exported SVG stands alone: its title, legend, the rule in one line and a link back to Flowlab', async ({
  page,
}) => {
  await openApp(page);
  await settled(page);
  // the address bar holds the scenario once the input settles
  await expect.poll(() => page.url()).toContain('#s=1.');
  const svg = await readSvg(page, await exportSvg(page, 'Passed and blocked QPS'));
  expect(svg.error).toBeNull();
  expect(svg.texts).toContain('Passed and blocked QPS');
  for (const key of ['passed', 'blocked', 'limit']) expect(svg.texts).toContain(key);
  expect(svg.legendSwatches).toBeGreaterThanOrEqual(3);
  const rule = svg.texts.find((t) => t.startsWith('WarmUpController'));
  expect(rule).toMatch(/count 20/);
  expect(rule).toMatch(/coldFactor 3/);
  expect(svg.links).toEqual([page.url()]);
  expect(svg.texts.some((t) => t.startsWith('Made with Flowlab'))).toBe(true);
  const box = (await figure(page, 'Passed and blocked QPS').locator('svg[role="img"]').boundingBox())!;
  expect(svg.size[1]).toBeGreaterThan(box.height + 40);
});

test('the Requests chart’s SVG carries its legend with the counts, and the curve chart its own x name', async ({
  page,
}) => {
  await openApp(page);
  await settled(page);
  const counts = await figure(page, 'Requests').locator('.kcount').allTextContents();
  const requests = await readSvg(page, await exportSvg(page, 'Requests'));
  expect(requests.texts).toContain('Requests');
  expect(requests.texts).toContain(`passed ${counts[0]}`);
  expect(requests.texts).toContain(`blocked ${counts[3]}`);
  expect(requests.texts).toContain('●');

  const curve = await readSvg(page, await exportSvg(page, 'Warm-up curve'));
  expect(curve.texts).toContain('Warm-up curve');
  expect(curve.texts.some((t) => /^now: storedTokens 200/.test(t))).toBe(true);
});
