/**
 * Content pages (spec §7 page content, page manager data): a page of the operator's CMS by name,
 * as HTML the portal sanitizes before it shows it.
 */
import * as v from 'valibot';

export const ContentPage = v.object({
  name: v.string(),
  title: v.string(),
  /** As the CMS holds it: never shown without sanitizing. */
  html: v.string(),
  /** ISO date-time of the last edit. */
  updatedAt: v.string(),
});
export type ContentPage = v.InferOutput<typeof ContentPage>;

/** The terms of use page, read logged in (/terms-of-use) and logged out (/terms-of-use-agreement). */
export const TERMS_OF_USE_PAGE = 'kullanim-kosullari';
