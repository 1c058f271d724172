import { policyMessagesEn } from "./en/policy.js";
import { policyMessagesEs } from "./es/policy.js";
import { policyMessagesPt } from "./pt/policy.js";

/** Cancellation and modification policies (spec 001 §3, §4, §8). The spec's 'politicas' (no accent) is kept. */
export const policyMessages = { es: policyMessagesEs, en: policyMessagesEn, pt: policyMessagesPt } as const;
