import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { LinePickerRef } from '../../../machines/shared/linePicker/linePickerMachine';
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
      <input
        id={id}
        type="file"
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
        className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400"
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
