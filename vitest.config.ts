import { defineConfig } from "vitest/config";

// Workspace packages resolve to their `source` entry, so tests need no build.
const resolve = { conditions: ["source", "module", "browser", "development|production"] };
const ssr = {
  resolve: { conditions: ["source", "module", "node", "development|production"], externalConditions: ["source"] },
};

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
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        // Headless UI's React Aria dependencies publish a `source` condition pointing at TypeScript under
        // node_modules that Node cannot load: the web views (the only tests that render Headless UI) resolve without
        // it, and reach the workspace packages' source by alias.
        resolve: {
          conditions: ["module", "browser", "development|production"],
          alias: [{ find: /^@travesia\/(core|hooks)$/, replacement: `${WORKSPACE}/$1/src/index.ts` }],
        },
        ssr: { resolve: { conditions: ["module", "node", "development|production"], externalConditions: [] } },
        test: {
          ...timeouts,
          name: "web",
          root: "packages/web",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}"],
          setupFiles: ["./src/test/setup.ts"],
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
