import type { AddressToVerify, AddressVerifier, Verification } from './address-verifier';

/**
 * A real provider over HTTP (ADDRESS_VERIFY_URL): POST JSON {address_line_1, extension, city,
 * state, zip_code, key} and read the result codes from the answer's `result_codes` (comma-separated,
 * as the spec's API has them) or, for a Melissa-style answer, `Records[0].Results`. The key is the
 * licence (ADDRESS_VERIFY_KEY); a GE05 in the codes is the licence error the caller records.
 */
export function httpVerifier(o: { url: string; key: string | null; timeoutMs: number }): AddressVerifier {
  return {
    name: 'http',
    async verify(address: AddressToVerify): Promise<Verification> {
      let response: Response;
      try {
        response = await fetch(o.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...address, key: o.key ?? '' }),
          signal: AbortSignal.timeout(o.timeoutMs),
        });
      } catch {
        return { ok: false, message: 'The address verification service did not answer; try again later.' };
      }
      if (!response.ok)
        return {
          ok: false,
          message: `The address verification service answered ${response.status}; try again later.`,
        };
      const body: unknown = await response.json().catch(() => null);
      const codes = codesOf(body);
      if (codes === null)
        return {
          ok: false,
          message: 'The address verification service gave an answer this product cannot read.',
        };
      return { ok: true, codes, provider: 'http' };
    },
  };
}

function codesOf(body: unknown): string[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as { result_codes?: unknown; Records?: { Results?: unknown }[] };
  const text = typeof b.result_codes === 'string' ? b.result_codes : b.Records?.[0]?.Results;
  if (typeof text !== 'string') return null;
  return text
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter((c) => /^[A-Z0-9]{2,4}$/.test(c));
}
