import { useParams } from 'react-router';
import { ContentPage } from './ContentPage';

/** /p/{page}: a page of page content by name. */
export default function PageContentView() {
  const { page = '' } = useParams();
  // Another name is another page: its machine starts again.
  return <ContentPage key={page} source="page" name={page} />;
}
