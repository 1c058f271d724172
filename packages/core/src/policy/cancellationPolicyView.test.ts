import { fc, test } from "@fast-check/vitest";
import { Result } from "effect";
import { describe, expect, it } from "vitest";
import type { HotelCancellationPolicy, HotelPolicyNode } from "../api/hotelCancellationPolicy.js";
import { money } from "../money/money.js";
import { cancellationPolicyView } from "./cancellationPolicyView.js";
import { policyHeadline } from "./policyHeadline.js";
import { policyText } from "./policyText.js";
import { policyTimeline } from "./policyTimeline.js";

const free: HotelPolicyNode = { tipo: "G", fecha_formated: "" };

const arbNode: fc.Arbitrary<HotelPolicyNode> = fc.record({
  tipo: fc.constantFrom("G", "C", "NR"),
  fecha_formated: fc.constantFrom("10/12/2026", "20/12/2026", ""),
  costo: fc.option(
    fc.record({
      moneda: fc.constantFrom("USD", "ARS"),
      precio: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
    }),
    { nil: undefined },
  ),
});

const arbPolicy: fc.Arbitrary<HotelCancellationPolicy> = fc.record({
  cancelacion: fc.record({
    tipo_cancelacion: fc.record({ codigo: fc.constantFrom("G", "C", "NR"), texto: fc.string({ maxLength: 10 }) }),
    durante: fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
    nodos: fc.array(arbNode, { maxLength: 6 }),
    no_presentacion: fc.record({ exists: fc.boolean() }),
  }),
  modificacion: fc.option(
    fc.record({
      tipo_modificacion: fc.record({ codigo: fc.constantFrom("G", "C"), texto: fc.constant("") }),
      nodos: fc.array(arbNode, { maxLength: 4 }),
    }),
    { nil: undefined },
  ),
  paymentDate: fc.constant("01/12/2026"),
  deadline: fc.constant("05/12/2026"),
  contractPreferencesHotel: fc.option(fc.record({ showPaymentDate: fc.boolean(), showExpirationDate: fc.boolean() }), {
    nil: undefined,
  }),
});

describe("policyHeadline", () => {
  it("maps type codes: G free, C cost, NR non-refundable styled as cost", () => {
    expect(policyHeadline({ codigo: "G", texto: "Gratis" })).toEqual({
      code: "G",
      tone: "free",
      key: "policy.typeFree",
      text: "Gratis",
    });
    expect(policyHeadline({ codigo: "C" })).toMatchObject({ tone: "cost", key: "policy.typeCost" });
    expect(policyHeadline({ codigo: "NR" })).toMatchObject({
      code: "NR",
      tone: "cost",
      key: "policy.typeNonRefundable",
    });
  });
});

describe("policyTimeline", () => {
  it("reads 'GRATIS HOY' on a free first node and today plus price otherwise", () => {
    const free = Result.getOrThrow(
      policyTimeline(
        [
          { tipo: "G", fecha_formated: "01/12" },
          { tipo: "C", fecha_formated: "10/12", costo: { moneda: "USD", precio: 50.5 } },
          { tipo: "C", fecha_formated: "20/12", costo: { moneda: "USD", precio: 100 } },
        ],
        "21/11",
        true,
      ),
    );
    expect(free.map((n) => [n.side, n.labelKey, n.date, n.price?.minor, n.noShow])).toEqual([
      ["left", "policy.freeToday", undefined, undefined, false],
      ["right", undefined, "10/12", 5050, false],
      ["left", undefined, "20/12", 10000, true],
    ]);
    const cost = Result.getOrThrow(
      policyTimeline([{ tipo: "NR", fecha_formated: "", costo: { moneda: "ARS", precio: 12 } }], "21/11", false),
    );
    expect(cost[0]).toEqual({
      side: "left",
      tone: "cost",
      isFirst: true,
      labelKey: "policy.today",
      date: "21/11",
      price: money(1200, "ARS"),
      noShow: false,
    });
  });

  it("names a price it cannot read", () => {
    expect(
      policyTimeline(
        [free, { tipo: "C", fecha_formated: "", costo: { moneda: "USD", precio: 1e300 } }],
        "21/11",
        false,
      ),
    ).toEqual(Result.fail({ _tag: "PolicyPriceError", path: ["nodos", 1, "costo", "precio"] }));
  });

  test.prop([fc.array(arbNode, { maxLength: 12 }), fc.boolean()], { numRuns: 1000 })(
    "nodes alternate sides, only the first can read 'GRATIS HOY', no-show marks only the last cost node",
    (nodes, noShow) => {
      const timeline = Result.getOrThrow(policyTimeline(nodes, "HOY", noShow));
      expect(timeline).toHaveLength(nodes.length);
      timeline.forEach((node, i) => {
        expect(node.side).toBe(i % 2 === 0 ? "left" : "right");
        if (i > 0) expect(node.side).not.toBe(timeline[i - 1]?.side);
        expect(node.labelKey === "policy.freeToday").toBe(i === 0 && node.tone === "free");
        expect(node.labelKey === "policy.today").toBe(i === 0 && node.tone === "cost");
        if (i === 0 && node.tone === "cost") expect(node.date).toBe("HOY");
        if (node.tone === "free") expect(node.price).toBeUndefined();
      });
      const costIndexes = timeline.flatMap((n, i) => (n.tone === "cost" ? [i] : []));
      const marked = timeline.flatMap((n, i) => (n.noShow ? [i] : []));
      expect(marked).toEqual(noShow && costIndexes.length > 0 ? [costIndexes[costIndexes.length - 1]] : []);
    },
  );
});

describe("cancellationPolicyView", () => {
  it("builds the whole loaded panel", () => {
    const view = cancellationPolicyView(
      {
        cancelacion: {
          tipo_cancelacion: { codigo: "C", texto: "Con gastos" },
          durante: "Cancelación gratuita hasta el 01/12",
          nodos: [free, { tipo: "C", fecha_formated: "02/12", costo: { moneda: "USD", precio: 80 } }],
          comentarios_gastos_cancelacion: "Gastos según proveedor",
          no_presentacion: { exists: true },
        },
        modificacion: {
          tipo_modificacion: { codigo: "G", texto: "Sin cargo" },
          durante: " ",
          nodos: [free],
          comentarios_gastos_modificacion: "Sin gastos",
        },
        paymentDate: "01/12/2026",
        deadline: "30/11/2026",
        supplierComments: [{ value: "Check-in 14h" }, { value: "" }],
        aclaracion: "Horario local",
        contractPreferencesHotel: { showPaymentDate: true, showExpirationDate: false },
      },
      "21/11/2026",
    );
    const loaded = Result.getOrThrow(view);
    expect(loaded.cancellation.headline.key).toBe("policy.typeCost");
    expect(loaded.cancellation.freePeriodText).toBe("Cancelación gratuita hasta el 01/12");
    expect(loaded.cancellation.comments).toBe("Gastos según proveedor");
    expect(loaded.cancellation.timeline[1]?.noShow).toBe(true);
    expect(loaded.modification?.headline.tone).toBe("free");
    expect(loaded.modification?.freePeriodText).toBeUndefined();
    expect(loaded.modification?.comments).toBe("Sin gastos");
    expect(loaded.paymentDate).toBe("01/12/2026");
    expect(loaded.expirationDate).toBeUndefined();
    expect(loaded.supplierComments).toEqual(["Check-in 14h"]);
    expect(loaded.clarification).toBe("Horario local");
  });

  it("fails with the path of a bad price in either timeline", () => {
    const bad: HotelPolicyNode = { tipo: "C", fecha_formated: "", costo: { moneda: "USD", precio: 1e300 } };
    const base: HotelCancellationPolicy = {
      cancelacion: { tipo_cancelacion: { codigo: "C", texto: "" }, nodos: [bad] },
    };
    expect(cancellationPolicyView(base, "hoy")).toEqual(
      Result.fail({ _tag: "PolicyPriceError", path: ["cancelacion", "nodos", 0, "costo", "precio"] }),
    );
    const inModification: HotelCancellationPolicy = {
      cancelacion: { tipo_cancelacion: { codigo: "G", texto: "" }, nodos: [] },
      modificacion: { tipo_modificacion: { codigo: "C", texto: "" }, nodos: [free, bad] },
    };
    expect(cancellationPolicyView(inModification, "hoy")).toEqual(
      Result.fail({ _tag: "PolicyPriceError", path: ["modificacion", "nodos", 1, "costo", "precio"] }),
    );
  });

  test.prop([arbPolicy], { numRuns: 1000 })("dates show only as the contract preferences allow", (policy) => {
    const view = Result.getOrThrow(cancellationPolicyView(policy, "hoy"));
    expect(view.paymentDate !== undefined).toBe(policy.contractPreferencesHotel?.showPaymentDate === true);
    expect(view.expirationDate !== undefined).toBe(policy.contractPreferencesHotel?.showExpirationDate === true);
    expect(view.cancellation.timeline).toHaveLength(policy.cancelacion.nodos?.length ?? 0);
    expect(view.modification === undefined).toBe(policy.modificacion === undefined);
    expect(view.modification?.timeline.some((n) => n.noShow) ?? false).toBe(false);
  });

  it("treats blank texts as none", () => {
    expect([policyText(null), policyText(undefined), policyText(" "), policyText("a")]).toEqual([
      undefined,
      undefined,
      undefined,
      "a",
    ]);
  });
});
