export * from "./cancellationPolicyView.js";
export * from "./policyHeadline.js";
export * from "./policyText.js";
export * from "./policyTimeline.js";
export * from "./ratePolicyTransition.js";
