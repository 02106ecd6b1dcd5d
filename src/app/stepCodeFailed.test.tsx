import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { SessionHost } from './SessionHost';

/** How many loads of the session steps' code fail before one succeeds. */
const load = vi.hoisted(() => ({ failures: 0, tries: 0 }));

// The router's wait for the steps' code (stepCode.ts), failing as a lost chunk would.
vi.mock('../machines/session/stepCode', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../machines/session/stepCode')>();
  const { fromPromise } = await import('xstate');
  return {
    ...actual,
    stepCode: fromPromise(async () => {
      load.tries += 1;
      if (load.failures > 0) {
        load.failures -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      await actual.loadStepCode();
    }),
  };
});

const FAILED = 'Sayfanın bu bölümü yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.';

function openLogin() {
  localStorage.clear();
  window.history.replaceState(null, '', '/login');
  return render(
    <BrowserRouter>
      <SessionHost>
        <AppRoutes />
      </SessionHost>
    </BrowserRouter>,
  );
}

describe('LoginView and the login’s code (issue 42)', () => {
  beforeEach(() => {
    load.failures = 0;
    load.tries = 0;
  });

  it('shows the form, ready to send, once the login’s code is there', async () => {
    openLogin();
    expect(await screen.findByLabelText('Kullanıcı adı')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeEnabled());
    expect(screen.queryByText(FAILED)).toBeNull();
  });

  it('a failed load of the login’s code says so in Turkish, and “Tekrar dene” brings the form', async () => {
    load.failures = 1;
    const user = userEvent.setup();
    openLogin();
    expect(await screen.findByText(FAILED)).toBeVisible();
    expect(screen.queryByLabelText('Kullanıcı adı')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByLabelText('Kullanıcı adı')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Giriş yap' })).toBeEnabled());
    expect(screen.queryByText(FAILED)).toBeNull();
    expect(load.tries).toBe(2);
  });
});
