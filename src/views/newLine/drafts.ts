import { formatNumber } from '../../lib/format';
import { type NewLineDraft, newLineDrafts } from '../../machines/newLine/newLineDraft';
import type { ResumableDraft } from '../shared/ResumeDraftBanner';

/** The dashboard's "resume a draft" banner offers an unfinished new-line order (issue 4). */
export const resumable: ResumableDraft<NewLineDraft> = {
  kind: newLineDrafts,
  path: '/new-line',
  describe: (draft) =>
    `Yarım kalan bir yeni hat siparişiniz var${draft.lines.length > 0 ? ` (${formatNumber(draft.lines.length)} hat)` : ''}`,
  action: 'Siparişe devam et',
};
