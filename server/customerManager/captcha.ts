/**
 * The manager login's captcha: a small sum drawn as an SVG by svg-captcha, and the same sum as a
 * Turkish question ("Yedi artı iki kaç eder?") for people who cannot see the image, so both
 * answer with one number. Each captcha lives two minutes and is used once: a login attempt
 * consumes it whether it was right or wrong, and the page asks for a new one.
 */
import { randomBytes, randomInt } from 'node:crypto';
import svgCaptchaModule from 'svg-captcha';
import type { Captcha } from '../../src/api/customerManagerTypes';
import type { Db } from '../db/schema';

export const CAPTCHA_LIFETIME_SECONDS = 120;

/** The package's main export draws a given text; its typings declare only the random helpers. */
const drawText = svgCaptchaModule as unknown as (text: string, options: Record<string, unknown>) => string;

const NUMBER_WORDS = ['sıfır', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];

const capitalize = (word: string) => word.charAt(0).toLocaleUpperCase('tr-TR') + word.slice(1);

/** "Yedi artı iki kaç eder?" */
export function captchaQuestion(a: number, b: number): string {
  return `${capitalize(NUMBER_WORDS[a] ?? String(a))} artı ${NUMBER_WORDS[b] ?? String(b)} kaç eder?`;
}

export function issueCaptcha(db: Db, now: number): Captcha {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  const id = randomBytes(16).toString('hex');
  // Expired captchas are of no use to anyone: dropped whenever a new one is drawn.
  db.prepare('DELETE FROM customer_manager_captchas WHERE expires_at < ?').run(now - 60_000);
  db.prepare(
    'INSERT INTO customer_manager_captchas (id, answer, created_at, expires_at) VALUES (?, ?, ?, ?)',
  ).run(id, String(a + b), now, now + CAPTCHA_LIFETIME_SECONDS * 1000);
  const svg = drawText(`${a}+${b}`, { width: 160, height: 56, fontSize: 52, noise: 2, color: false });
  return {
    captchaId: id,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    question: captchaQuestion(a, b),
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
