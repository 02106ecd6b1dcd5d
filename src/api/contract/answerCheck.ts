import * as v from 'valibot';
import type { ContractRow } from './define';

export type AnswerCheck = { ok: true; value: unknown } | { ok: false; issue: string };

/**
 * Checks a successful answer against its row's response schema. A row still open (no response
 * schema) passes as it is. The issue names the path and what was expected, for analytics only.
 */
export function checkAnswer(row: ContractRow, answer: unknown): AnswerCheck {
  const schema = row.schemas.response;
  if (!schema) return { ok: true, value: answer };
  const result = v.safeParse(schema, answer);
  if (result.success) return { ok: true, value: result.output };
  const issue = result.issues[0];
  const where = v.getDotPath(issue) ?? '';
  return {
    ok: false,
    issue: `${where || '(content)'}: ${issue.expected ?? issue.type} beklenirken ${issue.received}`,
  };
}
