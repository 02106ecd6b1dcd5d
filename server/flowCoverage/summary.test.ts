import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { flowCoverage } from './summary';

describe('the model-coverage summary the atlas reads', () => {
  const dir = mkdtempSync(join(tmpdir(), 'atlas-coverage-'));

  it('answers no data (generatedAt null) when no run has written the file', () => {
    expect(flowCoverage('session', join(dir, 'missing.json'))).toEqual({
      flow: 'session',
      generatedAt: null,
      tested: false,
      states: [],
      transitions: [],
    });
  });

  it("answers a walked machine's items and says when a machine was not walked", () => {
    const file = join(dir, 'summary.json');
    const machines = { otp: { states: ['otp.idle'], transitions: ['otp.idle --user.send--> otp.sending'] } };
    writeFileSync(file, JSON.stringify({ generatedAt: 1_700_000_000_000, machines }));
    expect(flowCoverage('otp', file)).toEqual({
      flow: 'otp',
      generatedAt: 1_700_000_000_000,
      tested: true,
      states: ['otp.idle'],
      transitions: ['otp.idle --user.send--> otp.sending'],
    });
    expect(flowCoverage('session', file)).toMatchObject({ generatedAt: 1_700_000_000_000, tested: false });
  });

  it('treats a half-written file as no data', () => {
    const file = join(dir, 'half.json');
    writeFileSync(file, '{"generatedAt": 17');
    expect(flowCoverage('otp', file).generatedAt).toBeNull();
  });
});
