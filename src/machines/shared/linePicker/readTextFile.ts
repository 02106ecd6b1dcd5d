import { PickerFileError, type ReadNumbersFileOutput } from './types';

const TEXT_NAME = /\.(txt|csv)$/i;

/**
 * The picker's own file reader: a .txt or .csv read as text, each line or cell an entry (the
 * list parser splits on the same separators a CSV uses). A consumer that takes spreadsheets
 * provides `readNumbersFile` with the sheet parser instead.
 */
export async function readTextFile(file: File): Promise<ReadNumbersFileOutput> {
  if (!TEXT_NAME.test(file.name) && !file.type.startsWith('text/'))
    throw new PickerFileError('unsupportedFile');
  try {
    return { text: await file.text() };
  } catch {
    throw new PickerFileError('readFailed');
  }
}
