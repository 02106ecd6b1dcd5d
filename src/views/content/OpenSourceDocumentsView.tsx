import { licenceListMachine } from '../../machines/content/licenceList';
import { usePageActor } from '../shared/usePageActor';
import { OpenSourceList } from './OpenSourceList';
import { PublicFrame } from './PublicFrame';

/** /open-source-documents: the same list before login (logged in it redirects to /). */
export default function OpenSourceDocumentsView() {
  const list = usePageActor(licenceListMachine, undefined);
  return (
    <PublicFrame>
      <OpenSourceList list={list} />
    </PublicFrame>
  );
}
