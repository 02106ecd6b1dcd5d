// The e2e journeys drive Debian's Chromium; Playwright's own browser download is blocked here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

if (existsSync(CHROMIUM)) process.exit(0);

if (typeof process.getuid === 'function' && process.getuid() === 0) {
  console.log(`Chromium bulunamadı (${CHROMIUM}); Debian paketi kuruluyor…`);
  execSync(INSTALL, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (existsSync(CHROMIUM)) process.exit(0);
  console.error(`Kurulumdan sonra da ${CHROMIUM} yok.`);
  process.exit(1);
}

console.error(
  `Chromium bulunamadı (${CHROMIUM}). Uçtan uca testler için kurunuz:\n\n  sudo sh -c '${INSTALL}'\n`,
);
process.exit(1);
