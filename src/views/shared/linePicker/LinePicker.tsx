import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useSelector } from '@xstate/react';
import type { LinePickerRef } from '../../../machines/shared/linePicker/linePickerMachine';
import { Button } from '../../../ui/Button';
import { ChosenPanel } from './ChosenPanel';
import { FilePanel } from './FilePanel';
import { FilterPanel } from './FilterPanel';
import { IntakeStatus } from './IntakeStatus';
import { PastePanel } from './PastePanel';
import { ProblemsPanel } from './ProblemsPanel';
import { SearchPanel } from './SearchPanel';

const tabClass =
  'rounded-md px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 data-selected:bg-brand-700 data-selected:text-white';

export interface LinePickerProps {
  /** The picker machine, created by the consumer with its calls provided. */
  actorRef: LinePickerRef;
  title?: string;
  /** The "done" button's text; null when the consumer ends the picker by its own button. */
  doneLabel?: string | null;
  /** File types the file reader takes (the default reader takes XLSX, CSV and text). */
  fileAccept?: string;
}

/**
 * Choosing GSM lines four ways (search, filters, a pasted list, a file) into one chosen list,
 * with the entries that could not be chosen listed to fix or remove.
 */
export function LinePicker({
  actorRef,
  title = 'Hat seçimi',
  doneLabel = 'Seçimi tamamla',
  fileAccept = '.xlsx,.csv,.txt',
}: LinePickerProps) {
  const canFinish = useSelector(actorRef, (s) => s.can({ type: 'user.done' }));
  return (
    <section aria-label={title} className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <TabGroup className="min-w-0">
          <TabList aria-label="Hat seçme yolu" className="flex flex-wrap gap-2">
            <Tab className={tabClass}>Numara ile ara</Tab>
            <Tab className={tabClass}>Filtrele</Tab>
            <Tab className={tabClass}>Liste yapıştır</Tab>
            <Tab className={tabClass}>Dosyadan yükle</Tab>
          </TabList>
          <TabPanels className="mt-4">
            <TabPanel>
              <SearchPanel actorRef={actorRef} />
            </TabPanel>
            <TabPanel>
              <FilterPanel actorRef={actorRef} />
            </TabPanel>
            <TabPanel>
              <PastePanel actorRef={actorRef} />
            </TabPanel>
            <TabPanel>
              <FilePanel actorRef={actorRef} accept={fileAccept} />
            </TabPanel>
          </TabPanels>
        </TabGroup>
        <div className="min-w-0 space-y-4">
          <IntakeStatus actorRef={actorRef} />
          <ChosenPanel actorRef={actorRef} />
          <ProblemsPanel actorRef={actorRef} />
          {doneLabel !== null && (
            <Button disabled={!canFinish} onClick={() => actorRef.send({ type: 'user.done' })}>
              {doneLabel}
            </Button>
          )}
        </div>
      </div>
    </section>
  );
}
