// The import graph's check (issue 36): no import cycle in src/ or server/, and server features
// importing only core, by dependency-cruiser with the rules of .dependency-cruiser.cjs. Prints the
// figures the proof quotes, and each offending import with its rule's advice.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const config = await extractDepcruiseConfig('./.dependency-cruiser.cjs');
const result = await cruise(
  ['src', 'server'],
  { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } },
  undefined,
  { tsConfig: extractTSConfig('tsconfig.json') },
);
const { summary } = result.output;
const violations = summary.violations;
const count = (rule) => violations.filter((v) => v.rule.name === rule).length;

const FIGURES = [
  ['server-feature-to-feature', 'Sunucu özelliğinden başka özelliğe içe aktarma'],
  ['server-core-to-feature', 'Sunucu çekirdeğinden özelliğe içe aktarma'],
  ['no-circular', 'İçe aktarma döngüsü (src/ ve server/)'],
];

for (const violation of violations) {
  const path = violation.cycle?.length
    ? [violation.from, ...violation.cycle.map((step) => step.name ?? step)].join(' → ')
    : `${violation.from} → ${violation.to}`;
  const advice = config.forbidden.find((rule) => rule.name === violation.rule.name)?.comment ?? '';
  console.log(`✖ ${violation.rule.name}: ${path}\n    ${advice}`);
}
console.log(
  `İçe aktarma grafiği: ${summary.totalCruised} modül, ${summary.totalDependenciesCruised} bağımlılık.`,
);
for (const [rule, title] of FIGURES) console.log(`  ${title}: ${count(rule)}`);
process.exit(violations.length ? 1 : 0);
