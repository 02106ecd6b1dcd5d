/** The shapes the line picker exchanges with its consumer (who provides the calls). */

export type ProductType = 'VOICE' | 'DATA' | 'M2M';
export type LineStatus = 'ACTIVE' | 'SUSPENDED';

/** One GSM line as the picker lists and returns it; `msisdn` is the 10-digit national form. */
export interface PickerLine {
  msisdn: string;
  productType: ProductType;
  tariffName: string;
  status: LineStatus;
  userName: string;
  roaming: boolean;
}

export interface Option {
  value: string;
  label: string;
}

/** The filter choices of the product group filters call. */
export interface FilterChoices {
  productTypes: Option[];
  tariffs: Option[];
  statuses: Option[];
}

export interface LineFilters {
  productType?: string;
  tariffName?: string;
  status?: string;
  roaming?: boolean;
  userName?: string;
}

export interface FindLinesInput {
  text: string;
  filters: LineFilters;
  offset: number;
  limit: number;
}

export interface FindLinesOutput {
  rows: PickerLine[];
  total: number;
}

export interface ResolveNumbersInput {
  msisdns: string[];
}

export interface ResolveNumbersOutput {
  found: PickerLine[];
  unknown: string[];
  notAllowed: { msisdn: string; reason: string }[];
}

/** A file's content as text, or its raw cells (one entry each). */
export type ReadNumbersFileOutput = { text: string } | string[];

export type ProblemKind = 'format' | 'duplicate' | 'unknown' | 'notAllowed';

/**
 * One entry of a paste or file that did not become a chosen line. `token` is what the person
 * sees (as written for a bad format, the formatted number otherwise) and is unique in the list,
 * so fix and remove address a problem by it.
 */
export interface PickerProblem {
  token: string;
  msisdn?: string;
  kind: ProblemKind;
  /** The server's reason for a not-allowed line. */
  reason?: string;
}

/** Why a file gave no numbers: the view words these. */
export type FileErrorCode = 'unsupportedFile' | 'readFailed';

/** A file reader's refusal with a code the view can word. */
export class PickerFileError extends Error {
  readonly code: FileErrorCode;
  constructor(code: FileErrorCode) {
    super(code);
    this.name = 'PickerFileError';
    this.code = code;
  }
}
