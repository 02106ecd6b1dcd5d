import { feature } from './define';

const { post } = feature('expressMenu');

/**
 * The fast-operation menu stores deleteStatus and addMenuResponse and reacts to them in place;
 * a menu that fails to load simply stays empty, so no call here raises its own message.
 */
export const expressMenuEndpoints = [
  post('expressMenu', '/ccsirest/express-menu/list.json', { errorMode: 'ignore' }),
  post('expressMenuAdd', '/ccsirest/express-menu/add.json', { errorMode: 'ignore' }),
  post('expressMenuDelete', '/ccsirest/express-menu/delete.json', { errorMode: 'ignore' }),
] as const;
