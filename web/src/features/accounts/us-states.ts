import { US_STATE_CODES, US_STATE_NAMES } from '@kinloan/domain';

// The names live in domain (documents print them too); this file only shapes the picker.
/** The state picker's options, alphabetical by name: "Oregon (OR)". */
export const US_STATE_OPTIONS: readonly { value: string; label: string }[] = [...US_STATE_CODES]
  .map((code) => ({ value: code, label: `${US_STATE_NAMES[code]} (${code})` }))
  .sort((a, b) => a.label.localeCompare(b.label));
