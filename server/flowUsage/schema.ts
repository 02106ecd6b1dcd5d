/**
 * Flow usage's one table: the reported steps as they came, one row each. Aggregates are computed
 * when asked (a week of a busy flow is thousands of rows, read by the indexes below), so a count
 * can never drift from the steps it counts.
 */
export const FLOW_STEPS_TABLE = 'flow_steps';

export const flowUsageSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS ${FLOW_STEPS_TABLE} (
     id INTEGER PRIMARY KEY,
     flow TEXT NOT NULL,
     state TEXT NOT NULL,
     event TEXT NOT NULL,
     step TEXT,
     at INTEGER NOT NULL,
     session TEXT NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS flow_steps_by_flow ON ${FLOW_STEPS_TABLE} (flow, at)`,
  `CREATE INDEX IF NOT EXISTS flow_steps_by_session ON ${FLOW_STEPS_TABLE} (flow, session, at)`,
];
