/**
 * Per-operation permissions: one row per person, company and operation group with the three
 * levels. A person with full authority (users.full_authority) needs no rows: they have everything.
 * A group without a row means no level at all.
 */
export const authorizedUsersSchemaStatements = [
  `CREATE TABLE IF NOT EXISTS authorized_user_permissions (
     user_id INTEGER NOT NULL REFERENCES users(id),
     corporate_ncst TEXT NOT NULL REFERENCES companies(corporate_ncst),
     group_id TEXT NOT NULL,
     can_read INTEGER NOT NULL,
     can_request INTEGER NOT NULL,
     can_approve INTEGER NOT NULL,
     PRIMARY KEY (user_id, corporate_ncst, group_id))`,
];
