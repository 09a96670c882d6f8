import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

/**
 * What an end-to-end test needs: the served app's address and pages in the shared Chromium that
 * e2e/global-setup.ts started. Call `closeBrowser` in afterAll.
 */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run e2e tests through vitest (e2e/global-setup.ts)');
  return url;
}

let browser: Promise<Browser> | undefined;
const contexts: BrowserContext[] = [];

function connect(): Promise<Browser> {
  const ws = process.env.E2E_BROWSER_WS;
  if (!ws) throw new Error('E2E_BROWSER_WS is not set: run e2e tests through vitest (e2e/global-setup.ts)');
  browser ??= chromium.connect(ws);
  return browser;
}

export interface OpenOptions {
  theme?: 'light' | 'dark';
  /** Viewport width: 1280 by default; the spec's breakpoints are 576 and 1200. */
  width?: number;
  height?: number;
  /** A stored session user (local storage `user`), as the login leaves it. */
  user?: { username: string; accessToken: string } & Record<string, unknown>;
  /** Local storage entries to set before the app starts. */
  storage?: Record<string, string>;
}

export interface OpenedPage {
  page: Page;
  /** Uncaught errors in the page so far: a test asserts it stays empty. */
  errors: string[];
  /** Closes the page's context early (closeBrowser closes whatever is left). */
  close: () => Promise<void>;
}

/** A new browser context (fresh storage) with the page at `path` loaded. */
export async function openPage(path: string, o: OpenOptions = {}): Promise<OpenedPage> {
  const context = await (await connect()).newContext({
    baseURL: baseUrl(),
    viewport: { width: o.width ?? 1280, height: o.height ?? 900 },
  });
  contexts.push(context);
  const storage: Record<string, string> = { ...o.storage };
  if (o.theme) storage.theme = o.theme;
  if (o.user) storage.user = JSON.stringify(o.user);
  // Only on the first load of each context, so that a test can change storage and reload.
  // A script string: the root tsconfig has no DOM types (this code runs in the page).
  await context.addInitScript(`
    if (!sessionStorage.getItem('e2e-init')) {
      sessionStorage.setItem('e2e-init', '1');
      for (const [k, v] of Object.entries(${JSON.stringify(storage)})) localStorage.setItem(k, v);
    }`);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(path);
  return { page, errors, close: () => context.close() };
}

/** A local storage entry of the page. */
export const storageItem = (page: Page, key: string) =>
  page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);

/** The colour mode Bootstrap is in (`data-bs-theme` of the root element). */
export const colourMode = (page: Page) =>
  page.evaluate<string | null>(`document.documentElement.getAttribute('data-bs-theme')`);

/** Writes e2e/screenshots/<name>.png (not committed) for a reviewer to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = resolve('e2e/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: resolve(dir, `${name}.png`), fullPage: true });
}

/**
 * Writes <name>-light.png and <name>-dark.png of the page as it stands (a result that took a walk
 * to reach), switching Bootstrap's colour mode in place and back.
 */
export async function screenshotInBothThemes(page: Page, name: string): Promise<void> {
  const before = await colourMode(page);
  for (const theme of ['light', 'dark']) {
    await page.evaluate(`document.documentElement.setAttribute('data-bs-theme', ${JSON.stringify(theme)})`);
    await screenshot(page, `${name}-${theme}`);
  }
  await page.evaluate(
    `document.documentElement.setAttribute('data-bs-theme', ${JSON.stringify(before ?? 'light')})`,
  );
}

export async function closeBrowser(): Promise<void> {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
  if (browser) await (await browser).close();
  browser = undefined;
}

async function channel<T>(path: string, body: unknown): Promise<T> {
  const url = process.env.E2E_DB_CHANNEL;
  if (!url) throw new Error('E2E_DB_CHANNEL is not set: run e2e tests through vitest (e2e/global-setup.ts)');
  const r = await fetch(`${url}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`e2e database channel ${path}: ${await r.text()}`);
  return (await r.json()) as T;
}

/** An active account made through the server's account functions, with a session token. */
export const createAccount = (
  name: string,
  roles: string[],
  area: { county?: string; jurisdiction?: string } = {},
) =>
  channel<{ userId: number; token: string; username: string; password: string }>('/account', {
    name,
    roles,
    ...area,
  });

/** Rows of a query on the e2e database (reading what the app wrote, e.g. the outbox). */
export const queryRows = <T>(sql: string, params: unknown[] = []) => channel<T[]>('/query', { sql, params });

/** The texts sent to `phone` (the outbox rows, oldest first: no SMS gateway is configured). */
export const textsTo = (phone: string) =>
  queryRows<{ channel: string; recipient: string; body: string }>(
    'select channel, recipient, body from outbox where recipient = $1 order by id',
    [phone],
  );

/** The mails the SMTP listener received for `to`, oldest first. */
export const mailsTo = (to: string) => channel<{ to: string[]; text: string }[]>('/mails', { to });
