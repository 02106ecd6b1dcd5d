import type { ChartLayout, LaidEdge, LaidNode } from '../../lib/statechart/layout';
import { CHAR_WIDTH, LINE_HEIGHT } from '../../lib/statechart/layout';

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

function StateBox({ node, active, initial }: { node: LaidNode; active: boolean; initial: boolean }) {
  const compound = node.node.children.length > 0;
  const stroke = active ? '#1d4ed8' : '#64748b';
  const fill = active ? (compound ? '#eff6ff' : '#bfdbfe') : compound ? 'none' : '#ffffff';
  const textAt = compound && node.header ? node.header : node;
  return (
    <g data-state-id={node.node.id} data-state-path={node.node.path} data-active={active ? 'true' : 'false'}>
      <rect
        x={node.x}
        y={node.y}
        width={node.width}
        height={node.height}
        rx={compound ? 10 : 6}
        fill={fill}
        stroke={stroke}
        strokeWidth={active ? 2.5 : 1.2}
        strokeDasharray={node.region ? '6 4' : undefined}
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
    </g>
  );
}

/** A machine's statechart as SVG: the layout is computed elsewhere, this only draws it. */
export function StatechartSvg({
  layout,
  title,
  activePaths,
}: {
  layout: ChartLayout;
  title: string;
  activePaths: ReadonlySet<string>;
}) {
  const initials = new Set(layout.nodes.map((n) => n.node.initial).filter(Boolean));
  // Parents first, so children are drawn on top of their boxes; the root box is not drawn.
  const nodes = [...layout.nodes].filter((n) => n.depth > 0).sort((a, b) => a.depth - b.depth);
  const margin = 24;
  return (
    <svg
      role="img"
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
        />
      ))}
      {layout.edges.map((e) => (
        <g key={e.edge.id} data-edge={e.edge.label}>
          <path
            d={path(e)}
            fill="none"
            stroke="#475569"
            strokeDasharray={e.edge.kind === 'always' || e.edge.kind === 'after' ? '4 3' : undefined}
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
        </g>
      ))}
    </svg>
  );
}
