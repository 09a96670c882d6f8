import { parseArgs } from 'node:util';

/** A mistake in the command line: printed with the usage, exit code 2. */
export class UsageError extends Error {}

type Spec = Record<string, { type: 'string' | 'boolean'; multiple?: boolean }>;

/** Parses --name value options; unknown options and stray words are usage errors. */
export function parseOptions<S extends Spec>(argv: string[], spec: S) {
  try {
    return parseArgs({ args: argv, options: spec, strict: true, allowPositionals: false }).values;
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
}

export function required(value: string | boolean | undefined, name: string): string {
  if (typeof value !== 'string' || value.length === 0) throw new UsageError(`--${name} is required`);
  return value;
}

export function wholeNumber(value: string | boolean | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !/^\d+$/.test(value))
    throw new UsageError(`--${name} takes a whole number`);
  return Number(value);
}
