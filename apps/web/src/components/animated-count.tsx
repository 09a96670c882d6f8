import { useEffect, useState } from 'react';
import { formatCount } from '../lib/format';

const DURATION_MS = 700;

/** A count that rolls up to its value (spec 2 section 2.2); still for visitors who ask for reduced motion. */
export function AnimatedCount({ value, className }: { value: number; className?: string }) {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
      setShown(value);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function step(now) {
      // A frame's timestamp may precede the start taken in the effect: clamp to [0, 1].
      const t = Math.min(1, Math.max(0, (now - start) / DURATION_MS));
      setShown(value * (1 - (1 - t) ** 3));
      if (t < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [value]);
  return (
    <span className={className} data-value={value} data-rolling={shown === value ? undefined : 'true'}>
      {formatCount(shown)}
    </span>
  );
}
