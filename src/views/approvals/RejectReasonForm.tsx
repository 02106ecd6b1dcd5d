import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { REASON_MAX_LENGTH } from '../../machines/approvals/approvalsMachine';
import { Button } from '../../ui/Button';

/** The reason a rejection needs; react-hook-form owns the field, the parent gets one event. */
export function RejectReasonForm({
  onSubmit,
  onCancel,
}: {
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ reason: string }>({ defaultValues: { reason: '' } });
  const error = errors.reason?.message;
  return (
    <form
      className="space-y-3"
      onSubmit={handleSubmit((values) => onSubmit(values.reason.trim()))}
      noValidate
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Ret gerekçesi
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-md border px-3 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 focus:ring-brand-600 ${error ? 'border-red-600' : 'border-slate-300'}`}
        {...register('reason', {
          validate: (value) => value.trim().length > 0 || 'Ret gerekçesi zorunludur.',
          maxLength: {
            value: REASON_MAX_LENGTH,
            message: `En fazla ${REASON_MAX_LENGTH} karakter yazabilirsiniz.`,
          },
        })}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="danger">
          Reddetmek için kod gönder
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Vazgeç
        </Button>
      </div>
    </form>
  );
}
