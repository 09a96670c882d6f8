import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import {
  bareStatusCodes,
  codesInText,
  statusCodesInText,
} from '@voterroll/contract/test-support/codes-in-text';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { pageStructureProblems } from './page-structure';

/** The page fits its viewport (issue 27): see e2e/page-fit.ts. */
export { expectFits } from './page-fit';

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

const CSP_MARK = 'Content Security Policy violation:';
const cspViolations: string[] = [];

const codesShown: string[] = [];
const openPages = new Set<Page>();

/**
 * Words, not codes (issue 27): records each rule, triage status, role or event code the page's
 * text shows (contract `CODES_NEVER_SHOWN`, less the spec's own labels), and each voter status
 * code after 'status' or in a field marked `data-voter-status`; the test then fails.
 * Run on every screenshot and, after each test, on every page still open.
 */
export async function checkNoCodes(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const text = await page.evaluate<string>('document.body ? document.body.innerText : ""').catch(() => '');
  // Voter status letters are initials in ordinary text: read after 'status' and in marked fields.
  const statuses = await page
    .evaluate<string[]>(
      `[...document.querySelectorAll('[data-voter-status]')].map((e) => e.textContent || '')`,
    )
    .catch(() => []);
  for (const found of [...codesInText(text), ...statusCodesInText(text), ...bareStatusCodes(statuses)])
    codesShown.push(`${page.url()}: ${found}`);
}

// Every e2e test fails when a page it opened reported a Content Security Policy violation or
// showed a code without its words. Only in a test worker: the global set-up's helpers import this
// module too, outside any test file.
if (process.env.VITEST_WORKER_ID)
  afterEach(async () => {
    await Promise.all([...openPages].map(checkNoCodes));
    const seen = cspViolations.splice(0);
    if (seen.length > 0) throw new Error(`The page broke its Content Security Policy:\n${seen.join('\n')}`);
    const codes = [...new Set(codesShown.splice(0))];
    if (codes.length > 0) throw new Error(`The page shows codes instead of words:\n${codes.join('\n')}`);
  });

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
  // A Content Security Policy violation fails the test (the server sends the policy): the page
  // reports it as an event, which the init script writes to the console for the listener below.
  await context.addInitScript(`
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error('${CSP_MARK} ' + e.effectiveDirective + ' refused ' + (e.blockedURI || 'inline') +
        ' at ' + e.sourceFile + ':' + e.lineNumber);
    });`);
  const page = await context.newPage();
  openPages.add(page);
  page.on('close', () => openPages.delete(page));
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() !== 'error' || !m.text().startsWith(CSP_MARK)) return;
    errors.push(m.text());
    cspViolations.push(`${page.url()}: ${m.text()}`);
  });
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
  await checkNoCodes(page);
}

/** Switches Bootstrap's colour mode in place and waits until the page's colours have followed. */
export async function setColourMode(page: Page, theme: string): Promise<void> {
  await page.evaluate(`document.documentElement.setAttribute('data-bs-theme', ${JSON.stringify(theme)})`);
  // Bootstrap eases colours over 0.15 s (tabs, nav links, buttons): a picture taken at once
  // showed them half-way, light on dark. Wait for every running transition to end; one that a
  // newer transition replaces rejects 'finished' with AbortError, which is as good as ended.
  await page.evaluate(
    'Promise.allSettled(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished))',
  );
}

/**
 * Writes <name>-light.png and <name>-dark.png of the page as it stands (a result that took a walk
 * to reach), switching Bootstrap's colour mode in place and back.
 */
export async function screenshotInBothThemes(page: Page, name: string): Promise<void> {
  const before = await colourMode(page);
  for (const theme of ['light', 'dark']) {
    await setColourMode(page, theme);
    await screenshot(page, `${name}-${theme}`);
  }
  await setColourMode(page, before ?? 'light');
}

/** Relative luminance (WCAG) of the computed background of each element `selector` matches. */
export const backgroundLuminances = (page: Page, selector: string) =>
  page.evaluate<number[]>(`[...document.querySelectorAll(${JSON.stringify(selector)})].map((e) => {
    const [r, g, b] = getComputedStyle(e).backgroundColor.match(/[\\d.]+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  })`);

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

// axe-core's browser build, evaluated in the page (CDP evaluation is not subject to the page's CSP,
// which refuses an inline script tag).
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * The page as it stands is accessible: axe-core finds no serious or critical violation of WCAG
 * 2.1 A/AA, every table has header cells, every chart a text alternative. Waits for the network
 * to go quiet first. `name` says which page and state in the failure.
 */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  await waitUntilSettled(page);
  if (!(await page.evaluate<boolean>('typeof window.axe === "object"'))) await page.evaluate(axeSource);
  const violations = await page.evaluate<AxeViolation[]>(`
    axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(WCAG_TAGS)} }, resultTypes: ['violations'] })
      .then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) })))`);
  const problems = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`);
      return `  ${v.impact} ${v.id} (${v.help}), ${v.nodes.length} element(s):\n${nodes.join('\n')}`;
    });
  problems.push(...(await page.evaluate<string[]>(pageStructureProblems)).map((p) => `  ${p}`));
  if (problems.length > 0) throw new Error(`${name} is not accessible:\n${problems.join('\n')}`);
}

/**
 * The page's loaded state, not a time: no request in flight, no loading dialog open, no count
 * still rolling up, and no CSS transition running (a fading element has colours between its two states).
 */
export async function waitUntilSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Polled by evaluation (CDP's, which the page's CSP does not cover; waitForFunction compiles its
  // predicate in the page, which the CSP refuses).
  // A chart's tooltip (recharts) is a live region too, present while the chart shows: not a load.
  const settled = `!document.querySelector('.modal [role="status"]:not(.recharts-default-tooltip)') && !document.querySelector('[data-rolling]') &&
     document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running')`;
  const deadline = Date.now() + 15_000;
  while (!(await page.evaluate<boolean>(settled))) {
    if (Date.now() > deadline) throw new Error(`${page.url()} did not settle within 15 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Tabbing through the first `stops` controls, each focused control is visibly marked: its outline
 * or box shadow differs from the same control unfocused, and is not nothing.
 */
export async function expectFocusVisible(page: Page, name: string, stops = 12): Promise<void> {
  await waitUntilSettled(page);
  const unmarked: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate<string | null>(focusMarkProblem);
    if (found) unmarked.push(found);
  }
  if (unmarked.length > 0)
    throw new Error(`${name}: keyboard focus is not visible on\n  ${unmarked.join('\n  ')}`);
}

// Runs in the page: compares the focused element's focus ring with its look unfocused, then
// gives focus back (a programmatic focus after a key press keeps :focus-visible).
const focusMarkProblem = `(() => {
  const el = document.activeElement;
  // A container focused by script (a dialog, tabindex -1) is no stop of the Tab key.
  if (!el || el === document.body || el.tabIndex < 0) return null;
  const look = () => {
    // Bootstrap eases the focus ring in: end the transition so the style read is where it lands.
    getComputedStyle(el).boxShadow;
    for (const a of el.getAnimations()) a.finish();
    const s = getComputedStyle(el);
    const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0 ? s.outlineStyle + s.outlineWidth + s.outlineColor : '';
    return { outline, shadow: s.boxShadow === 'none' ? '' : s.boxShadow };
  };
  const focused = look();
  el.blur();
  const plain = look();
  el.focus();
  const marked = (focused.outline && focused.outline !== plain.outline) || (focused.shadow && focused.shadow !== plain.shadow);
  if (marked) return null;
  const label = (el.getAttribute('aria-label') || el.textContent || el.getAttribute('name') || '').trim().slice(0, 40);
  return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + ' "' + label + '"';
})()`;
