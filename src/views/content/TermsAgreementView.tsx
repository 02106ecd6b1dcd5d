import { TERMS_OF_USE_PAGE } from '../../api/content/types';
import { contentPageMachine } from '../../machines/content/contentPageMachine';
import { usePageActor } from '../shared/usePageActor';
import { ContentPage } from './ContentPage';
import { PublicFrame } from './PublicFrame';

/** /terms-of-use-agreement: the same terms of use, read before login (logged in it redirects to /). */
export default function TermsAgreementView() {
  const content = usePageActor(contentPageMachine, { source: 'page', name: TERMS_OF_USE_PAGE });
  return (
    <PublicFrame>
      <ContentPage content={content} />
    </PublicFrame>
  );
}
