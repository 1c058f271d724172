import { defineConfig } from "tsup";

// One JavaScript file per source file (`bundle: false`), so a consumer's bundler keeps only the modules reached from
// what it imports: with one bundled `dist/index.js`, importing `formatMoney` kept every top-level `Schema.*` call of
// core (106 KB gzip with esbuild). Tests and their helpers (`test/` folders) are not built.
// Declarations come from `tsc -p tsconfig.build.json`: TypeScript 7 has no JS compiler API for tsup's dts.
export default defineConfig({
  entry: ["src/**/*.ts", "!src/**/*.test.ts", "!src/**/*.test-d.ts", "!src/**/test/**"],
  bundle: false,
  format: ["esm"],
  target: "es2023",
  platform: "neutral",
  dts: false,
  sourcemap: false,
  clean: true,
});
