import { TERMS_OF_USE_PAGE } from '../../api/content/types';
import { ContentPage } from './ContentPage';
import { PublicFrame } from './PublicFrame';

/** /terms-of-use-agreement: the same terms of use, read before login (logged in it redirects to /). */
export default function TermsAgreementView() {
  return (
    <PublicFrame>
      <ContentPage source="page" name={TERMS_OF_USE_PAGE} />
    </PublicFrame>
  );
}
