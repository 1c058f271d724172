import { defineConfig } from "tsup";

// One JavaScript file per source file (`bundle: false`), as in core, so a consumer's bundler keeps only what it
// reaches. Tests and their helpers (`test/` folders) are not built.
// Declarations come from `tsc -p tsconfig.build.json`: TypeScript 7 has no JS compiler API for tsup's dts.
export default defineConfig({
  entry: ["src/**/*.{ts,tsx}", "!src/**/*.test.{ts,tsx}", "!src/**/*.test-d.ts", "!src/**/test/**"],
  bundle: false,
  format: ["esm"],
  target: "es2023",
  platform: "browser",
  dts: false,
  sourcemap: false,
  clean: true,
});
