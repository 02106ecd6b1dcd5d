import { Link } from 'react-router';
import { AUDIT_OBJECT_LABELS, type AuditObject, auditObjectLink } from '../../api/auditTrailTypes';
import { formatMsisdn } from '../../lib/msisdn';

const label = (object: AuditObject) =>
  object.kind === 'LINE' ? formatMsisdn(object.id) : `${AUDIT_OBJECT_LABELS[object.kind]} ${object.id}`;

/** What an entry changed, each one a link to its own page (a line's tariff page, an order, the contracts). */
export function ObjectLinks({ objects, more = 0 }: { objects: readonly AuditObject[]; more?: number }) {
  if (objects.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {objects.map((object) => {
        const to = auditObjectLink(object);
        return (
          <li key={`${object.kind}:${object.id}`} className="whitespace-nowrap">
            {to ? (
              <Link to={to} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                {label(object)}
              </Link>
            ) : (
              label(object)
            )}
          </li>
        );
      })}
      {more > 0 && <li className="text-slate-700">ve {more} tane daha</li>}
    </ul>
  );
}
