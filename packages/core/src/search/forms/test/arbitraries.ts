import { fc } from "@fast-check/vitest";
import type { SearchFormRoomsEvent } from "../searchFormRoomsTransition.js";

const arbIndex = fc.integer({ min: -1, max: 10 });
const arbCount = fc.integer({ min: -3, max: 30 });

/** Any room event, wild numbers included: what a tampered select could send. */
export const arbRoomsEvent: fc.Arbitrary<SearchFormRoomsEvent> = fc.oneof(
  arbCount.map((count) => ({ _tag: "roomCountSet" as const, count })),
  fc.record({ _tag: fc.constant("roomAdultsSet" as const), room: arbIndex, adults: arbCount }),
  fc.record({ _tag: fc.constant("childCountSet" as const), room: arbIndex, children: arbCount }),
  fc.record({ _tag: fc.constant("childAgeSet" as const), room: arbIndex, child: arbIndex, age: arbCount }),
  fc.record({ _tag: fc.constant("roomRemoved" as const), room: arbIndex }),
);
