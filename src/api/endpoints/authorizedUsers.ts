import { feature } from './define';

const { get, put } = feature('authorizedUsers');

/**
 * Authorized users, their permissions and companies (spec §6). The list takes authFilter as
 * query. Default-holding set and delete live in session.ts with the corporate-selection flow.
 */
export const authorizedUsersEndpoints = [
  get('authorizedUserList', '/dc_ccsi/v1/authorized-users'),
  get('authorizedUserCompanies', '/dc_ccsi/v1/authorized-users/companies'),
  // The back end takes the user and company selection as a body, hence PUT for a read.
  put('authorizedUserPermissions', '/dc_ccsi/v1/authorized-users/permissions'),
  put('authorizedUserPermissionChange', '/dc_ccsi/v1/authorized-users/permissions/change'),
] as const;
