import { formatNumber } from '../../lib/format';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';

/**
 * The last look before the cards change lines: how many will, and that the old cards close. The
 * match is then confirmed with an SMS code (issue 37: a SIM swap), in a dialog of its own.
 */
export function ConfirmMatch({
  open,
  valid,
  invalid,
  onMatch,
  onCancel,
}: {
  open: boolean;
  valid: number;
  invalid: number;
  onMatch(): void;
  onCancel(): void;
}) {
  return (
    <Modal
      open={open}
      title="SIM kartları eşleştir"
      onClose={onCancel}
      actions={
        <>
          <Button onClick={onMatch}>Onayla ve SMS kodu gönder</Button>
          <Button variant="secondary" onClick={onCancel}>
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
        <p>Eşleştirmeyi cep telefonunuza gönderilecek SMS koduyla onaylayacaksınız.</p>
      </div>
    </Modal>
  );
}
