/** The seeded demo users the model walks sign in as (README, demo users). */
export const FAST = { userName: 'hizli.kullanici', password: 'Hizli.2026!' };
/** Limited authority (issue 37): not every group viewable, nothing approvable. */
export const LIMITED = { userName: 'kisitli.kullanici', password: 'Kisitli.2026!' };
