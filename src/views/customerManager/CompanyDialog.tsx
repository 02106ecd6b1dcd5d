import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { portfolioMachine } from '../../machines/customerManager/portfolioMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { RetryPanel } from '../../ui/RetryPanel';
import { SelectField } from '../../ui/SelectField';
import { Spinner } from '../../ui/Spinner';
import { rightsSummary } from './rights';

type PortfolioRef = ActorRefFrom<typeof portfolioMachine>;

/** A company's authorized persons, filtered by role, each with "Bu kişi adına giriş yap". */
export function CompanyDialog({ actor }: { actor: PortfolioRef }) {
  const open = useSelector(actor, (s) => s.hasTag('company'));
  const company = useSelector(actor, (s) => s.context.company);
  const loading = useSelector(actor, (s) => s.hasTag('personsLoading'));
  const failed = useSelector(actor, (s) => s.matches({ company: 'failed' }));
  const loggingIn = useSelector(actor, (s) => s.hasTag('loggingIn'));
  const canLogin = useSelector(actor, (s) => s.can({ type: 'user.loginAs', userId: 1 }));
  const persons = useSelector(actor, (s) => s.context.persons);
  const roles = useSelector(actor, (s) => s.context.roles);
  const role = useSelector(actor, (s) => s.context.role);
  const error = useSelector(actor, (s) => s.context.personsError);
  const loginError = useSelector(actor, (s) => s.context.loginError);

  return (
    <Modal
      open={open}
      wide
      title={company ? `${company.corporateName}: yetkili kişiler` : 'Yetkili kişiler'}
      onClose={() => actor.send({ type: 'user.closeCompany' })}
      actions={
        <Button variant="secondary" onClick={() => actor.send({ type: 'user.closeCompany' })}>
          Kapat
        </Button>
      }
    >
      <div className="space-y-4">
        <p>
          Şirket adına işlem yapmak için bir yetkili kişi seçin. Yaptığınız her değişiklik hem sizin hem de
          seçtiğiniz kişinin adıyla kaydedilir.
        </p>
        <div className="max-w-xs">
          <SelectField
            label="Yetkili türü"
            allLabel="Tüm yetkililer"
            value={role ?? ''}
            disabled={loading || loggingIn}
            options={roles.map((r) => ({ value: r.value, label: `${r.label} (${r.count})` }))}
            onChange={(e) => actor.send({ type: 'user.filterRole', role: e.target.value || undefined })}
          />
        </div>
        {loginError && <Alert>{loginError}</Alert>}
        {loading && <Spinner label="Yetkililer yükleniyor" />}
        {failed && <RetryPanel onRetry={() => actor.send({ type: 'user.retry' })}>{error}</RetryPanel>}
        {!loading && !failed && persons && persons.length === 0 && <p>Bu türde yetkili bulunmuyor.</p>}
        {!loading && !failed && persons && persons.length > 0 && (
          <ul className="divide-y divide-slate-200 rounded-md ring-1 ring-slate-200">
            {persons.map((person) => (
              <li key={person.userId} className="flex flex-wrap items-center justify-between gap-3 p-3">
                <div>
                  <p className="font-semibold text-slate-900">{person.fullName}</p>
                  <p className="text-slate-700">
                    {person.roleLabel} · {rightsSummary(person)} · {person.maskedMsisdn}
                  </p>
                </div>
                <Button
                  disabled={!canLogin}
                  busy={loggingIn}
                  aria-label={`${person.fullName} adına giriş yap`}
                  onClick={() => actor.send({ type: 'user.loginAs', userId: person.userId })}
                >
                  Bu kişi adına giriş yap
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
