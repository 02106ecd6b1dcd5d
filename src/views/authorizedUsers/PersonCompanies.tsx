import type { PersonPermissions } from '../../api/authorizedUsers/types';

/**
 * The person's companies with their details (corporate number, holding, default company of easy
 * login). A short list: a plain table reads better than the data table's toolbar here.
 */
export function PersonCompanies({ companies }: { companies: PersonPermissions['companies'] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="mb-1 text-left font-medium text-slate-800">Şirketleri</caption>
        <thead className="text-slate-700">
          <tr>
            <th scope="col" className="py-1 pr-4 font-medium">
              Şirket
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              Kurum no
            </th>
            <th scope="col" className="py-1 pr-4 font-medium">
              Holding
            </th>
            <th scope="col" className="py-1 font-medium">
              Varsayılan
            </th>
          </tr>
        </thead>
        <tbody className="text-slate-900">
          {companies.map((c) => (
            <tr key={c.corporateNcst} className="border-t border-slate-200">
              <th scope="row" className="py-1 pr-4 font-normal">
                {c.name}
              </th>
              <td className="py-1 pr-4">{c.corporateId ?? '—'}</td>
              <td className="py-1 pr-4">{c.holdingName ?? '—'}</td>
              <td className="py-1">{c.defaultCompany ? 'Evet' : 'Hayır'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
