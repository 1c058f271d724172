import { type AdminHotel, type HotelContentEvent, UPLOAD_IMAGE_MAX_BYTES, validateVideoUrl } from "@travesia/core";
import { useId, useState } from "react";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";
import media from "./HotelEditor.module.css";

/** Props of the gallery and videos sections. */
export interface HotelMediaProps {
  readonly hotel: AdminHotel;
  readonly busy: boolean;
  readonly onEvent: (event: HotelContentEvent) => void;
  readonly onUpload: (file: File) => void;
}

/** The gallery (upload, reorder, remove; thumbnails) and the videos (supported hosts only) of one hotel. */
export const HotelMedia = ({ hotel, busy, onEvent, onUpload }: HotelMediaProps) => {
  const t = useAdminT();
  const id = useId();
  const [video, setVideo] = useState("");
  const [videoIssue, setVideoIssue] = useState<string | null>(null);
  // The image being dragged and the one it is over: a drop moves the first to the second's place (the ↑ ↓ buttons
  // stay, the keyboard's and a touch screen's way).
  const [dragged, setDragged] = useState<string | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };
  const thumbnails = new Map(hotel.images.map((image) => [image.url, image.thumbnailUrl]));
  const { gallery, videos } = hotel.content;
  const addVideo = () => {
    const [issue] = validateVideoUrl(video);
    if (issue !== undefined)
      return setVideoIssue(
        t(
          issue.key === "forms.videoMissing"
            ? "admin.hotels.issue.videoMissing"
            : "admin.hotels.issue.videoUnsupported",
        ),
      );
    setVideoIssue(null);
    setVideo("");
    onEvent({ type: "videoAdded", url: video });
  };
  return (
    <>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("admin.hotels.gallery")}</legend>
        <span className={page.field}>
          <label htmlFor={`${id}-upload`}>
            {t("admin.hotels.upload", { maxMb: UPLOAD_IMAGE_MAX_BYTES / (1024 * 1024) })}
          </label>
          <input
            id={`${id}-upload`}
            type="file"
            accept=".jpg,.jpeg,.png,.bmp,.gif,image/jpeg,image/png,image/bmp,image/gif"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file !== undefined) onUpload(file);
              event.target.value = "";
            }}
          />
        </span>
        <p className={styles.hint}>{t(gallery.length === 0 ? "admin.hotels.noImages" : "admin.hotels.reorderHint")}</p>
        <ol className={media.gallery}>
          {gallery.map((url, index) => {
            const position = index + 1;
            return (
              <li
                key={url}
                className={`${media.image} ${over === url && dragged !== url ? media.dropTarget : ""}`}
                draggable={!busy}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", url);
                  setDragged(url);
                }}
                onDragOver={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = "move";
                  setOver(url);
                }}
                onDrop={(event) => {
                  event.preventDefault();
                  const from = dragged === null ? -1 : gallery.indexOf(dragged);
                  if (dragged !== null && from >= 0 && from !== index)
                    onEvent({ type: "imageMoved", url: dragged, by: index - from });
                  endDrag();
                }}
                onDragEnd={endDrag}
              >
                <img
                  src={thumbnails.get(url) ?? url}
                  alt={t("admin.hotels.imageAlt", { position, name: hotel.name })}
                  width={160}
                  height={120}
                  loading="lazy"
                />
                <span className={media.imageActions}>
                  <button
                    type="button"
                    className={page.secondary}
                    disabled={busy || index === 0}
                    aria-label={t("admin.hotels.moveUp", { position })}
                    onClick={() => onEvent({ type: "imageMoved", url, by: -1 })}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className={page.secondary}
                    disabled={busy || index === gallery.length - 1}
                    aria-label={t("admin.hotels.moveDown", { position })}
                    onClick={() => onEvent({ type: "imageMoved", url, by: 1 })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className={page.secondary}
                    disabled={busy}
                    aria-label={t("admin.hotels.removeImage", { position })}
                    onClick={() => onEvent({ type: "imageRemoved", url })}
                  >
                    ✕
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("admin.hotels.videos")}</legend>
        {videos.length === 0 ? <p className={styles.hint}>{t("admin.hotels.noVideos")}</p> : null}
        <ul className={styles.list}>
          {videos.map((url) => (
            <li key={url} className={styles.row}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </a>
              <button
                type="button"
                className={page.secondary}
                disabled={busy}
                aria-label={t("admin.hotels.removeVideo", { url })}
                onClick={() => onEvent({ type: "videoRemoved", url })}
              >
                ✕
              </button>
            </li>
          ))}
        </ul>
        <span className={page.field}>
          <label htmlFor={`${id}-video`}>{t("admin.hotels.videoUrl")}</label>
          <input
            id={`${id}-video`}
            type="url"
            className={page.input}
            value={video}
            aria-invalid={videoIssue === null ? undefined : true}
            aria-describedby={videoIssue === null ? undefined : `${id}-video-issue`}
            onChange={(event) => setVideo(event.target.value)}
          />
        </span>
        {videoIssue === null ? null : (
          <p id={`${id}-video-issue`} className={styles.issue}>
            {videoIssue}
          </p>
        )}
        <button type="button" className={page.primary} disabled={busy} onClick={addVideo}>
          {t("admin.hotels.addVideo")}
        </button>
      </fieldset>
    </>
  );
};
