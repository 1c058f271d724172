export * from "./tourApi.js";
export * from "./tourMessages.js";
export * from "./tourPosition.js";
export * from "./tourStandIn.js";
export * from "./tourSteps.js";
export * from "./tourTexts.js";
