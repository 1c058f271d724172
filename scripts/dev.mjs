// `npm run dev`: the demo API (rebuilt on change) plus Vite's dev server with hot reload, proxying the API. With
// TRAVESIA_API naming a booking API's origin, Vite proxies to it and no demo starts.
import { spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const API_PORT = 4401;
const bookingApi = process.env.TRAVESIA_API?.trim() || undefined;
const { TRAVESIA_API: _ignored, ...demoEnv } = process.env;
const children = [
  ...(bookingApi === undefined
    ? [
        spawn("npx", ["tsx", "watch", "--conditions=source", "packages/testkit/src/main.ts"], {
          cwd: root,
          stdio: "inherit",
          env: { ...demoEnv, PORT: String(API_PORT), STATIC_DIR: "/nonexistent" },
        }),
      ]
    : []),
  spawn("npx", ["vite", "--host", "127.0.0.1", "--port", "4400", "--strictPort"], {
    cwd: resolve(root, "packages/web"),
    stdio: "inherit",
    env: { ...process.env, TRAVESIA_API: bookingApi ?? `http://127.0.0.1:${API_PORT}` },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
