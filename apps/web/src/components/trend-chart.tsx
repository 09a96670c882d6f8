import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatCount } from '../lib/format';
import { monthLabel, onTimeAxis, timeDomain, timeOf, timeTicks } from './trend-time-axis';

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
  /** A snapshot to mark (the month a finding is about): a line on the chart, a word in the table. */
  marked?: { snapshot: string; label: string } | undefined;
}

/**
 * A monthly trend (one point per snapshot) on a time axis (`trend-time-axis.ts`): months between
 * loaded files keep their width and a line breaks across them. In theme colours, so it reads in
 * light and dark mode; its values are also a visually hidden table.
 */
export function TrendChart<K extends string>({
  rows,
  series,
  kind = 'line',
  height = 300,
  title,
  marked,
}: TrendChartProps<K>) {
  const data = onTimeAxis(rows);
  const axis = { stroke: 'var(--bs-secondary-color)', fontSize: 12 };
  const common = (
    <>
      <CartesianGrid stroke="var(--bs-border-color)" strokeDasharray="3 3" />
      <XAxis
        dataKey="t"
        type="number"
        scale="time"
        domain={timeDomain(rows)}
        ticks={timeTicks(rows)}
        tickFormatter={monthLabel}
        tick={axis}
        stroke="var(--bs-border-color)"
        minTickGap={16}
      />
      <YAxis
        tick={axis}
        stroke="var(--bs-border-color)"
        tickFormatter={(v: number) => formatCount(v)}
        allowDecimals={false}
        width={56}
      />
      <Tooltip
        contentStyle={{
          background: 'var(--bs-body-bg)',
          borderColor: 'var(--bs-border-color)',
          color: 'var(--bs-body-color)',
        }}
        labelFormatter={(t) => monthLabel(Number(t))}
        formatter={(v) => formatCount(Number(v))}
      />
      {series.length > 1 && <Legend />}
      {marked && (
        <ReferenceLine
          x={timeOf(marked.snapshot)}
          stroke="var(--bs-danger-text-emphasis)"
          strokeDasharray="4 3"
          strokeWidth={2}
          label={{
            value: marked.label,
            position: 'insideTopRight',
            fill: 'var(--bs-body-color)',
            fontSize: 12,
          }}
        />
      )}
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
                barSize={8}
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
      {/* In a clipping box: a table is as wide as its content whatever its own width says, and
          a wide hidden table once made a page 1,372 px wide. */}
      <div className="visually-hidden">
        <table>
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
                <th scope="row">
                  {r.snapshot}
                  {marked?.snapshot === r.snapshot ? ` (${marked.label})` : ''}
                </th>
                {series.map((s) => (
                  <td key={s.key}>{formatCount(r[s.key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
