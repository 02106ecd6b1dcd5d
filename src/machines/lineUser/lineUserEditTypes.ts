/** The line-user edit flow's types: its form, its context, its events and its calls' inputs. */
import type { PersonRights } from '../../api/authorizedUsers/types';
import type { LineUserProduct } from '../../api/lineUser/types';

/** "Bilgileri düzelt": the same person, details corrected; "Kullanıcıyı değiştir": another person from a day on. */
export type LineUserEditMode = 'correct' | 'change';

/** What the form sends; `effectiveDate` (yyyy-MM-dd) only counts in change mode. */
export interface LineUserFormValues {
  userName: string;
  identityNumber: string;
  email: string;
  department: string;
  costCenter: string;
  effectiveDate: string;
}

export type LineUserField = keyof LineUserFormValues;
export type FieldErrors = Partial<Record<LineUserField, string>>;

/** A failed call: its code for the view to choose the words, and the server's own sentence. */
export interface EditFailure {
  code: string;
  message: string | undefined;
}

/** What just happened, for the view's success line. */
export type EditNotice =
  | 'updated'
  | 'changeScheduled'
  | 'changeWithdrawn'
  | 'invoiceNameShown'
  | 'invoiceNameHidden';

export interface LineUserEditContext {
  productId: string;
  line: LineUserProduct | undefined;
  mode: LineUserEditMode;
  fieldErrors: FieldErrors;
  failure: EditFailure | undefined;
  notice: EditNotice | undefined;
  /** Whether anything was written: the list reloads when the dialog closes. */
  changed: boolean;
  /** The values being validated and saved. */
  pending: LineUserFormValues | undefined;
  /** The person's rights (the session's rights child): every change here is the lineUser group's Talep. */
  rights: PersonRights | undefined;
}

export type LineUserEditEvent =
  | { type: 'user.mode'; mode: LineUserEditMode }
  | { type: 'user.save'; values: LineUserFormValues }
  | { type: 'user.withdraw' }
  | { type: 'user.confirm' }
  | { type: 'user.cancel' }
  | { type: 'user.invoiceName'; visible: boolean }
  | { type: 'user.retry' }
  | { type: 'user.close' };

export interface SaveInput {
  productId: string;
  mode: LineUserEditMode;
  values: LineUserFormValues;
}
