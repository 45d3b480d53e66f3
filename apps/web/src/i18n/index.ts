/** Translations and formats (issue 16, decision 040). */

export { activeI18n, setRequestI18nLookup } from './active-i18n';
export { type Catalog, defineCatalog, type MessageIdOf } from './catalog';
export { commonMessages } from './common-messages';
export { formatNumber, localizeDigits } from './format-number';
export {
  activateLocale,
  createLocaleI18n,
  currentLocale,
  readInitialLocale,
  rememberLocale,
  useLocale,
} from './locale';
export { localizeMessage } from './localize-message';
export { localizeDivision, localizePlace } from './place-names';
export { type MessageValues, type Translate, translate, useT } from './use-t';
export { type Facility, valueLabel } from './value-labels';
