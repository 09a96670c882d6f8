/**
 * Checks axe-core leaves to judgement, run in the page (a script string: the root tsconfig has no
 * DOM types): each data table has header cells, each chart a text alternative (an accessible name
 * and its values as text), each form control a label. Evaluates to a list of problems.
 */
export const pageStructureProblems = `(() => {
  const problems = [];
  const visible = (el) => el.getClientRects().length > 0 || el.closest('.visually-hidden');
  const describe = (el) => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.className && typeof el.className === 'string' ? '.' + el.className.trim().split(/\\s+/).join('.') : '');
  for (const table of document.querySelectorAll('table')) {
    if (table.getAttribute('role') === 'presentation' || !visible(table)) continue;
    if (!table.querySelector('th, [role=columnheader], [role=rowheader]'))
      problems.push('table without header cells: ' + describe(table));
  }
  for (const chart of document.querySelectorAll('svg.recharts-surface, canvas')) {
    if (!visible(chart)) continue;
    const holder = chart.closest('figure, [role=img], [role=figure]');
    const named = holder && (holder.getAttribute('aria-label') || holder.getAttribute('aria-labelledby') || holder.querySelector('figcaption'));
    const text = holder && holder.querySelector('table, figcaption, .chart-text-alternative');
    if (!named || !text) problems.push('chart without a text alternative (a named figure with its values as text): ' + describe(chart));
  }
  for (const control of document.querySelectorAll('input:not([type=hidden]), select, textarea')) {
    if (!visible(control)) continue;
    const named = control.labels?.length || control.getAttribute('aria-label') || control.getAttribute('aria-labelledby') || control.getAttribute('title');
    if (!named) problems.push('form control without a label: ' + describe(control) + (control.name ? ' name=' + control.name : ''));
  }
  return problems;
})()`;
