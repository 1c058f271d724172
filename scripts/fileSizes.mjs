import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/**
 * The project's file-size limits: a hooks file wires one call or one concern; a web component
 * draws one thing; a filter panel is a list of sections over the shared frame.
 */
export const FILE_SIZE_LIMITS = [
  { folder: "packages/hooks/src", pattern: /\.tsx?$/, maxLines: 100 },
  { folder: "packages/web/src", pattern: /\.tsx$/, maxLines: 250 },
  { folder: "packages/web/src/shared/filters", pattern: /\.tsx?$/, maxLines: 200 },
  { folder: "packages/web/src/flight/FlightFilterPanel", pattern: /\.tsx?$/, maxLines: 200 },
  { folder: "packages/web/src/hotel/HotelFilterSidebar", pattern: /\.tsx?$/, maxLines: 200 },
];

const TEST_FILE = /\.test\.tsx?$|\/test\//;

const filesUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/** Every source file over its limit, as `path: lines > limit`, under `root`. */
export const filesOverLimit = (root, limits = FILE_SIZE_LIMITS) =>
  limits.flatMap(({ folder, pattern, maxLines }) =>
    filesUnder(join(root, folder))
      .map((path) => relative(root, path))
      .filter((path) => pattern.test(path) && !TEST_FILE.test(path))
      .flatMap((path) => {
        const lines = readFileSync(join(root, path), "utf8").split("\n").length - 1;
        return lines > maxLines ? [`${path}: ${lines} > ${maxLines}`] : [];
      }),
  );
