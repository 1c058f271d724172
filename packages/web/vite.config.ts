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
    // index.html keeps its `<link rel="modulepreload">` for the entry's chunks; a lazy import gets none for its
    // JavaScript dependencies (their stylesheets are still loaded first). Vite's helper inserted one link per chunk of
    // a lazily imported graph, all in the task of the import, each a DOM insertion and a request set up on the main
    // thread: on the home, whose widgets import after hydration, about 150 of them in a few tasks of 12–65 ms (4× CPU
    // slowdown), the chunks the page had already loaded included. The browser's module loader now fetches each chunk's
    // imports as it parses it, in tasks of its own.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, dependencies, { hostType }) => (hostType === "html" ? dependencies : []),
    },
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
