import type { LinePickerContext } from './machineTypes';
import type { FileErrorCode, PickerLine, ReadNumbersFileOutput } from './types';

/**
 * Pure steps of the picker's context, apart from its states: each returns new values, never
 * changes the map it was given (snapshots stay comparable and serializable).
 */

export function toggleChosen(chosen: Map<string, PickerLine>, line: PickerLine): Map<string, PickerLine> {
  const next = new Map(chosen);
  if (next.has(line.msisdn)) next.delete(line.msisdn);
  else next.set(line.msisdn, line);
  return next;
}

export function removeChosen(chosen: Map<string, PickerLine>, msisdn: string): Map<string, PickerLine> {
  const next = new Map(chosen);
  next.delete(msisdn);
  return next;
}

/** One page of "choose every result": its rows join the choice and the counts move on. */
export function chooseAllPage(context: LinePickerContext, output: { rows: PickerLine[]; total: number }) {
  const chosen = new Map(context.chosen);
  for (const line of output.rows) chosen.set(line.msisdn, line);
  return {
    chosen,
    allProgress: {
      fetched: context.allProgress.fetched + output.rows.length,
      total: output.total,
      last: output.rows.length,
    },
  };
}

export const hasQuery = (s: LinePickerContext['search']) =>
  s.text.trim() !== '' || Object.values(s.filters).some((v) => v !== undefined && v !== '');

/** A file's numbers as one text for the intake, whether the reader gave text or cells. */
export const fileText = (output: ReadNumbersFileOutput) =>
  Array.isArray(output) ? output.join('\n') : output.text;

/** Why a file read failed, as a code the view words. */
export const fileErrorCode = (error: unknown): FileErrorCode =>
  (error as { code?: unknown } | null)?.code === 'unsupportedFile' ? 'unsupportedFile' : 'readFailed';
