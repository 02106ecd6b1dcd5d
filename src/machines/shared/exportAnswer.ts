/**
 * The end of a server export (spec §4 export rule): the answer is the file, saved under the
 * server's name (or the fallback), or with the send-mail flag a receipt that the file was
 * mailed, which ExportMenu words.
 */
export function settleExport(
  answer: Blob | { mailed: true; email?: string },
  fallbackName: string,
  save: (blob: Blob, name: string) => void,
): { mailed: true } | undefined {
  if (answer instanceof Blob) {
    const name = (answer as Partial<File>).name;
    save(answer, typeof name === 'string' && name.trim() !== '' ? name : fallbackName);
    return undefined;
  }
  if (answer.mailed) return { mailed: true };
  throw new Error('The export answered neither a file nor a mail receipt');
}
