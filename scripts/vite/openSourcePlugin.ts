/**
 * The open-source list of the portal (/open-source, /open-source-documents): every package whose
 * code is in the built bundle, with its version, licence and licence text, found by
 * rollup-plugin-license in the chunks as they are rendered and written next to them as one JSON
 * asset the page fetches. Never kept by hand: a package added to or dropped from the bundle is
 * in or out of the list at the next build. A dev server has no bundle, so it has no list (the
 * page says so).
 */
import license from 'rollup-plugin-license';
import type { Plugin } from 'vite';

/** The asset's name below the base path; the open-source page fetches it. */
export const OPEN_SOURCE_FILE = 'open-source-licenses.json';

export interface OpenSourcePackage {
  name: string;
  version: string;
  license: string;
  licenseText: string;
}

interface ScannedDependency {
  name: string | null;
  version: string | null;
  license: string | null;
  licenseText: string | null;
  noticeText?: string | null;
}

/** One entry per package name and version, sorted by name, with a text even when none was shipped. */
export function openSourceList(dependencies: readonly ScannedDependency[]): OpenSourcePackage[] {
  const byKey = new Map<string, OpenSourcePackage>();
  for (const d of dependencies) {
    if (!d.name) continue;
    const version = d.version ?? '';
    const licenseName = d.license ?? 'Belirtilmemiş';
    const text = [d.licenseText, d.noticeText].filter((t): t is string => !!t?.trim()).join('\n\n');
    byKey.set(`${d.name}@${version}`, {
      name: d.name,
      version,
      license: licenseName,
      // A package that ships no licence file is still listed with its licence's name.
      licenseText: text || `Bu paket lisans metni içermiyor; lisansı: ${licenseName}.`,
    });
  }
  return [...byKey.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export function openSourcePlugin(): Plugin {
  let scanned: ScannedDependency[] = [];
  const scanner = license({
    thirdParty: (dependencies) => {
      scanned = dependencies as ScannedDependency[];
    },
  }) as unknown as {
    renderChunk(this: unknown, code: string, chunk: unknown, options: unknown): unknown;
    generateBundle(this: unknown): void;
  };
  return {
    name: 'open-source-licenses',
    apply: 'build',
    renderChunk(code, chunk, options) {
      // Only the scan: the chunk's code stays as it is (no banner, no source map work).
      scanner.renderChunk.call(this, code, chunk, { ...options, sourcemap: false });
      return null;
    },
    generateBundle() {
      scanner.generateBundle.call(this);
      this.emitFile({
        type: 'asset',
        fileName: OPEN_SOURCE_FILE,
        source: JSON.stringify(openSourceList(scanned)),
      });
    },
  };
}
