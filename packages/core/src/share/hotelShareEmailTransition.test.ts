import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { validateShareEmailForm } from "../validation/shareEmailForm.js";
import {
  HOTEL_SHARE_EMAIL_INITIAL,
  type HotelShareEmailEvent,
  hotelShareEmailTransition,
} from "./hotelShareEmailTransition.js";

const run = (events: readonly HotelShareEmailEvent[]) =>
  events.reduce(hotelShareEmailTransition, HOTEL_SHARE_EMAIL_INITIAL);

const arbEvent: fc.Arbitrary<HotelShareEmailEvent> = fc.oneof(
  fc.boolean().map((withPdf) => ({ type: "opened" as const, withPdf })),
  fc.record({
    type: fc.constant("fieldEdited" as const),
    field: fc.constantFrom("from" as const, "to" as const, "subject" as const, "body" as const),
    value: fc.oneof(fc.constantFrom("", "ana@example.com", "ana@"), fc.emailAddress()),
  }),
  fc.constantFrom({ type: "submitted" as const }, { type: "sent" as const }, { type: "failed" as const }),
);

describe("hotelShareEmailTransition", () => {
  it("the PDF variant with empty fields reads 'Campo requerido' on from and to; filled, it sends", () => {
    const tried = run([{ type: "opened", withPdf: true }, { type: "submitted" }]);
    expect(tried.status).toBe("editing");
    expect(tried.issues.map((issue) => [issue.path[0], issue.key])).toEqual([
      ["from", "share.fieldRequired"],
      ["to", "share.fieldRequired"],
    ]);
    const sending = [
      { type: "fieldEdited", field: "from", value: "a@b.com" },
      { type: "fieldEdited", field: "to", value: "c@d.com" },
      { type: "submitted" },
    ].reduce((state, event) => hotelShareEmailTransition(state, event as HotelShareEmailEvent), tried);
    expect(sending.status).toBe("sending");
    expect(hotelShareEmailTransition(sending, { type: "sent" }).status).toBe("sent");
    expect(hotelShareEmailTransition(sending, { type: "failed" }).status).toBe("failed");
  });

  it("the plain variant sends with no address", () => {
    expect(run([{ type: "opened", withPdf: false }, { type: "submitted" }]).status).toBe("sending");
  });

  test.prop([fc.array(arbEvent, { maxLength: 25 })], { numRuns: 1000 })(
    "it only sends valid values, and issues are core's once submitted",
    (events) => {
      let state = HOTEL_SHARE_EMAIL_INITIAL;
      for (const event of events) {
        const before = state;
        state = hotelShareEmailTransition(state, event);
        if (state.status === "sending") expect(validateShareEmailForm(state.values)).toEqual([]);
        if (state.status === "sent" || state.status === "failed") {
          expect(before.status === "sending" || before.status === state.status).toBe(true);
        }
        expect(state.issues).toEqual(state.submitted ? validateShareEmailForm(state.values) : []);
      }
    },
  );
});
