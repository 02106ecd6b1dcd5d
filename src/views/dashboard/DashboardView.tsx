import { useActorRef, useSelector } from '@xstate/react';
import { DASHBOARD_CARDS } from '../../machines/dashboard/dashboardCards';
import { type DashboardRef, dashboardMachine } from '../../machines/dashboard/dashboardMachine';
import { Alert } from '../../ui/Alert';
import { useSessionRef } from '../shared/sessionActor';
import { CARD_VIEWS } from './cardContent';
import { DashboardCard } from './DashboardCard';
import { SurveyModal } from './SurveyModal';

/** A box shows unless its status flag is off; boxes without a flag follow dashboardActive. */
function CardSlot({ dashboard, index }: { dashboard: DashboardRef; index: number }) {
  const card = DASHBOARD_CARDS[index]!;
  const visible = useSelector(dashboard, (s) =>
    card.flag
      ? s.context.flags[card.flag]
      : s.context.flags.init || s.context.flags.dashboardActive || s.matches('statusUnknown'),
  );
  const cardRef = useSelector(dashboard, (s) => s.context.cards[card.id]);
  if (!visible) return null;
  const view = CARD_VIEWS[card.id];
  return <DashboardCard cardRef={cardRef} title={view.title} to={card.to} render={view.render} />;
}

/** The landing page after login: the summary boxes of spec §3, each loading on its own. */
export default function DashboardView() {
  const session = useSessionRef();
  const userName = useSelector(session, (s) => s.context.session.user?.userName ?? '');
  const corporateName = useSelector(session, (s) => s.context.session.user?.corporateName ?? '');
  const dashboard = useActorRef(dashboardMachine);
  const inactive = useSelector(dashboard, (s) => s.hasTag('inactive'));

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Hoş geldiniz, {userName}</h1>
        <p className="text-sm text-slate-700">{corporateName} adına işlem yapıyorsunuz.</p>
      </div>
      {inactive && (
        <Alert tone="info">Özet kartları şu anda gösterilemiyor. Lütfen daha sonra tekrar deneyiniz.</Alert>
      )}
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {DASHBOARD_CARDS.map((card, index) => (
          <CardSlot key={card.id} dashboard={dashboard} index={index} />
        ))}
      </div>
      <SurveyModal />
    </div>
  );
}
