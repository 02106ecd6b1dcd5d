import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import {
  AUTHORIZED_PERSON_TYPE_TITLES,
  AUTHORIZED_PERSON_TYPES,
  type AuthorizedPerson,
  type AuthorizedUserListQuery,
} from '../../api/authorizedUsers/types';
import type { PersonListRef } from '../../machines/authorizedUsers/personListMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Link } from '../../ui/Link';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { type DataColumn, DataTable } from '../../ui/table';
import { LINK_CLASS, personPath, typeTitle } from './texts';

const TYPE_OPTIONS = AUTHORIZED_PERSON_TYPES.map((value) => ({
  value,
  label: AUTHORIZED_PERSON_TYPE_TITLES[value] ?? value,
}));

function permissionSummary(person: AuthorizedPerson): string {
  if (person.fullAuthority) return 'Tüm işlemler';
  const requests = person.permissions.filter((p) => p.request).length;
  const approvals = person.permissions.filter((p) => p.approve).length;
  if (person.permissions.length === 0) return 'Yetki yok';
  return `${person.permissions.length} grup görüntüleme, ${requests} talep, ${approvals} onay`;
}

const COLUMNS: DataColumn<AuthorizedPerson>[] = [
  {
    id: 'fullName',
    header: 'Ad soyad',
    kind: 'text',
    value: (p) => p.fullName,
    cardTitle: true,
    hideable: false,
    cell: (p) => (
      <Link to={personPath(p.userId)} className={LINK_CLASS}>
        {p.fullName}
        {p.self ? ' (siz)' : ''}
      </Link>
    ),
  },
  { id: 'type', header: 'Yetkili türü', kind: 'text', value: (p) => typeTitle(p.authorizedPersonType) },
  {
    id: 'companies',
    header: 'Şirketler',
    kind: 'text',
    value: (p) => p.companies.map((c) => c.name).join(', '),
    width: 220,
  },
  {
    id: 'fullAuthority',
    header: 'Tam yetki',
    kind: 'text',
    value: (p) => (p.fullAuthority ? 'Evet' : 'Hayır'),
  },
  { id: 'permissions', header: 'Yetkiler', kind: 'text', value: permissionSummary, width: 220 },
];

/**
 * The company's authorized persons with a filter by type and name (the list row's authFilter);
 * the list is the screen's page actor (AuthorizedUsersView starts it), handed here.
 */
export function PersonList({ list }: { list: PersonListRef }) {
  const data = useSelector(list, (s) => s.context.data);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('failed'));
  const error = useSelector(list, (s) => s.context.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const authFilter = (String(form.get('authFilter') ?? '') ||
      'ALL') as AuthorizedUserListQuery['authFilter'];
    list.send({ type: 'user.refresh', input: { authFilter, name: String(form.get('name') ?? '').trim() } });
  }

  return (
    <section aria-labelledby="persons-heading" className="space-y-4">
      <h2 id="persons-heading" className="text-lg font-semibold text-slate-900">
        {data ? `${data.corporateName} yetkilileri` : 'Yetkililer'}
      </h2>
      {data && !data.viewerMayChange && (
        <Alert tone="info">
          Yetkileri yalnızca tam yetkili kişiler değiştirebilir; siz yetkileri görüntüleyebilirsiniz.
        </Alert>
      )}
      <form
        onSubmit={onSubmit}
        className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
        aria-label="Yetkili filtresi"
      >
        <SelectField label="Yetkili türü" name="authFilter" options={TYPE_OPTIONS} defaultValue="" />
        <TextField label="Ad soyad" name="name" maxLength={100} autoComplete="off" />
        <Button type="submit" variant="secondary">
          Listele
        </Button>
      </form>
      {failed ? (
        <div className="space-y-3">
          <Alert>Yetkililer yüklenemedi. {error}</Alert>
          <Button variant="secondary" onClick={() => list.send({ type: 'user.retry' })}>
            Tekrar dene
          </Button>
        </div>
      ) : (
        <DataTable
          caption="Yetkili kişiler"
          regionLabel="Yetkili kişiler tablosu"
          columns={COLUMNS}
          rows={data?.persons ?? []}
          rowId={(p) => String(p.userId)}
          status={loading ? 'loading' : 'ready'}
          emptyText="Aramanıza uygun yetkili bulunamadı."
          searchLabel={null}
        />
      )}
    </section>
  );
}
