import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles.css';
import { App } from './app/App';
import { markDocumentTheme } from './app/theme';
import { desktop } from './lib/desktop';
import { installErrorReporting } from './lib/desktop/errorReporting';

installErrorReporting(window, desktop);
markDocumentTheme();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
