/**
 * The chart's text metrics, shared by the layout (dagre) and the SVG that draws it: their own
 * module, so the atlas page can draw without loading dagre before it lays anything out.
 */

/** The SVG draws text in an 11 px monospace font: every character is this wide at most. */
export const CHAR_WIDTH = 7;
export const LINE_HEIGHT = 15;
