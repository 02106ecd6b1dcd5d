import CHART_HEIGHTS from './chartHeights.json';

/**
 * The atlas's list of flows without loading a machine: `npm run atlas` writes every machine's id
 * with its chart's laid-out height, so the page lists every flow and reserves each chart's box at
 * once. Evaluating the hundred-odd machine modules (most of the portal) to learn their ids was
 * most of the page's blocking time; they load with the first chart wanted. chartList.test.ts
 * fails when the list no longer names exactly the machines of src/machines.
 */
const heights: Readonly<Record<string, number>> = CHART_HEIGHTS;

/** Every machine's id, sorted by id (the page's links and sections). */
export const chartIds: readonly string[] = Object.keys(heights);

/** The chart's laid-out height (dagre's, without the SVG's margin), 0 for an id not listed. */
export const chartHeight = (id: string): number => (Object.hasOwn(heights, id) ? heights[id]! : 0);
