import { defineConfig } from "tsup";

// Declarations come from `tsc -p tsconfig.build.json`: TypeScript 7 has no JS compiler API for tsup's dts.
export default defineConfig({
  entry: ["src/index.ts", "src/main.ts"],
  format: ["esm"],
  target: "es2023",
  platform: "node",
  dts: false,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
});
