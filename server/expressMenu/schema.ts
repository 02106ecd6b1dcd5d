/** Each person's pinned fast operations, in their order (issue 6). */
export const expressMenuSchemaStatements: readonly string[] = [
  `CREATE TABLE IF NOT EXISTS express_menu (
     user_id INTEGER NOT NULL REFERENCES users(id),
     action_name TEXT NOT NULL,
     position INTEGER NOT NULL,
     PRIMARY KEY (user_id, action_name))`,
];
