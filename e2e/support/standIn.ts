import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Holds the portal's scripts, as a slow network would hold them, until `release()`: the shell as it arrives, before
 * the page replaces its stand-in. The release waits for the page to have replaced it.
 */
export const holdScripts = async (page: Page) => {
  let holding = true;
  const held: (() => Promise<void>)[] = [];
  await page.route(/\/assets\/.*\.js$/, (route) =>
    holding ? void held.push(() => route.continue()) : route.continue(),
  );
  return async () => {
    holding = false;
    await Promise.all(held.map((release) => release()));
    await expect(page.locator("#root [inert]")).toHaveCount(0);
  };
};

/**
 * Where a part stands in the page's place (main), in one evaluation: a stand-in's part and the page's are compared
 * there (a signed-in header is taller than a visitor's shell's).
 */
export const withinMain = (part: Locator) =>
  part.evaluate((element) => {
    const [box, place] = [element.getBoundingClientRect(), element.closest("main")?.getBoundingClientRect()];
    return { x: box.x - (place?.x ?? 0), y: box.y - (place?.y ?? 0), width: box.width, height: box.height };
  });

/**
 * What a page does while it loads, recorded from now on: its script errors, and the requests it sends whose address
 * `asked` matches (the calls whose replies the document should have brought: none should go out).
 */
export const watchLoad = (page: Page, asked: (url: string) => boolean) => {
  const seen = { errors: [] as string[], asked: [] as string[] };
  page.on("pageerror", (error) => seen.errors.push(error.message));
  page.on("request", (request) => {
    if (asked(request.url())) seen.asked.push(request.url());
  });
  return seen;
};
