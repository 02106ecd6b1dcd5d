import { EMPTY_HISTORY_FILTER, tariffHistoryMachine } from '../../machines/tariff/tariffHistoryMachine';
import { usePageActor } from '../shared/usePageActor';
import { HistorySection } from './HistorySection';
import { TariffNav } from './TariffNav';

/** /tariff-package/history: every tariff change of the company. */
export default function HistoryView() {
  const history = usePageActor(tariffHistoryMachine, EMPTY_HISTORY_FILTER);
  return (
    <div className="space-y-4">
      <header className="space-y-3">
        <h1 className="text-2xl font-bold text-slate-900">Tarife Değişikliği Geçmişi</h1>
        <p className="text-sm text-slate-700">
          Şirketinizin hatlarında tek tek ya da toplu yapılan tarife değişiklikleri, en yenisi üstte.
        </p>
        <TariffNav />
      </header>
      <HistorySection history={history} />
    </div>
  );
}
