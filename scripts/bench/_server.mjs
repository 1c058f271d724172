// Starts the built portal + demo API (packages/testkit/dist/main.js) on a free loopback port for a bench section.
import { spawn } from "node:child_process";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export const startPortal = async (port) => {
  const child = spawn(process.execPath, [resolve(root, "packages/testkit/dist/main.js")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: ":memory:" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const reply = await fetch(`${url}/api/session-status`);
      if (reply.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`the portal did not start on ${url}`);
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  const exited = new Promise((done) => child.once("exit", done));
  // Resolves once the server has exited (SIGKILL after 5 s), so that the next section can listen on the same port.
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return { url, stop };
};

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
