import { IMAGE_NOT_FOUND } from '@voterroll/contract/envelopes-api';
import { useEffect, useState } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { fetchEnvelopeScan } from './envelopes-queries';

/**
 * The scanned envelope. The product's own image route needs the session's header, which an <img>
 * cannot send, so the image is fetched and shown from a blob URL; an object store's URL is used
 * as it is.
 */
export function EnvelopeImage({ url, fileName }: { url: string; fileName: string }) {
  const own = url.startsWith('/api/');
  const [src, setSrc] = useState<string | null>(own ? null : url);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!own) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchEnvelopeScan(url, controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch((e: unknown) => {
        if (!(e instanceof DOMException && e.name === 'AbortError')) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url, own]);
  if (failed) return <p className="text-danger">{IMAGE_NOT_FOUND}</p>;
  if (!src) return <Spinner animation="border" role="status" aria-label="Loading the scanned image" />;
  return (
    <a href={src} target="_blank" rel="noreferrer" title="Open the scan in a new tab">
      <img src={src} alt={`Scanned ballot envelope ${fileName}`} className="img-fluid border rounded" />
    </a>
  );
}
