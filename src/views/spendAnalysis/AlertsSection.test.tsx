import { render, screen } from '@testing-library/react';
import { SPEND_ALERT_IDS } from '../../api/spendAnalysis/types';
import { AlertsLoading } from './AlertsSection';

// The alerts' place while they load is the loaded layout's (issue 40: a spinner there moved the
// whole page down when the counts came, Lighthouse CLS 0.29 at 390 px).
describe('AlertsLoading', () => {
  it('holds one card per rule, the sentence and the export buttons, disabled, while it says it loads', () => {
    const { container } = render(<AlertsLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Uyarılar yükleniyor.');
    const cards = container.querySelectorAll('ul[aria-hidden="true"] > li');
    expect(cards).toHaveLength(SPEND_ALERT_IDS.length);
    expect(screen.getByRole('button', { name: /^CSV indir/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Excel indir/ })).toBeDisabled();
  });
});
