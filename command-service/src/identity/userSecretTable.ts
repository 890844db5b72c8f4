// Reset tokens, email verification codes and email change codes are all the same kind of
// secret: one live value per user, kept only as a hash, expiring. Their tables share that
// layout, so it is written once here; `extraColumns` holds what a kind needs besides.

/** DDL for a table of one hashed, expiring secret per user (`user_id` is the key). */
export const userSecretTableSql = (table: string, hashColumn: string, extraColumns: readonly string[] = []): string => `
CREATE TABLE IF NOT EXISTS ${table} (
  user_id uuid PRIMARY KEY,
${[...extraColumns, `${hashColumn} text NOT NULL`].map((column) => `  ${column},\n`).join('')}  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
