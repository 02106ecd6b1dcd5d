import type { LoginResponse } from '../api/types';
import { FAST_LOGIN_MESSAGE, handOverLogin, hasLoginOpener, readFastLoginMessage } from './fastLoginChannel';

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
