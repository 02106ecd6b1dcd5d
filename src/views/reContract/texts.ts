/** The re-contract screens' Turkish words for the API's codes. */
import type { CommitmentStatus } from '../../api/reContract/types';

export const COMMITMENT_STATUS_NAMES: Record<CommitmentStatus, string> = {
  ENDED: 'Taahhüdü bitmiş',
  ENDING: 'Taahhüdü bitmek üzere',
  COMMITTED: 'Taahhüdü sürüyor',
};

/** "1500 dk" or "Sınırsız" for an offer's minutes. */
export const minutesText = (minutes: number | undefined) =>
  minutes === undefined ? 'Sınırsız konuşma' : `${minutes} dk konuşma`;
