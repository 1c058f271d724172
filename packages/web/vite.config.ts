import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";

const api = process.env.TRAVESIA_API;

/**
 * Vite's preload helper adds a `<link rel="modulepreload">` for every chunk in a lazily imported module's graph, even
 * for the chunks the importing module itself imports statically (React, the entry, the shared runtime), which are
 * already evaluated when the import runs. Each such link is a DOM insertion and a request set up on the main thread:
 * on the home, whose widgets import after hydration, that was ~150 links in three long tasks. This keeps a dependency
 * only when the importing chunk's static graph lacks it.
 */
const alreadyLoaded = () => {
  let bundle: Rolldown.OutputBundle = {};
  const closures = new Map<string, Set<string>>();
  const staticGraph = (fileName: string) => {
    let closure = closures.get(fileName);
    if (closure !== undefined) return closure;
    closure = new Set();
    const visit = (name: string) => {
      const chunk = bundle[name];
      if (closure === undefined || closure.has(name) || chunk?.type !== "chunk") return;
      closure.add(name);
      for (const child of chunk.imports) visit(child);
    };
    visit(fileName);
    closures.set(fileName, closure);
    return closure;
  };
  const plugin: Plugin = {
    name: "travesia:preload-only-missing-chunks",
    apply: "build",
    generateBundle: {
      order: "pre",
      handler(_options, output) {
        bundle = output;
        closures.clear();
      },
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string; hostType: string }) => {
    const loaded = staticGraph(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
};
const preload = alreadyLoaded();

export default defineConfig({
  plugins: [react(), preload.plugin],
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
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
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
