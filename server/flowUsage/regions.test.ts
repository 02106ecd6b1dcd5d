// @vitest-environment node
import { commonAncestor, regionsOf, stepMoves } from './regions';

const PARALLEL = 'a.usage.loading,a.coverage.loading,a.replay.closed';

describe('a reported state path, region by region', () => {
  it('names each leaf by its region: the shortest prefix no other leaf shares', () => {
    expect(regionsOf('form.editing')).toEqual(new Map([['', 'form.editing']]));
    expect(regionsOf(PARALLEL)).toEqual(
      new Map([
        ['a.usage', 'a.usage.loading'],
        ['a.coverage', 'a.coverage.loading'],
        ['a.replay', 'a.replay.closed'],
      ]),
    );
    // A parallel state inside a region: its own regions split below it.
    expect([...regionsOf('x.a.p.r1.s,x.a.p.r2.t,x.b').keys()]).toEqual(['x.a.p.r1', 'x.a.p.r2', 'x.b']);
    expect(commonAncestor(['a.usage.loading', 'a.coverage.loading'])).toBe('a');
    expect(commonAncestor(['a.b', 'c'])).toBe('');
  });

  it('keeps a plain machine as before: one visit and one move per step, the same path a move to itself', () => {
    expect(stepMoves(undefined, 'form')).toEqual({ entered: ['form'], moves: [] });
    expect(stepMoves('form', 'sim')).toEqual({ entered: ['sim'], moves: [{ from: 'form', to: 'sim' }] });
    expect(stepMoves('form', 'form')).toEqual({ entered: ['form'], moves: [{ from: 'form', to: 'form' }] });
  });

  it('moves only the region that changed, and enters or leaves a parallel state as one move', () => {
    expect(stepMoves(PARALLEL, 'a.usage.shown,a.coverage.loading,a.replay.closed')).toEqual({
      entered: ['a.usage.shown'],
      moves: [{ from: 'a.usage.loading', to: 'a.usage.shown' }],
    });
    // One event moving two regions: a move in each.
    expect(stepMoves(PARALLEL, 'a.usage.shown,a.coverage.shown,a.replay.closed').moves).toEqual([
      { from: 'a.usage.loading', to: 'a.usage.shown' },
      { from: 'a.coverage.loading', to: 'a.coverage.shown' },
    ]);
    expect(stepMoves('idle', PARALLEL)).toEqual({
      entered: PARALLEL.split(','),
      moves: [{ from: 'idle', to: 'a' }],
    });
    expect(stepMoves(PARALLEL, 'done')).toEqual({ entered: ['done'], moves: [{ from: 'a', to: 'done' }] });
    expect(stepMoves('x.a.p1,x.b', 'x.a.p2.r1,x.a.p2.r2,x.b')).toEqual({
      entered: ['x.a.p2.r1', 'x.a.p2.r2'],
      moves: [{ from: 'x.a.p1', to: 'x.a.p2' }],
    });
  });
});
