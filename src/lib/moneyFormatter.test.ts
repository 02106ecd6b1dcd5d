/**
 * An amount never breaks away from its "TL" (issue 39, docs/style-tr.md): the one formatter puts
 * a no-break space between them, and no code beside it writes an amount with a plain space (the
 * package orders' summary once did, and "TL" wrapped onto a line of its own).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { CURRENCY, formatMoney } from './format';

const ROOT = resolve(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Code (not comments) that glues "TL" to a value with an ordinary, breakable space. */
const BREAKABLE_TL = /(\} TL\b|[0-9] TL['"`]|['"`] TL['"`])/;

describe('formatMoney', () => {
  it('joins the amount and TL with a no-break space (U+00A0), whatever the amount', () => {
    for (const value of [0, 5, 30, 1234.5, -89.9, 399279.41, 1e7]) {
      const text = formatMoney(value, { minDecimals: 2 });
      expect(text.endsWith(`\u00a0${CURRENCY}`), text).toBe(true);
      expect(text, text).not.toMatch(/ /);
    }
  });

  it('has no twin: no source file writes an amount and TL with a plain space', () => {
    const offenders = [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'server'))].flatMap(
      (file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => ({ line, at: `${relative(ROOT, file)}:${i + 1}` }))
          .filter(({ line }) => !/^\s*(\/\/|\*|\/\*\*)/.test(line) && BREAKABLE_TL.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });
});
