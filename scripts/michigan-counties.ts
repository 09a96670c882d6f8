import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import type { Topology } from 'topojson-specification';
import { michiganCountiesTopology } from '../apps/web/src/features/scorecard/michigan-topology';

/**
 * Writes the Michigan county boundaries the map ships
 * (apps/web/src/features/scorecard/michigan-counties-10m.json) from the npm package us-atlas
 * (US Census Bureau cartographic boundaries, 1:10,000,000). Run once after updating us-atlas:
 *   node --import tsx scripts/michigan-counties.ts
 * michigan-counties.test.ts fails when the file and the package differ.
 */
const require = createRequire(resolve('apps/web/package.json'));
const atlas = require('us-atlas/counties-10m.json') as Topology;
const out = resolve('apps/web/src/features/scorecard/michigan-counties-10m.json');
const text = JSON.stringify(michiganCountiesTopology(atlas));
writeFileSync(out, `${text}\n`);
process.stdout.write(`${out}: ${text.length} bytes\n`);
