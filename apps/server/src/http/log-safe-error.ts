/** Anything written like an e-mail address (not a path's `/@scope/package`). */
const ADDRESS = /[^\s<>"'(),;:[\]/@]+@[^\s<>"'(),;:[\]/@]+\.[^\s<>"'(),;:[\]/@]+/g;

/**
 * The error to log for work about a person's address and link: its name, code, message and stack
 * with the given secrets (the address, the token) and anything written like an address replaced;
 * nothing else of it (a database error's detail quotes the row, a refused recipient's error lists
 * the addresses), so the log holds neither.
 */
export function withoutSecrets(e: unknown, secrets: readonly string[]): Error {
  const clean = (text: string) => {
    let out = text;
    for (const secret of secrets)
      if (secret) out = out.replace(new RegExp(literally(secret), 'gi'), '[redacted]');
    return out.replace(ADDRESS, '[address]');
  };
  const original = e instanceof Error ? e : new Error(String(e));
  const safe = new Error(clean(original.message));
  safe.name = original.name;
  safe.stack = clean(original.stack ?? '');
  const code = (original as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') Object.assign(safe, { code });
  return safe;
}

const literally = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
