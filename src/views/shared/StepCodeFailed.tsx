import { useSelector } from '@xstate/react';
import { RetryPanel } from '../../ui/RetryPanel';
import { useSessionRef } from './sessionActor';

/**
 * The session's steps (the login form, terms approval) come by `import()` (issue 42): when their
 * code did not load, the session says so (`view:stepCodeFailed`) and waits for the person's word.
 */
export function useStepCodeFailed(): boolean {
  return useSelector(useSessionRef(), (s) => s.hasTag('view:stepCodeFailed'));
}

/** Why the step's form is missing, and the way to load it again, in place of the form. */
export function StepCodeFailed() {
  const session = useSessionRef();
  return (
    <RetryPanel onRetry={() => session.send({ type: 'user.retryStepCode' })}>
      Sayfanın bu bölümü yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.
    </RetryPanel>
  );
}
