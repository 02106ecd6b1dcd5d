// @vitest-environment node
/**
 * The model walks' coverage excuses (tests/model/*.exceptions.ts) say which unit test proves what a
 * walk leaves out: `Proven in <file> ("<test name> ...")`. An excuse whose test was renamed, moved
 * or never written would excuse nothing, so every cited file must exist and hold every cited name
 * (a name's "..." stands for words left out; each part must appear, in order).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const MODEL_DIR = 'tests/model';

/** The file's text with adjacent string literals joined, as the excuse reads at run time. */
function joinedText(path: string): string {
  return readFileSync(path, 'utf8').replace(/['"`]\s*\+\s*\n\s*['"`]/g, '');
}

interface Citation {
  excuseFile: string;
  testFile: string;
  name: string;
}

function citations(): Citation[] {
  const found: Citation[] = [];
  const files = readdirSync(MODEL_DIR).filter((name) => name.endsWith('.exceptions.ts'));
  for (const name of files) {
    const text = joinedText(join(MODEL_DIR, name));
    const cite = /((?:src|server|tests)\/[\w/.-]+\.test\.tsx?)\s*\(((?:"[^"]+"(?:,\s*|\s+and\s+)?)+)\)/g;
    for (const match of text.matchAll(cite)) {
      for (const quoted of match[2]?.matchAll(/"([^"]+)"/g) ?? []) {
        found.push({ excuseFile: name, testFile: match[1] ?? '', name: quoted[1] ?? '' });
      }
    }
  }
  return found;
}

/** Every part of the name between "..." appears in the test file, in order. */
function holds(source: string, name: string): boolean {
  let from = 0;
  for (const part of name.split(/\.\.\.|…/).map((piece) => piece.trim())) {
    if (part === '') continue;
    const at = source.indexOf(part, from);
    if (at < 0) return false;
    from = at + part.length;
  }
  return true;
}

describe('the model walks’ coverage excuses', () => {
  const all = citations();

  it('cite unit tests (the check reads them)', () => {
    expect(all.length).toBeGreaterThan(20);
  });

  it('cite only test files that exist and tests those files hold', () => {
    const broken = all.filter(
      ({ testFile, name }) => !existsSync(testFile) || !holds(readFileSync(testFile, 'utf8'), name),
    );
    expect(broken).toEqual([]);
  });

  it('would catch a name the test file does not hold', () => {
    const source = "it('a failing child (never the case) leaves the page usable', …)";
    expect(holds(source, 'a failing child ... leaves the page usable')).toBe(true);
    expect(holds(source, 'a switch whose code did not load ...')).toBe(false);
    expect(holds(source, 'leaves the page usable ... a failing child')).toBe(false);
  });
});
