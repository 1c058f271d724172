// Part of `npm test`: @travesia/core and @travesia/hooks as another team gets them. Packs both with `npm pack`
// (whose prepack builds them file by file and drops the repository-only `source` condition), then, outside the
// repository, in a temporary folder removed at the end:
//   1. the tarballs hold only JavaScript, declarations, README, LICENSE and CHANGELOG, and declare what they import;
//   2. publint and @arethetypeswrong/cli (profile esm-only: ES modules, plus Node's require(esm)) find no problem;
//   3. a consumer project installs the core tarball (offline: core's one dependency, the effect peer, is linked
//      from this repository's node_modules) and, in Node 24 as an ES module, in a worker thread, through
//      `require()` and with `--conditions=source`, validates a form, builds a route, formats a price and decodes
//      a reply; TypeScript checks the same files with `nodenext` and `bundler` resolution;
//   4. the repository's esbuild and Vite bundle the consumer's entries within the size limits: one formatter ≤ 1 KB
//      gzip, ten functions ≤ 10 KB gzip, the README's front end with a Schema decoder ≤ 30 KB gzip with Vite;
//   5. each exported function bundled alone with esbuild keeps no byte of effect's Schema, but the decoders.
// Needs nothing from the network. `node scripts/library/check-tarballs.mjs --keep` leaves the folder to look at.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  APP_LIMIT,
  esbuildSize,
  kilobytes,
  ONE_FORMATTER_LIMIT,
  TEN_FUNCTIONS_LIMIT,
  viteSize,
} from "./consumerSizeLimits.mjs";
import { restoreRepositoryManifest } from "./publishManifest.mjs";
import { DECODING_FUNCTIONS, schemaReachingFunctions } from "./schemaReach.mjs";
import { tarballProblems } from "./tarballContents.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, "../..");
const requireFromRepo = createRequire(join(repo, "package.json"));
const packageDirOf = (name) => dirname(requireFromRepo.resolve(`${name}/package.json`));
const bin = (name) => join(repo, "node_modules/.bin", name);

const PACKAGES = [
  { name: "@travesia/core", dir: join(repo, "packages/core"), tarball: "travesia-core" },
  { name: "@travesia/hooks", dir: join(repo, "packages/hooks"), tarball: "travesia-hooks" },
];

/** The consumer's runs: each prints one JSON line; all must agree with this. */
const EXPECTED = {
  issues: ["checkOut: forms.homeCheckOutRequired"],
  url: "/hotel/results/982/2027-03-01/2027-03-08/2-1:7",
  urlRoundTrips: true,
  price: "US$ 1.234,56",
  currencies: ["USD"],
  badReply: "DecodeError at results.0.id",
};

const failures = [];
const fail = (message) => {
  failures.push(message);
  console.error(`  ✗ ${message}`);
};
const ok = (message) => console.log(`  ✓ ${message}`);

/** Runs a command to completion (bounded in time); returns its stdout, or records the failure. */
const run = (label, command, args, options) => {
  try {
    return execFileSync(command, args, { encoding: "utf8", timeout: 120_000, stdio: "pipe", ...options });
  } catch (error) {
    fail(
      `${label}: ${error.code === "ETIMEDOUT" ? "timed out" : `exit ${error.status}`}\n${error.stdout ?? ""}${error.stderr ?? ""}`,
    );
    return null;
  }
};

const sameJson = (actual, expected) => JSON.stringify(actual) === JSON.stringify(expected);

const work = mkdtempSync(join(tmpdir(), "travesia-tarballs-"));
const keep = process.argv.includes("--keep");
try {
  console.log(`tarballs as consumers get them (in ${work})`);
  const tarballs = join(work, "tarballs");
  mkdirSync(tarballs);
  const packed = run(
    "npm pack",
    "npm",
    ["pack", ...PACKAGES.flatMap((p) => ["-w", p.name]), "--pack-destination", tarballs],
    {
      cwd: repo,
      timeout: 300_000,
    },
  );
  if (packed === null) throw new Error("npm pack failed");
  const tarballOf = (pkg) =>
    join(
      tarballs,
      readdirSync(tarballs).find((file) => file.startsWith(`${pkg.tarball}-`)),
    );

  // 1. contents, 2. publint and attw
  for (const pkg of PACKAGES) {
    const unpacked = join(work, "unpacked", pkg.tarball);
    mkdirSync(unpacked, { recursive: true });
    run(`unpack ${pkg.name}`, "tar", ["-xzf", tarballOf(pkg), "-C", unpacked, "--strip-components=1"]);
    const problems = tarballProblems(unpacked);
    if (problems.length === 0) ok(`${pkg.name}: ships only JavaScript, declarations, README, LICENSE, CHANGELOG`);
    for (const problem of problems) fail(`${pkg.name}: ${problem}`);
    if (run(`publint ${pkg.name}`, bin("publint"), ["run", tarballOf(pkg), "--strict"]) !== null) {
      ok(`${pkg.name}: publint --strict`);
    }
    const attw = [tarballOf(pkg), "--profile", "esm-only", "--format", "table-flipped", "--no-emoji", "--no-color"];
    if (run(`attw ${pkg.name}`, bin("attw"), attw) !== null) ok(`${pkg.name}: attw --profile esm-only`);
  }

  // 3. the consumer project
  const core = PACKAGES[0];
  const consumer = join(work, "consumer");
  cpSync(join(here, "consumer"), consumer, { recursive: true });
  writeFileSync(
    join(consumer, "package.json"),
    `${JSON.stringify({ name: "travesia-consumer", private: true, type: "module" }, null, 2)}\n`,
  );
  const install = ["install", tarballOf(core), "--offline", "--no-package-lock", "--legacy-peer-deps"];
  run("npm install of the core tarball", "npm", [...install, "--no-audit", "--no-fund", "--ignore-scripts"], {
    cwd: consumer,
  });
  // The peer (effect) and Node's types come from this repository: no download, the versions the repo tests with.
  mkdirSync(join(consumer, "node_modules/@types"), { recursive: true });
  symlinkSync(packageDirOf("effect"), join(consumer, "node_modules/effect"), "dir");
  symlinkSync(packageDirOf("@types/node"), join(consumer, "node_modules/@types/node"), "dir");

  const node = (label, args, expected) => {
    const stdout = run(label, process.execPath, args, { cwd: consumer, timeout: 60_000 });
    if (stdout === null) return;
    const actual = JSON.parse(stdout.trim().split("\n").at(-1));
    if (sameJson(actual, expected)) ok(label);
    else fail(`${label}: printed ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`);
  };
  node(`Node ${process.version}, import`, ["main.mjs"], EXPECTED);
  node(`Node ${process.version}, worker thread`, ["worker.mjs"], EXPECTED);
  node(`Node ${process.version}, require()`, ["require.cjs"], { url: EXPECTED.url, price: EXPECTED.price });
  node(`Node ${process.version}, --conditions=source`, ["--conditions=source", "main.mjs"], EXPECTED);
  for (const tsconfig of ["tsconfig.nodenext.json", "tsconfig.bundler.json"]) {
    if (run(`tsc -p ${tsconfig}`, bin("tsc"), ["-p", tsconfig], { cwd: consumer }) !== null) {
      ok(`TypeScript accepts the consumer's imports and require() (${tsconfig})`);
    }
  }

  // 4. size limits. Every figure is printed; each limit is held on what a consumer ships, effect included. The figure
  // with effect external is what core itself adds to an app that already uses effect (a peer dependency). esbuild
  // keeps far more of effect than Rolldown does when a module is reached through effect's barrel, which is why core
  // imports effect's modules by path (`import * as Result from "effect/Result"`, Biome enforces it).
  const measure = async (entry) => ({
    esbuild: await esbuildSize(consumer, entry),
    "esbuild, effect external": await esbuildSize(consumer, entry, ["effect"]),
    Vite: await viteSize(consumer, entry),
  });
  const limits = [
    { entry: "one-formatter.js", what: "one formatter", limit: ONE_FORMATTER_LIMIT, held: ["esbuild", "Vite"] },
    {
      entry: "ten-functions.js",
      what: "ten functions",
      limit: TEN_FUNCTIONS_LIMIT,
      held: ["esbuild", "Vite"],
    },
    { entry: "app.js", what: "the README's front end (with a Schema decoder)", limit: APP_LIMIT, held: ["Vite"] },
  ];
  for (const { entry, what, limit, held } of limits) {
    const sizes = await measure(entry);
    const figures = Object.entries(sizes).map(([bundler, size]) => `${bundler} ${kilobytes(size.gzip)}`);
    const line = `${what} (${entry}), gzip: ${figures.join(", ")}`;
    const over = held.filter((bundler) => sizes[bundler].gzip > limit);
    if (over.length === 0) ok(`${line}; ≤ ${kilobytes(limit)} with ${held.join(" and ")}`);
    else fail(`${line}; over ${kilobytes(limit)} with ${over.join(" and ")}`);
  }

  // 5. A plain function must not drag effect's Schema in through a constant or helper of a file that builds Schemas.
  const installedCore = join(consumer, "node_modules/@travesia/core/dist/index.js");
  const { functions, reaching } = await schemaReachingFunctions(installedCore);
  const unexpected = reaching.filter(({ name }) => !DECODING_FUNCTIONS.includes(name));
  const reachingNames = reaching.map(({ name }) => name).join(", ");
  if (unexpected.length === 0) {
    ok(
      `${reaching.length} of ${functions.length} exported functions keep effect/Schema with esbuild (${reachingNames})`,
    );
  }
  for (const { name, from } of unexpected) fail(`${name} keeps effect/Schema with esbuild, through ${from.join(", ")}`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  for (const pkg of PACKAGES) restoreRepositoryManifest(pkg.dir);
  if (!keep) rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`tarballs: ${failures.length} problem(s)`);
  process.exit(1);
}
console.log("tarballs: OK");
