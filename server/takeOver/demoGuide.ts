/**
 * What `npm start` prints for take-over (issue 39; ServerFeature.demoGuide): the other customers'
 * lines a company can take over, read from the seed so the guide never drifts from the data.
 */
import { formatMsisdn } from '../../src/lib/msisdn';
import { SEED_OWNERS } from './seed';

const BLOCKS: Record<string, string> = {
  UNPAID_DEBT: 'borcu var, devredilemez',
  LEGAL_HOLD: 'yasal takipte, devredilemez',
  IN_OTHER_TAKE_OVER: 'başka bir devirde, devredilemez',
};

function ownerAnswer(owner: (typeof SEED_OWNERS)[number]): string {
  if (owner.decision === 'REJECT') return 'sahibi reddeder';
  return owner.delaySeconds === 0 ? 'sahibi hemen onaylar' : 'sahibi 20 saniye sonra onaylar';
}

export function takeOverGuideLines(): string[] {
  return [
    'Devralınabilecek hatlar (/take-over; sahibin iletişim numarası ile):',
    ...SEED_OWNERS.map(
      (owner) =>
        `  ${owner.name} (iletişim ${formatMsisdn(owner.contactPhone)}; ${ownerAnswer(owner)}): ${owner.lines
          .map(
            (line) =>
              `${formatMsisdn(line.msisdn)}${line.block ? ` (${BLOCKS[line.block] ?? line.block})` : ''}`,
          )
          .join(', ')}`,
    ),
  ];
}
