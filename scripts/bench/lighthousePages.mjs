// The pages `npm run bench` measures with Lighthouse (scripts/bench/20-lighthouse.mjs), on the build `npm start`
// serves. One line per page: a name for the table and the path to load (with its query, if any). A results page is
// added the same way, e.g. `{ name: "hotel results", path: "/hotel/results/…" }`.
export const LIGHTHOUSE_PAGES = [{ name: "home", path: "/" }];
