import { defineConfig } from "vitest/config";

// Workspace packages resolve to their `source` entry, so tests need no build.
const resolve = { conditions: ["source", "module", "browser", "development|production"] };
const ssr = {
  resolve: { conditions: ["source", "module", "node", "development|production"], externalConditions: ["source"] },
};

/**
 * hooks and web files share a worker's modules and its one jsdom document instead of a fresh graph and document each:
 * with isolation each file evaluated React, TanStack and Headless UI again (hooks: 733 s isolated, 39 s shared, on this
 * 2-core machine). Stores, query clients and i18n live per test harness, not per module; vitest.resetDocument.ts gives
 * each file what a fresh page starts with (storage, cookies, URL), and stubbed globals are restored before every test.
 */
const sharedDocument = { isolate: false, unstubGlobals: true } as const;
const RESET_DOCUMENT = new URL("./vitest.resetDocument.ts", import.meta.url).pathname;

const WORKSPACE = new URL("./packages", import.meta.url).pathname;

// Property tests run thousands of cases; a shared 2-core machine needs more than the 5 s default.
const timeouts = { testTimeout: 30_000, hookTimeout: 30_000 };

export default defineConfig({
  test: {
    projects: [
      {
        resolve,
        ssr,
        // core is pure (no globals, timers, mocks or module state that a test changes), so its ~220 files share
        // workers instead of paying a fresh module graph each.
        test: {
          ...timeouts,
          name: "core",
          root: "packages/core",
          environment: "node",
          include: ["src/**/*.test.ts"],
          isolate: false,
        },
      },
      {
        resolve,
        ssr,
        test: {
          ...timeouts,
          name: "testkit",
          root: "packages/testkit",
          environment: "node",
          include: ["src/**/*.test.ts"],
          // Each test builds its own demo app; the demo's module state is keyed by app (testkit: 229 s isolated, 104 s
          // shared).
          isolate: false,
        },
      },
      {
        resolve,
        ssr,
        test: {
          ...timeouts,
          name: "server",
          root: "packages/server",
          environment: "node",
          include: ["src/**/*.test.ts"],
          // Each test builds its own app or server; no module keeps state that a test changes.
          isolate: false,
        },
      },
      {
        resolve,
        ssr,
        test: {
          ...timeouts,
          name: "hooks",
          root: "packages/hooks",
          environment: "jsdom",
          ...sharedDocument,
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: [RESET_DOCUMENT, "./src/test/setup.ts"],
        },
      },
      {
        // Headless UI's React Aria dependencies publish a `source` condition pointing at TypeScript under
        // node_modules that Node cannot load: the web views (the only tests that render Headless UI) resolve without
        // it, and reach the workspace packages' source by alias.
        resolve: {
          conditions: ["module", "browser", "development|production"],
          alias: [
            { find: /^@travesia\/(core|hooks)$/, replacement: `${WORKSPACE}/$1/src/index.ts` },
            // The hooks' own entry for the shell's first script (its package export's `source`).
            { find: /^@travesia\/hooks\/earlyCalls$/, replacement: `${WORKSPACE}/hooks/src/transport/earlyCalls.ts` },
          ],
        },
        ssr: { resolve: { conditions: ["module", "node", "development|production"], externalConditions: [] } },
        test: {
          ...timeouts,
          name: "web",
          root: "packages/web",
          environment: "jsdom",
          ...sharedDocument,
          // Beside src: the build's own plugins (routePreloads.ts) and the prerender's page scripts (scripts/*.mjs).
          include: ["src/**/*.test.{ts,tsx}", "*.test.ts", "scripts/*.test.mjs"],
          setupFiles: [RESET_DOCUMENT, "./src/test/setup.ts"],
        },
      },
      {
        resolve,
        ssr,
        test: { ...timeouts, name: "scripts", root: "scripts", environment: "node", include: ["**/*.test.mjs"] },
      },
    ],
    coverage: {
      provider: "v8",
      // Relative to the project root: run as `npm run test:coverage` (vitest --project core --coverage).
      include: ["src/**/*.ts"],
      exclude: ["**/*.test.ts", "**/index.ts", "**/test/**"],
      thresholds: { lines: 95 },
      reporter: ["text-summary", "json-summary"],
    },
  },
});
