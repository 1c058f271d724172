// The JavaScript each route makes the browser download first, from the production build `npm start` serves.
import { chunkSizes, withinLimit } from "../chunkSizes.mjs";

export const title = "First-load JavaScript per route (production build, gzip level 9)";

/** bench.mjs runs `npm run build`'s build first: this section reads the dist `npm start` serves. */
export const usesBuild = true;

export const run = async () => {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    "| route module | first load raw | first load gzip | route's own gzip (beyond what every page loads) | limit |",
  );
  console.log("| --- | ---: | ---: | ---: | --- |");
  for (const row of chunkSizes()) {
    const verdict = row.kind === "deferred" ? "deferred (not first load)" : withinLimit(row) ? "ok" : "OVER";
    const name = row.kind === "deferred" ? `(deferred) ${row.name}` : row.name;
    console.log(
      `| ${name} | ${kb(row.firstLoad.raw)} | ${kb(row.firstLoad.gzip)} | ${row.own === null ? "—" : kb(row.own.gzip)} | ${verdict} |`,
    );
  }
};
