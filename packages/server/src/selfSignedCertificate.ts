import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PortalTls } from "./tlsSetting.js";

/** A throwaway certificate for 127.0.0.1 and its key: their PEM texts and the files that hold them. */
export interface SelfSignedCertificate extends PortalTls {
  readonly certFile: string;
  readonly keyFile: string;
}

/**
 * Makes a self-signed certificate for 127.0.0.1 and localhost, valid for two days, with the system's `openssl`
 * (Debian's, which the machine kind has): for tests and benches that serve the portal over HTTPS and HTTP/2. A
 * browser must be told to accept it (Chromium's `--ignore-certificate-errors`); never for a real deployment.
 */
export const selfSignedCertificate = (): SelfSignedCertificate => {
  const dir = mkdtempSync(join(tmpdir(), "travesia-tls-"));
  const certFile = join(dir, "cert.pem");
  const keyFile = join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", keyFile, "-out", certFile, "-days", "2", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
    ],
    { stdio: "ignore" },
  );
  return { certFile, keyFile, cert: readFileSync(certFile, "utf8"), key: readFileSync(keyFile, "utf8") };
};
