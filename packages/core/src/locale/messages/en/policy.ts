import type { MessageTable } from "../../internal/defineMessages.js";
import type { policyMessagesEs } from "../es/policy.js";

/** English texts of the policy domain. */
export const policyMessagesEn: MessageTable<keyof typeof policyMessagesEs> = {
  "policy.checking": "Checking",
  "policy.compactError": "We could not get the cancellation policies",
  "policy.loadError": "Sorry, the policies could not be loaded.",
  "policy.retry": "Try again",
  "policy.freeToday": "FREE TODAY",
  "policy.today": "Today",
  "policy.link": "Cancellation policy",
  "policy.typeFree": "Free cancellation",
  "policy.typeCost": "Cancellation with fees",
  "policy.typeNonRefundable": "Non-refundable",
  "policy.freeUntil": "Free cancellation until {date}",
  "policy.costFrom": "From {date}: {amount}",
  "policy.noShow": "A no-show costs the same.",
  "policy.modification": "Modification policy",
  "policy.paymentDate": "Payment date: {date}",
  "policy.expirationDate": "Expiration date: {date}",
  "policy.supplierComments": "Supplier comments",
  "policy.clarification": "Clarification",
};
