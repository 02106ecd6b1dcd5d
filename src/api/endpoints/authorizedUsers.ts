import { feature } from '../contract/define';

const { get, put, rows } = feature('authorizedUsers');

/**
 * Authorized users, their permissions and companies (spec §6). The list takes authFilter as
 * query. Default-holding set and delete live in session.ts with the corporate-selection flow.
 */
export const authorizedUsersRows = rows({
  authorizedUserList: get('/dc_ccsi/v1/authorized-users'),
  authorizedUserCompanies: get('/dc_ccsi/v1/authorized-users/companies'),
  // The back end takes the user and company selection as a body, hence PUT for a read.
  authorizedUserPermissions: put('/dc_ccsi/v1/authorized-users/permissions'),
  authorizedUserPermissionChange: put('/dc_ccsi/v1/authorized-users/permissions/change'),
});

type Rows = typeof authorizedUsersRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
