import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeBrowser, expectFits, type OpenedPage, openPage } from './harness';

/**
 * The page-fit check (page-fit.ts, page-fit-text.ts) catches what it names: text cut by a box
 * that hides its overflow (not when an ellipsis marks the cut), a word broken across lines in a
 * button (not a button wrapping between words). Each case is added to /about and removed after.
 */

afterAll(closeBrowser);
let opened: OpenedPage;
beforeAll(async () => {
  opened = await openPage('/about');
  await opened.page.locator('h1').first().waitFor();
});

/** Adds `html` at the top of the page's main content, checks the page, then removes it. */
async function fitsWith(html: string, css: Record<string, Record<string, string>>): Promise<string> {
  const { page } = opened;
  // Styles set through the CSSOM (the page's CSP refuses inline style attributes in markup).
  await page.evaluate(`(() => {
    const host = document.createElement('div');
    host.id = 'fit-case';
    host.innerHTML = ${JSON.stringify(html)};
    document.querySelector('main').prepend(host);
    for (const [sel, rules] of Object.entries(${JSON.stringify(css)}))
      for (const el of host.querySelectorAll(sel)) Object.assign(el.style, rules);
  })()`);
  try {
    await expectFits(page, 'the case');
    return '';
  } catch (e) {
    return (e as Error).message;
  } finally {
    await page.evaluate(`document.getElementById('fit-case').remove()`);
  }
}

const box = { width: '120px', overflow: 'hidden', whiteSpace: 'nowrap' };

describe('the page-fit check', () => {
  it('fails on text cut by a box that hides its overflow, naming the box and the text', async () => {
    const message = await fitsWith('<div class="cut-box">Registrations for review in Kent</div>', {
      '.cut-box': box,
    });
    expect(message).toMatch(/text "Registrations for review in Kent" is cut \d+ px by <div\.cut-box>/);
  });

  it('fails on a word scrolling sideways in a box that scrolls', async () => {
    const message = await fitsWith(
      '<div class="scroll-box">https://www.michigan.gov/sos/elections/voters</div>',
      {
        '.scroll-box': { width: '120px', overflow: 'auto' },
      },
    );
    expect(message).toMatch(
      /text "https:\/\/www\.michigan\.gov.*" scrolls \d+ px sideways in <div\.scroll-box>/,
    );
  });

  it('passes text cut with an ellipsis, meant as design', async () => {
    const css = { '.cut-box': { ...box, textOverflow: 'ellipsis' } };
    expect(await fitsWith('<div class="cut-box">Registrations for review in Kent</div>', css)).toBe('');
  });

  it('fails on a button breaking a word across lines, naming the button and the word', async () => {
    const css = { '.narrow': { width: '48px', overflowWrap: 'anywhere' } };
    const message = await fitsWith(
      '<button type="button" class="btn btn-primary narrow">Search</button>',
      css,
    );
    expect(message).toMatch(/button <button\.btn\.btn-primary\.narrow> "Search" breaks the word "Search"/);
  });

  it('passes a button whose words wrap between them', async () => {
    const css = { '.narrow': { width: '90px' } };
    expect(
      await fitsWith('<button type="button" class="btn btn-primary narrow">Search Name</button>', css),
    ).toBe('');
  });

  it('fails on a word spilling out of its button', async () => {
    const css = { '.narrow': { width: '40px', whiteSpace: 'nowrap' } };
    const message = await fitsWith(
      '<button type="button" class="btn btn-primary narrow">Searching</button>',
      css,
    );
    expect(message).toMatch(/lets "Searching" spill \d+ px out of its 40 px/);
  });
});
