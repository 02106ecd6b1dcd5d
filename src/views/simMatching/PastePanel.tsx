import { useId, useState } from 'react';
import type { PasteProblem } from '../../machines/simMatching/pairRows';
import { Button } from '../../ui/Button';

/** A pasted list, one "ICCID;numara" pair a line, added to the list below. */
export function PastePanel({
  problems,
  disabled,
  onPaste,
}: {
  problems: readonly PasteProblem[];
  disabled: boolean;
  onPaste(text: string): void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Liste yapıştırın: her satıra bir çift, <span className="whitespace-nowrap">ICCID;numara</span>
      </label>
      <textarea
        id={id}
        rows={4}
        value={text}
        disabled={disabled}
        aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
        placeholder={'89900130000000000016;0532 123 45 67'}
        onChange={(e) => setText(e.currentTarget.value)}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 font-mono text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600"
      />
      {problems.length > 0 && (
        <div id={`${id}-problems`} role="alert" className="text-sm text-red-700">
          <p>Şu satırlar okunamadı (ICCID ile numara arasına ; koyun):</p>
          <ul className="list-disc pl-5">
            {problems.slice(0, 20).map((p) => (
              <li key={p.line}>
                {p.line}. satır: {p.text}
              </li>
            ))}
          </ul>
        </div>
      )}
      <Button
        variant="secondary"
        disabled={disabled || text.trim() === ''}
        onClick={() => {
          onPaste(text);
          setText('');
        }}
      >
        Listeye ekle
      </Button>
    </div>
  );
}
