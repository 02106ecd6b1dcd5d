import { OpenSourceList } from './OpenSourceList';
import { PublicFrame } from './PublicFrame';

/** /open-source-documents: the same list before login (logged in it redirects to /). */
export default function OpenSourceDocumentsView() {
  return (
    <PublicFrame>
      <OpenSourceList />
    </PublicFrame>
  );
}
