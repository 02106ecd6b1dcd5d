import { useParams } from 'react-router';
import { ContentPage } from './ContentPage';

/** /csi/{page}: a page of page manager data by name. */
export default function ManagerPageView() {
  const { page = '' } = useParams();
  return <ContentPage key={page} source="manager" name={page} />;
}
