import dagre from '@dagrejs/dagre';
import { CHAR_WIDTH, LINE_HEIGHT } from './metrics';
import { type ChartEdge, type ChartModel, type ChartNode, flattenNodes } from './types';

const PAD = 10;

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidNode extends Box {
  node: ChartNode;
  /** Lines written inside the box (atomic) or in the header (compound): name, invokes, self transitions. */
  lines: string[];
  /** A region of a parallel state: drawn dashed. */
  region: boolean;
  depth: number;
  /** Compound states: where dagre put the header with the lines. */
  header: Box | undefined;
}

export interface LaidEdge {
  edge: ChartEdge;
  points: Point[];
  label: Box & { text: string };
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: LaidNode[];
  edges: LaidEdge[];
}

const textWidth = (lines: string[]) => Math.max(...lines.map((l) => l.length)) * CHAR_WIDTH + 2 * PAD;
const textHeight = (lines: string[]) => lines.length * LINE_HEIGHT + PAD;
const headerId = (id: string) => `${id}::header`;

function linesOf(node: ChartNode, selfEdges: ChartEdge[]): string[] {
  return [
    node.key,
    ...node.invokes.map((id) => `invoke: ${id}`),
    ...selfEdges.filter((e) => e.source === node.id).map((e) => `⟲ ${e.label}`),
  ];
}

/**
 * Lays the chart out with dagre's compound graph: atomic states are nodes, compound and parallel
 * states are clusters with a header node on top (their name, invokes, own transitions), and an
 * arrow into or out of a compound state ends at its header. Targetless transitions are written
 * inside their state instead of drawn as loops. Labels get their own space, so none overlap.
 */
export function layoutChart(model: ChartModel): ChartLayout {
  const g = new dagre.graphlib.Graph({ compound: true, multigraph: true });
  g.setGraph({ rankdir: 'TB', nodesep: 28, ranksep: 36, edgesep: 14, marginx: 12, marginy: 12 });
  g.setDefaultEdgeLabel(() => ({}));

  const nodes = flattenNodes(model.root);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parentOf = new Map<string, ChartNode>();
  for (const n of nodes) for (const c of n.children) parentOf.set(c.id, n);
  const selfEdges = model.edges.filter((e) => e.targetless || e.source === e.target);
  const arrows = model.edges.filter((e) => !(e.targetless || e.source === e.target));
  const anchor = (id: string) => (byId.get(id)?.children.length ? headerId(id) : id);

  for (const n of nodes) {
    const lines = linesOf(n, selfEdges);
    const size = { width: textWidth(lines), height: textHeight(lines) };
    if (n.children.length) {
      g.setNode(n.id, {});
      g.setNode(headerId(n.id), size);
      g.setParent(headerId(n.id), n.id);
      // The header sits above every child.
      for (const c of n.children)
        g.setEdge({ v: headerId(n.id), w: anchor(c.id), name: `h:${c.id}` }, { weight: 1, minlen: 1 });
    } else g.setNode(n.id, size);
    const parent = parentOf.get(n.id);
    if (parent) g.setParent(n.id, parent.id);
  }
  for (const e of arrows) {
    const text = e.label;
    g.setEdge(
      { v: anchor(e.source), w: anchor(e.target), name: e.id },
      { width: text.length * CHAR_WIDTH + 6, height: LINE_HEIGHT, labelpos: 'c', weight: 1 },
    );
  }

  dagre.layout(g);

  const depthOf = (n: ChartNode): number => {
    const p = parentOf.get(n.id);
    return p ? depthOf(p) + 1 : 0;
  };
  const boxOf = (id: string): Box => {
    const l = g.node(id) as unknown as Box;
    return { x: l.x - l.width / 2, y: l.y - l.height / 2, width: l.width, height: l.height };
  };
  const laidNodes: LaidNode[] = nodes.map((n) => ({
    ...boxOf(n.id),
    node: n,
    lines: linesOf(n, selfEdges),
    region: parentOf.get(n.id)?.kind === 'parallel',
    depth: depthOf(n),
    header: n.children.length ? boxOf(headerId(n.id)) : undefined,
  }));
  const laidEdges: LaidEdge[] = arrows.map((e) => {
    const l = g.edge({ v: anchor(e.source), w: anchor(e.target), name: e.id }) as unknown as {
      points: Point[];
      x: number;
      y: number;
      width: number;
      height: number;
    };
    return {
      edge: e,
      points: l.points ?? [],
      label: { text: e.label, x: l.x - l.width / 2, y: l.y - l.height / 2, width: l.width, height: l.height },
    };
  });
  const graph = g.graph() as { width?: number; height?: number };
  return { width: graph.width ?? 0, height: graph.height ?? 0, nodes: laidNodes, edges: laidEdges };
}
