/**
 * The manager login's captcha: a small sum drawn as an SVG by svg-captcha, or on request a
 * written question for people who cannot see the image ("Şu kelimelerden kaçı bir meyvedir:
 * kalem, elma, mavi, armut?"). Both answer with one number and neither writes its answer, or a
 * sum a script could add up, into the page: the image's text is drawn as paths, and the question
 * needs the words understood. Each captcha lives two minutes and is used once: a login attempt
 * consumes it whether it was right or wrong, and the page asks for a new one.
 *
 * The captcha only slows down guessing. It never stands alone (docs/security.md): login
 * throttling per address and per account, and since issue 37 the SMS code to the manager's
 * registered phone, do the protecting.
 */
import { randomBytes, randomInt } from 'node:crypto';
import svgCaptchaModule from 'svg-captcha';
import type { Captcha, CaptchaKind } from '../../src/api/customerManager/types';
import type { Db } from '../db/schema';

export const CAPTCHA_LIFETIME_SECONDS = 120;

/** The package's main export draws a given text; its typings declare only the random helpers. */
const drawText = svgCaptchaModule as unknown as (text: string, options: Record<string, unknown>) => string;

/**
 * Word families for the written question, each word belonging to one family only (no
 * "portakal", which is also a colour; no "kiraz", also a shade). The question asks for one
 * family; the others fill the list.
 */
export const CAPTCHA_WORD_FAMILIES: readonly { asked: string; words: readonly string[] }[] = [
  { asked: 'bir meyvedir', words: ['elma', 'armut', 'üzüm', 'muz', 'şeftali', 'karpuz', 'ayva'] },
  { asked: 'bir renktir', words: ['mavi', 'kırmızı', 'yeşil', 'sarı', 'mor', 'siyah', 'beyaz'] },
  { asked: 'bir hayvandır', words: ['kedi', 'köpek', 'at', 'kuş', 'balık', 'aslan', 'tavşan'] },
  { asked: 'bir eşyadır', words: ['kalem', 'masa', 'kapı', 'kitap', 'sandalye', 'bardak', 'anahtar'] },
];

/** `count` different items of `items`, in random order. */
function pick<T>(items: readonly T[], count: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(randomInt(0, pool.length), 1)[0]!);
  return out;
}

/** A written question and its answer: how many of six words belong to the asked family. */
export function textChallenge(): { question: string; answer: number } {
  const [asked, ...others] = pick(CAPTCHA_WORD_FAMILIES, CAPTCHA_WORD_FAMILIES.length);
  const answer = randomInt(1, 5);
  const fillers = pick(
    others.flatMap((f) => f.words),
    6 - answer,
  );
  const words = pick([...pick(asked!.words, answer), ...fillers], 6);
  return { question: `Şu kelimelerden kaçı ${asked!.asked}: ${words.join(', ')}?`, answer };
}

export function issueCaptcha(db: Db, now: number, kind: CaptchaKind = 'image'): Captcha {
  const id = randomBytes(16).toString('hex');
  // Expired captchas are of no use to anyone: dropped whenever a new one is drawn.
  db.prepare('DELETE FROM customer_manager_captchas WHERE expires_at < ?').run(now - 60_000);
  const store = (answer: number) =>
    db
      .prepare(
        'INSERT INTO customer_manager_captchas (id, answer, created_at, expires_at) VALUES (?, ?, ?, ?)',
      )
      .run(id, String(answer), now, now + CAPTCHA_LIFETIME_SECONDS * 1000);
  if (kind === 'text') {
    const { question, answer } = textChallenge();
    store(answer);
    return { kind, captchaId: id, question, expiresInSeconds: CAPTCHA_LIFETIME_SECONDS };
  }
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  store(a + b);
  const svg = drawText(`${a}+${b}`, { width: 160, height: 56, fontSize: 52, noise: 2, color: false });
  return {
    kind,
    captchaId: id,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    expiresInSeconds: CAPTCHA_LIFETIME_SECONDS,
  };
}

/** Uses the captcha up (right or wrong) and answers whether the answer was right in time. */
export function consumeCaptcha(db: Db, id: string, answer: string, now: number): boolean {
  const row = db
    .prepare(
      'SELECT answer, expires_at AS expiresAt, used_at AS usedAt FROM customer_manager_captchas WHERE id = ?',
    )
    .get(id) as { answer: string; expiresAt: number; usedAt: number | null } | undefined;
  if (!row || row.usedAt !== null) return false;
  db.prepare('UPDATE customer_manager_captchas SET used_at = ? WHERE id = ?').run(now, id);
  return now <= row.expiresAt && row.answer === answer.trim();
}

/** Test hook: the answer of a captcha (or of the newest one), for journeys that sign in. */
export function captchaAnswer(db: Db, captchaId?: string): { captchaId: string; answer: string } | null {
  const row = (
    captchaId
      ? db.prepare('SELECT id, answer FROM customer_manager_captchas WHERE id = ?').get(captchaId)
      : db
          .prepare(
            'SELECT id, answer FROM customer_manager_captchas ORDER BY created_at DESC, rowid DESC LIMIT 1',
          )
          .get()
  ) as { id: string; answer: string } | undefined;
  return row ? { captchaId: row.id, answer: row.answer } : null;
}
