import type { SessionProblem } from '../../machines/session/sessionProblem';

/** The portal's own sentences for the session's problems; the server's are shown as sent. */
const SESSION_PROBLEM_TEXT = {
  serviceFailed: 'Servis başarısız oldu. Lütfen tekrar deneyiniz.',
  incompleteLogin: 'Giriş bilgileriniz eksik geldi. Lütfen tekrar deneyiniz.',
} as const;

export function sessionProblemText(problem: SessionProblem | undefined): string | undefined {
  if (!problem) return undefined;
  return problem.code === 'server' ? problem.text : SESSION_PROBLEM_TEXT[problem.code];
}
