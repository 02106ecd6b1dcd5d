import { TERMS_OF_USE_PAGE } from '../../api/content/types';
import { contentPageMachine } from '../../machines/content/contentPageMachine';
import { usePageActor } from '../shared/usePageActor';
import { ContentPage } from './ContentPage';

/** /terms-of-use: the terms of use, logged in. */
export default function TermsOfUseView() {
  const content = usePageActor(contentPageMachine, { source: 'page', name: TERMS_OF_USE_PAGE });
  return <ContentPage content={content} />;
}
