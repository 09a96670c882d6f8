import type { MetricDefinition } from './metric-definitions';

/** A metric's parts and what each counts: the More Details modal and the methodology page. */
export function MetricParts({ metric, className }: { metric: MetricDefinition; className?: string }) {
  if (!metric.parts?.length) return null;
  return (
    <dl className={className}>
      {metric.parts.map((p) => (
        <div key={p.id}>
          <dt>{p.label}</dt>
          <dd className="mb-1">{p.text}</dd>
        </div>
      ))}
    </dl>
  );
}
