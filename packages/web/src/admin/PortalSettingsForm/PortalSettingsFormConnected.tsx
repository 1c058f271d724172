import { usePortalSettingsEditor } from "@travesia/hooks";
import page from "../../shared/Page.module.css";
import { useAdminT } from "../adminText";
import { PortalSettingsForm } from "./PortalSettingsForm";

/** One portal's settings form wired to the back office's calls (`usePortalSettingsEditor`). */
export const PortalSettingsFormConnected = ({ portalId }: { readonly portalId: string }) => {
  const t = useAdminT();
  const editor = usePortalSettingsEditor(portalId);
  const { form } = editor.data;
  if (editor.status === "failed")
    return (
      <p role="alert" className={page.error}>
        {t("admin.notFound")}
      </p>
    );
  if (form === null)
    return (
      <p role="status" className={page.muted}>
        {t("admin.loading")}
      </p>
    );
  return (
    <PortalSettingsForm
      name={editor.data.name}
      form={form}
      issues={editor.data.issues}
      save={editor.data.save}
      onEvent={editor.actions.dispatch}
      onSave={() => void editor.actions.save()}
    />
  );
};
