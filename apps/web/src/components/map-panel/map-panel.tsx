import './map-panel.css';
import { mapEmbedUrl } from '@voterroll/contract/site-api';
import Card from 'react-bootstrap/Card';
import { useSiteConfig } from './map-panel-queries';

/** A public map of the address: OpenStreetMap's search, which needs no key and no set-up. */
export const publicMapUrl = (address: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`;

/**
 * The satellite view of the searched address (spec 1: satellite, zoom 18), embedded from the
 * server's MAP_TILE_URL. Without one (or while it is unknown) a plain link opens the address on a
 * public map; how to configure the embed is for the docs (docs/web-app.md), not the visitor.
 */
export function MapPanel({ address: shown }: { address: string }) {
  // A whole building's text ends with "(whole building, N units)": the map wants the address alone.
  const address = shown.replace(/\s*\([^)]*\)$/, '');
  const config = useSiteConfig();
  const src = mapEmbedUrl(config.data?.map_embed_url ?? null, address);
  if (src) {
    return (
      <Card className="h-100 overflow-hidden">
        <iframe
          title={`Satellite map of ${address}`}
          src={src}
          className="border-0 w-100 address-map"
          loading="lazy"
          referrerPolicy="no-referrer"
        />
      </Card>
    );
  }
  return (
    <Card className="h-100 address-map-placeholder" data-testid="map-placeholder">
      <Card.Body className="d-flex flex-column justify-content-center text-center">
        {/* The name is the visible text and what a screen reader also needs (WCAG 2.5.3). */}
        <a href={publicMapUrl(address)} target="_blank" rel="noreferrer noopener">
          View on a map<span className="visually-hidden">: {address} (opens OpenStreetMap in a new tab)</span>{' '}
          <span aria-hidden="true">↗</span>
        </a>
      </Card.Body>
    </Card>
  );
}
