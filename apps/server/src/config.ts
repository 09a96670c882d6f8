import { resolve } from 'node:path';
import { defaultDatabaseTarget } from '@voterroll/db/connection';

/** Everything the server reads from its environment, read once at start. */
export interface ServerConfig {
  port: number;
  host: string;
  /** A postgres:// URL, or the embedded database's data folder. */
  database: string;
  /** Load the synthetic demo dataset when the database holds no snapshot. */
  demo: boolean;
  demoDir: string;
  /** The built web app, served at /. */
  webRoot: string;
  mapTileUrl: string | null;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT "${env.PORT}" is not a port number`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    database: defaultDatabaseTarget(env),
    demo: env.DEMO !== '0',
    demoDir: resolve(env.DEMO_DIR ?? 'data/demo'),
    webRoot: resolve(env.WEB_ROOT ?? 'apps/web/dist'),
    mapTileUrl: env.MAP_TILE_URL && env.MAP_TILE_URL.length > 0 ? env.MAP_TILE_URL : null,
  };
}
