import { licenceListMachine } from '../../machines/content/licenceList';
import { usePageActor } from '../shared/usePageActor';
import { OpenSourceList } from './OpenSourceList';

/** /open-source: the bundle's open-source packages, logged in. */
export default function OpenSourceView() {
  const list = usePageActor(licenceListMachine, undefined);
  return <OpenSourceList list={list} />;
}
