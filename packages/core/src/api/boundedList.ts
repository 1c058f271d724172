import * as Schema from "effect/Schema";
import * as SchemaTransformation from "effect/SchemaTransformation";

/**
 * The most suggestions or options a list reply is read for: a person picks from a screenful, never from thousands.
 * Decision (spec 000 §3 names the suggestion's fields, not how many): 50, past what any autocomplete draws.
 */
export const SUGGESTION_LIST_LIMIT = 50;

/**
 * A list Schema that decodes only its first `limit` elements and drops the rest unread, so a flooded reply (ten
 * thousand suggestions) costs what `limit` of them cost; elements it keeps are decoded and fail as `Array(element)`'s
 * would, with their index in the path. A non-array still fails as an array would.
 *
 * @example
 * const Suggestions = boundedList(LocationSuggestion, SUGGESTION_LIST_LIMIT);
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
