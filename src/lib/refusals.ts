/**
 * Every sentence that says a person may not do or see something (issue 37), in one place: the
 * §8 modal of a refused call, and the reasons the portal shows before any attempt. The HTTP
 * layer's 403, the dashboard's boxes, the pages and the actions all word refusals from here; what
 * only full authority does is worded in src/lib/fullAuthorityRefusals.ts (lazy pages only).
 */
import type { PermissionLevel } from '../api/authorizedUsers/types';

/** Spec §8's 403 row: the one sentence of a refused call, wherever it shows (src/api/forbidden.ts,
 * which the sandbox answers too). */
export { FORBIDDEN_MESSAGE as FORBIDDEN_SENTENCE } from '../api/forbidden';

const ASK = 'Yetkili kişilerinizden yetki isteyebilirsiniz.';

/** Why a level is missing, said next to what it refuses: a page (read), a change, a decision. */
export const REFUSALS: Record<PermissionLevel, string> = {
  read: `Bu sayfayı görüntüleme yetkiniz yok. ${ASK}`,
  request: `Bu işlem için talep yetkiniz yok. ${ASK}`,
  approve: `Bu işlem için onay yetkiniz yok. ${ASK}`,
};

/** A part of a page (a dashboard box) whose information the person may not see. */
export const PART_REFUSAL = `Bu bilgiyi görüntüleme yetkiniz yok. ${ASK}`;

/** The rights could not be read: nothing is enabled until they are. */
export const RIGHTS_LOAD_FAILED = 'Yetkileriniz alınamadı. Tekrar deneyebilirsiniz.';

/** A menu entry of a page the person may not view: short, the page itself says the whole sentence. */
export const MENU_REFUSAL = 'Görüntüleme yetkiniz yok';
