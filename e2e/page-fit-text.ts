/**
 * Text that fits (issue 27), run in the page beside page-fit.ts's checks:
 * - text cut by a box with `overflow: hidden` or `clip` (and no `text-overflow: ellipsis`, which
 *   marks a cut meant as design), or scrolling sideways in a box that scrolls (a dialog's body):
 *   a line of text reaching past the box's inner edge (tables: page-fit.ts; `pre` may scroll);
 * - a word broken across lines inside a button ("Searc / h"), and a button's text spilling out of
 *   the button. Buttons: <button>, .btn, role button or tab.
 * A string, as fitProblems: the root tsconfig has no DOM types.
 */
export const textFitProblems = `(() => {
  const problems = [];
  const describe = (el) => {
    const cls = [...el.classList].slice(0, 3).map((c) => '.' + c).join('');
    const text = (el.getAttribute('aria-label') || el.textContent || '').replace(/\\s+/g, ' ').trim();
    return '<' + el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + cls + '> "' + text.slice(0, 60) + '"';
  };
  const hidden = (el) => {
    const s = getComputedStyle(el);
    return s.visibility === 'hidden' || s.display === 'none' || el.closest('.visually-hidden, .visually-hidden-focusable, [aria-hidden="true"] svg');
  };
  const lineRects = (range) => [...range.getClientRects()].filter((r) => r.width > 0.5 && r.height > 0.5);
  const textNodes = (root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    const out = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.data.trim()) out.push(n);
    return out;
  };
  // The nearest box that clips or scrolls the element sideways (a dialog's .modal is the viewport).
  const clipBoxOf = (el) => {
    for (let a = el; a && a !== document.body; a = a.parentElement)
      if (getComputedStyle(a).overflowX !== 'visible' && !a.classList.contains('modal')) return a;
    return null;
  };

  // 1. Text cut by a box that hides its overflow, or scrolling sideways in one that scrolls.
  const cutBoxes = new Set();
  for (const node of textNodes(document.body)) {
    const el = node.parentElement;
    if (!el || el.closest('script, style, noscript') || hidden(el)) continue;
    const box = clipBoxOf(el);
    if (!box || cutBoxes.has(box)) continue;
    // A table wider than its box: page-fit.ts's table check says so.
    const table = el.closest('table');
    if (table && box.contains(table)) continue;
    const s = getComputedStyle(box);
    if (s.textOverflow === 'ellipsis' || box.closest('[data-scroll-table], pre')) continue;
    const clips = s.overflowX === 'hidden' || s.overflowX === 'clip';
    const b = box.getBoundingClientRect();
    if (b.width <= 2 || b.height <= 2) continue;
    const left = b.left + box.clientLeft;
    const right = left + box.clientWidth;
    const range = document.createRange();
    range.selectNodeContents(node);
    const over = lineRects(range).find((r) => r.right > right + 1 || r.left < left - 1);
    if (!over) continue;
    cutBoxes.add(box);
    const by = Math.round(Math.max(over.right - right, left - over.left));
    problems.push('text "' + node.data.trim().slice(0, 40) + '" ' + (clips ? 'is cut ' : 'scrolls ') + by +
      ' px ' + (clips ? 'by ' : 'sideways in ') + describe(box) + ' (overflow ' + s.overflowX + ', ' +
      Math.round(box.clientWidth) + ' px wide)');
  }

  // 2. Buttons: a word broken across lines, or text spilling out of the button.
  const buttons = document.body.querySelectorAll('button, .btn, [role="button"], [role="tab"]');
  for (const button of buttons) {
    const b = button.getBoundingClientRect();
    if (b.width === 0 || b.height === 0 || hidden(button)) continue;
    let found = '';
    for (const node of textNodes(button)) {
      if (hidden(node.parentElement)) continue;
      const range = document.createRange();
      for (const m of node.data.matchAll(/[^\\s\\-\\/]+/g)) {
        range.setStart(node, m.index);
        range.setEnd(node, m.index + m[0].length);
        const rects = lineRects(range);
        const tops = new Set(rects.map((r) => Math.round(r.top)));
        if (tops.size > 1) {
          found = 'breaks the word "' + m[0] + '" across ' + tops.size + ' lines (' + Math.round(b.width) + ' px wide)';
          break;
        }
        const out = rects.find((r) => r.right > b.right + 1 || r.left < b.left - 1);
        if (out) {
          found = 'lets "' + m[0] + '" spill ' + Math.round(Math.max(out.right - b.right, b.left - out.left)) +
            ' px out of its ' + Math.round(b.width) + ' px';
          break;
        }
      }
      if (found) break;
    }
    if (found) problems.push('button ' + describe(button) + ' ' + found);
  }
  return problems.slice(0, 12);
})()`;
