import type { AuditText as AuditTextValue } from "@travesia/core";
import type { AdminTranslate } from "../adminText";
import { useSlotName } from "../slotName";

/** The text of one readable piece of a change log entry (core's `auditValueText`, `auditFieldText`, `auditTargetText`). */
export const useAuditText = (t: AdminTranslate) => {
  const slotName = useSlotName();
  return (shown: AuditTextValue): string =>
    shown.kind === "text"
      ? shown.text
      : shown.kind === "slot"
        ? slotName(shown.slot)
        : shown.kind === "image"
          ? t(shown.key)
          : t(shown.key, shown.params);
};

/** A value of an entry: its text, and for an uploaded image a thumbnail beside it. */
export const AuditValue = ({ shown, text }: { readonly shown: AuditTextValue; readonly text: string }) =>
  shown.kind === "image" ? (
    <>
      <img src={shown.url.replace(/\.img$/, ".thumb")} alt="" width={48} height={36} loading="lazy" /> {text}
    </>
  ) : (
    text
  );
