// Part of `npm test`: the built portal keeps DESIGN.md's JavaScript budgets (home ≤ 150 KB gzip first load,
// each lazily loaded route ≤ 40 KB gzip of its own, beyond what every page loads: see bundleSizes.mjs).
// `npm run bench` prints the full table.
import { bundleSizes, isHomeRow, withinBudget } from "./bundleSizes.mjs";

const rows = bundleSizes();
const over = rows.filter((row) => !withinBudget(row));
const home = rows.find(isHomeRow);
if (home === undefined) {
  console.error("bundle budget: no home route in the build");
  process.exit(1);
}
if (over.length > 0) {
  for (const row of over) {
    console.error(
      `bundle budget exceeded: ${row.name} first load ${(row.firstLoad.gzip / 1024).toFixed(1)} KB gzip, own ${((row.own?.gzip ?? 0) / 1024).toFixed(1)} KB`,
    );
  }
  process.exit(1);
}
console.log(
  `bundle budgets: home first load ${(home.firstLoad.gzip / 1024).toFixed(1)} KB gzip (≤ 150), every route ≤ 40 KB of its own. OK`,
);
