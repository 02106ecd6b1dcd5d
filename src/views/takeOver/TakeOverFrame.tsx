import type { ReactNode } from 'react';
import { NavLink } from '../../ui/Link';
import intros from './intro.json';

const INTRO = intros['/take-over'];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-700 text-white' : 'text-slate-800 hover:bg-slate-100'}`;

/** The take-over pages' heading and tabs: a new take-over order (the wizard) and the orders. */
export function TakeOverFrame({ children }: { children: ReactNode }) {
  return (
    <div className="space-y-6">
      <header>
        {/* The same words the splash paints before the code arrives (intro.json, src/app/bootIntro.ts). */}
        <h1 className="text-2xl font-bold text-slate-900">{INTRO.title}</h1>
        <p className="mt-1 text-sm text-slate-700">{INTRO.lead}</p>
      </header>
      <nav aria-label="Hat devralma" className="flex flex-wrap gap-2">
        <NavLink to="/take-over" end className={tabClass}>
          Yeni devir
        </NavLink>
        <NavLink to="/take-over/orders" className={tabClass}>
          Devir siparişlerim
        </NavLink>
      </nav>
      {children}
    </div>
  );
}
