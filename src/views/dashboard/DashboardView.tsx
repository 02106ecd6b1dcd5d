import { shallowEqual, useSelector } from '@xstate/react';
import { memo, type RefObject, startTransition, useEffect, useRef, useState } from 'react';
import { afterNextPaint, whenIdle } from '../../lib/idle';
import { type CardId, isCardShown } from '../../machines/dashboard/dashboardCards';
import {
  cardsToStart,
  type DashboardRef,
  dashboardMachine,
  surveyOf,
} from '../../machines/dashboard/dashboardMachine';
import { Alert } from '../../ui/Alert';
import { ResumeDraftBanner } from '../shared/ResumeDraftBanner';
import { useSessionRef } from '../shared/sessionActor';
import { usePageActor } from '../shared/usePageActor';
import { DASHBOARD_CARDS } from './cards';
import { DashboardCard, WaitingCard } from './DashboardCard';
import { greetingLine, greetingTitle } from './greeting';
import { SurveyModal } from './SurveyModal';

const ALL_CARDS: readonly CardId[] = DASHBOARD_CARDS.map((card) => card.id);
/** Boxes started per idle moment once the ones on screen are under way. */
const IDLE_BATCH = 2;
/**
 * Boxes rendered with the page; the others join after its first paint, this many per painted
 * frame, each batch in a transition of its own: the commit that shows the page stays small, and
 * so does each one after it (issue 7).
 */
const BOX_BATCH = 4;

/**
 * Tells the machine which boxes the page needs: the ones on screen as soon as they are laid out
 * (IntersectionObserver), the others a couple at a time when the main thread is idle after the
 * first paint, so every box still loads without scrolling. One box is asked for per task: each
 * start is a request and a render, and fifteen of them in one task blocked a phone for a second.
 * Where a box's call should start is the view's knowledge (the layout); whether it starts is the
 * machine's.
 */
function useCardScheduler(dashboard: DashboardRef, grid: RefObject<HTMLDivElement | null>, boxes: number) {
  const watch = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !grid.current) {
      dashboard.send({ type: 'view.cardsNeeded', ids: ALL_CARDS });
      return;
    }
    const queue: CardId[] = [];
    let pumping: ReturnType<typeof setTimeout> | undefined;
    const pump = () => {
      const id = queue.shift();
      if (id) dashboard.send({ type: 'view.cardsNeeded', ids: [id] });
      pumping = queue.length ? setTimeout(pump, 0) : undefined;
    };
    /** Queues boxes to start, on-screen ones ahead of the rest. */
    const need = (ids: readonly CardId[], urgent: boolean) => {
      for (const id of ids) {
        if (queue.includes(id)) queue.splice(queue.indexOf(id), 1);
        if (urgent) queue.unshift(id);
        else queue.push(id);
      }
      if (queue.length && pumping === undefined) pumping = setTimeout(pump, 0);
    };

    const observer = new IntersectionObserver((entries) => {
      const onScreen = entries
        .filter((entry) => entry.isIntersecting)
        .map((entry) => (entry.target as HTMLElement).dataset.card as CardId);
      need(cardsToStart(dashboard.getSnapshot().context, onScreen).reverse(), true);
    });
    watch.current = observer;
    for (const box of grid.current.querySelectorAll('[data-card]')) observer.observe(box);

    let cancel = () => {};
    const nextBatch = () => {
      const waiting = cardsToStart(dashboard.getSnapshot().context, ALL_CARDS).filter(
        (id) => !queue.includes(id),
      );
      need(waiting.slice(0, IDLE_BATCH), false);
      if (waiting.length > IDLE_BATCH) cancel = whenIdle(nextBatch);
      else observer.disconnect();
    };
    cancel = afterNextPaint(() => {
      cancel = whenIdle(nextBatch);
    });
    return () => {
      watch.current = null;
      observer.disconnect();
      cancel();
      clearTimeout(pumping);
    };
  }, [dashboard, grid]);
  // Boxes rendered after the first paint are watched too (observing one twice is harmless).
  useEffect(() => {
    if (boxes && grid.current)
      for (const box of grid.current.querySelectorAll('[data-card]')) watch.current?.observe(box);
  }, [grid, boxes]);
}

/** A box shows unless its status flag is off; boxes without a flag follow dashboardActive. */
const CardSlot = memo(function CardSlot({ dashboard, index }: { dashboard: DashboardRef; index: number }) {
  const card = DASHBOARD_CARDS[index]!;
  // One subscription per slot: every box started changes the dashboard's snapshot.
  const { visible, cardRef } = useSelector(
    dashboard,
    (s) => ({ visible: isCardShown(card, s.context.flags), cardRef: s.context.cards[card.id] }),
    shallowEqual,
  );
  if (!visible) return null;
  return cardRef ? (
    <DashboardCard id={card.id} cardRef={cardRef} title={card.title} to={card.to} render={card.render} />
  ) : (
    <WaitingCard id={card.id} title={card.title} to={card.to} />
  );
});

/** The customer survey, once the page started it after its first paint (it is never the first thing). */
function DashboardSurvey({ dashboard }: { dashboard: DashboardRef }) {
  const survey = useSelector(dashboard, surveyOf);
  return survey ? <SurveyModal survey={survey} /> : null;
}

/** The landing page after login: the summary boxes of spec §3, each loading on its own. */
export default function DashboardView() {
  const session = useSessionRef();
  const userName = useSelector(session, (s) => s.context.session.user?.userName ?? '');
  const corporateName = useSelector(session, (s) => s.context.session.user?.corporateName ?? '');
  // Read once, as the page starts: the survey is asked only of a person who has not seen it.
  const surveyDisplayed = useSelector(session, (s) => s.context.session.customerSurveyDisplayed !== false);
  const dashboard = usePageActor(dashboardMachine, { boxes: DASHBOARD_CARDS, surveyDisplayed });
  const inactive = useSelector(dashboard, (s) => s.hasTag('inactive'));
  const grid = useRef<HTMLDivElement>(null);
  // The status call starts once the page is painted (the machine waits for it, issue 7).
  useEffect(() => afterNextPaint(() => dashboard.send({ type: 'view.shown' })), [dashboard]);
  const [boxes, setBoxes] = useState(BOX_BATCH);
  useEffect(() => {
    if (boxes >= DASHBOARD_CARDS.length) return undefined;
    return afterNextPaint(() =>
      startTransition(() => setBoxes((shown) => Math.min(shown + BOX_BATCH, DASHBOARD_CARDS.length))),
    );
  }, [boxes]);
  useCardScheduler(dashboard, grid, boxes);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{greetingTitle(userName)}</h1>
        <p className="text-sm text-slate-700">{greetingLine(corporateName)}</p>
      </div>
      <ResumeDraftBanner />
      {inactive && (
        <Alert tone="info">Özet kartları şu anda gösterilemiyor. Lütfen daha sonra tekrar deneyiniz.</Alert>
      )}
      <div ref={grid} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {DASHBOARD_CARDS.slice(0, boxes).map((card, index) => (
          <CardSlot key={card.id} dashboard={dashboard} index={index} />
        ))}
      </div>
      <DashboardSurvey dashboard={dashboard} />
    </div>
  );
}
