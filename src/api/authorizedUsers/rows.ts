import { feature } from '../contract/define';
import {
  AuthorizedUserCompanies,
  AuthorizedUserCompaniesQuery,
  AuthorizedUserList,
  AuthorizedUserListQuery,
  PermissionChangeAnswer,
  PermissionChangeRequest,
  PermissionsRequest,
  PersonPermissions,
} from './types';

const { get, put, rows } = feature('authorizedUsers');

/**
 * Authorized users, their permissions and companies (spec §6). The list takes authFilter as
 * query. Default-holding set and delete live in session.ts with the corporate-selection flow.
 */
export const authorizedUsersRows = rows({
  authorizedUserList: get('/dc_ccsi/v1/authorized-users', {
    query: AuthorizedUserListQuery,
    response: AuthorizedUserList,
  }),
  authorizedUserCompanies: get('/dc_ccsi/v1/authorized-users/companies', {
    query: AuthorizedUserCompaniesQuery,
    response: AuthorizedUserCompanies,
  }),
  // The back end takes the user and company selection as a body, hence PUT for a read.
  authorizedUserPermissions: put(
    '/dc_ccsi/v1/authorized-users/permissions',
    { body: PermissionsRequest, response: PersonPermissions },
    { access: 'read' },
  ),
  // Changing rights is refused with a reason to read (own rights, last full authority).
  authorizedUserPermissionChange: put(
    '/dc_ccsi/v1/authorized-users/permissions/change',
    { body: PermissionChangeRequest, response: PermissionChangeAnswer },
    { errorMode: 'modal' },
  ),
});

type Rows = typeof authorizedUsersRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
