import { type AdminPoi, adminPoiEditPath, adminPoisCityPath } from "@travesia/core";
import { useAdminPois } from "@travesia/hooks";
import { useId, useState } from "react";
import { Link, useNavigate } from "react-router-dom";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";
import { AdminDestination } from "../ContentFields/AdminDestination";
import { AdminFinder } from "../ContentFields/AdminFinder";
import { type PoiDraft, PoiForm } from "./PoiForm";
import { PoiMapLazy } from "./PoiMapLazy";

const draftOf = (poi: AdminPoi): PoiDraft => ({
  id: poi.id,
  description: poi.description,
  vicinity: poi.vicinity,
  type: poi.type,
  latitude: String(poi.latitude),
  longitude: String(poi.longitude),
});

const EMPTY: PoiDraft = { description: "", vicinity: "", type: "point_of_interest", latitude: "", longitude: "" };

const coordinate = (text: string): number | null => (text.trim() === "" ? null : Number(text.replace(",", ".")));

/** Props of {@link PoisConnected}: what the address names (core's `parseAdminPath`). */
export interface PoisConnectedProps {
  /** The destination, from `/admin/pois/{city}`; none at `/admin/pois`. */
  readonly city?: string | null;
  /** The POI open in the form, from its edit URL `/admin/pois/{city}/{poiId}`. */
  readonly poiId?: string | null;
}

/**
 * The "points of interest" module: choose a destination (the portal's location autocomplete), see its POIs on the
 * map and in a list, add one by clicking the map or from a place search, edit or remove one. A save also puts the
 * POI in the portal's index (`insertPoi`; a failure there is swallowed, spec 000 §8). The address holds the
 * destination and the POI being edited (spec 000 §2: edit and list URLs map to the list route), so an edit can be
 * linked to and reloaded.
 */
export const PoisConnected = ({ city = null, poiId = null }: PoisConnectedProps) => {
  const t = useAdminT();
  const id = useId();
  const navigate = useNavigate();
  const [edits, setEdits] = useState<{ readonly of: string | null; readonly draft: PoiDraft } | null>(null);
  const pois = useAdminPois(city);
  const opened = poiId === null ? undefined : pois.data.pois.find((poi) => poi.id === poiId);
  const draft = edits !== null && edits.of === poiId ? edits.draft : opened === undefined ? null : draftOf(opened);
  const setDraft = (next: PoiDraft | null | ((current: PoiDraft | null) => PoiDraft)) => {
    const value = typeof next === "function" ? next(draft) : next;
    setEdits(value === null ? null : { of: poiId, draft: value });
  };
  const close = () => {
    setEdits(null);
    if (poiId !== null && city !== null) navigate(adminPoisCityPath(city));
  };
  const { city: place, save } = pois.data;
  const lat = coordinate(draft?.latitude ?? "");
  const lng = coordinate(draft?.longitude ?? "");
  const submit = async () => {
    if (draft === null || city === null) return;
    const saved = await pois.actions.save({
      ...draft,
      city,
      latitude: lat ?? Number.NaN,
      longitude: lng ?? Number.NaN,
    });
    if (saved) close();
  };
  return (
    <section className={styles.content} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t("admin.module.pois")}
      </h2>
      <p className={styles.hint}>{t("admin.pois.cityHint")}</p>
      <AdminDestination
        id={`${id}-city`}
        label={t("admin.pois.city")}
        onChoose={(chosen) => navigate(adminPoisCityPath(chosen.code))}
      />
      <p role="status" className={save === "failed" ? styles.issue : styles.status}>
        {save === "saved" ? t("admin.content.saved") : save === "failed" ? t("admin.content.saveFailed") : ""}
      </p>
      {place === null ? null : (
        <>
          <h3 className={styles.legend}>{t("admin.pois.list", { city: place.name })}</h3>
          <p className={styles.hint}>{t("admin.pois.mapHint")}</p>
          <PoiMapLazy
            label={t("admin.pois.map", { city: place.name })}
            center={place}
            points={pois.data.pois.map((poi) => ({ ...poi, label: poi.description }))}
            draft={lat === null || lng === null || Number.isNaN(lat + lng) ? null : { latitude: lat, longitude: lng }}
            onPick={(latitude, longitude) =>
              setDraft((current) => ({
                ...(current ?? EMPTY),
                latitude: latitude.toFixed(5),
                longitude: longitude.toFixed(5),
              }))
            }
          />
          <AdminFinder
            key={place.code}
            id={`${id}-place`}
            label={t("admin.pois.place")}
            source={{ kind: "place", latitude: place.latitude, longitude: place.longitude }}
            onChoose={(found) =>
              setDraft({
                ...EMPTY,
                description: found.label.split(",")[0] ?? found.label,
                vicinity: found.vicinity ?? "",
                latitude: String(found.geo?.latitude ?? ""),
                longitude: String(found.geo?.longitude ?? ""),
              })
            }
          />
          {draft === null ? (
            <button type="button" className={page.secondary} onClick={() => setDraft(EMPTY)}>
              {t("admin.pois.add")}
            </button>
          ) : (
            <PoiForm
              id={`${id}-form`}
              draft={draft}
              issues={pois.data.issues}
              saving={save === "saving"}
              onChange={setDraft}
              onSave={() => void submit()}
              onCancel={close}
            />
          )}
          <ul className={styles.list}>
            {pois.data.pois.map((poi) => (
              <li key={poi.id} className={styles.row} data-testid="poi">
                <dl className={styles.entry}>
                  <dt>{t("admin.pois.description")}</dt>
                  <dd>{poi.description}</dd>
                  <dt>{t("admin.pois.type")}</dt>
                  <dd>{t(`admin.pois.type.${poi.type}`)}</dd>
                  <dt>{t("admin.pois.vicinity")}</dt>
                  <dd>{poi.vicinity}</dd>
                </dl>
                <span className={page.actions}>
                  <Link
                    to={adminPoiEditPath(poi.city, poi.id)}
                    className={page.secondary}
                    aria-label={t("admin.content.editLabel", { name: poi.description })}
                    aria-current={poi.id === poiId ? "page" : undefined}
                    onClick={() => setEdits(null)}
                  >
                    {t("admin.content.edit")}
                  </Link>
                  <button
                    type="button"
                    className={page.secondary}
                    aria-label={t("admin.content.removeLabel", { name: poi.description })}
                    onClick={() => void pois.actions.remove(poi)}
                  >
                    {t("admin.content.remove")}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
};
