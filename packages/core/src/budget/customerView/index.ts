export * from "./budgetCustomerView.js";
export * from "./budgetShareMail.js";
export * from "./customerViewSchema.js";
export * from "./shareLinkState.js";
export * from "./shareToken.js";
export * from "./whatsAppShareUrl.js";
