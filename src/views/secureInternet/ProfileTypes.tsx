import type { SecureInternetProfileType } from '../../api/secureInternet/types';

/** What each profile filters, in the words the line's user would read. */
export function ProfileTypes({ types }: { types: SecureInternetProfileType[] }) {
  return (
    <section aria-labelledby="profile-types" className="space-y-2">
      <h2 id="profile-types" className="text-lg font-semibold text-slate-900">
        Profiller
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {types.map((type) => (
          <li key={type.code} className="rounded-lg bg-white p-4 text-sm ring-1 ring-slate-200">
            <h3 className="font-semibold text-slate-900">{type.name}</h3>
            <p className="mt-1 text-slate-700">{type.description}</p>
            {type.blocks.length > 0 && (
              <p className="mt-2 text-xs text-slate-700">Engellenenler: {type.blocks.join(', ')}</p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
