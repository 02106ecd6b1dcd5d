/** Row name → rows file of src/api/endpoints (scripts/vite/rowIndexPlugin.ts). */
declare module 'virtual:contract-row-files' {
  const rowFiles: Readonly<Record<string, string>>;
  export default rowFiles;
}
