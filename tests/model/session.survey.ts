import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { PATHS } from '../../src/machines/session/sessionEvents';
import type { SessionRef } from '../../src/views/shared/sessionActor';

/**
 * The customer survey opens over the dashboard once per person who has not seen it (the demo
 * person). The session only learns it was shown (`survey.displayed`); the survey itself has its
 * own model test. Here the person answers "later" whenever it opens, so the dialog never hides
 * the page the session steps need, whether or not the model took `survey.displayed` there.
 */
export async function closeSurveyIfDue(user: ReturnType<typeof userEvent.setup>, session: SessionRef) {
  const snapshot = session.getSnapshot();
  if (window.location.pathname !== PATHS.dashboard) return;
  if (!snapshot.matches({ authenticated: { flow: 'ready' } })) return;
  if (snapshot.context.session.customerSurveyDisplayed === false) {
    // The dashboard fetches the survey and tells the session as it opens.
    await waitFor(() => expect(session.getSnapshot().context.session.customerSurveyDisplayed).toBe(true));
    await user.click(
      await within(await screen.findByRole('dialog')).findByRole('button', { name: 'Daha sonra' }),
    );
  } else {
    const later = laterButton();
    if (later) await user.click(later);
  }
  await waitFor(() => expect(laterButton()).toBeNull());
}

/**
 * The survey's "later", looked for in the dialog the survey opens: a role query names every
 * button it considers, and the dashboard behind the dialog holds dozens of them.
 */
function laterButton() {
  const dialog = screen.queryByRole('dialog');
  return dialog && within(dialog).queryByRole('button', { name: 'Daha sonra' });
}
