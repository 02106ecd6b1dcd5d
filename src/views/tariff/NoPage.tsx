import { NotFoundMessage } from '../../ui/NotFoundMessage';
import { TARIFF_PATHS } from './texts';

/** An address below a tariff page that names no job or line: no page, with the way back. */
export function NoPage() {
  return (
    <NotFoundMessage
      back={{ to: TARIFF_PATHS.lines, label: 'Tarife ve Paket Değişikliği sayfasına dönün' }}
    />
  );
}
