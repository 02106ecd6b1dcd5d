/**
 * The installation's settings of flow usage: how long steps are kept and how much one address may
 * report. Read from the environment once; the defaults suit the sandbox.
 */
export interface FlowUsageSettings {
  /** Steps older than this many days are deleted (on every report). */
  retentionDays: number;
  /**
   * Reports one network address may send within a minute: a tab sends one per idle moment, an
   * office behind one address a few hundred. The e2e suite (SANDBOX_RELAXED_LIMITS=1, dozens of
   * tabs on loopback) is not limited.
   */
  reportsPerMinute: number;
}

function positive(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return raw !== undefined && raw.trim() !== '' && Number.isInteger(n) && n > 0 ? n : fallback;
}

export function flowUsageSettings(env: NodeJS.ProcessEnv = process.env): FlowUsageSettings {
  return {
    retentionDays: positive(env.FLOW_USAGE_RETENTION_DAYS, 30),
    reportsPerMinute: positive(
      env.FLOW_USAGE_REPORTS_PER_MINUTE,
      env.SANDBOX_RELAXED_LIMITS === '1' ? 1_000_000 : 300,
    ),
  };
}
