import { type FormEvent, useId, useState } from 'react';
import type { LinePickerRef } from '../../../machines/shared/linePicker/linePickerMachine';
import { Button } from '../../../ui/Button';

/** "Liste yapıştır": any separators; the machine reads and checks the list. */
export function PastePanel({ actorRef }: { actorRef: LinePickerRef }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (text.trim() === '') {
      setError('Eklenecek numara yok. Numaraları kutuya yapıştırın.');
      return;
    }
    actorRef.send({ type: 'user.paste', text });
    setText('');
    setError(undefined);
  };
  return (
    <form onSubmit={submit} className="space-y-2" noValidate>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Numara listesi
      </label>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Numaraları alt alta ya da virgül, noktalı virgül veya sekmeyle ayırarak yapıştırın. 0532 123 45 67,
        905321234567 ve +90 532 123 45 67 aynı numaradır.
      </p>
      <textarea
        id={id}
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={`block w-full rounded-md border px-3 py-2 font-mono text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit">Ekle</Button>
    </form>
  );
}
