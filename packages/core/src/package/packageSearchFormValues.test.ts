import { test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { expect } from "vitest";
import { buildPackageResultsUrl } from "../routes/packageSearch.js";
import { arbPackageSearch } from "../routes/test/arbitraries.js";
import { packageSearchFormValues } from "./packageSearchFormValues.js";
import { packageSearchTarget } from "./packageSearchTarget.js";

test.prop([arbPackageSearch], { numRuns: 1000 })(
  "the 'Actualizar' form filled from a search submits back to that search's results URL",
  (search) => {
    const values = packageSearchFormValues(search);
    expect(values.partialHotel).toBe(search.partialHotel !== null);
    expect(values.differentHotel).toBe(search.differentHotel !== null);
    expect(packageSearchTarget(values)).toEqual(
      Result.succeed({ _tag: "Navigate", url: buildPackageResultsUrl(search) }),
    );
  },
);
