import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { createPath, type To, useHref, useLocation, useNavigate, useResolvedPath } from 'react-router';

/**
 * The portal's links. React Router's own `Link` brings its data-router prefetching (page link
 * descriptors, route-module loading, form helpers) with it, about 14 kB minified that no page of
 * this app uses; React Router is one module, so whatever any chunk imports of it sits in the entry
 * chunk every page evaluates first (issue 42). These two do what the portal's links need: a real
 * `href` (basename included), client-side navigation on a plain click, the browser's own behaviour
 * for a modified click, another target or an address outside the portal.
 */
type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: To; replace?: boolean };

/** An address with a scheme (https:, mailto:) or protocol-relative: the browser follows it. */
const OUTSIDE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const outside = typeof to === 'string' && OUTSIDE.test(to);
  const href = useHref(outside ? '.' : to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  if (outside) return <a {...rest} href={to} target={target} onClick={onClick} />;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    // As React Router does: a link to the page one is on replaces it instead of adding a step.
    navigate(to, { replace: replace ?? createPath(location) === createPath(path) });
  };
  return <a {...rest} href={href} target={target} onClick={follow} />;
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active only on exactly this address, not below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
};

/** A link that knows it leads to the current page (or, without `end`, to one of its ancestors). */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(rest.to).pathname;
  // React Router's rule: "/a" is active on "/a" and "/a/b", not on "/ab".
  const slashAt = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const isActive =
    pathname === target || (!end && pathname.startsWith(target) && pathname.charAt(slashAt) === '/');
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
