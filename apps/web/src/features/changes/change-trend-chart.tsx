import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount, shortMonth } from '../../lib/format';

export interface ChangeTrendChartProps {
  rows: readonly { snapshot: string; count: number }[];
  /** Accessible name: what the chart shows. */
  title: string;
  colour: string;
  height?: number;
}

const DAY = 86_400_000;
const timeOf = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`);
const monthOf = (t: number) => shortMonth(new Date(t).toISOString().slice(0, 10));

/**
 * A zone's monthly count of a kind of change on a time axis: the months between loaded files
 * (years, in the e2e data) keep their width, so a gap is not drawn as one month. Its values are
 * also a visually hidden table, as the metric trends do.
 */
export function ChangeTrendChart({ rows, title, colour, height = 220 }: ChangeTrendChartProps) {
  const data = rows.map((r) => ({ t: timeOf(r.snapshot), count: r.count, snapshot: r.snapshot }));
  const first = data[0]?.t ?? 0;
  const last = data.at(-1)?.t ?? 0;
  const axis = { stroke: 'var(--bs-secondary-color)', fontSize: 12 };
  return (
    <figure className="mb-0 trend-chart" aria-label={title} data-points={rows.length}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={data}>
          <CartesianGrid stroke="var(--bs-border-color)" strokeDasharray="3 3" />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={[first - 20 * DAY, last + 20 * DAY]}
            ticks={data.map((d) => d.t)}
            tickFormatter={(t: number) => monthOf(t)}
            tick={axis}
            stroke="var(--bs-border-color)"
            minTickGap={24}
          />
          <YAxis
            tick={axis}
            stroke="var(--bs-border-color)"
            tickFormatter={(v: number) => formatCount(v)}
            allowDecimals={false}
            width={48}
          />
          <Tooltip
            contentStyle={{
              background: 'var(--bs-body-bg)',
              borderColor: 'var(--bs-border-color)',
              color: 'var(--bs-body-color)',
            }}
            labelFormatter={(t) => monthOf(Number(t))}
            formatter={(v) => [formatCount(Number(v)), 'Registrations']}
          />
          <Bar dataKey="count" name="Registrations" fill={colour} barSize={8} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Snapshot</th>
            <th scope="col">Registrations</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.snapshot}>
              <th scope="row">{r.snapshot}</th>
              <td>{formatCount(r.count)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
