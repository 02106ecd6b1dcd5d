import type { Endpoint } from '../../api/types';
import { fillPath, resolvePath } from './path';

const row: Endpoint = {
  name: 'takeOverOrderById',
  feature: 'takeOver',
  method: 'GET',
  family: 'dc_ccsi',
  path: '/dc_ccsi/v1/take-over/orders/{orderId}',
  errorMode: 'notify',
  successRule: 'default',
  access: 'read',
};

describe('spec §7 — {key} placeholders in a path are filled from a parameter list', () => {
  it('fillPath fills every {key} from the params', () => {
    expect(fillPath('/dc_ccsi/v1/orders/{orderId}/rows/{rowId}', { orderId: 'A1', rowId: 7 })).toBe(
      '/dc_ccsi/v1/orders/A1/rows/7',
    );
  });

  it('fillPath encodes the filled values', () => {
    expect(fillPath('/dc_ccsi/v1/pages/{pageName}', { pageName: 'a b/c?d&é' })).toBe(
      '/dc_ccsi/v1/pages/a%20b%2Fc%3Fd%26%C3%A9',
    );
  });

  it('fillPath leaves a path without placeholders alone', () => {
    expect(fillPath('/ccsirest/auth/login.json')).toBe('/ccsirest/auth/login.json');
  });

  it('fillPath throws on a missing key', () => {
    expect(() => fillPath('/dc_ccsi/v1/orders/{orderId}', {})).toThrow(/orderId/);
    expect(() => fillPath('/dc_ccsi/v1/orders/{orderId}')).toThrow(/Missing path parameter/);
    expect(() => fillPath('/dc_ccsi/v1/orders/{orderId}', { orderId: '' })).toThrow(/orderId/);
  });

  it('fillPath fills 0 (a falsy but present value)', () => {
    expect(fillPath('/dc_ccsi/v1/orders/{orderId}', { orderId: 0 })).toBe('/dc_ccsi/v1/orders/0');
  });
});

describe('spec §7 — actual paths come from configuration', () => {
  it('resolvePath uses the override for the row', () => {
    expect(resolvePath(row, { takeOverOrderById: '/dc_ccsi/v2/orders/{orderId}' })).toBe(
      '/dc_ccsi/v2/orders/{orderId}',
    );
  });

  it('resolvePath falls back to the catalogue path', () => {
    expect(resolvePath(row, {})).toBe(row.path);
    expect(resolvePath(row, { otherRow: '/x' })).toBe(row.path);
  });
});
