/**
 * Extra packet permissions (spec §3 extraPacket* state): per line and packet type whether the
 * line's user may buy extra packets of that type, and the history of changes. A line of `lines`
 * without a row here allows no type (lines made after the seed, e.g. by a new-line order), so no
 * other feature has to write to these tables.
 */
export const extraPacketSchemaStatements: string[] = [
  `CREATE TABLE IF NOT EXISTS extra_packet_permissions (
     msisdn TEXT NOT NULL REFERENCES lines(msisdn),
     packet_type TEXT NOT NULL CHECK (packet_type IN ('DATA','VOICE','SMS','ROAMING')),
     allowed INTEGER NOT NULL CHECK (allowed IN (0, 1)),
     changed_at INTEGER NOT NULL,
     PRIMARY KEY (msisdn, packet_type))`,
  `CREATE TABLE IF NOT EXISTS extra_packet_history (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     msisdn TEXT NOT NULL REFERENCES lines(msisdn),
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     packet_type TEXT NOT NULL,
     allowed INTEGER NOT NULL,
     changed_by TEXT NOT NULL,
     changed_at INTEGER NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS extra_packet_history_by_company
     ON extra_packet_history (corporate_ncst, changed_at)`,
];
