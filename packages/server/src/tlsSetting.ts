import { readFileSync } from "node:fs";
import { Result } from "effect";

/** The settings that name the server's certificate chain and private key (PEM files). */
export const TLS_CERT_SETTING = "TLS_CERT_FILE";
export const TLS_KEY_SETTING = "TLS_KEY_FILE";

/** A certificate chain and its private key, PEM-encoded, as `node:http2`'s `createSecureServer` takes them. */
export interface PortalTls {
  readonly cert: string;
  readonly key: string;
}

/**
 * Reads the server's TLS settings: neither set means plain HTTP (`undefined`); both set to readable files give the
 * PEM texts, served over HTTPS with HTTP/2 (HTTP/1.1 for clients that do not offer it); one without the other, an
 * unreadable file or a file that is not PEM is refused with a reason. `read` is the file reader (tests pass theirs).
 *
 * @example portalTls({ TLS_CERT_FILE: "/etc/travesia/cert.pem", TLS_KEY_FILE: "/etc/travesia/key.pem" })
 */
export const portalTls = (
  settings: Readonly<Record<string, string | undefined>>,
  read: (path: string) => string = (path) => readFileSync(path, "utf8"),
): Result.Result<PortalTls | undefined, string> => {
  const certPath = settings[TLS_CERT_SETTING]?.trim() ?? "";
  const keyPath = settings[TLS_KEY_SETTING]?.trim() ?? "";
  if (certPath === "" && keyPath === "") return Result.succeed(undefined);
  if (certPath === "" || keyPath === "") {
    return Result.fail(`${TLS_CERT_SETTING} and ${TLS_KEY_SETTING} go together: set both to serve HTTPS, or neither`);
  }
  const files: Record<"cert" | "key", string> = { cert: "", key: "" };
  for (const [part, setting, path] of [
    ["cert", TLS_CERT_SETTING, certPath],
    ["key", TLS_KEY_SETTING, keyPath],
  ] as const) {
    let text: string;
    try {
      text = read(path);
    } catch (error) {
      return Result.fail(`${setting} (${path}) cannot be read: ${(error as Error).message}`);
    }
    if (!text.includes("-----BEGIN ")) return Result.fail(`${setting} (${path}) is not a PEM file`);
    files[part] = text;
  }
  return Result.succeed(files);
};
