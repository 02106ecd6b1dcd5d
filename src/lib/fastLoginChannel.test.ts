import type { LoginResponse } from '../api/types';
import { FAST_LOGIN_MESSAGE, handOverLogin, hasLoginOpener, readFastLoginMessage } from './fastLoginChannel';
import { type FastLoginPopupReport, openFastLoginPopup } from './fastLoginPopup';

const RESPONSE = { pageToken: 'tok-1', corporateNcst: 'C-1' } as LoginResponse;

describe('fastLoginChannel', () => {
  it('reads only the fast-login message with a login in it', () => {
    expect(readFastLoginMessage({ type: FAST_LOGIN_MESSAGE, response: RESPONSE })).toBe(RESPONSE);
    expect(readFastLoginMessage({ type: 'other', response: RESPONSE })).toBeUndefined();
    expect(readFastLoginMessage({ type: FAST_LOGIN_MESSAGE, response: { pageToken: 1 } })).toBeUndefined();
    expect(readFastLoginMessage('text')).toBeUndefined();
  });

  it('posts the login to the opener on its own origin only, then closes', () => {
    const postMessage = vi.fn();
    const close = vi.fn();
    const win = {
      opener: { postMessage, closed: false, location: { origin: 'https://portal.example' } },
      location: { origin: 'https://portal.example' },
      close,
    } as unknown as Window;
    expect(hasLoginOpener(win)).toBe(true);
    handOverLogin(RESPONSE, win);
    expect(postMessage).toHaveBeenCalledWith(
      { type: FAST_LOGIN_MESSAGE, response: RESPONSE },
      'https://portal.example',
    );
    expect(close).toHaveBeenCalled();
  });

  it('has no opener to hand to when there is none, it closed, or it is another site', () => {
    const own = { origin: 'https://portal.example' };
    expect(hasLoginOpener({ opener: null, location: own } as unknown as Window)).toBe(false);
    expect(
      hasLoginOpener({ opener: { closed: true, location: own }, location: own } as unknown as Window),
    ).toBe(false);
    const foreign = {
      closed: false,
      get location(): Location {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(hasLoginOpener({ opener: foreign, location: own } as unknown as Window)).toBe(false);
  });
});

describe('the opener’s popup (openFastLoginPopup)', () => {
  const RESPONSE = { pageToken: 'tok-7', corporateNcst: 'C-1', customerNcst: 'K-1' } as LoginResponse;
  afterEach(() => vi.restoreAllMocks());

  it('opens exactly 600 × 700 and reports null from window.open as blocked', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const reports: FastLoginPopupReport[] = [];
    openFastLoginPopup('/login/fast', (report) => reports.push(report));
    expect(open).toHaveBeenCalledWith('/login/fast', 'kurumsalHizliGiris', 'width=600,height=700');
    expect(reports).toEqual([{ type: 'popup.blocked' }]);
  });

  it('takes the login only from the popup it opened, on this origin, once', () => {
    const popup = { closed: false, focus: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const reports: FastLoginPopupReport[] = [];
    const stop = openFastLoginPopup('/login/fast', (report) => reports.push(report));
    const data = { type: FAST_LOGIN_MESSAGE, response: RESPONSE };
    const post = (init: MessageEventInit) => window.dispatchEvent(new MessageEvent('message', init));
    post({ data, origin: 'https://evil.example', source: popup });
    post({ data, origin: window.location.origin, source: window });
    post({ data: { type: 'other' }, origin: window.location.origin, source: popup });
    expect(reports).toEqual([]);
    post({ data, origin: window.location.origin, source: popup });
    // Settled: a second message is not heard.
    post({ data, origin: window.location.origin, source: popup });
    expect(reports).toEqual([{ type: 'popup.loggedIn', response: RESPONSE }]);
    stop();
  });

  it('reports a popup closed without a login when the page gets the focus back', async () => {
    const popup = { closed: false, focus: vi.fn() } as unknown as Window & { closed: boolean };
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const reports: FastLoginPopupReport[] = [];
    openFastLoginPopup('/login/fast', (report) => reports.push(report));
    popup.closed = true;
    window.dispatchEvent(new FocusEvent('focus'));
    await vi.waitFor(() => expect(reports).toEqual([{ type: 'popup.closed' }]));
  });

  it('stopped, it hears nothing more', () => {
    const popup = { closed: false, focus: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    const reports: FastLoginPopupReport[] = [];
    openFastLoginPopup('/login/fast', (report) => reports.push(report))();
    const data = { type: FAST_LOGIN_MESSAGE, response: RESPONSE };
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: popup }),
    );
    expect(reports).toEqual([]);
  });
});
