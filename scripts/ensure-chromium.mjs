// Browser tests use the system Chromium; never download a browser (TOOLCHAIN.md).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

export const chromiumPath = () => process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const path = chromiumPath();
if (!existsSync(path)) {
  const debian = existsSync("/etc/debian_version");
  const root = typeof process.getuid === "function" && process.getuid() === 0;
  if (debian && root) {
    console.log(`Chromium is missing at ${path}; installing Debian's chromium with apt (about a minute)…`);
    const run = (args) =>
      execFileSync("apt-get", args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
    run(["update", "-qq"]);
    run(["install", "-y", "-qq", "chromium"]);
  } else {
    const os = existsSync("/etc/os-release")
      ? readFileSync("/etc/os-release", "utf8").match(/^PRETTY_NAME="?([^"\n]+)/m)?.[1]
      : process.platform;
    console.error(
      `Chromium is needed for the browser tests and was not found at ${path} (${os}).\n` +
        "Install it from your system's packages (Debian/Ubuntu: `sudo apt-get install chromium`),\n" +
        "or point CHROMIUM_PATH at an existing Chromium or Chrome binary. Travesía never downloads a browser.",
    );
    process.exit(1);
  }
}
if (!existsSync(path)) {
  console.error(`Chromium still missing at ${path} after installing.`);
  process.exit(1);
}
