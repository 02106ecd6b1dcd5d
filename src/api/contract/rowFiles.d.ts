/** Row name → rows file (`<feature>/rows.ts`) of src/api (scripts/vite/rowIndexPlugin.ts). */
declare module 'virtual:contract-row-files' {
  const rowFiles: Readonly<Record<string, string>>;
  export default rowFiles;
}
