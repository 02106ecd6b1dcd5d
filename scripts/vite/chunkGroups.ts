/**
 * How the build groups modules into files (rolldown `output.codeSplitting.groups`). Without it
 * rolldown splits every module shared by two screens into its own small file, and a logged-in
 * first visit waited for thirteen of them, six at a time over HTTP/1.1 (issue 7: dashboard LCP).
 *
 * - `common`: the ui kit with the OTP and page-effect helpers, used by nearly every screen
 *   including the login page;
 * - `helpers`: the pure helpers, the request machine and the wizard kit of the signed-in pages;
 * - `lists`: the data table, paged lists and list exports, which the login page does not use;
 * - `intake`: the line picker and the file import, which only the pages that take lines in use;
 * - `contract`: valibot and the contract's shared field types;
 * - `shell`: the logged-in layout (header, side menu, look-alikes of the header's menus) with
 *   the rights' banner, gate and menu entries, loaded by every private page;
 * - `menus`: the real menus of the header and of a list's toolbar with Headless UI and
 *   floating-ui, loaded after the first paint;
 * - `dashboard`: the landing page after every login.
 *
 * Everything else keeps rolldown's automatic split; the entry keeps what it imports statically.
 */
type Test = (id: string) => boolean;

/**
 * A feature's screens.ts (its routes with their loaders) is read by the entry's route table, so
 * it stays with the entry instead of pulling its feature's group in with it.
 */
const SCREEN_DECLARATION = /\/src\/views\/[^/]+\/screens\.ts$/;

/** The dashboard's boxes as features declare them, and their shared declaration. */
const DASHBOARD_CARDS = /\/src\/views\/[^/]+\/dashboardCards?\.tsx$/;

const under =
  (...folders: string[]): Test =>
  (id) =>
    !SCREEN_DECLARATION.test(id) && folders.some((folder) => id.includes(`/src/${folder}/`));

/**
 * The real menus behind AfterFirstPaint's look-alikes: the header's (person, company, express menu
 * with its chart) and a list's "Sütunlar" and "Dışa aktar". They load after the first paint, so
 * their Headless UI and floating-ui (36 kB) are no part of a page's first visit (issue 42); every
 * other group leaves them out.
 */
const MENUS =
  /\/src\/(app\/shell\/menus\/|views\/expressMenu\/(?!expressMenuButton)|machines\/expressMenu\/|ui\/ExportFormatMenu\.tsx$|ui\/table\/ColumnChooserPanel\.tsx$)/;
const notMenu =
  (test: Test): Test =>
  (id) =>
    test(id) && !MENUS.test(id);

/**
 * Left to their own chunks: the atlas's helpers (only the analysts' atlas screen loads them), the
 * inspectors and the usage reporter (loaded when idle, issue 41) and the dialog, which the Modal
 * imports lazily with Headless UI's Dialog behind it.
 */
const LAZY_ONES = /\/src\/(lib\/(atlas|statechart|inspectors|flowReport)|ui\/ModalDialog)/;
const notLazy =
  (test: Test): Test =>
  (id) =>
    test(id) && !LAZY_ONES.test(id) && !MENUS.test(id);

/**
 * The ui kit, the OTP and page-effect helpers of every form, and the login page's three helpers
 * of its own: all the login page needs beside its screen (issue 42), with the words of the session
 * steps' problems (login, terms, corporate selection). With them the hook that
 * starts a page's machine (`usePageActor`, which performs those effects), used by the login page
 * and nearly every other: a file of its own was one more name in every route's list in the entry.
 */
const KIT = (id: string) =>
  (notLazy(under('ui', 'machines/shared/otp', 'machines/shared/page'))(id) &&
    !LOOK_ALIKES.test(id) &&
    !UPLOAD_UI.test(id)) ||
  /\/src\/(lib\/(fastLoginPopup|storageEffect|saveBlob)|views\/shared\/(usePageActor|sessionProblem))\.ts$/.test(
    id,
  );

/**
 * The look-alikes the real menus stand behind (AfterFirstPaint, the express menu's button): with
 * the shell, which every signed-in page loads; the login page has none.
 */
const LOOK_ALIKES = /\/src\/(ui\/AfterFirstPaint|views\/expressMenu\/expressMenuButton)\.tsx$/;

/**
 * A file field and an upload's progress: left to rolldown's automatic split, shared by the pages
 * that upload (the request form, documents, the file imports). In `lists` they took the data
 * table with TanStack Table and Virtual (32 kB) into the request form's first visit (issue 42).
 */
const UPLOAD_UI = /\/src\/ui\/(UploadProgress|CancelledUpload|FileInput)\.tsx$/;

/**
 * The signed-in pages' helpers (formatting, numbers, wizards, downloads, the request machine):
 * they import the contract's types, which the login page then loaded too (issue 42). The invoice
 * PDF download is left out: only the invoices' pages use it, and with its types it cost every
 * other page 1.5 kB.
 */
const HELPERS = (id: string) =>
  (notLazy(under('lib', 'machines/shared'))(id) &&
    !id.includes('/src/machines/shared/invoicePdf/') &&
    !RIGHTS_UI.test(id)) ||
  RIGHTS_TABLE.test(id);

/**
 * What the shell's rights banner, gate and menu entries read (src/app/shell/PrivateFrame.tsx): the
 * hooks on the session's rights child, the page gate and the refusals' words. Only signed-in
 * pages use them, and each loads the shell: with it they left the entry (issue 42) without
 * making a file of their own or taking `helpers` into every signed-in page.
 */
const RIGHTS_UI = /\/src\/(views\/shared\/(rights\.ts|RightsPageGate\.tsx)|lib\/refusals\.ts)$/;

/**
 * The approval groups that `lib/rights.ts` reads: every signed-in page loaded them as a file of
 * their own, one more name in each route's list of files in the entry (issue 42).
 */
const RIGHTS_TABLE = /\/src\/api\/approvals\/types\.ts$/;

/**
 * The list kit: the data table (TanStack Table and Virtual behind it), the paged list, the line
 * picker, spreadsheet import and export. Every list page uses it, the login page none of it: in
 * `common` it took 23 kB of libraries into the login page's first visit (issue 42).
 */
const LIST_KIT =
  /\/src\/(ui\/table\/|ui\/(ExportMenu|ExportControls|FiltersFold)\.tsx|lib\/sheets\/|machines\/shared\/(linePicker|import)\/)/;

/**
 * The part of the list kit that takes lines and files in: the line picker's machines and the
 * file import with the sheet reading. Lists that only show and export (contracts, invoices,
 * orders, approvals) loaded them for nothing, 5 kB and the line-user types (issue 42).
 */
const INTAKE =
  /\/src\/(machines\/shared\/(linePicker|import)\/|lib\/sheets\/(parse|decode|validate|headers|template|importWorker)\.ts$)/;

/**
 * valibot and the contract's shared types: the HTTP client, `common` and the shell all import
 * them, with the shell's own rows' types (dashboard boxes, customer rows, header search, express
 * menu), which the sandbox shares. Left to the shell group's dependencies they went into it, and the login page loaded the
 * whole shell for them (issue 42).
 */
const CONTRACT_CORE =
  /\/(node_modules\/valibot\/|src\/api\/(contract\/(fields|issues)|types|dashboard\/types|customer\/types|search\/headerTypes|expressMenu\/types)\.ts$)/;

/**
 * The session's steps that the router loads by `import()` (src/machines/session/stepCode.ts): the
 * login, terms and corporate selection machines with the module that names them and their
 * problem codes. The atlas imports the machines too,
 * and the split left them in a file of their own behind a 60-byte one: two more names in the
 * login page's first visit instead of one, which index.html preloads (bootPlugin.ts).
 */
export const STEPS =
  /\/src\/machines\/session\/(sessionSteps|loginMachine|loginOtp|termsMachine|corporateSelectionMachine|sessionProblem)\.ts$/;

export const CHUNK_GROUPS = [
  // First, so that no group below pulls what the entry imports (React, XState) out of it.
  { name: 'boot', tags: ['$initial' as const], priority: 40 },
  {
    name: 'common',
    test: (id: string) => KIT(id) && !LIST_KIT.test(id),
    priority: 30,
    // Only these modules: their libraries (react-hook-form, Headless UI) stay with the screens.
    includeDependenciesRecursively: false,
  },
  {
    name: 'steps',
    test: STEPS,
    priority: 29,
    // Only these: the OTP machine and the request kit they use stay in `common` and `helpers`.
    includeDependenciesRecursively: false,
  },
  {
    name: 'helpers',
    test: (id: string) => HELPERS(id) && !KIT(id) && !LIST_KIT.test(id),
    priority: 28,
    includeDependenciesRecursively: false,
  },
  {
    name: 'intake',
    test: notMenu((id) => INTAKE.test(id)),
    priority: 26,
    includeDependenciesRecursively: false,
  },
  {
    name: 'lists',
    test: notMenu((id) => LIST_KIT.test(id) && !INTAKE.test(id)),
    priority: 25,
    // Only these modules, as for `common`: TanStack's libraries are chunks of their own.
    includeDependenciesRecursively: false,
  },
  {
    name: 'contract',
    test: CONTRACT_CORE,
    priority: 22,
    includeDependenciesRecursively: false,
  },
  {
    // Not `portal`: rolldown names a split chunk after its module, and Headless UI's portal.js
    // gave a second `portal` chunk, which the boot plugin could take for this one.
    name: 'shell',
    test: (id: string) => notMenu(under('app/shell'))(id) || LOOK_ALIKES.test(id) || RIGHTS_UI.test(id),
    priority: 20,
  },
  {
    name: 'menus',
    // With their libraries (Headless UI, floating-ui, React Aria): one file after the first paint.
    test: MENUS,
    priority: 15,
    includeDependenciesRecursively: false,
  },
  {
    name: 'dashboard',
    // With every feature's boxes (src/views/<feature>/dashboardCards.tsx), which only it imports.
    test: (id: string) => under('views/dashboard', 'machines/dashboard')(id) || DASHBOARD_CARDS.test(id),
    priority: 10,
    // Only these modules: a card's helpers that its feature's screen also uses (the new-line and
    // take-over drafts) stay with that screen, which otherwise loaded the whole dashboard group.
    includeDependenciesRecursively: false,
  },
];
