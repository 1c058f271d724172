import { expect, type Locator, type Page, test } from "@playwright/test";
import { dayOfNextMonth } from "./support/dates";
import { clickWhenStill, expectHotelSearchComplete, VIEWPORTS } from "./support/portal";

/*
 * The pager under a person's pointer (issue "one results engine", the virtual list): after a jump to a far page, a
 * person clicks 'Siguiente' and clicks again where the pointer already is, without waiting for the page to stand
 * still. The new page's cards are measured meanwhile (their heights are not the last page's); the pager must not
 * move, or the second click lands on empty space and the page stays where it was.
 */

const pager = (page: Page): Locator => page.getByRole("navigation", { name: "Paginación" });

/** Where the middle of `target` is right now: no wait for it to stand still, as a pointer stays where it was. */
const middle = async (target: Locator) => {
  const box = await target.boundingBox();
  if (box === null) throw new Error("the button is not on the page");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** The page is `page` in the URL and on the pager. */
const expectPage = async (page: Page, number: number) => {
  await expect(page).toHaveURL(new RegExp(`pagination\\.currentPage=${number}(&|$)`));
  await expect(pager(page).getByRole("button", { name: `Página ${number}`, exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
};

/**
 * Watches `target` from where it stands now: an IntersectionObserver whose root is the band of the window the target
 * fills, so any frame that paints it more than a few pixels up or down (or without it) is reported. Intersections are
 * computed once the frame is laid out and measured, so a position no frame paints is never reported.
 */
const watchStill = async (target: Locator) => {
  await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const watch = window as unknown as { __moves?: string[] };
    watch.__moves = [];
    new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio < 0.9) watch.__moves?.push(`${entry.boundingClientRect.y} (was ${box.y})`);
        }
      },
      { rootMargin: `${-box.top}px 0px ${box.bottom - window.innerHeight}px 0px`, threshold: 0.9 },
    ).observe(element);
  });
  return () => target.page().evaluate(() => (window as unknown as { __moves?: string[] }).__moves ?? []);
};

/** Nothing on the results is updating: the page clicked has its cards. */
const expectSettledReply = (page: Page, wait?: { readonly timeout: number }) =>
  expect(page.locator("[aria-busy='true']")).toHaveCount(0, wait);

/**
 * Jumps to page `far` with the pager, then presses 'Siguiente' twice at one spot: where it stood once the pager showed
 * the far page, as a person's pointer stays. Between the presses the person sees each page's cards come, but does not
 * wait for the page to stand still; nothing under the pointer may move meanwhile.
 */
const jumpThenPressTwice = async (page: Page, far: number, wait?: { readonly timeout: number }) => {
  await clickWhenStill(pager(page).getByRole("button", { name: `Página ${far}`, exact: true }));
  await expectPage(page, far);
  const next = pager(page).getByRole("button", { name: "Siguiente" });
  const spot = await middle(next);
  const moves = await watchStill(next);
  await page.mouse.move(spot.x, spot.y);
  await expectSettledReply(page, wait);
  await page.mouse.click(spot.x, spot.y);
  await expectPage(page, far + 1);
  await expectSettledReply(page, wait);
  await page.mouse.click(spot.x, spot.y);
  await expectPage(page, far + 2);
  await expectSettledReply(page, wait);
  expect(await moves()).toEqual([]);
};

test.describe("the pager stays under the pointer", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test("10,000 flights: a jump to a far page, then two presses of 'Siguiente' at one spot both land", async ({
    page,
  }) => {
    // The demo API builds 10,000 solutions and the browser decodes them before the count shows: the waits scale with
    // that work, as in the busy-pair test of flight-results.spec.ts.
    test.setTimeout(150_000);
    const busyWait = { timeout: 30_000 };
    await page.goto(
      `/flight/results/S%C3%A3o%20Paulo/1-0/SAO/Nueva%20York/NYC/${dayOfNextMonth(8)};${dayOfNextMonth(15)}/0/0/ALL/-/-`,
    );
    await expect(page.getByText(/^10000 resultados$/)).toBeVisible(busyWait);
    await jumpThenPressTwice(page, 10, busyWait);
  });

  test("Buenos Aires hotels: a jump to a far page, then two presses of 'Siguiente' at one spot both land", async ({
    page,
  }) => {
    await page.goto(`/hotel/results/BUE/${dayOfNextMonth(8)}/${dayOfNextMonth(11)}/2-0`);
    await expectHotelSearchComplete(page);
    await jumpThenPressTwice(page, 10);
  });
});
