import { Result } from "effect";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { portalTls, TLS_CERT_SETTING, TLS_KEY_SETTING } from "./tlsSetting.js";

const PEM_CERT = "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n";
const PEM_KEY = "-----BEGIN PRIVATE KEY-----\nMIIE\n-----END PRIVATE KEY-----\n";
const files: Record<string, string> = { "/tls/cert.pem": PEM_CERT, "/tls/key.pem": PEM_KEY, "/tls/notes.txt": "hello" };
const read = (path: string): string => {
  const text = files[path];
  if (text === undefined) throw new Error(`ENOENT: no such file, open '${path}'`);
  return text;
};

describe("portalTls", () => {
  it("reads plain HTTP when neither setting is given, blank or not", () => {
    fc.assert(
      fc.property(fc.constantFrom(undefined, "", " ", "\t\n"), fc.constantFrom(undefined, "", "  "), (cert, key) => {
        expect(portalTls({ [TLS_CERT_SETTING]: cert, [TLS_KEY_SETTING]: key }, read)).toEqual(
          Result.succeed(undefined),
        );
      }),
      { numRuns: 1_000 },
    );
  });

  it("refuses one setting without the other, naming both", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((path) => path.trim() !== ""),
        fc.boolean(),
        (path, certOnly) => {
          const settings = certOnly ? { [TLS_CERT_SETTING]: path } : { [TLS_KEY_SETTING]: path };
          const result = portalTls(settings, read);
          expect(Result.isFailure(result)).toBe(true);
          if (Result.isFailure(result)) expect(result.failure).toContain(`${TLS_CERT_SETTING} and ${TLS_KEY_SETTING}`);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("gives both PEM texts when both files are readable", () => {
    expect(portalTls({ [TLS_CERT_SETTING]: "/tls/cert.pem", [TLS_KEY_SETTING]: " /tls/key.pem " }, read)).toEqual(
      Result.succeed({ cert: PEM_CERT, key: PEM_KEY }),
    );
  });

  it("says which file cannot be read, or is not PEM", () => {
    expect(portalTls({ [TLS_CERT_SETTING]: "/tls/cert.pem", [TLS_KEY_SETTING]: "/tls/gone.pem" }, read)).toEqual(
      Result.fail("TLS_KEY_FILE (/tls/gone.pem) cannot be read: ENOENT: no such file, open '/tls/gone.pem'"),
    );
    expect(portalTls({ [TLS_CERT_SETTING]: "/tls/notes.txt", [TLS_KEY_SETTING]: "/tls/key.pem" }, read)).toEqual(
      Result.fail("TLS_CERT_FILE (/tls/notes.txt) is not a PEM file"),
    );
  });
});
