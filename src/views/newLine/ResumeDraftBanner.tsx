import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '../../lib/format';
import { readDraft } from '../../machines/newLine/newLineDraft';
import { useSessionRef } from '../shared/sessionActor';

/**
 * After a new login the person lands on the dashboard, not on the wizard: this tells them a
 * new-line order of theirs, for this company, is waiting (issue 4), and takes them back to it.
 */
export function ResumeDraftBanner() {
  const session = useSessionRef();
  const userName = useSelector(session, (s) => s.context.session.user?.userName ?? '');
  const corporateNcst = useSelector(session, (s) => s.context.session.user?.corporateNcst ?? '');
  // Read once per visit, as the wizard does when it opens.
  const [draft] = useState(() => readDraft({ userName, corporateNcst }));
  if (!draft) return null;
  const lines = draft.lines.length;
  return (
    <section
      aria-label="Yarım kalan sipariş"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-100"
    >
      <p>
        Yarım kalan bir yeni hat siparişiniz var
        {lines > 0 ? ` (${formatNumber(lines)} hat)` : ''}, son kayıt {formatDateTime(draft.savedAt)}.
      </p>
      <Link
        to="/new-line"
        className="rounded-md bg-brand-700 px-3 py-1.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Siparişe devam et
      </Link>
    </section>
  );
}
