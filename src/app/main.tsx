import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import '../index.css';
import { config, logStartup } from '../lib/config';
import { App } from './App';

logStartup(config);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A transition: React renders the first tree in slices and gives the main thread back between
// them (the session and shell charts are built in separate slices), instead of one long task.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
