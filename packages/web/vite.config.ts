import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin, type Rolldown } from "vite";
import { customMedia } from "./customMedia";
import { pageCallBundle } from "./pageCallBundle";
import { routePreloads } from "./routePreloads";
import { scopedClassName } from "./scopedClassName";

const api = process.env.TRAVESIA_API;

/**
 * Vite's preload helper adds a `<link rel="modulepreload">` for every chunk in a lazily imported module's graph, even
 * for the chunks the importing module itself imports statically (React, the entry, the shared runtime), which are
 * already evaluated when the import runs. Each such link is a DOM insertion and a request set up on the main thread
 * (~1 ms each, ~4 ms at Lighthouse's 4× CPU slowdown). This keeps a dependency only when the importing chunk's static
 * graph lacks it, and only for route modules (`…Page.tsx` / `…PageConnected.tsx`): a page drawn from scratch needs its
 * whole graph before its first render, where a waterfall of parse-then-fetch would delay it. The other lazy parts
 * (the widgets loaded after the first paint) are not on the way to any paint: the browser fetches their graphs
 * through their imports, and the home no longer spends a 200 ms task (4× slowdown) appending ~70 links for them.
 * Their stylesheets are always preloaded (Vite keeps CSS dependencies whatever this returns).
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
  const isRouteModule = (fileName: string) => {
    const chunk = bundle[fileName];
    return chunk?.type === "chunk" && /Page(Connected)?\.tsx$/.test(chunk.facadeModuleId ?? "");
  };
  const resolveDependencies = (
    file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: string },
  ) => {
    if (hostType === "js" && !isRouteModule(file)) return [];
    // Pages are imported through app/pageModules.ts, which runs after the portal chunk: its graph is loaded too.
    const portal = Object.values(bundle).find(
      (chunk) => chunk.type === "chunk" && chunk.facadeModuleId?.endsWith("/src/app/portal.tsx"),
    );
    const loaded = new Set([...staticGraph(hostId), ...(portal === undefined ? [] : staticGraph(portal.fileName))]);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
};
const preload = alreadyLoaded();

/**
 * React Router 7's package exports only its development build (dev warnings on, extra checks on every navigation);
 * its production build sits beside it. The portal's build takes the production one (home first load 136.6 -> 136.0 KB
 * gzip; no measurable change in click latency); `npm run dev` and the component tests keep the warnings.
 */
const reactRouterProduction = () => {
  const root = dirname(createRequire(import.meta.url).resolve("react-router/package.json"));
  return [
    { find: /^react-router$/, replacement: join(root, "dist/production/index.mjs") },
    { find: /^react-router\/dom$/, replacement: join(root, "dist/production/dom-export.mjs") },
  ];
};

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    preload.plugin,
    routePreloads(),
    pageCallBundle(dirname(new URL(import.meta.url).pathname)),
    customMedia(join(dirname(new URL(import.meta.url).pathname), "src/shared/breakpoints.css")),
  ],
  resolve: {
    // Workspace packages are read from source, so the portal bundles exactly what it imports.
    conditions: ["source"],
    alias: command === "build" ? reactRouterProduction() : [],
  },
  // The build-time prerender of the home page (scripts/prerender.mjs) bundles the workspace packages from source too.
  ssr: {
    noExternal: [/^@travesia\//],
    resolve: { conditions: ["source", "module", "node", "development|production"] },
  },
  // Built class names: the class's own and one short hash per stylesheet (scopedClassName.ts); tests and dev keep Vite's.
  css: command === "build" ? { modules: { generateScopedName: scopedClassName } } : {},
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
}));
