import * as Schema from "effect/Schema";
import * as SchemaTransformation from "effect/SchemaTransformation";

/**
 * A list Schema that decodes only its first `limit` elements and drops the rest unread, so a flooded reply (ten
 * thousand suggestions) costs what `limit` of them cost; elements it keeps are decoded and fail as `Array(element)`'s
 * would, with their index in the path. A non-array still fails as an array would.
 *
 * @example
 * const Suggestions = boundedList(LocationSuggestion, 50);
 * decodeWith(Suggestions)(Array(10_000).fill(suggestion)) // Result.succeed of 50 suggestions
 */
export const boundedList = <Element extends Schema.Top>(element: Element, limit: number) =>
  Schema.Array(Schema.Unknown).pipe(
    Schema.decodeTo(
      Schema.Array(element),
      SchemaTransformation.transform({
        decode: (list: readonly unknown[]) => list.slice(0, limit) as readonly Element["Encoded"][],
        encode: (list: readonly Element["Encoded"][]): readonly unknown[] => list,
      }),
    ),
  );
