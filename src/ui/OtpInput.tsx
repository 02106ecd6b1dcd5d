import { type ClipboardEvent, type KeyboardEvent, useEffect, useRef } from 'react';

export interface OtpInputProps {
  value: string;
  onChange: (code: string) => void;
  /** Called once all boxes hold a digit. */
  onComplete?: (code: string) => void;
  length?: number;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  legend?: string;
  /** Puts the caret in the first box when the boxes appear (the code is what the person types next). */
  autoFocus?: boolean;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * Six one-digit boxes that behave like one field: typing moves on, Backspace moves back, arrow
 * keys move, and pasting (or the phone's SMS autofill) fills every box at once.
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  disabled = false,
  invalid = false,
  describedBy,
  legend = 'Doğrulama kodu',
  autoFocus = false,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // Once, when the boxes appear: later renders (each typed digit) move the caret themselves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the first appearance focuses
  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus();
  }, []);
  const chars = Array.from({ length }, (_, i) => value[i] ?? '');

  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const commit = (next: string) => {
    const code = digitsOnly(next).slice(0, length);
    onChange(code);
    if (code.length === length) onComplete?.(code);
  };

  const fillFrom = (index: number, text: string) => {
    const digits = digitsOnly(text);
    if (!digits) return;
    // A whole code replaces what was there, wherever it lands.
    const next = digits.length >= length ? digits : (value.slice(0, index) + digits).slice(0, length);
    commit(next);
    focus(Math.min(next.length, length - 1));
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (chars[index]) commit(value.slice(0, index));
      else if (index > 0) {
        commit(value.slice(0, index - 1));
        focus(index - 1);
      }
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fillFrom(index, event.clipboardData.getData('text'));
  };

  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-2 block text-sm font-medium text-slate-800">{legend}</legend>
      <div className="flex gap-2">
        {chars.map((char, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={`${legend}, ${index + 1}. hane`}
            aria-invalid={invalid || undefined}
            disabled={disabled}
            value={char}
            onChange={(event) => fillFrom(index, event.target.value.slice(-length))}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste(index)}
            onFocus={(event) => event.target.select()}
            className={`h-12 w-11 rounded-md border text-center text-xl font-semibold focus:outline-none focus:ring-2 focus:ring-brand-600 disabled:bg-slate-100 ${invalid ? 'border-red-600' : 'border-slate-300'}`}
          />
        ))}
      </div>
    </fieldset>
  );
}
