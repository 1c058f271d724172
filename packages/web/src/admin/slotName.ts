import { HOME_BOX_PRODUCTS, type HomeBackgroundSlot } from "@travesia/core";
import { useT } from "../i18n/LanguageContext";
import { useAdminT } from "./adminText";

/**
 * The name of a home background's slot, "Hoteles: escritorio, inglés": the product's name from the portal's catalog,
 * the device and language from the back office's texts.
 */
export const useSlotName = () => {
  const t = useAdminT();
  const portalT = useT();
  return (slot: HomeBackgroundSlot) => {
    const product = HOME_BOX_PRODUCTS.find((entry) => entry.pageCode === slot.pageCode);
    return t("admin.backgrounds.slot", {
      product: product === undefined ? slot.pageCode : portalT(product.labelKey),
      device: t(`admin.backgrounds.device.${slot.device}`),
      language: t(`admin.backgrounds.language.${slot.language}`),
    });
  };
};
