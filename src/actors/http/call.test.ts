import { callEndpoint } from './call';
import { type HttpEvent, onHttpEvent } from './events';
import { HttpError } from './HttpError';
import { MESSAGES } from './messages';

// The request code's chunk fails to load (a deploy replaced it, the network dropped).
vi.mock('./request', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a call whose request code cannot load (issue 42: the code loads with the first call)', () => {
  it('fails as the network would, and the shell is told once', async () => {
    const events: HttpEvent[] = [];
    const stop = onHttpEvent((event) => events.push(event));
    const call = callEndpoint('menuRefresh');
    await expect(call).rejects.toBeInstanceOf(HttpError);
    await expect(call).rejects.toMatchObject({
      kind: 'transport',
      code: 'network',
      message: MESSAGES.network,
    });
    expect(events).toEqual([
      { type: 'http.reaction', reaction: { type: 'notify', message: MESSAGES.network } },
    ]);
    stop();
  });
});
