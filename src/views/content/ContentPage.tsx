import { useSelector } from '@xstate/react';
import { formatDate } from '../../lib/format';
import type { ContentPageRef } from '../../machines/content/contentPageMachine';
import { NotFoundMessage } from '../../ui/NotFoundMessage';
import { RetryPanel } from '../../ui/RetryPanel';
import { Spinner } from '../../ui/Spinner';
import { ContentBody } from './ContentBody';

/**
 * One content page by name: its title, its sanitized HTML, when it was last updated. The screen
 * that shows it starts its machine (usePageActor) and hands the actor here.
 */
export function ContentPage({ content, home = '/' }: { content: ContentPageRef; home?: string }) {
  const page = useSelector(content, (s) => s.context.page);
  const loading = useSelector(content, (s) => s.hasTag('loading'));
  const notFound = useSelector(content, (s) => s.hasTag('notFound'));
  const failed = useSelector(content, (s) => s.hasTag('failed'));
  const error = useSelector(content, (s) => s.context.error);

  if (notFound) return <NotFoundMessage home={home} />;
  return (
    <article className="space-y-4">
      {loading && <Spinner label="Sayfa yükleniyor" />}
      {failed && (
        <>
          <h1 className="text-2xl font-bold text-slate-900">Sayfa yüklenemedi</h1>
          <RetryPanel onRetry={() => content.send({ type: 'user.retry' })}>{error}</RetryPanel>
        </>
      )}
      {page && (
        <>
          <header>
            <h1 className="text-2xl font-bold text-slate-900">{page.title}</h1>
            <p className="mt-1 text-xs text-slate-600">Son güncelleme: {formatDate(page.updatedAt)}</p>
          </header>
          <ContentBody html={page.html} />
        </>
      )}
    </article>
  );
}
