import { type APIResponse, expect, type Page, type Response } from "@playwright/test";

/**
 * Starts collecting Content-Security-Policy violations (and console reports of them) in a page, before any of its
 * scripts run; `expectNoCspViolations` fails the test with them.
 */
export const watchCspViolations = async (page: Page): Promise<string[]> => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} in ${event.documentURI}`);
    });
  });
  return violations;
};

/** Fails with every violation collected by {@link watchCspViolations}. */
export const expectNoCspViolations = (violations: readonly string[], context: string) => {
  expect(violations, `Content-Security-Policy violations ${context}`).toEqual([]);
};

/** The directives of a Content-Security-Policy header, by name. */
export const cspDirectives = (policy: string | undefined): Map<string, readonly string[]> =>
  new Map(
    (policy ?? "")
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name !== undefined && name !== "")
      .map(([name = "", ...values]) => [name, values] as const),
  );

/** Checks the security headers every response of the portal's server carries. */
export const expectSecurityHeaders = async (response: Response | APIResponse) => {
  const headers = "allHeaders" in response ? await response.allHeaders() : response.headers();
  const where = `${response.url()} (${response.status()})`;
  const policy = cspDirectives(headers["content-security-policy"]);
  expect(policy.get("script-src"), where).toBeDefined();
  for (const directive of ["default-src", "script-src", "style-src", "style-src-attr"]) {
    for (const forbidden of ["'unsafe-inline'", "'unsafe-eval'"]) {
      expect(policy.get(directive) ?? [], `${where}: ${directive}`).not.toContain(forbidden);
    }
  }
  expect(policy.get("script-src")?.[0], where).toBe("'self'");
  expect(policy.get("frame-ancestors"), where).toEqual(["'none'"]);
  expect(headers["x-content-type-options"], where).toBe("nosniff");
  expect(headers["referrer-policy"], where).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], where).toBe("DENY");
};
