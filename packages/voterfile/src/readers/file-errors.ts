import { basename } from 'node:path';
import { err, ok, type Result } from '@voterroll/contract/result';

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

/**
 * The first batch a file's stream gives ([] for an empty file), or the message of a file that
 * cannot be read (`unreadableFile`); any other error is thrown.
 */
export async function firstBatchOf<T>(
  path: string,
  stream: AsyncGenerator<T[]>,
): Promise<Result<T[], string>> {
  try {
    const first = await stream.next();
    return ok(first.done ? [] : first.value);
  } catch (error) {
    const message = unreadableFile(path, error);
    if (message === null) throw error;
    return err(message);
  }
}
