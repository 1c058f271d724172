// Demo API search latency: a hotel search in a 1,000+-hotel city (Buenos Aires) with filters, and a flight search on
// a busy route (Buenos Aires – Miami, round trip), each answered in process (`createDemoApi().request`) and over
// loopback HTTP (`serveDemoApi` on 127.0.0.1), one request at a time. "Warm" repeats the same stay with other
// filters, sorts and pages (the stay's rates or flights are cached); "cold" asks for a new stay every time (every
// hotel of the city is priced again, every itinerary rebuilt). Bounded loops; runs from source in its own process
// (tsx, `source` condition), so no build is needed.
import { spawn } from "node:child_process";
import { availableParallelism, loadavg } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const title = "Demo API search latency (ms per request, median and p95; one request at a time)";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const RUNS = 40;
const WARMUP = 5;

const href = (path) => JSON.stringify(pathToFileURL(resolve(root, path)).href);

/** Runs in the child: builds the search URLs with core, times each scenario, prints one JSON line. */
const MEASURE = `
import { createDemoApi } from ${href("packages/testkit/src/server/app.ts")};
import { serveDemoApi } from ${href("packages/testkit/src/server/http.ts")};
import * as core from ${href("packages/core/src/index.ts")};

const RUNS = ${RUNS};
const WARMUP = ${WARMUP};
const day = (offset) => new Date(Date.UTC(2027, 0, 1) + offset * 86400000).toISOString().slice(0, 10);
const date = (text) => { const parsed = core.parseCalendarDate(text); if (parsed._tag !== "Success") throw new Error(text); return parsed.success; };
const now = () => new Date("2026-11-21T12:00:00Z");

const hotelUrl = (offset, run) => core.buildHotelSearchUrl({
  route: {
    destination: { _tag: "DestinationCode", id: "BUE" },
    checkIn: date(day(offset)),
    checkOut: date(day(offset + 3)),
    rooms: [{ adults: 2, children: 0, ages: [] }],
    options: core.hotelResultsOptionsDefault,
  },
  filters: {
    ...core.hotelSearchFiltersDefault,
    category: { min: 3, max: 5 },
    board: run % 2 === 0 ? ["2"] : ["1", "2"],
    amenity: run % 3 === 0 ? ["WIFI"] : [],
    sorting: { sortFieldName: ["price", "bestvalue", "category"][run % 3] },
    pagination: { currentPage: 1 + (run % 5) },
  },
});

const flightUrl = (offset, run) => core.buildFlightSearchUrl({
  search: {
    origins: ["Buenos Aires"], originIds: ["BUE"], toCityName: "Miami", toCityId: "MIA",
    departure: date(day(offset)), returnDate: date(day(offset + 9)), flexibleDates: false, oneWay: false,
    passengers: { adults: 2, children: 1, ages: [7] }, cabin: "ALL", stops: [], officeId: null,
  },
  filters: {
    ...core.flightSearchFiltersDefault,
    stops: run % 2 === 0 ? [0, 1] : [],
    baggage: run % 3 === 0 ? "WFBA" : "ALL",
    sorting: ["PRICE:ASC", "DURATION:ASC", "RELEVANCY:DESC"][run % 3],
    pagination: { currentPage: 1 + (run % 3) },
  },
});

const scenarios = [
  { name: "hotels BUE warm", path: "/api/v1/hotels/search", url: (run) => hotelUrl(60, run) },
  { name: "hotels BUE cold", path: "/api/v1/hotels/search", url: (run) => hotelUrl(100 + run, run) },
  { name: "flights BUE-MIA warm", path: "/api/v1/flights/search", url: (run) => flightUrl(60, run) },
  { name: "flights BUE-MIA cold", path: "/api/v1/flights/search", url: (run) => flightUrl(100 + run, run) },
];

const time = async (send, scenario, offset) => {
  const samples = [];
  let size = 0;
  for (let run = -WARMUP; run < RUNS; run++) {
    const url = scenario.url(run < 0 ? run + WARMUP + offset : run + offset);
    const started = performance.now();
    const reply = await send(scenario.path, url);
    const text = await reply.text();
    const elapsed = performance.now() - started;
    if (reply.status !== 200) throw new Error(scenario.name + " answered " + reply.status + ": " + text.slice(0, 200));
    if (run >= 0) { samples.push(elapsed); size = text.length; }
  }
  return { samples, size };
};

const body = (url) => ({ method: "POST", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify({ url }) });
const results = [];
const inProcess = createDemoApi({ now, database: ":memory:" });
for (const scenario of scenarios) {
  results.push({ scenario: scenario.name, transport: "in process", ...(await time((path, url) => inProcess.request(path, body(url)), scenario, 0)) });
}
const running = await serveDemoApi({ now, database: ":memory:" });
try {
  for (const scenario of scenarios) {
    // Another part of the calendar, so the HTTP server's own caches start as cold as the in-process ones did.
    results.push({ scenario: scenario.name, transport: "HTTP", ...(await time((path, url) => fetch(running.url + path, body(url)), scenario, 200)) });
  }
} finally {
  await running.close();
}
console.log(JSON.stringify(results));
`;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

const measure = () =>
  new Promise((resolveRun, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=source", "--import", "tsx", "--input-type=module", "-e", MEASURE],
      {
        cwd: root,
        stdio: ["ignore", "pipe", "inherit"],
        env: { ...process.env, NODE_ENV: "production" },
      },
    );
    let out = "";
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error("the search bench did not finish within 600 s"));
    }, 600_000);
    child.stdout.on("data", (chunk) => {
      out += chunk;
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      const line = out.split("\n").find((candidate) => candidate.startsWith("["));
      if (code !== 0 || line === undefined)
        reject(new Error(`the search bench exited with ${code}: ${out.slice(-500)}`));
      else resolveRun(JSON.parse(line));
    });
  });

export const run = async () => {
  const results = await measure();
  const rows = results.map(({ scenario, transport, samples, size }) => ({
    scenario,
    transport,
    "median ms": median(samples).toFixed(1),
    "p95 ms": percentile(samples, 95).toFixed(1),
    "reply KB": (size / 1024).toFixed(0),
    runs: samples.length,
  }));
  console.table(rows);
  console.log(
    `(${RUNS} timed runs after ${WARMUP} warm-up runs per row; ${availableParallelism()} CPUs, load average ${loadavg()[0].toFixed(1)} at the end)`,
  );
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await run();
