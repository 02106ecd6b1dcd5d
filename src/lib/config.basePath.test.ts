import { createConfig } from './config';

const at = { hostname: 'localhost', origin: 'http://localhost' };

describe('config under a path prefix', () => {
  it('puts the API below the prefix unless VITE_API_BASE says otherwise', () => {
    expect(createConfig({}, at).apiBase).toBe('/api');
    expect(createConfig({ VITE_BASE_PATH: '/sirketim/' }, at)).toMatchObject({
      basePath: '/sirketim',
      apiBase: '/sirketim/api',
      loginAppBase: '/sirketim',
    });
    expect(
      createConfig({ VITE_BASE_PATH: '/sirketim/', VITE_API_BASE: 'https://api.example.com' }, at).apiBase,
    ).toBe('https://api.example.com');
  });
});
