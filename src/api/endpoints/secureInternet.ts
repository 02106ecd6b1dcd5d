import { feature } from '../contract/define';

const { post, rows } = feature('secureInternet');

export const secureInternetRows = rows({
  secureInternetList: post('/ccsirest/secure-internet/list.json', {}, { access: 'read' }),
  secureInternetProfileTypes: post('/ccsirest/secure-internet/profile-types.json', {}, { access: 'read' }),
  secureInternetHistory: post('/ccsirest/secure-internet/history.json', {}, { access: 'read' }),
  // The announcement is optional page decoration; without it the list still works.
  secureInternetAnnouncement: post(
    '/ccsirest/secure-internet/announcement.json',
    {},
    { access: 'read', errorMode: 'ignore' },
  ),
  secureInternetSaveProfiles: post('/ccsirest/secure-internet/save-profiles.json', {}, { access: 'write' }),
});

type Rows = typeof secureInternetRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
