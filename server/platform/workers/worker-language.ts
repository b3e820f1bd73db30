import type { LanguageId } from '../../../engine/regions/types';
import { isLanguageId } from '../../../engine/rules/language';
import type { WorkerRow } from '../auth/session-service';
import type { RegionsService } from '../plugins/regions';
import { workerRegion } from './worker-region';

/** The language a worker reads: their own choice, else their city's, else their country's, else English. */
export function workerLanguage(regions: RegionsService, worker: WorkerRow): LanguageId {
  if (isLanguageId(worker.languageId)) return worker.languageId;
  const region = workerRegion(regions, worker);
  return region.city?.heroLanguage_id ?? region.country?.defaultLanguage ?? 'en_GB';
}
