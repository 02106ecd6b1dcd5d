import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  PERMISSION_GROUPS,
  PERMISSION_LEVEL_TITLES,
  PERMISSION_LEVELS,
  type PermissionLevel,
} from '../../api/authorizedUsers/types';
import { downloadSheet } from '../../lib/sheets/download';
import {
  filterOverview,
  type OverviewFilter,
  type OverviewRow,
  overviewRows,
} from '../../machines/authorizedUsers/overview';
import { overviewMachine } from '../../machines/authorizedUsers/overviewMachine';
import type { personListMachine } from '../../machines/authorizedUsers/personListMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { ExportMenu } from '../../ui/ExportMenu';
import { Link } from '../../ui/Link';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { type DataColumn, DataTable } from '../../ui/table';
import { LINK_CLASS, personPath, typeTitle } from './texts';

type ListRef = ActorRefFrom<typeof personListMachine>;

const levelTitle = (level: PermissionLevel | null) => (level ? PERMISSION_LEVEL_TITLES[level] : '—');

const COLUMNS: DataColumn<OverviewRow>[] = [
  {
    id: 'fullName',
    header: 'Yetkili',
    kind: 'text',
    value: (row) => row.fullName,
    cardTitle: true,
    hideable: false,
    cell: (row) => (
      <Link to={personPath(row.userId)} className={LINK_CLASS}>
        {row.fullName}
      </Link>
    ),
  },
  { id: 'type', header: 'Yetkili türü', kind: 'text', value: (row) => typeTitle(row.authorizedPersonType) },
  {
    id: 'fullAuthority',
    header: 'Tam yetki',
    kind: 'text',
    value: (row) => (row.fullAuthority ? 'Evet' : 'Hayır'),
  },
  ...PERMISSION_GROUPS.map(
    (group): DataColumn<OverviewRow> => ({
      id: group.id,
      header: group.title,
      kind: 'text',
      value: (row) => levelTitle(row.levels[group.id]),
    }),
  ),
];

const GROUP_OPTIONS = PERMISSION_GROUPS.map((group) => ({ value: group.id, label: group.title }));
const LEVEL_OPTIONS = [
  ...PERMISSION_LEVELS.map((level) => ({ value: level, label: PERMISSION_LEVEL_TITLES[level] })),
  { value: 'none', label: 'Yetki yok' },
];

/**
 * /cips-permission: the company's permission overview. One row per person, a column per
 * operation group with the highest level (Görüntüleme / Talep / Onay), filtered by person, group
 * and level, exported as shown, each person linked to their permissions.
 */
export default function PermissionOverviewView() {
  const overview = useActorRef(overviewMachine);
  const list = useSelector(overview, (s) => s.children.list as ListRef | undefined);
  const filter = useSelector(overview, (s) => s.context.filter);
  const set = (change: Partial<OverviewFilter>) =>
    overview.send({ type: 'filter.change', filter: { ...filter, ...change } });

  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">Yetki Özeti</h1>
        <p className="text-sm text-slate-700">
          Şirketinizde kimin hangi işlemi yapabildiği: her işlem grubunda en yüksek yetki. Görüntüleme ekranı
          görür, talep değişiklik yapar, onay başkalarının taleplerini onaylar. Değiştirmek için kişinin adına
          tıklayın.
        </p>
      </header>
      <form
        aria-label="Yetki filtresi"
        onSubmit={(e) => e.preventDefault()}
        className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
      >
        <TextField
          label="Yetkili adı"
          value={filter.name}
          maxLength={100}
          autoComplete="off"
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <SelectField
          label="İşlem grubu"
          options={GROUP_OPTIONS}
          value={filter.group}
          onChange={(e) => set({ group: e.currentTarget.value as OverviewFilter['group'] })}
        />
        <SelectField
          label="Yetki düzeyi"
          options={LEVEL_OPTIONS}
          value={filter.level}
          onChange={(e) => set({ level: e.currentTarget.value as OverviewFilter['level'] })}
        />
        <Button type="button" variant="secondary" onClick={() => overview.send({ type: 'filter.clear' })}>
          Temizle
        </Button>
      </form>
      {list && <OverviewTable list={list} filter={filter} />}
    </div>
  );
}

function OverviewTable({ list, filter }: { list: ListRef; filter: OverviewFilter }) {
  const persons = useSelector(list, (s) => s.context.data?.persons);
  const loading = useSelector(list, (s) => s.hasTag('loading'));
  const failed = useSelector(list, (s) => s.hasTag('failed'));
  const error = useSelector(list, (s) => s.context.error);
  if (failed)
    return (
      <div className="space-y-3">
        <Alert>Yetkiler yüklenemedi. {error}</Alert>
        <Button variant="secondary" onClick={() => list.send({ type: 'user.retry' })}>
          Tekrar dene
        </Button>
      </div>
    );
  const rows = filterOverview(overviewRows(persons ?? []), filter);
  // A chosen group puts its column first after the person's, so the filter's answer is in view.
  const columns = filter.group
    ? [
        COLUMNS[0]!,
        ...COLUMNS.filter((c) => c.id === filter.group),
        ...COLUMNS.slice(1).filter((c) => c.id !== filter.group),
      ]
    : COLUMNS;
  return (
    <DataTable
      caption="Yetki özeti"
      regionLabel="Yetki özeti tablosu"
      columns={columns}
      rows={rows}
      rowId={(row) => String(row.userId)}
      status={loading ? 'loading' : 'ready'}
      emptyText="Filtreye uygun yetkili bulunamadı."
      searchLabel={null}
      toolbar={(view) => (
        <ExportMenu onExport={(format) => downloadSheet(format, 'yetki-ozeti', view.columns, view.rows)} />
      )}
    />
  );
}
