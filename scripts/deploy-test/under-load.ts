import { call } from './http';
import type { Server } from './stack';

/**
 * One server restarted while clients keep asking through the proxy: every request must be
 * answered (nginx steps over the server that stops; the server answers what it has taken).
 * The reads bypass the cache (signed in) so that they reach the servers.
 */
export async function restartUnderLoad(o: {
  url: string;
  ca: string;
  token: string;
  server: Server;
  restart: () => Promise<Server>;
  clients: number;
}): Promise<{ answered: number; failed: string[]; restarted: Server }> {
  let running = true;
  let answered = 0;
  const failed: string[] = [];
  const client = async () => {
    for (let i = 0; running; i++) {
      const path = i % 2 === 0 ? '/api/auth/check-session' : '/api/health/ready';
      try {
        const a = await call(`${o.url}${path}`, o.ca, { headers: { 'x-access-token': o.token } });
        if (a.status === 200) answered++;
        else failed.push(`${path}: ${a.status} ${a.body.slice(0, 80)}`);
      } catch (e) {
        failed.push(`${path}: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  };
  const clients = Array.from({ length: o.clients }, client);
  await new Promise((r) => setTimeout(r, 1000));
  await o.server.stop();
  await new Promise((r) => setTimeout(r, 500));
  const restarted = await o.restart();
  await new Promise((r) => setTimeout(r, 1500));
  running = false;
  await Promise.all(clients);
  return { answered, failed, restarted };
}
