/**
 * Geometry the way a user sees it: whether an element is wholly on screen (inside the window, above a sticky
 * bar, and not cut off by any box of its own that scrolls or clips), whether two boxes overlap, and scrolling
 * the page itself (never an inner box) to bring something up.
 */
import { expect, type Locator } from '@playwright/test';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Why `loc` is not wholly visible, or null when it is: the window's edges, the sticky clock bar at the foot of a
 * phone's screen, and every ancestor whose overflow clips (a scroll box holding part of it below its fold).
 */
export async function whyNotWhollyVisible(loc: Locator): Promise<string | null> {
  return loc.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const tol = 1;
    const name = (e: Element) => `${e.tagName.toLowerCase()}.${e.className.toString().split(' ').join('.')}`;
    let bottom = window.innerHeight;
    // a bar stuck over the page's foot hides what is under it
    const bar = document.querySelector('footer');
    if (bar && getComputedStyle(bar).position === 'sticky' && !bar.contains(el)) {
      bottom = Math.min(bottom, bar.getBoundingClientRect().top);
    }
    if (r.top < -tol || r.left < -tol || r.right > window.innerWidth + tol || r.bottom > bottom + tol) {
      return `outside the screen: top ${r.top}, bottom ${r.bottom} (visible to ${bottom}), left ${r.left}, right ${r.right}`;
    }
    for (let p = el.parentElement; p !== null; p = p.parentElement) {
      const cs = getComputedStyle(p);
      if (cs.overflowX === 'visible' && cs.overflowY === 'visible') continue;
      if (cs.display === 'contents') continue;
      const q = p.getBoundingClientRect();
      if (r.top < q.top - tol || r.bottom > q.bottom + tol || r.left < q.left - tol || r.right > q.right + tol) {
        return `cut off by ${name(p)} (${cs.overflowY}): its box ${q.top}–${q.bottom}, the element ${r.top}–${r.bottom}`;
      }
    }
    return null;
  });
}

export async function expectWhollyVisible(loc: Locator, what: string): Promise<void> {
  expect(await whyNotWhollyVisible(loc), what).toBeNull();
}

/** Scrolls the page (the window, no inner box) so that `loc`'s top is `margin` px below the window's top. */
export async function scrollPageTo(loc: Locator, margin = 8): Promise<void> {
  await loc.evaluate((el, m) => {
    window.scrollBy(0, el.getBoundingClientRect().top - m);
  }, margin);
}

export async function boxOf(loc: Locator): Promise<Box> {
  const b = await loc.boundingBox();
  expect(b, 'has a box').not.toBeNull();
  return b!;
}

/** The area two boxes share, in px² (0: they do not overlap). */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

export async function expectNoOverlap(a: Locator, b: Locator, what: string): Promise<void> {
  const [ba, bb] = [await boxOf(a), await boxOf(b)];
  expect(overlapArea(ba, bb), `${what}: ${JSON.stringify(ba)} and ${JSON.stringify(bb)}`).toBe(0);
}
