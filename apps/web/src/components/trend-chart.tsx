import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount, shortMonth } from '../lib/format';

export interface TrendSeries<K extends string> {
  key: K;
  label: string;
  colour: string;
}

export interface TrendChartProps<K extends string> {
  rows: readonly ({ snapshot: string } & Record<K, number>)[];
  series: TrendSeries<K>[];
  kind?: 'line' | 'bar';
  height?: number;
  /** Accessible name: what the chart shows. */
  title: string;
}

/** A monthly trend (one point per snapshot), in theme colours so it reads in light and dark mode. */
export function TrendChart<K extends string>({
  rows,
  series,
  kind = 'line',
  height = 300,
  title,
}: TrendChartProps<K>) {
  const data = rows.map((r) => ({ ...r, month: shortMonth(r.snapshot) }));
  const axis = { stroke: 'var(--bs-secondary-color)', fontSize: 12 };
  const common = (
    <>
      <CartesianGrid stroke="var(--bs-border-color)" strokeDasharray="3 3" />
      <XAxis dataKey="month" tick={axis} stroke="var(--bs-border-color)" />
      <YAxis
        tick={axis}
        stroke="var(--bs-border-color)"
        tickFormatter={(v: number) => formatCount(v)}
        allowDecimals={false}
      />
      <Tooltip
        contentStyle={{
          background: 'var(--bs-body-bg)',
          borderColor: 'var(--bs-border-color)',
          color: 'var(--bs-body-color)',
        }}
        formatter={(v) => formatCount(Number(v))}
      />
      {series.length > 1 && <Legend />}
    </>
  );
  return (
    <figure className="mb-0 trend-chart" aria-label={title} data-points={rows.length}>
      <ResponsiveContainer width="100%" height={height}>
        {kind === 'bar' ? (
          <BarChart data={data}>
            {common}
            {series.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.label}
                fill={s.colour}
                barSize={20}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        ) : (
          <LineChart data={data}>
            {common}
            {series.map((s) => (
              <Line
                key={s.key}
                dataKey={s.key}
                name={s.label}
                stroke={s.colour}
                strokeWidth={2}
                dot
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        )}
      </ResponsiveContainer>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Snapshot</th>
            {series.map((s) => (
              <th scope="col" key={s.key}>
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.snapshot}>
              <th scope="row">{r.snapshot}</th>
              {series.map((s) => (
                <td key={s.key}>{formatCount(r[s.key])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
