import type { InputHTMLAttributes } from 'react';

type FileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & { id: string };

/**
 * A file input whose button speaks Turkish: the browser's own button reads "Choose File / No file
 * chosen" in the browser's language. The input stays in the page, visually hidden, with its own
 * label, description and keyboard focus; the visible button is a second label for it, left out of
 * the accessible name so the field keeps the name its label gives it.
 */
export function FileInput({ id, ...props }: FileInputProps) {
  return (
    <span className="block">
      <input id={id} type="file" className="peer sr-only" {...props} />
      <label
        htmlFor={id}
        aria-hidden="true"
        className="inline-flex cursor-pointer items-center rounded-md bg-brand-700 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-800 peer-focus-visible:ring-2 peer-focus-visible:ring-accent-400 peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:bg-slate-400"
      >
        Dosya seç
      </label>
    </span>
  );
}
