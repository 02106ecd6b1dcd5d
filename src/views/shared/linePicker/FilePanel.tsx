import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { LinePickerRef } from '../../../machines/shared/linePicker/linePickerMachine';
import { FileInput } from '../../../ui/FileInput';
import { Spinner } from '../../../ui/Spinner';
import { FILE_ERRORS } from './labels';

/** "Dosyadan yükle": one number per line or cell; what the file holds goes the way of a paste. */
export function FilePanel({ actorRef, accept }: { actorRef: LinePickerRef; accept: string }) {
  const id = useId();
  const reading = useSelector(actorRef, (s) => s.hasTag('readingFile'));
  const error = useSelector(actorRef, (s) => s.context.fileError);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Numara dosyası
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Her satırda ya da hücrede bir numara olan bir dosya seçin ({accept.split(',').join(', ')}).
      </p>
      <FileInput
        id={id}
        accept={accept}
        disabled={reading}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (file) actorRef.send({ type: 'user.file', file });
          // The same file may be chosen again after a fix.
          e.target.value = '';
        }}
      />
      {reading && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner size="sm" /> Dosya okunuyor…
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {FILE_ERRORS[error]}
        </p>
      )}
    </div>
  );
}
