/** Written by scripts/pwa/vite-pwa-plugin.ts at build: the offline page's words per language. */
declare module 'virtual:offline-words' {
  const words: Record<'en_GB' | 'fr_FR' | 'de_AT', Record<string, string>>;
  export default words;
}
