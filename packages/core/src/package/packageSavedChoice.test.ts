import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { packageChoiceInitial, packageChoiceTransition } from "./packageChoice.js";
import { packageCombinationValid } from "./packageCombination.js";
import { packageChoiceRestored } from "./packageSavedChoice.js";
import { arbPackageReply } from "./test/packageReplies.js";

const SCOPE = "/flightsHotels/results/BUE:Buenos%20Aires/CUN/Cancun/2027-03-02/2027-03-08/2-0";

describe("packageChoiceRestored", () => {
  test.prop([arbPackageReply, fc.nat({ max: 6 }), fc.nat({ max: 3 })], { numRuns: 1000 })(
    "a choice saved on the same search comes back; on another search the recommended one",
    (reply, hotel, rate) => {
      const picked = packageChoiceTransition(reply, packageChoiceInitial(reply), {
        _tag: "hotelSelected",
        hotelDetailId: `H${hotel}`,
        rateId: `R${hotel}-${rate}`,
      }).chosen;
      const saved = { scope: SCOPE, chosen: picked };
      expect(packageChoiceRestored(reply, saved, SCOPE)).toEqual({ chosen: picked, draft: null });
      expect(packageChoiceRestored(reply, saved, `${SCOPE}x`)).toEqual(packageChoiceInitial(reply));
    },
  );

  test.prop([arbPackageReply, fc.anything()], { numRuns: 1000 })(
    "anything stored gives a valid choice of the reply, never throwing",
    (reply, taken) => {
      const { chosen } = packageChoiceRestored(reply, taken, SCOPE);
      expect(chosen === null || packageCombinationValid(reply, chosen)).toBe(true);
    },
  );
});
