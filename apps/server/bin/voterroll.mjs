#!/usr/bin/env -S node --max-semi-space-size=64
// The `voterroll` command. The code is TypeScript, run through tsx's loader (a dependency).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2));
