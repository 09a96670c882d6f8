// The `voterroll` command's entry in the production build (dist/server/voterroll.mjs).
import { main } from './main';

process.exitCode = await main(process.argv.slice(2));
