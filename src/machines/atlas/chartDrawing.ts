import type { AnyStateMachine } from 'xstate';
import { type ChartLayout, layoutChart } from '../../lib/statechart/layout';
import { toJson, toMermaid } from '../../lib/statechart/mermaid';
import { toChartModel } from './chartModel';

export { machineById } from './catalogue';

export interface AtlasChart {
  id: string;
  layout: ChartLayout;
  mermaid: string;
  json: string;
}

/** One machine's chart: its layout (dagre) and its exports. */
export function drawChart(machine: AnyStateMachine): AtlasChart {
  const model = toChartModel(machine);
  return { id: machine.id, layout: layoutChart(model), mermaid: toMermaid(model), json: toJson(model) };
}
