// Starts the built portal + demo API (packages/testkit/dist/main.js) on a free loopback port for a bench section.
import { spawn } from "node:child_process";
import { get, request } from "node:https";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * `tls`: a certificate from the server's `selfSignedCertificate` ({ cert, certFile, keyFile }): the portal is then served
 * over HTTPS with HTTP/2, as a deployment serves it (TLS_CERT_FILE / TLS_KEY_FILE), and the browser must accept the
 * certificate (`--ignore-certificate-errors`). `staticDir`: another build's web `dist` to serve instead of this
 * checkout's (STATIC_DIR).
 */
export const startPortal = async (port, { tls, staticDir } = {}) => {
  const child = spawn(process.execPath, [resolve(root, "packages/testkit/dist/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: ":memory:",
      ...(staticDir === undefined ? {} : { STATIC_DIR: staticDir }),
      ...(tls === undefined ? {} : { TLS_CERT_FILE: tls.certFile, TLS_KEY_FILE: tls.keyFile }),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = `${tls === undefined ? "http" : "https"}://127.0.0.1:${port}`;
  const ready = () =>
    tls === undefined
      ? fetch(`${url}/api/session-status`).then((reply) => reply.ok)
      : new Promise((done, fail) => {
          get(`${url}/api/session-status`, { ca: tls.cert, agent: false }, (reply) => {
            reply.resume();
            done(reply.statusCode === 200);
          }).on("error", fail);
        });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if (await ready()) break;
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
  // The bench's own calls to the demo API (e.g. which hotel a results card opens), over the same TLS when it has one;
  // `cookie`: a `Cookie` header (a login's, from `login`). The reply's `cookies` are its Set-Cookie pairs (name=value).
  const postJson = (path, body, cookie) => {
    const headers = { "content-type": "application/json", ...(cookie === undefined ? {} : { cookie }) };
    const pairs = (lines) => lines.map((line) => line.split(";")[0]);
    return tls === undefined
      ? fetch(`${url}${path}`, { method: "POST", headers, body: JSON.stringify(body) }).then(async (reply) => ({
          status: reply.status,
          body: await reply.json(),
          cookies: pairs(reply.headers.getSetCookie()),
        }))
      : new Promise((done, fail) => {
          const call = request(`${url}${path}`, { method: "POST", ca: tls.cert, agent: false, headers }, (reply) => {
            const chunks = [];
            reply.on("data", (chunk) => chunks.push(chunk));
            reply.on("end", () => {
              try {
                const body = JSON.parse(Buffer.concat(chunks).toString("utf8"));
                done({ status: reply.statusCode, body, cookies: pairs(reply.headers["set-cookie"] ?? []) });
              } catch (error) {
                fail(error);
              }
            });
          });
          call.on("error", fail);
          call.end(JSON.stringify(body));
        });
  };
  /** Logs a demo user in (`{ username, password }`): the `Cookie` header of that session, for the bench's browsers. */
  const login = async (credentials) => {
    const reply = await postJson("/api/login", credentials);
    if (reply.status !== 200) throw new Error(`the demo's login answered ${reply.status}`);
    return reply.cookies.join("; ");
  };
  return { url, stop, postJson, login };
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
