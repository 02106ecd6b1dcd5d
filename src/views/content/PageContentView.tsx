import { useParams } from 'react-router';
import { contentPageMachine } from '../../machines/content/contentPageMachine';
import { usePageActor } from '../shared/usePageActor';
import { ContentPage } from './ContentPage';

function NamedPage({ name }: { name: string }) {
  const content = usePageActor(contentPageMachine, { source: 'page', name });
  return <ContentPage content={content} />;
}

/** /p/{page}: a page of page content by name. */
export default function PageContentView() {
  const { page = '' } = useParams();
  // Another name is another page: its machine starts again.
  return <NamedPage key={page} name={page} />;
}
