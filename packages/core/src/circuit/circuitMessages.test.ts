import { describe, expect, it } from "vitest";
import { CIRCUIT_MESSAGES, translateCircuit } from "./circuitMessages.js";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]).sort();

describe("circuit texts", () => {
  it("hold the same keys in es, en and pt, each with a text and the same placeholders", () => {
    const keys = Object.keys(CIRCUIT_MESSAGES.es).sort();
    for (const table of [CIRCUIT_MESSAGES.en, CIRCUIT_MESSAGES.pt] as Readonly<Record<string, string>>[]) {
      expect(Object.keys(table).sort()).toEqual(keys);
      for (const key of keys) {
        expect(table[key]?.trim(), key).not.toBe("");
        expect(placeholders(table[key] ?? ""), key).toEqual(
          placeholders((CIRCUIT_MESSAGES.es as Record<string, string>)[key] ?? ""),
        );
      }
    }
  });

  it("count in each language", () => {
    expect(translateCircuit("es", "circuit.count", { count: 1 })).toBe("1 circuito");
    expect(translateCircuit("en", "circuit.count", { count: 2 })).toBe("2 tours");
    expect(translateCircuit("pt", "circuit.days", { count: 9 })).toBe("9 dias");
  });
});
