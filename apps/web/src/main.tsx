// First: schemas built by the imports below must see zod's setting.
import './lib/zod-without-eval';
import 'bootstrap/dist/css/bootstrap.min.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, storedTheme } from './lib/theme';

// Before the first render, so a dark-mode visitor never sees a light flash.
applyTheme(storedTheme());

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
