import { useSearchParams } from 'react-router';
import { permissionEditMachine } from '../../machines/authorizedUsers/permissionEditMachine';
import { ALL_PERSONS, personListMachine } from '../../machines/authorizedUsers/personListMachine';
import { Link } from '../../ui/Link';
import { usePageActor } from '../shared/usePageActor';
import { PersonDetail } from './PersonDetail';
import { PersonList } from './PersonList';
import { LINK_CLASS } from './texts';

/** The persons' list as the page's actor. */
function ListPage() {
  const list = usePageActor(personListMachine, ALL_PERSONS);
  return <PersonList list={list} />;
}

/** One person's permission flow as the page's actor (its analytics event is an effect it emits). */
function PersonPage({ userId }: { userId: number }) {
  const flow = usePageActor(permissionEditMachine, { userId });
  return <PersonDetail flow={flow} />;
}

/**
 * /update-authorized-user-info: the company's authorized persons, or one person's permissions
 * (?kisi=<id>, so the overview and a reload open the same person).
 */
export default function AuthorizedUsersView() {
  const [params] = useSearchParams();
  const userId = Number(params.get('kisi'));
  const open = Number.isInteger(userId) && userId > 0;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold text-slate-900">Yetkili Kullanıcılar</h1>
        <p className="text-sm text-slate-700">
          Şirketinizin yetkili kişileri ve her işlem grubundaki yetkileri: görüntüleme, talep (değişiklik
          yapma) ve onay (başkalarının taleplerini onaylama). Tam yetkili kişiler her işlemi yapabilir.
        </p>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link to="/cips-permission" className={LINK_CLASS}>
            Yetki özeti
          </Link>
          <Link to="/corporate-selection" className={LINK_CLASS}>
            Şirketlerim ve varsayılan şirket
          </Link>
        </p>
      </header>
      {/* Another person is another page: a fresh flow rather than one holding the previous person. */}
      {open ? <PersonPage key={userId} userId={userId} /> : <ListPage />}
    </div>
  );
}
