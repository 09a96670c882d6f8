import { useEffect, useState } from 'react';

type Metrics = Record<string, string | number | null>;

/**
 * The first page: the statewide figures of the current snapshot. The public site (scorecards,
 * metrics, address audit) replaces it.
 */
export function App() {
  const [metrics, setMetrics] = useState<Metrics | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    fetch('/api/current-metrics/MICHIGAN')
      .then(async (r) => {
        const body = (await r.json()) as Metrics & { message?: string };
        if (!r.ok) throw new Error(body.message ?? `status ${r.status}`);
        setMetrics(body);
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, []);
  return (
    <main
      style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 760, margin: '2rem auto', padding: '0 1rem' }}
    >
      <h1>Voter Roll Integrity Scorecard - Michigan</h1>
      <p>
        Counts are guidance drawn from the public Qualified Voter File, not proof of ineligibility. Every
        finding carries its evidence.
      </p>
      {error && <p role="alert">Could not load the metrics: {error}</p>}
      {!metrics && !error && <p>Loading ...</p>}
      {metrics && (
        <table>
          <caption>Snapshot {String(metrics.snapshot)}</caption>
          <tbody>
            {Object.entries(metrics)
              .filter(([k]) => k.endsWith('_count') || k.endsWith('_score'))
              .map(([k, v]) => (
                <tr key={k}>
                  <th scope="row" style={{ textAlign: 'left', paddingRight: '2rem' }}>
                    {k}
                  </th>
                  <td>{v ?? 'n/a'}</td>
                </tr>
              ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
