import { NavLink } from '../../ui/Link';
import { TARIFF_PATHS } from './texts';

const LINKS = [
  { to: TARIFF_PATHS.lines, label: 'Hatlar ve tarifeler', end: true },
  { to: TARIFF_PATHS.bulk, label: 'Toplu değişiklik', end: false },
  { to: TARIFF_PATHS.history, label: 'Değişiklik geçmişi', end: false },
];

/** The tariff pages' own tabs; the page in view is marked for screen readers too. */
export function TariffNav() {
  return (
    <nav aria-label="Tarife sayfaları" className="flex flex-wrap gap-2">
      {LINKS.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            `rounded-md px-3 py-2 text-sm font-medium ring-1 focus:outline-none focus-visible:ring-2 focus-visible:ring-accent-400 ${
              isActive
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white text-brand-800 ring-slate-300 hover:bg-brand-50'
            }`
          }
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
