import { Result } from "effect";

/**
 * The setting that names the booking API: `TRAVESIA_API`. `npm start` forwards the API to it instead of starting
 * the demo; `npm run dev` points Vite's proxy at it.
 */
export const BOOKING_API_SETTING = "TRAVESIA_API";

/**
 * Reads the booking API's origin from the setting: unset or empty means "run the demo API" (`undefined`); an
 * `http:` or `https:` URL with no path, query or fragment gives its origin; anything else is refused with a reason.
 *
 * @example bookingApiOrigin("https://api.example.com/") // Result.succeed("https://api.example.com")
 * @example bookingApiOrigin(undefined) // Result.succeed(undefined)
 */
export const bookingApiOrigin = (setting: string | undefined): Result.Result<string | undefined, string> => {
  const value = setting?.trim() ?? "";
  if (value === "") return Result.succeed(undefined);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return Result.fail(`${BOOKING_API_SETTING} must be the booking API's origin, such as https://api.example.com`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return Result.fail(`${BOOKING_API_SETTING} must be an http: or https: origin, not ${url.protocol}`);
  }
  if (url.pathname !== "/" || url.search !== "" || url.hash !== "" || url.username !== "" || url.password !== "") {
    return Result.fail(`${BOOKING_API_SETTING} must be an origin only (scheme, host and port), without a path`);
  }
  return Result.succeed(url.origin);
};
