import type { ScreenLoaders } from '../../lib/routes';

export const screens: ScreenLoaders = {
  '/customer-manager/login': () => import('./ManagerLoginView'),
  '/customer-manager/portfolio': () => import('./PortfolioView'),
};
