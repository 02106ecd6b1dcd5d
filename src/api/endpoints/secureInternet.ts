import { feature } from '../contract/define';

const { post, rows } = feature('secureInternet');

export const secureInternetRows = rows({
  secureInternetList: post('/ccsirest/secure-internet/list.json'),
  secureInternetProfileTypes: post('/ccsirest/secure-internet/profile-types.json'),
  secureInternetHistory: post('/ccsirest/secure-internet/history.json'),
  // The announcement is optional page decoration; without it the list still works.
  secureInternetAnnouncement: post(
    '/ccsirest/secure-internet/announcement.json',
    {},
    { errorMode: 'ignore' },
  ),
  secureInternetSaveProfiles: post('/ccsirest/secure-internet/save-profiles.json'),
});

type Rows = typeof secureInternetRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
