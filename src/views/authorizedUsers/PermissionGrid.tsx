import type { GroupPermission, PermissionLevel } from '../../api/authorizedUsers/types';
import { PERMISSION_LEVEL_TITLES, PERMISSION_LEVELS } from '../../api/authorizedUsers/types';
import { groupTitle } from '../../machines/authorizedUsers/permissionRules';

/** Levels per operation group as a grid of checkboxes, each named "<group>: <level>". */
export function PermissionGrid({
  permissions,
  disabled,
  onChange,
}: {
  permissions: readonly GroupPermission[];
  disabled: boolean;
  onChange(group: string, level: PermissionLevel, on: boolean): void;
}) {
  return (
    <div className="overflow-x-auto rounded-md ring-1 ring-slate-200">
      <table className="w-full text-sm">
        <caption className="sr-only">İşlem gruplarına göre yetkiler</caption>
        <thead className="bg-slate-50 text-left text-slate-800">
          <tr>
            <th scope="col" className="px-2 py-2 font-semibold sm:px-3">
              İşlem grubu
            </th>
            {PERMISSION_LEVELS.map((level) => (
              <th
                key={level}
                scope="col"
                className="px-1 py-2 text-center text-xs font-semibold sm:px-2 sm:text-sm"
              >
                {PERMISSION_LEVEL_TITLES[level]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {permissions.map((entry) => {
            const title = groupTitle(entry.group);
            return (
              <tr key={entry.group}>
                <th scope="row" className="px-2 py-2 text-left font-normal text-slate-900 sm:px-3">
                  {title}
                </th>
                {PERMISSION_LEVELS.map((level) => (
                  <td key={level} className="px-1 py-2 text-center sm:px-2">
                    <input
                      type="checkbox"
                      aria-label={`${title}: ${PERMISSION_LEVEL_TITLES[level]}`}
                      checked={entry[level]}
                      disabled={disabled}
                      onChange={(e) => onChange(entry.group, level, e.currentTarget.checked)}
                      className="h-5 w-5 accent-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 disabled:opacity-60"
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
