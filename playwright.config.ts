import { defineConfig, devices } from "@playwright/test";

/** The flags this machine kind needs: no sandbox as root, no GPU, no calls to Google (TOOLCHAIN.md). */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const PORT = Number(process.env.E2E_PORT ?? 4410);

/**
 * The product tour shows itself to whoever has not closed it (core's `tourSeenKey`: the visitor, and each demo user
 * by id, packages/testkit's demo users). Journeys that do not test it start as someone who closed it already, decided
 * here once for every spec; `e2e/tour.spec.ts` starts with none of it, as a first-time visitor.
 */
const TOUR_SEEN_KEYS = ["visitor", ...["1001", "2001", "2002", "2003", "2004", "9001"].map((id) => `user-${id}`)].map(
  (who) => ({ name: `travesia.tourSeen.${who}`, value: "1" }),
);

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // Journeys with several pages and axe scans took 20–35 s on a 2-core machine shared with other work (CI clean-clone
  // run on 2026-11-25); 30 s failed some of them without anything being wrong.
  timeout: 60_000,
  // A person waits a few seconds for a page on a busy machine; 5 s (the default) failed journeys on a loaded 2-core CI box.
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    storageState: { cookies: [], origins: [{ origin: `http://127.0.0.1:${PORT}`, localStorage: TOUR_SEEN_KEYS }] },
    locale: "es-AR",
    // Recording a trace for every test (to keep the failures' only) cost ~20 % of the suite's CPU time (99 against 79
    // CPU-seconds for shell + session, 25 tests, 2026-11-27), and CI keeps no files of a run. To read a failure's
    // trace, run it again with `npx playwright test <file> --trace retain-on-failure`. A failure still leaves its
    // screenshot in test-results/.
    trace: "off",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: CHROMIUM_ARGS },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node packages/testkit/dist/main.js",
    env: { PORT: String(PORT), DATA_DIR: ":memory:" },
    url: `http://127.0.0.1:${PORT}/api/session-status`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
