/*
 * The files an ops person edits on /ops: the live version's, with their draft's changes over them,
 * with their unsaved edits over those. Pure, so the page and its tests agree on what "changed",
 * "unsaved" and "sent" mean.
 */
import type { RegionFileChange } from '../../../engine/generated/api/region-file-change';
import type { RegionFileText } from '../../../engine/generated/api/region-file-text';

/** Unsaved edits by file name. */
export type Edits = Readonly<Record<string, string>>;

/** What a file is before this person's unsaved edits: the draft's text (null: the draft removes it), else the live one. */
export function savedText(name: string, live: readonly RegionFileText[], draft: readonly RegionFileChange[]): string | null {
  const changed = draft.find((f) => f.name === name);
  if (changed) return changed.text;
  return live.find((f) => f.name === name)?.text ?? null;
}

/** What the editor shows for a file. */
export function shownText(name: string, live: readonly RegionFileText[], draft: readonly RegionFileChange[], edits: Edits): string | null {
  return edits[name] ?? savedText(name, live, draft);
}

/** The live files in the server's order, then the files only the draft has (a new city), by name. */
export function editableNames(live: readonly RegionFileText[], draft: readonly RegionFileChange[]): string[] {
  const liveNames = live.map((f) => f.name);
  return [...liveNames, ...draft.map((f) => f.name).filter((name) => !liveNames.includes(name)).sort()];
}

/** Files whose unsaved edit differs from what the draft (or the live version) holds. */
export function unsavedNames(live: readonly RegionFileText[], draft: readonly RegionFileChange[], edits: Edits): string[] {
  return Object.keys(edits).filter((name) => edits[name] !== savedText(name, live, draft));
}

/**
 * The draft's files once the edits are saved: every file that differs from the live version. A
 * file edited back to its live text leaves the draft, so the draft never "changes" a file to
 * what it already is.
 */
export function changesToSave(live: readonly RegionFileText[], draft: readonly RegionFileChange[], edits: Edits): RegionFileChange[] {
  const names = [...new Set([...draft.map((f) => f.name), ...Object.keys(edits)])].sort();
  return names
    .map((name) => ({ name, text: shownText(name, live, draft, edits) }))
    .filter((file) => file.text !== (live.find((f) => f.name === file.name)?.text ?? null));
}

/** Files the draft changes against the live version (marked in the file list). */
export function changedNames(live: readonly RegionFileText[], draft: readonly RegionFileChange[], edits: Edits): Set<string> {
  return new Set(changesToSave(live, draft, edits).map((f) => f.name));
}

/** A problem names its file as the repository does (`regions/UK.json`); the editor by its name in the folder. */
export function fileNameOfProblem(file: string): string {
  return file.replace(/^regions\//, '');
}

export interface CityOfFiles {
  id: string;
  name: string;
  countryId: string;
  retired: boolean;
  /** Its own details a new city copied from it starts with (each is changed before adding). */
  timezone: string | null;
  bankingPayoutType: string | null;
  heroLanguage_id: string | null;
}

/**
 * The cities of a set of region files (for the new-city and retire forms), read from each city
 * file's `city`; a file that does not parse (a draft with a mistake) is left out, the review names it.
 */
export function citiesOfFiles(files: readonly { name: string; text: string | null }[]): CityOfFiles[] {
  const out: CityOfFiles[] = [];
  for (const file of files) {
    if (file.text === null || !/^[A-Z]{2}-[A-Z0-9-]+\.json$/.test(file.name)) continue;
    try {
      const city = (JSON.parse(file.text) as { city?: Record<string, unknown> }).city;
      if (typeof city?.id !== 'string') continue;
      const text = (key: string) => (typeof city[key] === 'string' ? (city[key] as string) : null);
      out.push({
        id: city.id,
        name: text('name') ?? city.id,
        countryId: text('country_id') ?? city.id.slice(0, 2),
        retired: city.retired === true,
        timezone: text('timezone'),
        bankingPayoutType: text('bankingPayoutType'),
        heroLanguage_id: text('heroLanguage_id'),
      });
    } catch {
      // Not JSON (yet): the draft's review names the mistake.
    }
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

/** The live files with the draft's changes and the edits over them: what the draft would publish. */
export function filesWithChanges(live: readonly RegionFileText[], draft: readonly RegionFileChange[], edits: Edits): { name: string; text: string | null }[] {
  return editableNames(live, draft).map((name) => ({ name, text: shownText(name, live, draft, edits) }));
}
