// @vitest-environment node
import { auditObjectLabel } from '../../src/api/auditTrail/types';
import { findObjects, lineNumber, MAX_OBJECTS } from './objects';

describe('findObjects', () => {
  it('finds lines, orders, contracts, documents and jobs by their names, at any depth, once each', () => {
    const found = findObjects([
      { orderId: 'NL-1' },
      {
        msisdnList: ['05321234567', '+90 532 123 45 68'],
        lines: [{ msisdn: '5321234567', note: 'x' }],
        contractNumber: 'SZL-9',
        nested: { documentId: 42, jobId: 'JOB-1', deep: { orderNo: 'SP-20261125-000001' } },
      },
      { results: [{ msisdn: '5321234569', status: 'DONE' }], workflowInstanceId: 'WF-7' },
    ]);
    expect(found.objects).toEqual([
      { kind: 'ORDER', id: 'NL-1' },
      { kind: 'LINE', id: '5321234567' },
      { kind: 'LINE', id: '5321234568' },
      { kind: 'CONTRACT', id: 'SZL-9' },
      { kind: 'DOCUMENT', id: '42' },
      { kind: 'JOB', id: 'JOB-1' },
      { kind: 'ORDER', id: 'SP-20261125-000001' },
      { kind: 'LINE', id: '5321234569' },
      { kind: 'JOB', id: 'WF-7' },
    ]);
    expect(found.lines).toEqual(['5321234567', '5321234568', '5321234569']);
    expect(found.count).toBe(9);
  });

  it('ignores what is not a line number or an id', () => {
    expect(
      findObjects([{ msisdn: 'abc', orderId: '', lines: [{ yanlis: true }], other: [1, 2] }, 'text', null]),
    ).toEqual({
      objects: [],
      count: 0,
      lines: [],
    });
    // Hostile bodies name the prototype's members: they are not object kinds.
    expect(
      findObjects([JSON.parse('{"constructor":"x","__proto__":{"toString":"5321234567"}}')]).objects,
    ).toEqual([]);
    expect(lineNumber('0 (532) 123 45 67')).toBe('5321234567');
    expect(lineNumber('4321234567')).toBeUndefined();
  });

  it('names an uploaded document by the file name beside its id, never by its random code alone', () => {
    const found = findObjects([
      { documentId: '58349446-d7d5-4e1a-81d0-d04edb581923', fileName: ' vergi-levhasi.pdf ', sizeBytes: 9 },
    ]);
    expect(found.objects).toEqual([
      { kind: 'DOCUMENT', id: '58349446-d7d5-4e1a-81d0-d04edb581923', name: 'vergi-levhasi.pdf' },
    ]);
    expect(auditObjectLabel(found.objects[0]!)).toBe('Belge vergi-levhasi.pdf');
    // Without a name a document keeps its number.
    expect(auditObjectLabel({ kind: 'DOCUMENT', id: '42' })).toBe('Belge 42');
  });

  it('keeps the first MAX_OBJECTS of a bulk change and counts them all', () => {
    const msisdns = Array.from({ length: MAX_OBJECTS + 5 }, (_, i) => `5${String(100_000_000 + i)}`);
    const found = findObjects([{ msisdns }]);
    expect(found.objects).toHaveLength(MAX_OBJECTS);
    expect(found.count).toBe(MAX_OBJECTS + 5);
  });
});
