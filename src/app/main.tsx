import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { config, logStartup } from '../lib/config';
import { App } from './App';

logStartup(config);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
