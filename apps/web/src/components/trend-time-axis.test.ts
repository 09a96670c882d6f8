import { expect, it } from 'vitest';
import { monthLabel, onTimeAxis, timeDomain, timeOf, timeTicks } from './trend-time-axis';

const rows = ['2020-11-01', '2020-12-01', '2021-01-01', '2024-02-01', '2024-03-01'].map((snapshot, i) => ({
  snapshot,
  count: i,
}));

it('spaces files by time: a three-year gap is 37 months wide, not one', () => {
  const points = onTimeAxis(rows).filter((p) => p.snapshot);
  const month = points[1]!.t - points[0]!.t;
  const gap = points[3]!.t - points[2]!.t;
  expect(gap / month).toBeGreaterThan(36);
  expect(gap / month).toBeLessThan(38);
});

it('puts one row without values in each gap, so a line breaks there', () => {
  const points = onTimeAxis(rows);
  expect(points.map((p) => p.snapshot ?? 'gap')).toEqual([
    '2020-11-01',
    '2020-12-01',
    '2021-01-01',
    'gap',
    '2024-02-01',
    '2024-03-01',
  ]);
  expect(points[3]!.count).toBeUndefined();
  expect(points[3]!.t).toBeGreaterThan(timeOf('2021-01-01'));
  expect(points[3]!.t).toBeLessThan(timeOf('2024-02-01'));
});

it('labels each file and the Januaries well inside a gap, and leaves room for a bar at the ends', () => {
  expect(timeTicks(rows).map(monthLabel)).toEqual([
    'Nov 2020',
    'Dec 2020',
    'Jan 2021',
    'Jan 2022',
    'Jan 2023',
    'Feb 2024',
    'Mar 2024',
  ]);
  const [from, to] = timeDomain(rows);
  expect(from).toBeLessThan(timeOf('2020-11-01'));
  expect(to).toBeGreaterThan(timeOf('2024-03-01'));
});
