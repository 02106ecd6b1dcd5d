import { useSelector } from '@xstate/react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';
import { ChangeSummary } from './ChangeSummary';
import { PermissionGrid } from './PermissionGrid';
import { PersonCompanies } from './PersonCompanies';
import { LINK_CLASS } from './texts';
import type { PermissionEditRef } from './types';

/**
 * One person's permissions: edit, review the changes, confirm with the SMS code. The flow is the
 * screen's page actor (AuthorizedUsersView starts it), handed here.
 */
export function PersonDetail({ flow }: { flow: PermissionEditRef }) {
  const loading = useSelector(flow, (s) => s.matches('loading'));
  const loadFailed = useSelector(flow, (s) => s.matches('loadFailed'));
  const failure = useSelector(flow, (s) => s.context.failure);
  const person = useSelector(flow, (s) => s.context.person);

  return (
    <section
      aria-labelledby="person-heading"
      className="space-y-4 rounded-lg bg-white p-3 ring-1 ring-slate-200 sm:p-4"
    >
      <p className="text-sm">
        <Link to="/update-authorized-user-info" className={LINK_CLASS}>
          Yetkili listesine dön
        </Link>
      </p>
      {loading && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-700">
          <Spinner size="sm" /> Yetkiler yükleniyor…
        </p>
      )}
      {loadFailed && (
        <div className="space-y-3">
          <h2 id="person-heading" className="text-lg font-semibold text-slate-900">
            Yetkili
          </h2>
          <Alert>Yetkiler yüklenemedi. {failure}</Alert>
          <Button variant="secondary" onClick={() => flow.send({ type: 'user.retry' })}>
            Tekrar dene
          </Button>
        </div>
      )}
      {person && !loading && !loadFailed && <Loaded flow={flow} />}
    </section>
  );
}

function Loaded({ flow }: { flow: PermissionEditRef }) {
  const person = useSelector(flow, (s) => s.context.person);
  const draft = useSelector(flow, (s) => s.context.draft);
  const editing = useSelector(flow, (s) => s.hasTag('step:edit'));
  const reviewing = useSelector(flow, (s) => s.hasTag('step:review'));
  const done = useSelector(flow, (s) => s.hasTag('step:done'));
  const savedGroups = useSelector(flow, (s) => s.context.savedGroups);
  const canReview = useSelector(flow, (s) => s.can({ type: 'user.review' }));
  const canReset = useSelector(flow, (s) => s.can({ type: 'user.reset' }));
  if (!person) return null;
  const editable = person.refusal === null && editing;
  const fullAuthorityLocked = !editable || (draft.fullAuthority && person.lastFullAuthority !== null);

  return (
    <div className="space-y-4">
      <div>
        <h2 id="person-heading" className="text-lg font-semibold text-slate-900">
          {person.fullName}
        </h2>
        <p className="text-sm text-slate-700">{person.fullAuthority ? 'Tam yetkili' : 'Tam yetkisi yok'}</p>
      </div>
      <PersonCompanies companies={person.companies} />
      {person.refusal && <Alert tone="info">{person.refusal}</Alert>}
      {person.lastFullAuthority && <Alert tone="info">{person.lastFullAuthority}</Alert>}
      {done && (
        <Alert tone="success">
          Yetkiler güncellendi
          {savedGroups ? `: ${savedGroups} işlem grubunda değişiklik yapıldı.` : '.'}
        </Alert>
      )}
      {reviewing ? (
        <ChangeSummary flow={flow} />
      ) : (
        <>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
            <input
              type="checkbox"
              checked={draft.fullAuthority}
              disabled={fullAuthorityLocked}
              onChange={(e) => flow.send({ type: 'fullAuthority.set', on: e.currentTarget.checked })}
              className="h-5 w-5 accent-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-60"
            />
            Tam yetki (bütün işlemler, yetki değiştirme dahil)
          </label>
          {draft.fullAuthority && editable && (
            <p className="text-sm text-slate-700">
              Tam yetkili kişi her işlem grubunda her yetkiye sahiptir.
            </p>
          )}
          <PermissionGrid
            permissions={draft.permissions}
            disabled={!editable || draft.fullAuthority}
            onChange={(group, level, on) => flow.send({ type: 'level.set', group, level, on })}
          />
          {done ? (
            <Button variant="secondary" onClick={() => flow.send({ type: 'user.again' })}>
              Yeniden düzenle
            </Button>
          ) : (
            person.refusal === null && (
              <div className="flex flex-wrap gap-3">
                <Button
                  variant="secondary"
                  disabled={!canReset}
                  onClick={() => flow.send({ type: 'user.reset' })}
                >
                  Değişiklikleri geri al
                </Button>
                <Button disabled={!canReview} onClick={() => flow.send({ type: 'user.review' })}>
                  Değişiklikleri gözden geçir
                </Button>
              </div>
            )
          )}
        </>
      )}
    </div>
  );
}
