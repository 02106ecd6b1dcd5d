import { useParams } from 'react-router';
import { OffersPage } from './OffersPage';
import { OrderPage } from './OrderPage';

/** /additional-package: the packages on offer; /additional-package/{offerId}: one package and its order. */
export default function PackagesView() {
  const offerId = useParams()['*'];
  return offerId ? <OrderPage key={offerId} offerId={offerId} /> : <OffersPage />;
}
