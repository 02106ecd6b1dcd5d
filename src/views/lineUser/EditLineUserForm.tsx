import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { LineUserProduct } from '../../api/lineUser/types';
import type {
  FieldErrors,
  LineUserEditMode,
  LineUserField,
  LineUserFormValues,
} from '../../machines/lineUser/lineUserEditMachine';
import { firstOfNextMonth } from '../../machines/lineUser/lineUserQuery';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * Correcting keeps the person's details (the TC number stays empty: left so, the stored one
 * stays); a change starts empty.
 */
function defaultsFor(mode: LineUserEditMode, line: LineUserProduct): LineUserFormValues {
  const effectiveDate = firstOfNextMonth(new Date());
  return mode === 'correct'
    ? {
        userName: line.userName,
        identityNumber: '',
        email: line.email,
        department: line.department,
        costCenter: line.costCenter,
        effectiveDate,
      }
    : { userName: '', identityNumber: '', email: '', department: '', costCenter: '', effectiveDate };
}

/**
 * The person fields (react-hook-form owns them); on submit one `user.save` with the values.
 * The server's validate answer comes back as `serverErrors`, shown under each field.
 */
export function EditLineUserForm({
  line,
  mode,
  serverErrors,
  busy,
  onSave,
  onCancel,
}: {
  line: LineUserProduct;
  mode: LineUserEditMode;
  serverErrors: FieldErrors;
  busy: boolean;
  onSave(values: LineUserFormValues): void;
  onCancel(): void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LineUserFormValues>({ defaultValues: defaultsFor(mode, line) });
  const errorOf = (field: LineUserField) => errors[field]?.message ?? serverErrors[field];
  const today = localDay(new Date());
  const noteId = useId();

  return (
    <form className="space-y-4" noValidate onSubmit={handleSubmit(onSave)}>
      <TextField
        label={mode === 'correct' ? 'Kullanıcı adı soyadı' : 'Yeni kullanıcının adı soyadı'}
        autoComplete="off"
        error={errorOf('userName')}
        {...register('userName')}
      />
      <div>
        <TextField
          label="TC kimlik numarası"
          inputMode="numeric"
          autoComplete="off"
          maxLength={11}
          error={errorOf('identityNumber')}
          // TextField ties its own error; the note is tied only while no error replaces it.
          {...(mode === 'correct' && !errorOf('identityNumber') ? { 'aria-describedby': noteId } : {})}
          {...register('identityNumber')}
        />
        {mode === 'correct' && (
          // The masked number is said in the note, not as a placeholder that reads like a value.
          <p id={noteId} className="mt-1 text-xs text-slate-700">
            Kayıtlı numara: {line.maskedIdentity} (KVKK gereği tamamı gösterilmez). Değişmediyse boş bırakın;
            kayıtlı numara korunur.
          </p>
        )}
      </div>
      <TextField
        label="E-posta adresi"
        type="email"
        autoComplete="off"
        error={errorOf('email')}
        {...register('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Departman" error={errorOf('department')} {...register('department')} />
        <TextField label="Masraf merkezi" error={errorOf('costCenter')} {...register('costCenter')} />
      </div>
      {mode === 'change' && (
        <TextField
          label="Geçerlilik tarihi"
          type="date"
          min={today}
          error={errorOf('effectiveDate')}
          {...register('effectiveDate', {
            validate: (value) =>
              (/^\d{4}-\d{2}-\d{2}$/.test(value) && value > today) ||
              'Geçerlilik tarihi bugünden sonraki bir gün olmalıdır.',
          })}
        />
      )}
      {/* The dialog's body scrolls; the buttons stay in sight at its foot (390 px). */}
      <div className="sticky bottom-0 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-white pt-3 pb-1">
        <Button variant="ghost" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" busy={busy}>
          {mode === 'correct' ? 'Bilgileri kaydet' : 'Değişikliği kaydet'}
        </Button>
      </div>
    </form>
  );
}
