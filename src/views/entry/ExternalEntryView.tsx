import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { EXT_TARGET_PARAM } from '../../lib/portalTarget';
import { Card } from '../../ui/Card';
import { Spinner } from '../../ui/Spinner';
import { useSessionRef } from '../shared/sessionActor';
import { EntryFrame } from './EntryFrame';

/**
 * `/ext?target=/invoices` (spec §2): hands the target to the session, which goes there (after a
 * login when needed) if it is a page of the portal, and to the dashboard otherwise.
 */
export default function ExternalEntryView() {
  const session = useSessionRef();
  const [params] = useSearchParams();
  const target = params.get(EXT_TARGET_PARAM);

  useEffect(() => {
    session.send({ type: 'entry.external', target });
  }, [session, target]);

  return (
    <EntryFrame>
      <Card>
        <h1 className="sr-only">Dış bağlantı ile giriş</h1>
        <Spinner size="lg" label="Yönlendiriliyorsunuz" />
      </Card>
    </EntryFrame>
  );
}
