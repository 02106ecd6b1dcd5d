import type { ChartLayout, LaidEdge, LaidNode } from '../../lib/statechart/layout';
import { CHAR_WIDTH, LINE_HEIGHT } from '../../lib/statechart/metrics';

const FONT = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 11 };

function path(edge: LaidEdge): string {
  return edge.points.map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
}

function NodeLines({ node, x, y }: { node: LaidNode; x: number; y: number }) {
  return (
    <text x={x} y={y} style={FONT} fill="#0f172a">
      {node.lines.map((line, i) => (
        <tspan key={line} x={x} dy={i === 0 ? 0 : LINE_HEIGHT} fontWeight={i === 0 ? 700 : 400}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * What the atlas's analysis writes over a chart (issue 41): a figure per state and per arrow,
 * the states and arrows a layer marks (walked by the model tests), and the state whose exits are
 * listed. The live and replayed states keep using `activePaths`.
 */
export interface ChartOverlay {
  /** State path → its short figure (visits), drawn as a badge on the box's corner. */
  stateFigures: ReadonlyMap<string, string>;
  /** Edge id → its short figure ("30 · %75"), drawn under the arrow's label. */
  edgeFigures: ReadonlyMap<string, string>;
  /** When set, states and edges in these sets are drawn walked (green), the rest unwalked (amber, dashed). */
  marked?: { states: ReadonlySet<string>; edges: ReadonlySet<string> } | undefined;
  selected?: string | undefined;
  /** Makes every state a button (click, Enter or Space) that picks it. */
  onSelect?: ((path: string) => void) | undefined;
  /** The accessible name of a state's button. */
  describeState?: ((path: string) => string) | undefined;
}

const WALKED = '#15803d';
const UNWALKED = '#b45309';
const SELECTED = '#7c3aed';
const BADGE_FONT = { ...FONT, fontSize: 10 };

function Badge({ x, y, text, fill }: { x: number; y: number; text: string; fill: string }) {
  const width = text.length * 6.2 + 8;
  return (
    <g>
      <rect x={x} y={y} width={width} height={14} rx={7} fill={fill} />
      <text x={x + 4} y={y + 10.5} style={BADGE_FONT} fill="#ffffff">
        {text}
      </text>
    </g>
  );
}

function StateBox({
  node,
  active,
  initial,
  overlay,
}: {
  node: LaidNode;
  active: boolean;
  initial: boolean;
  overlay?: ChartOverlay | undefined;
}) {
  const compound = node.node.children.length > 0;
  const path = node.node.path;
  const walked = overlay?.marked ? overlay.marked.states.has(path) : undefined;
  const selected = overlay?.selected === path;
  const stroke = selected
    ? SELECTED
    : active
      ? '#1d4ed8'
      : walked === undefined
        ? '#64748b'
        : walked
          ? WALKED
          : UNWALKED;
  const fill = active ? (compound ? '#eff6ff' : '#bfdbfe') : compound ? 'none' : '#ffffff';
  const textAt = compound && node.header ? node.header : node;
  const figure = overlay?.stateFigures.get(path);
  const select = overlay?.onSelect;
  const interactive = select
    ? {
        role: 'button',
        tabIndex: 0,
        'aria-label': overlay?.describeState?.(path) ?? path,
        'aria-pressed': selected,
        className: 'cursor-pointer focus:outline-none [&:focus>rect:first-child]:stroke-[4]',
        onClick: () => select(path),
        onKeyDown: (e: React.KeyboardEvent) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          select(path);
        },
      }
    : {};
  return (
    <g
      data-state-id={node.node.id}
      data-state-path={path}
      data-active={active ? 'true' : 'false'}
      {...(walked === undefined ? {} : { 'data-walked': walked ? 'true' : 'false' })}
      {...interactive}
    >
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={compound ? 10 : 6}
        fill={fill}
        stroke={stroke}
        strokeWidth={active || selected ? 2.5 : 1.2}
        strokeDasharray={node.region || walked === false ? '6 4' : undefined}
      />
      {node.node.kind === 'final' && (
        <rect
          x={node.x + 3}
          y={node.y + 3}
          width={node.width - 6}
          height={node.height - 6}
          rx={4}
          fill="none"
          stroke={stroke}
        />
      )}
      {initial && (
        <g>
          <circle cx={node.x - 12} cy={node.y - 8} r={4} fill="#0f172a" />
          <path
            d={`M${node.x - 9},${node.y - 5} L${node.x + 2},${node.y + 4}`}
            stroke="#0f172a"
            markerEnd="url(#atlas-arrow)"
          />
        </g>
      )}
      <NodeLines node={node} x={textAt.x + 10} y={textAt.y + LINE_HEIGHT} />
      {figure && (
        <Badge
          x={node.x + node.width - figure.length * 6.2 - 12}
          y={node.y - 7}
          text={figure}
          fill="#1e3a8a"
        />
      )}
    </g>
  );
}

/** A machine's statechart as SVG: the layout is computed elsewhere, this only draws it. */
export function StatechartSvg({
  layout,
  title,
  activePaths,
  overlay,
}: {
  layout: ChartLayout;
  title: string;
  activePaths: ReadonlySet<string>;
  overlay?: ChartOverlay | undefined;
}) {
  const initials = new Set(layout.nodes.map((n) => n.node.initial).filter(Boolean));
  // Parents first, so children are drawn on top of their boxes; the root box is not drawn.
  const nodes = [...layout.nodes].filter((n) => n.depth > 0).sort((a, b) => a.depth - b.depth);
  const margin = 24;
  return (
    <svg
      // With buttons inside, the chart is a group: an image's children are hidden from assistive tech.
      role={overlay?.onSelect ? 'group' : 'img'}
      aria-label={title}
      width={layout.width + margin}
      height={layout.height + margin}
      viewBox={`-12 -12 ${layout.width + margin} ${layout.height + margin}`}
    >
      <defs>
        <marker
          id="atlas-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0,0 L10,5 L0,10 z" fill="#475569" />
        </marker>
      </defs>
      {nodes.map((n) => (
        <StateBox
          key={n.node.id}
          node={n}
          active={activePaths.has(n.node.path)}
          initial={initials.has(n.node.id)}
          overlay={overlay}
        />
      ))}
      {layout.edges.map((e) => {
        const walked = overlay?.marked ? overlay.marked.edges.has(e.edge.id) : undefined;
        const figure = overlay?.edgeFigures.get(e.edge.id);
        return (
          <g
            key={e.edge.id}
            data-edge={e.edge.label}
            {...(walked === undefined ? {} : { 'data-walked': walked ? 'true' : 'false' })}
            {...(figure ? { 'data-figure': figure } : {})}
          >
            <path
              d={path(e)}
              fill="none"
              stroke={walked === undefined ? '#475569' : walked ? WALKED : UNWALKED}
              strokeWidth={walked ? 1.8 : 1}
              strokeDasharray={
                walked === false || e.edge.kind === 'always' || e.edge.kind === 'after' ? '4 3' : undefined
              }
              markerEnd="url(#atlas-arrow)"
            />
            <rect
              x={e.label.x}
              y={e.label.y}
              width={e.label.text.length * CHAR_WIDTH + 6}
              height={LINE_HEIGHT}
              fill="#f8fafc"
              opacity={0.9}
            />
            <text x={e.label.x + 3} y={e.label.y + LINE_HEIGHT - 4} style={FONT} fill="#334155">
              {e.label.text}
            </text>
            {figure && <Badge x={e.label.x} y={e.label.y + LINE_HEIGHT + 1} text={figure} fill="#334155" />}
          </g>
        );
      })}
    </svg>
  );
}
