import type { HomeBackgroundSlot } from "@travesia/core";
import { useHomeBackgrounds } from "@travesia/hooks";
import { useState } from "react";
import { useAdminT } from "../adminText";
import { HomeBackgrounds } from "./HomeBackgrounds";

/** The home's background images, over `useHomeBackgrounds`: the hotels box's first, another product on choice. */
export const HomeBackgroundsConnected = () => {
  const t = useAdminT();
  const backgrounds = useHomeBackgrounds();
  const [pageCode, setPageCode] = useState("hotels");
  const [uploading, setUploading] = useState<HomeBackgroundSlot | null>(null);
  const { save, issues } = backgrounds.data;
  return (
    <HomeBackgrounds
      pageCode={pageCode}
      backgrounds={backgrounds.data.backgrounds}
      uploading={uploading}
      issues={save === "failed" ? issues : []}
      status={
        save === "saving"
          ? t("admin.hotels.uploading")
          : save === "saved"
            ? t("admin.backgrounds.saved")
            : save === "failed"
              ? t("admin.content.saveFailed")
              : ""
      }
      onProduct={setPageCode}
      onUpload={async (slot, file) => {
        setUploading(slot);
        await backgrounds.actions.upload(slot, file);
        setUploading(null);
      }}
    />
  );
};
