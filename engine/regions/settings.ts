/**
 * Settings looked up by a name that comes from data (a form file's `x-setting`, `x-showIfSetting`):
 * code that knows the setting it wants reads `region.keyValues.<name>`, typed.
 */
import regionSchema from '../../schemas/region.schema.json';
import type { RegionSettingName, RegionSettings } from './types';

const NAMES: ReadonlySet<string> = new Set(Object.keys(regionSchema.definitions.keyValues.properties));

export function isRegionSettingName(name: string): name is RegionSettingName {
  return NAMES.has(name);
}

/** The value of a setting named by data; undefined for a name that is no setting. */
export function settingNamed(settings: RegionSettings, name: string): unknown {
  return isRegionSettingName(name) ? settings[name] : undefined;
}
