import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect } from "vitest";
import type { MessageKey } from "../../locale/catalog.js";
import { type ValidationIssue, validationIssue } from "../../validation/validationIssue.js";
import type { SearchTargetResult } from "../searchTarget.js";
import { searchFormSubmission } from "./searchFormSubmission.js";

const arbIssues = fc.array(
  fc.constantFrom<ValidationIssue>(
    validationIssue(["destinationId"], "forms.homeDestinationRequired"),
    validationIssue(["checkIn"], "forms.homeCheckInRequired"),
  ),
  { maxLength: 3 },
);
const arbTarget = fc.oneof(
  fc.string().map((url): SearchTargetResult => Result.succeed({ _tag: "Navigate", url })),
  fc
    .constantFrom("checkIn", "destinationId")
    .map(
      (field): SearchTargetResult =>
        Result.fail({ _tag: "Unbuildable", field, key: "forms.dateInvalid" as MessageKey }),
    ),
);

describe("searchFormSubmission", () => {
  test.prop([arbIssues, arbTarget], { numRuns: 1000 })(
    "issues win; else the target; a refused route is an issue on its field",
    (issues, target) => {
      const outcome = searchFormSubmission({}, issues, () => target);
      if (issues.length > 0) expect(outcome).toEqual({ _tag: "Invalid", issues });
      else if (Result.isSuccess(target)) expect(outcome).toBe(target.success);
      else
        expect(outcome).toEqual({
          _tag: "Invalid",
          issues: [{ path: [target.failure.field], key: target.failure.key }],
        });
    },
  );
});
