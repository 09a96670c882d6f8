import { render, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { MetricCard } from './metric-card';
import { METRICS } from './metric-definitions';

const byRule = (rule: string) => METRICS.find((m) => m.rule === rule);

it('shows the Duplicates card with its two parts, each with its active count', () => {
  const duplicates = byRule('DUPLICATE');
  if (!duplicates?.parts) throw new Error('Duplicates has no parts');
  const [address, name] = duplicates.parts;
  if (!address || !name) throw new Error('Duplicates has not two parts');
  render(
    <MetricCard
      metric={duplicates}
      count={11}
      active={10}
      parts={[
        { part: address, count: 4, active: 3 },
        { part: name, count: 9, active: 8 },
      ]}
      onDetails={() => {}}
    />,
  );
  const parts = within(screen.getByRole('list', { name: 'Parts of Duplicates' })).getAllByRole('listitem');
  const shown = parts.map((li) => [
    li.firstChild?.textContent,
    li.querySelector('.metric-part-count')?.getAttribute('data-value'),
    li.querySelector('.metric-part-active-count')?.getAttribute('data-value'),
  ]);
  expect(shown).toEqual([
    ['Same address (rule 1)', '4', '3'],
    ['Same name (rule 2)', '9', '8'],
  ]);
});

it('shows no parts on a card of a metric without them', () => {
  const deceased = byRule('DECEASED');
  if (!deceased) throw new Error('no Deceased metric');
  render(<MetricCard metric={deceased} count={2} active={1} onDetails={() => {}} />);
  expect(screen.queryByRole('list')).toBeNull();
});
