import { ROUTES } from "@travesia/core";
import { useAdminHotelEditor, useAdminIconSearch } from "@travesia/hooks";
import page from "../../shared/Page.module.css";
import { useAdminT } from "../adminText";
import { HotelEditor } from "./HotelEditor";

/** One hotel's edit page (`/admin/hotels/{hotelId}`): its content, saved at once, and the icon search. */
export const HotelEditorConnected = ({ hotelId }: { readonly hotelId: string }) => {
  const t = useAdminT();
  const editor = useAdminHotelEditor(hotelId);
  const icons = useAdminIconSearch();
  const { hotel, save, issues } = editor.data;
  if (hotel === null)
    return (
      <p role="status" className={page.muted}>
        {t(editor.status === "loading" ? "admin.loading" : "admin.loadFailed")}
      </p>
    );
  return (
    <HotelEditor
      key={hotel.id}
      hotel={hotel}
      save={save}
      issues={issues}
      iconTerm={icons.data.term}
      icons={icons.data.icons}
      listPath={ROUTES.adminHotels}
      onIconTerm={icons.actions.setTerm}
      onEvent={(event) => void editor.actions.apply(event)}
      onUpload={(file) => void editor.actions.upload(file)}
    />
  );
};
