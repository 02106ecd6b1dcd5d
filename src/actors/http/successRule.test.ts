import { isSuccessBodyCode, isSuccessResponse, normaliseSuccess } from './successRule';

const envelope = (code?: string) => ({ status: code === undefined ? {} : { code }, content: { ok: true } });

describe('spec §5 — a response is a success when HTTP is 2xx and the body code is missing, "0", "NO_ERROR" or "200".."300"', () => {
  it('2xx with the body code missing is success', () => {
    expect(isSuccessResponse(200, envelope())).toBe(true);
    expect(isSuccessResponse(200, { content: 1 })).toBe(true);
    expect(isSuccessResponse(204, undefined)).toBe(true);
    expect(isSuccessBodyCode(undefined)).toBe(true);
  });

  it('2xx with body code "0" is success', () => {
    expect(isSuccessResponse(200, envelope('0'))).toBe(true);
  });

  it('2xx with body code "NO_ERROR" is success', () => {
    expect(isSuccessResponse(200, envelope('NO_ERROR'))).toBe(true);
  });

  it('2xx with body code "200" is success', () => {
    expect(isSuccessResponse(200, envelope('200'))).toBe(true);
  });

  it('2xx with body code "250" is success', () => {
    expect(isSuccessResponse(201, envelope('250'))).toBe(true);
  });

  it('2xx with body code "300" is success', () => {
    expect(isSuccessResponse(299, envelope('300'))).toBe(true);
  });

  it('2xx with body code "199" is an error', () => {
    expect(isSuccessResponse(200, envelope('199'))).toBe(false);
  });

  it('2xx with body code "301" is an error', () => {
    expect(isSuccessResponse(200, envelope('301'))).toBe(false);
  });

  it('2xx with body code "419" is an error', () => {
    expect(isSuccessResponse(200, envelope('419'))).toBe(false);
  });

  it('2xx with body code "ERR" is an error', () => {
    expect(isSuccessResponse(200, envelope('ERR'))).toBe(false);
  });

  it('non-2xx is an error even with a success body code', () => {
    for (const status of [199, 300, 304, 400, 401, 404, 500, 502]) {
      expect(isSuccessResponse(status, envelope('0')), String(status)).toBe(false);
      expect(isSuccessResponse(status, envelope()), String(status)).toBe(false);
    }
  });

  it('a file Blob body on 2xx is success', () => {
    const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    expect(isSuccessResponse(200, pdf)).toBe(true);
    expect(isSuccessResponse(200, pdf, 'http200')).toBe(true);
    expect(isSuccessResponse(500, pdf)).toBe(false);
  });
});

describe('spec §5 — contract, document and banner rows succeed only on HTTP 200', () => {
  it("rule 'http200' rejects 201 and 204 but accepts 200", () => {
    expect(isSuccessResponse(200, envelope('0'), 'http200')).toBe(true);
    expect(isSuccessResponse(201, envelope('0'), 'http200')).toBe(false);
    expect(isSuccessResponse(204, undefined, 'http200')).toBe(false);
    expect(isSuccessResponse(200, envelope('ERR'), 'http200')).toBe(false);
  });
});

describe('spec §5 — a 204 success gets a statusCode field added', () => {
  it('normaliseSuccess adds statusCode 204', () => {
    expect(normaliseSuccess(204, undefined)).toEqual({ statusCode: 204 });
    expect(normaliseSuccess(204, { a: 1 })).toEqual({ a: 1, statusCode: 204 });
  });

  it('normaliseSuccess leaves other statuses untouched', () => {
    const content = { a: 1 };
    expect(normaliseSuccess(200, content)).toBe(content);
  });
});
