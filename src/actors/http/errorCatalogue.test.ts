import type { ErrorMode } from '../../api/types';
import {
  bodyErrorReaction,
  type FailedResponse,
  failureMessage,
  httpErrorReaction,
  transportFailureMessage,
  transportFailureReaction,
  wantsMenuRefresh,
} from './errorCatalogue';

// The texts of spec §8, written out so the test reads against the spec, not the code.
const DEFAULT = 'Servis başarısız oldu. Lütfen tekrar deneyiniz.';
const FORBIDDEN =
  'Bu işlem için yetkiniz bulunmamaktadır. Online işlemler portalında tam yetki için online işlem sözleşmesini tamamlamanız, imza sirkülerinizi ve yetkili kişilerin kimlik fotokopilerini ekleyerek size en yakın mağazaya teslim etmeniz gerekmektedir.';
const NOT_FOUND = 'Bulunamadı.';
const SERVER_ERROR = 'İşleminizi şu an gerçekleştiremiyoruz. Lütfen daha sonra tekrar deneyiniz';
const BAD_GATEWAY = 'İşleminizi şu anda gerçekleştiremiyoruz. Lütfen daha sonra tekrar deneyiniz.';
const UNAVAILABLE = 'Sunucu geçici olarak hizmet dışıdır. Lütfen tekrar deneyiniz';
const GATEWAY_TIMEOUT = 'İşleminiz zaman aşımına uğradı. Lütfen tekrar deneyiniz';
const NETWORK = 'Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyiniz.';
const SESSION_EXPIRED = 'Oturumunuzun süresi doldu. Lütfen tekrar giriş yapın.';

const MODES: ErrorMode[] = ['notify', 'modal', 'blob', 'ignore'];
const TRANSPORT_STATUSES = [400, 401, 403, 404, 409, 417, 418, 500, 502, 503, 504];

function failed(overrides: Partial<FailedResponse> = {}): FailedResponse {
  return { httpStatus: 200, statusText: 'OK', body: undefined, mode: 'notify', mobile: false, ...overrides };
}

const errorBody = (status: { code?: string; message?: string; description?: string }) => ({ status });

describe('spec §8 body-level — status code "419"', () => {
  it('body code "419" → session-expired modal', () => {
    for (const mode of MODES) {
      expect(bodyErrorReaction(failed({ mode, body: errorBody({ code: '419' }) })), mode).toEqual({
        type: 'sessionExpired',
      });
    }
  });

  it('body code "419" → session-expired modal also on a non-2xx response', () => {
    for (const httpStatus of [401, 403, 500]) {
      expect(
        httpErrorReaction(failed({ httpStatus, statusText: 'x', body: errorBody({ code: '419' }) })),
        String(httpStatus),
      ).toEqual({ type: 'sessionExpired' });
    }
  });
});

describe('spec §8 body-level — error body, notify mode', () => {
  it('notify with the status message', () => {
    const body = errorBody({ code: 'ERR', message: 'Hat bulunamadı', description: 'desc' });
    expect(bodyErrorReaction(failed({ body }))).toEqual({ type: 'notify', message: 'Hat bulunamadı' });
  });

  it('notify with the description when there is no status message', () => {
    const body = errorBody({ code: 'ERR', message: '', description: 'Açıklama' });
    expect(bodyErrorReaction(failed({ body }))).toEqual({ type: 'notify', message: 'Açıklama' });
  });

  it('notify with the HTTP status text when there is neither message nor description', () => {
    const body = errorBody({ code: 'ERR' });
    expect(bodyErrorReaction(failed({ body, statusText: 'Accepted' }))).toEqual({
      type: 'notify',
      message: 'Accepted',
    });
  });

  it('notify with the default message when there is no text at all', () => {
    const body = errorBody({ code: 'ERR' });
    expect(bodyErrorReaction(failed({ body, statusText: '' }))).toEqual({ type: 'notify', message: DEFAULT });
  });
});

describe('spec §8 body-level — other modes', () => {
  it('modal mode → error modal', () => {
    const body = errorBody({ code: 'ERR', message: 'Onaylanamadı' });
    expect(bodyErrorReaction(failed({ body, mode: 'modal' }))).toEqual({
      type: 'modal',
      message: 'Onaylanamadı',
    });
  });

  it('ignore mode → no reaction', () => {
    const body = errorBody({ code: 'ERR', message: 'x' });
    expect(bodyErrorReaction(failed({ body, mode: 'ignore' }))).toEqual({ type: 'none' });
  });
});

describe('spec §8 transport-level table', () => {
  it('400 on a blob request → notification with the default message', () => {
    const body = errorBody({ message: 'server text' });
    expect(
      httpErrorReaction(failed({ httpStatus: 400, statusText: 'Bad Request', body, mode: 'blob' })),
    ).toEqual({ type: 'notify', message: DEFAULT });
  });

  it('401 with the mobile flag set → session-expired modal', () => {
    expect(httpErrorReaction(failed({ httpStatus: 401, mobile: true }))).toEqual({ type: 'sessionExpired' });
  });

  it('401 without the mobile flag → redirect/logout routine', () => {
    expect(httpErrorReaction(failed({ httpStatus: 401, mobile: false }))).toEqual({ type: 'logout' });
    expect(httpErrorReaction(failed({ httpStatus: 401, mode: 'modal' }))).toEqual({ type: 'logout' });
  });

  it('403 → modal with the not-authorized text, then the browser goes back one page', () => {
    for (const mode of ['notify', 'modal', 'blob'] as const) {
      expect(httpErrorReaction(failed({ httpStatus: 403, mode })), mode).toEqual({
        type: 'modal',
        message: FORBIDDEN,
        // biome-ignore lint/suspicious/noThenProperty: the Reaction field the shell reads
        then: 'back',
      });
    }
  });

  it('404 → notification "Bulunamadı."', () => {
    expect(httpErrorReaction(failed({ httpStatus: 404, statusText: 'Not Found' }))).toEqual({
      type: 'notify',
      message: NOT_FOUND,
    });
  });

  it('inline mode: the screen shows 404 and server errors in place; the session reactions stay', () => {
    const inline = (overrides: Partial<FailedResponse>) =>
      httpErrorReaction(failed({ mode: 'inline', ...overrides }));
    expect(inline({ httpStatus: 404, statusText: 'Not Found' })).toEqual({ type: 'none' });
    expect(inline({ httpStatus: 500 })).toEqual({ type: 'none' });
    expect(inline({ httpStatus: 400, body: errorBody({ message: 'Hatalı istek' }) })).toEqual({
      type: 'none',
    });
    expect(inline({ httpStatus: 401 })).toEqual({ type: 'logout' });
    expect(inline({ httpStatus: 403 })).toMatchObject({ type: 'modal', message: FORBIDDEN });
    expect(inline({ httpStatus: 200, body: errorBody({ code: '419' }) })).toEqual({ type: 'sessionExpired' });
    expect(transportFailureReaction('network', 'inline')).toEqual({ type: 'none' });
  });

  it('417 → error modal', () => {
    expect(
      httpErrorReaction(failed({ httpStatus: 417, body: errorBody({ message: 'Beklenmeyen durum' }) })),
    ).toEqual({ type: 'modal', message: 'Beklenmeyen durum' });
    expect(httpErrorReaction(failed({ httpStatus: 417 }))).toEqual({ type: 'modal', message: DEFAULT });
  });

  it('500 → "İşleminizi şu an gerçekleştiremiyoruz. Lütfen daha sonra tekrar deneyiniz"', () => {
    const body = errorBody({ message: 'stack trace' });
    expect(httpErrorReaction(failed({ httpStatus: 500, body }))).toEqual({
      type: 'notify',
      message: SERVER_ERROR,
    });
  });

  it('502 → the status message', () => {
    const body = { ...errorBody({ message: 'Ağ geçidi mesajı', description: 'd' }), errorDetail: 'detail' };
    expect(httpErrorReaction(failed({ httpStatus: 502, body }))).toEqual({
      type: 'notify',
      message: 'Ağ geçidi mesajı',
    });
  });

  it('502 → the description when there is no status message', () => {
    const body = { ...errorBody({ description: 'Ağ geçidi açıklaması' }), errorDetail: 'detail' };
    expect(httpErrorReaction(failed({ httpStatus: 502, body }))).toEqual({
      type: 'notify',
      message: 'Ağ geçidi açıklaması',
    });
  });

  it('502 → errorDetail when there is neither message nor description', () => {
    expect(httpErrorReaction(failed({ httpStatus: 502, body: { errorDetail: 'Upstream kapalı' } }))).toEqual({
      type: 'notify',
      message: 'Upstream kapalı',
    });
  });

  it('502 → "İşleminizi şu anda gerçekleştiremiyoruz. Lütfen daha sonra tekrar deneyiniz." otherwise', () => {
    expect(httpErrorReaction(failed({ httpStatus: 502, statusText: 'Bad Gateway' }))).toEqual({
      type: 'notify',
      message: BAD_GATEWAY,
    });
  });

  it('503 → "Sunucu geçici olarak hizmet dışıdır. Lütfen tekrar deneyiniz"', () => {
    expect(httpErrorReaction(failed({ httpStatus: 503 }))).toEqual({ type: 'notify', message: UNAVAILABLE });
  });

  it('504 → "İşleminiz zaman aşımına uğradı. Lütfen tekrar deneyiniz"', () => {
    expect(httpErrorReaction(failed({ httpStatus: 504 }))).toEqual({
      type: 'notify',
      message: GATEWAY_TIMEOUT,
    });
  });

  it('500/502/503/504 in modal mode → the same texts in a modal', () => {
    expect(httpErrorReaction(failed({ httpStatus: 500, mode: 'modal' }))).toEqual({
      type: 'modal',
      message: SERVER_ERROR,
    });
    expect(httpErrorReaction(failed({ httpStatus: 502, mode: 'modal' }))).toEqual({
      type: 'modal',
      message: BAD_GATEWAY,
    });
    expect(httpErrorReaction(failed({ httpStatus: 503, mode: 'modal' }))).toEqual({
      type: 'modal',
      message: UNAVAILABLE,
    });
    expect(httpErrorReaction(failed({ httpStatus: 504, mode: 'modal' }))).toEqual({
      type: 'modal',
      message: GATEWAY_TIMEOUT,
    });
  });

  it('other status, notify mode → notification with status message, description or text', () => {
    expect(httpErrorReaction(failed({ httpStatus: 409, body: errorBody({ message: 'Çakışma' }) }))).toEqual({
      type: 'notify',
      message: 'Çakışma',
    });
    expect(
      httpErrorReaction(failed({ httpStatus: 409, body: errorBody({ description: 'Çakışma açıklaması' }) })),
    ).toEqual({ type: 'notify', message: 'Çakışma açıklaması' });
    expect(httpErrorReaction(failed({ httpStatus: 418, statusText: "I'm a teapot" }))).toEqual({
      type: 'notify',
      message: "I'm a teapot",
    });
    expect(httpErrorReaction(failed({ httpStatus: 418, statusText: '' }))).toEqual({
      type: 'notify',
      message: DEFAULT,
    });
  });

  it('other status, modal mode → error modal', () => {
    expect(
      httpErrorReaction(failed({ httpStatus: 409, mode: 'modal', body: errorBody({ message: 'Çakışma' }) })),
    ).toEqual({ type: 'modal', message: 'Çakışma' });
    expect(httpErrorReaction(failed({ httpStatus: 418, mode: 'modal', statusText: "I'm a teapot" }))).toEqual(
      {
        type: 'modal',
        message: "I'm a teapot",
      },
    );
  });

  it('ignore mode → no reaction for every transport status', () => {
    for (const httpStatus of TRANSPORT_STATUSES) {
      for (const mobile of [false, true]) {
        expect(httpErrorReaction(failed({ httpStatus, mode: 'ignore', mobile })), String(httpStatus)).toEqual(
          {
            type: 'none',
          },
        );
      }
    }
  });
});

describe('spec §8 "Other" — requests that never got a response', () => {
  it('request aborted → rejected without a reaction', () => {
    for (const mode of MODES)
      expect(transportFailureReaction('aborted', mode), mode).toEqual({ type: 'none' });
  });

  it('Network Error → notification', () => {
    expect(transportFailureReaction('network', 'notify')).toEqual({ type: 'notify', message: NETWORK });
    expect(transportFailureReaction('network', 'blob')).toEqual({ type: 'notify', message: NETWORK });
    expect(transportFailureReaction('network', 'modal')).toEqual({ type: 'modal', message: NETWORK });
    expect(transportFailureReaction('network', 'ignore')).toEqual({ type: 'none' });
  });

  it('timeout of N ms exceeded → notification', () => {
    expect(transportFailureReaction('timeout', 'notify')).toEqual({
      type: 'notify',
      message: GATEWAY_TIMEOUT,
    });
    expect(transportFailureReaction('timeout', 'blob')).toEqual({ type: 'notify', message: GATEWAY_TIMEOUT });
    expect(transportFailureReaction('timeout', 'ignore')).toEqual({ type: 'none' });
  });

  it('each transport failure carries its own message', () => {
    expect(transportFailureMessage('aborted')).toBe('İstek iptal edildi.');
    expect(transportFailureMessage('network')).toBe(NETWORK);
    expect(transportFailureMessage('timeout')).toBe(GATEWAY_TIMEOUT);
  });
});

describe('spec §7 "Reactions to responses" — menuRefresh', () => {
  it('wantsMenuRefresh is true when the body content carries menuRefresh', () => {
    expect(wantsMenuRefresh({ status: { code: '0' }, content: { menuRefresh: true } })).toBe(true);
  });

  it('wantsMenuRefresh is false otherwise', () => {
    expect(wantsMenuRefresh({ status: { code: '0' }, content: { menuRefresh: false } })).toBe(false);
    expect(wantsMenuRefresh({ status: { code: '0' }, content: { other: 1 } })).toBe(false);
    expect(wantsMenuRefresh({ status: { code: '0' }, content: 'text' })).toBe(false);
    expect(wantsMenuRefresh({ status: { code: '0' } })).toBe(false);
    expect(wantsMenuRefresh(undefined)).toBe(false);
    expect(wantsMenuRefresh(new Blob(['x']))).toBe(false);
  });
});

describe('failureMessage — the message a failed call carries back, row by row', () => {
  it('body error → status message, else description, else status text, else default', () => {
    expect(
      failureMessage({ httpStatus: 200, body: errorBody({ code: 'E', message: 'm', description: 'd' }) }),
    ).toBe('m');
    expect(failureMessage({ httpStatus: 200, body: errorBody({ code: 'E', description: 'd' }) })).toBe('d');
    expect(failureMessage({ httpStatus: 200, statusText: 'OK', body: errorBody({ code: 'E' }) })).toBe('OK');
    expect(failureMessage({ httpStatus: 200, body: errorBody({ code: 'E' }) })).toBe(DEFAULT);
  });

  it('body code "419" → the session-expired message, whatever the HTTP status', () => {
    for (const httpStatus of [200, 401, 403, 500]) {
      expect(failureMessage({ httpStatus, body: errorBody({ code: '419' }) }), String(httpStatus)).toBe(
        SESSION_EXPIRED,
      );
    }
  });

  it('400 → status message or the default', () => {
    expect(failureMessage({ httpStatus: 400, body: errorBody({ message: 'Geçersiz' }) })).toBe('Geçersiz');
    expect(failureMessage({ httpStatus: 400 })).toBe(DEFAULT);
  });

  it('401 → status message, status text or the default', () => {
    expect(failureMessage({ httpStatus: 401, statusText: 'Unauthorized' })).toBe('Unauthorized');
    expect(failureMessage({ httpStatus: 401 })).toBe(DEFAULT);
  });

  it('403 → the not-authorized text, one sentence whatever the server words it (issue 37)', () => {
    expect(failureMessage({ httpStatus: 403, statusText: 'Forbidden' })).toBe(FORBIDDEN);
    const worded = errorBody({ code: 'FORBIDDEN', message: 'Bu şirket için yetkiniz bulunmamaktadır.' });
    expect(failureMessage({ httpStatus: 403, body: worded })).toBe(FORBIDDEN);
  });

  it('404 → "Bulunamadı."', () => {
    expect(failureMessage({ httpStatus: 404, statusText: 'Not Found' })).toBe(NOT_FOUND);
  });

  it('417 → status message', () => {
    expect(failureMessage({ httpStatus: 417, body: errorBody({ message: 'Beklenmeyen' }) })).toBe(
      'Beklenmeyen',
    );
  });

  it('500 → the 500 text', () => {
    expect(failureMessage({ httpStatus: 500, body: errorBody({ message: 'stack' }) })).toBe(SERVER_ERROR);
  });

  it('502 → status message, description, errorDetail, then the 502 text', () => {
    expect(
      failureMessage({ httpStatus: 502, body: { ...errorBody({ message: 'm' }), errorDetail: 'e' } }),
    ).toBe('m');
    expect(
      failureMessage({ httpStatus: 502, body: { ...errorBody({ description: 'd' }), errorDetail: 'e' } }),
    ).toBe('d');
    expect(failureMessage({ httpStatus: 502, body: { errorDetail: 'Upstream kapalı' } })).toBe(
      'Upstream kapalı',
    );
    expect(failureMessage({ httpStatus: 502, statusText: 'Bad Gateway' })).toBe(BAD_GATEWAY);
  });

  it('503 → the 503 text', () => {
    expect(failureMessage({ httpStatus: 503 })).toBe(UNAVAILABLE);
  });

  it('504 → the 504 text', () => {
    expect(failureMessage({ httpStatus: 504 })).toBe(GATEWAY_TIMEOUT);
  });

  it('other status → status message, description, status text or the default', () => {
    expect(failureMessage({ httpStatus: 409, body: errorBody({ message: 'Çakışma' }) })).toBe('Çakışma');
    expect(failureMessage({ httpStatus: 409, body: errorBody({ description: 'Açıklama' }) })).toBe(
      'Açıklama',
    );
    expect(failureMessage({ httpStatus: 418, statusText: "I'm a teapot" })).toBe("I'm a teapot");
    expect(failureMessage({ httpStatus: 418 })).toBe(DEFAULT);
  });
});
