import type { ChartModel, ChartNode } from './types';

/** Mermaid state ids may not contain dots: "session.authenticated.flow" → "session__authenticated__flow". */
const mid = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '__');

/** Mermaid labels end at a colon-free line; brackets and quotes are fine. */
const text = (value: string) => value.replace(/[:;\n]/g, ' ').trim();

function nodeLines(node: ChartNode, indent: string): string[] {
  const lines: string[] = [];
  const id = mid(node.id);
  if (node.key !== mid(node.key) || node.children.length === 0)
    lines.push(`${indent}state "${node.key}" as ${id}`);
  if (node.children.length > 0) {
    lines.push(`${indent}state ${id} {`);
    const inner = `${indent}  `;
    if (node.initial) lines.push(`${inner}[*] --> ${mid(node.initial)}`);
    node.children.forEach((child, i) => {
      if (node.kind === 'parallel' && i > 0) lines.push(`${inner}--`);
      lines.push(...nodeLines(child, inner));
    });
    lines.push(`${indent}}`);
  }
  if (node.kind === 'final') lines.push(`${indent}${id} --> [*]`);
  if (node.invokes.length) lines.push(`${indent}${id} : invoke ${node.invokes.join(', ')}`);
  return lines;
}

/** The chart as Mermaid `stateDiagram-v2` text: nested and parallel states, guards, delays, invokes. */
export function toMermaid(model: ChartModel): string {
  const { root } = model;
  const lines = [`---`, `title: ${model.machineId}`, `---`, 'stateDiagram-v2'];
  // The root is drawn as a composite state so that a parallel root can hold its `--` separators.
  lines.push(`  [*] --> ${mid(root.id)}`, ...nodeLines(root, '  '));
  for (const edge of model.edges) {
    lines.push(`  ${mid(edge.source)} --> ${mid(edge.target)} : ${text(edge.label)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The chart as pretty JSON, for tools and diffs. */
export function toJson(model: ChartModel): string {
  return `${JSON.stringify(model, null, 2)}\n`;
}
