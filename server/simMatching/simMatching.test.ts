// @vitest-environment node
/** SIM matching: the pool per company, each pair's reason, the match and its report, the 403. */
import { simMatchingReference } from '../../src/api/simMatching/types';
import { withCheckDigit } from '../../src/lib/iccid';
import { MESSAGES } from '../messages';
import { prepareSandbox, USERS } from '../test-support';
import { BLOCKED_REASONS, poolIccid } from './pool';
import { simClient } from './support';

type Run = Awaited<ReturnType<typeof simClient>>;

// The seed is made while the file loads, not in the first test's time (issue 38).
prepareSandbox();

/** Free cards of the run's company: serials not ending in 5, 7 or 9. */
const freeSerials = [1, 2, 3, 4, 6, 8, 10, 11, 12, 13, 14, 16];
const free = (run: Run, i: number) => poolIccid(run.position, freeSerials[i] as number);
const otherCompany = (run: Run) => (run.position === 1 ? 2 : 1);
const lineSim = (run: Run, msisdn: string) =>
  (run.client.db.prepare('SELECT iccid FROM lines WHERE msisdn = ?').get(msisdn) as { iccid: string }).iccid;
const poolRow = (run: Run, iccid: string) =>
  run.client.db
    .prepare('SELECT status, blocked_reason AS reason, msisdn FROM sim_pool WHERE iccid = ?')
    .get(iccid) as { status: string; reason: string | null; msisdn: string | null } | undefined;

describe('is in pool', () => {
  it('answers a free, a blocked and a used card of the company, written in groups', async () => {
    const run = await simClient();
    const grouped = free(run, 0).replace(/(\d{4})(?=\d)/g, '$1 ');
    expect((await run.isInPool(grouped)).body.content).toEqual({
      iccid: free(run, 0),
      inPool: true,
      status: 'FREE',
      message: 'SIM kart havuzda ve eşleştirmeye hazır.',
    });
    const blocked = (await run.isInPool(poolIccid(run.position, 7))).body.content;
    expect(blocked).toMatchObject({ inPool: true, status: 'BLOCKED' });
    expect(blocked?.message).toBe('Bu SIM kart kullanıma kapalı: Kayıp olarak bildirildi.');
    expect((await run.isInPool(poolIccid(run.position, 5))).body.content).toMatchObject({
      inPool: true,
      status: 'USED',
    });
  });

  it('does not see another company’s card, and says in Turkish what is wrong with a malformed one', async () => {
    const run = await simClient();
    expect((await run.isInPool(poolIccid(otherCompany(run), 1))).body.content).toEqual({
      iccid: poolIccid(otherCompany(run), 1),
      inPool: false,
      message: 'Bu SIM kart şirketinizin SIM havuzunda yok.',
    });
    const wrongDigit = `${free(run, 0).slice(0, -1)}${(Number(free(run, 0).slice(-1)) + 1) % 10}`;
    const bad = await run.isInPool(wrongDigit);
    expect(bad.status).toBe(400);
    expect(bad.body.status?.message).toMatch(/^SIM kart numarasının son hanesi \(kontrol hanesi\) hatalı/);
    expect((await run.isInPool('12345')).body.status?.message).toBe(
      'SIM kart numarası (ICCID) 19 ya da 20 haneli olmalıdır.',
    );
  });
});

describe('validate', () => {
  it('answers each pair in the order sent with its reason', async () => {
    const run = await simClient();
    const [a, b, c, d, e, f, g, h] = run.lines();
    const suspended = run.lines('SUSPENDED')[0] as string;
    const foreignLine = (
      run.client.db.prepare('SELECT msisdn FROM lines WHERE corporate_ncst <> ? LIMIT 1').get(run.ncst) as {
        msisdn: string;
      }
    ).msisdn;
    const usedCard = poolIccid(run.position, 5);
    const holder = poolRow(run, usedCard)?.msisdn as string;
    const pairs = [
      { iccid: free(run, 0), msisdn: `0${a}` },
      { iccid: '8990 0130 0000 0000 0010', msisdn: `${b}` },
      { iccid: free(run, 1), msisdn: '0532 12' },
      { iccid: withCheckDigit('8990999000000000001'), msisdn: `${c}` },
      { iccid: poolIccid(otherCompany(run), 1), msisdn: `${d}` },
      { iccid: poolIccid(run.position, 9), msisdn: `${e}` },
      { iccid: usedCard, msisdn: `${f}` },
      { iccid: free(run, 2), msisdn: foreignLine },
      { iccid: free(run, 3), msisdn: suspended },
      { iccid: free(run, 0), msisdn: `${g}` },
      { iccid: free(run, 4), msisdn: `+90 ${a}` },
      { iccid: free(run, 5), msisdn: `${h}` },
    ];
    const res = await run.validate(pairs);
    expect(res.status).toBe(200);
    const results = res.body.content?.results ?? [];
    expect(results.map((r) => [r.valid, r.problem ?? '', r.reason ?? ''])).toEqual([
      [true, '', ''],
      [false, 'ICCID_MALFORMED', expect.stringMatching(/kontrol hanesi/)],
      [false, 'MSISDN_MALFORMED', 'Geçerli bir GSM numarası değil (ör. 0532 123 45 67).'],
      [false, 'NOT_IN_POOL', 'Bu SIM kart şirketinizin SIM havuzunda yok.'],
      [false, 'NOT_IN_POOL', 'Bu SIM kart şirketinizin SIM havuzunda yok.'],
      [false, 'BLOCKED', 'Bu SIM kart kullanıma kapalı: Çalıntı olarak bildirildi.'],
      [
        false,
        'USED',
        `Bu SIM kart 0${holder.slice(0, 3)} ${holder.slice(3, 6)} ${holder.slice(6, 8)} ${holder.slice(8)} numaralı hatta kullanılıyor.`,
      ],
      [false, 'UNKNOWN_LINE', 'Bu numara şirketinize ait bir hat değil.'],
      [false, 'LINE_SUSPENDED', 'Askıdaki hatta SIM kart değiştirilemez.'],
      [false, 'DUPLICATE_ICCID', 'Bu SIM kart listede daha önce var (1. satır).'],
      [false, 'DUPLICATE_LINE', 'Bu hat listede daha önce var (1. satır); bir hatta tek SIM kart takılır.'],
      [true, '', ''],
    ]);
    expect(results.map((r) => r.iccid)).toEqual(pairs.map((p) => p.iccid));
    expect(res.body.content?.validCount).toBe(2);
    // A check changes nothing.
    expect(poolRow(run, free(run, 0))?.status).toBe('FREE');
  });

  it('refuses an empty or an over-long list with a Turkish sentence', async () => {
    const run = await simClient();
    const empty = await run.validate([]);
    expect(empty.status).toBe(400);
    expect(empty.body.status?.message).toBe('En az bir SIM kart ve hat çifti girmelisiniz.');
    const long = await run.validate([{ iccid: 'x'.repeat(41), msisdn: '1' }]);
    expect(long.status).toBe(400);
    expect(long.body.status?.message).toMatch(/^SIM kart numarası/);
  });
});

describe('match', () => {
  it('matches ten cards with two failures: the report, the lines, the pool and the old cards', async () => {
    const run = await simClient();
    const lines = run.lines().slice(0, 10);
    const before = lines.map((msisdn) => lineSim(run, msisdn));
    const pairs = lines.map((msisdn, i) => ({ iccid: free(run, i), msisdn }));
    pairs[3] = { iccid: poolIccid(run.position, 7), msisdn: lines[3] as string };
    pairs[8] = { iccid: free(run, 8), msisdn: '0532 12' };
    const res = await run.match(pairs);
    expect(res.status).toBe(200);
    const report = res.body.content;
    expect(report).toMatchObject({ totalcountMatches: 10, successfulMatches: 8, unSuccessfulMatches: 2 });
    expect(report?.results.filter((r) => !r.matched).map((r) => r.reason)).toEqual([
      'Bu SIM kart kullanıma kapalı: Kayıp olarak bildirildi.',
      'Geçerli bir GSM numarası değil (ör. 0532 123 45 67).',
    ]);
    const first = pairs[0] as { iccid: string; msisdn: string };
    expect(lineSim(run, first.msisdn)).toBe(first.iccid);
    expect(poolRow(run, first.iccid)).toEqual({ status: 'USED', reason: null, msisdn: first.msisdn });
    expect(report?.results[0]?.previousIccid).toBe(before[0]);
    expect(poolRow(run, before[0] as string)).toEqual({
      status: 'BLOCKED',
      reason: BLOCKED_REASONS.replaced,
      msisdn: null,
    });
    // The refused line keeps its card.
    expect(lineSim(run, lines[3] as string)).toBe(before[3]);
    const stored = run.client.db
      .prepare('SELECT total, successful, unsuccessful, user_id AS userId FROM sim_match_reports')
      .all();
    expect(stored).toEqual([{ total: 10, successful: 8, unsuccessful: 2, userId: expect.any(Number) }]);
    expect(
      (await run.validate([{ iccid: first.iccid, msisdn: first.msisdn }])).body.content?.results[0]?.reason,
    ).toBe('Bu SIM kart zaten bu hatta takılı.');
  });

  it('closes a line’s previous pool card: it stays in the pool, blocked with why', async () => {
    const run = await simClient();
    const oldCard = poolIccid(run.position, 5);
    const holder = poolRow(run, oldCard)?.msisdn as string;
    expect(lineSim(run, holder)).toBe(oldCard);
    const res = await run.match([{ iccid: free(run, 0), msisdn: holder }]);
    expect(res.body.content?.results[0]).toMatchObject({ matched: true, previousIccid: oldCard });
    expect((await run.isInPool(oldCard)).body.content).toMatchObject({
      status: 'BLOCKED',
      message: 'Bu SIM kart kullanıma kapalı: SIM kart değişiminde hattan çıkarıldı ve kapatıldı.',
    });
  });

  it('refuses with a Turkish reason when no pair is valid, and changes nothing', async () => {
    const run = await simClient();
    const line = run.lines()[0] as string;
    const res = await run.match([{ iccid: poolIccid(run.position, 9), msisdn: line }]);
    expect(res.status).toBe(400);
    expect(res.body.status?.code).toBe('NO_VALID_PAIR');
    expect(res.body.status?.message).toBe(
      'Eşleştirilebilecek geçerli bir SIM kart ve hat çifti yok. Listedeki hataları düzeltip yeniden kontrol edin.',
    );
    expect(run.client.db.prepare('SELECT COUNT(*) AS n FROM sim_match_reports').get()).toEqual({ n: 0 });
  });

  it('answers 403 to the limited user, who may still check but gets no SMS code for a match', async () => {
    const run = await simClient(USERS.limited);
    const pairs = [{ iccid: free(run, 0), msisdn: run.lines()[0] as string }];
    expect((await run.validate(pairs)).status).toBe(200);
    const smsBefore = run.client.outbox.list({ msisdn: run.msisdn }).length;
    const code = await run.client.call(
      'sendOtp',
      { purpose: 'SIM_MATCHING', reference: simMatchingReference(pairs) },
      { token: run.token },
    );
    expect(code.status).toBe(403);
    expect(run.client.outbox.list({ msisdn: run.msisdn })).toHaveLength(smsBefore);
    const res = await run.matchWith({ pairs, transactionId: 'a'.repeat(36) });
    expect(res.status).toBe(403);
    expect(res.body.status?.message).toMatch(/yetkiniz bulunmamaktadır/);
    expect(poolRow(run, free(run, 0))?.status).toBe('FREE');
  });
});

describe('the SMS code of a SIM matching (issue 37: SIM swap)', () => {
  const reports = (run: Run) =>
    (run.client.db.prepare('SELECT COUNT(*) AS n FROM sim_match_reports').get() as { n: number }).n;
  const audited = (run: Run) =>
    run.client.db
      .prepare("SELECT result FROM audit_entries WHERE operation = 'simMatchingMatch' ORDER BY id")
      .all() as { result: string }[];
  const pairsOf = (run: Run, i: number) => [{ iccid: free(run, i), msisdn: run.lines()[i] as string }];

  it('refuses the match without a code, in Turkish, and changes nothing', async () => {
    const run = await simClient();
    const pairs = pairsOf(run, 0);
    const res = await run.matchWith({ pairs });
    expect(res.status).toBe(400);
    expect(res.body.status).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(res.body.status?.message).toMatch(/^Doğrulama işlem numarası/);
    expect(reports(run)).toBe(0);
    expect(poolRow(run, free(run, 0))?.status).toBe('FREE');
  });

  it('refuses a code sent but not validated, one of another purpose and one for another list', async () => {
    const run = await simClient();
    const pairs = pairsOf(run, 0);
    const sent = await run.client.call<{ transactionId: string }>(
      'sendOtp',
      { purpose: 'SIM_MATCHING', reference: simMatchingReference(pairs) },
      { token: run.token },
    );
    const notValidated = await run.matchWith({ pairs, transactionId: sent.body.content!.transactionId });
    expect(notValidated.status).toBe(400);
    expect(notValidated.body.status?.message).toBe(MESSAGES.otpNotValidated);
    const orderCode = await run.validatedCode(simMatchingReference(pairs), 'SIM_ORDER');
    const otherPurpose = await run.matchWith({ pairs, transactionId: orderCode });
    expect(otherPurpose.body.status?.message).toBe(MESSAGES.otpWrongPurpose);
    // A code confirmed for one card cannot move the line to another one.
    const confirmedFor = await run.validatedCode(simMatchingReference(pairs));
    const otherCard = await run.matchWith({
      pairs: [{ ...pairs[0]!, iccid: free(run, 1) }],
      transactionId: confirmedFor,
    });
    expect(otherCard.status).toBe(400);
    expect(otherCard.body.status?.message).toBe(MESSAGES.otpWrongPurpose);
    expect(reports(run)).toBe(0);
    expect(poolRow(run, free(run, 0))?.status).toBe('FREE');
    expect(poolRow(run, free(run, 1))?.status).toBe('FREE');
  });

  it('writes with the right code once, written as the person wrote the numbers, with one audit entry', async () => {
    const run = await simClient();
    const [line] = run.lines() as [string];
    const card = free(run, 0);
    const transactionId = await run.validatedCode(simMatchingReference([{ iccid: card, msisdn: line }]));
    const auditedBefore = audited(run).length;
    // The reference reads the numbers one way: grouped card digits and a 0-prefixed line are the same pair.
    const typed = [{ iccid: card.replace(/(\d{4})(?=\d)/g, '$1 '), msisdn: `0${line}` }];
    const ok = await run.matchWith({ pairs: typed, transactionId });
    expect(ok.status).toBe(200);
    expect(ok.body.content?.successfulMatches).toBe(1);
    expect(lineSim(run, line)).toBe(card);
    expect(audited(run).slice(auditedBefore)).toEqual([{ result: 'SUCCESS' }]);
    const spent = run.client.db
      .prepare('SELECT consumed_at AS at FROM otp_transactions WHERE id = ?')
      .get(transactionId) as { at: number | null };
    expect(spent.at).not.toBeNull();
    // Sent again, nothing is written a second time (the card is now the line's own).
    expect((await run.matchWith({ pairs: typed, transactionId })).status).toBe(400);
    expect(reports(run)).toBe(1);
    expect(audited(run).slice(auditedBefore)).toEqual([{ result: 'SUCCESS' }, { result: 'ERROR' }]);
  });

  it('keeps the code unspent when no pair of the list is valid', async () => {
    const run = await simClient();
    const pairs = [{ iccid: poolIccid(run.position, 9), msisdn: run.lines()[0] as string }];
    const transactionId = await run.validatedCode(simMatchingReference(pairs));
    expect((await run.matchWith({ pairs, transactionId })).body.status?.code).toBe('NO_VALID_PAIR');
    const spent = run.client.db
      .prepare('SELECT consumed_at AS at FROM otp_transactions WHERE id = ?')
      .get(transactionId) as { at: number | null };
    expect(spent.at).toBeNull();
  });
});
