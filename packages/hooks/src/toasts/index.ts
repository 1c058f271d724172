export * from "./toastQueue.js";
export * from "./useToasts.js";
