import type { Language } from "@travesia/core";
import { useCustomLocale } from "@travesia/hooks";
import { useEffect } from "react";

/** Props of {@link CustomLocaleLoader}. */
interface CustomLocaleLoaderProps {
  readonly language: Language;
  readonly onOverrides: (overrides: Readonly<Record<string, string>> | undefined) => void;
}

/**
 * Reads the custom variant the `ml` cookie names (`useCustomLocale`) and hands its texts up; draws nothing. Its own
 * chunk, loaded only when the cookie names a variant, so the home route's first load does not carry it.
 */
const CustomLocaleLoader = ({ language, onOverrides }: CustomLocaleLoaderProps) => {
  const { overrides } = useCustomLocale(language).data;
  useEffect(() => onOverrides(overrides), [overrides, onOverrides]);
  return null;
};

export default CustomLocaleLoader;
