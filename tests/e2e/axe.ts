/**
 * One axe check of the page as it is now (WCAG 2.0/2.1 A and AA), run inside the page (issue 42).
 *
 * `AxeBuilder.analyze()` evaluated axe's 550 kB source in the page, ran `axe.runPartial`, then
 * opened a new blank tab, evaluated the source again there and ran `axe.finishRun` in it: that
 * split exists for cross-origin frames, which the portal never has (its content pages drop
 * iframes, src/views/content/sanitizeHtml.ts). On the login page a check took 2.5 s of wall time
 * that way and 0.56 s with `axe.run` in the page (same rules, same result), about 0.5 CPU s less
 * per check; the journeys make 218 of them. The source is evaluated once per document: a check
 * after a client-side navigation reuses it, a full load evaluates it again.
 *
 * A page with frames still goes through `AxeBuilder`, so no frame is ever left unchecked.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axeCore, { type AxeResults } from 'axe-core';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe on the page (or only inside `include`, a CSS selector) and answers its results. */
export async function runAxe(page: Page, include?: string): Promise<AxeResults> {
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
    return (include ? builder.include(include) : builder).analyze();
  }
  const loaded = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!loaded) await page.evaluate(axeCore.source);
  return page.evaluate(
    ({ tags, include }) => {
      const { axe } = window as unknown as { axe: typeof axeCore };
      return axe.run(include ? { include: [[include]] } : document, {
        runOnly: { type: 'tag', values: tags },
      });
    },
    { tags: AXE_TAGS, include },
  );
}
