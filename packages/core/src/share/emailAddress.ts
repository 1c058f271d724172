import * as Result from "effect/Result";
import { shownInput } from "../internal/outsideInput.js";

/** An e-mail address read by {@link parseEmailAddress}: its local part and its domain, as typed (trimmed). */
export interface EmailAddress {
  readonly local: string;
  readonly domain: string;
}

/** Why a text is not an e-mail address. */
export interface EmailAddressError {
  readonly _tag: "EmailAddressError";
  readonly input: string;
  readonly reason: "empty" | "tooLong" | "noAt" | "local" | "domain";
}

/** RFC 5321's limit on a whole address, which the share calls also hold (spec 001 §5 "of e-mail type"). */
export const EMAIL_ADDRESS_MAX_LENGTH = 254;

const LOCAL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+$/;
const LABEL = /^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?$/;

const failure = (input: string, reason: EmailAddressError["reason"]) =>
  Result.fail<EmailAddressError>({ _tag: "EmailAddressError", input, reason });

/**
 * Reads an e-mail address as a browser's `type="email"` input accepts it (WHATWG "valid e-mail address": a local
 * part of the allowed characters, `@`, dot-separated labels of letters, digits and inner hyphens), trimmed, at most
 * {@link EMAIL_ADDRESS_MAX_LENGTH} characters. Never throws.
 *
 * @example parseEmailAddress(" ana@example.com ") // Success({ local: "ana", domain: "example.com" })
 * @example parseEmailAddress("ana@") // Failure({ _tag: "EmailAddressError", input: "ana@", reason: "domain" })
 */
export const parseEmailAddress = (text: string): Result.Result<EmailAddress, EmailAddressError> => {
  if (typeof text !== "string") return failure(shownInput(text), "empty");
  const input = text.trim();
  if (input === "") return failure(text, "empty");
  if (input.length > EMAIL_ADDRESS_MAX_LENGTH) return failure(text, "tooLong");
  const at = input.lastIndexOf("@");
  if (at < 0) return failure(text, "noAt");
  const local = input.slice(0, at);
  const domain = input.slice(at + 1);
  if (!LOCAL.test(local)) return failure(text, "local");
  if (domain === "" || !domain.split(".").every((label) => LABEL.test(label))) return failure(text, "domain");
  return Result.succeed({ local, domain });
};

/**
 * Writes an address back as text: `local@domain`. `parseEmailAddress(formatEmailAddress(a))` gives `a` back.
 *
 * @example formatEmailAddress({ local: "ana", domain: "example.com" }) // "ana@example.com"
 */
export const formatEmailAddress = (address: EmailAddress): string => `${address.local}@${address.domain}`;
