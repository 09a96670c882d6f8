/**
 * Stands where the payment page's QR code goes: a code is generated for the configured page when
 * the site is deployed; the link beside it always works.
 */
export function QrPicture() {
  const cells: [number, number][] = [];
  for (let i = 0; i < 21; i++)
    for (let j = 0; j < 21; j++) if ((i * 7 + j * 13 + i * j) % 5 < 2) cells.push([i, j]);
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width="7" height="7" fill="currentColor" />
      <rect x={x + 1} y={y + 1} width="5" height="5" fill="var(--bs-body-bg)" />
      <rect x={x + 2} y={y + 2} width="3" height="3" fill="currentColor" />
    </g>
  );
  return (
    <figure className="text-center mb-0">
      <svg viewBox="-1 -1 23 23" width="140" height="140" role="img" aria-label="QR code of the payment page">
        <rect x="-1" y="-1" width="23" height="23" fill="var(--bs-body-bg)" />
        {cells
          .filter(([i, j]) => !((i < 8 && j < 8) || (i < 8 && j > 12) || (i > 12 && j < 8)))
          .map(([i, j]) => (
            <rect key={`${i}-${j}`} x={j} y={i} width="1" height="1" fill="currentColor" />
          ))}
        {finder(0, 0)}
        {finder(14, 0)}
        {finder(0, 14)}
      </svg>
      <figcaption className="small text-body-secondary">Scan to contribute</figcaption>
    </figure>
  );
}
