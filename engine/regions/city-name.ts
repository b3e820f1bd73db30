/**
 * Place names in the reader's language (issue 9: "Siège social: Vienna" on a French page). Region
 * files give a city's `names` (and a company seat's `cityNames`) where a language says it
 * differently; everywhere else the English `name` stands.
 */
type NamesByLanguage = Partial<Record<string, string>> | undefined;

export function nameIn(language: string, name: string, names: NamesByLanguage): string {
  return names?.[language] ?? name;
}

/** A city's name for a page in `language` (en_GB, fr_FR, de_AT). */
export function cityName(city: { name: string; names?: NamesByLanguage }, language: string): string {
  return nameIn(language, city.name, city.names);
}
