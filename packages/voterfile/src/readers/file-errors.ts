import { basename } from 'node:path';

/**
 * The user-facing message for a file that cannot be opened (not there, a folder, no permission),
 * or null for any other error, which the caller rethrows.
 */
export function unreadableFile(path: string, error: unknown): string | null {
  const code = error instanceof Error ? (error as NodeJS.ErrnoException).code : undefined;
  const file = basename(path);
  if (code === 'ENOENT') return `${file} was not found (${path}).`;
  if (code === 'EISDIR') return `${file} is a folder, not a file (${path}).`;
  if (code === 'EACCES' || code === 'EPERM') return `${file} cannot be read: permission denied (${path}).`;
  return null;
}
