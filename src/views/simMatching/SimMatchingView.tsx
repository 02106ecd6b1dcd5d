import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { simPairImportSpec } from '../../machines/simMatching/importSpec';
import type { PoolCheckRef } from '../../machines/simMatching/poolCheckMachine';
import type { simPairImportMachine } from '../../machines/simMatching/simMatchingActors';
import { simMatchingMachine } from '../../machines/simMatching/simMatchingMachine';
import { Button } from '../../ui/Button';
import { deferredPart, usePreloadAfterPaint } from '../shared/deferredPart';
import { ImportPanel } from '../shared/import/ImportPanel';
import { OtpDialog } from '../shared/otp/OtpDialog';
import type { OtpRef } from '../shared/otp/OtpPanel';
import { usePersonRights } from '../shared/rights';
import { usePageActor } from '../shared/usePageActor';
import { PairsSection } from './PairsSection';
import { PoolCheck } from './PoolCheck';

/** The report after a match: no part of the page's first visit (issue 42). */
const MatchReport = deferredPart(async () => {
  const { MatchReport } = await import('./MatchReport');
  return { default: MatchReport };
});

const TEMPLATE_NAME = 'sim-eslestirme-sablonu';

/** /sim-card-matching: build a list of SIM card and line pairs, check it, match, read the report. */
export default function SimMatchingView() {
  // The page opens once the rights are known (src/app/RightsGate.tsx), so they are here.
  const rights = usePersonRights();
  // The match's analytics event is an effect of the chart, sent by the hook.
  const flow = usePageActor(simMatchingMachine, { rights });
  usePreloadAfterPaint(MatchReport);
  const report = useSelector(flow, (s) => (s.matches('report') ? s.context.report : undefined));
  const fileImport = useSelector(
    flow,
    (s) => s.children.fileImport as ActorRefFrom<typeof simPairImportMachine> | undefined,
  );
  // The match's SMS code (issue 37: moving a line to another card is a SIM swap).
  const otp = useSelector(flow, (s) => s.children.otp as OtpRef | undefined);
  const poolCheck = useSelector(flow, (s) => s.children.poolCheck as PoolCheckRef | undefined);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">SIM Kart Eşleştirme</h1>
        <p className="mt-1 text-sm text-slate-700">
          Şirketinizin SIM kart havuzundaki kartları hatlarınıza tanımlayın. Listeyi kontrol edin, uygun
          olmayan çiftleri düzeltin ya da kaldırın, sonra eşleştirin.
        </p>
      </header>
      {report ? (
        <MatchReport report={report} onRestart={() => flow.send({ type: 'user.restart' })} />
      ) : (
        <>
          {poolCheck && <PoolCheck check={poolCheck} />}
          {fileImport ? (
            <section
              aria-labelledby="file-title"
              className="space-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
            >
              <h2 id="file-title" className="text-lg font-semibold text-slate-900">
                Dosyadan yükle
              </h2>
              <p className="text-sm text-slate-700">
                Her satır bir SIM kart numarası (ICCID) ve takılacağı hat numarasıdır. ICCID sütununu metin
                olarak doldurun: Excel 20 haneli bir sayıyı yuvarlar. "Gönder" satırları listeye ekler ve
                kontrol eder.
              </p>
              <ImportPanel importRef={fileImport} spec={simPairImportSpec} templateName={TEMPLATE_NAME} />
              <Button variant="secondary" onClick={() => flow.send({ type: 'user.closeFile' })}>
                Dosyadan yüklemeyi kapat
              </Button>
            </section>
          ) : (
            <PairsSection flow={flow} />
          )}
          <OtpDialog otp={otp} title="SIM kart eşleştirmesini onaylayın" />
        </>
      )}
    </div>
  );
}
