import { TERMS_OF_USE_PAGE } from '../../api/content/types';
import { ContentPage } from './ContentPage';

/** /terms-of-use: the terms of use, logged in. */
export default function TermsOfUseView() {
  return <ContentPage source="page" name={TERMS_OF_USE_PAGE} />;
}
