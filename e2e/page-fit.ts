import type { Page } from 'playwright-core';
import { textFitProblems } from './page-fit-text';

/**
 * Pages that fit (issue 27): nothing reaches past the viewport's right (or left) edge, and no
 * table is wider than the box that holds it, whether that box clips it or scrolls it sideways.
 * On a phone (below 576 px) a table may scroll in its box only where the design says so (the box
 * carries `data-scroll-table`, a DataTable with stack={false}); otherwise its rows stack
 * (components/table-stack.css). Text is not cut by a box that hides its overflow, and no button
 * breaks a word across lines (page-fit-text.ts). Call it from any e2e walk once the page shows
 * what it checks.
 */
export async function expectFits(page: Page, name: string): Promise<void> {
  const problems = [
    ...(await page.evaluate<string[]>(fitProblems)),
    ...(await page.evaluate<string[]>(textFitProblems)),
  ];
  if (problems.length > 0) throw new Error(`${name} does not fit its viewport:\n  ${problems.join('\n  ')}`);
}

// Runs in the page (a string: the root tsconfig has no DOM types).
export const fitProblems = `(() => {
  const root = document.documentElement;
  const width = root.clientWidth;
  const phone = width < 576;
  const problems = [];
  const shown = (el) => {
    const s = getComputedStyle(el);
    return s.visibility !== 'hidden' && s.display !== 'none' && !el.closest('.visually-hidden');
  };
  const label = (el) => {
    const cls = [...el.classList].slice(0, 2).map((c) => '.' + c).join('');
    const name = el.getAttribute('aria-label') || el.getAttribute('data-testid') || (el.textContent || '').trim();
    return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + cls + ' "' + name.replace(/\\s+/g, ' ').slice(0, 50) + '"';
  };
  // A dialog's backdrop box (.modal) is the viewport itself: what it holds is checked as the page.
  const boxOf = (el) => {
    for (let a = el.parentElement; a && a !== document.body; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== 'visible' && !a.classList.contains('modal')) return a;
    return null;
  };
  if (root.scrollWidth > width + 1)
    problems.push('the page is ' + (root.scrollWidth - width) + ' px wider than its ' + width + ' px viewport');
  // Elements past an edge of the viewport, not inside a box that clips or scrolls them (those
  // boxes are checked below): only where the overflow starts (its parent stays inside).
  const past = (r) => r.right + window.scrollX > width + 1 || r.left + window.scrollX < -1;
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || !past(r) || boxOf(el) || !shown(el)) continue;
    if (getComputedStyle(el).position === 'fixed') continue;
    const p = el.parentElement;
    if (p && p !== document.body && past(p.getBoundingClientRect())) continue;
    problems.push(label(el) + ' spans ' + Math.round(r.left) + ' to ' + Math.round(r.right) + ' px of a ' + width + ' px viewport');
  }
  // Tables wider than their box, which then clips them or scrolls them sideways.
  const boxes = new Set();
  for (const t of document.querySelectorAll('table')) {
    const box = boxOf(t);
    if (!box || boxes.has(box) || !shown(t) || t.getBoundingClientRect().width === 0) continue;
    boxes.add(box);
    const over = box.scrollWidth - box.clientWidth;
    if (over <= 1) continue;
    const mode = getComputedStyle(box).overflowX;
    if (mode === 'hidden' || mode === 'clip') {
      problems.push('table ' + label(t) + ' is cut: ' + over + ' px wider than its ' + box.clientWidth + ' px box');
    } else if (!phone || box.closest('[data-scroll-table]') === null) {
      // The first header cell past the box's edge says which columns do not show.
      const right = box.getBoundingClientRect().right;
      const cell = [...t.querySelectorAll('th, td')].find((c) => c.getBoundingClientRect().right > right + 1);
      problems.push('table ' + label(t) + ' scrolls ' + over + ' px sideways in its ' + box.clientWidth +
        ' px box' + (cell ? ', cutting ' + label(cell) : ''));
    }
  }
  return problems.slice(0, 12);
})()`;
