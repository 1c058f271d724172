import type { Catalog } from "./catalog.js";
import { catalogEsFirst } from "./catalogEsFirst.js";
import { catalogEsPages } from "./catalogEsPages.js";
import { mergeMessageTables } from "./internal/mergeMessageTables.js";

/**
 * Spanish texts, exactly as the spec quotes them. Keys are `domain.camelName`.
 *
 * One module per language, built only from that language's tables, so a bundle that imports one catalog carries
 * only that language (the portal loads Spanish up front and English or Portuguese on demand). Spanish is kept in two
 * parts, {@link catalogEsFirst} (what the first screen shows) and {@link catalogEsPages} (what only pages show), so
 * that a front end can ship the first with its home page and fetch the second with its first page.
 */
export const catalogEs: Catalog = /* @__PURE__ */ mergeMessageTables(catalogEsFirst, catalogEsPages);
