import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { bulkImportMachine } from '../../machines/lineUser/bulkImportMachine';
import { lineUserImportSpec } from '../../machines/lineUser/importSpec';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ImportPanel } from '../shared/import/ImportPanel';

export const BULK_IMPORT_TITLE = 'Toplu kullanıcı güncelleme';
const TEMPLATE_NAME = 'hat-kullanicilari-sablonu';

/**
 * The bulk update of many lines' users from a spreadsheet, as a dialog the line-user page opens.
 * `onFinished` runs once per submit that saved at least one row, so the page can reload its list.
 */
export function BulkImport({ onClose, onFinished }: { onClose(): void; onFinished(): void }) {
  const importRef = useActorRef(bulkImportMachine);
  // The results array of a finished submit that saved something; a new submit brings a new array.
  const savedResults = useSelector(importRef, (s) =>
    s.hasTag('done') && s.context.results.some((r) => r.ok) ? s.context.results : undefined,
  );
  const finished = useRef(onFinished);
  finished.current = onFinished;
  useEffect(() => {
    if (savedResults) finished.current();
  }, [savedResults]);

  return (
    <Modal
      open
      title={BULK_IMPORT_TITLE}
      onClose={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          Kapat
        </Button>
      }
    >
      {/* A long list of refused rows scrolls inside the dialog, not past the screen. */}
      <div className="max-h-[65vh] space-y-4 overflow-y-auto pr-1">
        <p>
          Her satır bir hattı ve o hattı kullanan kişiyi anlatır. Hat numarası, kullanıcı adı soyadı, TC
          kimlik numarası ve e-posta adresi zorunludur; departman ve masraf merkezi boş bırakılabilir.
          Numarayı dilediğiniz gibi yazabilirsiniz (örneğin 0532 123 45 67 ya da +90 532 123 45 67). Şablonu
          indirip doldurmanız en kolayıdır.
        </p>
        <ImportPanel importRef={importRef} spec={lineUserImportSpec} templateName={TEMPLATE_NAME} />
      </div>
    </Modal>
  );
}
