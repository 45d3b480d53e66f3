import { BD_AREAS } from './areas';
import { BD_DIVISIONS } from './index';
import { BD_LOCALITIES } from './localities';

/**
 * Every place's Bangla name by its English one (decision 040): divisions, districts, upazilas, city
 * areas and localities (decision 049). Listings keep the English names; a reader of Bangla sees these. An upazila or area name shared
 * by two places is the same name in Bangla too: the first stays.
 */
export function listBanglaPlaceNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const division of BD_DIVISIONS) {
    names.set(division.name, division.bn);
    for (const district of division.districts) {
      names.set(district.name, district.bn);
      for (const upazila of district.upazilas)
        if (!names.has(upazila.name)) names.set(upazila.name, upazila.bn);
    }
  }
  for (const group of BD_AREAS)
    for (const area of group.areas) if (!names.has(area.name)) names.set(area.name, area.bn);
  for (const locality of BD_LOCALITIES) if (!names.has(locality.name)) names.set(locality.name, locality.bn);
  return names;
}
