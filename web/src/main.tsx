import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';
// Importing the session store reads the stored token synchronously, so the user
// is known before the router renders its first screen (spec part 1 section 2.3).
import './lib/session';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
