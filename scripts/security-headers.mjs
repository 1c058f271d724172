// `node scripts/security-headers.mjs [dist]`: prints the security headers `npm start` sends for a built portal, and
// the paths to forward to the booking API, for an operator who serves the build from a static host or CDN.
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const server = resolve(root, "packages/server/dist/index.js");
const dist = resolve(process.argv[2] ?? resolve(root, "packages/web/dist"));
if (!existsSync(server) || !existsSync(resolve(dist, "index.html"))) {
  console.error("Build first (npm run build): this reads packages/server/dist and the built portal.");
  process.exit(1);
}
const { builtPageSources, contentSecurityPolicy, FORWARDED_PATHS, SECURITY_HEADERS } = await import(
  pathToFileURL(server).href
);
console.log("# Headers of every response (add Strict-Transport-Security: max-age=31536000 over HTTPS)");
console.log(`Content-Security-Policy: ${contentSecurityPolicy(await builtPageSources(dist))}`);
for (const [name, value] of Object.entries(SECURITY_HEADERS)) console.log(`${name}: ${value}`);
console.log("\n# Paths to forward to the booking API (… = and everything under it)");
for (const rule of FORWARDED_PATHS) console.log(rule.kind === "prefix" ? `${rule.path}…` : rule.path);
