/** Built by scripts/build/language-names-plugin.ts. */
declare module 'virtual:language-names' {
  const names: Record<string, { country: string; language: string }>;
  export default names;
}
