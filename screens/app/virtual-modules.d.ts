/** Built by scripts/build/language-names-plugin.ts. */
declare module 'virtual:language-names' {
  const names: Record<string, { country: string; language: string }>;
  export default names;
}

/** A locale file's staff part (scripts/build/locale-json-plugin.ts): the words only the staff tools show. */
declare module '*.json?staff' {
  const messages: Record<string, string>;
  export default messages;
}

/** A locale file's worker-area part (scripts/build/locale-json-plugin.ts): the words only the portal shell and its pages show. */
declare module '*.json?portal' {
  const messages: Record<string, string>;
  export default messages;
}

/** A locale file's privacy part (scripts/build/locale-json-plugin.ts): the words only the privacy page's retention table shows. */
declare module '*.json?privacy' {
  const messages: Record<string, string>;
  export default messages;
}

/** A locale file's dev part (scripts/build/locale-json-plugin.ts): the words only the development server's mailbox shows. */
declare module '*.json?dev' {
  const messages: Record<string, string>;
  export default messages;
}
