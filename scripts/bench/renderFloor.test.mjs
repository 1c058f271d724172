// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { installRowSwapper } from "./_renderFloor.mjs";

const LABEL = "bench: swap the cards";

const drawRows = (rows) => {
  const list = document.createElement("ol");
  list.innerHTML = rows.map((html) => `<li>${html}</li>`).join("");
  document.body.append(list);
  return list;
};

const swap = () => [...document.querySelectorAll("button")].find((button) => button.textContent === LABEL).click();

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the floor's row swapper", () => {
  it("shows the other rows, then the first ones again", () => {
    const first = ["<h3>Iberia</h3><p>1 escala</p>", "<h3>LATAM</h3><p>Directo</p>"];
    const other = ["<h3>LATAM</h3><p>Directo</p>", "<h3>Azul</h3><p>2 escalas</p>"];
    const list = drawRows(first);
    installRowSwapper({ rowSelector: "ol > li", states: [first, other], label: LABEL });
    swap();
    expect([...list.children].map((row) => row.innerHTML)).toEqual(other);
    swap();
    expect([...list.children].map((row) => row.innerHTML)).toEqual(first);
  });

  it("rewrites only the texts of a row whose texts line up, keeping its elements", () => {
    const first = ['<h3 class="name">Iberia</h3><p>USD <b>900</b></p>'];
    const other = ['<h3 class="name">Iberia</h3><p>USD <b>750</b></p>'];
    const list = drawRows(first);
    const heading = list.querySelector("h3");
    const price = list.querySelector("b");
    installRowSwapper({ rowSelector: "ol > li", states: [first, other], label: LABEL });
    swap();
    expect(list.querySelector("b").textContent).toBe("750");
    expect(list.querySelector("h3")).toBe(heading);
    expect(list.querySelector("b")).toBe(price);
  });

  it("writes the attributes that differ on a row that lines up: the other card's image, link and label", () => {
    const first = ['<img src="/a.webp" alt="Iberia"><a href="/flight/1" aria-label="Ver Iberia">Ver</a>'];
    const other = ['<img src="/b.webp" alt="LATAM"><a href="/flight/2">Ver</a>'];
    const list = drawRows(first);
    const image = list.querySelector("img");
    installRowSwapper({ rowSelector: "ol > li", states: [first, other], label: LABEL });
    swap();
    expect(list.firstElementChild.innerHTML).toBe(other[0]);
    expect(list.querySelector("img")).toBe(image);
    swap();
    expect(list.firstElementChild.innerHTML).toBe(first[0]);
  });

  it("replaces a row whose texts do not line up, and leaves rows the other reply lacks", () => {
    const first = ["<p>Directo</p>", "<p>Último</p>"];
    const other = ["<p>1 escala</p><p>Cambio de avión</p>"];
    const list = drawRows(first);
    installRowSwapper({ rowSelector: "ol > li", states: [first, other], label: LABEL });
    swap();
    expect([...list.children].map((row) => row.innerHTML)).toEqual([other[0], first[1]]);
  });
});
