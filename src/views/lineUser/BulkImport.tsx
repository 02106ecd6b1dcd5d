import type { ActorRefFrom } from 'xstate';
import type { bulkImportMachine } from '../../machines/lineUser/bulkImportMachine';
import { lineUserImportSpec } from '../../machines/lineUser/importSpec';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { ImportPanel } from '../shared/import/ImportPanel';

export const BULK_IMPORT_TITLE = 'Toplu kullanıcı güncelleme';
const TEMPLATE_NAME = 'hat-kullanicilari-sablonu';

/**
 * The bulk update of many lines' users from a spreadsheet, as a dialog the line-user page opens.
 * The import is the page machine's child (it tells the page when rows were saved).
 */
export function BulkImport({
  importRef,
  onClose,
}: {
  importRef: ActorRefFrom<typeof bulkImportMachine>;
  onClose(): void;
}) {
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
