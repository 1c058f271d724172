import { circuitMessagesEn } from "./en/circuit.js";
import { circuitMessagesEs } from "./es/circuit.js";
import { circuitMessagesPt } from "./pt/circuit.js";

/** Circuits: the box's form message and the hooks' errors. */
export const circuitMessages = { es: circuitMessagesEs, en: circuitMessagesEn, pt: circuitMessagesPt } as const;
