// Issue 36's figures, printed with their ceilings: views that only render, machines without
// effects, small machine files, a short README. Each figure may only fall: a ceiling is today's
// figure (lower it when work lowers the figure), the target is the issue's. Comments are
// stripped first, so a comment that names `window.open` is not counted as a use of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** figure → [ceiling today, the target] */
export const CEILINGS = {
  provide: [0, 0],
  manyActors: [0, 0],
  casts: [0, 0],
  effects: [0, 0],
  largestMachine: [300, 300],
  readme: [250, 250],
  // A dialog or a section runs as a child of its page's machine: only a screen's own view (the
  // module a screens.ts `view:` loads) starts an actor. Ceiling today's figure, target 0.
  partActors: [0, 0],
};

const files = (dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => join(e.parentPath ?? e.path, e.name));
const code = (path) =>
  readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

// src/app is the edge that provides the effects once (issue 36); only views must only render.
const views = files('src/views').map((path) => [path, code(path)]);
const machines = files('src/machines').map((path) => [path, code(path)]);
// The modules the screens.ts files load as a screen's view, as paths like src/views/x/XView.tsx.
const screenViews = new Set(
  files('src/views')
    .filter((path) => path.endsWith('screens.ts'))
    .flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/import\('\.\/([\w/]+)'\)/g)].map((m) =>
        join(path, '..', `${m[1]}.tsx`),
      ),
    ),
);
// The app's own screens (src/app/screens.ts: login, the flow atlas) load their views the same way.
for (const m of readFileSync('src/app/screens.ts', 'utf8').matchAll(/import\('\.\.\/(views\/[\w/]+)'\)/g))
  screenViews.add(join('src', `${m[1]}.tsx`));
const startsActor = (text) => /\b(useActorRef|useMachine|useActor|createActor|usePageActor)\(/.test(text);
const actorCalls = (text) => (text.match(/\b(useActorRef|useMachine|useActor|createActor)\(/g) ?? []).length;

const found = {
  provide: views.filter(([, text]) => text.includes('.provide(')),
  manyActors: views.filter(([, text]) => actorCalls(text) > 1),
  casts: machines.filter(([, text]) => /\bevent(\.output)? as\b/.test(text)),
  partActors: views.filter(
    ([path, text]) => startsActor(text) && !screenViews.has(path) && !path.endsWith('usePageActor.ts'),
  ),
  effects: machines.filter(([, text]) => /\bwindow\.|\bfetch\(|\blocalStorage\b|\bDate\.now\(/.test(text)),
};
const largest = machines
  .map(([path]) => [path, readFileSync(path, 'utf8').split('\n').length])
  .sort((a, b) => b[1] - a[1])[0];
const figures = {
  provide: found.provide.length,
  manyActors: found.manyActors.length,
  casts: machines.reduce((n, [, text]) => n + (text.match(/\bevent(\.output)? as\b/g) ?? []).length, 0),
  effects: found.effects.length,
  largestMachine: largest[1],
  readme: readFileSync('README.md', 'utf8').split('\n').length,
  partActors: found.partActors.length,
};
const TITLES = {
  provide: 'Görünümde .provide( çağıran dosya',
  manyActors: 'Birden çok aktör çalıştıran görünüm',
  casts: 'Makinelerde event/event.output "as" dönüşümü',
  effects: 'window/fetch/localStorage/Date.now kullanan makine dosyası',
  largestMachine: `En büyük makine dosyası (satır; ${largest[0]})`,
  readme: 'README (satır)',
  partActors: 'Ekranın kendi görünümü olmadan aktör başlatan bileşen (iletişim kutusu, bölüm)',
};

let over = 0;
for (const [key, value] of Object.entries(figures)) {
  const [ceiling, target] = CEILINGS[key];
  const mark = value > ceiling ? '✖ tavan aşıldı' : value > target ? `hedef ${target}` : '✔';
  if (value > ceiling) over++;
  console.log(`  ${TITLES[key]}: ${value} (tavan ${ceiling}) ${mark}`);
  if ((value > ceiling || process.env.FIGURES_LIST) && found[key])
    for (const [path] of found[key]) console.log(`      ${path}`);
}
process.exit(over ? 1 : 0);
