import { type DragEvent, useId, useState } from 'react';
import type { ImportSpec } from '../../../lib/sheets/importTypes';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { FileInput } from '../../../ui/FileInput';
import { isSheetFile, WRONG_TYPE } from './importTexts';

interface Props {
  spec: ImportSpec;
  templateName: string;
  onFile(file: File): void;
  /** A read failure of the previous file, in Turkish. */
  error?: string;
}

/** Choose or drop an .xlsx/.csv file; download the import's template. */
export function ImportFilePicker({ spec, templateName, onFile, error }: Props) {
  const inputId = useId();
  const [typeError, setTypeError] = useState('');
  const [dragging, setDragging] = useState(false);
  const [templateFailed, setTemplateFailed] = useState(false);

  function take(file: File | undefined) {
    if (!file) return;
    if (!isSheetFile(file.name)) {
      setTypeError(WRONG_TYPE);
      return;
    }
    setTypeError('');
    onFile(file);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer.files[0]);
  }

  async function template(format: 'xlsx' | 'csv') {
    setTemplateFailed(false);
    try {
      // The writers load only when a template is asked for.
      const { downloadTemplate } = await import('../../../lib/sheets/template');
      await downloadTemplate(spec, templateName, format);
    } catch {
      setTemplateFailed(true);
    }
  }

  const message = typeError || error;
  return (
    <div className="space-y-3">
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drop zone only adds dragging to the labelled input inside it */}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`rounded-md border-2 border-dashed p-4 text-sm ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300'}`}
      >
        <label htmlFor={inputId} className="mb-2 block font-medium text-slate-800">
          Dosya seçin ya da buraya sürükleyin (.xlsx, .csv)
        </label>
        <FileInput
          id={inputId}
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          aria-invalid={message ? true : undefined}
          onChange={(event) => {
            take(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
      {message && <Alert>{message}</Alert>}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-slate-700">Şablon:</span>
        <Button variant="ghost" onClick={() => void template('xlsx')}>
          Excel şablonu indir
        </Button>
        <Button variant="ghost" onClick={() => void template('csv')}>
          CSV şablonu indir
        </Button>
      </div>
      {templateFailed && <Alert>Şablon hazırlanamadı. Lütfen tekrar deneyin.</Alert>}
    </div>
  );
}
