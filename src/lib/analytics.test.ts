import {
  ACTION_TYPES,
  actionEvent,
  analytics,
  createAnalyticsSink,
  DEFAULT_ERROR_MESSAGE,
  failureEvent,
  menuEventPayload,
  pageViewEvent,
  requestFailureEvent,
  screenErrorEvent,
  successEvent,
} from './analytics';

describe('payload builders', () => {
  it('applies productCount 0 and isSuccess false by default', () => {
    expect(actionEvent('X')).toEqual({
      kind: 'action',
      actionType: 'X',
      actionStatus: 'ERROR',
      productCount: 0,
      isSuccess: false,
    });
    expect(actionEvent('X', { productCount: 3, orderId: '9' })).toMatchObject({
      productCount: 3,
      orderId: '9',
    });
  });

  it('drops undefined fields', () => {
    expect(Object.keys(actionEvent('X', { orderId: undefined, segment: 'KOBI' }))).not.toContain('orderId');
  });

  it('failure events default to ERROR and are never successes', () => {
    expect(failureEvent('ORDER', { errorMessage: 'x' })).toMatchObject({
      actionStatus: 'ERROR',
      isSuccess: false,
      errorMessage: 'x',
    });
    expect(failureEvent('ORDER', { isSuccess: true }).isSuccess).toBe(false);
  });

  it('success events default the message and description to SUCCESS', () => {
    expect(successEvent('ORDER', { orderId: '123', productCount: 2 })).toEqual({
      kind: 'action',
      actionType: 'ORDER',
      actionStatus: 'SUCCESS',
      isSuccess: true,
      productCount: 2,
      orderId: '123',
      errorMessage: 'SUCCESS',
      description: 'SUCCESS',
    });
    expect(successEvent('ORDER', { errorMessage: 'Siparişiniz alındı' })).toMatchObject({
      errorMessage: 'Siparişiniz alındı',
      description: 'Siparişiniz alındı',
    });
    expect(successEvent('ORDER', { errorMessage: '' }).errorMessage).toBe('SUCCESS');
  });

  it('requestFailureEvent carries the path and message', () => {
    expect(requestFailureEvent('/ccsirest/login.json', 'Bulunamadı.')).toEqual({
      kind: 'action',
      actionType: ACTION_TYPES.requestFailure,
      actionStatus: 'ERROR',
      isSuccess: false,
      productCount: 0,
      errorUrl: '/ccsirest/login.json',
      errorMessage: 'Bulunamadı.',
    });
    expect(requestFailureEvent('/x', '').errorMessage).toBe(DEFAULT_ERROR_MESSAGE);
    expect(requestFailureEvent('/x', null).errorMessage).toBe(DEFAULT_ERROR_MESSAGE);
  });

  it('screenErrorEvent carries error url, screen url, segment and role', () => {
    expect(
      screenErrorEvent({
        errorUrl: '/chunk.js',
        screenUrl: '/contracts',
        segment: 'KURUMSAL',
        role: 'YETKILI',
      }),
    ).toEqual({
      kind: 'action',
      actionType: ACTION_TYPES.screenError,
      actionStatus: 'ERROR',
      isSuccess: false,
      productCount: 0,
      errorUrl: '/chunk.js',
      screenUrl: '/contracts',
      segment: 'KURUMSAL',
      role: 'YETKILI',
    });
  });

  it('menuEventPayload is a success carrying the menu', () => {
    expect(menuEventPayload({ menuName: 'Faturalar', menuUrl: '/p/invoices' })).toEqual({
      kind: 'action',
      actionType: ACTION_TYPES.menuClick,
      actionStatus: 'SUCCESS',
      isSuccess: true,
      productCount: 0,
      menuName: 'Faturalar',
      menuUrl: '/p/invoices',
      errorMessage: 'SUCCESS',
      description: 'SUCCESS',
    });
  });

  it('pageViewEvent marks error page views', () => {
    expect(pageViewEvent('/dashboard')).toEqual({ kind: 'pageView', path: '/dashboard', isError: false });
    expect(pageViewEvent('/', { error: true })).toEqual({ kind: 'pageView', path: '/', isError: true });
  });
});

describe('analytics sink', () => {
  beforeEach(() => analytics.clear());

  it('buffers tracked events and mirrors them to window.__portalAnalytics', () => {
    analytics.track(pageViewEvent('/'));
    analytics.track(requestFailureEvent('/x', 'm'));
    expect(analytics.events()).toHaveLength(2);
    expect(analytics.events()[0]).toEqual(pageViewEvent('/'));
    expect(window.__portalAnalytics).toEqual(analytics.events());
  });

  it('returns copies, not its own buffer', () => {
    analytics.track(pageViewEvent('/'));
    analytics.events().pop();
    expect(analytics.events()).toHaveLength(1);
  });

  it('keeps only the last 200 events', () => {
    for (let i = 0; i < 205; i++) analytics.track(pageViewEvent(`/p/${i}`));
    const events = analytics.events();
    expect(events).toHaveLength(200);
    expect(events[0]).toEqual(pageViewEvent('/p/5'));
    expect(events[199]).toEqual(pageViewEvent('/p/204'));
    expect(window.__portalAnalytics).toHaveLength(200);
  });

  it('clear empties the buffer and the mirror', () => {
    analytics.track(pageViewEvent('/'));
    analytics.clear();
    expect(analytics.events()).toEqual([]);
    expect(window.__portalAnalytics).toEqual([]);
  });

  it('createAnalyticsSink honours a custom limit and can skip the mirror', () => {
    const before = window.__portalAnalytics;
    const sink = createAnalyticsSink(2, false);
    sink.track(pageViewEvent('/a'));
    sink.track(pageViewEvent('/b'));
    sink.track(pageViewEvent('/c'));
    expect(sink.events().map((e) => (e.kind === 'pageView' ? e.path : ''))).toEqual(['/b', '/c']);
    expect(window.__portalAnalytics).toBe(before);
  });
});
