import { rolldown } from 'rolldown';
import { markReactRouterPure, pureReactRouterPlugin } from './pureReactRouter';

/** Bundles `source` (importing React Router) as a page would, React itself left outside. */
async function bundle(source: string, withPlugin: boolean): Promise<string> {
  const build = await rolldown({
    input: 'page',
    external: ['react', 'react-dom'],
    plugins: [
      {
        name: 'page',
        resolveId: (id) => (id === 'page' ? id : null),
        load: (id) => (id === 'page' ? source : null),
      },
      ...(withPlugin ? [pureReactRouterPlugin() as never] : []),
    ],
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  return output[0].code;
}

describe("React Router's unused parts leave the bundle (issue 42)", () => {
  it('marks its value builders pure and drops its display names', () => {
    const text = [
      'var Link = React10.forwardRef(function LinkWithRef() {});',
      'Link.displayName = "Link";',
      'var RouteContext = React.createContext({ outlet: null });',
      'var Memo = React3.memo(Routes);',
      '  inner.displayName = "kept, not top level";',
    ].join('\n');
    expect(markReactRouterPure(text)).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(function LinkWithRef() {});',
        '',
        'var RouteContext = /* @__PURE__ */ React.createContext({ outlet: null });',
        'var Memo = /* @__PURE__ */ React3.memo(Routes);',
        '  inner.displayName = "kept, not top level";',
      ].join('\n'),
    );
  });

  it('bundles the production build without Link, its prefetching or the dev warnings', async () => {
    const page = `import { BrowserRouter, Routes, Route, useLocation, useNavigate } from 'react-router';
      export { BrowserRouter, Routes, Route, useLocation, useNavigate };`;
    const before = await bundle(page, false);
    const after = await bundle(page, true);
    // Without the plugin all of it is there: the proof that the test looks at the right words.
    for (const word of ['function PrefetchPageLinks', 'LinkWithRef', 'You rendered descendant <Routes>']) {
      expect(before).toContain(word);
      expect(after).not.toContain(word);
    }
    expect(after).toContain('function useRoutes');
    expect(after.length).toBeLessThan(before.length * 0.8);
  });
});
