import { type AuditObject, auditObjectLabel, auditObjectLink } from '../../api/auditTrail/types';
import { formatMsisdn } from '../../lib/msisdn';
import { Link } from '../../ui/Link';

/** A line as the portal writes it ("0532 123 45 67"); anything else in business words. */
export const objectText = (object: AuditObject) =>
  object.kind === 'LINE' ? formatMsisdn(object.id) : auditObjectLabel(object);

/**
 * A label whose ledger number never breaks at its hyphens ("Talep TLP-20261127-000627"); the words
 * may wrap. Any other code (a document's, a job's) may break anywhere: a long one kept whole
 * widened the column until the trail's "Ayrıntılar" was cut off at 1366 px.
 */
function ObjectText({ object }: { object: AuditObject }) {
  const text = objectText(object);
  const cut = text.lastIndexOf(' ');
  if (object.kind === 'LINE' || object.kind === 'PERSON' || cut < 0) return <>{text}</>;
  if (object.kind !== 'ORDER') return <span className="[overflow-wrap:anywhere]">{text}</span>;
  return (
    <>
      {text.slice(0, cut + 1)}
      <span className="whitespace-nowrap">{text.slice(cut + 1)}</span>
    </>
  );
}

/** What an entry changed, each one a link to its own page (a line's tariff page, an order, a person's rights). */
export function ObjectLinks({ objects, more = 0 }: { objects: readonly AuditObject[]; more?: number }) {
  if (objects.length === 0) return <span className="text-slate-600">—</span>;
  return (
    <ul className="flex flex-wrap gap-x-3 gap-y-1">
      {objects.map((object) => {
        const to = auditObjectLink(object);
        return (
          // A line's number stays on one line; a label may wrap before its number.
          <li
            key={`${object.kind}:${object.id}`}
            className={object.kind === 'LINE' ? 'whitespace-nowrap' : undefined}
          >
            {to ? (
              <Link to={to} className="text-brand-700 underline underline-offset-2 hover:text-brand-900">
                <ObjectText object={object} />
              </Link>
            ) : (
              <ObjectText object={object} />
            )}
          </li>
        );
      })}
      {more > 0 && <li className="text-slate-700">ve {more} tane daha</li>}
    </ul>
  );
}
