import { feature } from './define';

const { post } = feature('secureInternet');

export const secureInternetEndpoints = [
  post('secureInternetList', '/ccsirest/secure-internet/list.json'),
  post('secureInternetProfileTypes', '/ccsirest/secure-internet/profile-types.json'),
  post('secureInternetHistory', '/ccsirest/secure-internet/history.json'),
  // The announcement is optional page decoration; without it the list still works.
  post('secureInternetAnnouncement', '/ccsirest/secure-internet/announcement.json', {
    errorMode: 'ignore',
  }),
  post('secureInternetSaveProfiles', '/ccsirest/secure-internet/save-profiles.json'),
] as const;
