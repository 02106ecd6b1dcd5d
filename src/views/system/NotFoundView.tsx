import { NotFoundMessage } from '../../ui/NotFoundMessage';

/** An address no route has, logged out (the logged-in one renders inside the portal's shell). */
export default function NotFoundView() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <NotFoundMessage />
    </main>
  );
}

/** The same page inside the shell, whose layout already holds the main landmark. */
export function NotFoundInShell() {
  return <NotFoundMessage back={{ to: '/dashboard', label: 'Ana sayfaya dönün' }} />;
}
