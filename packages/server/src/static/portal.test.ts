import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync } from "node:zlib";
import { fc, test } from "@fast-check/vitest";
import { pageStandInReplySlot, pageStandInSlot, readPageFirstReplies } from "@travesia/core";
import { type Context, Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsEncoding, portalPageFile, withPortal } from "./portal.js";

describe("portalPageFile", () => {
  it("gives the home page prerendered in the cookie's language, Spanish by default", () => {
    expect(portalPageFile("/", "en")).toBe("/prerendered/home.en.html");
    expect(portalPageFile("/", "pt")).toBe("/prerendered/home.pt.html");
    expect(portalPageFile("/", "es")).toBe("/prerendered/home.es.html");
    expect(portalPageFile("/", undefined)).toBe("/prerendered/home.es.html");
    expect(portalPageFile("/", "fr")).toBe("/prerendered/home.es.html");
  });

  test.prop([fc.string()], { numRuns: 1000 })("any cookie picks one of the three prerendered files", (cookie) => {
    expect(["es", "en", "pt"].map((language) => `/prerendered/home.${language}.html`)).toContain(
      portalPageFile("/", cookie),
    );
  });

  it("gives the prerendered shell in the cookie's language for every other page", () => {
    expect(portalPageFile("/mybudgets", "en")).toBe("/prerendered/shell.en.html");
    expect(portalPageFile("/login/", undefined)).toBe("/prerendered/shell.es.html");
  });

  it("gives a page route's own shell in the cookie's language when the route is named", () => {
    expect(portalPageFile("/hotel/results/MAD/2027-03-01/2027-03-05/2-0", "pt", "hotelResults")).toBe(
      "/prerendered/shell.hotelResults.pt.html",
    );
    expect(portalPageFile("/house/results/x", undefined, "houseResults")).toBe(
      "/prerendered/shell.houseResults.es.html",
    );
    // The home is the home whatever route a map names for it.
    expect(portalPageFile("/", "en", "home")).toBe("/prerendered/home.en.html");
    expect(portalPageFile("/", "pt", "home", true)).toBe("/prerendered/home.signed-in.pt.html");
  });

  test.prop([fc.string().filter((path) => path !== "/"), fc.string(), fc.string()], { numRuns: 1000 })(
    "a route's name never leads out of the prerendered files: anything but a plain name gives the plain shell",
    (path, cookie, route) => {
      const file = portalPageFile(path, cookie, route);
      expect(file).toMatch(/^\/prerendered\/shell\.([A-Za-z][A-Za-z0-9-]*\.)?(es|en|pt)\.html$/);
      if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(route)) expect(file).toBe(portalPageFile(path, cookie));
    },
  );

  test.prop([fc.string().filter((path) => path !== "/"), fc.string()], { numRuns: 1000 })(
    "any other page and cookie pick one of the three shells",
    (path, cookie) => {
      expect(["es", "en", "pt"].map((language) => `/prerendered/shell.${language}.html`)).toContain(
        portalPageFile(path, cookie),
      );
    },
  );
});

describe("portalMiddleware", () => {
  let dir = "";
  const html = { accept: "text/html" };
  const app = () => withPortal(new Hono(), dir);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-"));
    await mkdir(join(dir, "prerendered"));
    await writeFile(join(dir, "index.html"), "index");
    for (const language of ["es", "en", "pt"]) {
      await writeFile(join(dir, "prerendered", `home.${language}.html`), `home ${language}`);
      await writeFile(join(dir, "prerendered", `shell.${language}.html`), `shell ${language}`);
    }
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("serves the prerendered home in the language of the ml cookie", async () => {
    const english = await app().request("/", { headers: { ...html, cookie: "ml=en" } });
    expect(await english.text()).toBe("home en");
    expect(english.headers.get("vary")).toBe("cookie");
    expect(english.headers.get("content-type")).toContain("text/html");
    const spanish = await app().request("/", { headers: html });
    expect(await spanish.text()).toBe("home es");
  });

  it("serves the prerendered shell in the language of the ml cookie for the other pages", async () => {
    const page = await app().request("/mybudgets", { headers: { ...html, cookie: "ml=pt" } });
    expect(await page.text()).toBe("shell pt");
    expect(page.headers.get("vary")).toBe("cookie");
  });

  it("falls back to index.html when the build has no prerendered shell", async () => {
    await rm(join(dir, "prerendered", "shell.en.html"));
    const page = await app().request("/mybudgets", { headers: { ...html, cookie: "ml=en" } });
    expect(await page.text()).toBe("index");
  });

  it("falls back to index.html when the build has no prerendered home", async () => {
    await rm(join(dir, "prerendered", "home.pt.html"));
    const page = await app().request("/", { headers: { ...html, cookie: "ml=pt" } });
    expect(await page.text()).toBe("index");
  });
});

describe("portalMiddleware with the build's route preload map", () => {
  let dir = "";
  const html = { accept: "text/html" };
  const index = "<!doctype html><html><head><title>T</title></head><body></body></html>";
  const shell =
    '<!doctype html><html><head><title>S</title></head><body><div id="root" data-shell="">h</div></body></html>';
  const map = {
    portal: { modules: ["assets/portal-1.js"], styles: [] },
    languages: { en: { modules: ["assets/catalogEn-1.js"], styles: [] } },
    routes: [
      { route: "hotelDetail", pattern: "/hotel/details/*", modules: ["assets/Detail-1.js"], styles: ["assets/D.css"] },
    ],
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-preloads-"));
    await mkdir(join(dir, "prerendered"));
    await mkdir(join(dir, ".vite"));
    await writeFile(join(dir, "index.html"), index);
    await writeFile(join(dir, "prerendered", "home.es.html"), "home es");
    await writeFile(join(dir, "prerendered", "shell.es.html"), shell);
    await writeFile(join(dir, ".vite", "route-preloads.json"), JSON.stringify(map));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("names the matched route's modules and stylesheets in index.html's head, and the language's catalog", async () => {
    const page = await withPortal(new Hono(), dir).request("/hotel/details/x/1/2026-01-01/2026-01-03/2-0/MAD", {
      headers: { ...html, cookie: "ml=en" },
    });
    expect(await page.text()).toBe(
      "<!doctype html><html><head><title>T</title>" +
        '<link rel="modulepreload" crossorigin href="/assets/portal-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/catalogEn-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Detail-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/D.css">' +
        "\n  </head><body></body></html>",
    );
    expect(page.headers.get("vary")).toBe("cookie");
  });

  it("names them in the prerendered shell's head too", async () => {
    const page = await withPortal(new Hono(), dir).request("/hotel/details/x/1/2026-01-01/2026-01-03/2-0/MAD", {
      headers: html,
    });
    expect(await page.text()).toBe(
      "<!doctype html><html><head><title>S</title>" +
        '<link rel="modulepreload" crossorigin href="/assets/portal-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Detail-1.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/D.css">' +
        '\n  </head><body><div id="root" data-shell="">h</div></body></html>',
    );
  });

  it("leaves the prerendered home and the API's replies as they are", async () => {
    const app = withPortal(new Hono(), dir);
    app.get("/hotel/details/x", (c) => c.json({ api: true }));
    expect(await (await app.request("/", { headers: html })).text()).toBe("home es");
    expect(await (await app.request("/hotel/details/x", { headers: { accept: "application/json" } })).json()).toEqual({
      api: true,
    });
  });

  it("leaves out a stylesheet the page already links to (the shell's inlined sheets keep a disabled link)", async () => {
    const withSheet = shell.replace(
      "</head>",
      '<link rel="stylesheet" crossorigin href="/assets/D.css" disabled></head>',
    );
    await writeFile(join(dir, "prerendered", "shell.pt.html"), withSheet);
    const page = await withPortal(new Hono(), dir).request("/hotel/details/x/1/2026-01-01/2026-01-03/2-0/MAD", {
      headers: { ...html, cookie: "ml=pt" },
    });
    const text = await page.text();
    expect(text).toContain('<link rel="modulepreload" crossorigin href="/assets/Detail-1.js">');
    expect(text).not.toContain('<link rel="preload" as="style" crossorigin href="/assets/D.css">');
  });

  /** Runs `check` with a build that also maps `route` to `pattern` and wrote `heading` into that route's Spanish shell. */
  const withRouteShell = async (
    route: string,
    pattern: string,
    heading: string,
    check: (app: Hono) => Promise<void>,
  ) => {
    const withRoute = { ...map, routes: [...map.routes, { route, pattern, modules: [], styles: [] }] };
    await writeFile(join(dir, ".vite", "route-preloads.json"), JSON.stringify(withRoute));
    await writeFile(join(dir, "prerendered", `shell.${route}.es.html`), shell.replace(">h<", `>${heading}<`));
    try {
      await check(withPortal(new Hono(), dir));
    } finally {
      await rm(join(dir, "prerendered", `shell.${route}.es.html`));
      await writeFile(join(dir, ".vite", "route-preloads.json"), JSON.stringify(map));
    }
  };

  it("serves a route's own shell when the build wrote one for it, and the plain shell to the other routes", () =>
    withRouteShell("hotelResults", "/hotel/results/*", "<h1>Resultados de hoteles</h1>", async (app) => {
      const page = await app.request("/hotel/results/MAD/2027-03-01/2027-03-05/2-0", { headers: html });
      expect(await page.text()).toContain("<h1>Resultados de hoteles</h1>");
      expect(page.headers.get("vary")).toBe("cookie");
      const detail = await app.request("/hotel/details/x/1/2026-01-01/2026-01-03/2-0/MAD", { headers: html });
      expect(await detail.text()).not.toContain("<h1>");
      // No shell of that route in English: the plain English shell (here, none: index.html).
      const english = await app.request("/hotel/results/MAD/2027-03-01/2027-03-05/2-0", {
        headers: { ...html, cookie: "ml=en" },
      });
      expect(await english.text()).toContain("<title>T</title>");
    }));

  it("writes the URL's values into a route shell's stand-in, and sends the plain shell when the URL gives none", () =>
    withRouteShell(
      "flightResults",
      "/flight/results/*",
      `<h1>Vuelos a ${pageStandInSlot("city")}</h1>`,
      async (app) => {
        const miami = "/flight/results/Buenos%20Aires/2-0/BUE/Miami%20%3CFL%3E/MIA/2027-03-01;2027-03-10/0/0/ALL/-/-";
        const page = await (await app.request(`${miami}?sorting=PRICE%3AASC`, { headers: html })).text();
        expect(page).toContain("<h1>Vuelos a Miami &lt;FL&gt;</h1>");
        expect(page).not.toContain("%%travesia");
        // A query the page would call invalid: no city to show, the plain shell.
        const invalid = await (await app.request(`${miami}?stops=many`, { headers: html })).text();
        expect(invalid).not.toContain("<h1>");
        expect(invalid).toContain('<div id="root" data-shell="">h</div>');
      },
    ));

  const HOUSE_PAGE = "/house/details/casa-sol/9033065/2027-01-02/2027-01-05/2-0/PDP";
  const HOUSE = {
    name: "Casa <Sol>",
    hotelDetailId: "9033065",
    address: ["Lote 57", "La Barra"],
    rating: { value: 4 },
    rates: [],
  };
  const HEADER = `<h1>${pageStandInReplySlot("name")}</h1><p>${pageStandInReplySlot("stars")}</p><p>${pageStandInReplySlot("address")}</p>`;
  /** An API whose house search answers with `answer` and records the cookies it was sent. */
  const houseApi = (answer: (c: Context) => Response | Promise<Response>, cookies: (string | undefined)[] = []) =>
    new Hono().post("/api/v1/houses/search", (c) => {
      cookies.push(c.req.header("cookie"));
      return answer(c);
    });

  it("answers a detail page's first calls in process: its header in the stand-in, the replies first in its head", () =>
    withRouteShell("houseDetail", "/house/details/*", HEADER, async () => {
      const cookies: (string | undefined)[] = [];
      const api = houseApi((c) => c.json({ done: true, hotels: [HOUSE] }), cookies);
      const response = await withPortal(api, dir).request(HOUSE_PAGE, { headers: { ...html, cookie: "s=agent" } });
      const page = await response.text();
      expect(page).toContain("<h1>Casa &lt;Sol&gt;</h1><p>★★★★</p><p>Lote 57, La Barra</p>");
      expect(cookies).toEqual(["s=agent"]);
      expect(response.headers.get("cache-control")).toBe("private, no-cache");
      const head = page.indexOf("<head>") + "<head>".length;
      const element = page.slice(head).trimStart();
      expect(element.startsWith('<script type="application/json" id="travesia-first-replies">')).toBe(true);
      const text = element.slice(element.indexOf(">") + 1, element.indexOf("</script>"));
      const reply = readPageFirstReplies(text).find((candidate) => candidate.method === "POST");
      expect(reply).toMatchObject({ method: "POST", path: "/api/v1/houses/search", status: 200 });
      expect(JSON.parse(reply?.text ?? "")).toEqual({ done: true, hotels: [HOUSE] });
      expect(JSON.parse(reply?.body ?? "")).toEqual({ url: expect.stringContaining("externalHotelReference=9033065") });
    }));

  it("sends the plain shell, without replies, when the first calls fail, do not list the house, or do not answer in time", () =>
    withRouteShell("houseDetail", "/house/details/*", HEADER, async () => {
      const answers = [
        (c: Context) => c.json({ done: false }, 500),
        (c: Context) => c.json({ done: true, hotels: [{ ...HOUSE, hotelDetailId: "other" }] }),
        () => new Promise<Response>(() => {}),
        () => {
          throw new Error("the booking API is down");
        },
      ];
      for (const answer of answers) {
        const response = await withPortal(houseApi(answer), dir).request(HOUSE_PAGE, { headers: html });
        const page = await response.text();
        expect(page).toContain('<div id="root" data-shell="">h</div>');
        expect(page).not.toContain("travesia-first-replies");
        expect(response.headers.get("cache-control")).toBe("no-cache");
      }
    }));

  it("writes the product tour's first step into the home, in the cookie's language, or empty texts when none came", async () => {
    const home = `<p>${pageStandInReplySlot("tourTitle")}</p><p>${pageStandInReplySlot("tourText")}</p>`;
    await writeFile(join(dir, "prerendered", "home.en.html"), home);
    const languages: string[] = [];
    const tourApi = (answer: (c: Context) => Response | Promise<Response>) =>
      new Hono().get("/api/tour/:language", (c) => {
        languages.push(c.req.param("language"));
        return answer(c);
      });
    const steps = [
      { step: "filters", title: "Filter", text: "Narrow it" },
      { step: "search", title: "Start <here>", text: "Pick a city & dates" },
    ];
    try {
      const answered = tourApi((c) => c.json({ done: true, language: "en", steps }));
      const page = await withPortal(answered, dir).request("/", { headers: { ...html, cookie: "ml=en" } });
      expect(await page.text()).toBe("<p>Start &lt;here&gt;</p><p>Pick a city &amp; dates</p>");
      expect(languages).toEqual(["en"]);
      expect(page.headers.get("cache-control")).toBe("no-cache");
      for (const answer of [
        (c: Context) => c.json({ done: false }, 500),
        (c: Context) => c.json({ done: true, language: "en", steps: [{ step: "search", title: 7 }] }),
        () => new Promise<Response>(() => {}),
      ]) {
        const failed = await withPortal(tourApi(answer), dir).request("/", { headers: { ...html, cookie: "ml=en" } });
        expect(await failed.text()).toBe("<p></p><p></p>");
      }
    } finally {
      await writeFile(join(dir, "prerendered", "home.en.html"), "home en");
    }
  });

  it("writes the tour's second step into a visitor's hotel results shell, without the page's calls or an embedded reply", () =>
    withRouteShell(
      "hotelResults",
      "/hotel/results/*",
      `<h1>Resultados</h1><h2>${pageStandInReplySlot("tourTitle")}</h2><p>${pageStandInReplySlot("tourText")}</p>`,
      async () => {
        const asked: string[] = [];
        const api = (answer: (c: Context) => Response | Promise<Response>) =>
          new Hono()
            .get("/api/tour/:language", (c) => {
              asked.push(c.req.path);
              return answer(c);
            })
            .post("/api/v1/hotels/search", (c) => {
              asked.push(c.req.path);
              return c.json({ done: true, hotels: [] });
            });
        const steps = [
          { step: "search", title: "Empezá", text: "Elegí" },
          { step: "filters", title: "Filtrá <ya>", text: "Acotá & listo" },
        ];
        const results = "/hotel/results/MAD/2027-03-01/2027-03-05/2-0?availability=CNF";
        const answered = api((c) => c.json({ done: true, language: "es", steps }));
        const response = await withPortal(answered, dir).request(results, { headers: html });
        const page = await response.text();
        expect(page).toContain("<h1>Resultados</h1><h2>Filtrá &lt;ya&gt;</h2><p>Acotá &amp; listo</p>");
        // The tour's texts alone: the hotel search is the page's own first call, sent by its first script.
        expect(asked).toEqual(["/api/tour/es"]);
        expect(page).not.toContain("travesia-first-replies");
        expect(response.headers.get("cache-control")).toBe("no-cache");
        for (const answer of [
          (c: Context) => c.json({ done: false }, 500),
          (c: Context) => c.json({ done: true, language: "es", steps: [steps[0]] }),
          () => new Promise<Response>(() => {}),
        ]) {
          const failed = await withPortal(api(answer), dir).request(results, { headers: html });
          expect(await failed.text()).toContain("<h1>Resultados</h1><h2></h2><p></p>");
        }
      },
    ));

  /** An API that answers the user's record with `record` (or refuses with 401 when undefined). */
  const userApi = (record: object | undefined) =>
    houseApi((c) => c.json({ done: true, hotels: [HOUSE] })).get("/api/user", (c) =>
      record === undefined ? c.json({ done: false }, 401) : c.json(record),
    );
  const AGENT_RECORD = { id: "7", products: ["htl"], firstName: "Ana" };

  it("sends a signed-in user's shell, with the user's record in its head, when the API says the session is one", () =>
    withRouteShell("houseDetail", "/house/details/*", HEADER, async () => {
      await writeFile(
        join(dir, "prerendered", "shell.houseDetail.signed-in.es.html"),
        shell.replace(">h<", `>${HEADER}·signed in<`),
      );
      await writeFile(join(dir, "prerendered", "shell.signed-in.es.html"), shell.replace(">h<", ">plain·signed in<"));
      try {
        const agent = { ...html, cookie: "ml=es; s=agent" };
        const detail = await withPortal(userApi(AGENT_RECORD), dir).request(HOUSE_PAGE, { headers: agent });
        const page = await detail.text();
        expect(page).toContain("<h1>Casa &lt;Sol&gt;</h1><p>★★★★</p><p>Lote 57, La Barra</p>·signed in");
        expect(detail.headers.get("cache-control")).toBe("private, no-cache");
        const text = /id="travesia-first-replies">(.*?)<\/script>/.exec(page)?.[1] ?? "";
        expect(readPageFirstReplies(text).map((reply) => reply.path)).toEqual(["/api/user", "/api/v1/houses/search"]);
        // A page whose shell shows no reply's value: the plain signed-in shell, with the user's record alone.
        const other = await withPortal(userApi(AGENT_RECORD), dir).request("/mybudgets", { headers: agent });
        const otherPage = await other.text();
        expect(otherPage).toContain("plain·signed in");
        const otherText = /id="travesia-first-replies">(.*?)<\/script>/.exec(otherPage)?.[1] ?? "";
        expect(readPageFirstReplies(otherText).map((reply) => reply.path)).toEqual(["/api/user"]);
        expect(other.headers.get("cache-control")).toBe("private, no-cache");
      } finally {
        await rm(join(dir, "prerendered", "shell.houseDetail.signed-in.es.html"));
        await rm(join(dir, "prerendered", "shell.signed-in.es.html"));
      }
    }));

  it("sends a signed-in user's home, with the user's name and record, when the API says the session is one", async () => {
    const signedInHome = `<head></head><div id="root" data-shell="">${pageStandInReplySlot("userFirstName")}·signed in</div>`;
    await writeFile(join(dir, "prerendered", "home.signed-in.es.html"), signedInHome);
    await writeFile(join(dir, "prerendered", "home.es.html"), `<head></head>home·${pageStandInReplySlot("tourTitle")}`);
    const tourSteps = [{ step: "search", title: "Empezá", text: "Elegí" }];
    const api = (record: object | undefined) =>
      userApi(record).get("/api/tour/:language", (c) => c.json({ done: true, language: "es", steps: tourSteps }));
    try {
      const agent = await withPortal(api(AGENT_RECORD), dir).request("/", { headers: { ...html, cookie: "s=agent" } });
      const page = await agent.text();
      expect(page).toContain('<div id="root" data-shell="">Ana·signed in</div>');
      const text = /id="travesia-first-replies">(.*?)<\/script>/.exec(page)?.[1] ?? "";
      expect(readPageFirstReplies(text).map((reply) => reply.path)).toEqual(["/api/user"]);
      expect(agent.headers.get("cache-control")).toBe("private, no-cache");
      // A guest, a refused session, the language cookie alone: the visitor's home, hydrated, with no record in it (its
      // first render draws the visitor it was prerendered for).
      for (const [record, cookie] of [
        [{ ...AGENT_RECORD, guest: true }, "s=guest"],
        [undefined, "s=expired"],
        [AGENT_RECORD, "ml=es"],
      ] as const) {
        const visitor = await withPortal(api(record), dir).request("/", { headers: { ...html, cookie } });
        expect(await visitor.text()).toBe("<head></head>home·Empezá");
        expect(visitor.headers.get("cache-control")).toBe("no-cache");
      }
      // A build without the signed-in home: the visitor's.
      await rm(join(dir, "prerendered", "home.signed-in.es.html"));
      const plain = await withPortal(api(AGENT_RECORD), dir).request("/", { headers: { ...html, cookie: "s=agent" } });
      expect(await plain.text()).toBe("<head></head>home·Empezá");
    } finally {
      await rm(join(dir, "prerendered", "home.signed-in.es.html"), { force: true });
      await writeFile(join(dir, "prerendered", "home.es.html"), "home es");
    }
  });

  it("sends a visitor's shell to a guest or a refused session, with the record that says so; asks nothing for the language cookie alone", () =>
    withRouteShell("houseDetail", "/house/details/*", HEADER, async () => {
      await writeFile(join(dir, "prerendered", "shell.signed-in.es.html"), shell.replace(">h<", ">plain·signed in<"));
      try {
        for (const [record, cookie, answered] of [
          [{ ...AGENT_RECORD, guest: true }, "s=guest", true],
          [undefined, "s=expired", true],
          [AGENT_RECORD, "ml=pt", false],
        ] as const) {
          const response = await withPortal(userApi(record), dir).request("/mybudgets", {
            headers: { ...html, cookie },
          });
          const page = await response.text();
          expect(page).not.toContain("signed in");
          const text = /id="travesia-first-replies">(.*?)<\/script>/.exec(page)?.[1];
          expect(text === undefined ? [] : readPageFirstReplies(text).map((reply) => reply.path)).toEqual(
            answered ? ["/api/user"] : [],
          );
          expect(response.headers.get("cache-control")).toBe(answered ? "private, no-cache" : "no-cache");
        }
      } finally {
        await rm(join(dir, "prerendered", "shell.signed-in.es.html"));
      }
    }));

  const BUNDLES_PAGE = "/dynamicVacationBundle/results?destination_ids=&period_ids=&tematic_ids=&all=1";
  const BUNDLE = {
    id: "B1",
    title: "Cancún",
    destination: { id: "CUN", name: "Cancún" },
    tematics: [{ id: "1", name: "Playa" }],
    months: ["2027-03"],
    nights: 7,
    firstDeparture: "2027-03-02",
    from: { amount: 900, currency: "USD" },
    image: "img/paquetes/1.jpg",
  };
  const BUNDLES_HEAD = `<h1>${pageStandInSlot("heading")}</h1><p>${pageStandInReplySlot("summary")}</p><p>${pageStandInReplySlot("count")}</p>`;
  const bundleApi = (results: readonly object[]) =>
    new Hono().post("/dynamicVacationBundle/getAllResults", (c) => c.json({ done: true, next: "", results }));

  it("answers the bundle results' search in process: the URL's heading and the reply's summary and count, or the plain shell", () =>
    withRouteShell("bundleResults", "/dynamicVacationBundle/results", BUNDLES_HEAD, async () => {
      const response = await withPortal(bundleApi([BUNDLE, BUNDLE]), dir).request(BUNDLES_PAGE, { headers: html });
      const page = await response.text();
      expect(page).toContain(
        "<h1>Nuestras propuestas</h1><p>Todos los destinos, meses y temáticas</p><p>2 paquetes</p>",
      );
      expect(readPageFirstReplies(page.slice(page.indexOf('">') + 2, page.indexOf("</script>")))).toMatchObject([
        { method: "POST", path: "/dynamicVacationBundle/getAllResults", status: 200 },
      ]);
      // No bundle listed: the page draws its empty notice, not the grid the stand-in shows.
      const empty = await (await withPortal(bundleApi([]), dir).request(BUNDLES_PAGE, { headers: html })).text();
      expect(empty).toContain('<div id="root" data-shell="">h</div>');
      expect(empty).not.toContain("travesia-first-replies");
    }));

  it("serves the page unchanged when the build has no map (a host that does not read it)", async () => {
    await rm(join(dir, ".vite", "route-preloads.json"));
    const page = await withPortal(new Hono(), dir).request("/hotel/details/x", { headers: html });
    expect(await page.text()).toBe(shell);
    const path = "/flightsHotels/results/BUE:Buenos%20Aires/CUN/Canc%C3%BAn/2027-03-01/2027-03-08/2-0/0/0";
    const packages = await withPortal(new Hono(), dir).request(path, { headers: html });
    expect(await packages.text()).toBe(shell);
  });
});

describe("acceptsEncoding", () => {
  it("reads the codings a browser lists, with their weights", () => {
    expect(acceptsEncoding("gzip, deflate, br, zstd", "br")).toBe(true);
    expect(acceptsEncoding("gzip, deflate", "br")).toBe(false);
    expect(acceptsEncoding("gzip, br;q=0", "br")).toBe(false);
    expect(acceptsEncoding("gzip;q=1.0, BR;q=0.5", "br")).toBe(true);
    expect(acceptsEncoding("*", "br")).toBe(true);
    expect(acceptsEncoding(undefined, "br")).toBe(false);
    expect(acceptsEncoding("brotli", "br")).toBe(false);
  });

  test.prop([fc.string({ maxLength: 60 })], { numRuns: 1000 })(
    "never throws, and a coding of q=0 is refused",
    (text) => {
      expect(typeof acceptsEncoding(text, "br")).toBe("boolean");
      expect(acceptsEncoding(`br;q=0, ${text.replaceAll(/[,*]|br/gi, "")}`, "br")).toBe(false);
    },
  );
});

describe("portalMiddleware with the build's Brotli copies", () => {
  let dir = "";
  const script = "export const greeting = 'hola, '.repeat(200);\n";

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "portal-br-"));
    await mkdir(join(dir, "assets"));
    await writeFile(join(dir, "assets", "entry-1.js"), script);
    await writeFile(join(dir, "assets", "entry-1.js.br"), brotliCompressSync(script));
    await writeFile(join(dir, "assets", "plain-1.js"), script);
    await writeFile(join(dir, "favicon.png"), "png");
    await writeFile(join(dir, "robots.txt"), "User-agent: *");
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const get = (path: string, acceptEncoding?: string) =>
    withPortal(new Hono(), dir).request(path, {
      headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding },
    });

  it("sends a browser that takes Brotli the build's copy, as the script it is", async () => {
    const reply = await get("/assets/entry-1.js", "gzip, deflate, br, zstd");
    expect(reply.headers.get("content-encoding")).toBe("br");
    expect(reply.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(reply.headers.get("vary")).toBe("accept-encoding");
    expect(reply.headers.get("cache-control")).toContain("immutable");
    expect(brotliDecompressSync(Buffer.from(await reply.arrayBuffer())).toString()).toBe(script);
  });

  it("lets a browser keep the site icon for a day (asked again on each same-document navigation), other files not", async () => {
    expect((await get("/favicon.png")).headers.get("cache-control")).toBe("public, max-age=86400");
    expect((await get("/robots.txt")).headers.get("cache-control")).toBe("no-cache");
  });

  it("sends the file itself to a browser that does not take Brotli, and when the build made no copy", async () => {
    for (const reply of [await get("/assets/entry-1.js", "gzip"), await get("/assets/plain-1.js", "br")]) {
      expect(reply.headers.get("content-encoding")).toBeNull();
      expect(await reply.text()).toBe(script);
    }
  });
  it("reads a hashed asset once: later requests are served from memory, a missing one is looked for again", async () => {
    const app = withPortal(new Hono(), dir);
    const ask = (path: string) => app.request(path, { headers: { "accept-encoding": "br" } });
    await writeFile(join(dir, "assets", "kept-1.js"), script);
    expect(await (await ask("/assets/kept-1.js")).text()).toBe(script);
    // A hashed name never changes content: what the disk says later is not read again.
    await writeFile(join(dir, "assets", "kept-1.js"), "changed");
    expect(await (await ask("/assets/kept-1.js")).text()).toBe(script);
    await rm(join(dir, "assets", "kept-1.js"));
    expect(await (await ask("/assets/kept-1.js")).text()).toBe(script);
    // Another spelling of the same file is the same asset (no second copy, the same bytes).
    expect(await (await ask("/assets/./kept-1.js")).text()).toBe(script);
    expect(await (await ask("/assets/kept%2D1.js")).text()).toBe(script);
    // Not there at first (a build still writing): found once it is.
    expect((await ask("/assets/late-1.js")).status).toBe(404);
    await writeFile(join(dir, "assets", "late-1.js"), script);
    expect(await (await ask("/assets/late-1.js")).text()).toBe(script);
  });
});
