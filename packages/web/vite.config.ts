import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = process.env.TRAVESIA_API;

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Workspace packages are read from source, so the portal bundles exactly what it imports.
    conditions: ["source"],
  },
  // The build-time prerender of the home page (scripts/prerender.mjs) bundles the workspace packages from source too.
  ssr: {
    noExternal: [/^@travesia\//],
    resolve: { conditions: ["source", "module", "node", "development|production"] },
  },
  build: {
    target: "es2022",
    sourcemap: true,
    modulePreload: { polyfill: false },
    // The manifest lets `npm test` and `npm run bench` measure each route's first-load JavaScript.
    manifest: true,
  },
  server:
    api === undefined
      ? undefined
      : {
          proxy: {
            // `npm run dev`: everything that is not Vite's own module graph goes to the demo API, except page
            // navigations, which get index.html so the router shows the page.
            "^/(?!src/|@|node_modules/|favicon)": {
              target: api,
              bypass: (req) => (req.headers.accept?.includes("text/html") ? "/index.html" : undefined),
            },
          },
        },
});
