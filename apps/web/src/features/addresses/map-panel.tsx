import { useQuery } from '@tanstack/react-query';
import { mapEmbedUrl, siteConfigResponse } from '@voterroll/contract/site-api';
import Card from 'react-bootstrap/Card';
import { apiGet } from '../../lib/api-client';

const externalMapUrl = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;

/**
 * The satellite view of the searched address (spec 1: satellite, zoom 18), embedded from the
 * server's MAP_TILE_URL. Without one (or while it is unknown) a placeholder says so and links out.
 */
export function MapPanel({ address }: { address: string }) {
  const config = useQuery({
    queryKey: ['site-config'],
    queryFn: ({ signal }) => apiGet('/api/site-config', siteConfigResponse, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
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
        <Card.Title as="h2" className="h6">
          Satellite map not configured
        </Card.Title>
        <p className="small text-body-secondary">
          This site has no map service set up (MAP_TILE_URL), so the satellite view of the address is not
          shown here.
        </p>
        <a href={externalMapUrl(address)} target="_blank" rel="noreferrer noopener" className="small">
          Open {address} in an external map ↗
        </a>
      </Card.Body>
    </Card>
  );
}
