import { OpenSourceList } from './OpenSourceList';

/** /open-source: the bundle's open-source packages, logged in. */
export default function OpenSourceView() {
  return <OpenSourceList />;
}
