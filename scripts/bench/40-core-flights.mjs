// Core throughput on a large flight result set: every flight filter, each sort, and the filter options, applied to
// 10,000 deterministic flight solutions by core's built bundle (DESIGN.md: "A filter or sort click on a results page
// holding … 10,000 flight solutions: median ≤ 50 ms and worst ≤ 100 ms" — this section measures core's share).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const title = "Core flight filters and sorts on 10,000 solutions (ms per call, median and p95)";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const coreDir = resolve(root, "packages/core");
/** Where a fresh build goes when dist is stale, so that the shared dist (and its .d.ts files) is left alone. */
const scratchDir = resolve(root, "node_modules/.cache/travesia-bench-core");

const SOLUTIONS = 10_000;
const RUNS = 21;

const newestSource = (dir) => {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts"))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
};

/** core's built entry: dist when it is newer than every source file, else a scratch build with tsup. */
const coreEntry = () => {
  const dist = resolve(coreDir, "dist/index.js");
  if (existsSync(dist) && statSync(dist).mtimeMs >= newestSource(resolve(coreDir, "src"))) return dist;
  execFileSync("npx", ["tsup", "--out-dir", scratchDir, "--silent"], { cwd: coreDir, stdio: "inherit" });
  return resolve(scratchDir, "index.js");
};

/** mulberry32: a small seeded generator, so every run measures the same 10,000 solutions. */
const random = (seed) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const CARRIERS = ["AR", "LA", "IB", "UX", "AA", "UA", "DL", "AF", "KL", "LH", "AZ", "CM"];
const ORIGINS = ["EZE", "AEP", "COR"];
const DESTINATIONS = ["MAD", "BCN", "TOJ"];
const HUBS = ["GRU", "SCL", "LIM", "BOG", "PTY", "MIA", "LIS", "FCO"];
const CLASSES = ["NMO.GBL.SCL.ECO", "NMO.GBL.SCL.BSN", "NMO.GBL.SCL.FST"];
const BOOKING = ["Y", "B", "M", "H", "Q"];

const pad = (n) => String(n).padStart(2, "0");
/** `YYYYMMDDTHHmm` for December 2026, `minutes` after Dec 1st 00:00. */
const stamp = (minutes) => {
  const day = 1 + Math.floor(minutes / 1440);
  const inDay = minutes % 1440;
  return `202612${pad(day)}T${pad(Math.floor(inDay / 60))}${pad(inDay % 60)}`;
};
const point = (iata, minutes) => ({
  dateTime: stamp(minutes),
  destinations: { airport: { IATA: iata, name: `${iata} airport` }, city: { name: iata } },
});

const makeFlight = (rnd, id, from, to, dayOffset) => {
  const stops = rnd() < 0.35 ? 0 : rnd() < 0.7 ? 1 : 2;
  const airports = [from, ...Array.from({ length: stops }, () => HUBS[Math.floor(rnd() * HUBS.length)]), to];
  const serviceClass = rnd() < 0.8 ? CLASSES[0] : CLASSES[1 + Math.floor(rnd() * 2)];
  let clock = dayOffset * 1440 + Math.floor(rnd() * 1400);
  const segments = [];
  for (let index = 0; index + 1 < airports.length; index++) {
    const departure = clock;
    const arrival = departure + 60 + Math.floor(rnd() * 600);
    segments.push({
      segmentType: rnd() < 0.05 ? "Train" : "Air",
      flightNumber: String(100 + Math.floor(rnd() * 900)),
      marketingCarrier: { name: "Carrier", code: CARRIERS[Math.floor(rnd() * CARRIERS.length)] },
      departure: point(airports[index], departure),
      arrival: point(airports[index + 1], arrival),
      serviceClass: { code: serviceClass, description: serviceClass },
      bookingClass: BOOKING[Math.floor(rnd() * BOOKING.length)],
      nocturnalFlight: departure % 1440 > 1320,
    });
    clock = arrival + 45 + Math.floor(rnd() * 300);
  }
  return {
    tripProductId: id,
    summary: {
      departure: segments[0].departure,
      arrival: segments[segments.length - 1].arrival,
      segmentsCount: segments.length,
      serviceClasses: [{ code: serviceClass, description: serviceClass }],
    },
    segments,
  };
};

/** 10,000 round-trip solutions, 1–3 flights per leg, 0–2 stops, 12 carriers, a few trains, USD prices. */
export const generateFlightSolutions = (count = SOLUTIONS, seed = 20261201) => {
  const rnd = random(seed);
  return Array.from({ length: count }, (_, index) => {
    const from = ORIGINS[index % ORIGINS.length];
    const to = DESTINATIONS[Math.floor(rnd() * DESTINATIONS.length)];
    const gross = 300 + Math.round(rnd() * 250_000) / 100;
    const charge = Math.round(rnd() * 5_000) / 100;
    const carrier = CARRIERS[Math.floor(rnd() * CARRIERS.length)];
    const legs = [
      [from, to, Math.floor(rnd() * 3)],
      [to, from, 9 + Math.floor(rnd() * 3)],
    ];
    return {
      prices: {
        totalPrices: [
          { host: true, amount: gross, currency: "USD" },
          { type: "NMO.GBL.RPT.TAX", amount: Math.round(gross * 12) / 100, currency: "USD" },
          { type: "NMO.GBL.RPT.GRS", amount: gross + charge, currency: "USD" },
          { type: "NMO.GBL.RPT.CHG", amount: charge, currency: "USD" },
        ],
      },
      summary: { validatingCarrier: [{ name: `Carrier ${carrier}`, code: carrier }], totalPsgrs: 1 + (index % 4) },
      trips: legs.map(([a, b, day], leg) => ({
        flights: Array.from({ length: 1 + Math.floor(rnd() * 3) }, (_, n) =>
          makeFlight(rnd, `${index}-${leg}-${n}`, a, b, day),
        ),
      })),
      processedBaggageInfo: rnd() < 0.5 ? { hasBaggage: true, details: { qty: 1 } } : { hasBaggage: false },
      isRecommended: rnd() < 0.1,
    };
  });
};

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const summarise = (samples, cpu) => {
  samples.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95), cpu: percentile(cpu, 50) };
};

/** Wall time and this process's CPU time (user + system, ms) of one call; CPU time barely moves with other load. */
const timed = (fn) => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  fn();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return [wall, (used.user + used.system) / 1000];
};

const measure = (fn) => {
  fn(); // warm-up: JIT and the per-object caches that a results page also keeps between clicks
  const samples = [];
  const cpu = [];
  for (let index = 0; index < RUNS; index++) {
    const [wall, used] = timed(fn);
    samples.push(wall);
    cpu.push(used);
  }
  return summarise(samples, cpu);
};

/** The first call on solutions never seen before (fresh objects each run: nothing cached yet). */
const measureCold = (fn) => {
  const samples = [];
  const cpu = [];
  for (let index = 0; index < RUNS; index++) {
    const fresh = generateFlightSolutions();
    const [wall, used] = timed(() => fn(fresh));
    samples.push(wall);
    cpu.push(used);
  }
  return summarise(samples, cpu);
};

export const run = async () => {
  const core = await import(pathToFileURL(coreEntry()).href);
  const { applyFlightFilters, flightFilterOptions, flightSearchFiltersDefault: none, sortFlightSolutions } = core;
  const solutions = generateFlightSolutions();
  const window = { from: null, to: null, fromDate: null, toDate: null };
  const openLeg = { departure: window, arrival: window };
  const morning = { ...window, from: { hours: 6, minutes: 0 }, to: { hours: 12, minutes: 0 } };
  const filters = {
    airlines: { ...none, airlines: ["AR", "IB", "LA"] },
    baggage: { ...none, baggage: "WFBA" },
    "transport (segmentsTypes)": { ...none, segmentsTypes: "Air" },
    stops: { ...none, stops: [0, 1] },
    airports: {
      ...none,
      airports: [
        { departure: ["EZE"], stop: ["GRU", "SCL", "LIM"], arrival: [] },
        { departure: [], stop: [], arrival: ["EZE", "AEP"] },
      ],
    },
    "service class": { ...none, serviceClass: "NMO.GBL.SCL.ECO" },
    "booking class": { ...none, bookingClasses: ["Y", "B"] },
    "price range": { ...none, priceRange: { minimum: 50_000, maximum: 150_000, currency: "USD" } },
    "schedule (outbound departure 06:00–12:00)": {
      ...none,
      timetable: [{ departure: morning, arrival: window }, openLeg],
    },
  };
  const together = { ...none };
  for (const one of Object.values(filters)) {
    for (const [key, value] of Object.entries(one)) if (value !== none[key]) together[key] = value;
  }
  filters["all filters at once"] = together;

  const rows = [
    [
      "first filter on fresh solutions (cold: dates parsed, prices converted)",
      measureCold((fresh) => applyFlightFilters(fresh, filters.stops)),
      applyFlightFilters(solutions, filters.stops).length,
    ],
  ];
  for (const [name, state] of Object.entries(filters)) {
    const kept = applyFlightFilters(solutions, state).length;
    rows.push([`filter: ${name}`, measure(() => applyFlightFilters(solutions, state)), kept]);
  }
  rows.push([
    "filter: 'Limpiar Filtros' (defaults)",
    measure(() => applyFlightFilters(solutions, none)),
    solutions.length,
  ]);
  // Sorts and options keep their result per array (checked item by item): the rows "on the same array" are a results
  // page's next click on the same solutions; the rows "on a new array" (a copy of the same solution objects, e.g. the
  // filtered list a server sorts) leave that cache out and keep only the per-object facts.
  for (const sort of ["PRICE:ASC", "RELEVANCY:DESC", "DURATION:ASC"]) {
    rows.push([`sort: ${sort}`, measure(() => sortFlightSolutions(solutions, sort)), solutions.length]);
    rows.push([
      `sort: ${sort} on a new array`,
      measure(() => sortFlightSolutions(solutions.slice(), sort)),
      solutions.length,
    ]);
  }
  rows.push([
    "flightFilterOptions (counts, lowest prices)",
    measure(() => flightFilterOptions(solutions)),
    solutions.length,
  ]);
  rows.push([
    "flightFilterOptions on a new array (index and counts built again)",
    measure(() => flightFilterOptions(solutions.slice())),
    solutions.length,
  ]);

  console.log(
    `${SOLUTIONS.toLocaleString("en")} solutions, ${RUNS} runs each after one warm-up, Node ${process.version}\n`,
  );
  console.log(`load average at start ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores\n`);
  console.log("| operation | median ms | p95 ms | median CPU ms | solutions kept |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const [name, { median, p95, cpu }, kept] of rows) {
    console.log(`| ${name} | ${median.toFixed(2)} | ${p95.toFixed(2)} | ${cpu.toFixed(2)} | ${kept} |`);
  }
};
