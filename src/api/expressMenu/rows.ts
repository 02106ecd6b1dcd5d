import { feature } from '../contract/define';
import { ExpressMenuChange, ExpressMenuContent, ExpressMenuRequest } from './types';

const { post, rows } = feature('expressMenu');

/**
 * The fast-operation menu stores deleteStatus and addMenuResponse and reacts to them in place;
 * a menu that fails to load simply stays empty, so no call here raises its own message.
 */
export const expressMenuRows = rows({
  expressMenu: post(
    '/ccsirest/express-menu/list.json',
    { response: ExpressMenuContent },
    { access: 'read', errorMode: 'ignore' },
  ),
  expressMenuAdd: post(
    '/ccsirest/express-menu/add.json',
    { body: ExpressMenuRequest, response: ExpressMenuChange },
    { access: 'write', errorMode: 'ignore' },
  ),
  expressMenuDelete: post(
    '/ccsirest/express-menu/delete.json',
    { body: ExpressMenuRequest, response: ExpressMenuChange },
    { access: 'write', errorMode: 'ignore' },
  ),
});

type Rows = typeof expressMenuRows;
declare module '../contract/registry' {
  interface Catalogue extends Rows {}
}
