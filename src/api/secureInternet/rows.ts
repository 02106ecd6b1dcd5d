import { feature } from '../contract/define';
import {
  SecureInternetAnnouncement,
  SecureInternetHistory,
  SecureInternetHistoryRequest,
  SecureInternetList,
  SecureInternetProfileTypes,
  SecureInternetSaveAnswer,
  SecureInternetSaveRequest,
} from './types';

const { post, rows } = feature('secureInternet');

export const secureInternetRows = rows({
  secureInternetList: post(
    '/ccsirest/secure-internet/list.json',
    { response: SecureInternetList },
    { access: 'read' },
  ),
  secureInternetProfileTypes: post(
    '/ccsirest/secure-internet/profile-types.json',
    { response: SecureInternetProfileTypes },
    { access: 'read' },
  ),
  secureInternetHistory: post(
    '/ccsirest/secure-internet/history.json',
    { body: SecureInternetHistoryRequest, response: SecureInternetHistory },
    { access: 'read' },
  ),
  // The announcement is optional page decoration; without it the list still works.
  secureInternetAnnouncement: post(
    '/ccsirest/secure-internet/announcement.json',
    { response: SecureInternetAnnouncement },
    { access: 'read', errorMode: 'ignore' },
  ),
  secureInternetSaveProfiles: post(
    '/ccsirest/secure-internet/save-profiles.json',
    { body: SecureInternetSaveRequest, response: SecureInternetSaveAnswer },
    { access: 'write' },
  ),
});

type Rows = typeof secureInternetRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
