import { Suspense, use } from 'react';
import type { DraftHead, DraftKind } from '../../lib/drafts';
import { formatDateTime } from '../../lib/format';
import { whenIdle } from '../../lib/idle';
import { Link } from '../../ui/Link';
import { useSavedDraft } from './drafts';

/** What a feature declares in its `drafts.ts` so an unfinished piece of work is offered back. */
export interface ResumableDraft<T extends DraftHead> {
  kind: DraftKind<T>;
  /** Where the work goes on. */
  path: string;
  /** The banner's sentence, e.g. "Yarım kalan bir yeni hat siparişiniz var (2 hat)". */
  describe: (draft: T) => string;
  /** The link's label. */
  action: string;
}

// Every feature's declaration (src/views/<feature>/drafts.ts), found by glob like screens.ts, but
// loaded after the page: a declaration brings its draft's schema (and valibot) with it, which the
// dashboard's first load should not pay for. Not this folder's own drafts.ts (the hook).
const loaders = import.meta.glob<ResumableDraft<DraftHead>>(['../*/drafts.ts', '!../shared/drafts.ts'], {
  import: 'resumable',
});

let declarations: Promise<ResumableDraft<DraftHead>[]> | undefined;

/** The declarations, loaded once; a failed load offers nothing rather than breaking the page. */
function loadDeclarations(): Promise<ResumableDraft<DraftHead>[]> {
  // Once the page is idle: the banner is the page's least urgent part.
  declarations ??= new Promise<void>((resolve) => {
    whenIdle(resolve);
  })
    .then(() =>
      Promise.all(
        Object.keys(loaders)
          .sort()
          .map((file) => loaders[file]!()),
      ),
    )
    .catch(() => {
      declarations = undefined;
      return [];
    });
  return declarations;
}

function Banners() {
  const resumables = use(loadDeclarations());
  return (
    <>
      {resumables.map((resumable) => (
        <Banner key={resumable.path} resumable={resumable} />
      ))}
    </>
  );
}

function Banner({ resumable }: { resumable: ResumableDraft<DraftHead> }) {
  const { draft } = useSavedDraft(resumable.kind);
  if (!draft) return null;
  return (
    <section
      aria-label="Yarım kalan sipariş"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100"
    >
      <p>
        {resumable.describe(draft)}, son kayıt {formatDateTime(draft.savedAt)}.
      </p>
      <Link
        to={resumable.path}
        className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        {resumable.action}
      </Link>
    </section>
  );
}

/**
 * After a new login the person lands on the dashboard, not on the unfinished work: this tells
 * them a draft of theirs, for this company, is waiting, and takes them back to it.
 */
export function ResumeDraftBanner() {
  return (
    <Suspense fallback={null}>
      <Banners />
    </Suspense>
  );
}
