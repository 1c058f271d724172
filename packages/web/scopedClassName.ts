import { createHash } from "node:crypto";
import { dirname, relative } from "node:path";

const webRoot = dirname(new URL(import.meta.url).pathname);

/**
 * The built name of a CSS module's class: the class's own name and a hash of five characters of its stylesheet's
 * path (relative to the web package, so every machine builds the same names). Vite's default also writes a leading
 * underscore and the rule's line number, a figure different for each class that compresses poorly; one hash per file
 * repeats through the module's script and gzips to almost nothing. The name stays readable, so a test may still find
 * a class by it.
 *
 * @example scopedClassName("page", `${webRoot}/src/hotel/HotelResultsPage/HotelResultsPage.module.css`) // "page_" and five characters
 */
export const scopedClassName = (name: string, file: string, root: string = webRoot): string => {
  const path = relative(root, file.split("?")[0] ?? file);
  return `${name}_${createHash("sha256").update(path).digest("base64url").slice(0, 5)}`;
};
