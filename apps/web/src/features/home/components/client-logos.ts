/** The seven fictitious client logos generated into public/images/logos by scripts/generate-assets.ts. */
export const CLIENT_LOGOS = [
  { file: 'padma-builders.svg', name: 'Padma Builders' },
  { file: 'meghna-homes.svg', name: 'Meghna Homes' },
  { file: 'jamuna-estates.svg', name: 'Jamuna Estates' },
  { file: 'karnaphuli-realty.svg', name: 'Karnaphuli Realty' },
  { file: 'surma-developers.svg', name: 'Surma Developers' },
  { file: 'teesta-properties.svg', name: 'Teesta Properties' },
  { file: 'rupsha-living.svg', name: 'Rupsha Living' },
] as const;
