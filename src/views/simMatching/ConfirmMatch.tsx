import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/** The last look before the cards change lines: how many will, and that the old cards close. */
export function ConfirmMatch({
  open,
  busy,
  valid,
  invalid,
  onMatch,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  valid: number;
  invalid: number;
  onMatch(): void;
  onCancel(): void;
}) {
  return (
    <Modal
      open={open}
      title="SIM kartları eşleştir"
      onClose={() => {
        if (!busy) onCancel();
      }}
      actions={
        <>
          <Button onClick={onMatch} busy={busy}>
            Eşleştir
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Vazgeç
          </Button>
        </>
      }
    >
      <div className="space-y-2 text-sm text-slate-800">
        <p>
          {formatNumber(valid)} SIM kart hatlarına tanımlanacak. Bu hatların şu anki SIM kartları kapatılacak
          ve artık çalışmayacak.
        </p>
        {invalid > 0 && (
          <p>Uygun olmayan {formatNumber(invalid)} çift eşleştirilmeyecek; nedenleri raporda yer alacak.</p>
        )}
      </div>
    </Modal>
  );
}
