// A bounded local load on the demo API over loopback HTTP: 2,000 requests from 20 concurrent clients per call, for
// budget add (a SQLite transaction each), hotel search (a 1,000+-hotel city with filters) and the header counters.
// The server runs in its own process from source (tsx, `source` condition) on an in-memory database, so the client
// side does not share its event loop. Any failed request fails the section loudly.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median, percentile } from "./_server.mjs";

export const title = "Demo API under load (loopback HTTP, 20 concurrent clients, 2,000 requests per call)";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
/** The bounded load of the issue: 2,000 requests per call from 20 concurrent clients. */
const REQUESTS = 2000;
const CLIENTS = 20;
const JSON_HEADERS = { accept: "application/json", "content-type": "application/json" };

/**
 * The server process: serves the demo API on a free port and prints its URL, a hotel search URL built by core, an
 * activity's day two months ahead (`YYYYMMDD`) and how many products a budget holds (core's `BUDGET_FIELD_LIMITS`).
 */
const BOOTSTRAP = `
import { serveDemoApi } from ${JSON.stringify(pathToFileURL(resolve(root, "packages/testkit/src/server/http.ts")).href)};
import * as core from ${JSON.stringify(pathToFileURL(resolve(root, "packages/core/src/index.ts")).href)};
const date = (text) => { const parsed = core.parseCalendarDate(text); if (parsed._tag !== "Success") throw new Error(text); return parsed.success; };
const checkIn = new Date(Date.now() + 60 * 86400000).toISOString().slice(0, 10);
const checkOut = new Date(Date.now() + 63 * 86400000).toISOString().slice(0, 10);
const searchUrl = core.buildHotelSearchUrl({
  route: {
    destination: { _tag: "DestinationCode", id: "BUE" },
    checkIn: date(checkIn),
    checkOut: date(checkOut),
    rooms: [{ adults: 2, children: 0, ages: [] }],
    options: core.hotelResultsOptionsDefault,
  },
  filters: { ...core.hotelSearchFiltersDefault, category: { min: 3, max: 5 }, board: ["2"] },
});
const running = await serveDemoApi({ port: 0, database: ":memory:" });
const activityDate = new Date(Date.now() + 60 * 86400000).toISOString().slice(0, 10).replaceAll("-", "");
console.log(JSON.stringify({ url: running.url, searchUrl, activityDate, itemsPerBudget: core.BUDGET_FIELD_LIMITS.items }));
process.on("SIGTERM", () => running.close().then(() => process.exit(0)));
`;

const startServer = () =>
  new Promise((resolveStart, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=source", "--import", "tsx", "--input-type=module", "-e", BOOTSTRAP],
      { cwd: root, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, NODE_ENV: "production" } },
    );
    let out = "";
    const timer = setTimeout(() => {
      child.kill("SIGTERM");
      reject(new Error("the demo API did not start within 60 s"));
    }, 60_000);
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const line = out.split("\n").find((candidate) => candidate.startsWith("{"));
      if (line === undefined) return;
      clearTimeout(timer);
      resolveStart({ ...JSON.parse(line), stop: () => child.kill("SIGTERM") });
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`the demo API exited (${code}) before it was ready`));
    });
  });

/** Logs a fresh client in and returns its cookie header. */
const login = async (url) => {
  const reply = await fetch(`${url}/api/login`, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ username: "agente", password: "demo1234" }),
  });
  if (!reply.ok) throw new Error(`login failed: ${reply.status}`);
  return reply.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
};

/**
 * Runs `REQUESTS` requests from `CLIENTS` clients, each client sending its next request when the previous one
 * answered. `request(client, n)` returns the fetch promise; a non-2xx status or a thrown error counts as failed.
 */
const load = async (clients, request) => {
  const latencies = [];
  const failures = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    clients.map(async (client) => {
      for (;;) {
        const n = next++;
        if (n >= REQUESTS) return;
        const sent = performance.now();
        try {
          const reply = await request(client, n);
          await reply.arrayBuffer();
          if (!reply.ok) failures.push(`#${n}: HTTP ${reply.status}`);
        } catch (error) {
          failures.push(`#${n}: ${error instanceof Error ? error.message : String(error)}`);
        }
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { latencies, failures, throughput: REQUESTS / seconds };
};

export const run = async () => {
  const server = await startServer();
  try {
    const clients = await Promise.all(
      Array.from({ length: CLIENTS }, async () => ({ cookie: await login(server.url) })),
    );
    // The agent's budgets the adds fill, each to the most a budget holds: add n goes to budget n ÷ that, so the
    // clients add to the same budget at once.
    const budgetIds = [];
    for (let index = 0; index < Math.ceil(REQUESTS / server.itemsPerBudget); index++) {
      const created = await fetch(`${server.url}/api/budget/create`, {
        method: "POST",
        headers: { ...JSON_HEADERS, cookie: clients[0].cookie },
        body: JSON.stringify({ budget: { title: `Carga ${index + 1}`, firstName: "Ana", lastName: "Paz" } }),
      });
      if (!created.ok) throw new Error(`budget create failed: ${created.status}`);
      budgetIds.push((await created.json()).budgetId);
    }
    // Warm-up: the first hotel search builds the city's hotels (cached afterwards).
    await fetch(`${server.url}/api/v1/hotels/search`, {
      method: "POST",
      headers: JSON_HEADERS,
      body: JSON.stringify({ url: server.searchUrl }),
    });
    const sections = [
      [
        "POST /api/budget/addProduct",
        (client, n) =>
          fetch(`${server.url}/api/budget/addProduct`, {
            method: "POST",
            headers: { ...JSON_HEADERS, cookie: client.cookie },
            body: JSON.stringify({
              product: "activity",
              rateId: `BENCH-${n}`,
              budgetId: budgetIds[Math.floor(n / server.itemsPerBudget)],
              parameters: { date: server.activityDate, children: "0" },
              occupancy: "2-0",
            }),
          }),
      ],
      [
        "POST /api/v1/hotels/search (BUE, 3–5 stars, breakfast)",
        (client) =>
          fetch(`${server.url}/api/v1/hotels/search`, {
            method: "POST",
            headers: { ...JSON_HEADERS, cookie: client.cookie },
            body: JSON.stringify({ url: server.searchUrl }),
          }),
      ],
      [
        "GET /api/v2/counters",
        (client) => fetch(`${server.url}/api/v2/counters`, { headers: { ...JSON_HEADERS, cookie: client.cookie } }),
      ],
    ];
    const results = [];
    for (const [name, request] of sections) results.push([name, await load(clients, request)]);
    // Every add must be recorded exactly once across the budgets.
    let recorded = 0;
    for (const budgetId of budgetIds) {
      const reply = await fetch(`${server.url}/api/budget/get/${budgetId}`, {
        headers: { ...JSON_HEADERS, cookie: clients[0].cookie },
      });
      recorded += (await reply.json()).budget.items.length;
    }
    console.log(
      `${REQUESTS} requests per call from ${CLIENTS} concurrent clients over loopback HTTP; server in its own process; ` +
        `${availableParallelism()} CPUs.\n`,
    );
    console.log("| call | throughput (req/s) | median (ms) | p95 (ms) | max (ms) | failed |");
    console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
    for (const [name, result] of results) {
      console.log(
        `| ${name} | ${result.throughput.toFixed(0)} | ${median(result.latencies).toFixed(1)} | ${percentile(result.latencies, 95).toFixed(1)} | ${Math.max(...result.latencies).toFixed(1)} | ${result.failures.length} |`,
      );
    }
    console.log(
      `\nBudget items recorded: ${recorded} of ${REQUESTS} adds (each exactly once), in ${budgetIds.length} budgets of at most ${server.itemsPerBudget}.`,
    );
    const failed = results.flatMap(([name, result]) => result.failures.map((failure) => `${name} ${failure}`));
    if (failed.length > 0) throw new Error(`${failed.length} requests failed:\n${failed.slice(0, 10).join("\n")}`);
    if (recorded !== REQUESTS) throw new Error(`expected ${REQUESTS} budget items, found ${recorded}`);
  } finally {
    server.stop();
  }
};
