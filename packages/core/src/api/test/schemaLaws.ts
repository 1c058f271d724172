import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import { decodeWith } from "../decode.js";

/** Options of `schemaLaws`. */
export interface SchemaLawsOptions {
  /** Runs of each generic property (brief: at least 1,000). */
  readonly numRuns?: number;
  /** Per-property timeout in ms: generous, because the suite shares two cores with other test runs. */
  readonly timeoutMs?: number;
}

/**
 * The four laws every reply or payload Schema of core/api obeys, as a vitest suite:
 * values from its arbitrary decode to themselves; encode then decode is lossless; any junk decodes to a
 * DecodeError with a path and never throws; hand-written samples in the spec's shape decode.
 */
export const schemaLaws = <S extends Schema.Codec<unknown, unknown, never, never>>(
  name: string,
  schema: S,
  arbitrary: fc.Arbitrary<S["Type"]>,
  samples: readonly unknown[],
  options: SchemaLawsOptions = {},
): void => {
  const numRuns = options.numRuns ?? 1000;
  const timeout = options.timeoutMs ?? 60_000;
  const decode = decodeWith(schema);
  const encode = Schema.encodeUnknownResult(schema);
  describe(name, () => {
    test.prop([arbitrary], { numRuns })(
      "values from its arbitrary decode",
      (value) => {
        expect(decode(value)).toEqual(Result.succeed(value));
      },
      timeout,
    );
    test.prop([arbitrary], { numRuns })(
      "encode then decode is lossless",
      (value) => {
        const encoded = encode(value);
        expect(Result.isSuccess(encoded)).toBe(true);
        if (Result.isSuccess(encoded))
          expect(decode(JSON.parse(JSON.stringify(encoded.success)))).toEqual(Result.succeed(value));
      },
      timeout,
    );
    test.prop([fc.anything()], { numRuns })(
      "junk never throws and fails with a DecodeError naming a path",
      (junk) => {
        const decoded = decode(junk);
        if (Result.isFailure(decoded)) {
          expect(decoded.failure._tag).toBe("DecodeError");
          expect(Array.isArray(decoded.failure.path)).toBe(true);
          expect(decoded.failure.message.length).toBeGreaterThan(0);
        }
      },
      timeout,
    );
    it("decodes hand-written samples in the spec's shape", () => {
      expect(samples.length).toBeGreaterThan(0);
      for (const sample of samples) {
        const decoded = decode(sample);
        if (Result.isFailure(decoded)) expect.fail(`${decoded.failure.message}\n${JSON.stringify(sample)}`);
      }
    });
  });
};

/** Asserts that `input` fails to decode with `schema` at `path`. */
export const expectDecodeFailureAt = <S extends Schema.Codec<unknown, unknown, never, never>>(
  schema: S,
  input: unknown,
  path: readonly PropertyKey[],
): void => {
  const decoded = decodeWith(schema)(input);
  expect(Result.isFailure(decoded) && decoded.failure.path).toEqual(path);
};
