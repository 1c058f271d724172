import { useLanguage } from "@travesia/hooks";
import { LanguageSelectorLargeLazy } from "./LanguageSelectorLargeLazy";

/** The large language selector wired to the `ml` cookie. */
export const LanguageSelectorLargeConnected = () => {
  const { data, actions } = useLanguage();
  return <LanguageSelectorLargeLazy language={data.language} languages={data.languages} onSelect={actions.select} />;
};
