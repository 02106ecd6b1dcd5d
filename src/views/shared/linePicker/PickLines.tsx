import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import type { PickLinesRef } from '../../../machines/shared/linePicker/pickLines';
import type { PickerLine } from '../../../machines/shared/linePicker/types';
import { Button } from '../../../ui/Button';
import type { PickLinesTexts } from './PickLinesDialog';

/** The dialog brings the picker and Headless UI's Dialog: loaded when the person asks for it. */
const PickLinesDialog = lazy(() => import('./PickLinesDialog'));

interface Props extends PickLinesTexts {
  /** The page machine's pickLines child (src/machines/shared/linePicker/pickLines.ts). */
  dialog: PickLinesRef;
  /** The lines the page has chosen already, which the picker opens with. */
  chosen?: PickerLine[];
  /** A choice made beside the button that the page gets back with the lines. */
  choice?: string;
}

/**
 * A button that chooses lines with the line picker (a partial number, filters, a pasted list or
 * a file), so lines that are not loaded in a table can be chosen too, thousands at once; the
 * page machine takes the chosen lines.
 */
export function PickLines({ dialog, chosen, choice, ...texts }: Props) {
  const picker = useSelector(dialog, (s) => s.children.picker);
  return (
    <>
      <Button
        variant="secondary"
        className="px-3 py-2"
        aria-haspopup="dialog"
        onClick={() =>
          dialog.send({ type: 'user.open', ...(chosen ? { chosen } : {}), ...(choice ? { choice } : {}) })
        }
      >
        {texts.label}
      </Button>
      {picker && (
        <Suspense fallback={null}>
          <PickLinesDialog {...texts} picker={picker} onClose={() => dialog.send({ type: 'user.close' })} />
        </Suspense>
      )}
    </>
  );
}
