import { useAdminAirlines } from "@travesia/hooks";
import { useState } from "react";
import { useAdminT } from "../adminText";
import { Airlines } from "./Airlines";

/** The airlines module wired to `useAdminAirlines`: the airline being edited (renamed, given a logo) is this page's own state. */
export const AirlinesConnected = () => {
  const t = useAdminT();
  const airlines = useAdminAirlines();
  const [editing, setEditing] = useState<{ carrierId: string; name: string } | null>(null);
  const { save } = airlines.data;
  return (
    <Airlines
      airlines={airlines.data.airlines}
      editing={editing}
      issues={save === "failed" ? airlines.data.issues : []}
      saving={save === "saving"}
      status={save === "saved" ? t("admin.content.saved") : save === "failed" ? t("admin.content.saveFailed") : ""}
      onEdit={(carrierId) => {
        const airline = airlines.data.airlines.find((known) => known.carrierId === carrierId);
        setEditing({ carrierId, name: airline?.name ?? "" });
      }}
      onName={(name) => setEditing((current) => (current === null ? null : { ...current, name }))}
      onCancel={() => setEditing(null)}
      onLogo={(file) => {
        if (editing !== null) void airlines.actions.uploadLogo(editing.carrierId, file);
      }}
      onSave={() => {
        if (editing === null) return;
        void airlines.actions.rename(editing.carrierId, editing.name).then((saved) => {
          if (saved) setEditing(null);
        });
      }}
    />
  );
};
